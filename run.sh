#!/usr/bin/env bash
# Starts Berthier on the bundled Europe 1805 game (installs what it needs on first use).
set -euo pipefail
source "$(dirname "$0")/scripts/setup.sh"
exec .venv/bin/berthier demo "$@"
