"""Exported files are named from nation names: distinct, and safe on every system, in any script."""

from __future__ import annotations

import pytest

from app.window.export import nation_slugs, slug

NINE = ["France", "Россия", "Österreich", "日本", "中国", "Ελλάδα", "Great Britain", "Türkiye", "مصر"]


def test_non_latin_nations_keep_their_own_letters_and_no_two_share_a_file():
    files = nation_slugs(NINE)
    assert files["Россия"] == "россия" and files["日本"] == "日本" and files["Great Britain"] == "great-britain"
    assert len(set(files.values())) == len(NINE)


def test_names_that_read_alike_are_numbered():
    assert list(nation_slugs(["Naples", "naples", "NAPLES!", "???", "…"]).values()) == \
        ["naples", "naples-2", "naples-3", "map", "map-2"]


@pytest.mark.parametrize("name", ["../../etc/passwd", "C:\\Windows", "a/b", ".hidden", "CON", "nul", "com1",
                                  "x" * 500, "tab\tand\nnewline", "\u202eevil", "ｆｕｌｌ"])
def test_a_name_never_leaves_the_folder_or_names_a_device_or_runs_long(name):
    file = slug(name)
    assert file and "/" not in file and "\\" not in file and ":" not in file and not file.startswith(".")
    assert file.lower() not in {"con", "prn", "aux", "nul", "com1", "lpt1"}
    assert len(file) <= 61 and file.isprintable()


def test_the_reports_of_nine_nations_are_nine_files(tmp_path, monkeypatch):
    import app.window.export as export

    nations = [type("Nation", (), {"name": n})() for n in NINE]
    game = type("Game", (), {"state": lambda self, turn: type("State", (), {"nations": nations})()})()
    monkeypatch.setattr(export, "report_text", lambda game, turn, name, f: name or "public")
    for step in export.report_steps(game, tmp_path, 0, formats=("md",)):
        step.run()
    assert len(list(tmp_path.iterdir())) == 10
    assert {p.read_text() for p in tmp_path.iterdir()} == set(NINE) | {"public"}
