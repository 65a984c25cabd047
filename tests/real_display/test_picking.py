"""Pick on the map, on a real screen: the click reaches the map and the dialog, not a window that
swallows everything (the window froze this way when picking judged Qt's own window objects)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.real_display.screen import ROOT

pytestmark = pytest.mark.real_display


def orders_of(game, nation: str) -> str:
    done = subprocess.run([sys.executable, "-m", "app.cli", "orders", str(game), "--nation", nation], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    return done.stdout + done.stderr


def unlit(gm, place: str):
    """The map around `place` before any dialog opens over it (drawn and settled)."""
    gm.still()
    assert not gm.lit(), f"places lit before any picking: {gm.lit()}"
    return gm.look(place)


def picking_starts(gm, place: str, before) -> None:
    """Alt+M in the dialog: the places offered are lit, `place` among them, and seen lit. Known by
    what the map painted (the probe's lit.json), not by the pixels changing: after the dialog moved
    off the place, the pixels there changed once more when the map was drawn again where the dialog
    had been, late on a loaded machine, and that was taken for the lights."""
    gm.keys("alt+m")
    gm.wait_lit(f"{place} lit for picking", lambda lit: place in lit)
    gm.wait_redrawn(place, before)


def picking_ends(gm) -> None:
    gm.wait_lit("the lights out (picking ended)", lambda lit: not lit)


def test_a_napoleonic_build_is_placed_by_a_click_on_tver(start):
    gm = start("napoleonic")
    map_at_tver = unlit(gm, "tver")
    gm.keys("alt+Down", "alt+Down")                          # France, Great Britain, Russia
    gm.keys("ctrl+shift+a")
    gm.menu_choose(1)                                        # Build...
    dialog = gm.wait_window("Build — Russia")
    gm.move(dialog, 0, 330)                                  # off the north, where Tver is
    picking_starts(gm, "tver", map_at_tver)                               # Pick on the map: the places offered are lit
    gm.click_place("tver")                                   # chosen: picking ends, the lights go out
    picking_ends(gm)
    gm.focus(dialog)
    gm.keys("Tab", "1", "Return")                            # one infantry; Add to the orders
    gm.wait_gone("Build — Russia")
    gm.focus(gm.window)
    gm.keys("ctrl+s")
    gm.wait_status("Orders saved")
    assert "build infantry in Tver" in orders_of(gm.game, "Russia")


def test_esc_ends_picking_then_closes_the_dialog_and_the_window_answers_again(start):
    gm = start("napoleonic")
    map_at_paris = unlit(gm, "paris")
    gm.keys("ctrl+shift+a")
    gm.menu_choose(1)
    dialog = gm.wait_window("Build — France")
    gm.move(dialog, 0, 330)
    picking_starts(gm, "paris", map_at_paris)
    gm.focus(dialog)
    gm.keys("Escape")                                        # picking ends, the dialog stays
    picking_ends(gm)
    assert gm.screen.windows("Build — France")
    gm.focus(dialog)
    gm.keys("Escape")
    gm.wait_gone("Build — France")
    gm.keys("ctrl+f")                                        # the main window's keys work again
    gm.wait_window("Find a province or sea")
    gm.keys("Escape")
    gm.wait_gone("Find a province or sea")


def test_a_classic_purchase_is_placed_by_a_click_on_the_map(start):
    gm = start("classic")
    map_at_61 = unlit(gm, "61")
    for _ in range(6):                                       # Britain ... Austria, Prussia
        gm.keys("alt+Down")
    gm.keys("ctrl+shift+a")
    gm.menu_choose(1)                                        # Buy armies or ships...
    dialog = gm.wait_window("Buy armies or ships — Prussia")
    gm.move(dialog, 0, 420)
    picking_starts(gm, "61", map_at_61)
    gm.click_place("61")
    picking_ends(gm)
    gm.focus(dialog)
    gm.keys("Tab", "Return")                                 # 1 army, the default; Add to the orders
    gm.wait_gone("Buy armies or ships")
    gm.focus(gm.window)
    gm.keys("ctrl+s")
    gm.wait_status("Orders saved")
    assert "buy 1 army in 61" in orders_of(gm.game, "Prussia")
