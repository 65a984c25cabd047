"""Exports a GM uploads: map PNGs (public under the fog of war, or a nation's own), reports, a whole
turn in a folder; `berthier render` draws the same maps; an unwritable place says so."""

import pytest
from PySide6.QtGui import QGuiApplication, QImage

from app.cli.main import main as berthier
from app.window.dialogs import MapChoice
from app.window.pictures import picture, turn_view


@pytest.fixture
def played(window, open_game, tiny_game):
    open_game(tiny_game)
    window.session.store_orders("France", "build 2 infantry in Paris")
    window.session.commit(seed=7)
    window.session.store_orders("France", "A - Baden")
    window.session.commit(seed=8)
    return window


def image_size(path):
    image = QImage(str(path))
    assert not image.isNull(), f"{path} is not an image"
    return image.width(), image.height()


def test_the_public_map_hides_compositions_and_a_nations_map_shows_its_own(played):
    game = played.session.game
    view = turn_view(game, 1)
    public = picture(game, view)
    france = picture(game, view, nation="the French")
    corps = {m.key: m for m in public.markers}
    assert corps["corps:France:A"].tooltip == "France corps A"
    assert all("infantry" not in (m.tooltip or "") for m in public.markers)
    assert "2 infantry, 1 cavalry" in {m.key: m for m in france.markers}["corps:France:A"].tooltip
    assert france.subtitle == "After Spring 1805 · France"
    assert [(a.source, a.target) for a in public.arrows] == [("alsace", "baden")]


def test_exporting_the_map_as_png_asks_whose_map_and_how_wide(played, fake_dialogs, tmp_path):
    fake_dialogs.answer("map_choice", MapChoice(None, 800))
    fake_dialogs.answer("save_path", tmp_path / "out" / "public map")
    path = played.export_map_action.trigger()
    path = tmp_path / "out" / "public map.png"
    assert image_size(path) == (800, 800)
    [(_caption, suggested, _)] = fake_dialogs.asked("save_path")
    assert suggested.endswith("public-map-spring-1805.png")
    assert played.settings.export_width() == 800


def test_a_nations_map_is_exported_at_the_width_asked(played, tmp_path):
    path = played.export_map_png(tmp_path / "france.png", nation="France", width=640)
    assert image_size(path)[0] == 640


def test_the_europe_map_exports_at_its_own_aspect(window, open_game, europe_game, tmp_path):
    open_game(europe_game)
    width, height = image_size(window.export_map_png(tmp_path / "europe.png", width=1000))
    assert width == 1000 and 500 < height < 1000


def test_an_unwritable_place_gives_a_clear_message(played, fake_dialogs, tmp_path):
    (tmp_path / "a file").write_text("not a folder")
    errors = fake_dialogs.expect_error()
    assert played.export_map_png(tmp_path / "a file" / "map.png", width=400) is None
    [(title, text, reason)] = errors
    assert title == "Cannot export the map"
    assert "a file/map.png" in text and "cannot write the map to" in reason
    assert played.export_whole_turn(tmp_path / "a file" / "turn") is None
    assert "cannot create the folder" in errors[1][2]


def test_a_whole_turn_goes_to_a_folder_ready_to_upload(played, fake_dialogs, tmp_path):
    played.history.tree.setCurrentItem(played.history.turn_items()[1])      # Spring 1805, resolved
    fake_dialogs.answer("folder_path", tmp_path / "spring")
    files = played.export_turn_action.trigger()
    folder = tmp_path / "spring"
    names = sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file())
    assert names == sorted([
        "README.txt", "public-map.png", "public-update.md", "public-update.bbcode.txt", "public-update.txt",
        "france/france-map.png", "france/france-report.md", "france/france-report.bbcode.txt",
        "france/france-report.txt",
        "austria/austria-map.png", "austria/austria-report.md", "austria/austria-report.bbcode.txt",
        "austria/austria-report.txt"])
    assert (folder / "public-update.md").read_text().startswith("# Tiny war: Spring 1805")
    assert "[b]" in (folder / "public-update.bbcode.txt").read_text()
    assert "2 infantry, 1 cavalry" in (folder / "france" / "france-report.md").read_text()
    assert "2 infantry, 1 cavalry" not in (folder / "public-update.md").read_text()
    assert image_size(folder / "public-map.png")[0] == played.settings.export_width()
    assert "Send privately" in (folder / "README.txt").read_text()


