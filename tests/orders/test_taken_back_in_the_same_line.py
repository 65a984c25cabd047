"""An order the player takes back inside its own line and says what he means instead (engine.words.retracted, issue 22
round 19): the last word is taken, the attempt dropped and named on the receipt; a 'no' that retracts nothing, a
question with no retraction, a new part for other units or an addition keep today's reading (refused or asked)."""

import pytest

from engine.words.retracted import retraction_marks
from tests.orders.bundled import checked

_DROPPED = "dropped: the order tried first"


def _dropped_named(sheet) -> bool:
    return any(_DROPPED in c.reason for c in sheet.chatter)


@pytest.mark.parametrize("rules, nation, where, text, want", [
    # classic: a stay said of 'that one', 'leave it', 'I mean' with no mark but a laugh, a new end 'to 97'
    ("classic", "Turkey", "start", "1 army 99 -> 101? nope, Armenia is too far. That one stays.", []),
    ("classic", "Turkey", "start", "2 armies 98 -> 99? hmm, no wait, they're needed at home. Leave it.", []),
    ("classic", "Turkey", "start", "buy 1 army in 99 lol no, I mean buy 1 army in 98", ["buy 1 army in 98"]),
    ("classic", "Turkey", "start", "2 armies 98 -> 99? no, to 97", ["2 armies 98 -> 97"]),
    ("classic", "Turkey", "start", "2 armies 98 -> 99? no they're both ours. OK 2 armies from 98 stay.", []),
    ("classic", "Vikings", "start", "1 army 70 -> E? nah scratch that, 70 stays", []),
    ("classic", "Turkey", "start", "buy 1 army in 99? no, not 99", []),
    ("classic", "Prussia", "start", "Please send 2 armies from Pomerania (59) to Hanover (57)... scratch that, too far. "
                                    "Send them to Brandenburg instead.", ["2 armies 59 -> 58"]),
    ("classic", "Prussia", "start", "the 2 armies in Pomerania go west... no east, to 61", ["2 armies 59 -> 61"]),
    ("classic", "Vikings", "start", "The 4 longships in D sail to C and attack Britain? no, the British ships sank. Just "
                                    "sail to C.", ["4 ships D -> C"]),
    ("classic", "Russia", "start", "The Moscow army (3 armies) attacks Smolensk? no, Smolensk is ours; the Moscow army "
                                   "marches to 93.", ["3 armies 89 -> 93"]),
    # napoleonic: a stay that is an order here, a build changed with its reason after it, a retraction naming the unit
    ("napoleonic", "Russia", "spring-1805-war", "Corps B to Warsaw? no, Warsaw is Prussian. B holds.", ["B holds"]),
    ("napoleonic", "Spain", "start", "Build 1 cavalry in Madrid. Hmm, no, make that 2 infantry in Madrid instead, "
                                     "horses cost too much.", ["build 2 infantry in Madrid"]),
    ("napoleonic", "Spain", "start", "build 1 cavalry in Madrid? no wait, too dear. forget the cavalry", []),
    ("napoleonic", "Spain", "start", "build 1 infantry in Madrid? no, not Madrid", []),
    ("napoleonic", "Spain", "start", "(c) build a squadron? no, far too dear. skip", []),
    ("napoleonic", "Spain", "start", "build 1 cavalry in Madrid? no wait thats 8 gold, too much. forget the cavalry", []),
    ("napoleonic", "France", "start", "squadron 1 - Tyrrhenian Sea... sorry, I mean squadron 1 stays where it is",
     ["squadron 1 holds"]),
    ("napoleonic", "Spain", "start", "Annex... no, nothing to annex this turn, the neighbours are all strong.", []),
    ("napoleonic", "Russia", "start", "Alliance with Great Britain. Please also give 3 gold to Great Britain... "
                                      "actually no, give 2 gold to Great Britain",
     ["alliance with Great Britain", "give 2 gold to Great Britain"]),
    # succheesion: 'they' for the attempt's units, a stay with its reason 'in case ...'
    ("succheesion", "Randomia", "start", "The 4 in Odds End go to Berdain Heath? no, Berdain is a friend. They go to "
                                         "Randomia.", ["4 units 42 -> 15"]),
    ("succheesion", "Berdain", "start", "4 units berdain -> cheese coast no wait its empty anyway. skip", []),
    ("succheesion", "Berdain", "start", "the 4 units in Berdain march to Madder Vale? no, we have peace with Crimsonia. They "
                                        "stay.", []),
    ("succheesion", "Dunbarra", "start", "The three at Dunbarra go to the Skerries. Hmm, actually no, they stay in "
                                         "Dunbarra in case Berdain is angry.", []),
    # eia: a stay of a named unit of the attempt, a new end, a declaration said again of another nation
    ("eia", "Austria", "start", "Declare war on Prussia? No wait, I mean declare war on Turkey.",
     ["declare war on Turkey"]),
    ("eia", "Russia", "russia-land", "The Cossacks go to Moldavia? no, Moldavia is Turkish. Cossacks stay.", []),
    ("eia", "Russia", "russia-land", "corps II goes from Volhynia to Podolia... no, to Kiev.",
     ["corps II: Volhynia - Kiev"]),
])
def test_the_last_word_is_taken_and_the_attempt_named_dropped(rules, nation, where, text, want):
    shown, sheet = checked(rules, nation, where, text)
    assert shown == want and not sheet.problems, (shown, sheet.problems)
    assert _dropped_named(sheet), sheet.chatter


