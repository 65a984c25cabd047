"""Issue 22, round 16 (engine.words.story_part): in-character posts. The story above an orders part ('[OOC] orders:',
'Mechanics:') and the story's lines around orders read, which name nothing an order is made of (no unit, count or
order's word of the nation, no place gone to that no order names), are set aside and named on the receipt, never
refused one by one. A line that may give an order the orders do not give stays refused."""

import pytest

from engine.order_sheet import SCENERY, STORY, read_as_no_order
from engine.words.story_part import orders_part
from tests.orders.bundled import sheet_of

# (ruleset, nation, position, a story, a heading, the orders under it)
ABOVE = [
    ("napoleonic", "France", "start",
     "The Emperor has returned from Boulogne in a foul temper, and Talleyrand has been sent to talk to Vienna.",
     "[OOC] orders:", "build 2 infantry in Paris"),
    ("napoleonic", "France", "start",
     "Our spies in Berlin report that the Queen dines with the Russian envoy every week. We shall remember it.",
     "Mechanics:", "Corps D marches to Baden."),
    ("classic", "Italy", "start",
     "The Senate met in the Curia at dawn; Cato spoke for three hours about Carthage and sat down to cheers.",
     "OOC:", "3 armies 37 -> 36"),
    ("classic", "Spain", "start",
     "From the court at Toletum the king writes that the Moors of Mauretania are proud and the bishops are greedy.",
     "Actions this turn:", "3 armies 14 -> 11"),
    ("succheesion", "Maustria", "start",
     "The Grand Duke has read the letters from Ubliko twice, and twice thrown them in the fire.",
     "Orders:", "6 units 21 -> 22"),
    ("eia", "Austria", "austria-land",
     "Archduke Charles argued for caution; General Mack argued for Ulm; the Emperor argued with both and slept badly.",
     "In game terms:", "corps II: Tyrol - Bavaria"),
]


@pytest.mark.parametrize("rules_id, nation, where, story, heading, order", ABOVE)
def test_the_story_above_the_orders_part_is_set_aside(rules_id, nation, where, story, heading, order):
    text = f"{story}\n\n{heading}\n{order}\n"
    sheet = sheet_of(rules_id, nation, where, text)
    assert len(sheet.orders) == 1 and not sheet.problems, (text, sheet.problems)
    said = [c.reason for c in sheet.chatter if c.line == 1]
    assert said, sheet.chatter        # named on the receipt: the story, or a sentence that gives no order


# (ruleset, nation, position, a line of the story, the orders given beside it): set aside, the orders read
AROUND = [
    # a dateline: where the writer writes from, a day and a year
    ("napoleonic", "Prussia", "start", "Strasbourg, 2 Germinal", "build 2 infantry in Brandenburg"),
    ("classic", "Italy", "start", "Vindobona, 14 October 1804", "3 armies 37 -> 36"),
    ("eia", "Austria", "austria-land", "Posen, 1805", "corps II: Tyrol - Bavaria"),
    ("succheesion", "Maustria", "start", "Vindobona, 14 October 1804", "6 units 21 -> 22"),
    ("napoleonic", "Prussia", "start", "Cobenzl, to General Mack, commanding in Bavaria", "build 2 infantry in Brandenburg"),
    ("napoleonic", "Prussia", "start", "Count Stadion to Prince Czartoryski, Berlin, May 1805",
     "build 2 infantry in Brandenburg"),
    ("classic", "Italy", "start", "The Margrave's chancery at Vindobona", "3 armies 37 -> 36"),
    ("classic", "Italy", "start", "Cobenzl, to General Mack, commanding in Bavaria", "3 armies 37 -> 36"),
    ("napoleonic", "Prussia", "start", "Despatch of the ambassador at Vienna, read before the council",
     "build 2 infantry in Brandenburg"),
    ("eia", "Austria", "austria-land", "Count Stadion to Prince Czartoryski, at Vienna, May 1805",
     "corps II: Tyrol - Bavaria"),
    # a dated title: its place draws moves there, but it is where the writer writes from (round 17)
    ("napoleonic", "Austria", "spring-1805-war", "Minutes of the War Council, Vienna, 3 April 1805", "D - Bavaria"),
    ("napoleonic", "Austria", "spring-1805-war", "Minutes of the War Council, Vienna, 3 April 1805", "E - Vienna"),
    ("napoleonic", "Spain", "start", "Royal Order, Aranjuez, March 1805", "build 1 infantry in Madrid"),
    ("classic", "Italy", "start", "Acts of the Senate, Roma, 14 March 1805", "3 armies 37 -> 36"),
    ("eia", "Austria", "austria-land", "Orders of the Hofkriegsrat, Vienna, May 1805", "corps II: Tyrol - Bavaria"),
]


