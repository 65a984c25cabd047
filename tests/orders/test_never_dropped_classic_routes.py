"""Issue 22, round 6 (never silently dropped): in classic a bare number is no place ('see you in 2 days'), but a
province's number or a sea's letter after a word of the route may be part of an order wrapped over lines ('to 52.',
'and two from 75'), and the units left over sent somewhere are an order ('The rest go wherever you think best'):
read with the lines around them, or refused, never chatter."""

import pytest

from tests.orders.bundled import checked

READ = [
    ("Austria", "Three armies from 76 will march\nto 53\nand two from 75\nto 52.", ["3 armies 76 -> 53", "2 armies 75 -> 52"]),
    ("Austria", "Two armies from 79 march\nto 82.", ["2 armies 79 -> 82"]),
    ("Prussia", "My ships leave E and sail\ninto F", ["2 ships E -> F"]),
    ("Russia", "the two armies\nfrom 86\nto 74", ["2 armies 86 -> 74"]),
]


@pytest.mark.parametrize("nation, message, orders", READ)
def test_an_order_wrapped_over_lines_with_bare_numbers_reads(nation, message, orders):
    got, sheet = checked("classic", nation, "start", message)
    assert sheet.problems == () and sorted(got) == sorted(orders)


REFUSED = [
    ("Prussia", "3 armies 58 -> 55\nThe rest go wherever you think best, GM.", "The rest go"),
    ("Prussia", "The others march where needed.", "The others"),
    ("Prussia", "the remaining armies move on as you see fit", "remaining"),
    ("Austria", "and two from 75", "two from 75"),
    ("Austria", "to 52.", "to 52"),
    ("Russia", "then on towards 73!", "towards 73"),
    ("Prussia", "ships onward into F", "into F"),
    ("Austria", "and 2 more from 79 to 82 and 80 as well", "from 79"),
]


@pytest.mark.parametrize("nation, message, said", REFUSED)
def test_a_route_with_a_province_number_or_the_rest_sent_on_is_never_chatter(nation, message, said):
    _, sheet = checked("classic", nation, "start", message)
    assert any(said in p.text for p in sheet.problems)


@pytest.mark.parametrize("message", ["Thanks, talk to you soon", "Off to bed now.", "Back to work for me tomorrow."])
def test_talk_with_no_province_after_its_route_word_stays_chatter(message):
    got, sheet = checked("classic", "Austria", "start", message)
    assert got == [] and sheet.problems == () and sheet.chatter
