"""Issue 22, round 21 (helper Qa): a question the writer answers himself on its line, a question to the GM about the
rules or the state, and a sentence that explains or hedges orders read elsewhere in the message
(engine.words.meaning.self_answered, asked_state, restating).

- 'Peace with France? Not yet, the Hofkriegsrat says no.': the question's order is not given, the line set aside
  ("asked and answered no"); what the answer orders is read; an answer that is not a clear no stays asked, and an
  order said after the no is never swallowed;
- 'Questions for the GM: does Magdeburg count as a home province for builds? I think so but not sure.', 'Bitte
  confirm that E has 2 cavalry still?': a question to the GM; one that hangs an order on the answer stays asked;
- 'Both wait in Saxony for the French.' beside the moves into Saxony, 'If F gets there first, fine, we fight.': the
  orders restated or what the rules do anyway; a place, a unit, a count or a condition of its own stays asked."""

import pytest

from engine.order_sheet import QUESTION
from tests.orders.bundled import checked, read


# --- a question answered no on its line ---------------------------------------------------------------------------

@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("napoleonic", "spring-1805-war", "Austria", "Peace with France? The Emperor says no. We go on.\nD - Bavaria",
     ["D - Bavaria"]),
    ("napoleonic", "start", "Prussia", "Transfer 1 infantry from A to B? No, leave them as they are.", []),
    ("napoleonic", "start", "France", "- Alliance with Spain? Already allied. Nothing then.", []),
    ("classic", "start", "Russia", "give 5 gold to Prussia? Hmm no. We keep the peace with Prussia.", []),
    ("classic", "start", "Russia", "2 armies 87 -> 88? nope, they just stay.\nbuy 1 army in 87", ["buy 1 army in 87"]),
    ("succheesion", "start", "Crimsonia", "ally with Randomia? already allied. nothing then.", []),
    ("succheesion", "start", "Stilwen", "- Make peace with Maustria? The council voted no. We carry on.", []),
    ("eia", "austria-land", "Austria", "Declare war on France? We are at war already, I know.", []),
])
def test_a_question_answered_no_gives_no_order(rules_id, where, nation, text, orders):
    assert read(rules_id, where, nation, text) == (orders, [])


def test_the_receipt_says_asked_and_answered_no():
    _, sheet = checked("succheesion", "Crimsonia", "start", "ally with Randomia? already allied. nothing then.")
    assert any(c.reason.startswith("not an order: asked and answered no: 'ally with Randomia'?") for c in sheet.chatter)


@pytest.mark.parametrize("rules_id, where, nation, text, order", [
    ("napoleonic", "spring-1805-war", "Austria", "Peace with France? No. D marches to Bavaria.", "D - Bavaria"),
    ("napoleonic", "spring-1805-war", "Austria", "Peace with France? The Emperor says no, D goes to Bavaria.",
     "D - Bavaria"),
    ("succheesion", "start", "Crimsonia", "ally with Randomia? no. build 1 Infantry in 9.", "build 1 Infantry in 9"),
])
def test_an_order_said_after_the_no_is_never_swallowed(rules_id, where, nation, text, order):
    got, problems = read(rules_id, where, nation, text)
    assert order in got or problems


@pytest.mark.parametrize("rules_id, where, nation, text", [
    ("napoleonic", "spring-1805-war", "Austria", "Peace with France? Maybe."),
    ("napoleonic", "spring-1805-war", "Austria", "Peace with France? We'll see."),
    ("napoleonic", "spring-1805-war", "Austria", "Peace with France? No, with Britain."),
    ("classic", "start", "Russia", "3 armies 87 -> 88? No, 2 armies."),
    ("classic", "start", "Russia", "3 armies 87 -> 88? No, to 84."),
    ("succheesion", "start", "Crimsonia", "ally with Randomia? already allied with Ubliko."),
    ("eia", "austria-land", "Austria", "corps II: Tyrol - Bavaria? no, Switzerland."),
])
def test_an_answer_that_is_not_a_clear_no_stays_asked(rules_id, where, nation, text):
    got, problems = read(rules_id, where, nation, text)
    assert got or problems


# --- a question to the GM about the rules or the state ------------------------------------------------------------

