"""A line that counts units at a place ('and two from 75', '3 at Rome') or sends the units not yet ordered ('The
rest go wherever you think best, GM.') may be an order: read, or refused and asked, never set aside as talk
(engine.words.looks)."""

import pytest

from tests.orders.bundled import sheet_of

LINES = [   # (ruleset, nation, a line on its own after an order)
    ("classic", "Austria", "and two from 75"),
    ("classic", "Spain", "and three from 14, as agreed"),
    ("classic", "Prussia", "The rest go wherever you think best, GM."),
    ("classic", "Italy", "4 at 37 as before"),
    ("classic", "Spain", "the others march on wherever needed"),
    ("napoleonic", "France", "the rest go wherever the Emperor wishes"),
    ("napoleonic", "France", "two from Paris, if you please"),
    ("succheesion", "Maustria", "and the 6 from Maus Imperial"),
    ("succheesion", "Maustria", "The remainder move wherever they are needed."),
    ("eia", "Austria", "the others ride on"),
]


@pytest.mark.parametrize("rules_id, nation, line", LINES)
def test_a_count_at_a_place_or_the_rest_sent_is_never_talk(rules_id, nation, line):
    sheet = sheet_of(rules_id, nation, "start", line)
    assert sheet.orders or [p.line for p in sheet.problems] == [1]
    assert not any(c.line == 1 and c.reason == "not an order" for c in sheet.chatter)


def test_an_order_wrapped_over_four_lines_reads_both_its_moves():
    sheet = sheet_of("classic", "Austria", "start", "Three armies from 76 will march\nto 53\nand two from 75\nto 52.")
    assert [(o.count, o.source, o.to) for o in sheet.orders] == [(3, "76", "53"), (2, "75", "52")]
    assert sheet.problems == ()


TALK = ["Greetings to the rest of the family.", "Thanks for the 3 in the evening call."]


@pytest.mark.parametrize("line", TALK)
def test_talk_with_a_number_stays_talk(line):
    sheet = sheet_of("classic", "Austria", "start", line)
    assert sheet.orders == () and sheet.problems == ()
