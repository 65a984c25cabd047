#!/usr/bin/env bash
# Runs the whole test suite (installs what it needs on first use).
set -euo pipefail
# the test tools (pytest, mypy, hypothesis, import-linter) and Xvfb, a window manager, xdotool
BERTHIER_EXTRAS=test,mapmaking BERTHIER_REAL_DISPLAY=1 source "$(dirname "$0")/scripts/setup.sh"
export QT_QPA_PLATFORM=offscreen   # tests/real_display give their own window a real X screen
.venv/bin/lint-imports --config pyproject.toml
.venv/bin/python -m mypy          # engine/ and app/: --check-untyped-defs; the contract, state, orders, dice: strict (pyproject.toml)
# One worker per core (pytest-xdist, --dist load): a worker that crashes (a segfault in Qt's teardown, seen about
# once in six runs) is replaced and the test it ran is run once more, alone of its kind (--only-rerun crashed): a
# test that crashes twice fails. (--dist loadgroup hangs for good when a worker crashes, pytest-xdist 3.8.)
# The real-screen tests run after, in one worker of their own: one Xvfb, one window manager.
# BERTHIER_TEST_WORKERS=0 runs everything in this process.
workers="${BERTHIER_TEST_WORKERS:-auto}"
if [ "$#" -gt 0 ]; then               # './test.sh tests/orders -k corrections': those tests only
  exec .venv/bin/python -m pytest -n "$workers" --dist load --reruns 1 --only-rerun crashed "$@"
fi
.venv/bin/python -m pytest -n "$workers" --dist load --reruns 1 --only-rerun crashed --ignore=tests/real_display
.venv/bin/python -m pytest -n "$([ "$workers" = 0 ] && echo 0 || echo 1)" --reruns 1 --only-rerun crashed tests/real_display
