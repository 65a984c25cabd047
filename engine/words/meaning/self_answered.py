"""A question the writer answers himself no, on the line he asks it (issue 22, round 21).

Writers who never saw the reader think aloud: 'Transfer 1 cavalry from E to A? No, leave them as they are.',
'Peace with France? Not yet, the Hofkriegsrat says no.', 'ally with Adoen? already allied. nothing then.',
'- Make peace with Maustria? The vote said no. We go on.', 'Declare war on Maustria? We are at war already, I
know.', '13 units 15 -> 39? Hmm no. We keep the peace with Berdain.', '3 ships I stay with them? no, they just
stay.'. The sheet's clause reader (engine.words.sheet, engine.words.answered_no) sets most of them aside; the lines
it leaves refused whole (or a piece of them) are looked at here, once per message, after the other passes.

A refused line (or the piece its refusal quotes) is set aside, its question's order NOT given, only when:

- it holds exactly one '?', the **question** before it is one sentence of at most 16 words that names something an
  order is made of (engine.words.meaning.holds_order), with no condition ('if', 'unless'), no choice (' or ') and no
  word of taking back;
- the **answer** after it opens (after fillers: 'hmm', 'well') with a clear no: 'no', 'not yet', 'nope', 'better
  not', '<someone> says no' ('the vote said no', 'the Queen says no'), or 'already' ('already allied', 'we are at
  war already'), naming no unit, count, arrow or place;
- every other piece of the answer (cut at '.', ',', ';', ' - ') is one of: a filler or manners ('I know', 'OK',
  'sorry'); nothing done ('nothing then', 'we go on', 'nothing else'); the units kept where they are ('they just
  stay', 'leave them as they are', 'keep them home': units without orders hold); the peace or war kept ('we keep
  the peace with Berdain', 'we stay at war'); a reason naming nothing an order is made of but the question's own
  nations or places ('the Hofkriegsrat says no', 'Sweden is not worth it').

Never set aside: an answer that is not a clear no ('maybe', "we'll see", 'if they agree ...', 'yes': a yes gives the
order, read by the sheet), an answer piece that reads as an order or names a unit, count, arrow, place or nation of
its own ('Peace with France? No. A marches to Vienna.': the march is an order and the line stays refused, never
swallowed), a second question. The line is filed as chatter: "not an order: asked and answered no: ..."."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.order_sheet import NOT_UNDERSTOOD, Chatter, OrderProblem
from engine.words import patterns as re        # its compile() waits for first use
from engine.words.lexicon import CONDITIONS, TAKING_BACK
from engine.words.meaning.holds_order import firm, holds_force, holds_order, order_words
from engine.words.meaning.slots import Finder, Slots
from engine.words.prose import keeps_them

if TYPE_CHECKING:
    from engine.words.sheet import Sheet

__all__ = ["ANSWERED_NO", "answered_aside", "answered_no"]

ANSWERED_NO = "not an order: asked and answered no: {said} (the question's order is not given)"
_MOST_CHARS = 300
_MOST_QUESTION_WORDS = 16
_MOST_PIECE_WORDS = 10
_BULLETS = "-*\u2022+> \t"
_PIECE_CUTS = re.compile(r"[.!;:,]+ +|[.!;:,]+$| - | \u2013 | \u2014 |\.\.\.")
_FILLERS = frozenset("hmm hm hmmm er erm um uh well oh ah so ok okay sorry and but then".split())
_NO = frozenset(("no", "nope", "nah", "no no", "not yet", "not now", "not this turn", "not this time", "better not",
                 "no way", "no thanks", "not really", "never mind", "nevermind", "no we don't", "no we won't",
                 "no need", "not needed"))
_SAID_NO = frozenset("says said say votes voted vote decided decides".split())
# Pieces that say nothing is done: 'nothing then', 'we go on', 'nothing else this turn'.
_NOTHING = frozenset("nothing then else more we go on as before this turn it is so be carry keep going for now".split())
_MANNERS = frozenset("i know i know we knew sorry ok okay fine right sure of course thanks gm lol haha".split())
# Words of the peace or war kept as it is ('we keep the peace with Berdain', 'we stay at war').
_KEPT = frozenset("keep keeps stay stays remain remains".split())
_RELATIONS = frozenset("peace war at the with allied allies alliance neutral friends".split())
_KEEP_WORDS = frozenset("""leave them it as they are there be alone where is just simply all stay stays put keep
    home remain remains hold holds let""".split())
_ME = frozenset("we i our us".split())
# Words a reason may open with, capitalised: any other capitalised opening may be a name ('Nelson asked').
_OPENERS = frozenset("""i i'm i'd we we're it it's this that but and so the they he she nothing all our my yes ok okay
    sure just well anyway also then now not no""".split())
# Words a question to the GM opens with ('does ...', 'is ...'); 'shall we ...', 'should I ...' ask the writer's order.
_ASKING = frozenset("""is are was were am does do did can could will would may might has have isn't aren't doesn't
    don't shall should""".split())


