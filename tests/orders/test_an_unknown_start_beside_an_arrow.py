"""Issue 22, round 22 (helper Sd): a word the reader does not know standing where a move's start or end is said,
right before an arrow or beside a dash between names ('I xyzzy -> saxony', 'B: Xyz-Sax'), refuses the move
("no province or sea called 'xyzzy'"): never read from the unit's own place with the word dropped, nor a second
clause read while the first is lost (engine.words.meaning.arrow_start)."""

import pytest

from tests.orders.bundled import checked

# (ruleset, nation, position, text, the unknown word)
REFUSED = [
    ("eia", "Prussia", "prussia-land", "I xyzzy -> saxony, II silesia -> saxony", "xyzzy"),
    ("eia", "Prussia", "prussia-land", "II Qwerty -> Saxony", "Qwerty"),
    ("eia", "Prussia", "prussia-land", "corps II: Flumph - Saxony", "Flumph"),
    ("napoleonic", "Prussia", "spring-1805-war", "B: Xyz-Sax", "Xyz"),
    ("napoleonic", "Prussia", "spring-1805-war", "B: Xyz-Sax, A: Brandenburg-Saxony", "Xyz"),
    ("napoleonic", "Prussia", "spring-1805-war", "B: Silesia - Plimsoll", "Plimsoll"),
    ("napoleonic", "Russia", "spring-1805-war", "Corps F: Grobnik -> Yekaterinoslav", "Grobnik"),
    ("classic", "France", "start", "1 army 21 -> 25, 1 army xyzzy -> 25", "xyzzy"),
    ("classic", "France", "start", "1 army Zorbland-25", "Zorbland"),
    ("succheesion", "Crimsonia", "start", "4 units 1 -> 2, 4 units xyzzy -> 4", "xyzzy"),
    ("succheesion", "Crimsonia", "start", "4 units quux -> 4", "quux"),
]


@pytest.mark.parametrize("rules_id,nation,where,text,word", REFUSED)
def test_an_unknown_word_beside_an_arrow_refuses_the_move(rules_id, nation, where, text, word):
    _, sheet = checked(rules_id, nation, where, text)
    assert any(word in p.reason for p in sheet.problems), (sheet.orders, sheet.problems)
    assert not sheet.orders, sheet.orders


# Near misses: a known short form, a sea named without its 'Sea', a whole name: read.
READ = [
    ("eia", "Prussia", "prussia-land", "I Bra -> Sax", ["corps I: Brandenburg - Saxony"]),
    ("eia", "Prussia", "prussia-land", "II silesia -> saxony", ["corps II: Silesia - Saxony"]),
    ("napoleonic", "Prussia", "spring-1805-war", "B: Sil-Sax", ["B Silesia - Saxony"]),
    ("napoleonic", "Prussia", "spring-1805-war", "B: Silesia-Saxony", ["B Silesia - Saxony"]),
    ("napoleonic", "Russia", "spring-1805-war", "Squadron 4: Ionian -> Adriatic", ["squadron 4 - Adriatic Sea"]),
    ("napoleonic", "Ottoman Empire", "spring-1805-war", "D: Izmir -> Ankara", ["D Smyrna - Angora"]),
    ("classic", "France", "start", "1 army 21 -> 25", ["1 army 21 -> 25"]),
    ("succheesion", "Crimsonia", "start", "4 units 9 -> 4", ["4 units 9 -> 4"]),
]


@pytest.mark.parametrize("rules_id,nation,where,text,expected", READ)
def test_a_known_name_beside_an_arrow_is_read(rules_id, nation, where, text, expected):
    orders, sheet = checked(rules_id, nation, where, text)
    assert orders == expected and not sheet.problems, (orders, sheet.problems)


def test_a_long_line_of_dashes_reads_in_linear_time():
    _, sheet = checked("napoleonic", "Prussia", "spring-1805-war", "B: " + "- " * 20000 + "Saxony")
    assert not sheet.orders
