"""Only the image formats the docs name are ever decoded; a map's background comes from its own folder."""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image

from engine.mapmaking.errors import ImageUnreadable
from engine.mapmaking.image import ALLOWED_FORMATS, background_path, read_image

POSTSCRIPT = b"%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 10 10\nnewpath 0 0 moveto 10 10 lineto stroke\nshowpage\n"


def test_a_postscript_file_named_map_png_is_refused_without_running_ghostscript(tmp_path, monkeypatch):
    from PIL import EpsImagePlugin
    ran = []
    monkeypatch.setattr(EpsImagePlugin, "Ghostscript", lambda *a, **k: ran.append(a))
    path = tmp_path / "map.png"
    path.write_bytes(POSTSCRIPT)
    with pytest.raises(ImageUnreadable, match="not an image in a format Berthier reads"):
        read_image(path)
    assert ran == []


def test_no_format_outside_the_allowed_list_is_opened(tmp_path, monkeypatch):
    opened = []
    real_open = Image.open

    def spy(fp, mode="r", formats=None):
        opened.append(formats)
        return real_open(fp, mode, formats)

    monkeypatch.setattr(Image, "open", spy)
    path = tmp_path / "map.png"
    Image.fromarray(np.zeros((8, 8, 3), np.uint8)).save(path, format="PNG")
    read_image(path)
    assert opened and all(f is not None and set(f) <= set(ALLOWED_FORMATS) for f in opened)


@pytest.mark.parametrize("fmt", ["ICO", "PCX", "TGA", "PPM"])
def test_an_image_in_a_format_the_docs_do_not_name_is_refused(tmp_path, fmt):
    path = tmp_path / "map.png"
    Image.fromarray(np.zeros((16, 16, 3), np.uint8)).save(path, format=fmt)
    with pytest.raises(ImageUnreadable, match="PNG, GIF, JPEG"):
        read_image(path)


def test_a_background_beside_the_map_file_is_found(tmp_path):
    assert background_path(tmp_path / "europe.geojson", "scan.png") == tmp_path / "scan.png"


@pytest.mark.parametrize("name", ["/etc/passwd.png", "../secret.png", "sub/../../x.png", "..\\x.png",
                                  "C:\\maps\\x.png", "scan.eps", "", 5, None, "a\x00.png"])
def test_a_background_outside_the_map_folder_or_in_another_format_is_refused(tmp_path, name):
    with pytest.raises(ImageUnreadable, match="background image"):
        background_path(tmp_path / "europe.geojson", name)