@pytest.mark.parametrize("rules, nation, where, text", [
    ("napoleonic", "Russia", "spring-1805-war", "Corps B to Warsaw? No objection from Prussia, they agreed."),
    ("classic", "Turkey", "start", "2 armies 98 -> 99? No objection from Russia, they agreed."),
    ("classic", "Turkey", "start", "2 armies 98 -> 99? if it is free"),
    ("classic", "Turkey", "start", "buy 1 army in 99? no wait, 1 army in 98 too"),
    ("eia", "Russia", "russia-land", "corps II goes from Volhynia to Podolia? no, to Kiev, not this turn."),
    ("classic", "Turkey", "start", "2 armies 98 -> 99? no, the others go there. They stay."),
    ("napoleonic", "France", "start", "Corps Q - Lorraine? No wait, I mean Corps A - Lorraine"),
    ("succheesion", "Berdain", "start", "Berdain's 4 go to Madder Vale? no, the 3 in Cheese Coast stay"),
    ("succheesion", "Dunbarra", "start", "The three at Dunbarra go to the Skerries? no, A to the Skerries"),
])
def test_no_retraction_or_other_units_keep_the_line_refused(rules, nation, where, text):
    shown, sheet = checked(rules, nation, where, text)
    assert sheet.problems and not _dropped_named(sheet), (shown, sheet.chatter)


@pytest.mark.parametrize("rules, nation, where, text, kept", [
    ("napoleonic", "Spain", "start", "Build no cavalry? no, build 1 cavalry in Madrid", ["build cavalry in Madrid"]),
    ("napoleonic", "Russia", "spring-1805-war", "Corps B to Warsaw? no, corps C stays", ["C holds"]),
    ("classic", "Turkey", "start", "declare war on Russia? no, not yet, the Tsar is still talking to us.", []),
    ("succheesion", "Crimsonia", "start", "Break trade with Stilwen? No, no, keep it.", []),
    ("succheesion", "Crimsonia", "start", "Break trade with Stilwen? NO. Forget that. Invest 5 cheese in trade with "
                                          "Stilwen.", ["invest 5 cheese in trade with Stilwen"]),
    ("eia", "Austria", "start", "Declare war on Prussia? No. Ally with Prussia? Already asked. Just: standing guard: "
                                "commit.", ["standing guard: commit"]),
    ("napoleonic", "Spain", "start", "build 1 infantry in Madrid? no, build 1 cavalry in Seville. Forget it.", []),
    ("classic", "Turkey", "start", "2 armies 98 -> 99? no wait, yes: 2 armies 98 -> 99", ["2 armies 98 -> 99"]),
])
def test_answers_read_elsewhere_are_not_taken_over(rules, nation, where, text, kept):
    shown, sheet = checked(rules, nation, where, text)
    assert shown == kept and not _dropped_named(sheet), (shown, sheet.problems, sheet.chatter)


def test_an_unread_attempt_is_never_replaced_by_an_order_of_other_units():
    _, sheet = checked("classic", "Russia", "start", "The Moscow army (3 armies) attacks Smolensk? no, Smolensk is "
                       "ours; the Kiev army marches to 93.")
    assert not _dropped_named(sheet) and sheet.problems


def test_a_new_part_for_other_units_never_takes_the_attempts_place():
    _, sheet = checked("succheesion", "Randomia", "start", "The 4 in Odds End go to Berdain Heath? no, Berdain is a "
                       "friend. The 13 in Randomia go to Chance Hills.")
    assert not _dropped_named(sheet)


@pytest.mark.parametrize("text", ["A - Saxony, no later than spring", "A - Saxony? if it is free",
                                  "Corps B to Warsaw? No objection from Prussia", "see you in 2 days. no worries",
                                  "2 armies 98 -> 99. No attack on Bavaria."])
def test_no_retraction_is_found_where_none_is_said(text):
    assert retraction_marks(text) == []


def test_long_lines_are_not_looked_at():
    assert retraction_marks("a" + " " * 100_000 + "? no, b") == []
    assert retraction_marks("2 armies 98 -> 99? no, " * 40) == []


def test_hold_on_is_no_order_in_a_reason():
    shown, sheet = checked("succheesion", "Berdain", "start", "the 4 units in Berdain go to Madder Vale? no - hold on, "
                           "Crimsonia is our friend. Let them stay.")
    assert shown == [] and not sheet.problems


def test_a_count_after_the_retraction_is_never_a_reason():
    """Round 19 (lead, from the mutation measure): '... no artillery: two Infantry in Madder Vale and Nazin Steppe'
    was read as the artillery dropped with nothing in its place, the infantry lost with it; it is asked now."""
    from engine.rulesets import ruleset as _ruleset
    from tests.corpus.positions import position as _position
    board, state = _position("succheesion", "start")
    rules = _ruleset("succheesion")
    sheet = rules.parse_orders("Build 1 Artillery in 12, build 1 Infantry in 12. On second thought no artillery: two "
                               "Infantry in Madder Vale and Nazin Steppe", "Crimsonia", state, board)
    assert sheet.problems
