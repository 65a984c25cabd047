"""Whether an unread line may be an order: such a line is refused, never set aside as chatter."""

from __future__ import annotations


from engine.words import patterns as re        # its compile() waits for first use


from engine.order_sheet import (NOT_ALLOWED, NOT_UNDERSTOOD, Chatter, LineReader, Order, OrderProblem,  # noqa: F401
                                OrderSheet, Rejections)
from engine.words.commands import codes_said, commands_a_name
from engine.words.unread import near_places
from engine.words.unit_at_a_place import acts_at_a_place, places_a_unit
from engine.words.lexicon import WEAK_VERBS, asks_for_last_orders, counts_units, is_order_word, unit_with_verb
from engine.words.message import words
from engine.words.movement import _goes as goes
from engine.words.reading import NUMBER_WORDS, Names
from engine.words.references import KIND_ADJECTIVES
from engine.words.textio import is_digits
from engine.words.letter_a import a_is_unit



# Retreats and returns said in two words ('pull back', 'fall back'): an order of going, never talk.
_GOING_BACK = frozenset((("pull", "back"), ("pulls", "back"), ("fall", "back"), ("falls", "back"), ("turn", "back"),
                         ("turns", "back"), ("go", "back"), ("goes", "back"), ("head", "back"), ("heads", "back"),
                         ("come", "back"), ("comes", "back"), ("march", "back"), ("sail", "back"), ("withdraw", "back")))


_HEADING_WORDS = frozenset("""turn turns orders order spring summer fall autumn winter year season step phase month moves
    builds diplomacy economy military navy army land naval political round update report part""".split())
_NOT_LABELS = frozenset("GM PS OOC IC BTW FYI NB TL DR OK EDIT P.S. N.B.".split())


def _label_dash_name(text: str) -> bool:
    """Whether the line is a short label, a dash and a name ('F1 - Xanadu', '12 - Northumbria', 'II - Bavaria'): an
    order's shape whatever the name (a place the map does not know is refused with the nearest names)."""
    head, dash, tail = text.strip().partition(" - ")
    head, tail = head.strip("*_ "), tail.strip()
    if not dash or not tail or " " in head or not 0 < len(head) <= 4 or head.upper() in _NOT_LABELS:
        return False
    labelled = any(c.isdigit() for c in head) or head.isupper() and head.isalpha()
    if tail.split()[0].casefold().strip(".,:;!") in _HEADING_WORDS:
        return False                    # 'SPQR - Turn 1', 'GB - Orders', '1805 - Spring': a heading
    return labelled and tail[:1].isupper() and len(tail.split()) <= 4 and " - " not in tail[1:] or labelled \
        and tail[:1].isupper() and all(w[:1].isupper() for w in tail.split(" - "))


def goes_back(tokens: list[str]) -> bool:
    """Whether the words say a retreat or a return in two words ('pull back', 'fall back'): never talk."""
    return any(pair in _GOING_BACK for pair in zip(tokens, tokens[1:]))


def looks_like_order(text: str, order_words: frozenset[str], names: Names, nation: str | None = None,
                     units: frozenset[str] = frozenset()) -> bool:
    """Whether a line may be an order: it holds an order word, an arrow, one of the nation's
    `units` (corps letters), or a place or nation of the game together with a number, a dash, a
    capital letter or another name. Such a line, unread, is an error and never chatter: an order
    word in any of its forms or languages (engine.words.lexicon), a count of units, a unit of the nation,
    two names, or a name with a number, a dash or a capital abbreviation. A name alone is a greeting
    or a sign-off ("Carthago!", "(Prussia)"), and the writer's own nation makes no order ("Orders
    for France", "Emperor of the French")."""
    if "->" in text or "\u2192" in text or "=>" in text or " > " in text or _ARROW_IN_WORD.search(text):
        return True                     # '68>64', 'D>C': an arrow typed without spaces
    tokens = words(text)
    if any(t in order_words or is_order_word(t) for t in tokens) or asks_for_last_orders(text):
        return True
    if goes_back(tokens):
        return True                     # 'If they resist, pull back.': a retreat said in two words
    if _label_dash_name(text):
        return True                     # 'F1 - Xanadu', '1 - Xanadu': a unit's label and a place the map may not know
    if counts_units(tokens, NUMBER_WORDS) or unit_with_verb(tokens):
        return True                     # '2 inf to the front': a count of units; 'the army goes...': a unit sent
    if _counted_from(tokens, names) or _rest_sent(tokens) or sum_sent(tokens, names):
        return True                     # 'and two from 75', 'The rest go wherever you think best': units sent
    if commands_a_name(text, names, nation) or codes_said(text):
        return True                     # 'Teach Maustria a lesson!', 'SO G=H, FD=W': a command, or orders as codes
    letters = [w.strip(",:.;()") for w in text.split(" ")]
    if any(w in units for w in letters):
        return True                     # 'A', 'A: Parris': a corps of the nation
    if any(_route_shaped(w, units, after_colon=":" in text[:text.find(w)]) for w in letters if "-" in w):
        return True                     # 'A-Sax sc Pra', 'Toulon: Prov-GoL-WMed', 'Don-Khar-Orel': a route typed short
    if any(_numbers_joined(w, names) for w in letters if "-" in w or "\u2013" in w):
        return True                     # '2 86-73 / 2 87-84', '4u 1-4-6': regions' numbers joined by dashes, a route
    named = names.mentioned(tokens, besides=nation)
    if named and (any(len(w) == 1 and w not in ("a", "i") and w.upper() in units for w in letters)
                  or a_is_unit(text, units)):
        return True                     # 'd to baden', 'a away from moravia' (engine.words.letter_a): a corps in lower case
    if named + sum(1 for t in tokens if is_digits(t) and names.is_region(t)) and any(
            is_digits(a) and len(b) >= 3 and b.isalpha() for a, b in zip(tokens, tokens[1:])):
        return True                     # '3 legers van 68 naar 64': a count of something, and a place
    if len(tokens) <= 8 and names.joins_places(text):
        return True                     # 'I Bdbg-Sax': places joined short
    if named > 1 or named and any(t in WEAK_VERBS for t in tokens):
        return True                     # 'Take Greece': a verb that orders when a name goes with it
    if named and _arm_sent(tokens):
        return True                     # 'My horse to Saxony': a unit said by its arm, sent to a place
    if named and places_a_unit(tokens, names):
        return True                     # 'the army lingers near Extremadura': a unit and a place, a verb unknown
    if acts_at_a_place(tokens, names):
        return True                     # 'Levez du fromage en Randomia': a short command done at a place
    shaped = any(is_digits(t) for t in tokens) or " - " in text or any(
        0 < len(w) <= 3 and w.isalpha() and w.isupper() and w != "I" for w in letters)
    if any(is_digits(t) for t in tokens) and 0 < len(text) < 300 and near_places(text, names.board):
        return True                   # 'the 2 at Stepkas Marsh to Grenadier Hill': places misspelt, and a count
    if " - " in text and 0 < len(text) < 300 and near_places(text, names.board) >= 2:
        return True                   # 'Coprs I: Rhinleand - Thuringai': places misspelt joined by a dash, a route
    return named == 1 and shaped      # a name alone is a greeting or a sign-off ("Carthago!", "(Prussia)")


