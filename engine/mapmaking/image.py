"""Reading a map image safely: the pixel count is checked from the header before decoding."""

from __future__ import annotations

import re
import warnings
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from engine.mapmaking.errors import ImageTooLarge, ImageUnreadable, TraceError

MAX_PIXELS = 100_000_000
# The formats the docs name, as Pillow calls them: nothing else is ever decoded (a PostScript or
# EPS file named map.png would otherwise run Ghostscript).
ALLOWED_FORMATS = ("PNG", "GIF", "JPEG", "BMP", "TIFF", "WEBP")
IMAGE_SUFFIXES = frozenset({".png", ".jpg", ".jpeg", ".gif", ".bmp", ".tif", ".tiff", ".webp"})
_BOMB_PIXELS = re.compile(r"\((\d+) pixels\)")


@dataclass(frozen=True)
class MapImage:
    """An image as tracing sees it: RGB pixels and, for images with transparency, the outside."""

    rgb: np.ndarray                 # height x width x 3, uint8
    outside: np.ndarray | None      # height x width bool: transparent pixels that are no region
    source: str                     # the file name, or "image" for an array

    @property
    def size(self) -> tuple[int, int]:
        return self.rgb.shape[1], self.rgb.shape[0]


def read_image(image, *, max_pixels: int = MAX_PIXELS) -> MapImage:
    """A path or a numpy array (grey, RGB or RGBA, uint8) as a MapImage."""
    if isinstance(image, MapImage):
        return image
    if isinstance(image, np.ndarray):
        return _from_array(image, "image", max_pixels)
    if isinstance(image, (str, Path)):
        return _from_file(Path(image), max_pixels)
    raise TraceError(f"cannot trace a {type(image).__name__}: give a file name or a numpy array")


def _from_file(path: Path, max_pixels: int) -> MapImage:
    from PIL import Image, UnidentifiedImageError

    source = str(path)
    if not path.exists():
        raise ImageUnreadable(source, "the file does not exist")
    if path.is_dir():
        raise ImageUnreadable(source, "it is a folder, not an image file")
    with warnings.catch_warnings():
        # Pillow warns between its own limit and twice that; ours is checked just below.
        warnings.simplefilter("ignore", Image.DecompressionBombWarning)
        try:
            im = Image.open(path, formats=ALLOWED_FORMATS)
        except Image.DecompressionBombError as e:
            found = _BOMB_PIXELS.search(str(e))
            raise ImageTooLarge(source, int(found.group(1)) if found else max_pixels + 1, max_pixels) from None
        except UnidentifiedImageError:
            raise ImageUnreadable(source, "it is not an image in a format Berthier reads "
                                          "(PNG, GIF, JPEG, BMP, TIFF or WebP)") from None
        except (OSError, SyntaxError, ValueError) as e:
            raise ImageUnreadable(source, f"the file is damaged ({e})") from None
        with im:
            width, height = im.size
            if width * height > max_pixels:
                raise ImageTooLarge(source, width * height, max_pixels, (width, height))
            if width < 2 or height < 2:
                raise ImageUnreadable(source, f"the image is only {width} x {height} pixels")
            try:
                im.load()
                rgba = _to_rgba(im)
            except (OSError, SyntaxError, ValueError, EOFError, Image.DecompressionBombError) as e:
                raise ImageUnreadable(source, f"the image data is damaged or incomplete ({e})") from None
    return _from_array(rgba, source, max_pixels)


def background_path(map_file: Path, name: object) -> Path:
    """The background image a map file names: a plain file in the map's own folder, in an allowed
    format. Anything else (absolute, '..', another folder, another format) is refused, so opening a
    shared map never reads a file the GM did not give."""
    folder = Path(map_file).parent
    where = f"{map_file}: the background image"
    if not isinstance(name, str) or not name or "\x00" in name:
        raise ImageUnreadable(where, "the map file does not name it as a file name")
    plain = Path(name.replace("\\", "/"))
    if plain.is_absolute() or len(plain.parts) != 1 or plain.name in (".", "..") or ":" in name:
        raise ImageUnreadable(where, f"{name!r} is not a file in the map's own folder; only images beside "
                                     f"the map file are loaded")
    if plain.suffix.lower() not in IMAGE_SUFFIXES:
        raise ImageUnreadable(where, f"{name!r} is not a PNG, GIF, JPEG, BMP, TIFF or WebP file")
    return folder / plain.name


def _to_rgba(im):
    """Palette, grey, CMYK and 16-bit images as RGB, or RGBA when they carry transparency."""
    if im.mode in ("RGBA", "LA", "PA") or (im.mode == "P" and "transparency" in im.info):
        return np.asarray(im.convert("RGBA"))
    if im.mode in ("I;16", "I;16B", "I;16L", "I"):
        grey = np.asarray(im, dtype=np.float64)
        top = grey.max() or 1.0
        grey = (grey * (255.0 / top)).astype(np.uint8) if top > 255 else grey.astype(np.uint8)
        return grey
    return np.asarray(im.convert("RGB"))


def _from_array(array: np.ndarray, source: str, max_pixels: int) -> MapImage:
    if array.ndim not in (2, 3) or (array.ndim == 3 and array.shape[2] not in (1, 3, 4)):
        raise TraceError(f"{source}: expected a height x width (x 3 or 4) image array, got shape {array.shape}")
    height, width = array.shape[:2]
    if width * height > max_pixels:
        raise ImageTooLarge(source, width * height, max_pixels, (width, height))
    if array.dtype != np.uint8:
        raise TraceError(f"{source}: expected 8-bit pixels (uint8), got {array.dtype}")
    if array.ndim == 2:
        array = array[:, :, None]
    outside = None
    if array.shape[2] == 4:
        transparent = array[:, :, 3] < 128
        outside = transparent if transparent.any() else None
        array = array[:, :, :3]
    if array.shape[2] == 1:
        array = np.repeat(array, 3, axis=2)
    return MapImage(np.ascontiguousarray(array), outside, source)
