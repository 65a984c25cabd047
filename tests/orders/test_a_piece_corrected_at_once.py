"""Issue 22 round 11: an order the player corrects at once, before it could be read ('..., 2 galleons 13 attack
maustria... I mean attack Maustria in 13'): the piece the correction says again is set aside, the sentence's other
pieces read; a correction naming another order changes nothing (refused as before). A piece in shorthand taken
back by 'scratch that' needs no explaining; a phone's signature ('sent from phone, sorry for typos') ends the
message."""

from __future__ import annotations

import pytest

from engine.words.corrected_piece import restates
from tests.orders.bundled import sheet_of, written


def _read(rules_id: str, where: str, nation: str, text: str):
    sheet = sheet_of(rules_id, nation, where, text)
    return written(rules_id, where, sheet), sheet.problems


def test_a_correction_naming_another_order_sets_nothing_aside():
    orders, problems = _read("succheesion", "start", "Crimsonia",
                             "4 units 1 -> 4, 2 galleons 13 attack maustria... I mean build 1 militia in scarlet moors")
    assert problems and "4 units 1 -> 4" not in orders


@pytest.mark.parametrize("first, again, said", [
    ("2 galleons 13 attack maustria", "attack Maustria in 13", True),
    ("attack maustria", "attack Maustria in 13", True),
    ("4 units 1 -> 4 attack maustria", "4 units 1 -> 4", True),
    ("2 galleons 13 attack maustria", "build 1 militia in scarlet moors", False),
    ("attack", "attack Maustria in 13", False),
])
def test_a_correction_restates_the_order_it_changes(first, again, said):
    assert restates(first, again) is said


@pytest.mark.parametrize("text, orders", [
    ("4 units 1 -> 4, build 2 infantry in madder vale, attack maustria... actually, attack Maustria in 13",
     ["4 units 1 -> 4", "build 2 Infantry in 12", "attack Maustria in 13"]),
    ("build 1 militia in scarlet moors, 4 units 1 -> 4 attack maustria... I mean 4 units 1 -> 4",
     ["build 1 Militia in 3", "4 units 1 -> 4"]),
    ("4 units 1 -> 4, 2 galleons 13 attack maustria. no wait, attack Maustria in 13",
     ["4 units 1 -> 4", "attack Maustria in 13"]),
])
def test_the_last_piece_corrected_at_once_is_set_aside(text, orders):
    assert _read("succheesion", "start", "Crimsonia", text) == (orders, ())


@pytest.mark.parametrize("text", [
    "1 frigate 51 -> 50 -> 52 attack dunbarra... scratch that, 1 Frigate 51 -> 61",
    "1f 51>50>52 atk dunbarra. scratch that, 1 Frigate 51 -> 61",
    "2F 51>50 attack dunbarra. scratch that. 1 Frigate 51 -> 61",
])
def test_shorthand_taken_back_needs_no_explaining(text):
    orders, problems = _read("succheesion", "start", "Berdain", text)
    assert orders == ["1 Frigate 51 -> 61"] and not problems


@pytest.mark.parametrize("signature", ["sent from phone, sorry for typos", "Sent from a mobile", "sent from my iPad"])
def test_a_phones_signature_ends_the_message(signature):
    orders, problems = _read("napoleonic", "start", "Spain", f"alliance w France\n{signature}")
    assert orders == ["alliance with France"] and not problems
