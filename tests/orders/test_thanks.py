"""Issue 22, round 22 (helper Tk): thanks, cheers, toasts and regards to other players are set aside as talk
(engine.words.meaning.thanks), the receipt saying so; a line that may give an order stays read or refused."""

import pytest

from tests.orders.bundled import sheet_of

_NAP = ("napoleonic", "France", "spring-1805-war", "A - Champagne\nB - Brabant")
_CLASSIC = ("classic", "Spain", "start", "3 armies 14 -> 11\n2 ships N -> L")
_SUCC = ("succheesion", "Maustria", "start", "6 units 21 -> 22")
_EIA = ("eia", "Austria", "austria-land", "corps II: Tyrol - Bavaria")

# (ruleset, nation, position, the orders, a line of thanks, praise, a toast or regards: talk only)
THANKS = [
    (*_NAP, "Many thanks to the Prussian player for the long chat about Saxony last night."),
    (*_NAP, "And a cheer for the Russians, their Cossacks fought like devils last turn."),
    (*_NAP, "The Emperor sends his compliments to the Austrians and thanks them for their patience."),
    (*_NAP, "Peace be with you all."),
    (*_CLASSIC, "Congratulations to Italy on their fleet's victory off Sicily last turn, well fought."),
    (*_CLASSIC, "Skål to the English for the gold they sent last season."),
    (*_CLASSIC, "Also thanks to Portugal for keeping the border quiet."),
    (*_SUCC, "Thank you Stilwen for the galleon escort last turn!"),
    (*_SUCC, "The Archduke raises his glass to Randomia. Cheers."),
    (*_SUCC, "Kudos to Berdain for holding the pass so far."),
    (*_EIA, "Hats off to the British for their Channel blockade last month."),
    (*_EIA, "The Emperor sends his best wishes to Russia and thanks them for the loan last year."),
    (*_EIA, "Austria, spring 1805. Thanks to Prussia for the long talks."),
]


@pytest.mark.parametrize("rules_id, nation, where, orders, line", THANKS)
def test_thanks_to_another_player_are_set_aside_as_talk_with_what_they_were(rules_id, nation, where, orders, line):
    text = f"{orders}\n\n{line}"
    sheet = sheet_of(rules_id, nation, where, text)
    assert len(sheet.orders) == len(orders.splitlines()), (text, sheet.orders, sheet.problems)
    assert not sheet.problems, (text, sheet.problems)
    at = len(orders.splitlines()) + 2
    told = [c for c in sheet.chatter if c.line == at]
    assert told, (text, sheet.chatter)      # on the receipt: as talk, or as no order (some were so already)


# The same words made into an order: a count, a command, the writer's unit, 'we will', a place gone to, a condition,
# under an order heading: never set aside as talk (read or refused).
NEAR_THANKS = [
    (*_NAP, "Thanks to Prussia: 5 gold to them."),
    (*_NAP, "Many thanks to Prussia, and we send 5 gold to Berlin."),
    (*_NAP, "Thank Prussia for the gold and ally with them."),
    (*_NAP, "Thanks to corps A for holding Champagne, it stays there."),
    (*_NAP, "The Emperor sends his regards and corps B to Holland."),
    (*_NAP, "A gift of 5 gold to Prussia, with our thanks."),
    (*_CLASSIC, "Thanks to Italy; 2 armies 14 -> 12."),
    (*_CLASSIC, "Cheers to the English, we will attack their ships in N."),
    (*_CLASSIC, "Thanks to Portugal if they let our armies through."),
    (*_CLASSIC, "Gifts: thanks to Portugal, 5 gold to them."),
    (*_SUCC, "Thank you Stilwen, build 2 Infantry in 21."),
    (*_SUCC, "The Archduke raises cheese in 21 and thanks Randomia."),
    (*_SUCC, "Kudos to Berdain, we declare war on them."),
    (*_EIA, "Thanks to Prussia, ally with Prussia."),
    (*_EIA, "Congratulations to Russia; corps I: Bohemia - Bavaria."),
    (*_EIA, "The Emperor thanks Russia and corps I marches to Bavaria."),
]


