"""Receipts sent back to each player, and the public roll call of orders received."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from engine.errors import BerthierError
from engine.game.players import parse_deadline
from engine.mail.receipts import receipt, rollcall
from engine.reports.render import render
from tests.mail.conftest import DEADLINE

ORDERS = "# my winter plans\nbuild 2 infantry, cavalry in Paris\nbuild infantry in Vienna\n"


def test_a_receipt_gives_the_orders_as_understood_the_lines_refused_and_what_was_ignored(game):
    game.set_deadline(parse_deadline(DEADLINE))
    game.store_orders("France", ORDERS, sender="anna@example.org", sent_at=datetime(2026, 11, 30, 18, tzinfo=UTC))
    text = render(receipt(game, "the French"), "text")
    assert "TINY WAR: ORDERS OF FRANCE, WINTER 1804" in text
    assert "Received by mail from anna@example.org, sent 2026-11-30 18:00 UTC." in text
    assert "The deadline is 2026-11-30 20:00 UTC" in text
    understood = text.split("Orders as understood")[1].split("Lines refused")[0]
    assert "* build 2 infantry, cavalry in Paris" in understood and "Vienna" not in understood
    refused = text.split("Lines refused")[1]
    assert "line 3: 'build infantry in Vienna': not allowed:" in refused
    assert "line 1: '# my winter plans'" in text.split("Not orders (ignored)")[1]


@pytest.mark.parametrize("fmt, marks", [("md", ["# Tiny war", "## Orders as understood", "- build 2 infantry"]),
                                        ("bbcode", ["[b]Tiny war: orders of France", "[list]", "[*]build 2 infantry"]),
                                        ("text", ["TINY WAR", "  * build 2 infantry"])])
def test_a_receipt_renders_in_every_format(game, fmt, marks):
    game.store_orders("France", ORDERS)
    text = render(receipt(game, "France"), fmt)
    assert all(m in text for m in marks), text
    assert "Received by the GM, entered" in text


def test_a_late_message_is_marked_in_the_receipt(game):
    game.set_deadline(parse_deadline(DEADLINE))
    game.store_orders("France", ORDERS, sender="anna@example.org", sent_at=datetime(2026, 12, 1, 9, tzinfo=UTC))
    assert "**Sent after the deadline** (2026-11-30 20:00 UTC)" in render(receipt(game, "France"), "md")


def test_a_receipt_for_a_nation_without_orders_says_so(game):
    assert "No orders have been received from Austria for Winter 1804." in render(receipt(game, "Austria"), "md")


def test_a_receipt_for_an_unknown_nation_is_refused(game):
    with pytest.raises(BerthierError, match="no nation called 'Prusssia'"):
        receipt(game, "Prusssia")


def test_every_refused_line_is_in_the_receipt_and_orders_are_in_canonical_form(game):
    game.store_orders("France", "Build 2 INF in paris.\nmarch on vienna\n")
    text = render(receipt(game, "France"), "text")
    assert "* build 2 infantry in Paris" in text
    assert "line 2: 'march on vienna': not understood:" in text


def test_the_roll_call_shows_who_sent_orders_who_has_not_and_the_deadline(game):
    game.set_deadline(parse_deadline(DEADLINE))
    game.store_orders("France", ORDERS, sender="anna@example.org", sent_at=datetime(2026, 11, 30, 18, tzinfo=UTC))
    doc = rollcall(game)
    text = render(doc, "text")
    assert "Deadline: 2026-11-30 20:00 UTC." in text
    rows = [line.split() for line in text.splitlines() if line.startswith(("France", "Austria"))]
    assert rows == [["France", "Nappy", "received", "(2026-11-30", "18:00", "UTC)"], ["Austria", "-", "not", "yet"]]
    assert "1 of 2 nations have sent orders. Still awaited: Austria." in text
    assert "anna@example.org" not in text          # the thread is public: no addresses


def test_the_roll_call_marks_late_orders_and_says_when_all_are_in(game):
    game.set_deadline(parse_deadline(DEADLINE))
    game.store_orders("France", "A holds", sender="anna@example.org", sent_at=datetime(2026, 12, 1, tzinfo=UTC))
    game.store_orders("Austria", "build infantry in Vienna")
    text = render(rollcall(game), "bbcode")
    assert "received late (2026-12-01 00:00 UTC)" in text
    assert "All orders are in." in text and "[b]2026-11-30 20:00 UTC[/b]" in text


def test_the_roll_call_without_a_deadline_says_so(game):
    assert "No deadline has been set." in render(rollcall(game), "md")
