"""Every modal dialog the keys open on a real screen shows up, and Esc closes it and gives the
keys back to the main window."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.real_display

DIALOGS = [
    ("F1", "Keyboard and mouse"),
    ("ctrl+f", "Find a province or sea"),
    ("ctrl+e", "Export map"),
    ("ctrl+shift+s", "Save a copy of the game"),
    ("ctrl+o", "Open a game"),
    ("ctrl+n", "New game"),
    ("ctrl+r", "Resolve Winter 1804"),
    ("ctrl+shift+e", "Export Winter 1804 to a folder"),
    ("ctrl+p", "Print map"),
    ("ctrl+shift+i", "Import orders from mail"),
]
# the napoleonic order dialogs France may open in Winter 1804, in the menu's order
ORDER_DIALOGS = ["Build", "Reorganise", "Diplomacy"]


def test_esc_closes_every_modal_dialog_the_keys_open(start):
    gm = start("napoleonic")
    for keys, title in DIALOGS:
        gm.focus(gm.window)
        gm.keys(keys)
        gm.wait_window(title)
        gm.keys("Escape")
        gm.wait_gone(title)
    opened = []
    for position in range(1, len(ORDER_DIALOGS) + 1):       # Add an order: each entry open in Winter
        gm.focus(gm.window)
        gm.keys("ctrl+shift+a")
        gm.menu_choose(position)
        dialog = gm.wait_window(" — France")
        opened.append(gm.screen.name_of(dialog).split(" — ")[0])
        gm.keys("Escape")
        gm.wait_gone(" — France")
    assert opened == ORDER_DIALOGS
    gm.focus(gm.window)
    gm.keys("alt+t", "s")                                    # Turn > Scout...
    gm.wait_window("Scouting")
    gm.keys("Escape")
    gm.wait_gone("Scouting")


def test_f1_lists_the_keys_within_the_screen_and_return_closes_the_list(start):
    gm = start("napoleonic")
    title = "Keyboard and mouse"
    gm.keys("F1")
    window = gm.wait_window(title)
    x, y, width, height = gm.screen.geometry(window)
    screen_w, screen_h = gm.screen.size
    assert x >= 0 and y >= 0 and x + width <= screen_w and y + height <= screen_h, "the key list is off-screen"
    gm.keys("Return")
    gm.wait_gone(title)


def test_enter_in_find_a_place_takes_the_completion_and_shows_the_place(start):
    gm = start("napoleonic")
    gm.still()
    before = gm.look("tver")
    gm.keys("ctrl+f")
    gm.wait_window("Find a province or sea")
    gm.type("Tve")
    gm.wait_until_menu()                                     # the completions: Tver
    gm.keys("Return")
    gm.wait_gone("Find a province or sea")
    gm.wait_redrawn("tver", before)                          # Tver is selected on the map
