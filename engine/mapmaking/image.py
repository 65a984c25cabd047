"""Reading a map image safely: the pixel count is checked from the header before decoding."""

from __future__ import annotations

import math
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
STRIP_ROWS = 1024         # rows of the file converted at once when reading it reduced
IMAGE_SUFFIXES = frozenset({".png", ".jpg", ".jpeg", ".gif", ".bmp", ".tif", ".tiff", ".webp"})
_BOMB_PIXELS = re.compile(r"\(([0-9]+) pixels\)")


@dataclass(frozen=True)
class MapImage:
    """An image as tracing sees it: RGB pixels and, for images with transparency, the outside."""

    rgb: np.ndarray                 # height x width x 3, uint8
    outside: np.ndarray | None      # height x width bool: transparent pixels that are no region
    source: str                     # the file name, or "image" for an array
    scale: int = 1                  # pixels of the file across one pixel here (a reduced large image)
    full_size: tuple[int, int] | None = None     # width, height of the file, if reduced

    @property
    def size(self) -> tuple[int, int]:
        return self.rgb.shape[1], self.rgb.shape[0]


def reduction(width: int, height: int, most: int | None) -> int:
    """The whole factor that brings an image of width x height within `most` pixels (1: as it is)."""
    if most is None or width * height <= most:
        return 1
    return math.ceil(math.sqrt(width * height / most))


def reduce_block_min(array: np.ndarray, factor: int) -> np.ndarray:
    """Each factor x factor block as its darkest value per channel (alpha: its most opaque), so
    border lines thinner than a block survive the reduction."""
    rows, cols = range(0, array.shape[0], factor), range(0, array.shape[1], factor)
    if array.ndim == 3 and array.shape[2] == 4:
        colour = reduce_block_min(array[:, :, :3], factor)
        alpha = np.maximum.reduceat(np.maximum.reduceat(array[:, :, 3], rows, axis=0), cols, axis=1)
        return np.concatenate([colour, alpha[:, :, None]], axis=2)
    return np.minimum.reduceat(np.minimum.reduceat(array, rows, axis=0), cols, axis=1)


def read_image(image, *, max_pixels: int = MAX_PIXELS, reduce_to: int | None = None) -> MapImage:
    """A path or a numpy array (grey, RGB or RGBA, uint8) as a MapImage; with `reduce_to`, an image
    of more pixels is reduced by a whole factor (block minimum) as it is read, a strip at a time,
    so memory follows the reduced size and not the file's."""
    if isinstance(image, MapImage):
        factor = reduction(*image.size, reduce_to)
        if factor == 1:
            return image
        outside = None if image.outside is None else reduce_block_min(image.outside, factor)  # all outside
        return MapImage(reduce_block_min(image.rgb, factor), outside, image.source, factor * image.scale,
                        image.full_size or image.size)
    if isinstance(image, np.ndarray):
        factor = reduction(image.shape[1], image.shape[0], reduce_to)
        if factor == 1:
            return _from_array(image, "image", max_pixels)
        return read_image(_from_array(image, "image", max_pixels), reduce_to=reduce_to)
    if isinstance(image, (str, Path)):
        return _from_file(Path(image), max_pixels, reduce_to)
    raise TraceError(f"cannot trace a {type(image).__name__}: give a file name or a numpy array")


def _from_file(path: Path, max_pixels: int, reduce_to: int | None = None) -> MapImage:
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
            factor = reduction(width, height, reduce_to)
            try:
                im.load()
                if factor == 1 or im.mode.startswith("I"):
                    rgba = _to_rgba(im)
                else:
                    rgba = _reduced_rgba(im, factor)
            except (OSError, SyntaxError, ValueError, EOFError, Image.DecompressionBombError) as e:
                raise ImageUnreadable(source, f"the image data is damaged or incomplete ({e})") from None
    picture = _from_array(rgba, source, max_pixels)
    if factor == 1:
        return picture
    if picture.size == (width, height):       # a 16-bit image, converted whole: reduced now
        return read_image(picture, reduce_to=reduce_to)
    return MapImage(picture.rgb, picture.outside, source, factor, (width, height))


def _reduced_rgba(im, factor: int) -> np.ndarray:
    """The image reduced by `factor`, converted and reduced a strip of rows at a time."""
    width, height = im.size
    step = factor * max(1, STRIP_ROWS // factor)
    strips = [reduce_block_min(_to_rgba(im.crop((0, top, width, min(top + step, height)))), factor)
              for top in range(0, height, step)]
    return np.concatenate(strips, axis=0)


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
