"""Issue 22 (every word of a read line accounted for, engine.words.words_left): a line read into orders that
leaves over a word which may turn the order around (a negation of the order, the whole line a question,
another's words reported) is asked, its orders offered as one click; a contrast, a stay, a negation said of
another subject or in a reason is accounted for and the line stays read."""

import pytest

from engine.words.words_left import word_left
from tests.orders.bundled import checked

# (words of the line, its orders in canonical form): a word left that may change the order.
ASKED = [
    ("Do not send the fleet from Brest to Gascony", "F Brest - Gascony"),
    ("Don't: 4 armies 30 -> 31", "4 armies 30 -> 31"),
    ("Never march corps B into Bavaria", "B Swabia - Bavaria"),
    ("2 ships H -> G, not this turn.", "2 ships H -> G"),
    ("Corps C won't cross to Saxony", "C Silesia - Saxony"),
    ("We do not build cavalry in 14", "build 1 Cavalry in 14"),
    ("Should corps A go to Champagne?", "A Picardy - Champagne"),
    ("4 armies 30 -> 31?", "4 armies 30 -> 31"),
    ("Declare war on Portugal?", "declare war on Portugal"),
    ("Ally with Spain. Join the Republican League?", "ally with Spain; join pact Republican League"),
    ("Build 2 Infantry in 14. Then 1 Cavalry in 21??", "build 2 Infantry in 14; build 1 Cavalry in 21"),
    ("Prussia said: corps D - Hanover", "D Westphalia - Hanover"),
    ("Great Britain proposes: ally with Russia", "ally with Russia"),
    ("Buy 3 armies in 21, not now.", "buy 3 armies in 21"),
    ("Never: build 1 Fort in 31", "build 1 Fort in 31"),
    ("Fleet Cadiz: intercept if Prussia agrees.", "fleet Cadiz: intercept"),                # a condition left over
    ("Unless Austria moves first, corps B - Bavaria", "B Swabia - Bavaria"),
    ("4 armies 30 -> 31 provided the Turks stay home", "4 armies 30 -> 31"),
    ("Build 1 Galleon in 9 if needed", "build 1 Galleon in 9"),
    ("Maustria wrote: build 2 Infantry in 21", "build 2 Infantry in 21"),
]

# Lines whose every word is accounted for: they stay read.
READ = [
    ("F Brest - Gascony, not Picardy", "F Brest - Gascony"),                 # a contrast
    ("3 armies 21 -> 24 (not 4)", "3 armies 21 -> 24"),
    ("Corps A does not move", "A holds"),                                   # a stay
    ("A - Champagne, because Austria is not ready", "A Picardy - Champagne"),    # in a reason
    ("4 armies 30 -> 31, they won't expect it", "4 armies 30 -> 31"),       # another subject
    ("Is that clear? Corps A to Champagne.", "A Picardy - Champagne"),      # the question is its own sentence
    ("Corps A to Champagne. Is that all right?", "A Picardy - Champagne"),
    ("Could corps B go to Bavaria?", "B Swabia - Bavaria"),                       # asked for politely
    ("We will not spend any TP.", "spend TP to reach 0%"),                       # read as none
    ("Not 9 -> 8, make it 12 -> 9", "2 units 12 -> 9"),
    ("2 ships H -> G. Can you confirm you got this?", "2 ships H -> G"),
    ("Never mind that: declare war on Portugal", "declare war on Portugal"),
    ("I said: 2 ships H -> G", "2 ships H -> G"),                            # the player's own words
    ("Orders: build 2 Infantry in 21", "build 2 Infantry in 21"),
    ("Nothing else moves: 4 armies 30 -> 31", "4 armies 30 -> 31"),
    ("Marta says: 2 ships H -> G", "2 ships H -> G"),                        # a player sharing the nation
    ("As the treaty says: ally with Russia", "ally with Russia"),
    ("3 ships H -> F? No, H does not touch F. 3 ships H -> G.", "3 ships H -> G"),    # a sentence of its own
    ("Declare war on Spain? Never. Ally with Spain.", "ally with Spain"),
    ("Not for long: declare war on Portugal.", "declare war on Portugal"),
    ("Build 2 Infantry in 14, we don't want it left empty.", "build 2 Infantry in 14"),    # a verb no order has
    ("Corps B to Saxony, the Saxons will not resist.", "B Silesia - Saxony"),
    ("We are not at war with Spain, so ally with Spain", "ally with Spain"),            # a state
    ("correction: not 12 but 14", "3 armies 11 -> 14"),                                  # a correction
    ("F Brest to Gascony not Picardy", "F Brest - Gascony"),
    ("No, not cavalry: 1 artillery in London", "build 1 Artillery in London"),
    ("2 ships H -> G, if possible.", "2 ships H -> G"),                           # a courtesy
    ("Corps B - Bavaria even if Austria objects", "B Swabia - Bavaria"),
    ("If Russia has 2 or less armies in 96 then 3 armies 98 -> 96", "if Russia has at most 2 armies in 96 then 3 armies 98 -> 96"),
    ("Buy 2 armies in 21, as Paris is empty if Prussia comes", "buy 2 armies in 21"),     # inside a reason
    ("Peace with Spain, if Madrid signs it as well.", "peace with Spain"),      # the rules' own condition of a peace
    ("ally with Russia (only if the Tsar orders it too)", "ally with Russia"),
    ("Ally with Russia and Prussia", "ally with Russia; ally with Prussia"),         # both read
    ("Corps A and B hold", "A holds; B holds"),
    ("Corps B to Bavaria and then Tyrol", "B Swabia - Bavaria - Tyrol"),
    ("F Brest - Mid [to watch the coast and Biscay]", "F Brest - Mid"),
    ("Declare war on Spain and Austria", "declare war on Spain; declare war on Hapsburg Empire"),   # a nation's other name
]
NATIONS = frozenset(("prussia", "austria", "great britain", "maustria", "spain"))


