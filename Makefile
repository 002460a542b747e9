# `make test` and `make book` need nothing installed by hand: the first run
# creates .venv and installs the project with its extras.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp

.PHONY: test book lint bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev,book]'
	touch $(STAMP)

test: $(STAMP)
	$(BIN)/python -m pytest

book: $(STAMP)
	$(BIN)/jupyter-book build book --warningiserror --keep-going

lint: $(STAMP)
	$(BIN)/ruff check tarokk tests simulations benchmarks
	$(BIN)/ruff format --check tarokk tests simulations benchmarks
	$(BIN)/mypy

bench: $(STAMP)
	$(BIN)/python benchmarks/bench.py

clean:
	rm -rf book/_build
