"""A line cut into the sentences and clauses a player wrote, for every ruleset's reader: "Annex
Saxony. Build 1 cav in Berlin." is two orders; "B to Bavaria. Actually, make that Franconia."
is one, the correction winning; "A - Kent? It's already there. A holds." is one, the question the
player answers himself set aside; "Corps D (Moscow garrison) marches to Tula." reads without
its note in brackets.

Everything here is a left-to-right pass over a line of at most a few thousand characters, with
no pattern that can backtrack: reading stays linear in the message's length.
"""

from __future__ import annotations

from engine.words.going import goes

from collections.abc import Callable, Sequence

import msgspec
from engine.words.lexicon import TAKING_BACK, UNIT_WORDS, WEAK_VERBS, counts_units, is_order_word
from engine.words.message import words
from engine.words.reading import NUMBER_WORDS
from engine.words.tails import asks_more, joined_name, purpose_tail
from engine.words.instead_of import instead_of, taken_back_place
from engine.words.reasons import reason_cuts
from engine.words.textio import is_digits
from engine.words.taking_back import DONT, KIND_VERBS, LINE_ABOVE, UNDO_EDIT, WITHDRAWN_WHOLE
from engine.words.tail_adds import adds_to_order

# Words before a full stop that do not end a sentence ("St. Petersburg", "Sq. 2", "art. in Paris").
_ABBREVIATIONS = frozenset("st ste sq sqn art inf cav no nr gen mt ft vs etc approx co corp div bld b bd frig gall gal"
                           .split())

# What starts a correction: the clause after it replaces what came before.
CORRECTIONS: tuple[str, ...] = ("actually", "scratch that", "no wait", "wait", "no,", "no -", "no:", "no \u2014", "no \u2013", "no.", "sorry",
               "nah,", "nah.", "nope,", "nope.",
               "correction", "edit", "on reflection", "on second thought", "on second thoughts", "i mean",
               "make that", "change that", "instead", "oops", "typo", "ignore that", "ignore the line above",
               "ignore the above", "forget that", "cancel that", "strike that", "update", "update:",
               "change of plan", "change of plans", "changed my mind", "i've changed my mind", "i have changed my mind",
               "i changed my mind", "second thoughts", "second thought", "scrap that", "disregard that",
               "disregard the above", "belay that", "amendment", "amended", "revised", "new plan",
               "my mistake", "my bad", "i was wrong", "let me correct that", "rather", "forget what i said",
               "forget what i wrote", "ignore what i said", "ignore what i wrote", "disregard what i said",
               "never mind that", "forget it", "cancel it", "undo that", "scratch it", "strike it", "i meant", "what i meant was",
               "i meant to say", "meant")
CORRECTIONS = CORRECTIONS + tuple(sorted(LINE_ABOVE)) + tuple(sorted(UNDO_EDIT))
RETRACTIONS = WITHDRAWN_WHOLE        # 'Cancel that.' (engine.words.taking_back)
# Corrections that always change an order: when what follows them does not read, the player is asked
# ('Correction: change the destination'); 'sorry', 'oops', 'edit' may open mere remarks ('Sorry for the delay').
STRONG_CORRECTIONS = frozenset(("actually", "correction", "on reflection", "on second thought", "on second thoughts",
                                "make that", "change that", "instead", "change of plan", "change of plans",
                                "changed my mind", "i've changed my mind", "i have changed my mind",
                                "i changed my mind", "second thoughts", "second thought", "new plan", "amendment",
                                "amended", "revised", "let me correct that", "rather")) | UNDO_EDIT
_MAKE_THAT = ("make that ", "make it ", "change that to ", "change it to ", "i mean ", "rather ")
# Words that end a clause without being part of the order ("D - Oporto then.", "Bavaria too").
_FILLER_END = ("please", "then", "too", "as well", "also", "instead", "thanks", "thank you", "pls", "plz",
               "now", "this turn", "this season", "please gm", "after all", "this month", "this time",
               "as first written", "as first ordered", "as originally ordered", "as written", "as before")


class Clause(msgspec.Struct, frozen=True):
    """One sentence of a line: its words, whether it ends with '?', and the correction that
    starts it ('actually'), taken off its words."""
    text: str
    question: bool = False
    correction: str = ""


def sentences(text: str) -> list[str]:
    """The sentences of a line, cut at '. ', '? ', '! ' (a full stop after a usual abbreviation or a
    digit does not end one)."""
    if ". " not in text and "? " not in text and "! " not in text:     # most lines: one sentence, no loop over it
        said = text.strip()
        return [said] if said else []
    out: list[str] = []
    start = 0
    n = len(text)
    for i, ch in enumerate(text):
        if ch not in ".?!" or i + 1 >= n or text[i + 1] != " ":
            continue
        if ch == ".":
            j = i
            while j > start and text[j - 1].isalpha():
                j -= 1
            word = text[j:i].casefold()
            if word in _ABBREVIATIONS:
                continue
        piece = text[start:i + 1].strip()
        if piece:
            out.append(piece)
        start = i + 1
    rest = text[start:].strip()
    if rest:
        out.append(rest)
    return out


def clauses(text: str) -> list[Clause]:
    """The line's sentences, each with its question mark and correction word noted; a sentence
    may itself start with a correction after a colon or comma ('Scratch that: B - Flanders')."""
    out: list[Clause] = []
    for sentence in sentences(text):
        body = sentence.rstrip()
        question = body.endswith("?")
        body = body.rstrip(".!?").strip()
        word, body = correction_of(body)
        if body or word:
            out.append(Clause(body, question, word))
    return out


# Words that open a clause of its own after an apology's addressee ('Sorry Russia, the King changed his mind').
_SUBJECT_OPENS = frozenset("the we i he she it they our my his her their this that you".split())


def _apology_to(after: str) -> bool:
    """Whether the words after 'sorry' say whom it is said to and why: a name with no comma before it, then a comma
    and a clause with its own subject ('Sorry Russia, the King changed his mind', 'sorry Bob, we need the troops');
    never 'Sorry, Saxony' or 'sorry Saxony, not Bavaria' (a correction)."""
    if not after.startswith(" ") or not after[1:2].isupper():
        return False
    name, comma, clause = after.strip().partition(", ")
    said = words(clause)
    return bool(comma) and 1 <= len(name.split()) <= 3 and bool(said) and said[0] in _SUBJECT_OPENS


