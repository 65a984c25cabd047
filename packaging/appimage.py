"""The Linux AppImage: an AppDir made from the one-folder bundle (the programs, the .desktop entry, the icon
and AppRun), then packed by appimagetool when it is on PATH (or named by $APPIMAGETOOL). CI downloads
appimagetool (.github/workflows/bundles.yml); without it the AppDir is left for packaging/smoke.py.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

PACKAGING = Path(__file__).resolve().parent

APPRUN = """#!/bin/sh
# Berthier's AppImage: the window with no arguments or with a game file, the command line otherwise.
# shell words only (no dirname, readlink): the runtime sets APPDIR, and AppRun is run by its full path
here="${APPDIR:-${0%/*}}"
if [ $# -eq 0 ]; then exec "$here/berthier/berthier-gui"; fi
case "$1" in
    *.berthier) [ -f "$1" ] && exec "$here/berthier/berthier-gui" "$@" ;;
esac
exec "$here/berthier/berthier" "$@"
"""


def appdir(folder: Path, icons: Path, work: Path) -> Path:
    """work/Berthier.AppDir: the bundle (hard links, no second copy on disk), AppRun, the entry and icons."""
    target = work / "Berthier.AppDir"
    if target.exists():
        shutil.rmtree(target)
    target.mkdir(parents=True)
    shutil.copytree(folder, target / "berthier", symlinks=True, copy_function=_link_or_copy)
    (target / "AppRun").write_text(APPRUN, encoding="utf-8")
    (target / "AppRun").chmod(0o755)
    shutil.copy2(PACKAGING / "berthier.desktop", target / "berthier.desktop")
    shutil.copy2(icons / "hicolor" / "256x256" / "apps" / "berthier.png", target / "berthier.png")
    shutil.copy2(target / "berthier.png", target / ".DirIcon")
    shutil.copytree(icons / "hicolor", target / "usr" / "share" / "icons" / "hicolor")
    return target


def appimagetool() -> str | None:
    named = os.environ.get("APPIMAGETOOL")
    if named:
        return named if Path(named).is_file() else None
    return shutil.which("appimagetool") or shutil.which("appimagetool-x86_64.AppImage")


def pack(app: Path, out: Path, name: str, machine: str) -> Path | None:
    """name.AppImage in `out`, or None (and why, on stderr) when appimagetool is not here."""
    tool = appimagetool()
    if tool is None:
        print("appimagetool is not on PATH ($APPIMAGETOOL not set): no AppImage, the tarball and the AppDir "
              f"{app} only (packaging/README.md says where CI gets it)", file=sys.stderr)
        return None
    image = out / f"{name}.AppImage"
    image.unlink(missing_ok=True)
    # no FUSE needed to run appimagetool itself (CI runners and containers often lack it)
    env = os.environ | {"ARCH": machine, "APPIMAGE_EXTRACT_AND_RUN": "1"}
    subprocess.run([tool, "--no-appstream", str(app), str(image)], env=env, check=True)
    return image


def _link_or_copy(source: str, destination: str) -> None:
    try:
        os.link(source, destination)
    except OSError:
        shutil.copy2(source, destination)