@pytest.mark.parametrize("rules_id, nation, where, story, order", AROUND)
def test_a_line_of_story_beside_orders_read_is_set_aside(rules_id, nation, where, story, order):
    for text, at in ((f"{story}\n{order}", 1), (f"{order}\n{story}", 2)):
        sheet = sheet_of(rules_id, nation, where, text)
        assert len(sheet.orders) == 1 and not sheet.problems, (text, sheet.problems)
        assert [c.reason for c in sheet.chatter if c.line == at] == [SCENERY], sheet.chatter


# (ruleset, nation, position, a line that may give an order of its own, the orders beside it): stays refused
NEAR_ORDERS = [
    ("napoleonic", "France", "start", "Corps B marches on the coast at dawn.", "build 2 infantry in Paris"),
    ("napoleonic", "France", "start", "A - the coast", "build 2 infantry in Paris"),
    ("napoleonic", "France", "spring-1805-war", "Normandy and Hanover, both quiet.", "A - Normandy"),
    ("napoleonic", "France", "spring-1805-war", "A - Hanover, 3 April", "B - Champagne"),
    ("classic", "Italy", "start", "3 armies 37 -> 38, 1805", "1 army 34 -> 33"),
    ("eia", "Great Britain", "great-britain-naval", "Nelson's fleet lingers off Malta for another week.",
     "fleet Channel: English Channel - North Sea"),
    ("classic", "Italy", "start", "The soldiers of Campania are restless.", "3 armies 37 -> 36"),
    ("napoleonic", "France", "start", "Our light horse ride into Bavaria.", "build 2 infantry in Paris"),
    ("napoleonic", "France", "start", "France takes Hanover.", "build 2 infantry in Paris"),
    ("napoleonic", "Prussia", "start", "Give Russia some gold, they need it.", "build 2 infantry in Brandenburg"),
    ("napoleonic", "Prussia", "start", "If the French come, we fight at Magdeburg.", "build 2 infantry in Brandenburg"),
    ("napoleonic", "Austria", "start", "After all our losses, Vienna sues for peace.", "build 2 infantry in Bohemia"),
    ("classic", "Italy", "start", "After all our losses, Roma sues for peace.", "3 armies 37 -> 36"),
    ("classic", "Italy", "start", "Two more legions go to Sicily.", "3 armies 37 -> 36"),
    ("classic", "Italy", "start", "Whatever the GM thinks sensible for the fleet.", "3 armies 37 -> 36"),
    ("succheesion", "Adoen", "start", "Adoen reclaims Adoen Crown.", "spend TP to reach 40%"),
    # near a dated title: a verb, a unit, a place gone to, a war, a negation (round 17)
    ("napoleonic", "Austria", "spring-1805-war", "March on Vienna, 3 April 1805", "D - Bavaria"),
    ("napoleonic", "Austria", "spring-1805-war", "Advance into Moravia, 3 April 1805", "D - Bavaria"),
    ("napoleonic", "Austria", "spring-1805-war", "Into Moravia, 3 April 1805", "D - Bavaria"),
    ("napoleonic", "Austria", "spring-1805-war", "Corps A to Vienna, 3 April 1805", "D - Bavaria"),
    ("napoleonic", "Austria", "spring-1805-war", "Declare war, Vienna, 3 April 1805", "D - Bavaria"),
    ("napoleonic", "Austria", "spring-1805-war", "Not Vienna, 3 April 1805", "D - Bavaria"),
    ("classic", "Italy", "start", "Roma, 3 armies, 14 March 1805", "1 army 34 -> 33"),
]


