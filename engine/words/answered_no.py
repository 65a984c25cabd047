"""A question that holds two orders, answered 'No' ('All armies in 16 go to 15 and the army in 17 moves to
Baleares? No, that's over sea. It stays.'): the 'No' may take back the whole question or only its last part, and
the first part, an order said plainly, was dropped in silence with it. The question is asked now: the receipt names
the order the 'No' may or may not take back. A question that opens asking ('Shall ..., and ...? No.') asks all of it,
and its 'No' takes all of it back. One cut of the question at its first 'and'."""

from __future__ import annotations

from collections.abc import Callable

from engine.words import patterns as re        # its compile() waits for first use
from engine.words.lexicon import WEAK_VERBS, counts_units
from engine.words.reading import NUMBER_WORDS

_JOINTS = (", and ", " and ")
# Words a question opens with when it asks all of it ('Shall ...', 'Could ...'), never a statement's first part.
_ASKING = frozenset("shall should could can may might will would do does did is are am was were must".split())


def order_before_and(question: str, reads: Callable[[str], bool]) -> str | None:
    """The first part of a question joined to more by 'and' when it reads as an order by itself ('all armies in 16
    go to 15' of '... and the army in 17 moves to Baleares'); None otherwise."""
    low = question.casefold()
    if low.split(" ", 1)[0] in _ASKING:
        return None                     # 'Shall the army in 99 go to 101 and the pair ...? No.': all of it asked
    for joint in _JOINTS:
        at = low.find(joint)
        if at > 0:
            head, tail = question[:at].strip(), question[at + len(joint):].strip()
            return head if tail and len(head.split()) >= 3 and reads(head) else None
    return None


# A player's own question answered no in words ('4 units 38 -> 12? no, that's Crimsonia and we're not at war.',
# 'Give 3 gold to France? Hmm, no. Forget the gold.', 'Make peace with Adoen? They have nothing left, but no, not
# yet.'): the answer is a run of pieces, each a word of refusal, a taking back of the question ('forget it', 'skip
# that', 'forget the gold'), a filler or a reason that sends nothing anywhere; at least one refuses or takes back.
# What follows the run (a stay, another order) is the line's to read. A piece that names a count, an arrow, a verb of
# going or of an order, or a place without saying what it is ('no, Crimsonia': maybe where they go instead), ends the
# run: the answer is then not said to be no, and the line reads (or is refused) as before.
_PIECE_CUTS = re.compile(r"[.!;:,]+ +|[.!;:,]+$| - | \u2013 | \u2014 | but ")
_FILLERS = frozenset("hmm hm hmmm hmmmm er erm um uh well oh ah wait actually so and but ok okay sorry".split())
_REFUSALS = frozenset(("no", "nope", "nah", "no no", "not yet", "not now", "not this turn", "not this time",
                       "better not", "never mind", "nevermind", "on second thought", "second thoughts"))
_TAKING_BACK = frozenset("forget skip ignore scratch drop cancel strike".split())
_POINTED = frozenset("it that this the one line order idea those them".split())
# Words of a reason saying what a place or a power is ('Lemberg is Austrian', "that's Crimsonia").
_SAYING = frozenset("is are was were 's isn't aren't belongs belong has have had lies lie".split())
_MOST_PIECE_WORDS = 12
_SOME = frozenset("pair couple few several half all both rest others".split())
# Words before a noun: 'our ally', 'a march too far' name no order.
_DETERMINERS = frozenset("a an the our my their his her its your this that".split())


