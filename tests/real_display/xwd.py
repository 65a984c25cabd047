"""Reads the screen of an X server into a PNG: `xwd -root` parsed with numpy (TrueColor, 24/32 bits
per pixel, the only kind Xvfb serves), so no ImageMagick is needed."""

from __future__ import annotations

import os
import struct
import subprocess
import time
from pathlib import Path

import numpy as np

HEADER_FIELDS = 25          # CARD32s in an XWD file header, before the window name


def xwd_to_array(data: bytes) -> np.ndarray:
    """An `xwd` dump as an RGB array (height, width, 3)."""
    header = struct.unpack(">25I", data[:HEADER_FIELDS * 4])
    (header_size, version, _format, _depth, width, height, _xoff, byte_order, _unit, _bit_order, _pad,
     bits_per_pixel, bytes_per_line, _visual, red_mask, green_mask, blue_mask, *_rest) = header
    ncolors = header[19]
    if version != 7 or bits_per_pixel not in (24, 32):
        raise ValueError(f"an XWD dump of version {version} with {bits_per_pixel} bits per pixel is not read here")
    start = header_size + ncolors * 12
    rows = np.frombuffer(data, dtype=np.uint8, count=bytes_per_line * height, offset=start)
    rows = rows.reshape(height, bytes_per_line)[:, :width * (bits_per_pixel // 8)]
    dtype = "<u4" if byte_order == 0 else ">u4"
    if bits_per_pixel == 24:
        padded = np.zeros((height, width, 4), dtype=np.uint8)
        padded[:, :, :3] = rows.reshape(height, width, 3) if byte_order == 0 else rows.reshape(height, width, 3)[:, :, ::-1]
        pixels = padded.view("<u4").reshape(height, width)
    else:
        pixels = rows.copy().view(dtype).reshape(height, width)

    def channel(mask: int) -> np.ndarray:
        shift = (mask & -mask).bit_length() - 1
        return ((pixels & mask) >> shift).astype(np.uint8)
    return np.dstack([channel(red_mask), channel(green_mask), channel(blue_mask)])


def grab(display: str) -> np.ndarray:
    """The whole screen of `display` as an RGB array."""
    env = dict(os.environ, DISPLAY=display)
    for _attempt in range(20):
        # xwd fails now and then while a window is being mapped: try again a moment later
        done = subprocess.run(["xwd", "-root", "-silent"], env=env, capture_output=True, timeout=20)
        if done.returncode == 0:
            return xwd_to_array(done.stdout)
        time.sleep(0.05)
    raise RuntimeError(f"xwd could not read the screen of {display}: {done.stderr.decode(errors='replace')}")


def screenshot(display: str, path: Path) -> Path:
    """The whole screen of `display` as a PNG at `path`."""
    from PIL import Image

    Image.fromarray(grab(display)).save(path, optimize=True)
    return path
