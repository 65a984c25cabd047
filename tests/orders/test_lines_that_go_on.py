"""Issue 22, round 7 (fresh4 cl-split-3, eia-split-1, succ-split-2): an order that goes on on the next line in
every ruleset. A line that opens in lower case on a verb, after a conjunction, a pronoun or alone ('and attack the
Prussians there.', 'and goes on to Franconia.', 'go to Rubygate.', 'sent out into ...', 'they march on ...') has no
subject of its own: it is read with the line before, also when that line was itself read over lines or set aside as
talk ('Then the two at Republic Marsh'). When the two do not read together, the order of the line before is held
back and asked, never carried out cut short (a misread)."""

import pytest

from engine.words.run_on import opens_on_a_verb
from tests.orders.bundled import checked


def read(rules_id, where, nation, text):
    shown, sheet = checked(rules_id, nation, where, text)
    return shown, [p.reason for p in sheet.problems], sheet


NAP, EIA = "spring-1805-war", "france-land"


@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("classic", "start", "Vikings", "The 4 ships in D\nsail to E\nand attack Prussia.", ["4 ships D -> E attack Prussia"]),
    ("classic", "start", "Vikings", "4 ships D -> E\nand attack the Prussian fleet there", ["4 ships D -> E attack Prussia"]),
    ("classic", "start", "Vikings", "The four ships in the Kattegat (D)\nwill sail\ninto the Western Baltic (E)\n"
                                    "and attack the Prussians there.", ["4 ships D -> E attack Prussia"]),
    ("classic", "start", "Spain", "The three armies at 14,\nmarching into 15.", ["3 armies 14 -> 15"]),
    ("classic", "start", "Russia", "The two armies of 87\nare to move\ninto 88.", ["2 armies 87 -> 88"]),
    ("classic", "start", "Russia", "From Smolensk (90), the single army\ngoes on to Lithuania (85).", ["1 army 90 -> 85"]),
    ("classic", "start", "Russia", "our 2 armies in 87\nthen march to 88", ["2 armies 87 -> 88"]),
    ("classic", "start", "Russia", "The two armies in 87\nmoving into 88 this turn", ["2 armies 87 -> 88"]),
    ("napoleonic", NAP, "Austria", "Corps B\nmarches to Saxony.", ["B - Saxony"]),
    ("napoleonic", NAP, "Austria", "Our corps B\nthen marches into Saxony.", ["B - Saxony"]),
    ("napoleonic", NAP, "Austria", "Corps B, under the Archduke,\nleaves Bohemia\nand goes to Saxony.", ["B - Saxony"]),
    ("napoleonic", NAP, "France", "The cavalry reserve in Paris (corps E)\nrides to Champagne,\nscouting Lorraine as it goes.",
     ["E - Champagne, scout Lorraine"]),
    ("napoleonic", NAP, "France", "Corps E\nrides to Champagne\nand scouts Lorraine.", ["E - Champagne, scout Lorraine"]),
    ("napoleonic", NAP, "France", "E - Champagne\nand scouts Lorraine", ["E - Champagne, scout Lorraine"]),
    ("napoleonic", NAP, "Austria", "The Bohemian corps (B)\nmarching on Saxony", ["B - Saxony"]),
    ("napoleonic", NAP, "Austria", "corps B\nthey march to Saxony", ["B - Saxony"]),
    ("eia", EIA, "France", "The First Corps, with the Emperor himself,\nleaves the Rhineland for Thuringia\n"
                           "and goes on to Franconia.", ["corps I: Rhineland - Thuringia - Franconia"]),
    ("eia", EIA, "France", "Corps I\nmarches from the Rhineland to Thuringia\nand on to Franconia.",
     ["corps I: Rhineland - Thuringia - Franconia"]),
    ("eia", EIA, "France", "Corps I marches from the Rhineland to Thuringia\nand goes on to Franconia.",
     ["corps I: Rhineland - Thuringia - Franconia"]),
    ("eia", EIA, "France", "The Emperor's first corps\nthen marches from the Rhineland to Thuringia.",
     ["corps I: Rhineland - Thuringia"]),
    ("eia", EIA, "France", "Corps I leaves the Rhineland for Thuringia\nand then marches on to Franconia",
     ["corps I: Rhineland - Thuringia - Franconia"]),
    ("eia", EIA, "France", "Corps I, the Emperor's own,\nmarching from the Rhineland to Thuringia",
     ["corps I: Rhineland - Thuringia"]),
    ("eia", EIA, "France", "Corps I moves from the Rhineland to Thuringia,\nthen goes on to Franconia.",
     ["corps I: Rhineland - Thuringia - Franconia"]),
    ("eia", EIA, "France", "Corps I\nleaves the Rhineland for Thuringia.", ["corps I: Rhineland - Thuringia"]),
    ("succheesion", "start", "Stilwen", "Then the two at Republic Marsh\ngo to Rubygate.", ["2 units 8 -> 9"]),
    ("succheesion", "start", "Stilwen", "The 2 units at Republic Marsh\nmarch to Rubygate.", ["2 units 8 -> 9"]),
    ("succheesion", "start", "Stilwen", "Our two at Republic Marsh (8)\nthen march on to Rubygate.", ["2 units 8 -> 9"]),
    ("succheesion", "start", "Stilwen", "Both units in Republic Marsh\nmarching to Rubygate.", ["2 units 8 -> 9"]),
    ("succheesion", "start", "Crimsonia", "The four units in Rubygate\nmove to Carmine.", ["4 units 9 -> 4"]),
    ("succheesion", "start", "Crimsonia", "And the four at Rubygate\nwill march to Carmine", ["4 units 9 -> 4"]),
    ("succheesion", "start", "Crimsonia", "the 4 from Rubygate\nhead for Carmine.", ["4 units 9 -> 4"]),
    ("succheesion", "start", "Crimsonia", "The two galleons in the Fondue Sea\nsail to Ricotta Lagoon.",
     ["2 Galleons 13 -> 14"]),
])
def test_a_line_going_on_by_its_verb_is_read_with_the_line_before(rules_id, where, nation, text, orders):
    got, problems, sheet = read(rules_id, where, nation, text)
    assert (got, problems) == (orders, [])
    assert any("read with line" in c.reason for c in sheet.chatter)