@pytest.mark.parametrize("rules_id, where, nation, text", [
    ("napoleonic", "start", "Prussia", "Questions for the GM: does Brandenburg count as a home province for builds? "
     "I think so but not sure."),
    ("napoleonic", "spring-1805-war", "Prussia", "Bitte confirm that E has 2 cavalry still, after the winter?"),
    ("succheesion", "start", "Stilwen", "A question for the GM: when Randomia's units come to Republic Marsh, do we "
     "pay their supply or do they?"),
    ("eia", "austria-land", "Austria", "Please confirm that corps II has 4 factors still?"),
    ("eia", "austria-land", "Austria", "Questions to the GM: does Austria still count as at war with France? I think so."),
    ("classic", "start", "Turkey", "Yes I know I only had 3 in Constantinople, but with the new one that's 4, right?"),
])
def test_a_question_to_the_gm_is_set_aside_as_one(rules_id, where, nation, text):
    _, sheet = checked(rules_id, nation, where, text)
    assert not sheet.problems and not sheet.orders
    assert [c.reason for c in sheet.chatter if c.text == text] == [QUESTION]


@pytest.mark.parametrize("rules_id, where, nation, text", [
    ("napoleonic", "spring-1805-war", "Austria", "Questions for the GM: can D go to Bavaria?"),
    ("napoleonic", "spring-1805-war", "Austria", "Bitte confirm that D marches to Bavaria?"),
    ("napoleonic", "spring-1805-war", "Austria", "Questions for the GM: does Vienna count as home? If so, build 2 "
     "infantry there."),
    ("succheesion", "start", "Typ Lef Nazin", "The Khan asks the GM whether the desert raises cheese at double cost. "
     "If so, no raising this turn."),
    ("classic", "start", "Turkey", "Yes I know I have 3 in 48, so 3 armies 48 -> 47, right?"),
])
def test_a_question_that_asks_or_hangs_an_order_stays_asked(rules_id, where, nation, text):
    got, problems = read(rules_id, where, nation, text)
    assert problems


def test_a_confirm_of_an_order_is_never_a_question_of_the_state():
    got, problems = read("napoleonic", "spring-1805-war", "Austria", "Please confirm that D goes to Bavaria.")
    assert got == ["D - Bavaria"] or problems


# --- explanations and hedges of orders read elsewhere -------------------------------------------------------------

@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("eia", "prussia-land", "Prussia", "corps I: Brandenburg - Saxony\ncorps II: Silesia - Saxony\n"
     "They gather in Saxony, as agreed with Vienna.",
     ["corps I: Brandenburg - Saxony", "corps II: Silesia - Saxony"]),
    ("eia", "prussia-land", "Prussia", "corps I: Brandenburg - Saxony\ncorps II: Silesia - Saxony\n"
     "Both wait in Saxony for the Austrians.", ["corps I: Brandenburg - Saxony", "corps II: Silesia - Saxony"]),
    ("napoleonic", "spring-1805-war", "Austria", "D - Bavaria. If the French get there first, fine, we fight.",
     ["D - Bavaria"]),
    ("classic", "start", "Britain", "3 armies 3 -> 5\nShips stay in the Channel and fight if the French come.",
     ["3 armies 3 -> 5"]),
    ("classic", "start", "Italy", "give 5 gold to Austria\nNotes: the gold for Austria is half of what we agreed. "
     "Rest next turn.", ["give 5 gold to Austria"]),
    ("eia", "start", "Prussia", "declare war on France\ncorps I: Brandenburg - Saxony\n"
     "I know, I know, land moves come later, but I want it on record now.", ["declare war on France"]),
])
def test_a_sentence_restating_the_orders_is_set_aside(rules_id, where, nation, text, orders):
    got, problems = read(rules_id, where, nation, text)
    assert got == orders
    assert all("restat" not in p for p in problems) and len(problems) == (1 if "record" in text else 0)


def test_the_receipt_says_what_is_restated():
    _, sheet = checked("eia", "Prussia", "prussia-land", "corps I: Brandenburg - Saxony\ncorps II: Silesia - Saxony\n"
                       "Both wait in Saxony for the Austrians.")
    assert any(c.reason.startswith("not an order: restates the orders read") and "places again" in c.reason
               for c in sheet.chatter)


