"""'Same as yesterday but B goes to Bergen instead of Trondheim.' over the earlier list pasted again
(engine.words.changed_repeat, engine.words.changed_list): when the change names one order of the list and says what
it does now, that order is set aside and the change taken (the receipt says both); a change the reader cannot apply
(naming nothing of the list, or two orders it could replace) holds the list back and asks, never carried out without
the change. A heading naming only what changed over this turn's list lets the list stand; with no list in the message,
the change is read and last turn's orders stay asked."""

from __future__ import annotations

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position


def _read(rs: str, nation: str, pos: str, text: str):
    board, state = position(rs, pos)
    rules = ruleset(rs)
    return rules.check_orders(rules.parse_orders(text, nation, state, board), state, board)


def _shown(rs: str, pos: str, sheet) -> list[str]:
    board, state = position(rs, pos)
    rules = ruleset(rs)
    return rules.format_orders(list(sheet.orders), state, board).splitlines() if sheet.orders else []


@pytest.mark.parametrize("rs, nation, pos, text", [
    ("classic", "Prussia", "start", "Same as Tuesday but the Pomeranians stay home.\n--- earlier ---\n"
     "2 armies 59 -> 58\nbuy 1 army in 59"),
    ("succheesion", "Randomia", "start", "Same list as Friday except invest 3 instead of 7.\n"
     "invest 5 cheese in trade with Ubliko\nraise cheese in 15"),      # round 21: no order had 7
    ("eia", "Austria", "start", "[21:04] same orders as before, except no alliance with Turkey - make it Spain.\n"
     "ally with Turkey"),
    ("napoleonic", "France", "spring-1805-war", "Same as yesterday but Z goes to Lorraine.\nE - Champagne\nG - Normandy"),
    ("eia", "France", "france-land", "Same as yesterday but corps IV goes to Brabant.\n--- earlier ---\n"
     "corps II: Alsace - Baden - Württemberg\ncorps III: Picardy - Flanders"),
    ("napoleonic", "France", "spring-1805-war", "Same as Monday but E goes to Burgundy. Everything else changes.\n"
     "E - Champagne\nG - Normandy"),
])
def test_a_change_the_reader_cannot_apply_is_asked(rs, nation, pos, text):
    sheet = _read(rs, nation, pos, text)
    assert not sheet.orders
    assert any("held back" in p.reason and "an earlier one with a change" in p.reason for p in sheet.problems)


@pytest.mark.parametrize("rs, nation, pos, text, old, new, rest", [
    ("napoleonic", "France", "spring-1805-war", "GM - same as I sent yesterday but E goes to Burgundy instead of "
     "Champagne.\n\n--- earlier ---\nE - Champagne\nG - Normandy", "E - Champagne", "E - Burgundy", ["G - Normandy"]),
    ("napoleonic", "France", "spring-1805-war", "same as yesterday but E stays.\nE - Champagne\nG - Normandy",
     "E - Champagne", "E holds", ["G - Normandy"]),
    ("eia", "France", "france-land", "Same as yesterday but corps III goes to Brabant instead of Flanders.\n"
     "--- earlier ---\ncorps II: Alsace - Baden - Württemberg\ncorps III: Picardy - Flanders",
     "corps III: Picardy - Flanders", "corps III: Picardy - Brabant", ["corps II: Alsace - Baden - Württemberg"]),
    ("succheesion", "Randomia", "start", "Same list as Friday except 13 units 15 -> 16 instead of 17.\n"
     "13 units 15 -> 17\nraise cheese in 15", "13 units 15 -> 17", "13 units 15 -> 16", ["raise cheese in 15"]),
    # round 20 (lead): 'X, not Y' says what was; 'Everything else unchanged.' after the change changes nothing
    ("napoleonic", "France", "spring-1805-war", "Same as on Monday except E goes to Burgundy, not Champagne.\n"
     "E - Champagne\nG - Normandy", "E - Champagne", "E - Burgundy", ["G - Normandy"]),
    ("napoleonic", "France", "spring-1805-war", "GM - same as before but E goes to Burgundy instead of Champagne. "
     "Everything else unchanged.\nE - Champagne\nG - Normandy", "E - Champagne", "E - Burgundy", ["G - Normandy"]),
    ("classic", "Prussia", "start", "same as yesterday but 2 armies 59 -> 61, not 58. The rest as before.\n"
     "2 armies 59 -> 58\nbuy 1 army in 63", "2 armies 59 -> 58", "2 armies 59 -> 61", ["buy 1 army in 63"]),
    # round 21 (helper Ns): a number changed ('invest 3 instead of 5': engine.words.changed_count)
    ("succheesion", "Randomia", "start", "Same list as Friday except invest 3 instead of 5.\n"
     "invest 5 cheese in trade with Ubliko\nraise cheese in 15", "invest 5 cheese in trade with Ubliko",
     "invest 3 cheese in trade with Ubliko", ["raise cheese in 15"]),
])
def test_the_change_replaces_the_lists_order_for_its_unit(rs, nation, pos, text, old, new, rest):
    sheet = _read(rs, nation, pos, text)
    shown = _shown(rs, pos, sheet)
    assert new in shown and old not in shown, (shown, sheet.problems)
    assert all(r in shown for r in rest)
    assert not sheet.problems
    assert any("set aside: replaced by the change on line 1" in c.reason for c in sheet.chatter)


