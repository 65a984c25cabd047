"""The user's cache folder: what Berthier keeps between commands to answer faster, never needed to be right."""

from __future__ import annotations

import os
import sys
from pathlib import Path

CACHE_ENV = "BERTHIER_CACHE_DIR"      # a folder, or "off" for none


def folder(part: str) -> Path | None:
    """$BERTHIER_CACHE_DIR/`part` ("off": None), else `part` in the system's cache folder for the user."""
    chosen = os.environ.get(CACHE_ENV)
    if chosen is not None:
        chosen = chosen.strip()
        if not chosen or chosen.casefold() in ("off", "none", "0"):
            return None
        return Path(chosen) / part
    if sys.platform == "win32":
        base = os.environ.get("LOCALAPPDATA")
        return Path(base) / "Berthier" / "cache" / part if base else None
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches" / "Berthier" / part
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "berthier" / part
