from __future__ import annotations

from django.urls import path

from tutor.classroom import actions, views

app_name = "classroom"
urlpatterns = [
    path("", views.index, name="index"),
    path("profesorado/registro/", views.teacher_signup, name="teacher-signup"),
    path("unirse/", views.join, name="join"),
    path("unirse/<str:code>/", views.join_code, name="join-code"),
    path("nueva/", views.create, name="create"),
    path("<id:pk>/dejar/", views.leave, name="leave"),  # a student leaves the class
    # /clases/<pk>/: one class, for its teachers
    path("<id:pk>/", views.detail, name="detail"),
    path("<id:pk>/progreso.csv", views.progress_csv, name="progress-csv"),
    path(
        "<id:pk>/progreso-punto-y-coma.csv",
        views.progress_csv,
        {"delimiter": ";"},
        name="progress-csv-semicolon",
    ),
    path("<id:pk>/renuncios/", views.obligations, name="obligations"),
    path("<id:pk>/alumnos/", actions.students, name="students"),
    path("<id:pk>/alumnos/<id:user_id>/", views.student, name="student"),
    path("<id:pk>/alumnos/<id:user_id>/nombre/", actions.student_name, name="student-name"),
    path("<id:pk>/alumnos/<id:user_id>/quitar/", actions.student_remove, name="student-remove"),
    path("<id:pk>/alumnos/<id:user_id>/contrasena/", actions.student_password, name="student-password"),
    path("<id:pk>/tareas/", actions.assignments, name="assignments"),
    path("<id:pk>/tareas/<id:assignment_id>/quitar/", actions.assignment_delete, name="assignment-delete"),
    path("<id:pk>/ajustes/", actions.settings, name="settings"),
    path("<id:pk>/codigo/", actions.regenerate_code, name="regenerate-code"),
    path("<id:pk>/profesorado/", actions.teacher_add, name="teacher-add"),
    path("<id:pk>/profesorado/<id:user_id>/quitar/", actions.teacher_remove, name="teacher-remove"),
    path("<id:pk>/archivar/", actions.archive, name="archive"),
    path("<id:pk>/restaurar/", actions.restore, name="restore"),
    path("<id:pk>/borrar/", actions.delete, name="delete"),
]
