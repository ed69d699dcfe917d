"""The quizzes' forms: the series of generated questions, and an answer (with its token and review card)."""

from __future__ import annotations

from typing import Any

from django import forms
from django.core import signing
from django.http import QueryDict

from tutor.converters import MAX_ID
from tutor.quizzes.display import unsign
from tutor.quizzes.questions import Spec

# A generated question's signed token is a few hundred characters; far below this.
MAX_TOKEN = 10_000


class SeriesForm(forms.Form):
    """``?semilla=``: the number of a series of generated questions (absent: a new one at random)."""

    semilla = forms.IntegerField(min_value=0, max_value=MAX_ID, required=False)


class TokenForm(forms.Form):
    """The signed spec of a generated question, sent back with its answer."""

    token = forms.CharField(max_length=MAX_TOKEN)

    def clean_token(self) -> Spec:
        try:
            return unsign(self.cleaned_data["token"])
        except signing.BadSignature as error:
            raise forms.ValidationError("Esa pregunta no es válida.") from error


class AnswerForm(forms.Form):
    """An answer: ``answer``, or for an ordering one card per place (``puesto1``…); and the review card."""

    answer = forms.CharField(max_length=100, required=False, strip=False)
    repaso = forms.IntegerField(min_value=1, max_value=MAX_ID, required=False)

    def __init__(self, data: QueryDict, *, spec: Spec) -> None:
        super().__init__(data)
        self.places = len(spec["cards"].split()) if spec["kind"] == "orden" else 0
        for place in range(1, self.places + 1):
            self.fields[f"puesto{place}"] = forms.CharField(max_length=3, required=False)

    def raw(self) -> str:
        """The answer as the grader reads it (the places of an ordering joined by spaces)."""
        data: dict[str, Any] = self.cleaned_data
        if self.places:
            return " ".join(data[f"puesto{place}"] for place in range(1, self.places + 1))
        return str(data["answer"])
