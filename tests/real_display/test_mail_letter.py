"""A letter brought by a mail import for the nation whose orders the GM has open, on a real screen, the
reader slowed as on a loaded machine (the probe's BERTHIER_TEST_SLOW_READING): the new letter is shown
and checked off the window's thread (it was checked on it, the window stopped for the reading), as is
the import's own reading of the mail (round 18: it stopped the window 1.33 s), the
nations' list saying it is being checked until it is read, and the line the GM types meanwhile is kept
and read with it."""

from __future__ import annotations

import shutil
import time

import pytest

from tests.real_display.letters import READ
from tests.real_display.screen import Berthier, wait_for

pytestmark = pytest.mark.real_display

SLOW = 1.0                  # seconds more for every reading of a letter

OLD = "Sire,\nbuild 1 cavalry in Picardy\nVive l'Empereur!"          # stored before the mail, sent now
NEW = "Sire, new orders:\nbuild 1 infantry in Paris\nbuild 1 dragoon in Paris\nYour servant"
MAIL = f"""From: Nap <nap@example.org>
To: gm@example.org
Subject: France's orders
Date: Mon, 1 Dec 2031 07:10:00 +0000
Message-ID: <orders-france-2@example.org>

{NEW}
"""


def checks_on_the_windows_thread(gm, since: float, nation: str) -> list[float]:
    """How long (ms) each check of `nation`'s orders made on the window's thread since `since` took."""
    path = gm.probe / "checks.log"
    lines = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
    return [float(ms) for when, thread, who, ms in (line.split() for line in lines)
            if float(when) >= since and thread == "MainThread" and who == nation]


def test_a_letter_imported_for_the_nation_shown_is_checked_off_the_windows_thread(screen, game_templates, tmp_path):
    from engine.game.gamefile import Game
    path = tmp_path / "napoleonic.berthier"
    shutil.copy(game_templates["napoleonic"], path)
    game = Game.open(path)
    game.set_player("France", name="Nap", emails=["nap@example.org"])
    game.store_orders("France", OLD)
    game.close()
    (tmp_path / "mail").mkdir()
    (tmp_path / "mail" / "1.eml").write_text(MAIL, encoding="utf-8")
    gm = Berthier(screen, path, tmp_path / "home", {"BERTHIER_TEST_SLOW_READING": str(SLOW)})
    try:
        wait_for("the reader warm", lambda: (gm.probe / "reader.warm").exists(), timeout=60)
        gm.keys("alt+Down", "alt+Up")                        # France's orders shown, the cursor in them
        wait_for("the stored letter read", lambda: gm.text_of("ordersText") == OLD
                 and READ.match(gm.text_of("status") or ""), timeout=60)
        gm.still(quiet=1.0, timeout=60)
        began = time.time()
        gm.keys("ctrl+shift+i")
        gm.wait_window("Import orders from mail")
        gm.keys("Return")                                    # A folder of .eml files...
        gm.wait_window("Folder of the players' .eml files")
        gm.type(str(tmp_path / "mail"))
        gm.keys("Return")
        gm.wait_window("Orders imported from mail", timeout=60)
        imported = max(gm.stalls(began), default=0)       # the import's own reading: 1.33 s here in round 17
        print(f"mail import: the window's longest stall {imported:.0f} ms, "
              f"{time.time() - began:.2f} s from the keys to the summary")
        assert imported < 1000 * SLOW, f"the window stopped {imported:.0f} ms while the mail was read"
        gm.keys("Escape")
        gm.wait_gone("Orders imported from mail")
        wait_for("the new letter shown", lambda: gm.text_of("ordersText") == NEW + "\n", timeout=30)
        gm.focus(gm.window)
        gm.keys("ctrl+End")
        gm.type("build 1 cavalry in Picardy")             # typed while the letter may still be read
        typed = NEW + "\nbuild 1 cavalry in Picardy"            # the mail's body ends its line
        wait_for("the new letter and the typed line read", lambda: gm.text_of("ordersText") == typed
                 and READ.match(gm.text_of("status") or ""), timeout=60)
        gm.still(quiet=1.0, timeout=60)
        status = gm.text_of("status") or ""
        assert status.startswith("2 orders, 1 refused"), status
        on_thread = checks_on_the_windows_thread(gm, began, "France")
        assert not on_thread, f"France's new letter checked on the window's thread ({on_thread} ms)"
        gm.shoot("mail-letter-read")
    finally:
        gm.close()
