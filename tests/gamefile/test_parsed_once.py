"""Stored messages are read once while a game is open: checking one nation's orders again and
again (the window checks as the GM types) does not read every other nation's message each time."""

from __future__ import annotations

from pathlib import Path

from engine.game.edits import change_treasury
from engine.game.gamefile import Game
from engine.game.scenario import load_scenario

DATA = Path(__file__).resolve().parents[1] / "data"


def test_the_other_nations_stored_orders_are_read_once_for_many_checks(tmp_path, monkeypatch):
    board, state, data = load_scenario(DATA / "tiny-scenario.json")
    with Game.create(tmp_path / "once.berthier", board, state, "Tiny war", data) as game:
        game.store_orders("Austria", "build infantry in Vienna")
        read: list[tuple[str, str]] = []
        real = game.rules.parse_orders

        def counted(text, nation, *args, **kwargs):
            read.append((nation, text))
            return real(text, nation, *args, **kwargs)

        monkeypatch.setattr(game.rules, "parse_orders", counted)
        for typed in ("build infantry in Paris", "build cavalry in Paris", "build infantry in Paris"):
            sheet = game.check_orders("France", typed)
            assert sheet.nation == "France"
        assert read.count(("Austria", "build infantry in Vienna")) == 1
        assert read.count(("France", "build infantry in Paris")) == 1          # the same text, read once
        assert game.sheets()["Austria"] == real("build infantry in Vienna", "Austria", game.state(), game.board)
        edited, summary = change_treasury(game.state(), "Austria", 3)
        game.edit_state(edited, "a correction", summary)                      # another state: read again
        game.check_orders("France", "build infantry in Paris")
        assert read.count(("Austria", "build infantry in Vienna")) == 2
