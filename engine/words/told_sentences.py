"""The prose around a message's read orders, judged sentence by sentence (issue 22, round 17).

Round 16's passes judge a refused line whole (engine.words.story: RETOLD; engine.words.story_part: STORY and
SCENERY). Most lines they leave hold two or three sentences of different kinds: 'Belgica first, then Swabia. The
fleet goes north to stay out of the British way.' beside the moves into both and the fleet's move, 'The English have
3 ships in I. I'd rather run than fight.', 'Peace offering to Moscow. Question: does a fleet in the Black Sea block
Constantinople?'. Each is refused for want of an order shape, and the message is not read, though every order is.

This pass runs once per message after those, only on a message with at least one order read, and only on a line
refused for want of an order shape (the grammar's general refusal, of the whole line or of a piece of it: never a
refusal of its own, not allowed, held back, a correction, a condition, a later turn, the same order twice). It cuts
the line (or the piece refused) into sentences (engine.words.clauses.sentences) and sets it aside only when every
sentence is one of these kinds, and leaves it refused otherwise:

- **the orders told again**: it names no place, unit, count, unit word or nation's order the read orders do not
  (engine.words.story.ReadContext.kept_for: the same test as a whole line's, with every guard of it: no word of
  change, condition, doubt or later turn, no stay, no arrow, no name it cannot tell, no sentence opening on a word
  that may be a command); a reason after it ('to stay out of the British way', ', closer to the Baltic') is cut
  off first (engine.words.reasons.reason_cuts) only when it names no unit, unit word, count or place of its own;
- **another's act or state**: the sentence opens on another nation ('The English have 3 ships in I', 'The British
  are busy with France', 'Austria has been dragging its feet'), names none of the writer's units and no place gone
  to, from or through that no read order names, says nothing of money, war, peace or alliance, no first person, no
  passive ('The Russians are allowed through the Straits': the writer's order), no leave given, no order given for
  that nation ('Russia builds 2 infantry in Warsaw': the GM refuses it), no condition, change or question;
- **a sum of the orders' money**: every figure said of a word of money is an amount of a read order or their sum,
  a remainder beside it ('That's 5 gold, the rest stays in the bank'); a cost of builds is not checked: refused;
- **a question to the GM** that asks no order (engine.words.meaning.questions, one sentence at a time);
- **talk**: words of manners or a remark naming nothing an order is made of (engine.words.meaning.no_order), or a
  sentence naming nothing at all an order is made of, whatever its words of doubt ('I don't trust them.').

A sentence that is none of these whole is judged clause by clause (at ', ' and '; '): 'The English have 3 ships in
I, I have 2.' is another's state and the writer's own force told again (a count the orders give).

A line whose sentences are only questions and talk is the questions pass's; one that is only talk the remarks'.
The subject decides between an order and a story: the writer's unit or 'we'/'I' with a verb of an order, naming a
place or count no read order names, is an order not read and stays refused ('Belgica first, then Swabia.' beside
orders that do not go to Swabia; 'The fleet goes north.' beside no fleet order; 'The English have 3 ships in I, I
send 2 more.'). A line another refusal names, or one sharing a place or unit with a line that stays refused, stays
refused. The line set aside is filed as chatter whose reason names each sentence's kind: one asking the GM opens
as a question (engine.order_sheet.asks_the_gm), so the window shows it as asked."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any, TypeVar

from engine.order_sheet import NOT_UNDERSTOOD, TOLD, TOLD_ASKED, Chatter, OrderProblem
from engine.words.clauses import sentences
from engine.words.meaning.no_order import is_remark
from engine.words.meaning.states import state_told, without_emoticons
from engine.words.meaning.questions import _courtesy
from engine.words.lexicon import NEGATIONS_GLUED
from engine.words.meaning.holds_order import firm, holds_force, holds_order, order_words
from engine.words.message import words
from engine.words.reasons import reason_cuts
from engine.words.meaning.verbs import BLOCKERS, CORRECTIONS
from engine.words.story import NATION_WORDS, ReadContext, _CHANGES, _STAYING, _unknown_name, _NO_SHAPE, _WITH_OTHERS, _changes, _piece, read_context

if TYPE_CHECKING:
    from engine.words.sheet import Sheet

__all__ = ["file_aside", "looked_at", "named_by_another", "refusals_looked_at", "refusals_unread", "sentence_kinds", "told_aside",
           "without_neighbours"]

_MOST_CHARS = 400           # a longer line is a letter: left to the story passes
_MOST_SENTENCES = 5
RETELLING, OTHERS, ASKED, TALK = "the orders told again", "another's act", "a question to the GM", "talk"
MONEY = "a sum of the orders' money"
# Words of the writer as the subject ('I have 2', "we'll see"): a sentence with one is never another's act.
_FIRST_PERSON = frozenset("we my our us me mine ours i'm we're i've we've i'll we'll i'd we'd let's lets".split())
# Words of an order on nations or of money: 'Austria gets a little gift' may be the writer's gift.
_NATION_ORDERS = frozenset("""gift gifts gold money subsidy subsidies loan tribute pay pays paid war wars peace
treaty truce alliance ally allies allied declare declares annex annexes cede cedes join joins send sends give
gives""".split())
# Words of a tail that may change or hang the order on something: never only why ('to stay' is).
_WHY_BLOCKED = (CORRECTIONS | _CHANGES | _WITH_OTHERS | frozenset(BLOCKERS - {"there", "before", "already"})) \
    - frozenset(("not", "no", "but", "rather", "until", "till", "when", "once"))
# Words that hang what another does on a condition, take something back or leave it to the GM: never another's act
# only ('The Austrians stay if we pay', 'Prussia attacks instead').
_THEIRS_BLOCKED = CORRECTIONS | frozenset("""if unless otherwise whether or either instead rather except wait only
should must let""".split())
_GLUED = ("n't", "n\u2019t")
T = TypeVar("T")
_SEEN: list[tuple[int, str, str]] | None = None     # a measure's list of each line set aside and its kinds


def told_aside(sheet: Sheet) -> None:
    """The refused lines of a sheet whose every sentence is prose around its read orders (the module's kinds),
    filed as chatter naming each sentence's kind (the sheet's problems and chatter changed in place)."""
    if not sheet.problems or not sheet.orders or not any(looked_at(p) for p in sheet.problems):
        return
    context = read_context(sheet)
    meaning = sheet.by_meaning
    if context is None or meaning is None:
        return
    told: dict[int, Chatter] = {}
    for p in refusals_looked_at(sheet, context):
        said = _piece(p) or p.text
        kinds = sentence_kinds(said, context, meaning, sheet.nation)
        if kinds and said != p.text:
            rest = p.text.replace(said, " ", 1)
            more = sentence_kinds(rest, context, meaning, sheet.nation) if rest.strip(" .,;:!-()") else []
            kinds = kinds + (more or []) if more or not rest.strip(" .,;:!-()") else None
        if not kinds or set(kinds) <= {ASKED, TALK}:
            continue                    # the questions and remarks passes' own: never set aside here
        said_kinds = "; ".join(dict.fromkeys(kinds))
        reason = (TOLD_ASKED if ASKED in kinds else TOLD).format(kinds=said_kinds,
                                                                 lines=context.lines_of(said, p.line))
        told[id(p)] = Chatter(p.line, p.text, reason)
    without_neighbours(sheet, context, told, lambda p: _piece(p) or p.text)
    if _SEEN is not None:
        _SEEN.extend((c.line, c.text, c.reason) for c in told.values())
    file_aside(sheet, context, told)


def file_aside(sheet: Sheet, context: ReadContext, done: dict[int, Chatter],
               piece: Callable[[OrderProblem], str] | None = None) -> None:
    """The refusals in `done` (by id) filed as their chatter, less those sharing a place or a unit with a refusal that
    stays (without_neighbours, when `piece` is given: the words of a refusal looked at); the sheet changed in place.
    The common end of the passes setting prose aside (this module, news, thanks, lead_ins)."""
    if piece is not None:
        without_neighbours(sheet, context, done, piece)
    if done:
        sheet.problems[:] = [p for p in sheet.problems if id(p) not in done]
        sheet.chatter.extend(done.values())


def refusals_unread(sheet: Sheet, context: ReadContext) -> Iterator[OrderProblem]:
    """The refusals of a sheet not understood, with no fix, on a line that gave no order and named by no other refusal:
    what the passes setting talk aside by their own kinds look at (thanks, lead_ins; refusals_looked_at also asks
    for want of an order shape)."""
    for p in list(sheet.problems):
        if p.kind == NOT_UNDERSTOOD and p.fix is None and p.line not in context.by_line \
                and not named_by_another(p, sheet.problems):
            yield p


def refusals_looked_at(sheet: Sheet, context: ReadContext, candidate: Callable[[OrderProblem], bool] | None = None) \
        -> Iterator[OrderProblem]:
    """The refusals of a sheet the passes setting prose aside look at (this module, engine.words.unmoved): refused for
    want of an order shape (looked_at), no line that gave orders (what it leaves may be one more order, not read),
    named by no other refusal (named_by_another), and `candidate`'s when given."""
    for p in list(sheet.problems):
        if looked_at(p) and (candidate is None or candidate(p)) and p.line not in context.by_line \
                and not named_by_another(p, sheet.problems):
            yield p


