#!/usr/bin/env bash
# CI's second part: the Linux bundle built and smoke-tested, and the wheel installed in a fresh venv.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
rm -rf build/ci-venv
python3 -m venv build/ci-venv
build/ci-venv/bin/python -m pip install -q --upgrade pip
build/ci-venv/bin/python -m pip install -q . pyinstaller
build/ci-venv/bin/python packaging/build.py
python3 packaging/smoke.py
.venv/bin/python packaging/check_wheel.py
echo "bundle, smoke test and wheel check: $(( $(date +%s) - start )) s"
