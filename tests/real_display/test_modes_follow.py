"""Round 20 on a real screen: the keys and the panels follow the mode the GM is in.

In the map editor mode (Ctrl+Shift+M) Ctrl+N opens New map, as the File menu says now (its "Map editor" section:
New map… Ctrl+N; New game… without a key), and back in the game Ctrl+N is New game again. In the placing mode
(Ctrl+G) the Region panel shows the province a counter was dragged to (the map outlined it while the panel stayed on
the province clicked before), and the region right-clicked for its menu."""

from __future__ import annotations

import time

import pytest

from tests.real_display.screen import wait_for
from tests.real_display.test_placing import CORPS, counters, move_corps_to_burgundy

pytestmark = pytest.mark.real_display


def _region_title(gm) -> str:
    return gm.text_of("regionTitle") or ""


def test_ctrl_n_follows_the_mode_and_the_file_menu_says_so(start):
    gm = start("napoleonic")
    gm.still()
    gm.keys("ctrl+shift+m")                                  # Map > Edit map
    wait_for("the map editor in the window", lambda: gm.text_of("editorMessage") is not None, timeout=30)
    time.sleep(0.5)
    gm.keys("alt+f")                                         # the File menu, as the GM opens it
    gm.wait_until_menu()
    time.sleep(0.3)
    gm.shoot("modes-file-menu-in-the-map-editor")
    gm.keys("Escape")
    time.sleep(0.3)
    gm.keys("ctrl+n")
    gm.wait_window("New map", timeout=20)                    # the map editor's, as the menu said
    assert not gm.screen.windows("^New game$")
    gm.shoot("modes-ctrl-n-new-map")
    gm.keys("Escape")
    gm.wait_gone("New map")
    gm.keys("ctrl+shift+m")                                  # back to the game
    wait_for("the game back", lambda: gm.text_of("editorMessage") is None, timeout=30)
    time.sleep(0.5)
    gm.keys("ctrl+n")
    gm.wait_window("New game", timeout=20)
    gm.keys("Escape")
    gm.wait_gone("New game")


def test_the_region_panel_follows_the_counter_dropped_and_the_region_right_clicked(start):
    gm = start("napoleonic")
    gm.still()
    gm.click_place("paris")
    wait_for("Paris in the Region panel", lambda: "Paris" in _region_title(gm), timeout=20)
    move_corps_to_burgundy(gm, "misplaced on the forum map")
    wait_for("Burgundy in the Region panel", lambda: "Burgundy" in _region_title(gm), timeout=20)
    gm.shoot("modes-region-panel-after-the-drop")
    x, y = gm.places()["brittany"]
    gm.screen.xdotool("mousemove", "--sync", str(x), str(y))
    gm.screen.xdotool("click", "3")                          # the region's menu
    gm.wait_until_menu()
    wait_for("Brittany in the Region panel", lambda: "Brittany" in _region_title(gm), timeout=20)
    gm.shoot("modes-region-panel-right-click")
    gm.keys("Escape")
    assert counters(gm)[CORPS]                               # the counter still drawn
