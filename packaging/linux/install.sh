#!/bin/sh
# Puts Berthier in the user's menus: run from the unpacked folder (./install.sh). It links
# ~/.local/bin/berthier to this folder's program and adds the desktop entry and the icon; it needs no root.
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
mkdir -p "$HOME/.local/bin" "$data/applications" "$data/icons/hicolor/scalable/apps"
ln -sf "$here/berthier" "$HOME/.local/bin/berthier"
cp "$here/berthier.svg" "$data/icons/hicolor/scalable/apps/berthier.svg"
sed "s|^Exec=berthier |Exec=\"$here/berthier\" |" "$here/berthier.desktop" > "$data/applications/berthier.desktop"
command -v update-desktop-database >/dev/null && update-desktop-database "$data/applications" 2>/dev/null || true
echo "Berthier is in your applications menu; on the command line: $HOME/.local/bin/berthier"
