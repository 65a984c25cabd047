"""The garbage collector kept off what the program holds for good, on a real screen: once the game
is open and the reader warm, what the program holds (its modules, the window, the game and its map
drawn, the reader's tables) is out of the collections' sight (app/gc_pauses.py), so that a full
collection looks only at what was made since: full collections of 0.13-0.49 s stopped the window at
moments no GM action explained (0.03-0.05 s since, benchmarks/real_paste.py). Napoleonic and classic."""

from __future__ import annotations

import json

import pytest

from tests.real_display.screen import wait_for

pytestmark = pytest.mark.real_display


@pytest.mark.parametrize("ruleset", ["napoleonic", "classic"])
def test_what_the_program_holds_once_a_game_is_open_is_out_of_the_collectors_sight(start, ruleset):
    gm = start(ruleset)
    warm = gm.probe / "reader.warm"
    wait_for("the reader warm", lambda: warm.exists(), timeout=60)
    held = json.loads(warm.read_text(encoding="utf-8"))
    assert held["frozen"] > 4 * held["looked_at"], f"the collector still looks at {held}"
