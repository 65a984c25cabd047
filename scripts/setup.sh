#!/usr/bin/env bash
# Sourced by ./run.sh and ./test.sh: makes .venv with what each needs, once.
# Installs Debian packages with apt-get only when something is missing.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    echo "Berthier needs: $*  (run it as root, then try again)" >&2; return 1; fi
}

apt_install() {
  local missing=()
  for p in "$@"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  if ! command -v apt-get >/dev/null; then
    echo "Please install these packages with your system's package manager: ${missing[*]}" >&2; return 1
  fi
  echo "Installing Debian packages: ${missing[*]}"
  as_root apt-get update -qq && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
}

python=""
for p in python3.13 python3.12 python3.11 python3; do
  if command -v "$p" >/dev/null && "$p" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
    python="$p"; break
  fi
done
if [ -z "$python" ]; then
  apt_install python3 python3-venv python3-pip
  python=python3
fi
if [ ! -x .venv/bin/python ]; then
  "$python" -m venv .venv 2>/dev/null || { apt_install python3-venv; rm -rf .venv; "$python" -m venv .venv; }
fi
# Qt needs a few system libraries even offscreen (fonts, EGL, xkbcommon).
if command -v dpkg >/dev/null; then
  apt_install libegl1 libfontconfig1 libxkbcommon0 libgl1 libglib2.0-0 fonts-dejavu-core || true
fi
# ./test.sh also runs the window on a real X screen (tests/real_display): Xvfb, a small window
# manager, xdotool, xclip and xwd to drive and see it, and the xcb libraries Qt's X11 plugin loads.
if [ "${BERTHIER_REAL_DISPLAY:-}" = 1 ] && command -v dpkg >/dev/null; then
  apt_install xvfb openbox xdotool xclip x11-apps x11-utils libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 \
    libxcb-image0 libxcb-render-util0 libxcb-shape0 libxkbcommon-x11-0 || true
  # the players' viewer is tested in a real browser, headless (tests/viewer/test_browser.py)
  apt_install chromium || true
fi
# What each script needs: ./run.sh the program (with tracing's mapmaking extras), ./test.sh the test
# tools too (BERTHIER_EXTRAS=test,mapmaking). The stamp keeps the pyproject.toml installed and its extras.
extras="${BERTHIER_EXTRAS:-mapmaking}"
stamp=".venv/.berthier-installed"
want="$(sha256sum < pyproject.toml | cut -c1-16)"
have="$(cat "$stamp" 2>/dev/null || true)"
have_extras=""
[ "${have%% *}" = "$want" ] && [ "$have" != "${have#* }" ] && have_extras="${have#* }"
missing=""
for e in ${extras//,/ }; do
  case ",$have_extras," in *",$e,"*) ;; *) missing="$missing,$e" ;; esac
done
if [ "${have%% *}" != "$want" ] || [ -n "$missing" ]; then
  echo "Installing Python packages into .venv (once) ..."
  .venv/bin/python -m pip install -q --upgrade pip
  .venv/bin/python -m pip install -q -e ".[$extras]"
  all="$(echo "$have_extras,$extras" | tr , '\n' | sed '/^$/d' | sort -u | paste -sd, -)"
  echo "$want $all" > "$stamp"
fi