def without_neighbours(sheet: Sheet, context: ReadContext, done: dict[int, T], piece: Callable[[OrderProblem], str]) -> None:
    """`done` (refusals to set aside, by id) without those sharing a place or a unit with a refusal that stays:
    refused with it (`piece`: the words of a refusal set aside that are looked at)."""
    if not done:
        return
    touched: set[str] = set()           # the places and units of the lines that stay refused
    for p in sheet.problems:
        got = context.slots(p.text) if id(p) not in done else None
        if got is not None:
            touched.update(x.rid for x in got.places)
            touched.update(got.units)
    for p in sheet.problems:
        got = context.slots(piece(p)) if id(p) in done else None
        if got is not None and ({x.rid for x in got.places} | got.units) & touched:
            del done[id(p)]             # a neighbour of a line that stays refused: refused with it


def looked_at(p: OrderProblem) -> bool:
    """Whether a refusal is for want of an order shape, of the whole line or of a piece of it, with no fix."""
    if p.kind != NOT_UNDERSTOOD or p.fix is not None or len(p.text) > _MOST_CHARS or p.text.rstrip(" *_").endswith(":"):
        return False                    # 'Britain has armies on its ships in I. Then:': what the orders below hang on
    return p.reason.startswith(_NO_SHAPE) or _piece(p) is not None