def test_a_ruleset_declares_the_orders_that_carry_their_own_condition():
    line = "Standing surrender: fight on if besieged"
    assert word_left(line, "standing surrender: fight on", NATIONS)
    assert word_left(line, "standing surrender: fight on", NATIONS, frozenset(("if", "standing"))) == ""


@pytest.mark.parametrize("line, said", ASKED)
def test_a_word_that_may_change_the_order_is_named(line, said):
    assert word_left(line, said, NATIONS)


@pytest.mark.parametrize("line, said", READ)
def test_words_accounted_for_leave_the_line_read(line, said):
    assert word_left(line, said, NATIONS) == ""


# (ruleset, nation, position, a line read exactly, the same line changed by a word the reader must not pass over)
CHANGED = [
    ("classic", "France", "start", "Move 3 armies from Paris to Burgundy", "Don't: Move 3 armies from Paris to Burgundy"),
    ("classic", "France", "start", "Move 3 armies from Paris to Burgundy", "Move 3 armies from Paris to Burgundy, not this turn."),
    ("napoleonic", "France", "spring-1805-war", "Corps A moves from Picardy to Champagne", "Prussia said: Corps A moves from Picardy to Champagne"),
    ("napoleonic", "France", "spring-1805-war", "Corps A moves from Picardy to Champagne", "Corps A moves from Picardy to Champagne, not this turn."),
    ("eia", "France", "start", "ally with Spain", "Austria said: ally with Spain"),
    ("eia", "France", "start", "ally with Spain", "Don't: ally with Spain"),
    ("succheesion", "Maustria", "start", "build 2 Infantry in 21", "build 2 Infantry in 21, not this turn."),
    ("succheesion", "Maustria", "start", "build 2 Infantry in 21", "Crimsonia said: build 2 Infantry in 21"),
]


@pytest.mark.parametrize("ruleset, nation, where, line, changed", CHANGED)
def test_a_changed_line_is_asked_with_its_reading_one_click_away(ruleset, nation, where, line, changed):
    read, sheet = checked(ruleset, nation, where, line)
    assert read and not sheet.problems
    got, sheet = checked(ruleset, nation, where, f"Hello GM,\n{changed}\n")
    assert got == []
    assert [p.line for p in sheet.problems] == [2]
    assert sheet.problems[0].choices[:1] == ("; ".join(read),) or sheet.problems[0].choices


def test_a_long_line_of_words_is_quick():
    assert word_left("not " * 2000, "A holds") == ""
    assert word_left("do " * 2000 + "not march", "A Picardy - Champagne")
