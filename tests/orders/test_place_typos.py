"""Issue 22, round 21: a place misspelt with one sure fix is read with it when the order is allowed, and the receipt
says so ("'salonika' read as 'Salonica'"); a name near two places or a nation, a short one, an English word, a fix
that cuts words or an order the fix makes not allowed stay refused with the fix offered (engine/words/place_typos.py).
"""

import pytest

from engine.order_sheet import read_with_a_fix
from engine.rulesets import ruleset
from engine.words.place_typos import PlaceTypo, guessed, sure_place
from tests.corpus.positions import position
from tests.orders.bundled import checked

# (ruleset, position, nation, line, orders, as written, read as)
READ = [
    ("napoleonic", "spring-1805-war", "Ottoman Empire", "corps b to salonika", ["B - Salonica"], "salonika", "Salonica"),
    ("napoleonic", "spring-1805-war", "Spain", "corps a to old castle", ["A - Old Castile"], "old castle", "Old Castile"),
    ("napoleonic", "start", "Prussia", "1 cavalry in Silesian", ["build cavalry in Silesia"], "Silesian", "Silesia"),
    ("classic", "start", "Italy", "1 army from Campania to Latuim, 1 army 37 -> 36", ["1 army 38 -> 37", "1 army 37 -> 36"],
     "Latuim", "Latium"),
    ("succheesion", "start", "Crimsonia", "build 2 Infantry in Krimson Keep", ["build 2 Infantry in 1"],
     "Krimson Keep", "Crimson Keep"),
    ("succheesion", "start", "Manarth", "4 units Manarth-Hold -> Honor Peak", ["4 units 32 -> 33"], "Honor Peak",
     "Honour Peak"),
    # the writer's own nation is named as its home: 'Dunbara' is Dunbarra the place for Dunbarra's own build
    ("succheesion", "start", "Dunbarra", "buidl 1 infnatry in Dunbara", ["build 1 Infantry in 35"], "Dunbara", "Dunbarra"),
    ("eia", "france-naval", "France", "fleet Brest: Brest - Bay of Biscya", ["fleet Brest: Brittany - Bay of Biscay"],
     "Bay of Biscya", "Bay of Biscay"),
]


@pytest.mark.parametrize("rules_id, where, nation, line, orders, written, name", READ)
def test_a_sure_misspelt_place_is_read_and_the_receipt_names_it(rules_id, where, nation, line, orders, written, name):
    got, sheet = checked(rules_id, nation, where, line)
    assert sheet.problems == () and got == orders
    notes = [c.reason for c in sheet.chatter if read_with_a_fix(c.reason)]
    assert notes == [PlaceTypo(written, name).note()]
    assert f"{written!r} read as {name!r}" in notes[0]


