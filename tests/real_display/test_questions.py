"""A line of talk that asks the GM something ('When does the winter end?') shown on a real screen as
the window shows a question: amber, counted among the remarks, its verdict saying the GM answers it
(it was greyed like a greeting, as if nothing were asked: engine.order_sheet.asks_the_gm knew it for a
question and the receipt named it, the window did not). Napoleonic and classic."""

from __future__ import annotations

import numpy as np
import pytest

from tests.real_display.screen import wait_for
from tests.real_display.xwd import grab

pytestmark = pytest.mark.real_display

LETTERS = {
    "napoleonic": "Sire,\nbuild 1 cavalry in Picardy\nWhen does the winter end?\nVive l'Empereur!",
    "classic": "Hello GM,\nbuy 2 armies in 3\nAny news from the east?\nCheers, Tom",
}
AMBER = (0xfb, 0xec, 0xc8)          # app/orders/order_text.py's REMARK_BACK


def amber_rows(gm) -> int:
    """How many rows of pixels of the orders' text are amber (a remark's or a question's background)."""
    x, y, width, height = gm.widgets("ordersText")[0]["box"]
    pixels = grab(gm.screen.display)[y:y + height, x:x + width]
    return int(np.all(pixels == AMBER, axis=2).any(axis=1).sum())


@pytest.mark.parametrize("ruleset", ["napoleonic", "classic"])
def test_a_line_of_talk_asking_the_gm_is_shown_as_a_question(start, ruleset):
    gm = start(ruleset)
    gm.still()
    gm.keys("alt+Down", "alt+Up")                            # the first nation's orders, the cursor in them
    gm.paste(LETTERS[ruleset])
    status = wait_for("the letter read", lambda: (gm.text_of("status") or "").startswith(
        "1 order, all accepted") and gm.text_of("status"), timeout=60)
    assert status.startswith("1 order, all accepted; 3 lines not orders (1 a question to the GM)"), status
    gm.keys("ctrl+Home", "Down", "Down")
    said = wait_for("line 3's verdict", lambda: (gm.text_of("lineVerdict") or "").startswith("Line 3:")
                    and gm.text_of("lineVerdict"))
    assert said == ("Line 3: read as no order \u2014 not an order: a question to the GM (it ends with '?'): "
                    "the GM answers it"), said
    gm.keys("ctrl+End")                                      # the cursor's own line is drawn otherwise
    wait_for("the cursor on the last line", lambda: (gm.text_of("lineVerdict") or "").startswith("Line 4:"))
    gm.still()
    rows = wait_for("the question drawn amber", lambda: amber_rows(gm), timeout=10)
    assert rows >= 8, f"{rows} rows of amber: less than a line's"
    gm.shoot(f"question-{ruleset}")


TALKED = {
    "napoleonic": "Sire,\nbuild 1 cavalry in Picardy\nWe sail at dawn!\nWhen does the winter end?\nVive l'Empereur!",
    "classic": "Hello GM,\nbuy 2 armies in 3\nWe sail at dawn!\nAny news from the east?\nCheers, Tom",
}


@pytest.mark.parametrize("ruleset", ["napoleonic", "classic"])
def test_the_paste_and_the_status_count_a_question_once_and_alike(start, ruleset):
    """What the paste gave (above the cursor's verdict) and the status under the letter count the lines
    not orders the same way, the question once, as a question: the paste said '2 remarks (read as no
    order)' where the status said '1 a remark, 1 a question to the GM' of the same letter."""
    gm = start(ruleset)
    gm.still()
    gm.keys("alt+Down", "alt+Up")
    gm.paste(TALKED[ruleset])
    said = wait_for("what the paste gave", lambda: (gm.text_of("lineVerdict") or "").startswith("Pasted:")
                    and gm.text_of("lineVerdict"), timeout=60)
    status = wait_for("the letter read", lambda: (gm.text_of("status") or "").startswith(
        "1 order, all accepted") and gm.text_of("status"), timeout=60)
    counted = status.split("; ", 1)[1].split(" \u2014 ")[0]
    assert "1 a question to the GM" in counted, status
    assert f"; {counted}." in said.split("\n")[0], (said, status)
    gm.shoot(f"counted-{ruleset}")
