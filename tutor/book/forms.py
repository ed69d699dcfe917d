"""The one form of a worked hand: an action (a card to play, «siguiente», «reiniciar») and the turn it was shown at."""

from __future__ import annotations

from django import forms

# The largest hands of the books have nine tricks: a turn far beyond is a forged post.
MAX_TURN = 99


class BookStepForm(forms.Form):
    accion = forms.CharField(max_length=12)
    turno = forms.IntegerField(min_value=0, max_value=MAX_TURN)
