"""URL converters with bounds: a number in a path is an ASCII number a database column can hold, or no match (404)."""

from __future__ import annotations

# The largest value of a signed 64-bit column (ids, seeds): a larger number in a URL is simply not found.
MAX_ID = 2**63 - 1


class IdConverter:
    """A positive database number: at most 19 ASCII digits and at most :data:`MAX_ID`."""

    regex = "[0-9]{1,19}"

    def to_python(self, value: str) -> int:
        number = int(value)
        if number > MAX_ID:
            raise ValueError(f"{value} is out of range")
        return number

    def to_url(self, value: int) -> str:
        return str(value)