def correction_of(text: str) -> tuple[str, str]:
    """('actually', 'make that Franconia') for 'Actually, make that Franconia': the correction word
    a clause starts with, and the rest; ('', text) when it starts with none. 'EDIT:' too."""
    if text[:1] in _LEADING_MARKS and text.lstrip(_LEADING_MARKS)[:1].isalpha():
        text = text.lstrip(_LEADING_MARKS)  # '...on second thought, don't.'
    low = text.casefold()
    label, colon, after = low.partition(":")
    if colon and label.strip() in _LATER_MAIL and after.strip():
        again, rest = correction_of(text[len(label) + 1:].strip())
        if again:
            return again, rest              # 'second: actually leave 36 alone': a later mail's label, then the word
    if low.startswith(("instead of ", "rather than ")):
        return "", text                     # 'Instead of 55, 57': the words are the correction (swapped)
    if low.startswith("edit"):              # 'EDIT2:', 'Edit #2:', 'EDIT 2:': the second edit
        at = 4
        while at < len(low) and low[at] in "# ":
            at += 1
        digits = at
        while at < len(low) and low[at].isdigit():
            at += 1
        while at < len(low) and low[at] == " " and at > digits:
            at += 1                         # 'edit 2 - scratch the last edit'
        if at > digits and at < len(low) and low[at] in ":-)":
            rest = text[at + 1:].strip()
            again, rest2 = correction_of(rest) if rest else ("", rest)
            if again in RETRACTIONS or again in UNDO_EDIT:
                return again, rest2
            if not again and adds_on(rest):
                return "", added(rest)      # 'EDIT2: build 1 cavalry in London as well': one more order, none replaced
            return "edit", rest2 if again else rest
    if not low.startswith(_LONGEST_FIRST):
        return "", text
    for word in _LONGEST_FIRST:
        if low.startswith(word) and (len(low) == len(word) or not low[len(word)].isalnum()):
            if word in _MAKE_THAT_WORDS:
                return word, text           # 'make that Franconia': the words are the correction
            rest = text[len(word):].lstrip(" ,:;-\u2013\u2014!.").strip()
            if word == "sorry" and _apology_to(text[len(word):]):
                return "", text             # 'Sorry Russia, the King changed his mind': said to Russia, no correction
            if word in RETRACTIONS:         # 'forget that edit, B stays in Prague': what 'that' was
                said = rest.casefold()
                noun = next((n for n in _RETRACTED_NOUNS if said.startswith(n) and said[len(n):len(n) + 1] in ("", ",", " ", ":", ";")), "")
                rest = rest[len(noun):].lstrip(" ,:;-\u2013\u2014!.").strip() if noun else rest
            again, rest2 = correction_of(rest) if rest else ("", rest)
            if again in RETRACTIONS or again in UNDO_EDIT:      # 'Sorry, cancel that last one, ...': it says more
                return again, rest2
            said, _, after = rest.partition(". ")
            if not again and word not in _MAKE_THAT_WORDS and said.strip(" ,;!.").casefold() in _DONT:
                return "cancel that", after.strip()    # 'on second thought, don't. No declaration this winter.'
            if not again and word in _ADDING_MAY_FOLLOW and adds_on(rest):
                return "", added(rest)      # 'EDIT: also build 1 cavalry in London': one more order
            return word, rest2 if again else rest
    return "", text


# The label of a later mail pasted below the first one ('second:', '2nd mail:').
_LATER_MAIL = frozenset(("second", "third", "2nd", "3rd", "second mail", "2nd mail", "third mail", "last mail",
                         "later mail", "second email", "2nd email", "mail 2", "email 2"))
_ADDING_MAY_FOLLOW = frozenset(("edit", "correction", "no wait", "wait", "update", "update:", "oops", "sorry", "amendment", "amended", "actually",
                                "on reflection", "on second thought", "on second thoughts", "second thought",
                                "second thoughts", "change of plan", "change of plans"))
_ADDS_FIRST = ("also ", "and also ", "in addition", "additionally", "plus ", "one more", "another order")
_ADDS_LAST = (" as well", " too", " also", " in addition", " besides", " additionally", " on top")
_NOT_ONLY_ADDED = frozenset("not no instead rather replace replaces replacing change swap cancel drop scratch "
                            "of".split())    # 'of' too: 'instead of', 'in place of'


def added(rest: str) -> str:
    """The order an addition gives, without the word that says it adds ('also build ...' -> 'build ...',
    'the Roman legion too: 1 army 36 -> 37' -> '1 army 36 -> 37')."""
    if _added_head(rest):
        return rest.partition(":")[2].strip()
    low = rest.casefold()
    for word in ("and also ", "also ", "plus ", "in addition", "additionally", "and "):
        if low.startswith(word):
            return rest[len(word):].lstrip(" ,:;-")
    return rest


def adds_on(rest: str) -> bool:
    """Whether a correction's words only add an order ('build 1 cavalry in London as well', 'also A holds',
    'in addition, 2 armies 21 -> 25'): nothing they say replaces or takes back an earlier order."""
    low = " ".join(rest.casefold().replace("n't", " not").split()).strip(" .!;")
    if low.startswith("and ") and len(low) <= 300 and not correction_of(rest.lstrip()[4:].lstrip())[0]:
        low = low[4:]                       # 'EDIT2: and 2 armies 98 -> 99': one order more, said with 'and'
        if not low.startswith(_ADDS_FIRST) and not low.endswith(_ADDS_LAST):
            return bool(low) and low[0].isalnum() and low.split(" ", 1)[0] not in _AND_NOT_ADDING \
                and not any(w.strip(",:;.!()") in _NOT_ONLY_ADDED for w in low.split(" "))
    if len(low) > 300 or not (low.startswith(_ADDS_FIRST) or low.endswith(_ADDS_LAST) or _added_head(low)):
        return False
    return not any(w.strip(",:;.!()") in _NOT_ONLY_ADDED for w in low.split(" "))


_MOST_HEAD = 60         # characters of the words before a colon that say what is added


def _added_head(rest: str) -> bool:
    """Whether the words before a colon say that what follows is added ('the Roman legion too: 1 army 36 -> 37',
    'corps B as well: B - Flanders'), an order after it given."""
    head, colon, after = rest.partition(":")
    head = head.casefold().strip(" ,")
    return bool(colon) and len(head) <= _MOST_HEAD and bool(after.strip()) and (" " + head).endswith(_ADDS_LAST)


_MAKE_THAT_WORDS = frozenset(("make that", "i mean", "change that"))
# What 'and' may open in an edit without adding an order ('EDIT: and make it 3', 'EDIT: and it goes to 26').
_AND_NOT_ADDING = frozenset("make it that this they them those these the_same so yes no".split())
_LEADING_MARKS = ".\u2026-\u2013\u2014 "
_DONT = DONT
_RETRACTED_NOUNS = ("last edit", "edit", "last one", "one", "change", "correction", "order", "last order")
_KEEP_VERBS = ("keep ", "leave ")
_KEPT_WHERE = (" where ", " at home", " home", " in place", " put", " there", " as it is", " as they are", " back")
_STAY_VERBS = (" stays", " stay", " holds", " hold", " remains", " remain", " sits tight", " sit tight", " waits", " wait")


