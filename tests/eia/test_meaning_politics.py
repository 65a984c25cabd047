"""EiA's political step by meaning (engine/rulesets/eia/meaning_politics.py): war, alliances and breaks said
in the players' own sentences, each nation picked by its name, people or ruler, the power's own name as the
subject; a sentence whose verbs pull two ways, a negation, a condition or a question is never read so."""

import msgspec
import pytest

from engine.rulesets import ruleset
from engine.state import ALLIANCE, Relation
from engine.rulesets.eia.meaning import meaning as meaning_of
from engine.rulesets.eia.syntax import format_order
from engine.words.reading import Names
from tests.corpus.positions import position

RULES = ruleset("eia")


def _read(text, nation, name="start"):
    board, state = position("eia", name)
    sheet = RULES.parse_orders(text, nation, state, board)
    return [RULES.format_orders([o], state, board).strip() for o in sheet.orders], list(sheet.problems)


def _political(nation, name="start"):
    board, state = position("eia", name)
    found = meaning_of(board, state, nation, Names(board, state), format_order)
    return {c.order: c for c in found.candidates if c.verb in ("war", "ally", "break")}


def test_each_nation_may_be_warred_on_or_allied_with_as_the_checks_allow():
    board, state = position("eia", "start")
    for nation in (n.name for n in state.nations):
        offered = _political(nation)
        for other in (n.name for n in state.nations if n.name != nation):
            war, ally = f"declare war on {other}", f"ally with {other}"
            # an ally is not warred on before the alliance is broken (seed 003 XV.C: "the breaking alliances
            # step" apart from "the declaration of war step"; seed 002 19.2.2's locked alliances)
            assert (war in offered) == (not state.at_war(nation, other) and not state.allied(nation, other)), (nation, other)
            assert (ally in offered) == (not state.allied(nation, other)), (nation, other)
            assert (f"break alliance with {other}" in offered) == state.allied(nation, other)
        assert all(c.nations and c.nations[0] in c.order for c in offered.values())


def _allied(state, a, b):
    key = (a, b) if a <= b else (b, a)
    kept = tuple(r for r in state.relations if r.nations != key)
    return msgspec.structs.replace(state, relations=(*kept, Relation(nations=key, status=ALLIANCE)))


def test_a_power_may_break_each_alliance_it_has_and_say_so():
    board, state = position("eia", "start")
    state = _allied(state, "Prussia", "Spain")
    found = meaning_of(board, state, "Spain", Names(board, state), format_order)
    offered = {c.order for c in found.candidates}
    assert "break alliance with Prussia" in offered and "ally with Prussia" not in offered
    for text in ("Spain breaks with the Prussians.", "Spain herewith breaks off the alliance with Prussia!"):
        sheet = RULES.parse_orders(text, "Spain", state, board)
        assert [RULES.format_orders([o], state, board).strip() for o in sheet.orders] == \
            ["break alliance with Prussia"], (text, sheet.problems)


@pytest.mark.parametrize("text, nation, order", [
    ("Naples allies with Austria, and that is all.", "Naples", "ally with Austria"),
    ("Portugal, England's oldest friend, allies with Great Britain.", "Portugal", "ally with Great Britain"),
    ("Austria and Naples ally.", "Naples", "ally with Austria"),
    ("Denmark, ever loyal, now joins the Russians in alliance.", "Denmark", "ally with Russia"),
    ("The Swedish crown offers the Russians its alliance.", "Sweden", "ally with Russia"),
    ("Our envoy carries a declaration of war to the Spaniards.", "Portugal", "declare war on Spain"),
    ("The Tsar's answer to the Porte is a declaration of war.", "Russia", "declare war on Turkey"),
])
def test_alliances_and_wars_said_in_the_players_own_words_are_read(text, nation, order):
    orders, problems = _read(text, nation)
    assert orders == [order] and not problems, (orders, problems)


