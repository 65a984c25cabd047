"""A question to the GM in a player's message, from which no order of this turn can be made (issue 22, round 15).

Writers who never saw the reader ask the GM things beside their orders: 'Is the Marmara open to us? The Sultan said
yes in PM.', 'Is the Skerries a good place to defend? Thanks a lot!', 'Question: can squadron 4 get into the Gulf
of Venice next turn from the Adriatic?', 'Does a fleet in the Black Sea block Constantinople?', 'Did the update go
out?'. The reader refused them (a place or a unit named may be an order cut short); the GM has to answer them, so
they stand on the receipt as what they are: chatter with a reason of their own (engine.order_sheet.QUESTION).

A refused line is such a question only when the grammar gave its general refusal (or said the order is for a later
turn), no order came near it (the caller asks this: no fix, and no choice unless its questions name no unit, unit
word, count or number: the choices are then guesses from a place it names), and each of its sentences is either
talk (engine.words.meaning.no_order, or words of manners: 'Thanks a lot!') or a question of this shape:

- it **asks**: after a lead-in ('GM,', 'Question:', 'And a question:', 'By the way,') it opens with a verb that asks
  ('is', 'can', 'does', 'did', 'will', ...), or a word of asking and such a verb ('how can', 'where does'), and ends
  with '?'; or it asks in words ('please tell me if ...', 'I wonder whether ...', 'let me know if ...');
- what it asks about is **not the writer's own order of this turn**: the words after the asking verb do not read as an
  order ('can corps A go to Bavaria?' asks the order 'corps A go to Bavaria'), its subject is not the writer or his
  units ('can I ...', 'can we ...', 'does my fleet ...', 'can A ...', 'could the fleet ...'), it names none of the
  nation's units by letter or number nor 'my'/'our' units, no attack (or other verb of going at someone) beside a place or
  a nation ('Could Austria attack Bavaria?': an order asked for, maybe), and has no arrow; unless it says a later turn ('next
  turn', 'in spring'), when no order of this turn is in it whatever it names;
- it has **no condition** ('if ...', 'unless ...': 'if they attack, can ...' may be an order hung on one), other than
  the 'if' of asking ('tell me if ...'), and no word of correction or 'should'/'shall' (the writer asking what to
  order: 'Should A attack?' stays refused, the GM asks back).

Everything else stays refused or asked as before. One pass over a line's words; at most a few sentences."""

from __future__ import annotations

from collections.abc import Callable

from engine.order_sheet import NOT_UNDERSTOOD, QUESTION, Chatter
from engine.words.clauses import sentences
from engine.words.coded import is_coded
from engine.words.foreign import is_foreign
from engine.words.later_turns import later_turn
from engine.words.lexicon import IF_WORDS, WEAK_VERBS
from engine.words.meaning.asked_of_gm import asks_about_game, beside_question, doubt_of_nothing, tells_to_act
from engine.words.meaning.no_order import is_remark
from engine.words.meaning.slots import Finder

_MOST_CHARS = 500
_MOST_SENTENCES = 5
_MOST_LEAD = 60             # characters of a lead-in before ': ' ('GM, a question rather than orders:')
# Verbs a question opens with; 'shall' and 'should' ask what to order, and stay refused.
_ASKING = frozenset("""is are was were am isn't aren't wasn't can could can't couldn't does do did doesn't don't
    didn't will would won't may might has have hasn't haven't had""".split())
_WH = frozenset("what where when why how who which whom whose".split())
# Words before the question that say nothing of it ('GM, is ...', 'And by the way, did ...').
_FILLERS = frozenset("""gm gms and also so btw oh ah hmm hm well ok okay but ps p.s. just one last quick small little
    another dear sir by the way question a""".split())
# Words that ask in a statement: 'please tell me if ...', 'I wonder whether ...'.
_ASKED_IN_WORDS = (("tell", "me", "if"), ("tell", "me", "whether"), ("let", "me", "know", "if"),
                   ("let", "me", "know", "whether"), ("i", "wonder", "if"), ("i", "wonder", "whether"),
                   ("i", "wondered", "if"), ("i", "wondered", "whether"), ("i'd", "like", "to", "know", "if"),
                   ("i'd", "like", "to", "know", "whether"), ("could", "you", "tell", "me", "if"),
                   ("can", "you", "tell", "me", "if"), ("please", "tell", "me", "if"),
                   ("please", "tell", "me", "whether"), ("please", "let", "me", "know", "if"))
# The writer and his own units as the subject of the question: his own order asked.
_OWN = frozenset("i we my our i'm we're i've we've i'll we'll i'd we'd".split())
_MINE = frozenset("my our mine ours".split())       # 'does my fleet ...'; 'open to us' asks none
_DEFINITE = frozenset("the this that these those both all".split())
_CONDITIONS = IF_WORDS | {"whenever"}     # not 'when', which asks ('when does ...')
_CORRECTIONS = frozenset("instead rather scratch cancel correction sorry edit".split())


