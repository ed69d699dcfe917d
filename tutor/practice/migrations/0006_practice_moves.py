"""The moves of a practice hand as rows, so that a request reads only the ones it shows (issue #17)."""

from __future__ import annotations

from typing import Any

import django.db.models.deletion
from django.db import migrations, models


def copy_moves(apps: Any, schema_editor: Any) -> None:
    """Every hand's moves, kept until now as one JSON list, become rows (a hand whose list does not match its
    notation gets its rows from the deal when it is next shown)."""
    hands = apps.get_model("practice", "PracticeHand")
    rows = apps.get_model("practice", "PracticeMove")
    batch = []
    for pk, moves in hands.objects.values_list("pk", "moves").iterator():
        for number, (seat, action, trump, ronda, stock) in enumerate(moves):
            batch.append(
                rows(
                    hand_id=pk,
                    number=number,
                    seat=seat,
                    action=action,
                    trump=trump or "",
                    ronda=ronda,
                    stock=stock,
                )
            )
        if len(batch) >= 5000:
            rows.objects.bulk_create(batch)
            batch = []
    rows.objects.bulk_create(batch)


class Migration(migrations.Migration):
    dependencies = [
        ("practice", "0005_exercise_action_goal"),
    ]

    operations = [
        migrations.CreateModel(
            name="PracticeMove",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                ("number", models.PositiveIntegerField(verbose_name="número")),
                ("seat", models.PositiveSmallIntegerField(verbose_name="asiento")),
                ("action", models.TextField(verbose_name="acción")),
                ("trump", models.CharField(blank=True, max_length=1, verbose_name="triunfo")),
                ("ronda", models.PositiveIntegerField(default=0, verbose_name="ronda")),
                ("stock", models.PositiveSmallIntegerField(default=0, verbose_name="monte")),
                (
                    "hand",
                    models.ForeignKey(
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="move_rows",
                        to="practice.practicehand",
                    ),
                ),
            ],
            options={
                "verbose_name": "jugada",
                "ordering": ["hand", "number"],
                "indexes": [models.Index(fields=["hand", "ronda"], name="move_ronda")],
                "constraints": [
                    models.UniqueConstraint(fields=("hand", "number"), name="unique_move_number")
                ],
            },
        ),
        migrations.RunPython(copy_moves, migrations.RunPython.noop),
        migrations.RemoveField(
            model_name="practicehand",
            name="moves",
        ),
    ]
