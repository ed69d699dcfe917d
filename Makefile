# Tapete: `make run` serves the site, `make test` checks everything. Both install what they need.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PY := $(BIN)/python
export DJANGO_ALLOW_ASYNC_UNSAFE := true

.PHONY: run test lint pytest test-engine bench screenshots clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

$(VENV)/.base: requirements/base.txt | $(BIN)/python
	$(BIN)/pip install --quiet -r requirements/base.txt
	touch $@

$(VENV)/.dev: requirements/dev.txt requirements/base.txt $(VENV)/.base
	$(BIN)/pip install --quiet -r requirements/dev.txt
	touch $@

run: $(VENV)/.base
	$(PY) manage.py migrate --noinput
	$(PY) manage.py load_curriculum
	$(PY) manage.py runserver 127.0.0.1:8000

test: $(VENV)/.dev
	scripts/ensure-chromium
	$(MAKE) --no-print-directory lint pytest

lint: $(VENV)/.dev
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

pytest: $(VENV)/.dev
	$(PY) -m pytest -q -n 2 $(PYTEST_ARGS)

test-engine: $(VENV)/.dev
	$(PY) -m pytest -q -p no:django tests/games games

bench: $(VENV)/.dev
	$(PY) -m benchmarks

clean:
	rm -rf $(VENV) staticfiles .mypy_cache .ruff_cache .hypothesis

screenshots: $(VENV)/.dev
	scripts/ensure-chromium
	TAPETE_SCREENSHOTS=1 $(PY) -m pytest -q -p no:xdist tests/e2e/test_practice.py tests/e2e/test_practice_bazas.py
