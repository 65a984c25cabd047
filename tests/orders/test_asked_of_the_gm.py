"""Issue 22, round 19 (engine.words.meaning.asked_of_gm): a question put to the GM about the game (its rules, costs,
map, what others do, whether what the player did is right) is set aside as a question to the GM even when it names
places, unit words, counts and nations, with the hedges, states and the writer's own answers of no order beside it.
A question that asks the writer's order (a request to the GM, one of his units by letter, a count sent somewhere, an
order verb on a nation said of the writer, what follows the asking verb read as an order) and a line that gives or
hangs an order beside the question stay refused, or read as orders."""

import pytest

from engine.order_sheet import asks_the_gm
from tests.orders.bundled import sheet_of

_NAP = ("napoleonic", "France", "spring-1805-war", "A - Champagne\nB - Brabant")
_CLASSIC = ("classic", "Spain", "start", "3 armies 14 -> 11\n2 ships N -> L")
_SUCC = ("succheesion", "Maustria", "start", "6 units 21 -> 22")
_EIA = ("eia", "Austria", "austria-land", "corps II: Tyrol - Bavaria")

# (ruleset, nation, position, the orders, a question to the GM with the words beside it)
ASKED = [
    # a verb of being: 'is it true / OK / allowed that ...', a nation's state, a count enough
    (*_NAP, "Is it true that artillery costs more than cavalry? A friend told me so."),
    (*_NAP, "Is it OK to have three corps in one province? I read it is but I am not sure."),
    (*_CLASSIC, "Is it allowed that my ships carry two armies at once? I think yes."),
    (*_CLASSIC, "Is 3 armies enough to take a capital? probably not lol"),
    (*_SUCC, "Is Berdain neutral? I hope it stays so."),
    (*_EIA, "Is Saxony neutral in this scenario? I hope it doesn't start a war"),
    (*_EIA, "Is it OK to attack with only 2 corps? They have 3..."),
    # knowing, needing, counting, costing
    (*_NAP, "Do I need to declare anything to enter Holland? it has no owner right?"),
    (*_CLASSIC, "Do the ships in L count toward my free ships? I think I have 2."),
    (*_SUCC, "Does a galleon cost 12 cheese? Just want to be sure."),
    (*_EIA, "And a question: if Prussia asks again for passage, do I have to write the permission every turn?"),
    # a modal of permission or possibility asked of the GM
    (*_CLASSIC, "Can I build anything? I think not, I have only 4 gold. So no builds."),
    (*_CLASSIC, "Question: can I buy ships in N if I own 14? I think yes but not sure. Not this turn anyway."),
    (*_NAP, "Can my squadron do anything useful? If not just leave it."),
    (*_SUCC, "I also want to ask: can Berdain give me cheese every turn? we have a deal"),
    (*_SUCC, "One question: the Infantry I build this turn, can they march next turn already? I'd guess yes."),
    (*_NAP, "What can I actually do in winter? I read the rules, I think I can build and make friends."),
    (*_EIA, "Is there anything else I should do this step? My corps just sit there I suppose."),
    # asked in words
    (*_CLASSIC, "Please tell me if the ships can do that in one turn"),
    (*_NAP, "Can you tell me after the turn if the Prussians are coming? I hope so"),
]


@pytest.mark.parametrize("rules_id, nation, where, orders, line", ASKED)
def test_a_question_to_the_gm_naming_what_it_may_is_set_aside(rules_id, nation, where, orders, line):
    text = f"{orders}\n{line}"
    at = len(orders.splitlines()) + 1
    sheet = sheet_of(rules_id, nation, where, text)
    assert len(sheet.orders) == len(orders.splitlines()), (text, sheet.orders, sheet.problems)
    assert not [p for p in sheet.problems if p.line == at], (text, sheet.problems)
    asked = [c for c in sheet.chatter if c.line == at]
    assert asked and asked[0].reason.startswith("not an order"), (text, asked)
    assert asks_the_gm(asked[0].reason, asked[0].text) or not asked[0].text.rstrip().endswith("?"), (text, asked)


