"""Sign-up without e-mail: pupils often have none."""

from __future__ import annotations

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
