from __future__ import annotations

from django.contrib import admin

from tutor.quizzes.models import Attempt, Question, Quiz, ReviewCard


class QuestionInline(admin.StackedInline[Question, Quiz]):
    model = Question
    extra = 0


@admin.register(Quiz)
class QuizAdmin(admin.ModelAdmin[Quiz]):
    list_display = ("title", "slug", "order")
    inlines = [QuestionInline]


@admin.register(Attempt)
class AttemptAdmin(admin.ModelAdmin[Attempt]):
    list_display = ("user", "key", "correct", "created_at")
    list_filter = ("correct",)


@admin.register(ReviewCard)
class ReviewCardAdmin(admin.ModelAdmin[ReviewCard]):
    list_display = ("user", "key", "box", "due_at")
