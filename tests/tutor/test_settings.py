"""Production settings: `check --deploy` is clean with DEBUG=0 and a real SECRET_KEY."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run_manage(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    environment = {
        k: v for k, v in os.environ.items() if k not in ("DEBUG", "SECRET_KEY", "DJANGO_ALLOW_ASYNC_UNSAFE")
    }
    environment.update(env)
    return subprocess.run(
        [sys.executable, "manage.py", *args], cwd=ROOT, env=environment, capture_output=True, text=True
    )


def test_check_deploy_is_clean_in_production():
    result = run_manage(
        "check",
        "--deploy",
        "--fail-level",
        "WARNING",
        DEBUG="0",
        SECRET_KEY="k" * 20 + "-una-clave-larga-y-aleatoria-de-verdad-9f8e7d",
        ALLOWED_HOSTS="tapete.example",
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_production_refuses_to_start_without_secret_key():
    result = run_manage("check", DEBUG="0")
    assert result.returncode != 0
    assert "SECRET_KEY must be set" in result.stderr


def test_a_bad_boolean_is_refused():
    result = run_manage("check", DEBUG="quizá")
    assert result.returncode != 0
    assert "DEBUG must be a boolean" in result.stderr


def test_the_health_check_answers_plain_http_in_production(tmp_path: Path):
    """With DEBUG=0 every page redirects to HTTPS but ``/salud/``, which load balancers probe over plain HTTP."""
    probe = (
        "import django; django.setup()\n"
        "from django.test import Client\n"
        "client = Client()\n"
        "print(client.get('/salud/').status_code, client.get('/').status_code)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=ROOT,
        env={
            **{k: v for k, v in os.environ.items() if k not in ("DEBUG", "DATABASE_URL")},
            "DJANGO_SETTINGS_MODULE": "tutor.settings",
            "DEBUG": "0",
            "SECRET_KEY": "k" * 50,
            "ALLOWED_HOSTS": "testserver",
            "DATABASE_URL": f"sqlite:///{tmp_path / 'probe.sqlite3'}",
        },
        capture_output=True,
        text=True,
    )
    assert result.stdout.split() == ["200", "301"], result.stderr[-2000:]


def test_production_compiles_each_template_once_per_process():
    """DEBUG=0 keeps Django's cached loader (django-template-partials sets it up around the file loaders) and
    Jinja's template cache without reloading: a table is parsed once per process, not on every play (issue #17)."""
    probe = (
        "from django.template import engines;"
        "print(all(engine.get_template('practice/bazas.html').template"
        " is engine.get_template('practice/bazas.html').template for engine in engines.all()))"
    )
    result = run_manage("shell", "-c", probe, DEBUG="0", SECRET_KEY="k" * 50, ALLOWED_HOSTS="tapete.example")
    assert result.stdout.split()[-1:] == ["True"], result.stdout + result.stderr
