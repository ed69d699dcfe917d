from __future__ import annotations

from django.urls import path

from tutor.practice import exercise_views, review_views, views

app_name = "practice"
urlpatterns = [
    path("", views.index, name="index"),
    path("ejercicios/", exercise_views.exercise_list, name="exercises"),
    path("ejercicios/<slug:slug>/", exercise_views.exercise_detail, name="exercise"),
    path("ejercicios/<slug:slug>/jugar/", exercise_views.exercise_answer, name="exercise-answer"),
    path("ejercicios/<slug:slug>/empezar/", exercise_views.exercise_start, name="exercise-start"),
    path("<slug:game>/", views.new, name="new"),
    path("<slug:game>/<id:seed>/", views.table, name="table"),
    path("<slug:game>/<id:seed>/<id:pk>/", views.hand, name="hand"),
    path("<slug:game>/<id:seed>/<id:pk>/accion/", views.act, name="act"),
    path("<slug:game>/<id:seed>/<id:pk>/historial/", views.history, name="history"),
    path("<slug:game>/<id:seed>/<id:pk>/pista/", views.hint, name="hint"),
    path("<slug:game>/<id:seed>/<id:pk>/ayuda/", views.help_mode, name="help"),
    path("<slug:game>/<id:seed>/<id:pk>/repetir/", views.replay_hand, name="replay"),
    path("<slug:game>/<id:seed>/<id:pk>/repaso/", review_views.review_page, name="review"),
    path("<slug:game>/<id:seed>/<id:pk>/repaso/desde/", review_views.start_from, name="start-from"),
]
