#!/usr/bin/env bash
# Runs the whole test suite (installs what it needs on first use).
set -euo pipefail
# the test tools (pytest, mypy, hypothesis, import-linter) and Xvfb, a window manager, xdotool
BERTHIER_EXTRAS=test,mapmaking BERTHIER_REAL_DISPLAY=1 source "$(dirname "$0")/scripts/setup.sh"
export QT_QPA_PLATFORM=offscreen   # tests/real_display give their own window a real X screen
.venv/bin/lint-imports --config pyproject.toml
.venv/bin/python -m mypy          # engine/ and app/: --check-untyped-defs; the contract, state, orders, dice: strict (pyproject.toml)
# one worker per core (pytest-xdist); the real-screen tests share one worker (tests/conftest.py).
# BERTHIER_TEST_WORKERS=0 runs everything in this process.
.venv/bin/python -m pytest -n "${BERTHIER_TEST_WORKERS:-auto}" --dist loadgroup "$@"