def stay_said(text: str) -> tuple[str, str] | None:
    """'the 2 from 59 stay home, instead 2 armies 63 -> 62', 'corps I stays in Stamboul': who stays (the
    words before the verb) and an order given instead after ', instead' ('' if none); None when the
    clause says no one stays."""
    low = text.casefold()
    keep = next((k for k in _KEEP_VERBS if low.startswith(k)), None)
    if keep is not None:            # 'keep corps I where it is', 'leave the 3 armies in 21 at home'
        rest = low[len(keep):]
        end = min((at for at in (rest.find(w) for w in _KEPT_WHERE) if at > 0), default=-1)
        if end < 0:                 # 'keep E in Alsace': where it stands
            end = min((at for at in (rest.find(w) for w in (" in ", " at ")) if at > 0), default=-1)
        if end > 0:
            return text[len(keep):len(keep) + end].strip(), ""
    for verb in _STAY_VERBS:
        at = low.find(verb)
        end = at + len(verb)
        if at > 0 and (end == len(low) or not low[end].isalnum()):
            if any(arrow in low[:at] for arrow in _ARROWS):
                return None         # 'only 2 armies 48 -> 47, one stays': an order, and a remark on who stays
            cut = low.find(", instead ", end)
            return text[:at].strip(), text[cut + 10:].strip() if cut >= 0 else ""
    return None


_ARROWS = ("->", "\u2192", "=>")
_LONGEST_FIRST = tuple(sorted(CORRECTIONS, key=len, reverse=True))      # 'scratch that' before 'scratch'


def replacement_name(text: str) -> str | None:
    """'make that Franconia', 'Franconia instead', 'i mean Baden': the name that replaces the last
    one of the clause before; None when the clause says more than a name."""
    low = text.casefold()
    for head in _MAKE_THAT:
        if low.startswith(head):
            name = text[len(head):].strip()
            break
    else:
        if low.endswith(" instead"):
            name = text[:-len(" instead")].strip()
        else:
            return None
    name = without_filler(name)
    at = name.casefold().find(" for the ")
    if at > 0:
        name = name[:at]                    # 'make it the Irish Sea for the squadron'
    name = name.removeprefix("the ").removeprefix("The ")
    if not name or len(name.split()) > 4 or any(c in name for c in "-:>\u2192"):
        return None
    return name


def with_last_name_replaced(text: str, name: str, most: int = 3) -> list[str]:
    """The clause with its last one, two, three (up to `most`) words replaced by `name` (the place a
    'make that' correction replaces), the shortest first."""
    words = text.rstrip(" .!?").split(" ")
    return [" ".join(words[:-k] + [name]) for k in range(1, min(most, 6) + 1) if len(words) > k]


_FILLER_START = (  # a greeting before the order on its line: 'Hello GM, C shall march to Brabant'
                 "hello gm, ", "hi gm, ", "hey gm, ", "dear gm, ", "good morning gm, ", "good evening gm, ",
                 "greetings gm, ", "ok gm, ", "okay gm, ", "gm, ", "hello, ", "hi, ", "hey, ", "greetings, ",
                 "please also ", "only: ", "only ", "oh, ", "oh ", "ah, ", "please ", "also ", "and then ", "and also ", "and ",
                 "then ", "so: ", "so, ", "so ", "finally, ", "finally ", "lastly, ", "lastly ", "plus ",
                 # A wish said before the order: 'I'd like my B corps to march on Saxony'.
                 "i'd also like to ", "i would also like to ", "we'd also like to ", "i also want to ",
                 "i'd like to ", "i\u2019d like to ", "i would like to ", "we'd like to ", "we would like to ",
                 "i want to ", "we want to ", "i wish to ", "we wish to ", "i'd like ", "i\u2019d like ",
                 "i would like ", "we'd like ", "we would like ", "i want ", "we want ", "i wish ",
                 "kindly ", "i will ", "we will ", "i shall ", "we shall ", "i'll ", "we'll ", "just ")


def without_filler(text: str) -> str:
    """The clause without the words players end or start an order with ('D - Oporto then', 'Bavaria
    too', 'Please also raise...')."""
    text = text.strip().rstrip(".!,;").strip()
    for _ in range(3):
        low = text.casefold()
        if not low.startswith(tuple(_FILLER_START)):
            break
        start = next((f for f in _FILLER_START if low.startswith(f)), None)
        if start is None:
            break
        text = text[len(start):].strip()
    for _ in range(3):
        low = text.casefold()
        if not low.endswith(tuple(_FILLER_END)):
            break
        for end in _FILLER_END:
            if low.endswith(" " + end) or low.endswith("," + end):
                text = text[:-len(end)].rstrip(" ,").strip()
                break
        else:
            break
    at = text.casefold().find(" only ")
    if 0 < at and at + 6 < len(text) and text[at + 6].isdigit():
        text = text[:at] + text[at + 5:]          # 'send only 2 armies 14 -> 11'
    return text


# What starts the reason a player gives after an order ('A stays in Holstein, the British might land').
_REASONS = ("because ", "since ", "as ", "in case ", "so that ", "so ", "to cover ", "to protect ", "to guard ",
            "to be safe", "just in case", "for safety", "i need ", "we need ", "i'm ", "we're ", "it's too ")
_MODALS = frozenset("might may could would should".split())


def without_remark(text: str, order_said: Callable[[str], bool] | None = None) -> str:
    """The clause without the reason said after its last comma ('..., in case the British land',
    '..., the British might land'); the clause as written when what follows holds no such reason. `order_said`: the
    message's shared judgement (engine.words.meaning.holds_order.only_an_order_says), when the caller has it."""
    at = text.rfind(", ")
    if at <= 0:
        return text
    tail = text[at + 2:].casefold()
    said = words(tail)
    if "; " in tail:
        return text                     # '..., so that the French come out; and that war be declared': a second clause
    if asks_more(said) or tail.startswith(("i need ", "we need ")) and any(is_digits(w) for w in said):
        return text                     # '..., we need 3 more', '..., so two more go': a count, never set aside
    if tail.startswith(("as well", "as does ", "as do ", "as will ", "as did ")) or _name_goes(text[at + 2:]) \
            or joined_name(text[at + 2:]):
        return text                     # '..., as well as E', '..., since E goes to Switzerland': another unit's order,
                                        # or a name a stricter reader must judge, never set aside here
    if (tail.startswith(_REASONS) or any(w in _MODALS or w == "too" for w in tail.split(" ")[:5])) \
            and not _orders_after_so(tail) and not (order_said is not None and order_said(text[at + 2:])):
        return text[:at]                # never '..., since 2 armies -> 61 cover it': words only an order says
    return text


