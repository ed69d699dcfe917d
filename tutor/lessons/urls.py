from __future__ import annotations

from django.urls import path

from tutor.lessons import views

app_name = "lessons"
urlpatterns = [
    path("", views.index, name="index"),
    path("buscar/", views.search, name="search"),
    path("glosario/", views.glossary, name="glossary"),
    path("glosario/<slug:term_slug>/", views.term, name="term"),
    path("<slug:course_slug>/", views.course, name="course"),
    path("<slug:course_slug>/<slug:lesson_slug>/", views.lesson, name="lesson"),
    path("<slug:course_slug>/<slug:lesson_slug>/comprobar/", views.check_answers, name="check"),
]
