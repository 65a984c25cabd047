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


def corps_e(path) -> dict:
    """France's corps E as the game file holds it (1 infantry, 2 cavalry, in Paris, in the bundled game)."""
    from engine.game.gamefile import Game
    game = Game.open(path)
    try:
        return next(e for e in game.rules.unit_entries(game.board, game.state())
                    if e["type"] == "corps" and e["nation"] == "France" and e.get("letter") == "E")
    finally:
        game.close()


def test_a_corps_is_corrected_with_the_keys_alone_from_its_counters_menu(start):
    from tests.real_display.test_placing import counters
    gm = start("napoleonic")
    assert corps_e(gm.game)["infantry"] == 1
    gm.still()
    x, y = counters(gm)["corps:France:E"]
    gm.screen.xdotool("mousemove", "--sync", str(x), str(y))
    gm.screen.xdotool("click", "3")
    gm.menu_choose(1)                                        # Edit... (France's corps E)
    gm.wait_window("Edit a unit")
    gm.type("2")                                             # the first number, infantry, takes the keys
    gm.keys("Tab")
    gm.type("1")                                             # Tab goes on to the cavalry
    gm.keys("Return")
    gm.wait_window("GM edit", timeout=20)
    gm.type("a division sent home, as posted")
    gm.keys("Return")
    gm.wait_gone("GM edit")
    gm.wait_status(r"corps E in Paris corrected: infantry divisions 2 \(was 1\), cavalry divisions 1 \(was 2\)", timeout=20)
    corrected = corps_e(gm.game)
    assert (corrected["infantry"], corrected["cavalry"], corrected["at"]) == (2, 1, "paris")


MAIL = """From: Karl <karl@example.org>
To: gm@example.org
Subject: Austria's orders
Date: Thu, 26 Nov 2026 07:10:00 +0000
Message-ID: <orders-1@example.org>

Dear GM,
build 1 cavalry in Vienna
"""


def test_orders_imported_from_mail_are_shown_in_the_orders_panel(screen, game_templates, tmp_path):
    import shutil

    from engine.game.gamefile import Game
    from tests.real_display.screen import Berthier
    path = tmp_path / "napoleonic.berthier"
    shutil.copy(game_templates["napoleonic"], path)
    game = Game.open(path)
    game.set_player("Austria", name="Karl", emails=["karl@example.org"])
    game.close()
    (tmp_path / "mail").mkdir()
    (tmp_path / "mail" / "1.eml").write_text(MAIL, encoding="utf-8")
    gm = Berthier(screen, path, tmp_path / "home")
    try:
        gm.keys("ctrl+shift+i")
        gm.wait_window("Import orders from mail")
        gm.keys("Return")                                    # A folder of .eml files...
        gm.wait_window("Folder of the players' .eml files")
        gm.type(str(tmp_path / "mail"))
        gm.keys("Return")
        gm.wait_window("Orders imported from mail", timeout=30)
        gm.keys("Escape")
        gm.wait_gone("Orders imported from mail")
        gm.focus(gm.window)
        gm.keys("ctrl+shift+a")                              # an order for the nation the panel shows
        gm.menu_choose(1)
        assert gm.screen.name_of(gm.wait_window("^Build — ")).startswith("Build — Austria")
        gm.keys("Escape")
    finally:
        gm.close()


def test_a_new_game_started_from_the_map_editor_comes_back_with_its_panels(start, tmp_path):
    gm = start("napoleonic")
    width = gm.screen.size[0]
    gm.still()
    with_panels = max(x for x, _ in gm.places().values())
    assert with_panels < width - 300, "the Orders column stands right of the map"
    gm.keys("ctrl+shift+m")                                  # Map > Edit map: the editor takes the window
    gm.keys("alt+f")
    gm.menu_choose(5)                                        # File > New game... (after the map editor's five entries)
    gm.wait_window("New game", timeout=30)
    gm.keys("Return")                                        # Create the game... (Classic NES, bundled)
    gm.wait_window("Save the new game as")
    gm.type(str(tmp_path / "from-the-editor.berthier"))
    gm.keys("Return")
    gm.window = wait_for("the window on the new game", lambda: gm.screen.windows("from-the-editor"), 60)[0]
    gm.wait_status("Opened .*from-the-editor", timeout=60)
    gm.still()
    rightmost = wait_for("the map drawn between the panels", lambda: max(x for x, _ in gm.places().values())
                         < width - 300 and max(x for x, _ in gm.places().values()), timeout=20)
    assert rightmost < width - 300


