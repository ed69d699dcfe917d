"""The quizzes' forms: the series of generated questions, an answer (with its token and review card), and a step
of a quiz taken one question at a time."""

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
# No bank comes near this many questions.
MAX_QUESTIONS = 1000
UP, DOWN = "subir", "bajar"


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
    """An answer: ``answer``, or for an ordering the cards in the order proposed (``orden``, repeated) and, when a
    «Subir»/«Bajar» button sent the form, the move asked for (``mover``: ``subir:1E``); and the review card."""

    answer = forms.CharField(max_length=100, required=False, strip=False)
    repaso = forms.IntegerField(min_value=1, max_value=MAX_ID, required=False)

    def __init__(self, data: QueryDict, *, spec: Spec) -> None:
        super().__init__(data)
        self.cards: list[str] = spec["cards"].split() if spec["kind"] == "orden" else []
        if self.cards:
            self.fields["orden"] = forms.MultipleChoiceField(
                choices=[(c, c) for c in self.cards], required=False
            )
            self.fields["mover"] = forms.ChoiceField(
                choices=[(f"{way}:{c}", c) for way in (UP, DOWN) for c in self.cards], required=False
            )

    def raw(self) -> str:
        """The answer as the grader reads it (the cards of an ordering joined by spaces)."""
        data: dict[str, Any] = self.cleaned_data
        if self.cards:
            return " ".join(data["orden"])
        return str(data["answer"])

    def arrangement(self) -> list[str] | None:
        """The order after the move asked for, or ``None`` when the form answers (or the order is not a whole one).

        A card already first (or last) stays where it is.
        """
        data: dict[str, Any] = self.cleaned_data
        order, move = list(data.get("orden", [])), data.get("mover", "")
        if not move or sorted(order) != sorted(self.cards):
            return None
        way, card = move.split(":")
        index = order.index(card)
        other = index - 1 if way == UP else index + 1
        if 0 <= other < len(order):
            order[index], order[other] = order[other], order[index]
        return order


class StepForm(forms.Form):
    """A step of a quiz: which question the page showed (``pregunta``, from 0) and what to do with it."""

    ANSWER, NEXT, RESTART = "responder", "siguiente", "empezar"

    accion = forms.ChoiceField(choices=[(a, a) for a in (ANSWER, NEXT, RESTART)])
    pregunta = forms.IntegerField(min_value=0, max_value=MAX_QUESTIONS)
