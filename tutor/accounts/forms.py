"""Sign-up without e-mail (pupils often have none), and the page to go back to after it."""

from __future__ import annotations

from django import forms
from django.contrib.auth.forms import UserCreationForm
from django.contrib.auth.models import User

from tutor.accounts.validators import validate_username


class SignUpForm(UserCreationForm[User]):
    class Meta(UserCreationForm.Meta):
        model = User
        fields = ("username", "email")
        labels = {"username": "Nombre de usuario", "email": "Correo electrónico (opcional)"}
        help_texts = {
            "username": "Letras, números y @ . + - _ (hasta 150), de un solo alfabeto.",
            "email": "Solo sirve para recuperar la contraseña si la olvidas. No hace falta.",
        }

    def clean_username(self) -> str:
        username = str(super().clean_username())
        validate_username(username)
        return username


class NextForm(forms.Form):
    """``next``: where to go after signing up (kept only when it is an address of this site)."""

    next = forms.CharField(max_length=2000, required=False)