def _name_goes(tail: str) -> bool:
    """Whether a name (a capital, a number) of the words after the first is the subject of a verb of going ('since E
    goes to Switzerland', 'so 2 will march too'): another unit's order. 'I', 'GM' are the writer and the GM."""
    parts = tail.split()
    for k in range(1, len(parts) - 1):
        w = parts[k]
        if not (w[:1].isupper() or w[:1].isdigit()) or w.strip(".,;:!?'\u2019") in _NOT_NAMES:
            continue
        verb = k + 1
        while verb < len(parts) - 1 and verb <= k + 2 and parts[verb].casefold() in _BEFORE_VERB:
            verb += 1
        if goes(parts[verb].casefold().strip(".,;:!?")):
            return True
    return False


_BEFORE_VERB = frozenset("will shall then also too can should must".split())


_NOT_NAMES = frozenset("I I'm I've I'd I'll GM".split())


def _orders_after_so(tail: str) -> bool:
    """'so buy 1 army in 90', 'so 1 army 90 -> 89': what follows 'so' opens an order (a verb of one, a count, an
    arrow), which is never set aside as a reason."""
    if not tail.startswith("so ") or tail.startswith("so that "):
        return False
    said = words(tail)[1:]
    return "->" in tail or bool(said) and (is_digits(said[0]) or is_order_word(said[0]) or said[0] in WEAK_VERBS)


def without_brackets(text: str) -> tuple[str, list[str]]:
    """The clause without its notes in brackets, round or square ('Corps D (Moscow garrison) marches to
    Tula', 'D - Tver [reserve]'), and the notes; a bracket never closed is kept as written."""
    if "(" not in text and "[" not in text:          # most clauses: no note, no pass letter by letter
        return " ".join(text.split()).replace(" ,", ",").replace(" :", ":").replace(" .", "."), []
    out: list[str] = []
    notes: list[str] = []
    depth, start, note_start = 0, 0, 0
    for i, ch in enumerate(text):
        if ch in "([":
            if depth == 0:
                out.append(text[start:i])
                note_start = i + 1
            depth += 1
        elif ch in ")]" and depth:
            depth -= 1
            if depth == 0:
                notes.append(text[note_start:i].strip())
                start = i + 1
    if depth:
        return text, []
    out.append(text[start:])
    return " ".join("".join(out).split()).replace(" ,", ",").replace(" :", ":").replace(" .", "."), notes


def unit_of(order: object) -> tuple[str, object] | None:
    """The unit an order is for (a corps, a squadron, an army, a fleet), to know which earlier order a
    correction replaces and which unit has two orders; None for an order of no unit (a build)."""
    fields, squadron = _unit_fields(type(order), isinstance(order, msgspec.Struct))
    for field in fields:
        value = getattr(order, field, None)
        if isinstance(value, str) and value:
            return field, value
    if squadron:
        value = getattr(order, "number", None)
        if value is not None:
            return "squadron", value
    return None


_UNIT_FIELDS = ("corps", "unit", "army", "fleet", "piece", "leader")
_FIELDS_OF: dict[type, tuple[tuple[str, ...], bool]] = {}


def _unit_fields(kind: type, struct: bool) -> tuple[tuple[str, ...], bool]:
    """The unit fields an order's type may have, and whether its tag names a squadron: worked out once
    per type of order (a struct holds only its fields; any other object is asked every field)."""
    known = _FIELDS_OF.get(kind)
    if known is not None:
        return known
    tag = getattr(kind, "__struct_config__", None)
    tag_name = str(getattr(tag, "tag", "") or "")
    fixed = struct and not getattr(tag, "dict", False)
    fields = tuple(f for f in _UNIT_FIELDS if hasattr(kind, f)) if fixed else _UNIT_FIELDS
    known = (fields, "squadron" in tag_name or "fleet" in tag_name)
    if fixed:
        _FIELDS_OF[kind] = known
    return known


def kind_of(order: object) -> str:
    """The order's kind as a word ('build', 'move'), from its tag or class name."""
    tag = getattr(getattr(type(order), "__struct_config__", None), "tag", None)
    return str(tag or type(order).__name__).casefold()


_NO_KIND = frozenset("that it thi them all everything those line above previou last first second order line".split())   # 'cancel that': no kind named


def cancelled_kinds(text: str) -> Sequence[str]:
    """'cancel the build', 'forget the gift': the kinds of earlier orders a clause withdraws."""
    low = text.casefold()
    for verb in KIND_VERBS:
        if low.startswith(verb):
            rest = low[len(verb):].removeprefix("the ").removeprefix("my ").split(" ")
            word = rest[0].rstrip(",.;:s") if rest else ""
            return (word,) if word.isalpha() and word not in _NO_KIND else ()
    return ()


_MOST_JOINED = 300     # characters: two orders said in one sentence are well under it
MOST_PIECES = 6        # pieces of one sentence tried as orders (at most 21 readings of a failed line)

# Words that make a note part of the order: it is never set aside ('(via ships)', '(attack the Swedes)',
# '(no move)', '(only if Austria attacks)', '(carrying corps I)').
_CHANGES_ORDER = frozenset("""via by sea ship ships fleet convoy support supports supporting attack attacks attacking
    scout scouts scouting hold holds move moves march marches not no if unless except only when instead then
    provided until carrying carry carries escort escorting intercept retreat withdraw correction edit already mean meant""".split())
_ALTERNATIVES = frozenset("or either alternatively maybe perhaps possibly".split())
_MODALS_OF_REMARK = frozenset("must should shall will would can cannot can't might may".split())
_MONEY = frozenset(("gold", "g", "gp", "ducats", "cheese", "pp", "ip", "tp"))


def alternative_note(note: str) -> bool:
    """Whether a note in brackets offers another order the writer may mean ('or cavalry', 'or 38', 'maybe 3', '2 inf
    or 1 cav'): never set aside, whatever else it holds."""
    return any(t in _ALTERNATIVES for t in words(note))


def note_aside(note: str) -> bool:
    """Whether a note beside an order may be set aside: a composition ('2 cav 1 inf + scouts'), a sum
    ('16 gold'), a place or a remark ('Moscow garrison', 'Berlin must not be sacked'); never one that
    changes the order ('via ships', 'attack', 'no move', 'only if ...'), nor a bare number (a map number
    confirms the name: the ruleset checks it or refuses)."""
    tokens = words(note)
    if not tokens or len(tokens) == 1 and is_digits(tokens[0]):
        return False
    if alternative_note(note):
        return False        # '(or cavalry)', '(or 38)', '(maybe 3)': another order the writer may mean, never dropped
    if _takes_back(tokens) or note.strip().casefold().startswith(("sorry,", "sorry:", "sorry -", "sorry i mean")):
        return False        # '- actually make it 2', '(no wait, 3)', '- I mean Baden': a change of the order, never dropped
    changes = [t for t in tokens if t in _CHANGES_ORDER]
    if any(t in ("if", "unless", "except", "only", "instead", "then", "provided", "until") for t in changes):
        return False        # a condition or a change of plan: never dropped
    if asks_more(tokens):
        return False        # '(and 2 more)': a count that changes the order
    if counts_units(tokens, NUMBER_WORDS) or any(t in _MONEY for t in tokens):
        return True
    if changes and all(t in ("not", "no") for t in changes) and _MODALS_OF_REMARK.intersection(tokens):
        return True         # 'Berlin must not be sacked': a wish, not an order
    return not changes


