#!/usr/bin/env bash
# Runs the whole test suite (installs what it needs on first use).
set -euo pipefail
source "$(dirname "$0")/scripts/setup.sh"
export QT_QPA_PLATFORM=offscreen
.venv/bin/lint-imports --config pyproject.toml
.venv/bin/python -m mypy          # engine/: --check-untyped-defs; the contract, state, orders, dice: strict (pyproject.toml)
.venv/bin/python -m pytest "$@"
