"""New accounts by address, to throttle sign-ups (django-axes throttles only logins)."""

from __future__ import annotations

from django.db import models


class SignUp(models.Model):
    """One account created through a sign-up form, from one address (kept an hour or so; ``manage.py prune``)."""

    address = models.GenericIPAddressField("dirección", unpack_ipv4=True)
    at = models.DateTimeField("cuándo", auto_now_add=True, db_index=True)

    class Meta:
        verbose_name = "alta de cuenta"
        verbose_name_plural = "altas de cuentas"
        indexes = [models.Index(fields=["address", "at"])]

    def __str__(self) -> str:
        return f"{self.address} {self.at:%Y-%m-%d %H:%M}"