_TAKING_BACK_PAIRS = frozenset((("make", "it"), ("make", "that"), ("i", "mean"), ("change", "it"), ("change", "that"),
                                ("no", "wait")))


def _takes_back(tokens: list[str]) -> bool:
    """Whether a note's words change or take back the order beside it ('actually make it 2', 'I mean Baden')."""
    return any(t in TAKING_BACK for t in tokens) or any(pair in _TAKING_BACK_PAIRS
                                                         for pair in zip(tokens, tokens[1:]))


_DASHES = (" -- ", " \u2014 ", " \u2013 ", " - ")


def without_tail(text: str) -> tuple[str, str] | None:
    """'Build 1 squadron in Bay of Biscay - total 20, treasury empty, I know' -> (the order, the remark):
    a remark after the last dash, of two words or more, starting in lower case and not with a place
    ('- to cover Rome', not '- Franconia' nor '- to Franconia'); None when the text ends with none."""
    at, size = max(((text.rfind(d), len(d)) for d in _DASHES), key=lambda found: found[0])
    if at <= 0:
        return None
    head, tail = text[:at].rstrip(), text[at + size:].strip(" .!")
    said = tail.split(" ")
    if len(said) < 2 or not (said[0][:1].islower() or said[0] == "I") or not head:
        return None
    if said[0] in ("to", "into", "towards", "toward", "and", "then", "via", "through") and not said[1][:1].islower():
        return None         # '- to Franconia': a destination
    return (head, tail) if note_aside(tail) and not adds_to_order(tail) else None     # engine.words.tail_adds


def has_clauses(text: str) -> bool:
    """Whether a line may read better by its sentences: several of them, a note in brackets, a
    correction word at its start, words after the order ('then', 'please'), or two orders joined by
    'and' or ', then' the line's reader may not cut."""
    low = text.casefold()
    return (". " in text or "? " in text or "! " in text or "(" in text or "[" in text or bool(correction_of(text)[0])
            or without_tail(text) is not None or text.lstrip().startswith("|")
            or low.startswith(("disregard ", "cancel ", "forget ", "scrap ", "scratch ", "undo ")) and bool(cancelled_kinds(text))
            or len(low) <= _MOST_JOINED and (", " in text or "; " in text or " then " in low)
            and text.count(",") + text.count(";") < MOST_PIECES
            or swapped(text) != text
            or crossed_out_line(text) is not None or without_remark(text) != text
            or len(low) <= _MOST_JOINED and (" and " in low or ", then " in low)
            or "<-" in text or len(low) <= _MOST_JOINED and (purpose_tail(text) is not None or bool(reason_cuts(text)))
            or without_filler(text) != text.strip().rstrip(".!,;").strip())


_UNIT_NOUNS = ("corps", "army", "fleet", "squadron", "division", "legion")


def named_in_brackets(text: str) -> str | None:
    """'The Archduke's corps (A) marches to Tyrol' -> 'corps A marches to Tyrol': a unit called by a
    description with its letter or number in brackets after it; None when the clause has none."""
    open_at = text.find("(")
    close_at = text.find(")", open_at + 1)
    if open_at < 0 or close_at < 0 or close_at - open_at > 5:
        return None
    label = text[open_at + 1:close_at].strip()
    if not label or not (is_digits(label) or label.isalpha() and label.isupper()):
        return None
    low = text[:open_at].casefold()
    noun = next((w for w in reversed(low.split()) if w.rstrip("s") in _UNIT_NOUNS or w in _UNIT_NOUNS), None)
    if noun is None:
        return None
    noun_at = low.rfind(noun)
    if any(join in low[noun_at:] for join in _CLAUSE_JOINS):
        return None         # 'corps A marches to Estonia, and the Cossacks (G) ride ...': the noun is another clause's
    return f"{clause_before(text, noun_at)}{noun.capitalize()} {label}{text[close_at + 1:]}"


_CLAUSE_JOINS = (" and ", ", ", "; ")


def clause_before(text: str, noun_at: int) -> str:
    """The clauses before the one whose description ends at noun_at ('B moves to Franconia and our
    Tyrolean corps (D) to ...' keeps 'B moves to Franconia and '): an order said first is never cut off
    with the description's own words. Empty when the description starts the clause."""
    low = text[:noun_at].casefold()
    cut = max(low.rfind(join) + len(join) if join in low else 0 for join in _CLAUSE_JOINS)
    return text[:cut] if len(text[:cut].split()) >= 3 else ""


# What a correction says when it takes an order back and gives none ('no, keep them home', 'skip it').
_NO_ORDER = ("stay", "stays", "stay put", "keep them home", "keep them", "keep it", "keep them there", "hold",
             "hold them", "skip it", "skip that", "skip", "forget it", "never mind", "nevermind", "leave it",
             "leave them", "leave them be", "don't", "do not", "not this turn", "no move", "nothing")


# Who a stay is said of: a pronoun, or every unit of the list before ('they all stay', 'all three hold').
_PRONOUNS = ("they all ", "they both ", "all of them ", "both of them ", "all three ", "all four ", "all five ", "all 3 ",
             "all 4 ", "all 5 ", "each of them ", "each ", "they ", "it ", "he ", "she ", "them ", "both ", "all ")
_STAY = frozenset("stay stays remain remains hold holds".split())


def takes_back(text: str) -> bool:
    """Whether a correction's words only take the order before back ('no, keep them home', 'they
    stay in 20')."""
    low = without_filler(text).casefold().removeprefix("no").strip(" ,.!-\u2014")
    if low in _NO_ORDER:
        return True
    head = next((p for p in _PRONOUNS if low.startswith(p)), None)
    return head is not None and low[len(head):].split(" ", 1)[0] in _STAY


_REST = ("the rest ", "the others ", "the other ", "the remaining ", "the third ", "the second ", "the last ",
         "the fourth ", "the fifth ", "the remainder ", "the other one ", "the others ")


def rest_stays(text: str) -> bool:
    """'The third stays in Castile', 'the rest remain': the units a corrected order no longer
    moves stay where they are (units without orders stay): a remark, no order."""
    low = without_filler(text).casefold()
    head = next((r for r in _REST if low.startswith(r)), None)
    if head is None:
        return False
    rest = low[len(head):].split(" ")
    return any(w in _STAY for w in rest[:3])


