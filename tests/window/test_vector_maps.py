"""Maps as vector drawings: File > Export > Map as an SVG, File > Print map (tested through a PDF
printer), and `berthier render --out x.svg`, all drawn like the PNG."""

import xml.etree.ElementTree as ET

import pytest
from PySide6.QtPrintSupport import QPrinter

from app.cli.main import main as berthier
from app.window.dialogs import MapChoice

SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture
def played(window, open_game, tiny_game):
    open_game(tiny_game)
    window.session.store_orders("France", "A - Baden")
    window.session.commit(seed=8)
    return window


def svg_drawing(path):
    """The parsed SVG's root and how many shapes and pictures it draws (labels are drawn as
    small pictures, regions and counters as polygons, paths and rectangles)."""
    root = ET.parse(path).getroot()
    kinds = {f"{SVG}{k}" for k in ("path", "polygon", "polyline", "rect", "image")}
    return root, sum(1 for e in root.iter() if e.tag in kinds)


def to_pdf(path):
    def setup(printer):
        printer.setOutputFormat(QPrinter.PdfFormat)
        printer.setOutputFileName(str(path))
        return True
    return setup


def test_the_map_is_exported_as_an_svg_when_the_gm_names_an_svg_file(played, fake_dialogs, tmp_path):
    fake_dialogs.answer("map_choice", MapChoice(None, 800))
    fake_dialogs.answer("save_path", tmp_path / "public.svg")
    played.export_map_action.trigger()
    root, shapes = svg_drawing(tmp_path / "public.svg")
    assert root.tag == f"{SVG}svg"
    assert root.get("viewBox") == "0 0 800 800"
    assert shapes > 15          # the tiny map's regions, borders, counters, labels and legend
    [(_caption, _suggested, file_filter)] = fake_dialogs.asked("save_path")
    assert "*.svg" in file_filter and "*.png" in file_filter


def test_a_map_file_without_a_known_ending_is_still_written_as_a_png(played, fake_dialogs, tmp_path):
    fake_dialogs.answer("map_choice", MapChoice(None, 400))
    fake_dialogs.answer("save_path", tmp_path / "public map")
    played.export_map_action.trigger()
    assert (tmp_path / "public map.png").read_bytes().startswith(b"\x89PNG")


def test_print_map_prints_the_chosen_map_on_one_page(played, fake_dialogs, tmp_path):
    fake_dialogs.answer("map_choice", MapChoice("France", 800))
    fake_dialogs.answer("print_setup", to_pdf(tmp_path / "map.pdf"))
    assert played.print_map() is True
    data = (tmp_path / "map.pdf").read_bytes()
    assert data.startswith(b"%PDF-")
    assert data.rstrip().endswith(b"%%EOF")
    assert data.count(b"/Type /Page\n") + data.count(b"/Type /Page ") + data.count(b"/Type /Page/") == 1


def test_print_map_asks_whose_map_under_its_own_title(played, fake_dialogs, tmp_path):
    titles = []
    fake_dialogs.answer("map_choice", lambda *a, title="", **k: titles.append(title) or MapChoice(None, 600))
    fake_dialogs.answer("print_setup", to_pdf(tmp_path / "map.pdf"))
    played.print_action.trigger()
    assert titles == ["Print map"]
    assert (tmp_path / "map.pdf").exists()


def test_cancelling_the_print_dialog_prints_nothing(played, fake_dialogs, tmp_path):
    fake_dialogs.answer("map_choice", MapChoice(None, 800))
    fake_dialogs.answer("print_setup", False)
    assert played.print_map() is False
    assert not list(tmp_path.glob("*.pdf"))


def test_cancelling_the_choice_of_map_never_opens_the_print_dialog(played, fake_dialogs):
    fake_dialogs.answer("map_choice", None)
    assert played.print_map() is False
    assert fake_dialogs.asked("print_setup") == []


def test_berthier_render_writes_an_svg_drawing_titled_like_the_map(tiny_game, tmp_path):
    out = tmp_path / "map.svg"
    assert berthier(["render", str(tiny_game), "--out", str(out), "--width", "1000"]) == 0
    root, shapes = svg_drawing(out)
    assert root.get("viewBox") == "0 0 1000 1000"
    assert shapes > 15
    assert root.find(f"{SVG}title").text


def test_the_export_dialog_names_the_map_after_the_turn_resolved(played, fake_dialogs):
    captions = []
    fake_dialogs.answer("map_choice", lambda *a, **k: captions.extend(x for x in a if str(x).startswith("The map")))
    assert played.export_map_png() is None                     # cancelled
    assert captions == ["The map after Winter 1804 (resolved)"]