@pytest.mark.parametrize("rules_id, nation, where, orders, line", NEAR_THANKS)
def test_thanks_with_an_order_in_them_are_never_set_aside(rules_id, nation, where, orders, line):
    text = f"{orders}\n\n{line}"
    sheet = sheet_of(rules_id, nation, where, text)
    at = len(orders.splitlines()) + 2
    assert not any(c.line == at and "set aside as talk" in c.reason for c in sheet.chatter), (text, sheet.chatter)
    read_there = [o for o in sheet.orders if getattr(o, "line", at) == at]
    assert read_there or any(p.line == at for p in sheet.problems) or len(sheet.orders) > len(orders.splitlines()), \
        (text, sheet.orders, sheet.chatter)


def test_a_long_line_of_thanks_reads_in_linear_time():
    import time
    line = "Thanks to Prussia for " + "the " * 50000 + "help."
    start = time.perf_counter()
    sheet_of("napoleonic", "France", "spring-1805-war", f"A - Champagne\n{line}")
    assert time.perf_counter() - start < 20


# A letter's head or foot in character, its titles holding an order's word (engine.words.letter_heads), beside orders.
LETTER_HEADS = [
    (*_NAP, "Paris, the Minister of War to the Emperor."),
    (*_NAP, "Talleyrand, Prince of Benevento, to the Council of State"),
    (*_CLASSIC, "Given at Toledo, in the first year of the war."),
    (*_CLASSIC, "Toledo, Council of War"),
    (*_SUCC, "IMPERIAL DECREE, given at Maus Imperial"),
    (*_SUCC, "The Marshal of the Guard to the Archduke of Maustria."),
    (*_EIA, "Vienna, the Hofkriegsrat to His Imperial Majesty."),
    (*_EIA, "Archduke Charles, Generalissimo, to the captains of the fleet at Trieste."),
]


@pytest.mark.parametrize("rules_id, nation, where, orders, line", LETTER_HEADS)
def test_a_letters_head_or_foot_with_an_orders_word_in_a_title_is_talk(rules_id, nation, where, orders, line):
    text = f"{line}\n\n{orders}"
    sheet = sheet_of(rules_id, nation, where, text)
    assert len(sheet.orders) == len(orders.splitlines()), (text, sheet.orders, sheet.problems)
    assert not any(p.line == 1 for p in sheet.problems), (text, sheet.problems)
    assert any(c.line == 1 for c in sheet.chatter), (text, sheet.chatter)


# The same shapes with an order in them: a unit going to a place, a verb of an order, a count, a colon.
NEAR_LETTER_HEADS = [
    (*_NAP, "The Emperor to Holland."),
    (*_NAP, "Paris, corps A to Holland."),
    (*_NAP, "General Mack marches to Bavaria."),
    (*_CLASSIC, "Given at Hispania: buy 2 armies in 14."),
    (*_CLASSIC, "Madrid, 2 armies to the Prince of Portugal."),
    (*_SUCC, "The Marshal of the Guard sails to Adoen Crown."),
    (*_SUCC, "The Archduke to Adoen Crown."),
    (*_EIA, "Vienna, corps I to the Archduke in Bohemia."),
    (*_EIA, "The Hofkriegsrat to Bavaria, at once."),
]


@pytest.mark.parametrize("rules_id, nation, where, orders, line", NEAR_LETTER_HEADS)
def test_a_letters_head_with_an_order_in_it_is_never_set_aside_as_one(rules_id, nation, where, orders, line):
    text = f"{orders}\n\n{line}"
    sheet = sheet_of(rules_id, nation, where, text)
    at = len(orders.splitlines()) + 2
    assert not any(c.line == at and "letter's head" in c.reason for c in sheet.chatter), (text, sheet.chatter)
