from __future__ import annotations

from django.apps import AppConfig


class AccountsConfig(AppConfig):
    name = "tutor.accounts"
    verbose_name = "Cuentas"
