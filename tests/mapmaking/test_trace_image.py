"""Images that cannot be traced are refused with a message naming the file and the reason."""

from __future__ import annotations

import io
import struct
import zlib

import numpy as np
import pytest
from PIL import Image

from engine.errors import BerthierError
from engine.mapmaking import ImageTooLarge, ImageUnreadable, TraceError, trace_image
from engine.mapmaking.image import MAX_PIXELS, read_image


def png_header_only(width: int, height: int) -> bytes:
    """A PNG that claims a size in its header and has no pixel data at all."""
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IEND", b"")


def test_errors_are_berthier_errors():
    for error in (ImageTooLarge, ImageUnreadable, TraceError):
        assert issubclass(error, BerthierError)


@pytest.mark.parametrize("width, height", [(12_000, 9_000), (20_000, 20_000)])
def test_an_image_over_100_megapixels_is_refused_before_decoding(tmp_path, width, height):
    path = tmp_path / "huge.png"
    path.write_bytes(png_header_only(width, height))
    with pytest.raises(ImageTooLarge) as refused:
        trace_image(path)
    message = str(refused.value)
    assert str(path) in message and "too large" in message and "100 megapixels" in message
    assert f"{width * height:,}" in message


def test_the_exact_size_is_named_when_the_header_can_be_read(tmp_path):
    path = tmp_path / "huge.png"
    path.write_bytes(png_header_only(12_000, 9_000))
    with pytest.raises(ImageTooLarge, match=r"12000 x 9000"):
        read_image(path)


def test_a_too_large_array_is_refused_without_touching_its_pixels():
    pixels = np.broadcast_to(np.zeros(3, np.uint8), (10_001, 10_001, 3))   # no memory behind it
    assert 10_001 * 10_001 > MAX_PIXELS
    with pytest.raises(ImageTooLarge):
        trace_image(pixels)


def test_a_file_that_is_not_an_image(tmp_path):
    path = tmp_path / "map.png"
    path.write_bytes(b"<html>404 Not Found</html>" * 20)
    with pytest.raises(ImageUnreadable, match="not an image in a format Berthier reads") as refused:
        trace_image(path)
    assert str(path) in str(refused.value)


def test_a_truncated_image(tmp_path):
    buffer = io.BytesIO()
    noise = np.random.default_rng(1).integers(0, 255, (120, 160, 3), dtype=np.uint8)
    Image.fromarray(noise).save(buffer, format="PNG")
    path = tmp_path / "cut.png"
    path.write_bytes(buffer.getvalue()[: len(buffer.getvalue()) // 2])
    with pytest.raises(ImageUnreadable, match="damaged or incomplete") as refused:
        trace_image(path)
    assert str(path) in str(refused.value)


def test_a_header_without_pixels(tmp_path):
    path = tmp_path / "empty.png"
    path.write_bytes(png_header_only(100, 80))
    with pytest.raises(ImageUnreadable, match="damaged"):
        trace_image(path)


def test_a_missing_file_and_a_folder(tmp_path):
    with pytest.raises(ImageUnreadable, match="does not exist"):
        trace_image(tmp_path / "nowhere.png")
    with pytest.raises(ImageUnreadable, match="folder"):
        trace_image(tmp_path)


def test_palette_grey_and_rgba_images_are_read(tmp_path):
    rgb = np.zeros((20, 30, 3), np.uint8)
    rgb[:, :15] = (236, 224, 180)
    rgb[:, 15:] = (160, 200, 240)
    Image.fromarray(rgb).convert("P", palette=Image.Palette.ADAPTIVE).save(tmp_path / "map.gif")
    assert tuple(read_image(tmp_path / "map.gif").rgb[5, 25]) == (160, 200, 240)
    Image.fromarray(rgb).convert("L").save(tmp_path / "grey.png")
    grey = read_image(tmp_path / "grey.png")
    assert grey.rgb.shape == (20, 30, 3) and grey.outside is None
    rgba = np.dstack([rgb, np.full((20, 30), 255, np.uint8)])
    rgba[:3, :, 3] = 0
    Image.fromarray(rgba).save(tmp_path / "clear.png")
    clear = read_image(tmp_path / "clear.png")
    assert clear.outside[:3].all() and not clear.outside[3:].any()


def test_bad_options_are_named():
    picture = np.full((40, 40, 3), 230, np.uint8)
    with pytest.raises(TraceError, match="not a colour"):
        trace_image(picture, water_colour="sea blue")
    with pytest.raises(TraceError, match="between 0 and 1"):
        trace_image(picture, border_threshold=40)
    with pytest.raises(TraceError, match="8-bit"):
        trace_image(picture.astype(np.float32))
