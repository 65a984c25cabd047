#!/usr/bin/env bash
# Runs the whole test suite (installs what it needs on first use).
set -euo pipefail
BERTHIER_REAL_DISPLAY=1 source "$(dirname "$0")/scripts/setup.sh"   # with Xvfb, a window manager, xdotool
export QT_QPA_PLATFORM=offscreen   # tests/real_display give their own window a real X screen
.venv/bin/lint-imports --config pyproject.toml
.venv/bin/python -m mypy          # engine/: --check-untyped-defs; the contract, state, orders, dice: strict (pyproject.toml)
.venv/bin/python -m pytest "$@"
