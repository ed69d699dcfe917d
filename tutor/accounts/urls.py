from __future__ import annotations

from django.contrib.auth import views as auth_views
from django.urls import path, reverse_lazy

from tutor.accounts import views

app_name = "accounts"
urlpatterns = [
    path("entrar/", auth_views.LoginView.as_view(), name="login"),
    path("salir/", auth_views.LogoutView.as_view(), name="logout"),
    path("registro/", views.signup, name="signup"),
    path(
        "contrasena/",
        auth_views.PasswordChangeView.as_view(success_url=reverse_lazy("accounts:password-change-done")),
        name="password-change",
    ),
    path("contrasena/hecho/", auth_views.PasswordChangeDoneView.as_view(), name="password-change-done"),
    path(
        "olvide/",
        auth_views.PasswordResetView.as_view(
            success_url=reverse_lazy("accounts:password-reset-done"),
            email_template_name="registration/password_reset_email.txt",
        ),
        name="password-reset",
    ),
    path("olvide/enviado/", auth_views.PasswordResetDoneView.as_view(), name="password-reset-done"),
    path(
        "restablecer/<uidb64>/<token>/",
        auth_views.PasswordResetConfirmView.as_view(
            success_url=reverse_lazy("accounts:password-reset-complete")
        ),
        name="password-reset-confirm",
    ),
    path(
        "restablecer/hecho/", auth_views.PasswordResetCompleteView.as_view(), name="password-reset-complete"
    ),
]