def declined_by(answer: str, question: str, reads: Callable[[str], bool]) -> tuple[str, str, bool] | None:
    """(the words set aside, the rest of the answer to read, whether the words set aside say more than a 'no') when
    `answer`, said right after the player's own `question`, opens by answering it no; None otherwise."""
    if len(answer) > 400 or "?" in answer or any(j in question for j in (", ", "; ", " and ", " & ")):
        return None             # 'a pair at A, and a couple at B? No, B has one city': the 'no' may be the last's only
    if answer.lstrip(" *_>\"'(").casefold().startswith(("if ", "otherwise", "else", "unless ", "in case ")):
        return None             # '... League if it exists? If not, forget it': a condition, no answer: still asked
    asked = {w.strip(".,!?:;'\"()").casefold() for w in question.split()}
    refused = reasoned = False
    at = 0
    for cut in [*_PIECE_CUTS.finditer(answer), None]:
        end = cut.start() if cut is not None else len(answer)
        piece = answer[at:end].strip()
        if piece:
            kind = _piece_kind(piece, asked, reads)
            if kind is None:
                break
            refused = refused or kind in ("refusal", "taken back")
            reasoned = reasoned or kind in ("reason", "taken back")
        at = cut.end() if cut is not None else len(answer)
    else:
        at = len(answer)
    if not refused:
        return None
    return answer[:at].strip(" ,;:-"), answer[at:].strip(" .,;:!-"), reasoned


def only_reasons(said: str, reads: Callable[[str], bool]) -> bool:
    """Whether a sentence said after the player answered his own question no is only his reasons ('Sweden is not
    worth a war.'): each piece a reason or a filler, sending nothing anywhere (_piece_kind)."""
    if len(said) > 300 or "?" in said:
        return False
    pieces = [p.strip() for p in _PIECE_CUTS.split(said) if p.strip()]
    return bool(pieces) and len(pieces) <= 4 and all(_piece_kind(p, set(), reads) in ("reason", "filler")
                                                     for p in pieces)


def _piece_kind(piece: str, asked: set[str], reads: Callable[[str], bool]) -> str | None:
    """'refusal', 'taken back', 'filler' or 'reason' for a piece of an answer; None for a piece that may give an
    order."""
    said = [w.strip("'\"()*_").casefold().replace("\u2019", "'") for w in piece.split()]
    said = [w for w in said if w]
    while said and said[0] in _FILLERS:
        said.pop(0)
    if not said:
        return "filler"
    if " ".join(said) in _REFUSALS:
        return "refusal"
    if said[0] in ("if", "unless", "once", "when", "until"):
        return None                     # 'Not yet, if they ask we will': the order hung on a condition, still asked
    if said[0] in _TAKING_BACK and len(said) <= 4 and all(w in _POINTED or w in asked for w in said[1:]):
        return "taken back"             # 'forget it', 'skip that', 'forget the gold' (the question's word)
    if len(said) > _MOST_PIECE_WORDS or any(any(c.isdigit() for c in w) for w in said) or "->" in piece \
            or "\u2192" in piece or any((w in _GOING or w in WEAK_VERBS or w in _ORDERING)
                                         and (k == 0 or said[k - 1] not in _DETERMINERS) for k, w in enumerate(said)):
        return None
    if counts_units(said, NUMBER_WORDS) or any(w in NUMBER_WORDS and w not in ("a", "an") or w in _SOME for w in said):
        return None                     # 'a single militia there', 'two of them': a count of units may be an order
    named = [w for w in piece.split()[1:] if w[:1].isupper() and w.casefold().strip(".,'") not in ("i", "i'm", "i'd")]
    if (named or piece[:1].isupper() and len(said) == 1) and not _SAYING.intersection(said) \
            and not any(w.endswith("'s") for w in said):
        return None                     # 'no, Crimsonia': maybe where they go instead
    if said[0] in ("instead", "rather", "then", "let", "keep", "stay", "hold") or reads(piece):
        return None
    return "reason"


# Verbs that send units somewhere or give an order without one: a piece holding one may be an order.
_GOING = frozenset("""go goes going march marches marching sail sails sailing move moves moving ride rides advance
    advances attack attacks attacking enter enters land lands landing invade invades send sends sent stay stays
    hold holds remain remains keep""".split())
_ORDERING = frozenset("""build builds buy buys raise raises recruit recruits give gives pay pays ally allies declare
    declares transfer transfers instead rather""".split())
