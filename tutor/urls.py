"""Top-level URL configuration."""

from __future__ import annotations

from django.contrib import admin
from django.urls import include, path, register_converter

from tutor.converters import IdConverter

# Registered before the apps' URLconfs are included: they use <id:…> for every id and seed.
register_converter(IdConverter, "id")

urlpatterns = [
    path("", include("tutor.pages.urls")),
    path("cuenta/", include("tutor.accounts.urls")),
    path("lecciones/", include("tutor.lessons.urls")),
    path("cuestionarios/", include("tutor.quizzes.urls")),
    path("clases/", include("tutor.classroom.urls")),
    path("practicar/", include("tutor.practice.urls")),
    path("aprende/", include("tutor.learn.urls")),
    path("libro/", include("tutor.book.urls")),
    path("admin/", admin.site.urls),
]