_CROSS_OUT = ("ignore that ", "scratch that ", "forget that ", "ignore the ", "scratch the ", "forget the ", "drop the ", "delete the ", "strike the ",
              "cancel the ", "disregard the ", "remove the ", "scratch my ", "ignore my ", "forget my ", "cancel my ",
              "scratch those ", "ignore those ", "forget those ", "cancel those ", "scratch these ", "ignore these ",
              "scratch ", "ignore ", "forget ", "cancel ", "disregard ", "delete ", "strike ", "scrap ", "drop ")


_LINE_WORDS = ("line", "order", "lines", "orders", "one", "move")
ORDINALS = {"first": 0, "second": 1, "third": 2, "last": -1, "previous": -1}
# How many lines a take-back counts ('scratch both lines', 'ignore the last two lines', 'forget all three orders').
LINES_COUNTED = {"both": 2, "two": 2, "2": 2, "three": 3, "3": 3, "four": 4, "4": 4, "all": 0}


def lines_counted(name: str) -> tuple[int, bool] | None:
    """'both', 'last two', 'first three', 'all', 'all three': how many of the earlier order lines a take-back
    names (0: all of them) and whether counted from the first; None when the name counts none."""
    said = name.split()
    counts = [LINES_COUNTED[w] for w in said if w in LINES_COUNTED]
    if not counts or any(w not in LINES_COUNTED and w not in ("last", "first", "previous", "above") for w in said):
        return None
    count = max(counts) if 0 in counts and len(counts) > 1 else counts[-1]
    return count, "first" in said


def crossed_out_line(text: str) -> tuple[str, str] | None:
    """'Please ignore the Champagne line', 'scratch that first line, they stay in 20': the word that
    names the earlier line taken back ('champagne', 'first': ORDINALS count lines), and what the
    clause says after it; None when the clause names no line."""
    text = without_filler(text)
    low = text.casefold()
    head = next((c for c in _CROSS_OUT if low.startswith(c)), None)
    if head is None:
        return None
    rest = low[len(head):].split(" ")
    for n in (1, 2):
        if len(rest) > n and rest[n].rstrip(",:;") in _LINE_WORDS and rest[0] and n <= 2:
            name = " ".join(rest[:n])
            after = " ".join(text[len(head):].split(" ")[n + 1:]) if rest[n].endswith((",", ":", ";")) or len(rest) > n + 1 else ""
            return name, after.lstrip(", ").strip()
    return None


_INSTEAD_VERBS = (" do ", " go to ", " goes to ", " move to ", " march to ", " send them to ", " send to ", " go ",
                  " make it ", " use ", " it's ", " it is ", " take ")


def without_apology(text: str) -> str:
    """The clause without the apology after its last comma ('..., sorry, I mixed up my letters', '..., my
    bad'); the clause as written when no apology ends it."""
    low = text.casefold()
    at = low.find(", ")
    while at >= 0:
        if low.startswith(_APOLOGIES, at + 2):      # one look at each comma: linear in the clause
            tail = low[at + 2:]
            if any(c.isdigit() for c in tail) or any(w in _CHANGES for w in tail.replace(",", " ").split()):
                return text                 # '..., sorry, not 2 but 1': the apology changes the order: asked
            return text[:at]
        at = low.find(", ", at + 2)
    return text


# Words in an apology that change the order ('sorry, not 2 but 1', 'sorry, instead 3'): it is then no apology only.
_CHANGES = frozenset("not but instead rather only one two three four five six seven eight nine ten".split())
# How an apology after a correction starts: it says nothing of the order.
_APOLOGIES = ("sorry", "oops", "apologies", "my mistake", "my bad", "my error", "i mixed", "typo", "mea culpa",
              "pardon", "excuse me")


_NEW_SAID = ("make it ", "make that ", "it's ", "it is ", "it should be ", "that should be ", "let it be ", "use ")


# Words that make the words after 'not OLD, ' a sentence of their own, never a bare name put for OLD.
_NO_NAME = frozenset("it it's its they them we i you he she this that these those now this turn yet please sorry thanks "
                     "thank so and but or then too also just only my our your the a an".split())


def _bare_name(text: str) -> bool:
    """'Portugal', 'Gulf of Lion', '57': a name written alone (one to three words, no verb, no pronoun, no unit
    word, no mark of an order), as 'not Prussia, Portugal' puts one name for another."""
    said = words(text)
    if not 1 <= len(said) <= 3 or any(c in text for c in "->:?\u2192"):
        return False
    return not any(w in _NO_NAME or is_order_word(w) or w in WEAK_VERBS or w in UNIT_WORDS for w in said)


def swapped(text: str) -> str:
    """'not 55 but 57', 'instead of 55, 57', '57 rather than 55', '57 instead of 55': the same
    correction written 'NEW, not OLD' (read by not_instead); the text itself when it is none of them."""
    body = without_filler(without_apology(text))
    low = body.casefold()
    if low.startswith("not ") and " but " in low:
        at = low.find(" but ")
        new = body[at + 5:].strip()
        whose = new.casefold().find(" for ")
        if whose > 0 and len(new[whose:].split()) <= 4:
            new = new[:whose]               # 'Not Wallachia but Serbia for B': the order naming Wallachia
        return f"{new}, not {body[4:at].strip(' ,')}"
    if low.startswith("not ") and ", " in low:     # "not 9 -> 8, it's 12 -> 9 with 3 units"
        at = low.find(", ")
        new = body[at + 2:].strip()
        for head in ("it's ", "it is ", "it should be ", "that should be ", "make it ", "rather ", "but ", "instead "):
            if new.casefold().startswith(head):
                return f"{new[len(head):].strip()}, not {body[4:at].strip()}"
        if _bare_name(new) and _bare_name(body[4:at]):
            return f"{new.strip(' .!')}, not {body[4:at].strip()}"      # 'not Prussia, Portugal': a name for a name
    if low.startswith("instead of ") and "," in low:
        at = low.find(",")
        new = body[at + 1:].strip()
        for head in _NEW_SAID:          # 'Instead of Nazin Steppe, make it Steppe Gate'
            if new.casefold().startswith(head) and len(new) > len(head):
                new = new[len(head):].strip()
                break
        return f"{new}, not {taken_back_place(body[11:at].strip())}"     # 'Instead of sending them to 19, ...'
    if low.startswith("instead of "):      # 'instead of 35 do 52 with those two', 'instead of Baden go to Hesse'
        for verb in _INSTEAD_VERBS:
            at = low.find(verb, 11)
            if at > 11:
                new = body[at + len(verb):].strip()
                tail = new.casefold().find(" with th")          # 'with those two', 'with them': the same units
                new = new[:tail] if tail > 0 and len(new[tail:].split()) <= 4 else new
                return f"{new}, not {taken_back_place(body[11:at].strip())}" if new else text
        if (said := instead_of(body)) is not None:
            return said                 # 'instead of Lithuania build them in Livonia': any order verb
    for joint in (" rather than ", " instead of "):
        at = low.find(joint)
        if at > 0:
            return f"{body[:at].strip(' ,')}, not {body[at + len(joint):].strip()}"
    return text