def test_no_build_takes_the_build_out():
    sheet = _read("napoleonic", "France", "spring-1805-war",
                  "same as yesterday but no build in Paris.\nE - Champagne\nbuild 1 infantry in Paris")
    assert _shown("napoleonic", "spring-1805-war", sheet) == ["E - Champagne"] and not sheet.problems


@pytest.mark.parametrize("rs, nation, pos, text", [
    ("classic", "Italy", "start", "Same as yesterday but 1 army 37 -> 38.\n1 army 37 -> 36\n1 army 37 -> 39\n"
     "2 armies 38 -> 39"),
    ("napoleonic", "France", "spring-1805-war",
     "same as yesterday but no build in Paris.\nbuild 1 cavalry in Paris\nbuild 1 infantry in Paris"),
])
def test_a_change_two_orders_could_take_is_asked_with_both_named(rs, nation, pos, text):
    sheet = _read(rs, nation, pos, text)
    assert not sheet.orders
    held = [p for p in sheet.problems if "more than one of its orders" in p.reason]
    assert len(held) >= 2 and all("line 2:" in p.reason and "line 3:" in p.reason for p in held)


def test_the_earlier_order_is_never_carried_out_beside_the_change():
    sheet = _read("napoleonic", "France", "spring-1805-war",
                  "Same as yesterday but E goes to Burgundy instead of Champagne.\n> ignore\nE - Champagne\n"
                  "G - Normandy")
    assert "E - Champagne" not in _shown("napoleonic", "spring-1805-war", sheet)


@pytest.mark.parametrize("rs, nation, text, want", [
    ("succheesion", "Dunbarra", "Dunbarra orders (same as last turn except the march):\nbuild 1 Militia in 37\n"
     "3 units 35 -> 5\nspend no TP", ["build 1 Militia in 37", "3 units 35 -> 5", "spend no TP"]),
    ("classic", "Prussia", "Same as last turn except the build:\n2 armies 59 -> 58\nbuy 1 army in 59",
     ["2 armies 59 -> 58", "buy 1 army in 59"]),
])
def test_a_heading_naming_what_changed_heads_this_turns_list(rs, nation, text, want):
    sheet = _read(rs, nation, "start", text)
    assert _shown(rs, "start", sheet) == want and not sheet.problems


def test_a_heading_over_one_order_only_is_asked():
    sheet = _read("classic", "Prussia", "start", "Same as last turn except the build:\nbuy 1 army in 59")
    assert not sheet.orders and sheet.problems


def test_with_no_list_the_change_is_read_and_last_turns_orders_asked():
    sheet = _read("napoleonic", "Spain", "spring-1805-war", "Spain, spring 1805. As last turn, but corps A goes to "
                  "Valencia instead of Old Castile. Corps C to Aragon as before.")
    assert _shown("napoleonic", "spring-1805-war", sheet) == ["A - Valencia", "C - Aragon"]
    assert any("last turn's other orders" in p.reason for p in sheet.problems)


@pytest.mark.parametrize("rs, nation, pos, text, count", [
    ("napoleonic", "France", "spring-1805-war", "E - Champagne\nG - Normandy\nSame as ever, the Emperor is pleased.", 2),
    ("classic", "Prussia", "start", "2 armies 59 -> 58\nbuy 1 army in 59", 2),
])
def test_a_list_without_such_a_line_reads(rs, nation, pos, text, count):
    sheet = _read(rs, nation, pos, text)
    assert len(sheet.orders) == count
