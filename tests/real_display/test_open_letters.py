"""A game opened with players' letters stored, on a real screen, the reader slowed as on a loaded
machine (the probe's BERTHIER_TEST_SLOW_READING): the letters are read off the window's thread, as a
pasted letter is, and the window answers meanwhile (the first nation's letter in its editor and every
other nation's stored orders were read on the window's thread when the game opened: it stopped for as
long as all of them took, 10 s with the reader slowed 1 s a letter). Each letter's verdict is shown when
it is ready: the first nation's in its editor, the others' in the nations' list, and a nation chosen
meanwhile shows its letter read."""

from __future__ import annotations

import time

import pytest

from tests.real_display.letters import LETTERS, READ
from tests.real_display.screen import Berthier, wait_for
from tests.real_display.test_gm_edit_letters import with_letters

pytestmark = pytest.mark.real_display

SLOW = 1.0                  # seconds more for every reading: the window must not stop for them
LETTERS_STORED = 3
LONGEST_MS = SLOW * 1000    # less than one letter's reading (it stopped for all of them: 3-4 s)


def read(gm) -> bool:
    return READ.match(gm.text_of("status") or "") is not None


@pytest.mark.parametrize("ruleset", ["napoleonic", "classic"])
def test_a_game_opened_with_letters_stored_reads_them_with_the_window_answering(
        screen, game_templates, tmp_path, ruleset):
    letter = LETTERS[ruleset]
    path = tmp_path / game_templates[ruleset].name
    nations = with_letters(game_templates[ruleset], path, letter.text)
    assert nations[0] == letter.nation
    started = time.time()
    gm = Berthier(screen, path, tmp_path / "home", {"BERTHIER_TEST_SLOW_READING": str(SLOW)})
    try:
        gm.shoot(f"open-letters-{ruleset}-opened")
        # usable at once: the next nation chosen while the letters are read shows its letter, read
        gm.keys("alt+Down")
        second = f"{letter.text}\n{nations[1]}'s envoy"
        wait_for("the second letter shown", lambda: gm.text_of("ordersText") == second, timeout=60)
        wait_for("the second letter read", lambda: read(gm), timeout=120)
        gm.keys("alt+Up")
        wait_for("the first letter read", lambda: gm.text_of("ordersText") == letter.text and read(gm),
                 timeout=120)
        wait_for("every stored letter's row read",
                 lambda: all("refused" in _rows(gm).get(n, "") for n in nations), timeout=120)
        gm.still(quiet=1.0, timeout=60)
        gm.shoot(f"open-letters-{ruleset}-read")
        stalled = max(gm.stalls(started), default=0)
        assert stalled < LONGEST_MS, f"the window stopped {stalled:.0f} ms for the letters stored"
    finally:
        gm.close()


def _rows(gm) -> dict[str, str]:
    """What the nations' list says of each nation's orders."""
    shown = gm.widgets("nationList")
    return {name: said for name, said in shown[0].get("rows", [])} if shown else {}