# (ruleset, position, nation, line): each stays refused, and no order is read
REFUSED = [
    # two places as near ('Moldavia', 'Moravia'; 'Eastern'/'Western Black Sea')
    ("napoleonic", "spring-1805-war", "Austria", "corps a to Modavia"),
    ("napoleonic", "spring-1805-war", "Russia", "squadron 1 to the Estern Black Sea"),
    # near a nation: 'Prusia' may be Prussia the nation; 'Prussian' is the nation's adjective
    ("napoleonic", "start", "Prussia", "corps a to Prusia"),
    ("napoleonic", "start", "Prussia", "1 cavalry in Prussian"),
    # English words, never a place misspelt ('province' is no Provence, 'castle' no Old Castile)
    ("napoleonic", "spring-1805-war", "Spain", "corps a to province"),
    ("napoleonic", "spring-1805-war", "Spain", "corps a to castle"),
    # a short name (four letters or fewer)
    ("classic", "start", "Italy", "1 army 38 -> Rme"),
    # the only place near, but the order is not allowed there: refused with the fix, as before
    ("napoleonic", "spring-1805-war", "Ottoman Empire", "corps c to salonika"),
    ("eia", "france-land", "France", "corps I: Rhineland - Wesphalia"),
    # the fix cuts words (a sum after the place): more than a name for a name
    ("napoleonic", "start", "Russia", "- 2 inf in St Petersburg = 4"),
    # a nation's name misspelt, even where a place is named as the nation: a fix never crosses into a nation
    ("napoleonic", "start", "Prussia", "declare war on Austira"),
    ("napoleonic", "start", "Prussia", "alliance with Austira"),
    ("succheesion", "start", "Maustria", "declare war on Dunbara"),
    # a condition's word is never taken into a name ('If Austria' is no 'Lower Austria')
    ("napoleonic", "start", "Prussia", "If Austria signs the alliance, send them 6 gold."),
    # a sign the fix loses with the name ('salonika?': asked, never read as the order), or an other name the reader
    # knows ('Piemont?'): more than a name for a name
    ("napoleonic", "spring-1805-war", "Ottoman Empire", "corps b to salonika?"),
    ("napoleonic", "spring-1805-war", "Austria", "C - Piemont?"),
    # words that may change the order (a condition, a negation, 'away from'): read only as written
    ("napoleonic", "spring-1805-war", "Ottoman Empire", "If Russia attacks, corps b to salonika"),
    ("napoleonic", "spring-1805-war", "Ottoman Empire", "corps b to salonika, not this turn"),
    ("succheesion", "start", "Dunbarra", "2 frigates Pirate's Sound away from Northern Rhind -> Gruyère Strait"),
    # a question stays asked (and a name's possessive, 'Londinium's', is no misspelling: below)
    ("classic", "start", "Britain", "The Dumnonian army goes to Wessex?"),
    # refused for something else than the name (a count said that no stack has): asked as it is
    ("succheesion", "start", "Typ Lef Nazin", "The horde of the Typ-Lef (29), four strong, goes to the Nazin Steps (30)."),
    # several words of which none is the name's own
    ("succheesion", "start", "Crimsonia", "build 2 Infantry in Krimson Kep"),
]


@pytest.mark.parametrize("rules_id, where, nation, line", REFUSED)
def test_a_name_not_sure_or_an_order_not_allowed_stays_refused(rules_id, where, nation, line):
    got, sheet = checked(rules_id, nation, where, line)
    assert got == [] and sheet.problems
    assert not any(read_with_a_fix(c.reason) for c in sheet.chatter)


def test_the_fix_is_still_offered_when_the_order_is_not_allowed():
    _, sheet = checked("napoleonic", "Ottoman Empire", "spring-1805-war", "corps c to salonika")
    assert [p.fix for p in sheet.problems] == ["corps c to Salonica"]


@pytest.mark.parametrize("rules_id, written, place", [
    ("napoleonic", "salonika", "salonica"), ("napoleonic", "Silesian", "silesia"), ("napoleonic", "bosnian", "bosnia"),
    ("napoleonic", "Old Castle", "old_castile"), ("napoleonic", "Gruyere", None), ("napoleonic", "Rusia", None),
    ("napoleonic", "Russian", None), ("napoleonic", "Kiv", None), ("napoleonic", "march", None),
    ("napoleonic", "cavalry", None), ("napoleonic", "Modavia", None), ("napoleonic", "Salonica", None),
    ("napoleonic", "Piemont", None), ("classic", "Londinium's", None),
    ("succheesion", "Vengance Ford", "vengeance_ford"), ("succheesion", "Marsh", None), ("classic", "Latuim", "37"),
    ("eia", "Wesphalia", "westphalia"), ("eia", "Normandi", "normandy"),
])
def test_the_one_place_a_written_name_can_only_be(rules_id, written, place):
    board, state = position(rules_id, "start")
    got = sure_place(written, board, state)
    assert got == (None if place is None else board.find(place).id)


def test_a_line_is_combed_for_names_only_when_short_and_never_joins_a_name_to_a_word():
    board, state = position("classic", "start")
    assert guessed("1 army from Campania to Latuim", board, state) == (
        "1 army from Campania to Latium", [PlaceTypo("Latuim", "Latium")])
    long = "our brave army that waits in Campania marches at last to Latuim, as we said it would in the spring"
    assert guessed(long, board, state) == (long, [])


def test_a_long_line_of_spaces_and_words_is_read_in_time():
    board, state = position("napoleonic", "start")
    assert guessed(" " * 100_000 + "corps b to salonika", board, state)[1] == [PlaceTypo("salonika", "Salonica")]
    rules = ruleset("napoleonic")
    sheet = rules.check_orders(rules.parse_orders("corps b to Salonikka " * 2000, "Ottoman Empire", state, board),
                               state, board)
    assert not sheet.orders
