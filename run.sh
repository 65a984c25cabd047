#!/usr/bin/env bash
# Starts Berthier's window on the last game, or on the bundled Europe 1805 game the first time
# (installs what it needs on first use). Without a display, runs the headless demo instead.
set -euo pipefail
source "$(dirname "$0")/scripts/setup.sh"
if [ "$(uname -s)" = Linux ] && [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  echo "run.sh: there is no display (neither \$DISPLAY nor \$WAYLAND_DISPLAY is set), so no window;" \
       "running the headless demo (berthier demo) instead." >&2
  exec .venv/bin/berthier demo "$@"
fi
# Qt's X11 platform plug-in needs these on Debian and Ubuntu.
if [ "$(uname -s)" = Linux ] && [ -n "${DISPLAY:-}" ] && command -v dpkg >/dev/null; then
  apt_install libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0 libxcb-shape0 \
              libxkbcommon-x11-0 || true
fi
exec .venv/bin/berthier gui "$@"
