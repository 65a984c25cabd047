"""Issue 22 round 20 (helper Ng): what the writer says his nation or his units will NOT do, or that a unit does
nothing (engine.words.meaning.nothing_done). A denial of the writer's nation and a nothing-order of named units give
no order: set aside with the reason on the receipt, or read as a hold where the ruleset has one. Never: a denial
of an order the message also gives (asked), a denial with a condition (refused as before), 'not' about another
nation (a statement), an order after the denial (kept)."""

from __future__ import annotations

import pytest

from engine.words.meaning.nothing_done import DENIED, NEUTRAL, NOTHING_FOR_UNITS, denied, nothing_for_units
from engine.words.talk_lines import own_forms
from tests.orders.bundled import sheet_of, written

_NATIONS = {"napoleonic": "Prussia", "classic": "Italy", "succheesion": "Crimsonia", "eia": "France"}
_BUILD = {"napoleonic": ("build 1 infantry in Brandenburg", "build infantry in Brandenburg"),
          "classic": ("buy 1 army in 36", "buy 1 army in 36"),
          "succheesion": ("build 1 Militia in 2", "build 1 Militia in 2"),
          "eia": ("", "")}


def _read(rules_id: str, nation: str, text: str, where: str = "start"):
    sheet = sheet_of(rules_id, nation, where, text)
    return written(rules_id, where, sheet), sheet


def _reasons(sheet) -> str:
    return " | ".join(c.reason for c in sheet.chatter)


@pytest.mark.parametrize("rules_id", sorted(_NATIONS))
@pytest.mark.parametrize("line, why", [
    ("We are not declaring war on anyone this turn.", DENIED),
    ("fyi we won't be attacking anybody", DENIED),
    ("No alliances this year, we stay neutral.", DENIED),
    ("I do not want to buy anything yet, I'll save my money.", DENIED),
    ("We stay out of the war, as always.", NEUTRAL),
    ("just so you know we will not make war on anybody for now", DENIED),
])
def test_a_denial_of_the_writers_nation_is_set_aside_with_its_reason(rules_id, line, why):
    nation = _NATIONS[rules_id]
    orders, sheet = _read(rules_id, nation, line)
    assert orders == [] and not sheet.problems
    assert why in _reasons(sheet) or sheet.chatter and all(c.reason != "not an order" for c in sheet.chatter)
    # (or told by another path: its reason said on the receipt, never filed as chatter)


@pytest.mark.parametrize("rules_id", ["napoleonic", "classic", "succheesion"])
def test_a_denial_beside_an_order_keeps_the_order(rules_id):
    nation = _NATIONS[rules_id]
    said, canonical = _BUILD[rules_id]
    orders, sheet = _read(rules_id, nation, f"{said}\nWe will not declare war on anybody.")
    assert orders == [canonical] and not sheet.problems and DENIED in _reasons(sheet)


@pytest.mark.parametrize("rules_id, nation, order, denial", [
    ("napoleonic", "Prussia", "declare war on Austria", "We are not declaring war on anybody."),
    ("classic", "Italy", "buy 1 army in 36", "We won't buy anything this turn."),
    ("succheesion", "Crimsonia", "declare war on Berdain", "We are not declaring war on anybody."),
])
def test_a_denial_of_an_order_the_message_gives_is_asked(rules_id, nation, order, denial):
    for text in (f"{order}\n{denial}", f"{denial}\n{order}"):
        orders, sheet = _read(rules_id, nation, text)
        assert sheet.problems, text          # asked: which stands?
        assert all(DENIED not in c.reason for c in sheet.chatter)


def test_a_unit_negated_and_ordered_is_asked():
    orders, sheet = _read("napoleonic", "Prussia", "A - Silesia. A does not move.")
    assert sheet.problems


@pytest.mark.parametrize("rules_id, nation, line", [
    ("napoleonic", "Prussia", "We will not attack unless they do."),
    ("classic", "Italy", "we don't declare war on Austria if they stay quiet"),
    ("succheesion", "Crimsonia", "We won't attack anybody until Berdain moves."),
])
def test_a_denial_with_a_condition_is_never_set_aside(rules_id, nation, line):
    orders, sheet = _read(rules_id, nation, line)
    assert sheet.problems and all(DENIED not in c.reason for c in sheet.chatter)


@pytest.mark.parametrize("rules_id, nation, line", [
    ("napoleonic", "France", "Prussia is not moving."),
    ("classic", "Italy", "Austria will not declare war on anybody."),
])
def test_not_about_another_nation_is_no_denial_of_ours(rules_id, nation, line):
    orders, sheet = _read(rules_id, nation, line)
    assert orders == [] and all(DENIED not in c.reason for c in sheet.chatter)


