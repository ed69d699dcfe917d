"""The posts of «Aprende a jugar», parsed with bounds."""

from __future__ import annotations

from django import forms

from tutor.learn.reader import STEPS_PER_STAGE

MAX_ANSWER = 40  # longer than any card code, number or action a step offers


class StepField(forms.IntegerField):
    """A step's number, written with ASCII digits only (``٣`` is not a step the page ever sent)."""

    def to_python(self, value: object) -> int | None:
        if isinstance(value, str) and not value.isascii():
            raise forms.ValidationError(self.error_messages["invalid"], code="invalid")
        return super().to_python(value)


class AnswerForm(forms.Form):
    """An answer to the step ``paso`` (the step the page showed: a replayed or stale post is refused)."""

    paso = StepField(
        min_value=0,
        max_value=STEPS_PER_STAGE.stop - 1,
        error_messages=dict.fromkeys(
            ("invalid", "min_value", "max_value", "required"), "Ese paso no existe."
        ),
    )
    respuesta = forms.CharField(
        max_length=MAX_ANSWER,
        error_messages={
            "required": "Elige una respuesta.",
            "max_length": "Esa respuesta no es ninguna de las que ofrece el paso.",
        },
    )

    def __init__(self, *args: object, offered: frozenset[str], **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.offered = offered

    def clean_respuesta(self) -> str:
        answer: str = self.cleaned_data["respuesta"].strip()
        if answer not in self.offered:
            raise forms.ValidationError("Esa respuesta no es ninguna de las que ofrece el paso.")
        return answer
