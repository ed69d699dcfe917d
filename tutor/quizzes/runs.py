"""A quiz taken one question at a time: which question is shown and the answers given in this run, kept in the
session of an anonymous visitor and in the database (:class:`QuizRun`) for an account."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from django.contrib.auth.models import User
from django.contrib.sessions.backends.base import SessionBase

from tutor.http import TutorRequest
from tutor.quizzes.models import Attempt, Question, Quiz, QuizRun, question_spec
from tutor.quizzes.questions import BadAnswer, grade

SESSION_KEY = "cuestionarios"


@dataclass
class Run:
    questions: list[Question]
    position: int = 0
    answers: dict[str, dict[str, Any]] = field(default_factory=dict)

    @property
    def finished(self) -> bool:
        return self.position >= len(self.questions)

    @property
    def current(self) -> Question | None:
        return None if self.finished else self.questions[self.position]

    def given(self, question: Question) -> dict[str, Any] | None:
        """The answer given to ``question`` in this run: ``{"answer": raw, "correct": bool}``."""
        return self.answers.get(str(question.pk))

    @property
    def answered(self) -> int:
        return len(self.answers)

    @property
    def right(self) -> int:
        return sum(1 for given in self.answers.values() if given["correct"])


def load(request: TutorRequest, quiz: Quiz, questions: list[Question]) -> Run:
    """This visitor's run of ``quiz`` (a new one when there is none), fitted to the bank as it is now."""
    if request.user.is_authenticated:
        stored = QuizRun.objects.filter(user=request.user, quiz=quiz).values("position", "answers").first()
    else:
        stored = request.session.get(SESSION_KEY, {}).get(quiz.slug)
    if not stored:
        return Run(questions)
    answers = {}
    for question in questions:
        given = stored["answers"].get(str(question.pk))
        if given is None:
            continue
        try:  # graded again: the bank may have changed since
            correct = grade(question_spec(question), given["answer"]).correct
        except BadAnswer:
            continue
        answers[str(question.pk)] = {"answer": given["answer"], "correct": correct}
    return Run(questions, min(stored["position"], len(questions)), answers)


def progress(request: TutorRequest) -> dict[str, tuple[int, int]]:
    """This visitor's runs, by quiz slug: (questions answered, right), as last saved."""
    if request.user.is_authenticated:
        stored = {
            slug: {"answers": answers}
            for slug, answers in QuizRun.objects.filter(user=request.user).values_list(
                "quiz__slug", "answers"
            )
        }
    else:
        stored = request.session.get(SESSION_KEY, {})
    return {
        slug: (len(run["answers"]), sum(1 for given in run["answers"].values() if given["correct"]))
        for slug, run in stored.items()
        if run["answers"]
    }


def save(request: TutorRequest, quiz: Quiz, run: Run) -> None:
    state = {"position": run.position, "answers": run.answers}
    if request.user.is_authenticated:
        QuizRun.objects.update_or_create(user=request.user, quiz=quiz, defaults=state)
        return
    request.session[SESSION_KEY] = request.session.get(SESSION_KEY, {}) | {quiz.slug: state}


def join_account(session: SessionBase, user: User) -> None:
    """An anonymous visitor signed up or in: the quizzes they answered go to the account (the run where the account
    has none, and every answer as an attempt, so that their class sees it)."""
    stored: dict[str, dict[str, Any]] = session.pop(SESSION_KEY, {})
    quizzes = {quiz.slug: quiz for quiz in Quiz.objects.filter(slug__in=list(stored))}
    questions = Question.objects.in_bulk(
        [int(pk) for state in stored.values() for pk in state.get("answers", {}) if str(pk).isdigit()]
    )
    for slug, state in stored.items():
        quiz = quizzes.get(slug)
        if quiz is None:
            continue
        QuizRun.objects.get_or_create(
            user=user, quiz=quiz, defaults={"position": state["position"], "answers": state["answers"]}
        )
        Attempt.objects.bulk_create(
            Attempt(
                user=user,
                key=questions[int(pk)].key,
                question=questions[int(pk)],
                answer=str(given["answer"])[:100],
                correct=bool(given["correct"]),
            )
            for pk, given in state["answers"].items()
            if str(pk).isdigit() and int(pk) in questions
        )