@pytest.mark.parametrize("rules_id, nation, where, line, order", NEAR_ORDERS)
def test_a_line_that_may_give_an_order_stays_refused(rules_id, nation, where, line, order):
    for text, at in ((f"{line}\n{order}", 1), (f"{order}\n{line}", 2)):
        sheet = sheet_of(rules_id, nation, where, text)
        assert [p.line for p in sheet.problems] == [at], (text, sheet.problems, sheet.chatter)


@pytest.mark.parametrize("rules_id, nation, where, line, order", [
    # the mutation measure's drops of a first draft: an order denied, put under a condition, its letter first
    ("napoleonic", "Russia", "start", "Do not build 1 cavalry in Smolensk", "build 1 cavalry in Smolensk"),
    ("napoleonic", "Russia", "start", "build 1 cavalry in Smolensk, unless Naples moves first.",
     "build 1 cavalry in Smolensk"),
    ("napoleonic", "Russia", "start", "A away from Dresden", "build 1 cavalry in Smolensk"),
    ("napoleonic", "Russia", "start", "A from Constantinople away from Salonica", "build 1 cavalry in Smolensk"),
    ("napoleonic", "France", "start", "Marshal Soult's corps C marches on Ulm at first light.", "build 2 infantry in Paris"),
    ("napoleonic", "Prussia", "start", "We extend the hand of friendship to the Tsar and send him 5 gold.",
     "build 2 infantry in Brandenburg"),
    ("classic", "Italy", "start", "The legions of Roma sail at once for Sicily.", "3 armies 37 -> 36"),
    ("succheesion", "Maustria", "start", "The Grand Duke sends 3 galleons against Ubliko.", "6 units 21 -> 22"),
])
def test_the_story_above_the_orders_part_keeps_an_order_the_part_does_not_give(rules_id, nation, where, line, order):
    sheet = sheet_of(rules_id, nation, where, f"{line}\n\nOOC:\n{order}\n")
    assert [p.line for p in sheet.problems] == [1], (sheet.problems, sheet.chatter)


def test_no_story_with_no_orders_read():
    story = "Our spies in Berlin report that the Queen dines with the Russian envoy, and Vienna arms."
    sheet = sheet_of("napoleonic", "France", "start", f"{story}\n\nOrders:\nCorps Q marches somewhere\n")
    assert not sheet.orders
    assert not [c for c in sheet.chatter if c.reason in (SCENERY, STORY.format(line=3))]


@pytest.mark.parametrize("lines, head", [
    (["A proclamation.", "", "[OOC] orders:", "A - Picardy"], 3),
    (["Dispatch from Vienna.", "OOC: 3 armies 76 -> 77"], 2),
    (["Long story here.", "Actions this turn:", "x"], 2),
    (["Orders of the day, Moscow garrison", "The corps goes west."], None),     # a title at the top: nothing above
    (["Long story here.", "Orders were given to the cooks to bake more bread for the feast tonight."], None),
])
def test_the_orders_part_is_found_by_its_heading(lines, head):
    assert orders_part(list(enumerate(lines, start=1))) == head


def test_a_story_line_of_spaces_and_words_is_read_in_linear_time():
    text = "The Emperor " + "waits " * 3000 + "\n\nOOC:\nbuild 2 infantry in Paris\n" + " " * 5000 + "\n"
    sheet = sheet_of("napoleonic", "France", "start", text)
    assert len(sheet.orders) == 1