def named_by_another(p: OrderProblem, problems: list[OrderProblem]) -> bool:
    """Whether another refusal names the line (a correction holding it back, the same order again)."""
    marks = (f"line {p.line} ", f"line {p.line})", f"line {p.line}:", f"line {p.line},", f"line {p.line}'")
    return any(any(m in q.reason for m in marks) for q in problems if q is not p)


def sentence_kinds(text: str, context: Any, meaning: Any, nation: str) -> list[str] | None:
    """The kind of each sentence of a text, None when one is of no kind of the module's list."""
    parts = [s for s in sentences(text.strip()) if s.strip(" .!*_()[]\"'")]
    if not parts or len(parts) > _MOST_SENTENCES:
        return None
    out: list[str] = []
    for part in parts:
        if part.rstrip(" *_").endswith(":"):
            return None                 # a sentence leading into what follows ('So:', 'Then:'): the orders' premise
        kind = _kind(without_emoticons(part).strip().strip("()[]*_\"'").strip(), context, meaning, nation)
        if kind is None:
            return None
        out.append(kind)
    return out


def _kind(sentence: str, context: Any, meaning: Any, nation: str, whole: bool = True) -> str | None:
    """One sentence's kind (RETELLING, OTHERS, MONEY, ASKED, TALK), None when it is none of them; `whole`: a
    sentence, which may be judged clause by clause when it is of no kind whole."""
    if not sentence:
        return TALK
    if sentence.rstrip().endswith("?"):
        return ASKED if whole and meaning.question(sentence) else None
    if _courtesy(sentence) or _bare(sentence, context) or whole and _remark(sentence, context):
        return TALK
    if (got := context.slots(sentence)) is not None and (state := state_told(sentence, got, context.finder)):
        return state                    # 'The French declared war on us.' (engine.words.meaning.states)
    if not context.kept_for(sentence) or _own_state(sentence, context):
        return RETELLING
    if _others_deed(sentence, context, nation):
        return OTHERS
    if _money_told(sentence, context, remainder_ok=not whole):
        return MONEY                    # a remainder said only in a clause beside the sum ('the rest stays in the bank')
    for head, tail in (*_purpose_cuts(sentence), *reason_cuts(sentence)):
        if _only_why(tail, context) and _tells_orders(head, context):
            return RETELLING            # 'The fleet goes north to stay out of the British way.'
    if not whole:
        return None
    parts = [c.strip(" ,;") for c in _CLAUSE_CUT.split(sentence)]
    if len(parts) < 2 or len(parts) > _MOST_CLAUSES or not all(parts):
        return None
    kinds = [_kind(c, context, meaning, nation, whole=False) for c in parts]
    if any(k is None for k in kinds) or set(kinds) <= {TALK}:
        return None
    if MONEY in kinds and not _money_told(sentence, context, remainder_ok=True):
        return None
    return next(k for k in kinds if k != TALK)


