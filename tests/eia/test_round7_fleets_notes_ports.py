"""Issue 22, round 7 (fresh4-eia-veteran-2, -numname-3, -ask-12).
- A fleet named without the word 'fleet', by its name or its start ('Chan EC-WA', 'Med: WMed - GoL'); 'no xfer.'
  after the moves says none of a kind, never takes the move before it back.
- A place in brackets beside a corps ('Corps 2 (Lithuania) to Minsk') where that corps does not stand is asked.
- A fleet ending in the port of a minor nation neither at war with the mover nor its ally, or a corps marching into a
  neutral minor's land, is asked: whether it was let in is not in the state."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation, where):
    board, state = position("eia", where)
    sheet = RULES.check_orders(RULES.parse_orders(text + "\n", state.find_nation(nation).name, state, board),
                               state, board)
    return [RULES.format_order(o, board) for o in sheet.orders], [p.reason for p in sheet.problems]


CHANNEL = "fleet Channel: English Channel - Western Approaches"
MED = "fleet Mediterranean: Western Mediterranean - Gulf of Lion"


@pytest.mark.parametrize("text, wanted", [
    ("GB N: Chan EC-WA. Med WMed-GoL. no xfer.", [CHANNEL, MED]),
    ("Chan: EC - WA", [CHANNEL]),
    ("Med: WMed - GoL", [MED]),
    ("Channel: English Channel - Western Approaches", [CHANNEL]),
    ("Mediterranean to Gulf of Lion", [MED]),
    ("Chan EC-WA, Med WMed-GoL", [CHANNEL, MED]),
    ("Med WMed-GoL. No transports this month.", [MED]),
    ("Chan EC - WA. no landings.", [CHANNEL]),
    ("Channel English Channel -> Western Approaches", [CHANNEL]),
])
def test_a_fleet_by_its_name_alone(text, wanted):
    orders, problems = read(text, "Great Britain", "great-britain-naval")
    assert (sorted(orders), problems) == (sorted(wanted), [])


def test_no_alone_still_takes_the_move_back():
    orders, problems = read("Chan EC-WA. No.", "Great Britain", "great-britain-naval")
    assert orders == []


@pytest.mark.parametrize("text", [
    "Corps 2 (Lithuania) to Minsk",
    "Corps II (Lithuania) to Minsk",
    "Corps II (in Lithuania): to Minsk",
    "Corps II (Lithuania) marches to Minsk",
    "corps II (Lithuania): Lithuania - Minsk",
    "II (Lithuania) - Minsk",
    "The 2nd corps (at Lithuania) goes to Minsk",
    "Cossacks (Lithuania) to Kiev",
    "Corps I (now in Volhynia) to Minsk",
])
def test_a_place_beside_a_corps_that_is_not_where_it_stands_is_asked(text):
    orders, problems = read(text, "Russia", "russia-land")
    assert orders == [] and problems and "which corps is meant" in problems[0], (orders, problems)


@pytest.mark.parametrize("text, wanted", [
    ("Corps II (Volhynia) to Minsk", "corps II: Volhynia - Minsk"),
    ("Corps 1 (Lithuania) to Minsk", "corps I: Lithuania - Minsk"),
    ("Cossacks (Podolia) to Kiev", "corps Cossacks: Podolia - Kiev"),
])
def test_a_place_that_agrees_reads(text, wanted):
    assert read(text, "Russia", "russia-land") == ([wanted], [])


@pytest.mark.parametrize("text, nation, where", [
    ("fleet Cadiz: Andalusia - Gulf of Cadiz - Atlantic Ocean - Lisbon", "Spain", "spain-naval"),
    ("Cadiz: Andalusia - Gulf of Cadiz - Atlantic Ocean - Lisbon", "Spain", "spain-naval"),
    ("fleet Mediterranean: Western Mediterranean - Naples", "Great Britain", "great-britain-naval"),
    ("The Mediterranean fleet sails from the Western Mediterranean into Naples.", "Great Britain", "great-britain-naval"),
    ("corps II: Andalusia - Alentejo", "Spain", "spain-land"),
    ("Corps II marches from Andalusia into the Alentejo.", "Spain", "spain-land"),
])
def test_a_neutral_port_or_land_is_asked(text, nation, where):
    orders, problems = read(text, nation, where)
    assert orders == [] and problems and "ask the player" in problems[0], (orders, problems)


@pytest.mark.parametrize("text, nation, where, wanted", [
    ("fleet Channel: English Channel - London", "Great Britain", "great-britain-naval",
     "fleet Channel: English Channel - London"),
    ("corps II: Andalusia - Granada", "Spain", "spain-land", "corps II: Andalusia - Granada"),
])
def test_own_ports_and_lands_are_entered(text, nation, where, wanted):
    assert read(text, nation, where) == ([wanted], [])
