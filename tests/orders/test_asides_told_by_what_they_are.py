"""A line a careful GM reads as no order of this turn is set aside, told by what it is, with its reason on the
receipt (engine.words.meaning.asides, engine.words.later_turns.plan_for_later): a letter's heading or opening,
news and flavour of the writer's court or of others, a question or remark to the GM about the game, a plan the
writer marks for a later turn. A line that may be an order keeps today's reading: refused, never set aside."""

import pytest

from tests.orders.bundled import read
from tests.corpus.positions import position
from engine.rulesets import ruleset

NOW = {     # an order of this turn on each ruleset's start, read beside the line set aside
    ("classic", "Prussia"): "buy 1 army in 58", ("classic", "Russia"): "buy 1 army in 89",
    ("classic", "France"): "buy 1 army in 21", ("classic", "Britain"): "buy 1 army in 3",
    ("eia", "Austria"): "ally with Prussia", ("eia", "Turkey"): "standing guard: hold",
    ("napoleonic", "France"): "build infantry in Paris", ("succheesion", "Maustria"): "build 1 Artillery in 22",
}


def _chatter(rules_id, nation, text):
    rules = ruleset(rules_id)
    board, state = position(rules_id, "start")
    sheet = rules.check_orders(rules.parse_orders(text, nation, state, board), state, board)
    return sheet, [c.reason for c in sheet.chatter]


def _set_aside(rules_id, nation, line, why):
    now = NOW[(rules_id, nation)]
    sheet, reasons = _chatter(rules_id, nation, f"{line}\n{now}")
    assert sheet.problems == (), sheet.problems
    assert len(sheet.orders) == 1
    assert any(w in r for r in reasons for w in (why if isinstance(why, tuple) else (why,))), reasons


HEADINGS = [
    ("classic", "Russia", "Muscovy turn 1:"),
    ("classic", "Prussia", "Orders for Prussia, turn 1, in my own words since nobody reads the canonical ones anyway:"),
    ("eia", "Austria", "From Vienna, the fifth of January."),
    ("eia", "Austria", "To the GM, from Vienna, in haste."),
    ("napoleonic", "France", "Paris, the twelfth of March."),
    ("napoleonic", "France", "His Majesty's Government has the honour to send the following for the spring."),
    ("napoleonic", "France", "The Tuileries send their compliments and their orders for the spring."),
    ("succheesion", "Maustria", "To the GM, from Maus Imperial, in a hurry."),
    ("succheesion", "Maustria", "Maus Imperial again, turn 1, with apologies for the delay."),
]


@pytest.mark.parametrize("rules_id, nation, line", HEADINGS)
def test_a_heading_or_a_letters_opening_is_set_aside(rules_id, nation, line):
    _set_aside(rules_id, nation, line, "a heading or the opening of a letter")


NEWS = [
    ("classic", "France", "The Queen sends her love and a jar of honey."),
    ("classic", "France", "(Talleyrand sends his regards, and his apologies.)"),
    ("eia", "Turkey", "(The Grand Vizier sends his warmest regards to all the players.)"),
    ("succheesion", "Maustria", "The Archduke sends his greetings from the hunting lodge."),
    ("napoleonic", "France", "(The Empress sends her regards, and a box of sugared almonds.)"),
]


@pytest.mark.parametrize("rules_id, nation, line", NEWS)
def test_news_of_the_court_is_set_aside(rules_id, nation, line):
    _set_aside(rules_id, nation, line, ("news or flavour", "the opening of a letter"))


QUESTIONS = [     # some were set aside before as plain talk; each is set aside, never refused
    ("classic", "France", "Also, could the Italian player hurry up a little? Please pass that on."),
    ("eia", "Austria", "Would it be possible to have the map as a bigger picture?"),
    ("napoleonic", "France", "Also, could the Danish player send his orders sooner? Please pass that on, with my thanks."),
    ("succheesion", "Maustria", "Also, could the Berdain player hurry up?"),
]


@pytest.mark.parametrize("rules_id, nation, line", QUESTIONS)
def test_a_question_to_the_gm_about_the_game_is_set_aside(rules_id, nation, line):
    _set_aside(rules_id, nation, line, ("a question or remark to the GM", "not an order"))


PLANS = [
    ("classic", "Britain", "Plans for later: I mean to look at Normandy next year, not yet."),
    ("eia", "Austria", "Next month we plan to talk to Prussia about a bigger alliance, nothing this turn."),
    ("napoleonic", "France", "Next season I plan to move on Bavaria, but nothing this turn."),
    ("succheesion", "Maustria", "Next turn I intend to look at Rostopki, but not now."),
]


@pytest.mark.parametrize("rules_id, nation, line", PLANS)
def test_a_plan_the_writer_marks_for_a_later_turn_is_set_aside(rules_id, nation, line):
    _set_aside(rules_id, nation, line, "a plan for a later turn: no order this turn")


def test_a_remark_on_a_later_turn_naming_no_order_is_set_aside():
    _set_aside("classic", "France", "I'll send a longer letter next month, the King is busy.", "a later turn")
    _set_aside("succheesion", "Maustria", "Would it be possible to have the report as a PDF next time?", "a later turn")


NEAR_ORDERS = [     # each may be an order: refused as today, never set aside
    ("eia", "Austria", "Next month corps I marches to Tyrol."),                 # an order put in a later turn
    ("succheesion", "Maustria", "Next turn: back to where they came from."),
    ("classic", "Britain", "Plans: next turn 2 armies 3 -> 6."),                # a plan said as an order
    ("napoleonic", "France", "Next spring, corps A marches to Hanover."),
    ("classic", "France", "Vienna turn 1:"),                                     # another nation's heading
    ("succheesion", "Randomia", "Dunbarra turn 1."),
    ("napoleonic", "France", "The Emperor marches on Vienna."),                 # the court with a verb of motion
    ("napoleonic", "France", "From Paris to Champagne."),                       # a place gone to
    ("eia", "Turkey", "from Bulgaria"),                                         # a place alone: an order cut short
    ("napoleonic", "Prussia", "Berlin, the first corps to Saxony."),
    ("classic", "France", "Could our ships sail to the Channel?"),              # a question naming its units
    ("classic", "France", "Could the Russians attack Prussia?"),                # another's order, asked of the GM
    ("classic", "France", "Can we afford a ship? Then do it."),                 # a build asked, then told done
    ("classic", "France", "The King sends his regards and 5 gold to Spain."),  # words and a sum sent
    ("eia", "Austria", "The Emperor sends his compliments and declares war on France."),
    ("succheesion", "Maustria", "The Archduke sends his greetings and 4 units to Rostopki."),
    ("eia", "France", "March!"),                                               # a month that is a verb, alone
    ("succheesion", "Adoen", "Free Adoen!"),                                   # a command naming the nation
    ("succheesion", "Adoen", "Retake Adoen Crown!"),
]


@pytest.mark.parametrize("rules_id, nation, line", NEAR_ORDERS)
def test_a_line_that_may_be_an_order_is_never_set_aside(rules_id, nation, line):
    sheet, reasons = _chatter(rules_id, nation, line)
    assert [p.line for p in sheet.problems] == [1], (sheet.problems, reasons)
    assert not any(w in r for r in reasons for w in ("heading", "news", "question or remark", "plan for"))
