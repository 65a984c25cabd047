"""More sentences that say nothing is ordered (issue 22, round 21, helper Hd): kinds engine.words.meaning.nothing_done
did not know, for every ruleset. None of them gives an order; each is set aside with its reason on the receipt:

- **an order with nobody** (NOBODY): a kind of order of diplomacy said of nobody ('peace with nobody, war with
  nobody', 'And we declare war on nobody', 'alliance with no one this turn');
- **nothing new, nothing more** (NOTHING): 'nothing' and the words of a step or of news, no more ('Nothing new in
  diplomacy', '- nothing new', 'nothing more', 'nothing for the naval step', 'Nothing else at sea');
- **no units of a kind** (NO_UNITS): the writer's nation has none ('Prussia has no fleet', 'we have no ships', 'no
  fleet');
- **little to do** (LITTLE): 'not much to do with 8 gold', 'nothing to do this turn' (a sum only as what the
  treasury holds, after 'with', in the ruleset's money);
- **alliances kept** (KEPT): 'we stay with Britain and Russia' where each is the writer's ally (the ruleset offers
  to break the alliance and not to make it: engine.words.meaning.candidate); another nation is refused as before;
- **a kind of order denied** beside a remark ('No war on Turkey this month, good luck'): nothing_done's `denied`,
  asked of a piece opening with 'no'.

The finder is asked of a piece only once another piece said nothing is ordered by its words alone (its slots of a
sentence are the message's: a sentence framed as an outcome keeps its frame for its parts). Where the reader by
meaning has nothing for the position, `nothing_alone` judges a line by the kinds told by words alone.

A remark may stand beside one of them after a comma ('the war goes on', 'the Queen says wait', 'good luck
everyone'): a piece holding nothing of an order by the shared judgement (engine.words.meaning.holds_order) and no
nation, condition or negation. Never set aside here: a number but the sum after 'with' above, a place gone to,
an arrow, a unit of the writer (those are nothing_done's), a condition ('nothing new unless Russia moves'), a
nation not allied ('we stay with Spain' from a nation not allied to Spain: may be an alliance, refused), another
order beside it (the sentence reader reads it). One pass over the words of each piece."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from engine.words import patterns as re
from engine.words.lexicon import CONDITIONS, UNIT_WORDS
from engine.words.meaning.holds_order import holds_change, holds_order, order_words
from engine.words.meaning.slots import Finder
from engine.words.talk_lines import own_forms

_WORD = re.compile(r"[\w'\u2019]+|[,;:()]")
_LONGEST = 300

NOBODY = "an order of diplomacy with nobody, which gives no order"
NOTHING = "nothing new or nothing more to order, which gives no order"
NO_UNITS = "the writer's nation has no such units, which gives no order"
LITTLE = "the writer says there is little to do, which gives no order"
KEPT = "the writer's alliances stay as they are, which gives no order"

_LEAD = frozenset("and so also oh ok okay well then btw fyi just as for".split())
_WE = frozenset("we i our my".split())
_HAVE = frozenset("has have got own owns possess possesses hold holds".split())
_NOBODY_WORDS = ("nobody", "noone", "no-one", "none", "no one", "no nation", "no one else", "nobody else")
_DIPLOMACY = frozenset("""peace war wars alliance alliances ally allying allied treaty treaties pact pacts declare
    declares declaring declared make makes making sign signs signing break breaks breaking gifts gift""".split())
_AUX = frozenset("will shall do does are is am 'll want wants to".split())
_TO = frozenset("with on to against".split())
# What may follow 'nothing': news, a step, a kind of orders, a time.
_AFTER_NOTHING = frozenset("""new more else further much to do report add declare for in on at the this that our
    turn step phase round naval navy sea seas land political diplomacy diplomatic economy economic economics
    front side here either from me us today now season month year movement military treasury money gold needed
    this time yet of""".split())     # never a verb ('Nothing moves': every unit holds, asked beside an order)
_TAIL = frozenset("for now this turn season year month round time yet at all either anymore any more left".split())
_LITTLE = (("not", "much", "to", "do"), ("nothing", "much", "to", "do"), ("little", "to", "do"),
           ("nothing", "to", "do"), ("not", "a", "lot", "to", "do"))
_STAY = frozenset("stay stays remain remains keep keeps stick sticks stand stands".split())
_JOIN = frozenset("and with by , as before always usual allies allied friends".split())


def _tokens(said: str) -> list[str]:
    return [w.casefold().replace("\u2019", "'") for w in _WORD.findall(said[:_LONGEST])]


def _pieces(low: list[str]) -> list[list[str]]:
    out: list[list[str]] = [[]]
    for w in low:
        if w in (",", ";", ":", "(", ")"):
            out.append([])
        else:
            out[-1].append(w)
    return [p for p in out if p]


def _led(piece: list[str]) -> list[str]:
    while piece and piece[0] in _LEAD:
        piece = piece[1:]
    return piece


def _nobody_at(piece: list[str], at: int) -> int:
    """How many words say 'nobody' at `at` (0: none)."""
    for said in sorted(_NOBODY_WORDS, key=len, reverse=True):
        got = said.split()
        if piece[at:at + len(got)] == got:
            return len(got)
    return 0


def _with_nobody(piece: list[str], own: frozenset[str]) -> bool:
    """'peace with nobody', 'we declare war on nobody', 'alliance with no one this turn'."""
    k = 0
    while k < len(piece) and (piece[k] in _WE or piece[k] in own or piece[k] in _AUX):
        k += 1
    start = k
    while k < len(piece) and piece[k] in _DIPLOMACY:
        k += 1
    if k == start or k >= len(piece) or piece[k] not in _TO:
        return False
    n = _nobody_at(piece, k + 1)
    return n > 0 and all(w in _TAIL for w in piece[k + 1 + n:])


def _nothing(piece: list[str]) -> bool:
    """'nothing new in diplomacy', 'nothing more', 'nothing for the naval step'."""
    return piece[0] == "nothing" and len(piece) <= 8 and all(w in _AFTER_NOTHING for w in piece[1:])


def _no_units(piece: list[str], own: frozenset[str]) -> bool:
    """'Prussia has no fleet', 'we have no ships', 'no fleet'."""
    k = 0
    while k < len(piece) and (piece[k] in _WE or piece[k] in own):
        k += 1
    if k and (k >= len(piece) or piece[k] not in _HAVE):
        return False
    k += 1 if k else 0
    if k < len(piece) and piece[k] == "got":
        k += 1
    return piece[k:k + 1] == ["no"] and k + 1 < len(piece) and piece[k + 1] in UNIT_WORDS \
        and all(w in _TAIL for w in piece[k + 2:])


def _little(piece: list[str], money: frozenset[str]) -> bool:
    """'not much to do with 8 gold', 'nothing to do this turn'."""
    for lead in _LITTLE:
        if tuple(piece[:len(lead)]) == lead:
            rest = piece[len(lead):]
            if rest[:1] == ["with"] and len(rest) == 3 and rest[1].isdigit() and rest[2] in money:
                return True
            return all(w in _TAIL for w in rest)
    return False


def _kept(piece: list[str], finder: Finder) -> bool:
    """'we stay with Britain and Russia': each nation named an ally of the writer's (the ruleset offers to break the
    alliance, not to make it)."""
    if len(piece) < 3 or piece[0] not in _WE or piece[1] not in _STAY or "with" not in piece[2:4] or \
            piece[2] not in ("with", "allied", "friends"):
        return False            # 'we stay with', 'we remain allied with' (the finder asked only then)
    said = " ".join(piece[piece.index("with", 2) + 1:])
    slots = finder.find(said)
    if not slots.nations or slots.places or slots.units or slots.nouns or slots.numbers or slots.verbs:
        return False
    rest = set(said.split()) - {w for n in slots.nations for w in n.casefold().split()}
    if not rest <= _JOIN | _TAIL | {"the"}:
        return False
    candidates = finder.meaning.candidates
    return all(any(c.verb == "break" and n in c.nations for c in candidates)
               and not any(c.verb == "ally" and n in c.nations for c in candidates) for n in slots.nations)


# Remarks a player adds that name no order though they hold an order's word: the war going on, a ruler's word to
# wait ('the Queen says wait', 'the Khan says no'), the writer's own heading of a step ('austria naval').
_GOES_ON = (("the", "war", "goes", "on"), ("war", "goes", "on"), ("the", "war", "continues"), ("war", "continues"),
            ("the", "war", "goes", "on", "as", "before"), ("the", "peace", "holds"), ("all", "quiet"))
_RULERS = frozenset("""king queen emperor empress tsar czar sultan khan regent prince princess council cabinet court
    parliament cortes senate doge chancellor minister ministers crown""".split())
_RULER_SAYS = frozenset("says said wants asks prefers".split())
_RULERS_WORD = frozenset("wait no patience not yet now later".split())
_STEPS = frozenset("""naval navy land political diplomacy diplomatic economic economy step phase turn orders military
    sea here""".split())


def _said_aside(piece: list[str], own: frozenset[str]) -> bool:
    """'the war goes on', 'the Queen says wait', 'austria naval': a remark by its words (see above)."""
    if tuple(piece) in _GOES_ON:
        return True
    bare = piece[1:] if piece[:1] in (["the"], ["our"], ["my"]) else piece
    if len(bare) >= 3 and bare[0] in _RULERS and bare[1] in _RULER_SAYS and all(w in _RULERS_WORD for w in bare[2:]):
        return True
    return any(w in own for w in piece) and all(w in own or w in _STEPS for w in piece)


def _remark(piece: list[str], finder: Finder, own: frozenset[str] = frozenset()) -> bool:
    """A remark beside it: nothing of an order (holds_order), no nation, no condition or negation."""
    if _said_aside(piece, own):
        return True
    said = " ".join(piece)
    found = order_words(finder.find(said), said)
    return not holds_order(found) and not found.nations and not holds_change(found) and not CONDITIONS & set(piece)


def _denial(piece: list[str], own: frozenset[str], finder: Finder,
            denied: Callable[[str, Iterable[str], Iterable[str]], str | None] | None) -> str | None:
    """'no war on Turkey this month': a denial of a kind of order (engine.words.meaning.nothing_done.denied), asked
    only of a piece opening with 'no' (the finder tells the nations it names)."""
    if denied is None or len(piece) < 2 or piece[0] != "no":
        return None
    said = " ".join(piece)
    return denied(said, own, {w for n in finder.find(said).nations for w in n.casefold().split()})


def nothing_more(said: str, own: frozenset[str], finder: Finder,
                 denied: Callable[[str, Iterable[str], Iterable[str]], str | None] | None = None) -> str | None:
    """Why the sentence gives no order (NOBODY, NOTHING, NO_UNITS, LITTLE, KEPT, or `denied`'s reason for a piece
    'no war on Turkey' beside a remark), one of its pieces at least saying so and the others remarks; None
    otherwise. `own`: the writer's nation's words in lower case."""
    if len(said) > _LONGEST or "->" in said or "\u2192" in said or "?" in said:
        return None
    low = _tokens(said)
    if CONDITIONS & set(low):
        return None
    money = frozenset(finder.meaning.money) | {"gold", "money"}
    pieces = [q for q in (_led(p) for p in _pieces(low)) if q]
    kinds = [NOBODY if _with_nobody(q, own) else NOTHING if _nothing(q) else NO_UNITS if _no_units(q, own)
             else LITTLE if _little(q, money) else KEPT if _kept(q, finder) else _denial(q, own, finder, denied)
             for q in pieces]
    if not any(kinds):
        return None             # the finder asked of remarks only then: its slots of a sentence are the message's
    why: str | None = next(k for k in kinds if k)
    for piece, found in zip(pieces, kinds):
        if found is None and (any(w.isdigit() for w in piece) or not _remark(piece, finder, own)):
            return None
    return why


def nothing_alone(text: str, nation: str) -> str | None:
    """Why a line gives no order when the reader by meaning has nothing for the position (a nation with no fleet in
    its naval step: 'Prussia has no fleet, nothing for the naval step.', 'austria naval: no fleet'): each sentence's
    pieces all say nothing is ordered, or are the writer's heading of his step; no remark is judged then."""
    if len(text) > _LONGEST or "->" in text or "\u2192" in text or "?" in text:
        return None
    own = own_forms(nation)
    why: str | None = None
    for sentence in text.replace(";", ".").split(". "):
        low = _tokens(sentence.strip().rstrip(".!"))
        if CONDITIONS & set(low) or any(w.isdigit() for w in low):
            return None
        for piece in (q for q in (_led(p) for p in _pieces(low)) if q):
            found = NOBODY if _with_nobody(piece, own) else NOTHING if _nothing(piece) else NO_UNITS if _no_units(
                piece, own) else None
            if found is None and not (any(w in own for w in piece) and all(w in own or w in _STEPS for w in piece)):
                return None
            why = why or found
    return why
