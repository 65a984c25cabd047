"""A refused clause that says several numbers offers each order with its own count: the number said before its
unit word, never a sum ('2 gold'), and each unit word with the place said after it
and each count with the places said after it, before the next count (engine/words/meaning/counts_said.py)."""

import pytest

from engine.words.meaning.counts_said import CountsSaid
from tests.orders.test_nearest_readings import _choices


@pytest.mark.parametrize("rules_id, nation, text, offered", [
    ("napoleonic", "France", "Raise 2 infantry at Paris, for 4 gold, before the spring comes",
     {"build 2 infantry in Paris"}),
    ("napoleonic", "France", "build 1 infantry in Brittany  # 2 gold, G needs filling next spring",
     {"build 1 infantry in Brittany"}),
    ("succheesion", "Berdain", "build 1 Cavalry in 38 for 2 cheese, next to the 3 at the ford?",
     {"build 1 Cavalry in 38"}),
    ("napoleonic", "France", "gm pls bld 1 cav burgundy 2 art paris maybe",     # round 21: read without 'maybe'
     {"build 1 cavalry in Burgundy", "build 2 artillery in Paris"}),
    ("succheesion", "Crimsonia", "2 Infantry Crimson Keep 1 Militia Madder Vale",
     {"build 2 Infantry in 1", "build 1 Militia in 12"}),
    ("classic", "Spain", "ok so 2 armies 13 -> 11 3 armies 14 -> 15 cheers", {"2 armies 13 -> 11", "3 armies 14 -> 15"}),
])
def test_each_order_is_offered_with_its_own_count(rules_id, nation, text, offered):
    assert offered <= set(_choices(rules_id, "start", nation, text)[:4])


def test_counts_by_unit_word_and_sums():
    kinds = {"inf": "infantry", "cav": "cavalry", "infantry": "infantry"}
    said = CountsSaid("two x inf, 1 new cav and 3 gold (5 cheese)", lambda w: kinds.get(w, ""))
    assert said.by_kind == {"infantry": [2], "cavalry": [1]} and said.sums == {3, 5}
    assert said.count_of(("cavalry",), [1, 2, 3]) == 1
    assert said.count_of(("artillery",), [1, 3]) == 1          # 3 is a sum
    assert said.count_of(("artillery",), [1, 2]) is None
    assert [(p.count, p.kind, p.text) for p in said.parts] == [(2, "infantry", "two x inf, "),
                                                                (1, "cavalry", "1 new cav and 3 gold (5 cheese)")]
    assert CountsSaid("2 inf in paris", lambda w: kinds.get(w, "")).parts == ()     # one count: no parts


def test_a_long_line_of_numbers_is_read_in_one_pass():
    said = CountsSaid("2 " * 20000 + "inf", lambda w: "infantry" if w == "inf" else "")
    assert said.by_kind == {"infantry": [2]}