def answered_no(text: str, finder: Finder, reads: Callable[[str], object]) -> tuple[str, str] | None:
    """(the question, its answer) when `text` is the writer's own question of an order answered no on the same line,
    with nothing else said that may be an order (the module's list); None otherwise."""
    said = text.strip().lstrip(_BULLETS).strip().strip("*_")
    if len(said) > _MOST_CHARS or said.count("?") != 1:
        return None
    question, _, answer = said.partition("?")
    question, answer = question.strip(), answer.strip()
    q_words = [w.strip(".,;:!\"'()").casefold() for w in question.split()]
    if not answer or not question or len(q_words) > _MOST_QUESTION_WORDS or ". " in question or " or " in \
            f" {question.casefold()} " or CONDITIONS.intersection(q_words) or TAKING_BACK.intersection(q_words):
        return None
    if q_words[0] in _ASKING and (len(q_words) < 2 or q_words[1] not in _ME) or "ask" in q_words:
        return None                     # 'does the war on Portugal pull Britain in?': a question to the GM
    q_slots = finder.find(question)
    if not holds_order(order_words(q_slots, question)):
        return None                     # a question naming nothing of an order is the questions pass's
    own = {p.rid for p in q_slots.places} | set(q_slots.nations) | _nations(q_slots)
    pieces = [p.strip(" \"'()*_") for p in _PIECE_CUTS.split(answer)]
    pieces = [p for p in pieces if p]
    if not pieces or not _says_no(pieces[0], finder, own):
        return None
    for piece in pieces[1:]:
        if not _nothing_more(piece, finder, reads, own):
            return None
    return question, answer


def _words(piece: str) -> list[str]:
    said = [w.strip(".,;:!?\"'()*_").casefold().replace("\u2019", "'") for w in piece.split()]
    said = [w for w in said if w]
    while said and said[0] in _FILLERS:
        said.pop(0)
    return said


def _says_no(piece: str, finder: Finder, own: set[str]) -> bool:
    """Whether the answer's first piece is a clear no: 'no', 'hmm no', 'not yet', 'the vote said no', 'already
    allied', 'we are at war already'."""
    said = _words(piece)
    if not said or len(said) > 6:
        return False
    if " ".join(said) in _NO:
        return True
    slots = finder.find(piece)
    if firm(order_words(slots, piece)) or slots.numbers or slots.other_counts or slots.nouns or slots.arrow:
        return False
    if said[-1] == "no" and len(said) >= 3 and said[-2] in _SAID_NO and not slots.places:
        return True                     # 'the Hofkriegsrat says no', 'the vote said no'
    return "already" in said and not slots.correction and {p.rid for p in slots.places} <= own \
        and _nations(slots) <= own \
        and not any(p.role in ("to", "from") for p in slots.places)     # 'already allied', 'at war already'


