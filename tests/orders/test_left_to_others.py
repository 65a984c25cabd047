"""Issue 22, round 18 (fresh22-nap-27, fresh22-succ-19): a line that leaves units, a decision or an order to the GM
or to another player ('do something useful with it', 'please ask Stilwen to help Adoen', 'the GM decides where the
fleet goes', 'I don't know what to order them') is refused and asked in every ruleset, alone and inside a message
with read orders around it, never set aside as talk (engine.words.left_to_others); true talk stays set aside."""

import pytest

from engine.words.delegations import delegated
from engine.words.left_to_others import left_to_others
from tests.orders.bundled import checked

# (ruleset, position, nation, an order of that nation read whole, as the sheet writes it)
_GAMES = {
    "napoleonic": ("spring-1805-war", "Spain", "Corps C holds.", "C holds"),
    "classic": ("start", "Carthage", "2 armies 107 -> 106.", "2 armies 107 -> 106"),
    "eia": ("turkey-land", "Turkey", "corps I: Stamboul - Salonica", "corps I: Stamboul - Salonica"),
    "succheesion": ("start", "Stilwen", "Build 1 Infantry in 6.", "build 1 Infantry in 6"),
}

LEFT = {
    "napoleonic": [
        "Tell the French to march on Lisbon with us.",
        "GM, please ask Britain to convoy our corps to Ireland.",
        "The referee decides where squadron 2 goes.",
        "Squadron 1: put it to good use, GM.",
        "I have no idea what to do with corps B, sorry.",
        "Corps B is in your hands this turn.",
        "Let the GM pick the target of the cavalry.",
        "Have Portugal guard our western border.",
        "The rest of the squadrons, use them wisely.",
        "As for corps B, send it wherever it is needed.",
    ],
    "classic": [
        "Ask Rome to leave Sicily to us.",
        "Tell our Numidian friends to attack the Greeks.",
        "The GM chooses where my fleet sails.",
        "The ships at 107: your pick.",
        "Do something useful with the two fleets.",
        "I'm not sure what to do with the army in 108.",
        "Please get Egypt to pay us the tribute.",
        "Kindly urge Syracuse to join our war.",
        "Let the umpire decide the last army's move.",
        "My fleets are yours to command this turn.",
    ],
    "eia": [
        "Corps II: do something sensible with it.",
        "Tell Russia to stay out of the Balkans.",
        "Ask the Austrians to support our siege of Belgrade.",
        "You pick where the fleet goes.",
        "The navy: I trust you with it.",
        "Honestly I do not know what to do with corps III.",
        "Have Spain send its fleet to Cyprus.",
        "The GM's decision on corps III, I'm fine either way.",
        "Corps III goes wherever it is needed most, GM.",
        "Please persuade Prussia to lend us a corps for the war.",
    ],
    "succheesion": [
        "Please ask Maustria to hold the pass for us.",
        "Tell Adoen to attack Rostopki with us.",
        "The GM decides where the galleons sail.",
        "The riders: your decision, GM.",
        "Do something clever with the 3 units in 8.",
        "I don't know where to send the frigates.",
        "The general is in the GM's hands.",
        "Have Manarth cover our flank this turn.",
        "Use the galleons wherever they can help.",
        "Could you tell Berdain to pay us the 10 gold?",
    ],
}

TALK = [
    "you know the map better than me.",
    "Thanks for running this game, GM.",
    "Tell me if anything is unclear.",
    "Let me know if the move fails.",
    "Prussia asked us to help them last turn.",
    "We will ask France to join us next year.",
    "Thanks for your decision on the rules.",
    "I know what to do with the fleet, don't worry.",
    "Hope the deadline holds this time.",
    "We have Russia to thank for this war.",
    "Ask me anything on the forum.",
    "I'll tell Austria to back off in the forum.",
    "The Tsar chooses peace this year.",
    "We did something useful last turn for once.",
    "Good luck to everyone, see you next turn.",
    "You are doing a great job with the maps.",
    "My ally told me to be patient.",
    "Hope the referee decided the dispute fairly.",
    "I asked Manarth to help and they said no.",
    "Remind me to send the payment next week.",
]

_CASES = [(rid, line) for rid, lines in LEFT.items() for line in lines]