# Clause boundaries inside a sentence: 'The English have 3 ships in I, I have 2.'
_CLAUSE_CUT = re.compile(r", |; ")
_MOST_CLAUSES = 3
# The writer's own force said as a state ('I have 2', 'we have 3 ships in I'): a retelling when what it names and
# counts the read orders name and count.
_OWN_HAVE = frozenset("have has own hold".split())


def _own_state(sentence: str, context: Any) -> bool:
    """Whether a clause says what the writer has ('I have 2', 'we have 3 ships in I'), every count, unit word and place
    of it one the read orders name."""
    raw = sentence.split()
    if len(raw) < 3 or raw[0].strip(",") not in ("I", "We", "we") or raw[1].casefold() not in _OWN_HAVE:
        return False
    got = context.slots(sentence)
    if got is None or _changes(sentence.replace(raw[1], "", 1)) or firm(held := order_words(got)) or held.counts:
        return False
    digits = {int(w) for w in words(sentence) if w.isdigit()}
    if not digits or not digits <= context.read.numbers:
        return False
    places = {x.rid for x in got.places if x.number is None and x.rid not in context.read.places}
    return not places and set(got.numbers) <= digits and all(k in context.kinds for k, _ in got.nouns)


def _money_told(sentence: str, context: Any, remainder_ok: bool = False) -> bool:
    """Whether a sentence only sums up the read orders' money ('That's 8 gold', '15 gold should do it'): every
    number in it is said of a word of money and is an amount of a read order or their sum, and it names no unit, unit
    word, place or nation the orders do not; `remainder_ok`: a remainder said of it ('the rest stays in the bank')."""
    money: frozenset[str] = getattr(context.finder.meaning, "money", frozenset())
    low = [w.strip("'\u2019") for w in words(sentence.casefold())]
    if not money or not context.amounts:
        return False
    remainder = bool(_REMAINDER.intersection(low))
    if remainder and not remainder_ok or _THEIRS_BLOCKED.intersection(low) or _MONEY_BLOCKED.intersection(low) \
            or any(w.endswith(_GLUED) for w in low):
        return False                    # 'Do not give 5 gold to Russia', '5 gold away from Russia': an order changed
    said = [i for i, w in enumerate(low) if w.isdigit()]
    figures = {int(low[i]) for i in said}
    bare = " ".join(w for w in sentence.split() if w.strip(",.;:!").casefold() not in money | _REMAINDER | _KEPT)
    got = context.slots(bare)
    held = order_words(got) if got is not None else None
    if held is None or firm(held) or held.unit_words or held.counts or held.verbs or held.nations or held.stays \
            or any(x.number not in figures for x in got.places):
        return False                    # a sum names no verb of an order, no place and no nation: 'give 5 gold to ...'

    if not said and not remainder or len(said) > 3:
        return False
    return all(i + 1 < len(low) and low[i + 1] in money and int(low[i]) in context.amounts for i in said)


# Words that negate, change or move money: a sentence with one is an order changed, never a sum told.
_MONEY_BLOCKED = (BLOCKERS | _CHANGES) - frozenset(("there", "already", "rest", "remainder", "portion", "half", "most",
                                                    "some"))
# Words of what is left of the money ('the rest stays in the bank', 'the remainder is saved').
_REMAINDER = frozenset("rest remainder left leftover bank treasury saved reserve".split())
_KEPT = frozenset("stays stay is kept remains".split())     # what is said of the remainder, looked past


