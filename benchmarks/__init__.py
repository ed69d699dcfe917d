"""Performance figures printed by ``make bench`` (measurements, not tests)."""
