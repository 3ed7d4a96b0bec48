# lwhash: two commands on a fresh clone (Python >= 3.11, make and a C++ compiler):
#   make bench   benchmark every core (synthesis, place and route, gate-level check) and write docs/results
#   make test    run the test suite
# Both create .venv and install everything from PyPI on first use.

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
JOBS   ?= 2

.PHONY: all install check test test-quick bench report kat-full axis-full lint fuzz prove clean

all: test

# one stamp per set of extras (pyproject.toml): each target installs what it needs
$(VENV)/.installed-%: pyproject.toml
	$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11) and "lwhash needs Python 3.11 or newer")'
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[$*]'
	touch $@

STAMP      := $(VENV)/.installed-test
BENCHSTAMP := $(VENV)/.installed-bench

install: $(STAMP)

# the static checks (check) first
test: check
	$(BIN)/python -m pytest -n $(JOBS) --dist loadgroup --durations=30

test-quick: $(STAMP)
	LWHASH_KAT_SAMPLE=128 $(BIN)/python -m pytest -n $(JOBS) --dist loadgroup -m "not slow"

# the static checks alone (make test runs them first)
check: $(STAMP)
	$(BIN)/ruff check lwhash tests
	$(BIN)/mypy

bench: $(BENCHSTAMP)
	$(BIN)/lwhash bench -j $(JOBS) --seeds 1,2,3
	$(BIN)/lwhash bench --fronts
	$(BIN)/lwhash report

report: $(BENCHSTAMP)
	$(BIN)/lwhash report

# every core, every listed bus width, all 2048 short-message KATs under stalls
kat-full: $(STAMP)
	$(BIN)/python -c 'from lwhash import cores; print("\n".join(f"{c.name} {w}" for c in cores.all_cores().values() for w in c.widths))' | \
	while read core width; do $(BIN)/lwhash kat $$core --width $$width --stall 0.3 || exit 1; done

# lw_axis (the AXI4-Stream front-end) around every family's lead core: all 256 byte-aligned
# KATs, reset mid-message and bad input, TDATA 8/32/64 (the default run covers SHA-256 at 32);
# every other core lw_axis covers, a sample of 16 KATs; the C driver against lw_axil
# (AXI4-Lite) in simulation
axis-full: $(STAMP)
	LWHASH_AXIS_FULL=1 $(BIN)/python -m pytest -q -m axis_full tests/sim/test_axis.py tests/sim/test_axil.py

# verilator --lint-only -Wall: every core at every listed bus width (the default test
# run lints the other rows of a fast datapath at their bench width only)
lint: $(STAMP)
	LWHASH_ALL_CORES=1 $(BIN)/python -m pytest -n $(JOBS) --dist loadgroup -q tests/sim/test_cores.py -k test_lint

# robustness: 10,000 random streams per core (valid, reset mid-stream, malformed), and the formal proofs
fuzz: $(STAMP)
	$(BIN)/lwhash fuzz --cases 10000

prove: $(STAMP)
	$(BIN)/lwhash prove

clean:
	rm -rf build