@pytest.mark.parametrize("text, nation", [
    ("Declare war on the French allies.", "Russia"),            # two verbs, two orders: which?
    ("Portugal declares war on Spain and her allies.", "Portugal"),
    ("We will not ally with Austria, whatever the Tsar says.", "Naples"),
    ("Should Naples ally with Austria?", "Naples"),
    ("If Prussia marches, Sweden allies with Russia.", "Sweden"),
    ("Naples allies with Vienna or Madrid.", "Naples"),
    ("Austria accepts an alliance with Naples.", "Naples"),         # another nation's order
    ("The Spanish court hopes for an alliance with France.", "Spain"),
    ("We dream of an alliance with Austria.", "Prussia"),
])
def test_war_and_alliance_sentences_that_pull_two_ways_or_doubt_are_never_read(text, nation):
    orders, problems = _read(text, nation)
    assert problems and not any(o.startswith(("declare war", "ally with")) for o in orders), (orders, problems)


def test_a_war_beside_an_alliance_in_brackets_is_read_or_refused_never_dropped():
    text = ("From the King's diary: today I signed the treaty with the Tsar (Sweden allies with Russia) and sent "
            "the French envoy home with a declaration of war on France.")
    orders, problems = _read(text, "Sweden")
    assert "ally with Russia" in orders
    assert "declare war on France" in orders or problems
    assert _read("España declara la guerra a Portugal (declare war on Portugal)", "Spain") \
        == (["declare war on Portugal"], [])        # a translation in brackets is the sentence itself


def test_no_war_or_alliance_is_offered_outside_the_political_step():
    for name in ("france-land", "austria-naval", "spain-naval"):
        assert not _political(name.split("-")[0].title(), name)


def test_every_standing_answer_said_with_a_verb_is_offered_to_a_major_power_only():
    offered = {c.order for c in _all("France")}
    assert {"standing guard: commit", "standing guard: hold", "standing further days: fight",
            "standing further days: withdraw", "standing surrender: surrender", "standing surrender: fight on",
            "standing chit: outflank", "standing chit: defend"} <= offered
    assert "standing chit: cordon" not in offered                  # no verb says it: the strict forms read it
    assert not any(o.startswith("standing") for o in (c.order for c in _all("Denmark")))   # no major power
    assert {c.order for c in _all("Denmark") if c.verb == "intercept"} == {"fleet Copenhagen: intercept"}


def _all(nation, name="start"):
    board, state = position("eia", name)
    return meaning_of(board, state, nation, Names(board, state), format_order).candidates


@pytest.mark.parametrize("text, nation, order", [
    ("Also the standing of the guard is to make hold.", "Russia", "standing guard: hold"),
    ("Standing orders: the Guard holds.", "France", "standing guard: hold"),
    ("Our chit, when asked: we outflank.", "Austria", "standing chit: outflank"),
    ("On a second day of battle our army withdraws, GM.", "Prussia", "standing further days: withdraw"),
    ("Besieged, our cities fight on to the last man, sire.", "Spain", "standing surrender: fight on"),
    ("The Guard shall be committed, Referee.", "Turkey", "standing guard: commit"),
    ("Sire, the fleet at Brest is to intercept.", "France", "fleet Brest: intercept"),
    ("The Copenhagen fleet intercepts, GM.", "Denmark", "fleet Copenhagen: intercept"),
])
def test_standing_answers_and_interceptions_said_in_sentences_are_read(text, nation, order):
    assert _read(text, nation) == ([order], [])


@pytest.mark.parametrize("text, nation", [
    ("The ships of Copenhagen are not making interception.", "Denmark"),
    ("Perhaps the standing of the guard should be hold.", "France"),
    ("Our chit: we outflank or we defend.", "Austria"),
    ("The standing of the guard: hold or commit, as the GM sees fit.", "Russia"),
])
def test_standing_answers_and_interceptions_in_doubt_are_never_read(text, nation):
    orders, problems = _read(text, nation)
    assert problems and not orders, (orders, problems)