def _nothing_more(piece: str, finder: Finder, reads: Callable[[str], object], own: set[str]) -> bool:
    """Whether a piece of the answer after its no gives no order: manners, nothing done, units kept, the peace or
    war kept, a reason naming nothing of an order but the question's own places or nations."""
    said = _words(piece)
    if not said:
        return True
    if len(said) > _MOST_PIECE_WORDS or any(any(c.isdigit() for c in w) for w in said) or "->" in piece:
        return False
    if all(w in _MANNERS for w in said) or all(w in _NOTHING for w in said) and "nothing" in said \
            or said in (["we", "go", "on"], ["go", "on"], ["carry", "on"], ["we", "carry", "on"]):
        return True
    slots = finder.find(piece)
    words = order_words(slots, piece)
    if firm(words) or holds_force(words) or slots.arrow or words.gone or words.taking_back or words.conditions:
        return False
    if keeps_them(piece) or all(w in _KEEP_WORDS for w in said) and said[0] in ("leave", "keep", "let", "they", "it"):
        return True                     # 'they just stay', 'leave them as they are': units without orders hold
    if _KEPT.intersection(said) and ("peace" in said or "war" in said) \
            and all(w in _KEPT or w in _RELATIONS or w in _ME or w in _FILLERS or w in _nations(slots) for w in said):
        return True                     # 'we keep the peace with Berdain': the peace kept as it is
    if reads(piece):
        return False                    # 'A marches to Vienna': an order, never swallowed
    if slots.verbs or slots.order_words or slots.stays or slots.outcome:
        return False
    if _says_no(piece, finder, own):
        return True                     # 'Not yet, the Hofkriegsrat says no': the no said again
    tokens = [w.strip(".,;:!?'\"()") for w in piece.split()]
    if any(w[:1].isupper() and w not in ("I", "I'm", "I'd", "GM") for w in tokens[1:]) \
            or tokens[0][:1].isupper() and tokens[0].casefold() not in _OPENERS and not slots.nations:
        return False                    # 'No, Nelson asked': a name the reader cannot tell may be a unit's
    return {p.rid for p in slots.places} <= own and _nations(slots) <= own     # a reason


def _nations(slots: Slots) -> set[str]:
    """The nations a piece names, by name or by a place named as the nation ('with Berdain'), casefolded."""
    return {n.casefold() for n in slots.nations} | {p.nation.casefold() for p in slots.places if p.nation}


def answered_aside(sheet: Sheet, reads: Callable[[str], object]) -> None:
    """The refused lines of a sheet that are the writer's own question answered no (the module's list), filed as
    chatter saying so (the sheet's problems and chatter changed in place)."""
    meaning = sheet.by_meaning
    if meaning is None or not sheet.problems or not any("?" in p.text for p in sheet.problems):
        return
    finder = meaning.finder()
    if finder is None:
        return
    kept: list[OrderProblem] = []
    lines_read = set(sheet.lines)
    for p in sheet.problems:
        said = _looked_at(p, lines_read)
        found = answered_no(said, finder, reads) if said is not None else None
        if found is None:
            kept.append(p)
            continue
        sheet.chatter.append(Chatter(p.line, p.text, ANSWERED_NO.format(said=f"{found[0]!r}? {found[1]!r}")))
    sheet.problems[:] = kept


def _looked_at(p: OrderProblem, lines_read: set[int]) -> str | None:
    """The text of a refusal looked at: the whole line, or the piece its reason quotes ("'If F ...': expected ...");
    None for a refusal that is not the grammar's (not allowed, a fix offered)."""
    if p.kind != NOT_UNDERSTOOD or p.fix is not None or "?" not in p.text:
        return None
    reason = p.reason
    if reason[:1] in ("'", '"') and (at := reason.find(reason[0] + ": ", 1)) > 0:
        piece = reason[1:at]
        return piece if piece in p.text and "?" in piece and p.line in lines_read \
            and "; '" not in reason[at:] and '; "' not in reason[at:] else None     # the rest of the line read
    if any(w in reason for w in ("correction", "taken back", "twice", "held back", "which order")):
        return None
    return p.text
