"""Sign-up without e-mail (pupils often have none), and the page to go back to after it."""

from __future__ import annotations

from django import forms
from django.contrib.auth.forms import UserCreationForm
from django.contrib.auth.models import User


class SignUpForm(UserCreationForm[User]):
    class Meta(UserCreationForm.Meta):
        model = User
        fields = ("username",)
        labels = {"username": "Nombre de usuario"}
        help_texts = {
            "username": "Letras, números y @ . + - _ (hasta 150). No hace falta correo electrónico."
        }


class NextForm(forms.Form):
    """``next``: where to go after signing up (kept only when it is an address of this site)."""

    next = forms.CharField(max_length=2000, required=False)
