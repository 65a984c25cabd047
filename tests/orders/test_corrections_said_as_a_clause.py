"""A correction said as a whole clause with a pronoun subject ('Actually, they go to 99' after '2 armies 97 ->
100') is never spliced onto the end of the order before: '2 armies they go to 99' read with its armies taken from
wherever one borders 99 (98), an order the player never gave. It is asked; a correction that says only the new
end ('No, 97 -> 101', 'make that 101') still replaces the end."""

import pytest

from tests.orders.bundled import read


@pytest.mark.parametrize("nation, text, wrong", [
    ("Turkey", "2 armies 97 -> 100\nActually, they go to 99", "2 armies 98 -> 99"),
    ("Turkey", "2 armies 97 -> 100\nEDIT: they go to 99", "2 armies 98 -> 99"),
    ("Turkey", "2 armies 97 -> 100\nSorry, it goes to 99", "2 armies 98 -> 99"),
    ("Turkey", "2 armies 97 -> 100\non second thought, those march to 99", "2 armies 98 -> 99"),
    ("Turkey", "2 armies 97 -> 100\nCorrection: both move to 99.", "2 armies 98 -> 99"),
    ("France", "2 armies 24 -> 52\nActually they go to 25", "2 armies 24 -> 25"),
])
def test_a_pronoun_clause_is_not_spliced_onto_the_order_before(nation, text, wrong):
    shown, problems = read("classic", "start", nation, text)
    assert wrong not in shown and problems


def test_a_correction_giving_the_new_end_still_replaces_it():
    shown, problems = read("classic", "start", "Turkey", "2 armies 97 -> 98\nmake that 100")
    assert shown == ["2 armies 97 -> 100"] and problems == []
