from __future__ import annotations

from django.contrib import admin

from tutor.practice.models import Exercise, ExerciseSolved, PracticeHand


@admin.register(PracticeHand)
class PracticeHandAdmin(admin.ModelAdmin[PracticeHand]):
    list_display = ("game", "seed", "seat", "level", "owner", "finished_at")
    list_filter = ("game", "level")


@admin.register(Exercise)
class ExerciseAdmin(admin.ModelAdmin[Exercise]):
    list_display = ("title", "game", "goal", "order")
    list_filter = ("game", "goal")


@admin.register(ExerciseSolved)
class ExerciseSolvedAdmin(admin.ModelAdmin[ExerciseSolved]):
    list_display = ("user", "exercise", "solved_at")
