# `make test` and `make book` need nothing installed by hand: the first run creates .venv
# and installs into it exactly the versions uv.lock names (the project with the extras
# below), then compiles the engine's hot modules with mypyc when a C compiler is present.
# `make lock` writes uv.lock anew from what the registry serves today.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp
EXTRAS := --extra dev --extra book --extra cluster --extra parquet
# uv installs from the lock; the uv that does it is the one the lock names.
UV_VERSION := $(shell sed -n '/^name = "uv"$$/{n;s/^version = "\(.*\)"$$/\1/p;}' uv.lock)

.PHONY: test book book-en book-hu lint bench engine compiled compiled-check fuzz soak clean browser-test locale ladder table-ladder lock

# The built site `make browser-test` checks, and the browser that checks it.
SITE     ?= book/_build/html
CHROMIUM := /usr/bin/chromium

$(STAMP): pyproject.toml uv.lock
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet uv==$(UV_VERSION)
	$(BIN)/uv sync --quiet --locked --python $(BIN)/python $(EXTRAS)
	touch $(STAMP)

lock: $(STAMP)
	$(BIN)/uv lock --upgrade

# The compiled engine (tarokk.engine): built when missing or older than the source, in
# build/compiled; without a C compiler, one line says the source runs interpreted.
engine: $(STAMP)
	$(BIN)/python -m benchmarks.compile

# The tests, and the browser checks, run on every core (pytest-xdist's `-n auto`).
test: engine
	$(BIN)/python -m pytest -n auto

# The whole site: the English book, and the Hungarian edition into the same site at hu/;
# then the pages made to be printed, as PDFs beside them (Chromium's print-to-PDF). The
# Hungarian edition links to the English one through the English inventory (objects.inv),
# which a quick English build that executes no page writes first (its config is the book's
# with execution off; its warnings, of cells it did not run, go to a file); then the two
# editions build at once, one on each core, each with every warning an error. The last line
# says how long it took.
PRINTED   := quickref scoresheet hu/quickref hu/scoresheet
INVENTORY := book/_build/inventory
STARTED   := $(shell date +%s)

book: engine $(CHROMIUM)
	rm -rf $(INVENTORY) && mkdir -p $(INVENTORY)
	sed -e 's/^  execute_notebooks: .*/  execute_notebooks: "off"/' -e 's|: _ext|: ../../_ext|' \
	  book/_config.yml > $(INVENTORY)/_config.yml
	$(BIN)/jupyter-book build book --config $(INVENTORY)/_config.yml --path-output $(INVENTORY) --quiet \
	  2> $(INVENTORY)/warnings.log || { cat $(INVENTORY)/warnings.log >&2; exit 1; }
	$(MAKE) --no-print-directory --output-sync=target -j2 book-en book-hu
	rm -rf book/_build/html/hu
	cp -r book/_build/hu/_build/html book/_build/html/hu
	mkdir -p $(SITE)/pdf/hu
	for page in $(PRINTED); do \
	  $(CHROMIUM) --headless --no-sandbox --disable-gpu --no-first-run --no-pdf-header-footer \
	    --run-all-compositor-stages-before-draw --virtual-time-budget=10000 \
	    --print-to-pdf=$(SITE)/pdf/$$page.pdf file://$(abspath $(SITE))/$$page.html 2>/dev/null || exit 1; \
	  test -s $(SITE)/pdf/$$page.pdf || { echo "no PDF of $$page" >&2; exit 1; }; \
	done
	@echo "make book: the site is in $(SITE), built in $$(( $$(date +%s) - $(STARTED) )) s"

# An edition builds again once if a notebook's kernel died at its start (two kernels started
# at once by the two editions can draw the same free port); any other failure stands.
define EDITION
	$(BIN)/jupyter-book build $(1) --warningiserror --keep-going > $(2).log 2>&1 || { \
	  grep -q "Kernel died before replying to kernel_info" $(2).log || { cat $(2).log; exit 1; }; \
	  echo "$(1): a kernel died as it started; building the edition again"; \
	  $(BIN)/jupyter-book build $(1) --warningiserror --keep-going > $(2).log 2>&1 || { cat $(2).log; exit 1; }; }
	cat $(2).log
endef

book-en:
	$(call EDITION,book,book/_build/edition-en)

