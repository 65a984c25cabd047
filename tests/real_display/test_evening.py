"""The GM's evening on a real screen: a player's message pasted into the orders, saved, the turn
previewed and committed, and posted, with the status bar saying where the folder went."""

from __future__ import annotations

import json

from pathlib import Path

import pytest

from tests.real_display.screen import wait_for

pytestmark = pytest.mark.real_display

# a refused line too: the problems list and its note appear under the orders, the dock keeps its width
MESSAGE = "Dear GM,\nbuild 2 infantry in Paris\nbuild 1 cavalry in Viena please, as discussed with Austria\nVive l'Empereur!"


def test_orders_pasted_then_resolved_committed_and_posted(start):
    gm = start("napoleonic")
    left, top, right, bottom = gm.screen.frame(gm.window)
    assert left >= 0 and top >= 0 and right <= 1366 and bottom <= 768, "the first window is not inside the screen"
    width_before = gm.screen.geometry(gm.window)[2]
    gm.still()
    map_before = gm.places()["paris"]
    gm.keys("alt+Down", "alt+Up")                            # France's orders, the cursor in them
    gm.paste(MESSAGE)
    gm.keys("ctrl+s")
    gm.wait_status("Orders saved: France")
    gm.still()
    assert gm.places()["paris"] == map_before, "the map moved when the message was typed (a dock grew)"
    assert gm.screen.geometry(gm.window)[2] == width_before

    gm.keys("ctrl+r")
    resolve = gm.wait_window("Resolve Winter 1804")
    gm.keys("alt+p")                                         # preview again
    gm.focus(resolve)
    gm.keys("alt+c")                                         # Commit Winter 1804
    gm.wait_gone("Resolve Winter 1804", timeout=30)
    gm.wait_status("Winter 1804 resolved")

    gm.focus(gm.window)
    gm.keys("ctrl+shift+p")
    message = gm.wait_status("public update of Winter 1804 is copied", timeout=60)
    folder = Path(message.rsplit(" are in ", 1)[1])
    assert folder.parent.parent == gm.game.parent and (folder / "forum-post.txt").exists()
    assert "Paris" in (folder / "forum-post.txt").read_text(encoding="utf-8")


def _qt_window(gm) -> list[int]:
    """Where the program believes its window's inside is on the screen (app/window/probe.py writes it)."""
    try:
        return json.loads((gm.probe / "window.json").read_text(encoding="utf-8"))
    except (FileNotFoundError, ValueError):
        return []


@pytest.mark.parametrize("ruleset", ["napoleonic", "classic"])
def test_the_window_does_not_move_once_its_map_is_drawn(start, ruleset):
    # it was fitted to the screen at fixed delays after it was shown: a pixel or two a second after
    # the map was drawn, later on a loaded machine (the map above moved 1 px 'after a paste')
    gm = start(ruleset)
    gm.places()
    where = gm.screen.geometry(gm.window)
    # the places are where Qt believes the map is: on some runs it learns where the window manager put the window
    # a moment after the first drawing (a pixel off, the window itself unmoved on the X screen); the map is
    # measured once Qt agrees with the X server
    wait_for("Qt to know where its window is", lambda: _qt_window(gm)[:2] == list(where[:2]), timeout=15)
    first = gm.places()
    gm.still(quiet=1.5, timeout=30)                          # past the window's placing
    assert gm.screen.geometry(gm.window) == where, "the window moved after it was drawn"
    assert gm.places() == first, "the map moved on the screen after it was drawn"