def _problem_lines(sheet):
    return {p.line for p in sheet.problems}


@pytest.mark.parametrize("rid, line", _CASES)
def test_a_line_left_to_another_alone_is_asked(rid, line):
    where, nation, _, _ = _GAMES[rid]
    _, sheet = checked(rid, nation, where, line)
    assert 1 in _problem_lines(sheet), (sheet.problems, sheet.chatter)


@pytest.mark.parametrize("rid, line", _CASES)
def test_a_line_left_to_another_among_orders_is_asked_and_the_orders_stand(rid, line):
    where, nation, order, written = _GAMES[rid]
    got, sheet = checked(rid, nation, where, f"Hello GM,\n\n{order}\n{line}\n\nThanks")
    assert 4 in _problem_lines(sheet) and not any(c.line == 4 for c in sheet.chatter), (sheet.problems, sheet.chatter)
    assert written in got


@pytest.mark.parametrize("rid, line", _CASES)
def test_a_sentence_left_to_another_after_an_order_on_its_line_is_asked(rid, line):
    where, nation, order, written = _GAMES[rid]
    got, sheet = checked(rid, nation, where, f"{order.rstrip('.')}. And {line[0].lower()}{line[1:]}")
    assert 1 in _problem_lines(sheet), (sheet.problems, sheet.chatter)


@pytest.mark.parametrize("line", TALK)
def test_true_talk_leaves_nothing_to_another(line):
    assert left_to_others(line) is None and delegated(line) is None


@pytest.mark.parametrize("rid", list(_GAMES))
def test_true_talk_among_orders_stays_set_aside(rid):
    where, nation, order, written = _GAMES[rid]
    _, sheet = checked(rid, nation, where, "\n".join([order, *TALK[:6]]))
    assert not any("leaves the order" in p.reason for p in sheet.problems), sheet.problems


@pytest.mark.parametrize("line", [
    "Have corps II march from Tyrol to Carniola.", "Have the frigates in Pirates' Sound sail into the Northern Rind.",
    "Tell my fleet to sail to the Baltic.", "Ask the 3 units in 8 to hold.", "Have squadron 1 sail into the North Sea."])
def test_the_writers_own_units_told_are_an_order_not_left_to_another(line):
    assert left_to_others(line) is None


@pytest.mark.parametrize("rid, line", [
    ("classic", "GM please sort out my builds."), ("eia", "I'd like the GM to handle my builds this turn."),
    ("eia", "Keep the navy out of trouble."), ("napoleonic", "Move the reserve somewhere safe, GM."),
    ("succheesion", "Could you take care of the galleons for me?")])
def test_a_request_to_the_gm_to_act_for_the_writer_is_asked(rid, line):
    where, nation, order, written = _GAMES[rid]
    got, sheet = checked(rid, nation, where, f"{order}\n{line}")
    assert 2 in _problem_lines(sheet) and written in got, (sheet.problems, sheet.chatter)


@pytest.mark.parametrize("line", ["The second army goes to 106.", "Move the other army to 106.",
                                  "Hannibal himself leads the second army to 106."])
def test_one_army_of_a_stack_named_by_an_ordinal_is_asked_never_read_as_all(line):
    got, sheet = checked("classic", "Carthage", "start", line)
    assert got == [] and "1 army, or all 2" in sheet.problems[0].reason


def test_the_fresh22_lines():
    assert left_to_others("And the rest of the army, do something useful with it, you know the map better than me.") \
        == "do something useful"
    assert left_to_others("And please ask Stilwen to help Adoen however they can, I don't know what to order them.") \
        == "ask Stilwen to help"


def test_linear_on_long_lines():
    assert left_to_others(" " * 2000) is None
    assert left_to_others("more, " * 60 + "ask Prussia to help") is not None
    assert left_to_others("tell " * 500) is None


@pytest.mark.parametrize("line", ["Our units stay in Rostopki this turn.", "All our units remain in Whiskerport.",
                                  "Our troops stay in Maus Imperial."])
def test_all_the_writers_units_told_to_stay_where_none_stand_is_asked_never_set_aside(line):
    _, sheet = checked("succheesion", "Stilwen", "start", line)
    assert 1 in _problem_lines(sheet) and not sheet.chatter, (sheet.problems, sheet.chatter)

