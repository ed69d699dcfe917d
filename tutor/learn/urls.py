from __future__ import annotations

from django.urls import path

from tutor.learn import views

app_name = "learn"
urlpatterns = [
    path("", views.index, name="index"),
    path("<slug:game>/", views.track_map, name="map"),
    path("<slug:game>/<slug:stage>/", views.stage_page, name="stage"),
    path("<slug:game>/<slug:stage>/responder/", views.answer, name="answer"),
    path("<slug:game>/<slug:stage>/repetir/", views.restart, name="restart"),
    path("<slug:game>/<slug:stage>/mano/", views.start_hand, name="hand"),
]
