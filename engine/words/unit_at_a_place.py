"""A unit of the nation and a place of the board on one line, joined by a verb the reader does not know ('the
army lingers near Extremadura', 'our troops loiter at Ubliko Gate'): the line may give an order, so it is read,
refused or asked, never set aside as talk with nothing said (issue 22: lines dropped with nothing said)."""

from __future__ import annotations

from engine.words.lexicon import UNIT_WORDS
from engine.words.movement import STAY
from engine.words.reading import NUMBER_WORDS, Names
from engine.words.textio import is_digits

# Words before a unit noun that make it one of the writer's own units, or units counted: 'the army', 'our
# troops', 'all cavalry'. 'Your army' or 'his fleet' are another player's: talk about them is no order.
_OWNED = frozenset("the my our all both these those this remaining".split())
# Words before a place where a unit stands or goes ('in Saxony', 'towards Vienna', 'en Paris', 'nach Wien'); not
# 'from': 'the news from Bavaria' places no unit.
_AT_OR_TO = frozenset("in at near to towards toward into onto around by en à nach naar w do".split())
# Words opening a remark on the orders above ('That concentrates the army in Saxony', 'It leaves the fleet at
# Brest'): what they say of units is said of orders given already.
_BACK = frozenset("that this it which these those".split())
# Verbs of being: a line saying how a unit is ('the army in Saxony is tired') tells a state, no act.
_BEING = frozenset("is are was were be been being am".split())
_MOST_TOKENS = 60          # a longer line is a paragraph of talk, or read by its sentences elsewhere
_LONGEST_NAME = 4          # words of a place's name looked at after its preposition


def names_a_unit(tokens: list[str]) -> bool:
    """Whether the words name a unit of the writer's by its noun: a unit noun opening the line or after an
    article or 'our'/'my' ('the army', 'our troops', 'Cavalry ...')."""
    for i, word in enumerate(tokens[:_MOST_TOKENS]):
        if word not in UNIT_WORDS:
            continue
        before = tokens[i - 1] if i else ""
        if not before or before in _OWNED:
            return True         # a count before it ('2 ships', 'a single cavalry division') is weighed elsewhere
    return False


def places_a_unit(tokens: list[str], names: Names) -> bool:
    """Whether the words name a unit of the writer's and, after a word of standing or going, a place of the
    board by name (not a bare number: 'the army in 2 days' names none): 'the army lingers near Extremadura'.
    A known verb of staying is left to the stays reader, a line opening on 'That ...' is a remark on the orders."""
    if len(tokens) > _MOST_TOKENS or not _AT_OR_TO.intersection(tokens) or not names_a_unit(tokens):
        return False
    if STAY.intersection(tokens) or _BEING.intersection(tokens) or tokens[0] in _BACK and tokens[1:2] \
            and tokens[1] not in UNIT_WORDS:
        return False        # a stay the stays reader weighs ('Fleet: stays in ...'); a state said ('All my men in
    #                         Rostopki are busy': weighed against the orders of those units); a remark on the orders
    for i, word in enumerate(tokens):
        if word not in _AT_OR_TO:
            continue
        for n in range(min(_LONGEST_NAME, len(tokens) - i - 1), 0, -1):
            said = " ".join(tokens[i + 1:i + 1 + n])
            if not is_digits(said) and len(said) > 1 and names.is_region(said):
                return True
    return False


# Words that open a short line of talk, or of a subject said first, ending on a place: 'See you in Vienna', 'Done at
# London', 'I want everything in Lowland Dairies' (a verb the reader knows goes on to the reader's own refusal).
_TALK_OPENERS = frozenset("""see meet greetings greeting hello hi hey thanks thank welcome regards cheers long god best
happy merry dear love yours wish wishes hope written sent posted safe good bon bonne vive viva
glory hail victory honour honor death praise toast
to from done given signed made dated at in on by with for of i we you he she they my our his her their your a an
want wants like need needs""".split())
_MOST_SHORT = 7            # words of a short line 'VERB SOMETHING in PLACE'


def acts_at_a_place(tokens: list[str], names: Names) -> bool:
    """Whether a short line is shaped as a command done at a place, the place closing it after a word of standing
    or going, its verb one the reader may not know ('Levez du fromage en Randomia', 'Age the cheese in Randomia',
    'Churn butter in Paris'): a place of the board counts even when it shares the writer's nation's name."""
    if not 3 <= len(tokens) <= _MOST_SHORT or tokens[0] in _TALK_OPENERS or tokens[0] in _BACK \
            or not tokens[0].isalpha() or tokens[0] in NUMBER_WORDS or STAY.intersection(tokens) \
            or _BEING.intersection(tokens):
        return False
    for i in range(len(tokens) - 2, 0, -1):
        if tokens[i] in _AT_OR_TO:
            said = " ".join(tokens[i + 1:])
            return len(tokens) - i - 1 <= _LONGEST_NAME and not is_digits(said) and len(said) > 1 \
                and names.is_region(said)
    return False