def _purpose_cuts(sentence: str) -> list[tuple[str, str]]:
    """(head, tail) cuts of a sentence before a purpose or a reason ('... to stay out of the British way', '... so
    that ...', '..., closer to the Baltic'): at the first such opening, the head before it, the tail from it."""
    low = sentence.casefold()
    best = -1
    for mark in _PURPOSES:
        at = low.find(mark)
        if at > 0 and (best < 0 or at < best):
            best = at
    at = low.find(" to ")
    while 0 < at < len(low) - 4:
        after = low[at + 4:].split(" ", 1)[0].strip(",.;:!")
        if after.isalpha() and after not in _NOT_A_VERB and not sentence[at + 4:at + 5].isupper():
            best = at if best < 0 else min(best, at)
            break
        at = low.find(" to ", at + 1)
    if best <= 0:
        return []
    head, tail = sentence[:best].rstrip(" ,;:-"), sentence[best:].strip(" ,;:.!-")
    return [(head, tail)] if head and tail else []


# Openings of a purpose or a reason after a sentence (' to ' and a verb is looked for apart).
_PURPOSES = (" so that ", " so as to ", " in order to ", " because ", " since ", ", closer to ", ", nearer to ",
             ", as ", " for the sake of ")
# Words after ' to ' that make it a place gone to, not a purpose ('to the coast', 'to 22', 'to our allies').
_NOT_A_VERB = frozenset("""the a an his her its their our my your this that these those sea port coast north south
east west shore front border war peace help""".split())


def _remark(sentence: str, context: Any) -> bool:
    """A remark (engine.words.meaning.no_order.is_remark) with no verb of an order, no stay and no unit word: beside
    other sentences, 'The one left stays.' is no remark ('the one left' is a unit, the stay its order)."""
    got = context.slots(sentence)
    return got is not None and not got.verbs and not got.stays and not got.nouns and is_remark(sentence, context.finder)


def _bare(sentence: str, context: Any) -> bool:
    """Whether a sentence names nothing at all an order is made of, whatever words of doubt or negation it holds
    ('I don't trust them.', 'We hope for the best, as always.'): no place, nation acted on, unit, unit word, count,
    digit or unit's letter, no verb of an order, no word of money, war, peace or alliance, and no word that takes
    back, changes, leaves to the GM or points at what another line orders ('cancel that', 'keep them')."""
    got = context.slots(sentence)
    if got is None or holds_order(order_words(got)):
        return False
    low = [w.strip("'\u2019") for w in words(sentence.casefold())]
    if _unknown_name(sentence, context.finder) or _YOU.intersection(low):
        return False                    # 'Mack': a commander, maybe a unit, or one spoken to
    if any(c.isdigit() for c in sentence) or _UNBARE.intersection(low) or _STAYING.intersection(low) or _NATION_ORDERS.intersection(low) \
            or any(len(w) == 1 and w not in ("a", "i") for w in low) or any(w in NATION_WORDS for w in low):
        return False
    return not any(w[:1].isupper() and len(w) > 1 and context.names is not None
                   and context.names.known_nation(w.strip(",.;:!'\u2019").casefold()) is not None
                   for w in sentence.split()[1:]) or not got.nations - context.read.nations


_NEGATED = NEGATIONS_GLUED             # engine.words.lexicon's
# Words that take back, change, hang on a condition, leave to the GM or point at another line's order: a sentence
# with one is never bare talk.
_UNBARE = CORRECTIONS | frozenset("""wait waits no nope wrong mistake typo change changes changed replace undo forget
ignore disregard previous earlier above below line lines order orders ordered same again also too more rest others
other all everything everyone everybody them it they those these there here if unless otherwise else or either
until till once when whenever next later instead only except but rather first then not never nothing none
neither nor cannot""".split()) | _NEGATED



def _tells_orders(head: str, context: Any) -> bool:
    """Whether the head of a sentence cut before its reason retells the read orders: it passes the whole-line test,
    names a place, a unit word or a verb of an order (it tells something: 'you are' tells nothing), and speaks to
    no one ('Mack, you are to hold ...' is a command to a commander)."""
    got = context.slots(head)
    low = [w.strip("'\u2019") for w in words(head.casefold())]
    return got is not None and bool(got.places or got.nouns or got.verbs) and not _YOU.intersection(low) \
        and not context.kept_for(head)


_YOU = frozenset("you you're your yours thou thee ye".split())


