"""What a GM's evening on a real screen found: a dialog taller than a laptop's screen, a unit form
the keys could not reach, mail imported out of sight, the map editor's map not offered to a new
game and the window left without its panels when a game opened from the editor."""

from __future__ import annotations

import pytest

from tests.real_display.screen import wait_for

pytestmark = pytest.mark.real_display


def inside_the_screen(gm, window: str) -> bool:
    left, top, right, bottom = gm.screen.frame(window)
    width, height = gm.screen.size
    return left >= 0 and top >= 0 and right <= width and bottom <= height


def test_the_resolve_dialog_fits_a_laptop_screen_with_its_commit_button(start):
    gm = start("napoleonic")
    gm.keys("ctrl+r")
    resolve = gm.wait_window("Resolve Winter 1804")
    wait_for("the Resolve dialog inside the 1366x768 screen, frame and buttons included",
             lambda: inside_the_screen(gm, resolve), timeout=10)
    gm.keys("Escape")
    gm.wait_gone("Resolve Winter 1804")
