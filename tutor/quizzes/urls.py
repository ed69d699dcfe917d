from __future__ import annotations

from django.urls import path

from tutor.quizzes import views

app_name = "quizzes"
urlpatterns = [
    path("", views.index, name="index"),
    path("repaso/", views.review, name="review"),
    path("responder/<id:pk>/", views.answer, name="answer"),
    path("responder/generada/", views.answer_generated, name="answer-generated"),
    path("practica/<slug:game>/", views.practice, name="practice"),
    path("<slug:slug>/", views.quiz, name="quiz"),
]
