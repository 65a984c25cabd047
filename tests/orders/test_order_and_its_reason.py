"""Issue 22, round 11: an order and the player's reason for it on one line, cut at a clause boundary (a comma, a
colon, a semicolon, a dash, a bracket, or a joining word: 'because', 'since', 'before', 'so', 'to' or 'and' and a
verb no order has ...). The head is read; the tail, which gives no order by itself, is set aside and said on the
receipt (engine.words.reasons). A tail that carries the order on, corrects it, makes it depend on something,
doubts or denies it keeps the line refused: never read cut short."""

import time

import pytest

from engine.words.reasons import may_be_reason, reason_cuts
from tests.orders.bundled import sheet_of, written

RU, ES, CR, FR, AT = (("classic", "Russia", "start"), ("classic", "Spain", "start"), ("succheesion", "Crimsonia", "start"),
                      ("napoleonic", "France", "start"), ("eia", "Austria", "austria-land"))
MOVE_RU, BUY_ES, MOVE_CR, BUILD_CR, A_FL, II_BAV = ("2 armies 87 -> 84", "buy 2 armies in 14", "2 units 9 -> 4",
                                                    "build 1 Infantry in 9", "A - Flanders", "corps II: Tyrol - Bavaria")

READ = [    # (ruleset, nation, position), the line, the order
    # a comma
    (RU, "2 armies 87 -> 84, the Swedes are getting ideas", MOVE_RU),
    (RU, "2 armies 87 -> 84, always a good road", MOVE_RU),
    (RU, "2 armies 87 -> 84, we need the harbour", MOVE_RU),
    (CR, "2 units 9 -> 4, the grass is greener there", MOVE_CR),
    (CR, "2 units 9 -> 4, naturally", MOVE_CR),
    (CR, "2 units 9 -> 4, we have waited long enough", MOVE_CR),
    (FR, "Corps A to Flanders, the Emperor wishes it", A_FL),
    (FR, "Corps A to Flanders, where the beer is good", A_FL),
    (FR, "Corps A to Flanders, of course", A_FL),
    (AT, "corps II: Tyrol - Bavaria, the Bavarians expect us", II_BAV),
    (AT, "corps II: Tyrol - Bavaria, it is high time", II_BAV),
    (AT, "corps II: Tyrol - Bavaria, as agreed at Vienna", II_BAV),
    # a colon or a semicolon
    (ES, "buy 2 armies in 14: our best province deserves them", BUY_ES),
    (ES, "buy 2 armies in 14: the treasury can afford it", BUY_ES),
    (ES, "buy 2 armies in 14: I like round numbers", BUY_ES),
    (CR, "Build 1 Infantry in Rubygate: the walls are thin", BUILD_CR),
    (CR, "Build 1 Infantry in Rubygate: cheese is plentiful this year", BUILD_CR),
    (CR, "Build 1 Infantry in Rubygate; they say the walls are thin", BUILD_CR),
    (FR, "Corps A to Flanders: the British must be watched", A_FL),
    (FR, "Corps A to Flanders: the Dutch are nervous", A_FL),
    (FR, "Corps A to Flanders: the roads are dry", A_FL),
    (AT, "corps II: Tyrol - Bavaria; the Archduke insists", II_BAV),
    (AT, "corps II: Tyrol - Bavaria; it is a matter of honour", II_BAV),
    (AT, "corps II: Tyrol - Bavaria: the Elector is waiting", II_BAV),
    # a dash
    (RU, "2 armies 87 -> 84 - the frontier needs watching", MOVE_RU),
    (RU, "2 armies 87 -> 84 - honest work for idle soldiers", MOVE_RU),
    (RU, "2 armies 87 -> 84 - it is good farmland", MOVE_RU),
    (CR, "2 units 9 -> 4 - a fine spot for a picnic", MOVE_CR),
    (CR, "2 units 9 -> 4 - the locals like us", MOVE_CR),
    (CR, "2 units 9 -> 4 -- our cousins live there", MOVE_CR),
    (FR, "Corps A to Flanders - the men are bored at home", A_FL),
    (FR, "Corps A to Flanders - good roads and full barns", A_FL),
    (FR, "Corps A to Flanders - nobody else wants it", A_FL),
    (AT, "corps II: Tyrol - Bavaria -- the mountains are cold", II_BAV),
    (AT, "corps II: Tyrol - Bavaria -- better food down there", II_BAV),
    (AT, "corps II: Tyrol - Bavaria -- someone has to go", II_BAV),
    # a joining word
    (ES, "buy 2 armies in 14 because the French are restless", BUY_ES),
    (ES, "buy 2 armies in 14 while the gold lasts", BUY_ES),
    (ES, "buy 2 armies in 14 as the coast is bare", BUY_ES),
    (ES, "buy 2 armies in 14 and sleep better at night", BUY_ES),
    (CR, "Build 1 Infantry in Rubygate because the capital feels empty", BUILD_CR),
    (CR, "Build 1 Infantry in Rubygate so the Council sleeps soundly", BUILD_CR),
    (CR, "Build 1 Infantry in Rubygate to please the Council", BUILD_CR),
    (FR, "Corps A to Flanders because the Dutch grow bold", A_FL),
    (FR, "Corps A to Flanders since the harvest is in", A_FL),
    (FR, "Corps A to Flanders before the British think of it", A_FL),
    (AT, "corps II: Tyrol - Bavaria because the French are coming", II_BAV),
    (AT, "corps II: Tyrol - Bavaria so the Elector feels safe", II_BAV),
    (AT, "corps II: Tyrol - Bavaria to reassure the Elector", II_BAV),
    # a bracket
    (ES, "buy 2 armies in 14 (the coast is bare)", BUY_ES),
    (CR, "Build 1 Infantry in Rubygate (the capital looks thin)", BUILD_CR),
    (FR, "Corps A to Flanders (the Emperor insists)", A_FL),
    (AT, "corps II: Tyrol - Bavaria (the Elector asked for help)", II_BAV),
]


