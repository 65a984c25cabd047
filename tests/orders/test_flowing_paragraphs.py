"""Issue 22, round 7: flowing paragraphs and a question the player answers himself, in every ruleset.

- 'X? It's empty, so: ORDER': the stage that failed was the clause after the question, read whole: the player's
  reasoning before 'so' (engine.words.conclusions) is set aside, said so on the receipt, when what follows reads
  as orders and the reasoning gives none;
- 'Rome moves north and south at once: the two armies ... go to ..., the army in Lombardy stays to watch Liguria,
  and ...': the opening before the colon (longer than a heading) is set aside when the sentence after it gives
  orders piece by piece, and a piece may end with its purpose ('stays to watch Liguria');
- '..., so buy 1 army in 90': an order after 'so' is never set aside as the reason for the one before (it was,
  silently, in every ruleset)."""

import pytest

from engine.words.conclusions import conclusion
from tests.orders.bundled import checked

NAP, EIA = "spring-1805-war", "france-land"


def read(rules_id, where, nation, text):
    shown, sheet = checked(rules_id, nation, where, text)
    return shown, [p.reason for p in sheet.problems], sheet


@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("classic", "start", "Britain", "All armies in 3 attack 6? It's empty, so it's a move: all armies 3 -> 6.",
     ["all armies 3 -> 6"]),
    ("classic", "start", "Russia", "Can my two armies in 87 take 88? It looks empty, so: 2 armies 87 -> 88.",
     ["2 armies 87 -> 88"]),
    ("classic", "start", "Carthage", "Should I buy a ship in R? Gold is short, so just: buy 1 army in 108.",
     ["buy 1 army in 108"]),
    ("classic", "start", "Russia", "Is 88 empty? It is, so 2 armies 87 -> 88 and buy 1 army in 90.",
     ["2 armies 87 -> 88", "buy 1 army in 90"]),
    ("napoleonic", NAP, "France", "Can E scout Lorraine from Champagne? I think so, therefore: E - Champagne, scout Lorraine.",
     ["E - Champagne, scout Lorraine"]),
    ("napoleonic", NAP, "Austria", "Is Saxony open to us? It is, so B marches to Saxony.", ["B - Saxony"]),
    ("eia", EIA, "France", "Thuringia or Franconia? Franconia is too far this month, so: corps I: Rhineland - Thuringia.",
     ["corps I: Rhineland - Thuringia"]),
    ("eia", EIA, "France", "Does corps I reach Thuringia? Yes - it is next door, so corps I marches from the Rhineland "
                           "to Thuringia.", ["corps I: Rhineland - Thuringia"]),
    ("succheesion", "start", "Stilwen", "Rubygate or Carmine? Rubygate is closer, so: 2 units 8 -> 9.", ["2 units 8 -> 9"]),
    ("succheesion", "start", "Crimsonia", "Carmine (4)? It's empty - so the four from Rubygate march there: 4 units 9 -> 4.",
     ["4 units 9 -> 4"]),
])
def test_the_order_a_player_concludes_to_after_his_own_question_is_read(rules_id, where, nation, text, orders):
    got, problems, sheet = read(rules_id, where, nation, text)
    assert (got, problems) == (orders, [])
    if rules_id in ("classic", "napoleonic"):   # EiA's and succheesion's readers take '...: ORDER' whole themselves
        assert sheet.chatter    # the question and the reasoning on the receipt, never gone in silence


@pytest.mark.parametrize("rules_id, where, nation, text", [
    ("classic", "start", "Russia", "Is 88 empty? Who knows, so: 2 armies 87 -> Narnia."),
    ("napoleonic", NAP, "Austria", "Saxony? Too far, so: B - Narnia."),
    ("succheesion", "start", "Stilwen", "Rubygate? It is close, so: 2 units 8 -> Narnia."),
])
def test_a_conclusion_that_does_not_read_is_refused(rules_id, where, nation, text):
    got, problems, _ = read(rules_id, where, nation, text)
    assert got == [] and problems