_ARROW_IN_WORD = re.compile(r"\w>\w")
_OWN = frozenset("my our the".split())
_TOWARD = frozenset("to into towards toward onto".split())


def _arm_sent(tokens: list[str]) -> bool:
    """A unit of the nation said by its arm ('my horse', 'our foot', 'the guns') and a word of going: a unit
    sent somewhere, never chatter."""
    return any(t in KIND_ADJECTIVES and i and tokens[i - 1] in _OWN for i, t in enumerate(tokens)) \
        and any(t in _TOWARD for t in tokens)


_JOINED_NUMBERS = re.compile(r"\d{1,4}(?:[-\u2013]\d{1,4})+")


def _numbers_joined(word: str, names: Names) -> bool:
    """A word of two or more numbers joined by dashes, each a region of the map ('86-73', '1-4-6'): a
    route typed short, never chatter. A date or a score ('1805-1806' is no region) is not."""
    if _JOINED_NUMBERS.fullmatch(word) is None:
        return False
    return all(names.is_region(n) for n in word.replace("\u2013", "-").split("-"))


def _route_shaped(word: str, units: frozenset[str], after_colon: bool) -> bool:
    """A word of places joined by dashes without spaces, as veterans type a route: a corps of the nation
    before the first dash ('A-Sax'), three or more capitalised parts ('Don-Khar-Orel'), or two after a
    colon ('Toulon: Prov-GoL'). 'well-known', 'Jean-Pierre' alone and 'Austro-Hungarian' are not."""
    parts = word.split("-")
    if len(parts) < 2 or not all(parts):
        return False
    if parts[0] in units:
        return True
    capitals = sum(1 for p in parts if p[0].isupper() and p.isalpha())
    return capitals == len(parts) and (len(parts) >= 3 or after_colon)


_FROM_AT = frozenset(("from", "at", "in"))
# Words naming what is left of a nation's units: with a verb of going, units sent ('the rest go to ...').
_THE_REST = frozenset("rest remainder others remaining".split())
_MOST_TOKENS = 200          # a longer line is a paragraph: looked at in its first words only


def _counted_from(tokens: list[str], names: Names) -> bool:
    """'two from 75', '3 at Rome': a count of something standing at a place of the map (a number counts as a
    place here: a map may number its provinces)."""
    for i in range(min(len(tokens), _MOST_TOKENS) - 2):
        count = tokens[i]
        if (is_digits(count) or count in NUMBER_WORDS) and tokens[i + 1] in _FROM_AT and (
                names.is_region(tokens[i + 2]) or names.mentioned(tokens[i + 2:i + 6]) > 0):
            return True
    return False


_NO_COUNT = frozenset(("a", "an", "single"))


def sum_sent(tokens: list[str], names: Names) -> bool:
    """'A dozen gold to Spain', 'twelve cheese to Maustria': a count in words of something sent to a nation or
    a place of the game (a count in digits is shaped already; 'three cheers for Prussia' is none)."""
    for i in range(min(len(tokens), _MOST_TOKENS) - 3):
        if tokens[i] in NUMBER_WORDS and tokens[i] not in _NO_COUNT and tokens[i + 2] == "to" \
                and names.mentioned(tokens[i + 3:i + 6]) > 0:
            return True
    return False


def _rest_sent(tokens: list[str]) -> bool:
    """'The rest go wherever you think best', 'the others march on': the units not yet ordered, sent."""
    for i, word in enumerate(tokens[:_MOST_TOKENS]):
        if word in _THE_REST and i + 1 < len(tokens) and (goes(tokens[i + 1]) or tokens[i + 1] in WEAK_VERBS):
            return True
    return False
