from __future__ import annotations

from django.urls import path

from tutor.pages import views

app_name = "pages"
urlpatterns = [
    path("", views.home, name="home"),
    path("salud/", views.health, name="health"),
    path("robots.txt", views.robots, name="robots"),
]