def is_question(text: str, finder: Finder, reads: Callable[[str], bool], bare: bool = False) -> bool:
    """Whether a refused line is a question to the GM and talk, with no order of this turn in it (the module's list);
    `bare`: and its questions name no unit, unit word, count or number either ('Is the Skerries a good place to
    defend?'), so that the orders the reader offered for it are guesses from a place alone, not an order asked."""
    if len(text) > _MOST_CHARS or "?" not in text and " if " not in f" {text.casefold()} " \
            and " whether " not in f" {text.casefold()} ":
        return False                # a quick test first: most lines ask nothing
    if is_coded(text) or is_foreign(text):
        return False
    parts = [p for p in sentences(text.strip()) if p.strip(" .!*_")]
    if not parts or len(parts) > _MOST_SENTENCES:
        return False
    asked = wide = False
    remarks: list[str] = []
    for part in parts:
        old = _asks_the_gm(part, finder, reads)
        if old and not (bare and _names_units(part, finder)):
            asked = True
        elif asks_about_game(part, finder, reads):      # round 19: naming what it may (engine.words.meaning.asked_of_gm)
            asked = wide = True
        elif old:
            return False            # a question naming units, beside the orders offered for it: refused as before
        elif not _courtesy(part) and not is_remark(part, finder) and not beside_question(part, finder, reads):
            return False            # a sentence of an order, or one the reader cannot tell: refused as before
        else:
            remarks.append(part)
    return asked and not (wide and any(not _courtesy(r) and tells_to_act(r) for r in remarks))     # 'Then do it.': the order asked


def _names_units(part: str, finder: Finder) -> bool:
    """Whether a question names a unit, unit word, count or number (the choices offered for it may be an order)."""
    slots = finder.find(part.rstrip("?!. "))
    return bool(slots.units or slots.nouns or slots.numbers or slots.other_counts or slots.carried
                or any(c.isdigit() for c in part))


def _asks_the_gm(sentence: str, finder: Finder, reads: Callable[[str], bool]) -> bool:
    """Whether one sentence asks the GM something no order of this turn is made of."""
    said = sentence.strip().strip("*_\"'()[]").strip()
    head, colon, tail = said.partition(": ")
    if colon and len(head) <= _MOST_LEAD and any(w in ("question", "ask", "asking", "wondering")
                                                 for w in _words(head)):
        said = tail                 # 'Question: can ...', 'GM, a question rather than orders: does ...'
    low = _words(said)
    k = 0
    while k < len(low) and low[k] in _FILLERS:
        k += 1
    low = low[k:]
    in_words = next((len(w) for w in _ASKED_IN_WORDS if tuple(low[:len(w)]) == w), 0)
    if in_words:
        body = low[in_words:]       # 'please tell me if Denmark can even ally as a minor'
    elif said.rstrip().endswith("?") and low and low[0] in _ASKING:
        body = low[1:]              # 'is the Marmara open to us'
    elif said.rstrip().endswith("?") and len(low) > 1 and low[0] in _WH and low[1] in _ASKING:
        body = low[2:]              # 'how does the siege work'
    else:
        return False
    if not body or len(body) > 40:
        return False
    later = later_turn(said) is not None
    slots = finder.find(said.rstrip("?!. "))
    if slots.arrow or slots.correction or _CORRECTIONS.intersection(low) or "shall" in low or "should" in low:
        return False
    if _CONDITIONS.intersection(body) and not later:
        return False                # 'if the British accept, can their corps land?': maybe an order hung on it
    if later:
        return True                 # 'can squadron 4 get into the Gulf of Venice next turn?': no order this turn
    if slots.units or body[0] in _OWN or _MINE.intersection(body):
        return False                # 'can I ...', 'does my fleet ...', 'can A reach Bavaria': his own order asked
    if ("attack" in slots.verbs or WEAK_VERBS.intersection(body)) and (slots.nations or slots.places):
        return False                # 'Could Austria attack Bavaria?', 'Could the Russians attack Prussia?': maybe asked
    if body[0] in _DEFINITE and finder.find(" ".join(body[:3])).nouns:
        return False                # 'Could the fleet perhaps do something?': the nation's fleet, this turn
    tokens = said.rstrip().rstrip("?").split()
    return not reads(" ".join(tokens[-len(body):]))     # 'can corps A go to Bavaria': the order asked


def _courtesy(sentence: str) -> bool:
    """'Thanks a lot!', 'No rush.', 'Thank you in advance, GM.': words of manners only."""
    said = _words(sentence)
    return bool(said) and len(said) <= 8 and all(w in _MANNERS for w in said)


_MANNERS = frozenset("""thanks thank you a lot much very many cheers regards best please in advance no rush hurry gm gms
    all again sir kind kindly appreciated greetings for the help your answer answers time ty thx""".split())


def _words(text: str) -> list[str]:
    """The words of a text in lower case, their marks stripped."""
    return [w for w in (x.strip(".,;:!?\"'()[]*_").casefold().replace("\u2019", "'") for x in text.split()) if w]


def questions_aside(sheet: object) -> None:
    """The refused lines of a sheet that are questions to the GM, filed as chatter with why (engine.order_sheet
    QUESTION): a general refusal, or one that puts the line in a later turn, with no fix offered, and no choice
    unless the question names no unit or count (the choices are then guesses from a place it names)."""
    by_meaning = getattr(sheet, "by_meaning", None)
    problems = getattr(sheet, "problems", None)
    if by_meaning is None or not problems:
        return
    kept = []
    for p in problems:
        if p.kind == NOT_UNDERSTOOD and p.fix is None and (_general(p.reason) or doubt_of_nothing(p.reason)) \
                and by_meaning.question(p.text, bare=bool(p.choices)):
            sheet.chatter.append(Chatter(p.line, p.text, QUESTION))     # type: ignore[attr-defined]
        else:
            kept.append(p)
    problems[:] = kept


# The grammar's general refusals: it found no order shape (or only one for a later turn).
_GENERAL = ("expected ", "not an order", "orders start with", "an intention for a later turn",
            "no province or sea called", "no nation called", "no province called")


def _general(reason: str) -> bool:
    """Whether a refusal says only that no order of this turn was found in the line."""
    return reason.startswith(_GENERAL) or ": expected " in reason[:160] or ": not an order" in reason[:160]