@pytest.mark.parametrize("rules_id, where, nation, text", [
    ("classic", "start", "Russia", "2 armies 87 -> 88\nand then on to Narnia."),
    ("classic", "start", "Vikings", "4 ships D -> E\nand land the armies at Narnia."),
    ("classic", "start", "Vikings", "4 ships D -> E,\nescorting the transports into Narnia"),
    ("napoleonic", NAP, "Austria", "B - Saxony\nand attacks Narnia"),
    ("napoleonic", NAP, "Austria", "B marches to Saxony,\nsent on to Narnia"),
    ("napoleonic", NAP, "Austria", "Corps B marches to Saxony\nthey go on into Narnia"),
    ("eia", EIA, "France", "Corps I: Rhineland - Thuringia\nand goes on to Narnia"),
    ("eia", EIA, "France", "Corps I: Rhineland - Thuringia\nthen marches on to Narnia"),
    ("succheesion", "start", "Stilwen", "2 units 8 -> 9,\nmarching on to Narnia."),
    ("succheesion", "start", "Crimsonia", "4 units 9 -> 4\nand then go on to Narnia"),
    ("succheesion", "start", "Crimsonia", "2 Galleons 13 -> 14\nand sail on to Narnia"),
])
def test_an_order_whose_verb_line_does_not_read_with_it_is_held_back(rules_id, where, nation, text):
    got, problems, _ = read(rules_id, where, nation, text)
    assert got == [] and any(p.startswith("held back: line 2") for p in problems), problems


