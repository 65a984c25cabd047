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


def _xwd(env: dict[str, str], *target: str) -> np.ndarray | None:
    for _attempt in range(20):
        # xwd fails now and then while a window is being mapped: try again a moment later
        done = subprocess.run(["xwd", *target, "-silent"], env=env, capture_output=True, timeout=20)
        if done.returncode == 0:
            return xwd_to_array(done.stdout)
        time.sleep(0.05)
    return None


def _windows(env: dict[str, str]) -> list[tuple[int, int, int, int, str]]:
    """(x, y, width, height, id) of every viewable top-level window, largest first: the named ones
    `xdotool` finds and the root's own children, which include the menus, drop-down lists and
    tooltips (override-redirect windows the window manager never frames)."""
    ids = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "."], env=env, capture_output=True,
                         text=True, timeout=20).stdout.split()
    tree = subprocess.run(["xwininfo", "-root", "-children"], env=env, capture_output=True, text=True,
                          timeout=20).stdout
    ids += [line.split()[0] for line in tree.splitlines() if line.startswith("     0x")]
    found = {}
    for window in ids:
        info = subprocess.run(["xwininfo", "-id", window], env=env, capture_output=True, text=True, timeout=20).stdout
        values = dict(line.strip().split(":", 1) for line in info.splitlines() if ":" in line)
        try:
            x, y = int(values["Absolute upper-left X"]), int(values["Absolute upper-left Y"])
            w, h = int(values["Width"]), int(values["Height"])
            window_id = int(values.get("Window id", window).split()[0], 16)
        except (KeyError, ValueError):
            continue
        if w > 8 and h > 8 and values.get("Map State", "").strip() == "IsViewable":
            found[window_id] = (x, y, w, h, window)
    return sorted(found.values(), key=lambda f: -f[2] * f[3])


def grab(display: str, windows: bool = False) -> np.ndarray:
    """The whole screen of `display` as an RGB array. Under Xvfb a window mapped after the first
    may read black from the screen itself: with `windows`, each visible window is read on its own
    and laid over the screen, largest first (for pictures; tests compare the screen as it is)."""
    env = dict(os.environ, DISPLAY=display)
    screen = _xwd(env, "-root")
    if screen is None:
        raise RuntimeError(f"xwd could not read the screen of {display}")
    if windows:
        screen = screen.copy()
        for x, y, w, h, window in _windows(env):
            image = _xwd(env, "-id", window)
            if image is None:
                continue
            top, left = max(0, y), max(0, x)
            part = image[top - y:top - y + screen.shape[0] - top, left - x:left - x + screen.shape[1] - left]
            screen[top:top + part.shape[0], left:left + part.shape[1]] = part
    return screen


def screenshot(display: str, path: Path) -> Path:
    """The whole screen of `display` as a PNG at `path`."""
    from PIL import Image

    Image.fromarray(grab(display, windows=True)).save(path, optimize=True)
    return path