def _only_why(tail: str, context: Any) -> bool:
    """Whether the words cut off after a sentence only say why: no unit, unit word, count, arrow, correction, word of
    change or condition, and no place the read orders do not name."""
    got = context.slots(tail)
    low = {w.strip("'\u2019") for w in words(tail.casefold())}
    if got is None or _WHY_BLOCKED.intersection(low) or "?" in tail:
        return False
    if holds_force(order_words(got)) or any(c.isdigit() for c in tail) or _unknown_name(_past_to(tail), context.finder) \
            or _odd_capital(tail, context):
        return False                    # 'to hold the Black Forest': a name it cannot tell may be a place
    return {x.rid for x in got.places} <= context.read.places


def _others_deed(sentence: str, context: Any, nation: str) -> bool:
    """Whether a sentence tells what another nation does or is ('The English have 3 ships in I', 'The British are
    busy with France'): it opens on that nation, and gives no order of the writer's (module docstring)."""
    names = context.names
    low = [w.strip("'\u2019") for w in words(sentence.casefold())]
    if names is None or "?" in sentence or _THEIRS_BLOCKED.intersection(low) or any(w.endswith(_GLUED) for w in low):
        return False
    raw = sentence.split()
    if not raw:
        return False
    k = 1 if raw[0].casefold() == "the" else 0
    first = raw[k].strip(",.;:!'\u2019") if k < len(raw) else ""
    if first.casefold().endswith(("'s", "\u2019s")):
        return False                    # 'Austria's gold ...': what of it, maybe an order
    if not first[:1].isupper() or k + 1 >= len(raw):
        return False
    who = names.known_nation(first.casefold())
    if who is None or who == nation:
        return False
    if _passive(low) or _LEAVE.intersection(low):
        return False                    # 'The Russians are allowed through the Straits': the writer's order, passive
    if _FIRST_PERSON.intersection(low) or _NATION_ORDERS.intersection(low) or _writer_i(raw):
        return False
    got = context.slots(sentence)
    if got is None or firm(order_words(got)) or ":" in sentence:
        return False
    if got.verbs and (got.numbers or got.other_counts or got.nouns or got.places or got.nations - {who}):
        return False                    # 'Russia builds 2 infantry in Warsaw': another's order, the GM refuses it
    return all(x.rid in context.read.places or x.role in ("", "stands") for x in got.places)


def _odd_capital(text: str, context: Any) -> bool:
    """Whether words hold a capitalised word, not the first, that is no nation or place the reader knows ('the Black
    Forest'): a name, maybe of a place it does not know."""
    for token in text.split()[1:]:
        w = token.strip(",.;:!()\"'[]*_")
        if w.endswith(("'s", "\u2019s")):
            w = w[:-2]
        if not w[:1].isupper() or w == "I":
            continue
        if context.finder.names_place_or_nation(w) or context.names is not None \
                and context.names.known_nation(w.casefold()) is not None:
            continue
        return True
    return False


def _past_to(tail: str) -> str:
    """A purpose's words after its 'to' and verb ('to keep an eye on the French': 'an eye on the French'), where a name
    the reader cannot tell is looked for; the verb after 'to' is no place misspelt."""
    said = tail.split(None, 2)
    return said[2] if len(said) == 3 and said[0].casefold() in ("to", "so", "in") else tail


def _passive(low: list[str]) -> bool:
    """Whether words say something done to their subject ('are allowed', 'is given', 'were sent back'): a form of
    'be' before a past participle, maybe with an adverb between."""
    for i, w in enumerate(low[:-1]):
        if w in _BE:
            for nxt in low[i + 1:i + 3]:
                if nxt.endswith("ed") and len(nxt) > 4 or nxt in _PARTICIPLES:
                    return True
    return False


_BE = frozenset("is are was were be been being get gets got".split())
_PARTICIPLES = frozenset("""given sent paid built made taken let granted kept left brought held bought sold lent
shown seen told won lost beaten driven thrown""".split())
# Words of leave given to another (engine.words.meaning.no_order's): 'The Russians pass through the Straits'.
_LEAVE = frozenset("""allow allows allowed permit permits permitted pass passes passage through grant grants granted
access transit""".split())

def _writer_i(raw: list[str]) -> bool:
    """Whether the writer says 'I' in a sentence: 'I' not after a word that puts a place after it ('ships in I')."""
    for i, token in enumerate(raw):
        if token.strip(",.;:!") == "I" and (i == 0 or raw[i - 1].casefold() not in ("in", "to", "into", "at", "from",
                                                                                    "of", "sea", "via")):
            return True
    return False