def test_new_game_offers_the_map_open_in_the_editor_saved_first(start, tmp_path):
    from engine.game.gamefile import Game
    from tests.real_display.xwd import grab
    gm = start("napoleonic")
    gm.still()
    x, y, width, _height = gm.screen.geometry(gm.window)
    title = (x + width - 129, y + 256)                       # the editor's Map > Title field, right column

    def around_title():
        return grab(gm.screen.display)[title[1] - 8:title[1] + 8, title[0] - 60:title[0] + 60].copy()
    before = around_title()
    gm.keys("ctrl+shift+m")                                  # Map > Edit map, on the game's map
    wait_for("the map editor in the window", lambda: (around_title() != before).any(), timeout=30)
    gm.screen.xdotool("mousemove", "--sync", str(title[0]), str(title[1]))
    gm.screen.xdotool("click", "--repeat", "3", "--delay", "80", "1")
    gm.type("My Europe")
    gm.keys("Tab")                                           # the map changed, not saved yet
    gm.keys("alt+f")
    gm.menu_choose(5)                                        # File > New game... (after the map editor's five entries)
    gm.wait_window("New game")                               # first: save the map to start on it?
    gm.keys("alt+s")                                         # Save the map
    gm.wait_window("Save the map as")
    gm.keys("ctrl+a")
    gm.type(str(tmp_path / "my-europe.geojson"))
    gm.keys("Return")
    gm.wait_window("New game", timeout=30)                   # the map open in the editor, chosen
    gm.keys("Return")                                        # Create the game...
    gm.wait_window("Save the new game as")
    gm.keys("ctrl+a")
    gm.type(str(tmp_path / "my-europe.berthier"))
    gm.keys("Return")
    wait_for("the window on the new game", lambda: gm.screen.windows("my-europe.berthier"), timeout=60)
    gm.wait_status("Opened .*my-europe.berthier", timeout=60)
    game = Game.open(tmp_path / "my-europe.berthier")
    try:
        assert game.title == "My Europe" and len(game.state().nations) == 9
    finally:
        game.close()


def test_ctrl_z_and_ctrl_y_say_which_change_they_undid_and_redid(start):
    from tests.real_display.test_placing import move_corps_to_burgundy, where
    gm = start("napoleonic")
    move_corps_to_burgundy(gm, "marched before the deadline")
    gm.keys("ctrl+z")
    gm.wait_status(r"^Undone: .*France's corps E.*Burgundy.*Ctrl\+Y redoes it\.$")
    wait_for("corps E back in Paris", lambda: where(gm.game, "corps", "France", "E") == "paris", timeout=20)
    gm.keys("ctrl+y")
    gm.wait_status(r"^Redone: .*France's corps E.*Burgundy.*Ctrl\+Z undoes it\.$")
    wait_for("corps E in Burgundy again", lambda: where(gm.game, "corps", "France", "E") == "burgundy", timeout=20)


def test_the_players_dialog_grows_to_the_left_keeping_ok_under_the_mouse(start):
    gm = start("napoleonic")
    gm.keys("alt+t")
    gm.wait_until_menu()
    gm.keys("Up", "Return")                                  # Turn > Players and deadline (the last entry)
    players = gm.wait_window("Players and deadline")
    wait_for("the dialog framed", lambda: gm.screen.frame(players)[0] > 0, timeout=10)
    left, _top, right, _bottom = gm.screen.frame(players)
    gm.keys("Tab", "Tab")                                    # France: the player, then the addresses
    gm.type("napoleon.bonaparte.premier.consul@tuileries-palace.example.org")
    gm.keys("Return")
    wait_for("the dialog wider for the address", lambda: gm.screen.frame(players)[0] < left - 20, timeout=10)
    assert abs(gm.screen.frame(players)[2] - right) <= 2, "OK and Cancel moved away from the GM's mouse"
    gm.keys("Escape")
    gm.wait_gone("Players and deadline")


def test_the_map_editor_in_a_window_fits_the_screen_and_names_berthier_once(start):
    gm = start("napoleonic")
    gm.keys("alt+m")                                         # the Map menu
    gm.menu_choose(1)                                        # Map editor in a window... (after Edit map, lit)
    editor = gm.wait_window("map editor", timeout=30)
    assert gm.screen.name_of(editor) == "Europe 1805 – map editor — Berthier"
    wait_for("the map editor's window inside the 1366x768 screen", lambda: inside_the_screen(gm, editor), 10)
