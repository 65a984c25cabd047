#!/bin/sh
# Puts Berthier in the user's menus: run from the unpacked folder (./install.sh). It links
# ~/.local/bin/berthier to this folder's program and adds the desktop entry and the icon (the SVG and
# the hicolor PNGs that packaging/icons.py drew); it needs no root. `./install.sh --remove` takes them out.
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
if [ "${1:-}" = "--remove" ]; then
    rm -f "$HOME/.local/bin/berthier" "$data/applications/berthier.desktop" \
          "$data/icons/hicolor/scalable/apps/berthier.svg" "$data"/icons/hicolor/*/apps/berthier.png
    command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$data/icons/hicolor" 2>/dev/null || true
    echo "Berthier is out of your menus; this folder ($here) can be deleted"
    exit 0
fi
mkdir -p "$HOME/.local/bin" "$data/applications" "$data/icons/hicolor/scalable/apps"
ln -sf "$here/berthier" "$HOME/.local/bin/berthier"
cp "$here/berthier.svg" "$data/icons/hicolor/scalable/apps/berthier.svg"
for png in "$here"/icons/hicolor/*/apps/berthier.png; do
    [ -f "$png" ] || continue
    size="$(basename "$(dirname "$(dirname "$png")")")"
    mkdir -p "$data/icons/hicolor/$size/apps"
    cp "$png" "$data/icons/hicolor/$size/apps/berthier.png"
done
sed "s|^Exec=berthier |Exec=\"$here/berthier\" |" "$here/berthier.desktop" > "$data/applications/berthier.desktop"
command -v update-desktop-database >/dev/null && update-desktop-database "$data/applications" 2>/dev/null || true
command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$data/icons/hicolor" 2>/dev/null || true
echo "Berthier is in your applications menu; on the command line: $HOME/.local/bin/berthier"
