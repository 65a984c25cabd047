"""The bundles' icons made from resources/icons/berthier.svg (packaging/icons.py): each file opens and
holds the sizes Windows, macOS and the Linux menus ask for."""

from __future__ import annotations

import importlib.util
import struct
from pathlib import Path

import pytest
from PySide6.QtGui import QImage, QImageReader

ROOT = Path(__file__).resolve().parents[2]


def icons_module():
    spec = importlib.util.spec_from_file_location("packaging_icons", ROOT / "packaging" / "icons.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def pictures_in(path: Path) -> list[QImage]:
    reader = QImageReader(str(path))
    images = []
    for index in range(reader.imageCount()):
        assert reader.jumpToImage(index)
        image = reader.read()
        assert not image.isNull(), f"{path.name}, picture {index}: {reader.errorString()}"
        images.append(image)
    return images


@pytest.fixture(scope="module")
def made(tmp_path_factory, qapp):
    return icons_module().make(tmp_path_factory.mktemp("icons"))


def test_the_windows_icon_holds_every_size_from_16_to_256_pixels(made):
    images = pictures_in(made["ico"])
    assert sorted((i.width(), i.height()) for i in images) == [(s, s) for s in (16, 24, 32, 48, 64, 128, 256)]


def test_the_windows_icon_directory_says_256_as_zero_and_points_at_png_pictures(made):
    data = made["ico"].read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind, count) == (0, 1, 7)
    for n in range(count):
        side, _, _, _, _, bits, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * n)
        assert bits == 32
        assert data[offset:offset + 8] == b"\x89PNG\r\n\x1a\n"
        assert offset + length <= len(data)
    assert struct.unpack_from("<B", data, 6 + 16 * 6)[0] == 0


def test_the_macos_icon_holds_16_to_1024_pixels_with_its_retina_pictures(made):
    data = made["icns"].read_bytes()
    assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data)
    sizes = sorted(i.width() for i in pictures_in(made["icns"]))
    assert sizes == [16, 32, 32, 64, 128, 256, 256, 512, 512, 1024]


def test_the_linux_menu_icons_are_square_pngs_of_the_hicolor_sizes(made):
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        png = made[f"png{size}"]
        assert png.relative_to(png.parents[3]).as_posix() == f"hicolor/{size}x{size}/apps/berthier.png"
        image = QImage(str(png))
        assert (image.width(), image.height()) == (size, size)


def test_the_icon_is_drawn_not_blank(made):
    image = QImage(str(made["png64"]))
    colours = {image.pixel(x, y) for x in range(0, 64, 4) for y in range(0, 64, 4)}
    assert len(colours) > 4
    assert image.pixelColor(0, 0).alpha() == 0          # the rounded corner is transparent


def test_a_broken_svg_is_named_and_nothing_is_written(tmp_path, qapp):
    broken = tmp_path / "broken.svg"
    broken.write_text("<svg", encoding="utf-8")
    with pytest.raises(ValueError, match="broken.svg"):
        icons_module().make(tmp_path / "out", svg=broken)
    assert not (tmp_path / "out").exists()