@pytest.mark.parametrize("where, line, order", READ)
def test_an_order_with_its_reason_reads_the_order(where, line, order):
    sheet = sheet_of(where[0], where[1], where[2], line)
    assert sheet.problems == () and written(where[0], where[2], sheet) == [order]


SAID = [    # read by this mechanism: the receipt names the reason set aside
    (RU, "2 armies 87 -> 84, always a good road", "always a good road"),
    (FR, "Corps A to Flanders, where the beer is good", "where the beer is good"),
    (FR, "Corps A to Flanders, of course", "of course"),
    (AT, "corps II: Tyrol - Bavaria, the Bavarians expect us", "the Bavarians expect us"),
    (ES, "buy 2 armies in 14 and sleep better at night", "and sleep better at night"),
    (CR, "Build 1 Infantry in Rubygate: cheese is plentiful this year", "cheese is plentiful this year"),
    (FR, "Corps A to Flanders before the British think of it", "before the British think of it"),
]


@pytest.mark.parametrize("where, line, tail", SAID)
def test_the_reason_set_aside_is_said_on_the_receipt(where, line, tail):
    sheet = sheet_of(where[0], where[1], where[2], line)
    assert any(tail in c.reason and "reason" in c.reason for c in sheet.chatter), sheet.chatter


NOT_CUT = [     # the tail carries on, corrects, conditions, doubts or denies the order: refused, never cut short
    (RU, "2 armies 87 -> 84, and then attack 83"),
    (RU, "2 armies 87 -> 84, via the coast road"),
    (RU, "2 armies 87 -> 84, but not yet"),
    (ES, "buy 2 armies in 14, no, wait, in 13"),
    (ES, "buy 2 armies in 14, if Portugal allows"),    # (a condition on the writer's own money is read: round 19,
                                                        # tests/orders/test_orders_said_as_sentences.py)
    (ES, "buy 2 armies in 14, maybe three"),
    (CR, "2 units 9 -> 4, unless Berdain moves first"),
    (CR, "2 units 9 -> 4, instead of staying"),
    (CR, "Build 1 Infantry in Rubygate, I mean Crimson Keep"),
    (CR, "2 units 9 -> 4 - someone ought to hold it"),
    (FR, "Corps A to Flanders, thence into Holland"),
    (FR, "Corps A to Flanders, with corps B"),
    (FR, "Corps A to Flanders, perhaps"),
    (FR, "Corps A to Flanders, then attack the British"),
    (AT, "corps II: Tyrol - Bavaria, then on to Swabia"),
    (AT, "corps II: Tyrol - Bavaria, unless the French are there"),
    (AT, "corps II: Tyrol - Bavaria, no, Swabia"),
    (AT, "corps II: Tyrol - Bavaria, maybe not"),
]


@pytest.mark.parametrize("where, line", NOT_CUT)
def test_a_tail_that_carries_the_order_on_keeps_the_line_refused(where, line):
    assert sheet_of(where[0], where[1], where[2], line).problems


@pytest.mark.parametrize("tail", [
    "then on to Riga", "and then to Kiev", "thence to the coast", "via the Channel", "carrying the guns",
    "with the fleet", "attack the French", "and Bavaria too", "3 of them", "two more", "no, wait", "instead the cavalry",
    "I mean Swabia", "if the French come", "unless it rains", "maybe the other way", "but not yet",
    "into Saxony", "on to Vienna", "its hussars look at Serbia", "let them pass through Denmark", "already done",
    "fight on", "and with Great Britain", "with whom we ally", "and two foot at Berdain", "bribe a few cheese",
])
def test_no_tail_that_may_carry_the_order_on_is_a_reason(tail):
    assert not may_be_reason(tail) or not any(t == tail for _, t in reason_cuts(f"2 armies 87 -> 84, {tail}"))


@pytest.mark.parametrize("line", [
    "II corps marches Volhynia - Lemberg - Cracow to join the Austrians",      # a route goes on after a dash
    "Il Regno di Napoli si allea con l'Austria e con la Gran Bretagna",         # another language
    "Rome pays 3 gold. Then move 2 armies 98 -> 100, which is empty",          # sentences: each is read alone
])
def test_lines_never_cut(line):
    assert all(not h.endswith("Lemberg") for h, _ in reason_cuts(line)) and (
        "Cracow" in line or not reason_cuts(line))


@pytest.mark.parametrize("text", [" " * 2000, "and " * 2000, "because, " * 1000, "to go " * 1000])
def test_cutting_stays_quick(text):
    start = time.perf_counter()
    reason_cuts(text)
    assert time.perf_counter() - start < 0.5