@pytest.mark.parametrize("rules_id, where, nation, text", [
    ("eia", "prussia-land", "Prussia", "corps I: Brandenburg - Saxony\nBoth wait in Bohemia for the Austrians."),
    ("eia", "prussia-land", "Prussia", "corps I: Brandenburg - Saxony\nConcentrating in Saxony, then on to Bohemia."),
    ("eia", "prussia-land", "Prussia", "corps I: Brandenburg - Saxony\ncorps III waits in Saxony."),
    ("eia", "prussia-land", "Prussia", "corps I: Brandenburg - Saxony\nBoth wait in Saxony, no wait, in Bohemia."),
    ("napoleonic", "spring-1805-war", "Austria", "D - Bavaria. If the French come, we retreat."),
    ("napoleonic", "spring-1805-war", "Austria", "D - Bavaria. If the French come, we fight, else we go to Tyrol."),
    ("classic", "start", "Italy", "give 5 gold to Austria\nNotes: the gold for Russia is half of what we agreed."),
    ("classic", "start", "Britain", "3 armies 3 -> 5\nShips stay in the Channel and attack if the French come."),
    ("classic", "start", "Italy", "give 5 gold to Austria\nRest next turn: 2 armies 36 -> 35."),
    # a refusal quoting one piece of a line none of whose orders was read: the piece is never the line's all
    ("napoleonic", "spring-1805-war", "France", "C holds\nIn the north, Corps C marches from Flanders into Holland to "
     "keep the Dutch honest if Great Britain agrees."),
    ("napoleonic", "spring-1805-war", "Great Britain", "Corps C holds at Gibraltar.\nAlso, alliance with Austria "
     "please if France agrees."),
])
def test_a_sentence_with_an_order_of_its_own_stays_asked(rules_id, where, nation, text):
    got, problems = read(rules_id, where, nation, text)
    assert problems


def test_long_lines_read_in_linear_time():
    spaces = " " * 100_000
    got, problems = read("classic", "start", "Italy", f"give 5 gold to Austria\nPeace?{spaces}no{spaces}.\n"
                         f"Both wait in{spaces}Saxony{spaces}and fight if{spaces}they come.")
    assert got == ["give 5 gold to Austria"]


# --- an order denied, then something taken back (the mutation measure's drop) -------------------------------------

@pytest.mark.parametrize("rules_id, where, nation, text", [
    ("succheesion", "start", "Stilwen", "Do not spend TP to reach 30%. Actually no, 50%."),
    ("succheesion", "start", "Stilwen", "Never spend TP to reach 30%. Actually no, 50%."),
    ("classic", "start", "Russia", "Don't give 5 gold to Prussia. Actually no, 3 gold."),
    ("napoleonic", "spring-1805-war", "Austria", "Do not D - Bavaria. Actually no, D - Tyrol."),
    ("eia", "austria-land", "Austria", "Never corps II: Tyrol - Bavaria. No wait, corps II: Tyrol - Switzerland."),
])
def test_an_order_denied_then_taken_back_is_asked_never_a_remark(rules_id, where, nation, text):
    got, problems = read(rules_id, where, nation, text)
    assert problems


def test_a_line_taking_back_what_it_said_without_a_denial_reads_as_before():
    assert read("succheesion", "start", "Stilwen", "Spend TP to reach 30%. Actually no, 50%.") == (
        ["spend TP to reach 50%"], [])


@pytest.mark.parametrize("rules_id, where, nation, text", [
    ("napoleonic", "spring-1805-war", "Austria", "Peace with France? Not yet, if they ask we will."),
    ("succheesion", "start", "Crimsonia", "ally with Randomia? no, unless they pay."),
    ("classic", "start", "Russia", "give 5 gold to Prussia? not now, once they sign."),
    ("eia", "austria-land", "Austria", "Declare war on France? No, when the Russians come we will."),
])
def test_an_answer_no_hung_on_a_condition_stays_asked(rules_id, where, nation, text):
    """engine.words.answered_no: a piece of the answer opening with a condition is no reason."""
    got, problems = read(rules_id, where, nation, text)
    assert problems