# What says a march ends short of where it was to go: 'corps I only to Saxony', 'stop in Württemberg'.
_STOP_SHORT = ("only as far as ", "as far as ", "no further than ", "no farther than ", "only go to ", "only goes to ", "go only to ",
               "goes only to ", "only marches to ", "only march to ", "only to ", "stop in ", "stop at ", "stops in ",
               "stops at ", "halt in ", "halt at ", "halts in ", "halts at ", "stop short in ", "stop short at ",
               "only into ", "just to ")


def stopped_short(text: str) -> tuple[str, str] | None:
    """'corps I only to Saxony, where it meets corps II' -> ('corps I', 'Saxony'), 'stop in Württemberg' ->
    ('', 'Württemberg'): who (the words before, if any) and the place where an earlier march now ends; None
    when the clause says no such thing. What follows a comma is a remark."""
    body = without_filler(text)
    low = body.casefold()
    for phrase in _STOP_SHORT:
        at = low.find(phrase)
        if at == 0 or at > 0 and low[at - 1] == " ":
            place = body[at + len(phrase):].split(",", 1)[0].strip(" .!")
            place = without_filler(place).removeprefix("the ").removeprefix("The ")
            who = body[:at].strip(" ,:")
            whose = place.casefold().find(" for ")
            if whose > 0 and not who:       # 'only as far as Württemberg for corps I'
                place, who = place[:whose], place[whose + 5:]
            if place and len(place.split()) <= 4 and not any(c in place for c in "->:\u2192"):
                return who, place
            return None
    return None


def route_not_route(text: str) -> tuple[str, str] | None:
    """'12 -> 9 with 3 units, not 9 -> 8' -> ('3 units 12 -> 9', '9 -> 8'): a whole order given for the one an
    earlier order's route names (the count said after the route put before it); None for another clause."""
    low = text.casefold()
    at = low.rfind(", not ")
    if at <= 0:
        return None
    new, old = text[:at].strip(), text[at + 6:].strip(" .!")
    if not any(mark in old for mark in ("->", " - ", "\u2192")) or len(old.split()) > 6:
        return None
    said = new.split(" ")
    if len(said) >= 4 and said[-3].casefold() == "with" and is_digits(said[-2]):
        new = " ".join([said[-2], said[-1], *said[:-3]])       # '12 -> 9 with 3 units': '3 units 12 -> 9'
    return new, old


_MOST_NEW = 8           # words of a new destination said with its route ('23 via the ships in I')


# Verbs a 'not' denies ('Randomia is not at war with us', 'they do not move'): a statement, never 'X not Y'.
_NEGATED = frozenset("""is are was were am be been 's do does did will would can could should shall must may might
    have has had""".split())


def not_instead(text: str) -> tuple[list[str], str] | None:
    """'A goes to Saxony, not Mecklenburg' -> (['Saxony', 'to Saxony', 'goes to Saxony'],
    'Mecklenburg'): the words that may replace the name taken back (the shortest first), and
    that name; None when the clause does not end so."""
    body = without_filler(text)
    low = body.casefold()
    at = low.rfind(", not ")
    cut = len(", not ")
    if at < 0:
        at, cut = low.rfind(" not "), len(" not ")
        if at > 0 and low[:at].rsplit(" ", 1)[-1] in _NEGATED:
            return None             # 'Randomia is not at war with us': a statement denied, no name taken back
    if at <= 0:
        return None
    old = without_filler(body[at + cut:]).removeprefix("the ").removeprefix("The ").strip(" .!")
    if not old or len(old.split()) > 4 or any(c in old for c in "->:\u2192"):
        return None
    words = without_filler(body[:at].rstrip(" ,")).split(" ")      # 'go to Rostopki instead, not Tailbridge'
    news = [" ".join(words[-k:]) for k in range(1, min(4, len(words)) + 1)]
    first = next((i for i, w in enumerate(words) if is_digits(w)), -1) if is_digits(old) else -1
    if first >= 0 and 1 < len(words) - first <= _MOST_NEW:
        news.insert(0, " ".join(words[first:]))    # 'not 6 but 23 via the ships in I': all of it stands for the 6
    return news, old


# Where a sentence may be cut into several orders: 'A holds, B - Wallachia, C - Serbia', 'B - Wallachia
# then C - Serbia', '6 units 21 -> 22 then 4 units 24 -> 20'; the longest joint first at each place.
_JOINTS = ("; ", ", and then ", ", and ", ", then ", ", ", " and then ", " then ", " and ")


def pieces(text: str) -> list[tuple[int, int]]:
    """Where the text's pieces start and end, cut at every joint; [] for more than MOST_PIECES (one pass)."""
    low = text.casefold()
    out: list[tuple[int, int]] = []
    start = i = 0
    while i < len(low):
        joint = next((j for j in _JOINTS if low.startswith(j, i)), None) if low[i] in ",; " else None
        if joint is None:
            i += 1
            continue
        out.append((start, i))
        i += len(joint)
        start = i
        if len(out) >= MOST_PIECES:
            return []
    out.append((start, len(text)))
    return out


def partition(text: str, read: Callable[[str], list | None], may_be_order: Callable[[str], bool]) -> list | None:
    """The orders of a sentence that gives several, cut at its commas, semicolons, 'then's and 'and's
    ('alliance w/ Russia, alliance w/ GB'): the fewest pieces that each `read` whole (a list of orders;
    None when a piece does not read), so 'A and C - Baden' stays one order. None unless every piece reads
    and two of them or more may be orders."""
    if len(text) > _MOST_JOINED:
        return None             # a paragraph, not a list of orders: its reading time stays bounded
    spans = pieces(text)
    if len(spans) < 2 or sum(1 for s, e in spans if may_be_order(text[s:e])) < 2:
        return None
    alone: list[list | None] = []
    for s, e in spans:              # each piece alone first: one that may be an order and does not read
        piece = text[s:e].strip(" ,;")     # ends the trial ('A - Flanders, B - Narnia': refused as the line)
        alone.append(read(piece))
        if alone[-1] is None and may_be_order(piece):
            return None
    if all(found is not None for found in alone):
        return [o for found in alone for o in found or ()]
    best: list[tuple[int, list] | None] = [(0, [])] + [None] * len(spans)
    for j in range(1, len(spans) + 1):
        for i in range(j):
            before, now = best[i], best[j]
            if before is None or now is not None and now[0] <= before[0] + 1:
                continue
            found = alone[i] if j == i + 1 else read(text[spans[i][0]:spans[j - 1][1]].strip(" ,;"))
            if found is not None:
                best[j] = (before[0] + 1, before[1] + found)
    done = best[-1]
    return done[1] if done is not None else None


