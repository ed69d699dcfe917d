from __future__ import annotations

from django.urls import path

from tutor.book import views

app_name = "book"
urlpatterns = [
    path("", views.index, name="index"),
    path("<slug:slug>/", views.hand, name="hand"),
]