book-hu:
	$(call EDITION,book/hu --path-output book/_build/hu,book/_build/edition-hu)

# Every page of the built book in Chromium: links, anchors, images, JavaScript errors,
# unrendered output; screenshots in $(SITE)/../screenshots. Run `make book` first.
browser-test: $(VENV)/.browser-stamp $(CHROMIUM)
	@test -f $(SITE)/index.html || { echo "no built book in $(SITE): run 'make book' first" >&2; exit 1; }
	TAROKK_SITE=$(SITE) $(BIN)/python -m pytest -n auto tests/browser

$(VENV)/.browser-stamp: $(STAMP)
	$(BIN)/uv sync --quiet --locked --python $(BIN)/python $(EXTRAS) --extra browser
	touch $@

$(CHROMIUM):
	apt-get update
	DEBIAN_FRONTEND=noninteractive apt-get install -y chromium

# The command line's messages: collect the marked ones (_(), ngettext) from tarokk/cli into
# the Hungarian catalogue (new ones untranslated, changed ones fuzzy), then compile it to the
# .mo the program reads. Translate the new entries in the .po, clear their fuzzy flags, and
# run it again; the tests fail while a message lacks its translation or the .mo is stale.
LOCALE := tarokk/locale
POT    := $(LOCALE)/tarokk.pot

locale: $(STAMP)
	$(BIN)/pybabel extract --no-location --omit-header --no-wrap -k _ -k N_ -k ngettext:1,2 -o $(POT) tarokk/cli
	$(BIN)/pybabel update --no-wrap --no-fuzzy-matching --ignore-obsolete -i $(POT) -d $(LOCALE) -D tarokk -l hu
	$(BIN)/pybabel compile -d $(LOCALE) -D tarokk -l hu
	rm $(POT)

lint: $(STAMP)
	$(BIN)/ruff check tarokk tests simulations benchmarks book/_ext book/hu
	$(BIN)/ruff format --check tarokk tests simulations benchmarks book/_ext book/hu
	$(BIN)/mypy

bench: engine
	$(BIN)/python -m benchmarks.bench

# `make compiled` builds the compiled engine afresh (about a minute); `make compiled-check`
# checks that it plays the recorded seeded deals exactly as the source does.
compiled: $(STAMP)
	$(BIN)/python -m benchmarks.compile --force

compiled-check: engine
	TAROKK_ENGINE=compiled $(BIN)/python -m pytest -p no:cacheprovider -rs tests/test_compiled.py

# The bots' strength ladder: duplicate matches, written to the results file the book's page
# on the bots reads, and the headline figures' odds under rule-based and search play, which
# the Odds chapter reads. PAIRS=2000 RANDOM_PAIRS=2000 is the size the ladder aims at;
# SECONDS stops starting new chunks after that long (the results are written after every chunk);
# RESUME=1 goes on from the pairs already in the results file instead of starting afresh.
PAIRS ?= 2000
RANDOM_PAIRS ?= 2000
ODDS_DEALS ?= 2000
SECONDS ?= 36000
ladder: $(STAMP)
	$(BIN)/python -m tarokk.studies.ladder --pairs $(PAIRS) --random-pairs $(RANDOM_PAIRS) --jobs 2 \
	  --odds-deals $(ODDS_DEALS) --seconds $(SECONDS) --out book/examples/ladder.json \
	  --odds-out book/examples/odds-by-bot.json $(if $(RESUME),--resume)

# The table games' search bot against their rule-based bot, TABLE_PAIRS duplicate pairs per
# game, written to the results file the book's page on the bots reads.
TABLE_PAIRS ?= 30
table-ladder: $(STAMP)
	$(BIN)/python -m tarokk.studies.tableladder --pairs $(TABLE_PAIRS) --out book/examples/table-ladder.json

# A long fuzzing run (100,000 damaged inputs per parser) and a soak run (a million random
# deals per preset, every invariant checked); ARGS passes options, e.g. ARGS="--seed 2".
fuzz: $(STAMP)
	$(BIN)/python -m benchmarks.fuzz $(ARGS)

soak: $(STAMP)
	$(BIN)/python -m benchmarks.soak $(ARGS)

clean:
	rm -rf book/_build build/compiled
