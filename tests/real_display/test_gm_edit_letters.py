"""A GM edit with several nations' letters open, on a real screen, the reader slowed as on a loaded
machine (the probe's BERTHIER_TEST_SLOW_READING): the first nation's treasury corrected in the region
dock, undone and redone; each time the letters are checked again, and the window answers meanwhile
(every open letter, and every nation's stored orders, were checked again on the window's thread: it
stopped for as long as all of them took to read)."""

from __future__ import annotations

import shutil
import time

import pytest

from tests.real_display.letters import LETTERS, READ
from tests.real_display.screen import Berthier, wait_for

pytestmark = pytest.mark.real_display

SLOW = 1.0                  # seconds more for every reading: the window must not stop for them
LETTERS_STORED = 3          # the first nations' orders: two shown in their editors, one held
LONGEST_MS = SLOW * LETTERS_STORED * 1000 / 2      # half the time the letters take to read (it stopped 4.1 s)


def with_letters(template, path, text: str) -> list[str]:
    """A copy of the game with `text` stored as the orders of its first nations; their names."""
    from engine.game.gamefile import Game
    shutil.copy(template, path)
    game = Game.open(path)
    try:
        nations = [n.name for n in game.state().nations][:LETTERS_STORED]
        for n, nation in enumerate(nations):     # the others' signed: which letter is shown is seen
            game.store_orders(nation, text + (f"\n{nation}'s envoy" if n else ""))
    finally:
        game.close()
    return nations


def read(gm) -> bool:
    return READ.match(gm.text_of("status") or "") is not None


def shown(gm, letter: str) -> bool:
    return gm.text_of("ordersText") == letter


def said(gm, start: str) -> bool:
    return any(m.startswith(start) for m in gm.status_messages())


def checked_again(gm):
    """A test that is true once the shown letter has been checked (the status said so) and is read."""
    seen: list[str] = []

    def done() -> bool:
        status = gm.text_of("status") or ""
        if status.startswith("Checking"):
            seen.append(status)
        return bool(seen) and READ.match(status) is not None
    return done


def step(gm, name: str, keys: list[str], done) -> float:
    """Press `keys`, wait until `done()` (the letter shown checked again) and the window is still; the
    longest stall meanwhile (ms)."""
    pressed = time.time()
    gm.keys(*keys)
    wait_for(name, done, timeout=120, every=0.02)
    gm.still(quiet=1.0, timeout=60)         # a stall still under way is written when it ends
    return max(gm.stalls(pressed), default=0)


@pytest.mark.parametrize("ruleset", ["napoleonic", "classic"])
def test_a_treasury_corrected_undone_and_redone_with_letters_open_leaves_the_window_answering(
        screen, game_templates, tmp_path, ruleset):
    letter = LETTERS[ruleset]
    path = tmp_path / game_templates[ruleset].name
    nations = with_letters(game_templates[ruleset], path, letter.text)
    assert nations[0] == letter.nation
    gm = Berthier(screen, path, tmp_path / "home", {"BERTHIER_TEST_SLOW_READING": str(SLOW)})
    try:
        wait_for("the reader warm", lambda: (gm.probe / "reader.warm").exists(), timeout=60)
        gm.keys("alt+Down")                                  # the second nation's letter, in its editor
        wait_for("the second letter read", lambda: shown(gm, f"{letter.text}\n{nations[1]}'s envoy") and read(gm), timeout=60)
        gm.keys("alt+Up")                                    # back to the first nation's
        wait_for("the first letter read", lambda: shown(gm, letter.text) and read(gm), timeout=60)
        gm.still(quiet=1.0, timeout=60)
        before = gm.text_of("status")

        box = wait_for("the treasury's amount in the region dock", lambda: gm.widgets("treasuryAmount"))[0]
        gm.click_widget(box)
        gm.keys("ctrl+a")
        gm.type("0")
        wait_for("Set… enabled", lambda: gm.widgets("setTreasury"))
        gm.click_widget(gm.widgets("setTreasury")[0])
        gm.wait_window("GM edit", timeout=20)
        gm.type("the treasury spent on the forum")
        stalled = step(gm, "the letter checked again with an empty treasury", ["Return"], checked_again(gm))
        gm.shoot(f"gm-edit-{ruleset}-letters-checked-again")
        assert stalled < LONGEST_MS, f"the window stopped {stalled:.0f} ms for the letters checked again"

        gm.focus(gm.window)
        # undone, the position is one the reader has read the letters in: it may not say "Checking"
        stalled = step(gm, "the edit undone", ["ctrl+z"], lambda: said(gm, "Undone") and gm.text_of("status") == before)
        wait_for("the letter read again", lambda: gm.text_of("status") == before, timeout=60)
        assert stalled < LONGEST_MS, f"the window stopped {stalled:.0f} ms at Ctrl+Z"
        stalled = step(gm, "the edit redone", ["ctrl+y"], lambda: said(gm, "Redone") and gm.text_of("status") == before)
        wait_for("the letter read again", lambda: gm.text_of("status") == before, timeout=60)
        assert stalled < LONGEST_MS, f"the window stopped {stalled:.0f} ms at Ctrl+Y"
        gm.shoot(f"gm-edit-{ruleset}-redone")
    finally:
        gm.close()
