"""The band of darker water along the coasts: the coastlines buffered once per half octave of zoom,
kept in the user's cache folder (never in the game file), so a later start draws the coasts at its
first zoom without buffering them again (about 0.1 s of the start on Europe 1805).

A band is found again only under the same coastlines, width, rounding, format and shapely (the
sha256 of each), so it is always the band the buffering would give.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

import msgspec
import numpy as np
import shapely

from engine import user_cache

FORMAT = 1
QUAD_SEGMENTS = 2        # the band's rounded ends and corners: two segments a quarter circle is enough
MOST_KEPT = 32           # bands kept (a map and zoom each, half a megabyte for Europe 1805); the oldest go first


def folder() -> Path | None:
    """$BERTHIER_CACHE_DIR/coast-bands ("off": none), else the system's cache folder for the user."""
    return user_cache.folder("coast-bands")


def coast_band(coasts: np.ndarray, half: float) -> np.ndarray:
    """The band around each coast polygon of `coasts` (an array of shapely polygons), `half` scene
    units either side of its outline: from the cache when it was buffered before."""
    where = folder()
    if where is None or len(coasts) == 0:
        return buffered(coasts, half)
    key = hashlib.sha256()
    for part in (str(FORMAT).encode(), shapely.__version__.encode(), shapely.geos_version_string.encode(),
                 repr(float(half)).encode(), str(QUAD_SEGMENTS).encode(), *shapely.to_wkb(coasts).tolist()):
        key.update(len(part).to_bytes(8, "big") + part)
    path = where / f"{key.hexdigest()}.msgpack"
    band = _load(path, len(coasts))
    if band is not None:
        try:
            os.utime(path)                  # used: the last to go
        except OSError:
            pass
        return band
    band = buffered(coasts, half)
    _store(path, band)
    return band


def buffered(coasts: np.ndarray, half: float) -> np.ndarray:
    return shapely.buffer(shapely.boundary(coasts), half, quad_segs=QUAD_SEGMENTS)


def _load(path: Path, count: int) -> np.ndarray | None:
    """The band kept at `path`; None when there is none or it cannot be read back whole."""
    try:
        parts = msgspec.msgpack.decode(path.read_bytes(), type=list[bytes])
        if len(parts) != count:
            return None
        return shapely.from_wkb(np.array(parts, dtype=object))
    except (OSError, ValueError, msgspec.MsgspecError, shapely.errors.ShapelyError):
        return None


def _store(path: Path, band: np.ndarray) -> None:
    """Keep the band (written whole, then renamed); a cache that cannot be written is no error."""
    data = msgspec.msgpack.encode(shapely.to_wkb(band).tolist())
    tmp = path.with_name(f"{path.name}.{os.getpid()}.partial")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_bytes(data)
        os.replace(tmp, path)
        kept = sorted(path.parent.glob("*.msgpack"), key=lambda p: p.stat().st_mtime)
        for old in kept[:max(0, len(kept) - MOST_KEPT)]:
            old.unlink(missing_ok=True)
    except OSError:
        try:
            tmp.unlink(missing_ok=True)
        except OSError:
            pass