def table_cells(text: str) -> list[str] | None:
    """The cells of a Markdown table row ('| ally with Prussia | treaty of Potsdam |'); None for a line
    that is no table row."""
    row = text.strip()
    if len(row) < 3 or not (row.startswith("|") and row.endswith("|")):
        return None
    return [c.strip() for c in row[1:-1].split("|")]


def expanded(text: str) -> str:
    """The text with the short forms players write for small words in full ('alliance w/ Russia')."""
    if "w/" not in text:
        return text
    return " ".join("with" if w.casefold() == "w/" else w for w in text.split(" "))


# The words of a player's tally of his sums ('Total 12 of 15 gold.', '2 gold kept.', 'Divisions raised: 5 of
# 10'): past participles and nouns only, never an order verb ('spend', 'raise' are orders; 'spent' is not).
_TALLY = frozenset("""total totals sum subtotal kept left remaining remain remains spent raised built bought used
    available budget treasury balance cost costs costing of out from in the bank reserve reserves over and so far
    income upkeep divisions units armies ships corps infantry cavalry gold g gp ducats cheese pp ip tp money
    cash points i we have has it is that leaves me us is""".split())
_TALLY_HEADS = frozenset("total totals sum subtotal kept left remaining spent raised budget balance leaves".split())


def is_tally(text: str) -> bool:
    """Whether a sentence only sums up what the orders cost or leave ('Total 12 of 15 gold.', '2 gold kept.',
    'Divisions raised: 5 of 10.'): a number, a word of a tally, and nothing else; never an order."""
    if ">" in text or " - " in text or "\u2192" in text:
        return False            # 'Remaining: 2 armies 14 -> 11' is a move
    tokens = words(text)
    return (len(tokens) <= 14 and any(is_digits(t) for t in tokens) and any(t in _TALLY_HEADS for t in tokens)
            and all(is_digits(t) or t in _TALLY for t in tokens))


# A remark that says the order given is enough ('20 ships is enough', 'that should do'): never an order.
_SUFFICES = (" is enough", " are enough", " will do", " should do", " should be enough", " will be enough",
             " is plenty", " are plenty", " suffices", " suffice", " will suffice", " should suffice")
_MOVING = frozenset("moves move marches march goes go sails sail rides ride advances advance".split())


def is_remark(text: str) -> bool:
    """'20 ships is enough', 'That should do': a sentence that judges the orders and gives none (no arrow, no
    dash, at most eight words, ending so)."""
    low = text.casefold().strip(" .!")
    return (len(low.split()) <= 8 and low.endswith(_SUFFICES) and ">" not in low and " - " not in low
            and not low.startswith(("if ", "unless ", "when ")))


def moving_only(text: str) -> frozenset[str] | None:
    """'Only the Bulgarian corps moves' -> the names it gives ({'bulgarian'}): a remark after a correction that
    the other units stay, when those names are of units already ordered to move; None for another sentence."""
    said = words(text)
    if len(said) < 3 or len(said) > 8 or said[0] != "only" or said[-1] not in _MOVING:
        return None
    return names_said(text.split(" ", 1)[1])


def is_tallies(text: str) -> bool:
    """Whether every sentence of a line is a tally ('Total 12 of 15 gold. Divisions raised: 5 of 10.')."""
    said = sentences(text)
    return bool(said) and all(is_tally(s) for s in said)


# A title that gives its verb to the list after it ('Builds (8 gold): 2 inf in Naples, 1 inf in Sicily').
_TITLE_VERBS = {"builds": "build", "build": "build", "buys": "buy", "buy": "buy", "purchases": "buy",
                "recruits": "recruit", "gifts": "give", "alliances": "alliance with", "annexations": "annex",
                "annex": "annex", "declarations of war": "declare war on", "war on": "declare war on",
                "new units": "build", "new builds": "build", "purchase": "buy", "raise": "raise", "levies": "build",
                "recruitment": "recruit", "construction": "build", "bld": "build", "gift": "give",
                "build orders": "build", "builds this turn": "build", "purchases this turn": "buy",
                "builds this winter": "build"}


def title_verb(head: str) -> str | None:
    """'Builds', 'Builds (8 gold)', 'Purchases': the verb a title before a colon gives each order after it."""
    plain, notes = without_brackets(head)
    if notes and not all(note_aside(n) for n in notes):
        return None
    return _TITLE_VERBS.get(" ".join(words(plain)))


# Words of a correction that name a kind of order, and the kinds (engine.words.clauses.kind_of) they
# name: 'disregard the purchase', 'no war with Prussia this month'.
KIND_WORDS: dict[str, tuple[str, ...]] = {
    "build": ("build", "buy", "raise"), "builds": ("build", "buy", "raise"), "building": ("build", "buy", "raise"),
    "buy": ("buy", "build"), "purchase": ("buy", "build"), "purchases": ("buy", "build"),
    "recruit": ("build", "buy", "raise"), "recruits": ("build", "buy", "raise"), "raise": ("raise", "build", "buy"),
    "war": ("declarewar", "declare", "casusbelli"), "declaration": ("declarewar", "declare"),
    "alliance": ("alliance",), "peace": ("peace",), "gift": ("gift",), "loan": ("lend",),
    "march": ("move",), "move": ("move",), "moves": ("move",), "attack": ("attack",), "siege": ("siege",),
}
_NAMED_BY_NUMERAL = frozenset("corps fleet army squadron unit division legion".split())   # "corps I"


def kinds_named(text: str) -> frozenset[str]:
    """The kinds of order a correction names anywhere in it ('the build', 'no war'): parts of kind_of."""
    return frozenset(k for w in words(text) for k in KIND_WORDS.get(w, ()))


def names_said(text: str) -> frozenset[str]:
    """The words of a clause that may name a unit or a place, case folded: capitalised words, numbers,
    and 'I' only after a unit noun ('corps I'; else the writer speaking)."""
    found: set[str] = set()
    before = ""
    said = text.replace("-", " ").split(" ")
    for k, raw in enumerate(said):
        word = raw.strip(",.;:!?()[]\"'")
        if word and (word.isdigit() or word[0].isupper() and word.isalnum()) and (
                word != "I" or before in _NAMED_BY_NUMERAL) and not _article(word, said[k + 1:k + 2]):
            found.add(word.casefold())
        before = word.casefold()
    return frozenset(found)


def _article(word: str, after: list[str]) -> bool:
    """'A pair of armies', 'An army': the article starting a sentence, not sea or corps A ('A stays', 'A rather
    waits')."""
    return word == "An" or word == "A" and bool(after) and after[0].strip(",.;:!?") in UNIT_ARTICLED


# Words after 'A' that make it the article of a unit phrase ('A single army', 'A pair of ships').
UNIT_ARTICLED = frozenset("""pair trio couple brace quartet dozen single lone new fresh small large few handful
    army ship fleet squadron unit division regiment legion detachment force""".split())
