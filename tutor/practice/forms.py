"""The practice table's posts, parsed with bounds: sitting down, an action, the help mode, an exercise's answer."""

from __future__ import annotations

from typing import Any

from django import forms
from django.http import QueryDict

import games
from tutor.practice.models import PracticeHand

# Longer than any action of any game (``descarta:…`` lists at most eight cards).
MAX_ACTION = 40
# A hand's version counts its actions: far below this.
MAX_VERSION = 2**31 - 1


class SitDownForm(forms.Form):
    """Sit down at a deal: the number of players (where the game has several), a modality, a seat and a level.

    An absent field takes its default; a field sent with a value out of bounds is an error in Spanish.
    """

    jugadores = forms.TypedChoiceField(coerce=int)
    modalidad = forms.ChoiceField(required=False)
    asiento = forms.IntegerField(
        min_value=0,
        max_value=99,
        error_messages=dict.fromkeys(
            ("invalid", "min_value", "max_value", "required"), "Ese asiento no existe."
        ),
    )
    nivel = forms.ChoiceField(
        choices=PracticeHand.Level.choices,
        error_messages={
            "invalid_choice": "Ese nivel del ordenador no existe: elige principiante o experto.",
            "required": "Ese nivel del ordenador no existe: elige principiante o experto.",
        },
    )

    def __init__(self, data: QueryDict, *, game: str) -> None:
        counts = games.GAMES[game].players
        defaults = {"jugadores": str(counts[0]), "asiento": "0", "nivel": PracticeHand.Level.BEGINNER}
        super().__init__({**defaults, **data.dict()})
        name = games.GAMES[game].name
        listed = " o ".join((", ".join(str(n) for n in counts[:-1]), str(counts[-1]))).removeprefix(" o ")
        players_error = f"{name} se juega con {listed} jugadores: elige uno de esos números."
        self.fields["jugadores"].choices = [(str(n), str(n)) for n in counts]  # type: ignore[attr-defined]
        self.fields["jugadores"].error_messages |= {
            "invalid_choice": players_error,
            "required": players_error,
        }
        self.modalities = {m.variant: m.players for m in games.GAMES[game].words.modalities}
        self.fields["modalidad"].choices = [  # type: ignore[attr-defined]
            ("", ""),
            *((variant, variant) for variant in self.modalities),
        ]
        modality_error = f"{name} no tiene esa modalidad en la mesa: elige una de la lista."
        self.fields["modalidad"].error_messages |= {"invalid_choice": modality_error}

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        variant = data.get("modalidad") or None
        data["modalidad"] = variant
        if "jugadores" in data and variant is not None:
            data["jugadores"] = self.modalities[variant]
        players, seat = data.get("jugadores"), data.get("asiento")
        if players is not None and "asiento" not in self.errors and (seat is None or seat >= players):
            self.add_error(
                "asiento", f"Con {players} jugadores los asientos van del 1 al {players}: ese no existe."
            )
        return data

    def error(self) -> str:
        """The first problem, in Spanish (the table shows one at a time)."""
        return str(next(iter(self.errors.values()))[0])


class ActionForm(forms.Form):
    """One action at the table, and the version of the hand the learner saw.

    The Escoba's table may send a play in parts instead: the card of the hand (``carta``), the cards of the table
    it takes (``mesa``, several) and ``jugada`` (``comer`` or ``tirar``); they make the action ``7O+3C+5E``.
    """

    action = forms.CharField(max_length=MAX_ACTION, required=False)
    carta = forms.CharField(max_length=3, required=False)
    jugada = forms.ChoiceField(choices=[("comer", "comer"), ("tirar", "tirar")], required=False)
    version = forms.IntegerField(min_value=0, max_value=MAX_VERSION)

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        if not data.get("action") and data.get("carta") and data.get("jugada"):
            parts = [data["carta"]]
            if data["jugada"] == "comer":  # nothing marked: «7O+», which the engine explains
                parts += (self.data.getlist("mesa") if isinstance(self.data, QueryDict) else []) or [""]
            data["action"] = "+".join(parts)
        if not data.get("action"):
            self.add_error("action", "Elige una jugada.")
        elif len(data["action"]) > MAX_ACTION:
            self.add_error("action", "Esa jugada es demasiado larga.")
        return data


class HelpModeForm(forms.Form):
    modo = forms.ChoiceField(choices=PracticeHand.Help.choices)


class ExerciseAnswerForm(forms.Form):
    """The card or action chosen in an exercise (checked against the position or the hand by the view)."""

    action = forms.CharField(max_length=MAX_ACTION)


class ReplayForm(forms.Form):
    """The trick shown by the review's replay (``?baza=N``): 1 to the hand's number of tricks, 1 when absent."""

    def __init__(self, data: QueryDict, *, tricks: int) -> None:
        super().__init__(data)
        last = max(tricks, 1)
        self.message = f"Esa baza no existe: en esta mano van de la 1 a la {last}."
        self.fields["baza"] = forms.IntegerField(
            required=False,
            min_value=1,
            max_value=last,
            error_messages=dict.fromkeys(("invalid", "min_value", "max_value"), self.message),
        )


class StartFromForm(forms.Form):
    """«Juega desde aquí»: the place (among the hand's actions) of the learner's decision to play on from."""

    paso = forms.IntegerField(min_value=0, max_value=MAX_VERSION)