def test_the_reports_are_exported_in_three_formats(played, fake_dialogs, tmp_path):
    fake_dialogs.answer("folder_path", tmp_path / "reports")
    played.export_reports_action.trigger()
    names = sorted(p.name for p in (tmp_path / "reports").iterdir())
    assert names == sorted(f"{who}{suffix}" for who in ("public-update", "france-report", "austria-report")
                           for suffix in (".md", ".bbcode.txt", ".txt"))


def test_the_public_update_is_copied_for_the_forum(played):
    played.reports.set_format("vbulletin")
    played.copy_update_action.trigger()
    text = QGuiApplication.clipboard().text()
    assert text.startswith("[size=5][b]Tiny war: Spring 1805")
    assert "vBulletin" in played.statusBar().currentMessage()
    assert "Copied" in played.statusBar().currentMessage() or "copied" in played.statusBar().currentMessage()


def test_a_game_with_no_resolved_turn_exports_its_maps_only(window, open_game, tiny_game, tmp_path):
    open_game(tiny_game)
    assert not window.copy_update_action.isEnabled() and not window.export_reports_action.isEnabled()
    files = window.export_whole_turn(tmp_path / "start", width=400)
    assert sorted(p.name for p in files) == ["README.txt", "austria-map.png", "france-map.png", "public-map.png"]


def test_berthier_render_draws_the_same_maps(tiny_game, tmp_path, capsys):
    assert berthier(["render", str(tiny_game), "--out", str(tmp_path / "map.png"), "--width", "500"]) == 0
    assert image_size(tmp_path / "map.png") == (500, 500)
    assert "public map" in capsys.readouterr().out
    assert berthier(["render", str(tiny_game), "--out", str(tmp_path / "fr.png"), "--nation", "the French",
                     "--turn", "0"]) == 0
    assert "private map of France" in capsys.readouterr().out
    assert image_size(tmp_path / "fr.png")[0] == 1600
    assert berthier(["render", str(tiny_game), "--out", str(tmp_path / "x.png"), "--nation", "Prussia"]) == 2
    assert "no nation called 'Prussia'" in capsys.readouterr().err
    assert berthier(["render", str(tiny_game), "--out", str(tmp_path / "x.png"), "--turn", "5"]) == 2
    assert berthier(["render", str(tiny_game), "--out", str(tmp_path / "x.png"), "--width", "3"]) == 2
    assert "between 16 and" in capsys.readouterr().err


@pytest.mark.parametrize("name, magic", [("map.png", b"\x89PNG"), ("map.JPG", b"\xff\xd8\xff"),
                                         ("map.jpeg", b"\xff\xd8\xff"), ("map.svg", b"<?xml")])
def test_berthier_render_writes_the_format_the_name_asks_for(tiny_game, tmp_path, capsys, name, magic):
    assert berthier(["render", str(tiny_game), "--out", str(tmp_path / name), "--width", "300"]) == 0
    assert (tmp_path / name).read_bytes().startswith(magic)


def test_berthier_render_refuses_a_format_it_does_not_write(tiny_game, tmp_path, capsys):
    assert berthier(["render", str(tiny_game), "--out", str(tmp_path / "map.gif")]) == 2
    assert "maps are written as .jpeg, .jpg, .png, .svg" in capsys.readouterr().err
    assert not (tmp_path / "map.gif").exists()


def test_berthier_render_refuses_a_missing_folder_and_creates_none(tiny_game, tmp_path, capsys):
    out = tmp_path / "typo" / "dir" / "x.png"
    assert berthier(["render", str(tiny_game), "--out", str(out)]) == 2
    assert f"the folder {out.parent} does not exist" in capsys.readouterr().err
    assert not (tmp_path / "typo").exists()


def test_berthier_gui_needs_a_display(monkeypatch, tiny_game, capsys):
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr("sys.platform", "linux")
    assert berthier(["gui", str(tiny_game)]) == 2
    assert "no display" in capsys.readouterr().err
    assert berthier(["gui", "nowhere.berthier"]) == 2
    assert "no such game file" in capsys.readouterr().err