@pytest.mark.parametrize("text, said", [
    ("It's empty, so it's a move: all armies 3 -> 6", ("It's empty", "all armies 3 -> 6")),
    ("No - 35 is empty, so simply: all armies 75 -> 35.", ("No - 35 is empty", "all armies 75 -> 35")),
    ("Can't, not enough cities; so 1 Frigate at 8", ("Can't, not enough cities", "1 Frigate at 8")),
    ("Gold is short, therefore buy 1 army in 108", ("Gold is short", "buy 1 army in 108")),
    ("2 armies 87 -> 88, some stay", None),
    ("so:", None),
    ("It is empty, so:", None),
])
def test_the_shape_of_a_conclusion(text, said):
    assert conclusion(text) == said


@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("classic", "start", "Italy", "Rome moves north and south at once: the two armies of Etruria go to Venetia (35), the two "
                                  "Campanian armies march into Apulia (39), the army in Lombardy stays to watch Liguria, "
                                  "and Rome buys three new armies in Latium.",
     ["2 armies 36 -> 35", "2 armies 38 -> 39", "buy 3 armies in 37"]),
    ("classic", "start", "Italy", "Rome looks both ways this spring: 2 armies 36 -> 35, the army in Lombardy stays to guard "
                                  "Liguria, buy 3 armies in 37",
     ["2 armies 36 -> 35", "buy 3 armies in 37"]),
    ("classic", "start", "Russia", "The Tsar has decided after long thought: the two armies in 87 march to 88, buy 1 army in 90",
     ["2 armies 87 -> 88", "buy 1 army in 90"]),
    ("napoleonic", NAP, "Austria", "The Archduke moves at last, after a week of councils: B - Saxony, E holds",
     ["B - Saxony", "E holds"]),
    ("napoleonic", NAP, "France", "The Emperor has made up his mind at last: corps E rides to Champagne, A holds",
     ["E - Champagne", "A holds"]),
    ("eia", "start", "France", "The Emperor's mind is made up after the Spanish envoy's visit: ally with Spain, "
                               "declare war on Portugal", ["ally with Spain", "declare war on Portugal"]),
    ("succheesion", "start", "Crimsonia", "Crimsonia moves on the capital at last: the four units in Rubygate march to "
                                          "Carmine, build 1 Militia in 9",
     ["4 units 9 -> 4", "build 1 Militia in 9"]),
    ("succheesion", "start", "Stilwen", "The Republic keeps its word to its neighbours: 2 units 8 -> 9, the army in "
                                        "Republic Marsh stays to guard the coast",
     ["2 units 8 -> 9"]),
])
def test_a_flowing_paragraph_after_an_opening_gives_its_orders_piece_by_piece(rules_id, where, nation, text, orders):
    got, problems, _ = read(rules_id, where, nation, text)
    assert (sorted(got), problems) == (sorted(orders), [])


@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("classic", "start", "Russia", "2 armies 87 -> 88, so buy 1 army in 90.", ["2 armies 87 -> 88", "buy 1 army in 90"]),
    ("classic", "start", "Russia", "2 armies 87 -> 88, so 1 army 90 -> 89.", ["2 armies 87 -> 88", "1 army 90 -> 89"]),
    ("napoleonic", NAP, "Austria", "B - Saxony, so build infantry in Bohemia", ["B - Saxony", "build infantry in Prague"]),
    ("succheesion", "start", "Crimsonia", "4 units 9 -> 4, so build 1 Militia in 9",
     ["4 units 9 -> 4", "build 1 Militia in 9"]),
])
def test_an_order_after_so_is_never_set_aside_as_a_reason(rules_id, where, nation, text, orders):
    got, problems, _ = read(rules_id, where, nation, text)
    assert got == orders or problems, (got, problems)     # read, or refused and asked: never dropped
    assert len(got) != 1 or problems
