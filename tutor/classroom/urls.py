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
    # /clases/<pk>/: one class, for its teachers
    path("<int:pk>/", views.detail, name="detail"),
    path("<int:pk>/progreso.csv", views.progress_csv, name="progress-csv"),
    path("<int:pk>/renuncios/", views.obligations, name="obligations"),
    path("<int:pk>/alumnos/", actions.students, name="students"),
    path("<int:pk>/alumnos/<int:user_id>/", views.student, name="student"),
    path("<int:pk>/alumnos/<int:user_id>/quitar/", actions.student_remove, name="student-remove"),
    path("<int:pk>/alumnos/<int:user_id>/contrasena/", actions.student_password, name="student-password"),
    path("<int:pk>/tareas/", actions.assignments, name="assignments"),
    path("<int:pk>/tareas/<int:assignment_id>/quitar/", actions.assignment_delete, name="assignment-delete"),
    path("<int:pk>/ajustes/", actions.settings, name="settings"),
    path("<int:pk>/codigo/", actions.regenerate_code, name="regenerate-code"),
    path("<int:pk>/profesorado/", actions.teacher_add, name="teacher-add"),
    path("<int:pk>/profesorado/<int:user_id>/quitar/", actions.teacher_remove, name="teacher-remove"),
    path("<int:pk>/archivar/", actions.archive, name="archive"),
    path("<int:pk>/restaurar/", actions.restore, name="restore"),
    path("<int:pk>/borrar/", actions.delete, name="delete"),
]