@pytest.mark.parametrize("rules_id, where, nation, text, count", [
    ("classic", "start", "Carthage", "2 armies 109 -> 110\nbuy 1 army in 108", 2),
    ("napoleonic", NAP, "France", "A - Flanders\nbuild 2 infantry in Paris", 2),
    ("napoleonic", NAP, "France", "A marches to Flanders\nand B holds", 2),
    ("succheesion", "start", "Crimsonia", "2 units 9 -> 4,\nthanks and good luck to all", 1),
])
def test_a_line_giving_an_order_of_its_own_or_talk_is_not_joined(rules_id, where, nation, text, count):
    got, problems, _ = read(rules_id, where, nation, text)
    assert len(got) == count and not problems, (got, problems)


@pytest.mark.parametrize("text, alone, needs_a_subject", [
    ("and attack the Prussians there.", True, True),
    ("go to Rubygate.", True, True),
    ("sent out into the Fondue Sea.", True, True),
    ("they march on to Vienna", True, True),
    ("and then on to Narnia", False, False),        # no verb: the route words' own rule (engine.words.wrapped)
    ("attack Berdain there", True, True),            # 'there': the place is the line before's
    ("build 2 infantry in Paris", True, False),      # a command naming what it orders: an order of its own
    ("declare war on Spain", True, False),
    ("And attack the Prussians there.", False, False),     # a capital: a sentence of its own
    ("and the war goes on", False, False),
    ("thanks and good luck", False, False),
])
def test_which_lines_open_on_a_verb(text, alone, needs_a_subject):
    assert opens_on_a_verb(text) is alone
    assert opens_on_a_verb(text, True) is needs_a_subject


@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("napoleonic", NAP, "Austria", "Corps B is ordered to:\nmarch to Saxony", ["B - Saxony"]),
    ("napoleonic", NAP, "France", "Corps E will:\nride to Champagne and scout Lorraine.", ["E - Champagne, scout Lorraine"]),
    ("classic", "start", "Vikings", "The 4 ships in D will:\nsail to E", ["4 ships D -> E"]),
    ("classic", "start", "Russia", "The two armies in 87 are to:\nmarch into 88.", ["2 armies 87 -> 88"]),
    ("eia", EIA, "France", "Corps I, with the Emperor, shall:\nleave the Rhineland for Thuringia.",
     ["corps I: Rhineland - Thuringia"]),
    ("eia", EIA, "France", "As for corps I:\nit marches from the Rhineland to Thuringia.", ["corps I: Rhineland - Thuringia"]),
    ("succheesion", "start", "Stilwen", "Our orders for the two at Republic Marsh:\ngo to Rubygate.", ["2 units 8 -> 9"]),
    ("succheesion", "start", "Crimsonia", "The four units of Rubygate will:\nmarch on Carmine", ["4 units 9 -> 4"]),
])
def test_a_line_ending_with_a_colon_is_read_with_the_verb_it_opens(rules_id, where, nation, text, orders):
    got, problems, sheet = read(rules_id, where, nation, text)
    assert (got, problems) == (orders, [])
    assert any("read with line" in c.reason for c in sheet.chatter)


@pytest.mark.parametrize("rules_id, where, nation, text, count", [
    ("napoleonic", NAP, "Austria", "Orders for Austria:\nB - Saxony", 1),
    ("classic", "start", "Russia", "Moves:\n2 armies 87 -> 88", 1),
    ("succheesion", "start", "Stilwen", "Builds:\nbuild 1 Infantry in 8", 1),
])
def test_a_title_over_an_order_that_reads_alone_is_not_joined_to_it(rules_id, where, nation, text, count):
    got, problems, sheet = read(rules_id, where, nation, text)
    assert len(got) == count and not problems, (got, problems)
    assert not any("read with line" in c.reason for c in sheet.chatter)
