#!/usr/bin/env bash
# Starts the real window under Xvfb on the bundled Europe 1805 game and saves screenshots to
# docs/images/ (see scripts/screenshots.py). Installs Xvfb and Qt's X11 libraries if missing.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x .venv/bin/python ] || source scripts/setup.sh
xcb_libs=(xvfb libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0 libxcb-shape0
          libxkbcommon-x11-0)
missing=()
for p in "${xcb_libs[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]}"
  apt-get install -y -qq "${missing[@]}" >/dev/null 2>&1 \
    || { apt-get update -qq && apt-get install -y -qq "${missing[@]}" >/dev/null; }
fi
size="${SCREENSHOT_SIZE:-1440x900}"
exec xvfb-run --auto-servernum --server-args="-screen 0 ${size}x24 -dpi 96 -nolisten tcp" \
  env QT_QPA_PLATFORM=xcb .venv/bin/python scripts/screenshots.py --size "$size" "$@"