# (ruleset, nation, position, the orders, a line that asks or gives an order: read, or refused, never talk)
NEVER_ASIDE = [
    # an order asked of the GM, or the writer's own put as a question
    (*_NAP, "Could corps B go to Holland?"),
    (*_NAP, "Would you build 2 infantry in Paris for me?"),
    (*_NAP, "Could I split corps B? take 1 infantry from B and make a new corps H"),
    (*_NAP, "Do I attack Holland with A?"),
    (*_CLASSIC, "Can I send 2 armies to 12?"),
    (*_CLASSIC, "can we also ally with France?"),
    (*_CLASSIC, "Could France attack Italy?"),
    (*_SUCC, "Can I build 2 infantry in 21?"),
    (*_EIA, "Should corps II attack?"),
    (*_CLASSIC, "Could the fleet perhaps do something?"),
    (*_NAP, "Would my squadrons do anything useful in the Channel?"),
    # a question, then an order given or hung on its answer
    (*_NAP, "Can I build in Paris? If yes then I'd like one infantry there please."),
    (*_CLASSIC, "Can my ships do anything useful? If not move them to K."),
    (*_SUCC, "Is Berdain neutral? Then 3 units 21 -> 19."),
    (*_CLASSIC, "Can we afford a frigate? Then do it."),
    (*_CLASSIC, "Can I buy in 14? If so, yes."),
    (*_NAP, "Can I build in Paris? Yes please do."),
    (*_EIA, "Is there anything corps II can do? If yes, go ahead."),
    # the writer's order beside it, or a plan naming a place gone to
    (*_CLASSIC, "Is it OK? I send 2 armies to 12."),
    (*_CLASSIC, "I want to land in 20 next turn, is that OK?"),
    (*_EIA, "Is Saxony neutral? We declare war on Saxony."),
    (*_NAP, "If Austria attacks, can B retreat to Holland?"),
    # an order verb on a nation, asked by the writer
    (*_NAP, "Is it OK to attack Austria?"),
    (*_EIA, "Do I need to declare war on Prussia?"),
]


@pytest.mark.parametrize("rules_id, nation, where, orders, line", NEVER_ASIDE)
def test_a_question_of_an_order_is_never_set_aside(rules_id, nation, where, orders, line):
    text = f"{orders}\n{line}"
    at = len(orders.splitlines()) + 1
    sheet = sheet_of(rules_id, nation, where, text)
    refused = [p for p in sheet.problems if p.line == at]
    read = len(sheet.orders) > len(orders.splitlines())
    assert refused or read, (text, sheet.orders, sheet.chatter)
    assert read or not [c for c in sheet.chatter if c.line == at], (text, sheet.chatter)


def test_a_long_line_of_spaces_is_read_quickly():
    from engine.words.meaning.asked_of_gm import asks_about_game, beside_question

    class _Finder:
        def find(self, text):
            from engine.words.meaning.slots import Slots
            return Slots()

        def names_place_or_nation(self, word):
            return False

    said = "Is it " + " " * 100_000 + "true?"
    assert asks_about_game(said, _Finder(), lambda s: False) in (True, False)      # type: ignore[arg-type]
    assert beside_question("I think " + " " * 100_000 + "so", _Finder(), lambda s: False) in (True, False)  # type: ignore[arg-type]


@pytest.mark.parametrize("rs, nation, text", [
    ("napoleonic", "France", "Do not also one cavalry in Picardy if the money is enough (I think I have 20?)"),
    ("napoleonic", "France", "One cavalry in Picardy if the money is enough (I think I have 20?)"),
    ("succheesion", "Berdain", "build 1 infantry in Berdain?"),
])
def test_a_note_s_question_or_a_denied_order_is_never_a_question_to_the_gm(rs, nation, text):
    """Round 19 (lead, from the mutation measure): the '?' of a note in brackets is the note's; a denied order
    ('Do not ...') and a count of units with a place asked are orders' words: never set aside as a question."""
    from engine.rulesets import ruleset as _ruleset
    from tests.corpus.positions import position as _position
    board, state = _position(rs, "start")
    rules = _ruleset(rs)
    sheet = rules.check_orders(rules.parse_orders(text, nation, state, board), state, board)
    assert sheet.orders or sheet.problems
    assert not any("question to the GM" in c.reason for c in sheet.chatter)
