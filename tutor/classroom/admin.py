"""Classes in the admin: this is where a site administrator makes an account a teacher."""

from __future__ import annotations

from django.contrib import admin
from django.db.models import QuerySet
from django.http import HttpRequest

from tutor.classroom.models import Assignment, Classroom, Membership, Profile


@admin.register(Profile)
class ProfileAdmin(admin.ModelAdmin[Profile]):
    list_display = ("user", "role", "managed_by", "created_at")
    list_filter = ("role",)
    search_fields = ("user__username",)
    raw_id_fields = ("user", "managed_by")
    actions = ("make_teachers",)

    @admin.action(description="Dar el perfil de profesor/a")
    def make_teachers(self, request: HttpRequest, queryset: QuerySet[Profile]) -> None:
        changed = queryset.filter(managed_by__isnull=True).update(role=Profile.Role.TEACHER)
        self.message_user(
            request, f"{changed} perfil(es) de profesor/a (las cuentas creadas para una clase, no)."
        )


class MembershipInline(admin.TabularInline[Membership, Classroom]):
    model = Membership
    extra = 0
    raw_id_fields = ("user",)


class AssignmentInline(admin.StackedInline[Assignment, Classroom]):
    model = Assignment
    extra = 0
    raw_id_fields = ("lesson", "course", "quiz", "created_by")


@admin.register(Classroom)
class ClassroomAdmin(admin.ModelAdmin[Classroom]):
    list_display = ("name", "level", "code", "created_by", "created_at", "archived_at")
    list_filter = ("level", "archived_at")
    search_fields = ("name", "code")
    filter_horizontal = ("teachers",)
    raw_id_fields = ("created_by", "archived_by")
    inlines = [MembershipInline, AssignmentInline]