@pytest.mark.parametrize("rules_id, nation, line, canonical", [
    ("napoleonic", "Prussia", "No builds this turn, but build 1 infantry in Brandenburg after all.",
     "build infantry in Brandenburg"),
    ("napoleonic", "Prussia", "We will not declare war, but we build 1 infantry in Brandenburg.",
     "build infantry in Brandenburg"),
])
def test_an_order_after_a_denial_is_kept(rules_id, nation, line, canonical):
    orders, sheet = _read(rules_id, nation, line)
    assert canonical in orders or sheet.problems      # read, or refused: never lost with the denial


@pytest.mark.parametrize("rules_id, nation, line", [
    ("succheesion", "Dunbarra", "Our frigates in 52 keep watch and do nothing more."),
    ("succheesion", "Dunbarra", "the frigates (2) at 52 stay where they are, no fighting"),
    ("classic", "Vikings", "The ships in D stay where they are this turn."),
    ("classic", "Vikings", "We keep our ships in D where they are (no orders for them)."),
])
def test_a_nothing_order_of_units_is_set_aside_with_its_reason(rules_id, nation, line):
    orders, sheet = _read(rules_id, nation, line)
    assert orders == [] and not sheet.problems
    assert NOTHING_FOR_UNITS in _reasons(sheet) \
        or sheet.chatter and all(c.reason != "not an order" for c in sheet.chatter)


@pytest.mark.parametrize("line", ["Our ships in D stay out of combat.", "the ships in D: no fighting this turn"])
def test_ships_kept_out_of_combat_are_never_set_aside_where_the_ruleset_has_that_order(line):
    orders, sheet = _read("classic", "Vikings", line)       # classic's 'no combat': read, or asked
    assert orders or sheet.problems
    assert NOTHING_FOR_UNITS not in _reasons(sheet)


def test_a_nothing_order_of_a_corps_is_its_hold_where_the_ruleset_has_one():
    orders, sheet = _read("napoleonic", "Prussia", "Corps A keeps watch and does nothing more.")
    assert orders == ["A holds"] and not sheet.problems


@pytest.mark.parametrize("line", [
    "Our frigates in 52 stay where they are, then sail to 37.",
    "our frigates stay where they are unless attacked",
    "the frigates in 52 do nothing, maybe",
    "Our frigates in 52 stay where they are, not this turn.",
    "Our frigates in 52 stay where they are?",
    "Should our frigates in 52 stay where they are?",
])
def test_a_nothing_order_with_more_is_never_set_aside(line):
    orders, sheet = _read("succheesion", "Dunbarra", line)
    assert NOTHING_FOR_UNITS not in _reasons(sheet)


@pytest.mark.parametrize("said", [
    "we are not declaring war on Austria, but A - Silesia",
    "no trade with Crimsonia",
    "we will not attack 37",
    "we do not move 3 armies",
    "Austria does not declare war on anybody",
    "we do not attack, unless they do",
    "Do not declare war on Austria",
    "we are not declaring war on Austria, not this turn",
    "we are not declaring war on anybody?",
    "we don't attack the ships",
])
def test_denied_leaves_what_may_be_an_order(said):
    assert denied(said, own_forms("Prussia"), {"austria", "crimsonia"}) is None


def test_long_lines_stay_linear():
    assert denied("we are not " + " " * 100_000 + "declaring war", own_forms("Prussia")) is None
    assert not nothing_for_units("the ships " + "stay " * 50_000, (), 1)


@pytest.mark.parametrize("rules_id, nation, text", [
    ("succheesion", "Dunbarra", "2 Frigates 52 -> 50\nour frigates (2) in 52 stay where they are, no fighting this turn."),
    ("succheesion", "Dunbarra", "our frigates (2) in 52 keep watch and do nothing more.\n2 Frigates 52 -> 50"),
    ("classic", "Vikings", "4 ships D -> C\nThe ships in D keep watch and do nothing more."),
    ("classic", "Vikings", "The ships in D keep watch and do nothing more.\n4 ships D -> C"),
])
def test_units_said_to_do_nothing_that_another_line_moves_are_asked(rules_id, nation, text):
    orders, sheet = _read(rules_id, nation, text)
    assert sheet.problems and NOTHING_FOR_UNITS not in _reasons(sheet)


@pytest.mark.parametrize("rules_id, nation, text", [
    ("classic", "Prussia", "The 2 armies in 40 keep watch and do nothing more."),
    ("succheesion", "Maustria", "The Adoen units in Stepka's March do nothing this turn."),
])
def test_units_said_to_do_nothing_not_the_writers_or_not_there_are_refused(rules_id, nation, text):
    orders, sheet = _read(rules_id, nation, text)
    assert sheet.problems and NOTHING_FOR_UNITS not in _reasons(sheet)
