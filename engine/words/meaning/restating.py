"""A sentence that explains or hedges orders read elsewhere in the message, or says what the rules do anyway
(issue 22, round 21).

Writers who never saw the reader add a word on their orders: 'Concentrating in Saxony, as promised to Vienna.' and
'Both wait in Saxony for the French.' beside the moves into Saxony, 'Notes: the gold for Russia is the first half of
what we agreed. Rest next turn.' beside the gift to Russia, 'C - Lombardy. If F gets there first, fine, we fight.',
'Ships stay in the Channel and fight if the French come.', 'I know, I know, land moves come later, but I want it on
record now.'. They were refused: a place, a nation or a verb may be an order cut short.

This pass runs once per message with at least one order read, after the other passes, on a line (or the piece of
it its refusal quotes) refused by the grammar's general refusal, as a plan for a later turn, or as an order hung on
a condition. The line is cut into sentences (engine.words.clauses.sentences), a reason's tail is cut off each
(', as promised to Vienna', ', as agreed', 'as usual', 'for the French': naming no unit, count or arrow), and each
sentence, or each of its clauses (at ', ' and ' and '), must be one of:

- **the orders' places again**: it names places, every one where a read order ends (engine.words.meaning.restated
  .where_orders_end), with a verb of waiting or gathering there only ('wait', 'concentrating', 'gather', 'meet',
  'stay') or none, no unit named by letter, no count, number, arrow, nation, negation, condition or correction;
- **the orders' money again**: a word of money and a nation every read gift goes to, no number but a read
  gift's amount, no verb of an order but giving or paying, no place;
- **a battle**, which the rules fight anyway: 'we fight', 'fine, we fight', 'and fight' (a verb of fighting, with
  'we', 'they' or nothing as its subject), after a condition on others coming ('if the French come', 'if F gets
  there first') that names none of the writer's units, no count and no 'we'/'I';
- **units staying**, beside a battle in the same sentence: a clause the ruleset reads as giving no order ('Ships
  stay in the Channel and fight if the French come' where ships without orders stay and defend); a stay
  alone is never set aside here (where a hold is an order, 'both corps hold' gives orders); or **a read order again**: a clause
  that reads as orders the message gives already;
- **a note naming nothing**: no place, nation, unit, unit word, count, number or arrow, and either a later time
  in words of time and of the orders' kinds only ('Rest next turn.', 'land moves come later'; 'Next turn: back to
  where they came from' is a move for later, refused) or an acknowledgement ('I know, I know', 'I want it on record now')
  or a remark (engine.words.meaning.no_order).

Never set aside: a sentence with a condition that changes an order ('The ships run if Carthage comes at them.',
'If it comes to a battle in Württemberg, corps II goes round.': the ruleset decides whether it restates an order it
reads; here they stay refused), a place no read order goes to, a unit's letter, a count, a nation no gift goes to,
a word of taking back or negation, a fight that goes somewhere ('we fight in Bohemia' beside no order there). The
line is filed as chatter naming what each sentence is: "not an order: restates the orders read: ..."."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.order_sheet import NOT_UNDERSTOOD, Chatter, OrderProblem
from engine.words.clauses import sentences
from engine.words.later_turns import later_turn
from engine.words.lexicon import CONDITIONS, NEGATIONS, TAKING_BACK
from engine.words.meaning.holds_order import firm, holds_force, order_words
from engine.words.meaning.no_order import is_remark
from engine.words.meaning.restated import where_orders_end
from engine.words.meaning.slots import Finder, Slots
from engine.words.meaning.verbs import CORRECTIONS

if TYPE_CHECKING:
    from engine.words.sheet import Sheet

__all__ = ["RESTATES", "restating_aside", "sentence_kind"]

RESTATES = "not an order: restates the orders read, or what the rules do anyway: {kinds}"
PLACES, MONEY, BATTLE, NO_ORDER, NOTE = ("the orders' places again", "the orders' money again",
                                         "a battle, which the rules fight anyway", "a read order again",
                                         "a note naming nothing")
STAYED = "units staying, which the ruleset reads as no order"
_MOST_CHARS = 300
_MOST_SENTENCES = 4
_MOST_WORDS = 16
# Reason tails cut off a sentence ('Concentrating in Saxony, as promised to Vienna.').
_TAILS = (", as promised", " as promised", ", as agreed", " as agreed", ", as usual", " as usual", ", as planned",
          " as planned", ", as discussed", " as discussed", ", as always", " as always", " for the ")
_WAITING = frozenset("""wait waits waiting concentrate concentrates concentrating gather gathers gathering assemble
    assembles assembling meet meets meeting mass masses massing stay stays staying remain remains sit sits stand
    stands together""".split())
_MONEY = frozenset("gold money cash cheese ducats talers thalers subsidy subsidies payment tribute loan".split())
_FIGHT = frozenset("fight fights fighting battle defend defends".split())
_FIGHT_WORDS = _FIGHT | frozenset("we they it all both then fine ok okay so and just will we'll they'll stand give "
                                  "there".split())
_OTHERS_COMING = frozenset("""come comes coming get gets there first arrive arrives attack attacks at them us in the
    if when should enemy""".split())
_WITHDRAWN = frozenset("withdraw withdraws withdrawn drop drops strike delete remove nevermind".split())
_ME = frozenset("we i our my us we're i'm we'll i'll".split())
_ACKNOWLEDGED = frozenset("i know we know yes ok okay sure of course".split())
_RECORD = frozenset("but i want it on record now noted for the just so you know".split())
_LATER = frozenset("""later next turn month year rest the remainder come comes coming will follow follows more then
    land naval political economic moves builds step steps phase orders""".split())


def sentence_kind(said: str, finder: Finder, reads: Callable[[str], list[object] | None], read: list[object],
                  ends: set[str], given: set[str], amounts: set[str]) -> str | None:
    """What a sentence beside read orders is (the module's list), or None when it may be an order."""
    said = said.strip().strip("\"'()[]*_").rstrip(".!").strip()
    head, colon, tail = said.partition(": ")
    if colon and head.casefold() in ("notes", "note", "nb", "n.b.", "ps", "p.s."):
        said = tail
    if not said or len(said.split()) > _MOST_WORDS or "?" in said or "->" in said:
        return None
    said = _without_tail(said, finder)
    if _battle(said, _words(said), finder):
        return BATTLE                   # 'If F gets there first, fine, we fight.'
    kinds = [_clause_kind(c, finder, reads, read, ends, given, amounts) for c in _clauses(said)]
    if any(k is None for k in kinds) or STAYED in kinds and BATTLE not in kinds:
        return None                     # a stay the ruleset reads as none is set aside only with its fight
    return "; ".join(dict.fromkeys(k for k in kinds if k))


def _words(text: str) -> list[str]:
    return [w for w in (x.strip(".,;:!?\"'()[]*_").casefold().replace("\u2019", "'") for x in text.split()) if w]


def _without_tail(said: str, finder: Finder) -> str:
    """The sentence without a reason's tail naming no unit, count or arrow (', as promised to Vienna')."""
    low = said.casefold()
    for tail in _TAILS:
        at = low.find(tail)
        if at > 0:
            cut = said[at:]
            slots = finder.find(cut)
            if not (firm(order_words(slots, cut)) or slots.numbers or slots.other_counts or slots.nouns):
                return said[:at].strip(" ,")
    return said


def _clauses(said: str) -> list[str]:
    """The clauses of a sentence, at ', ' and ' and ' ('Ships stay in the Channel and fight if the French come')."""
    out: list[str] = []
    for part in said.split(", "):
        out += [p for p in part.split(" and ")]
    return [p.strip() for p in out if p.strip()]


def _clause_kind(said: str, finder: Finder, reads: Callable[[str], list[object] | None], read: list[object],
                 ends: set[str], given: set[str], amounts: set[str]) -> str | None:
    low = _words(said)
    if not low:
        return ""
    if all(w in _ACKNOWLEDGED for w in low) or all(w in _RECORD for w in low) and "record" in low:
        return NOTE                     # 'I know, I know', 'but I want it on record now'
    slots = finder.find(said)
    found = order_words(slots, said)
    taken_back = (TAKING_BACK | CORRECTIONS | _WITHDRAWN).intersection(low) \
        - ({"wait"} if low[0] != "wait" and "no" not in low else set())
    if found.correction or taken_back:
        return None                     # ('Both wait in Saxony': a verb, not 'no wait')
    if _battle(said, low, finder):
        return BATTLE
    if CONDITIONS.intersection(low) or found.negations or NEGATIONS.intersection(low):
        return None
    again = reads(said)
    if again == [] and slots.stays:
        return STAYED                   # 'Ships stay in the Channel' (ships without orders stay: no order)
    if again and all(o in read for o in again):
        return NO_ORDER                 # a read order again
    counted = slots.numbers and not (set(low) & _BOTH and not any(c.isdigit() for c in said)) \
        and not {str(n) for n in slots.numbers} <= amounts
    if firm(found) or counted or slots.other_counts:
        return None
    places = {p.rid.casefold() for p in slots.places}
    nations = {n.casefold() for n in slots.nations}
    if _MONEY.intersection(low) and (nations or places) and nations | {p.nation.casefold() for p in slots.places
                                                                      if p.nation} <= given \
            and not any(p.nation is None for p in slots.places) \
            and not (slots.verbs - {"gift", "give", "pay", "money"}) and not slots.nouns:
        return MONEY                    # 'the gold for Russia is the first half of what we agreed'
    if places and places <= ends and not nations and not slots.order_words and slots.verbs <= {"hold"} \
            and all(w in _WAITING or w in _SUBJECTS or w in _names(said, finder) for w in low):
        return PLACES                   # 'Both wait in Saxony', 'Concentrating in Saxony'
    if holds_force(found) or places or nations or slots.arrow:
        return None
    if (later_turn(said) is not None or "later" in low) and all(w in _LATER for w in low):
        return NOTE                     # 'Rest next turn.', 'land moves come later' ('back to ...' may be a move)
    first = said.split()[0].strip(".,;:!?'\"").casefold()
    if any(w[:1].isupper() and w.strip(".,;:!?'\"") not in ("I", "I'm", "I'd", "GM") for w in said.split()[1:]) \
            or said[:1].isupper() and first not in _OPENERS:
        return None                     # 'Nelson asked nicely': a name the reader cannot tell may be a unit's
    if not found.stays and not slots.verbs and is_remark(said, finder):
        return NOTE                     # 'I was angry last night' ('Med stays': a unit kept, by a name)
    return None


_BOTH = frozenset(("both",))
# Words a note may open with, capitalised: any other capitalised opening may be a name ('Nelson asked nicely').
_OPENERS = frozenset("""i i'm i'd i've we we're it it's this that but and so the rest nothing all our my yes ok okay
    sure just well anyway also then now not no later""".split())
_SUBJECTS = frozenset("both all they the corps armies army fleets fleet ships units our my two in at there of then "
                      "up".split())


def _names(said: str, finder: Finder) -> set[str]:
    """The words of the places a clause names by their names, capitalised ('Saxony', 'Gulf of Lion'): each run of
    capitalised words (with 'of' inside) that names a place; a unit's letter ('III') names none."""
    out: set[str] = set()
    run: list[str] = []
    for token in [*said.split()[1:], ""]:
        word = token.strip(".,;:!?\"'()[]*_")
        if word[:1].isupper() or run and word in ("of", "de", "del", "di"):
            run.append(word)
            continue
        while run and run[-1] in ("of", "de", "del", "di"):
            run.pop()
        if run and finder.find(" ".join(run)).places:
            out.update(w.casefold() for w in run)
        run = []
    return out


def _battle(said: str, low: list[str], finder: Finder) -> bool:
    """'we fight', 'fine, we fight', 'fight if the French come', 'If F gets there first, fine, we fight': a battle
    the rules fight anyway, on a condition of others coming (no place, count or 'we'/'I' in it)."""
    if not _FIGHT.intersection(low):
        return False
    if low[0] in CONDITIONS:            # 'If F gets there first, fine, we fight'
        head, comma, rest = said.partition(", ")
        condition, main = _words(head), _words(rest) if comma else []
    else:
        at = next((k for k, w in enumerate(low) if w in CONDITIONS), len(low))
        main, condition = low[:at], low[at:]
    if not main or not all(w in _FIGHT_WORDS for w in main) or not _FIGHT.intersection(main):
        return False
    if condition:
        slots = finder.find(" ".join(condition))
        if _ME.intersection(condition) or slots.numbers or slots.other_counts or slots.nouns or slots.places \
                or not all(w in _OTHERS_COMING or w in CONDITIONS or len(w) == 1 or finder.find(w).nations
                           for w in condition):
            return False
    return True


def restating_aside(sheet: Sheet, reads: Callable[[str], list[object] | None]) -> None:
    """The refused lines of a sheet that explain or hedge its read orders, or say what the rules do anyway (the
    module's list), filed as chatter naming each sentence's kind (the sheet's problems and chatter changed in
    place)."""
    meaning = sheet.by_meaning
    if meaning is None or not sheet.problems or not sheet.orders:
        return
    finder = meaning.finder()
    if finder is None:
        return
    read: list[object] = list(sheet.orders)
    ends = where_orders_end(read)
    given = {str(getattr(o, "target", "")).casefold() for o in read if hasattr(o, "amount")} - {""}
    amounts = {str(getattr(o, "amount")) for o in read if hasattr(o, "amount")}
    kept: list[OrderProblem] = []
    lines_read = set(sheet.lines)
    for p in sheet.problems:
        said = _looked_at(p, lines_read)
        kinds = _kinds(said, finder, reads, read, ends, given, amounts) if said is not None else None
        if kinds is None:
            kept.append(p)
            continue
        sheet.chatter.append(Chatter(p.line, p.text, RESTATES.format(kinds=kinds)))
    sheet.problems[:] = kept


def _kinds(said: str, finder: Finder, reads: Callable[[str], list[object] | None], read: list[object],
           ends: set[str], given: set[str], amounts: set[str]) -> str | None:
    parts = [s for s in sentences(said.strip()) if s.strip(" .!*_-")]
    if not parts or len(parts) > _MOST_SENTENCES:
        return None
    kinds = []
    for part in parts:
        kind = sentence_kind(part, finder, reads, read, ends, given, amounts)
        if kind is None:
            return None
        kinds.append(kind)
    said_kinds = "; ".join(dict.fromkeys(k for k in kinds if k))
    return said_kinds or None


_LOOKED_AT = ("expected ", "not an order", "orders start with", "an intention for a later turn",
              "the orders hang on a condition")


def _looked_at(p: OrderProblem, lines_read: set[int]) -> str | None:
    """The text of a refusal looked at: the whole line, or the piece its reason quotes; None for a refusal of its own
    (not allowed, a fix, a correction, the same order twice)."""
    if p.kind != NOT_UNDERSTOOD or p.fix is not None or len(p.text) > _MOST_CHARS:
        return None
    reason = p.reason
    if reason[:1] in ("'", '"') and (at := reason.find(reason[0] + ": ", 1)) > 0:
        piece, why = reason[1:at], reason[at + 3:]
        return piece if piece in p.text and why.startswith(_LOOKED_AT) and p.line in lines_read \
            and "; '" not in why and '; "' not in why else None     # the rest of the line read, one piece refused
    return p.text if reason.startswith(_LOOKED_AT) else None
