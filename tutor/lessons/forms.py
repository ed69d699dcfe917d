"""The lessons' forms: the end-of-lesson check (one choice per question) and the search box."""

from __future__ import annotations

from typing import Any

from django import forms
from django.http import QueryDict

from tutor.lessons.models import Check

UNANSWERED = "Responde todas las preguntas antes de comprobar."
NOT_AN_OPTION = "Esa respuesta no es una de las opciones de la pregunta. Vuelve a cargar la página."
FOREIGN = "Se ha enviado una respuesta a una pregunta que no es de esta lección. No se ha cambiado nada."


class CheckForm(forms.Form):
    """A field ``q<pk>`` per question of the lesson, whose value is the index of an option."""

    def __init__(self, data: QueryDict, *, checks: list[Check]) -> None:
        super().__init__(data)
        for check in checks:
            self.fields[f"q{check.pk}"] = forms.TypedChoiceField(
                choices=[(str(i), str(i)) for i in range(len(check.options))],
                coerce=int,
                error_messages={"required": UNANSWERED, "invalid_choice": NOT_AN_OPTION},
            )

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        if any(key.startswith("q") and key not in self.fields for key in self.data):
            raise forms.ValidationError(FOREIGN)
        return data

    def error(self) -> str:
        """The message to show: a foreign question first, then an option that is not one, then a blank."""
        messages = {str(message) for errors in self.errors.values() for message in errors}
        return next((m for m in (FOREIGN, NOT_AN_OPTION, UNANSWERED) if m in messages), "")

    def chosen(self, check: Check) -> int | None:
        """The option chosen for ``check``, when it is one of its options."""
        value = self.cleaned_data.get(f"q{check.pk}")
        return value if isinstance(value, int) else None


class SearchForm(forms.Form):
    q = forms.CharField(max_length=100, required=False)
