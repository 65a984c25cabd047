"""Every word of a read line accounted for (issue 22: a misread is nearly always a line read as an order while
a word of it that changes the order was passed over). Whatever path read a line (canonical forms, phrasings,
prose, the reader by meaning), the sheet it ends in is looked at here: a line read into orders that still holds
words that may turn the order around, and that no rule setting words aside accounts for, is asked, its orders
offered as one choice (one click takes them). The words:
- a negation of the order itself ('Do not march on Vienna', "Don't: F Brest - Mid", 'A - Burgundy, not this
  turn', 'Never ...'), but not a contrast ('- Burgundy, not Picardy'), a stay ('the army does not move'), a
  negation said of another subject ('they won't expect it') or inside a reason ('..., because Austria is not ready');
- a condition the order does not carry ('F Brest - Mid if Spain agrees', 'Unless Austria moves, A - Tyrol'), but
  not a courtesy ('if possible', engine.words.polite_ifs), 'even if', or one inside a reason;
- a question that ends the line and names an order's place or unit ('Should the fleet sail to Brest?', 'F Brest -
  Mid?');
- another nation's words reported ('Austria said: ...', 'Great Britain proposes: ...').
A ruleset declares the words of its orders that carry a condition or a negation of their own ('standing surrender:
fight on' for 'our cities never surrender', a ship's 'escape' for 'will not fight'): such a line is left as read.
A word-set test first (most lines hold none of these words); one pass over the words of the few that do."""

from __future__ import annotations

from collections.abc import Callable

import msgspec

from engine.order_sheet import NOT_UNDERSTOOD, Order, OrderProblem, OrderSheet
from engine.words import patterns as re
from engine.words.lexicon import SUPPOSING, is_order_word
from engine.words.meaning.verbs import classes
from engine.words.conditions import mutual_head, mutual_note
from engine.words.polite_ifs import POLITE
from engine.words.own_money import own_money_at
from engine.words.others_tails import elided_contrast
from engine.words.put_off import without_time_denied
from engine.words.said_over import condition_on_another, joined_left, negation_said_over

CONDITIONAL = frozenset(("if",))      # the canonical forms' word of an order carrying its own condition
WHOLE_JOINT = "; "          # the orders of a line offered as one choice (engine.words.meaning.nearest)
_MOST_LINES = 500           # lines of orders looked at in one message, at most (a line costs a few microseconds)

_TOKENS = re.compile(r"[\w']+|[?:;,.!()\[\]\u2013\u2014-]")
NEGATIONS = frozenset("""not never don't dont won't wont doesn't doesnt cannot can't cant shouldn't mustn't""".split())
# Words that open a reason or another's clause: a negation after them is said of that, not of the order.
_REASON_OPENERS = frozenset("""because since as though although while whilst whereas lest so otherwise for
    cause cos coz which who that""".split())
# Subjects of their own: 'they won't expect it', 'it is not safe', 'Austria does not know'.
_OTHER_SUBJECTS = frozenset("""they he she it that this there you these those who which he's she's it's that's
    there's they're you're""".split())
_AUXILIARIES = frozenset("do does did will would can could should must is are was were has have had shall may might".split())
# Words after a negation that are no name although written with a capital: 'not This turn', 'not Now'.
_NO_NAMES = frozenset("this the a an now yet until before after at in on this next any all".split())
# Joints before a contrast: '- Burgundy, not Picardy', '3 armies (not 4)', 'Picardy but not Flanders'.
_CONTRAST_JOINTS = frozenset(", ( [ but and or - \u2013 \u2014 ; rather".split())
_NONE = frozenset("not no none nothing 0".split())     # 'We will not spend any TP': read as none
_STAY_WORDS = frozenset("hold holds stay stays stand stands remain remains halt halts".split())
_SAYING = frozenset("""said says wrote writes proposed proposes suggested suggests asked asks wants wanted offered
    offers demands demanded claims claimed told promised promises insists insisted replied replies answered
    answers""".split())
# Words of a question that asks for the order politely ('Could corps A go to Champagne?', 'Can we buy 2 armies?').
_REQUESTS = frozenset("could can would might may will kindly please pls".split())
_WE = frozenset("i we i've we've".split())
_SAID_BY = frozenset("i we they he she it you".split())     # a subject before its modal: a statement, no request


def other_nations(state, nation: str) -> frozenset[str]:
    """The names and aliases of the nations besides the player's, as written in a line (casefolded)."""
    return frozenset(name.casefold() for n in getattr(state, "nations", ()) if n.name != nation
                     for name in (n.name, *n.aliases))


def asked_for_words_left(sheet: OrderSheet, format_order: Callable[[Order], str],
                         others: frozenset[str] = frozenset(), conditional: frozenset[str] = CONDITIONAL) -> OrderSheet:
    """The sheet with each line whose orders leave a word that may change them asked, the orders offered;
    `others`: the other nations' names (other_nations), whose words a line may report; `conditional`: the words of
    the ruleset's canonical forms of an order that carries its own condition ('if ... then ...', 'standing ...')."""
    asked: dict[int, str] = {}
    refused = {p.line for p in sheet.problems}
    by_line: dict[int, list[Order]] = {}
    for order, number in zip(sheet.orders, sheet.lines):
        by_line.setdefault(number, []).append(order)
    known: dict[tuple[str, str], str] = {}     # a message pasted again: each line's words judged once
    looked = 0
    for number, text in dict(zip(sheet.lines, sheet.texts)).items():
        if number in refused or not _may_hold(text):
            continue
        looked += 1
        if looked > _MOST_LINES:
            break                   # a message of thousands of orders: the reader's own checks stand
        said = WHOLE_JOINT.join(format_order(o) for o in by_line[number])
        if (text, said) not in known:
            known[text, said] = word_left(text, said, others, conditional)
        if known[text, said]:
            asked[number] = known[text, said]
    if not asked:
        return sheet
    problems = list(sheet.problems)
    for number, why in asked.items():
        i = sheet.lines.index(number)
        said = WHOLE_JOINT.join(format_order(o) for o in by_line[number])
        problems.append(OrderProblem(number, sheet.texts[i], NOT_UNDERSTOOD, f"{why}; if the line gives "
                                     f"{said!r}, take it (ask the player)", choices=(said,)))
    kept = sheet.without({i for i, n in enumerate(sheet.lines) if n in asked})
    return msgspec.structs.replace(kept, problems=tuple(sorted(problems, key=lambda p: p.line)))


def _may_hold(text: str) -> bool:
    """The cheap test: whether the line holds a question mark, a colon, a word that may be a negation or a condition,
    or a piece joined on ('and')."""
    low = text.casefold()
    return "?" in low or ": " in low or "n't" in low or "n\u2019t" in low or "not" in low or "never" in low \
        or "dont" in low or "wont" in low or "cant" in low or "if" in low or "unless" in low or "provid" in low \
        or "assuming" in low or "whenever" in low or " and " in low or " & " in low


def word_left(text: str, said: str, others: frozenset[str] = frozenset(),
              conditional: frozenset[str] = CONDITIONAL) -> str:
    """Why the line may not give `said` (its orders in canonical form, joined), '' when every word that may
    change them is accounted for."""
    raw = _TOKENS.findall(text.replace("\u2019", "'"))
    low = [w.casefold() for w in raw]
    canon = set(_TOKENS.findall(said.casefold()))
    first = _TOKENS.findall(said[:40].casefold())[:1]       # the order's first word as the rules write it
    if canon & conditional:         # the order's own negation and condition stand, not a tail putting it off
        return _question(text, raw, low, canon) or _reported(low, others) or (
            "a tail denying the order its time is left over: it may put the order off"
            if without_time_denied(text) is not None else "") or negation_said_over(low, first[0] if first else "", canon) \
            or ("" if "if" in canon or mutual_head(text) is not None else condition_on_another(low, others)) \
            or joined_left(text, canon, others)
    return _question(text, raw, low, canon) or _reported(low, others) or _negated(raw, low, canon) \
        or _conditioned(text, low, canon) or negation_said_over(low, first[0] if first else "", canon)


def _question(text: str, raw: list[str], low: list[str], canon: set[str]) -> str:
    """The line's last sentence asks, and holds an order's names: 'Should the fleet sail to Brest?', 'F Brest -
    Mid?', 'Ally with Spain. Join the League?'."""
    body = text.strip().rstrip(" *_~\"'\u201d")
    if not body.endswith("?"):
        return ""                   # '... (is that allowed?)': a question in brackets is an aside, asked where it stands
    spans = _sentences(low, _FULL_STOPS)
    while spans and low[spans[-1][0]:spans[-1][1]] == ["?"]:
        spans.pop()                 # '...??'
    a, b = spans[-1] if spans else (0, len(low))
    if any(low[i] in _REQUESTS and low[i + 1:i + 2] not in (["like"], ["love"], ["prefer"])
           and not (i > a and low[i - 1] in _SAID_BY) for i in range(a, b)):
        return ""                   # 'Could Naples ally with Great Britain?': an order asked for politely; not a
                                    # wish asked ('we would like an alliance with Great Britain?') nor a statement
                                    # asked ("..., we might as well, they're declaring on us anyway?")
    if len(spans) > 1:
        if not any(low[i] in canon and _name(raw[i]) for i in range(a, b)):
            return ""               # '... Is that all right?': a question of its own, naming no order's place or unit
    return "the line asks ('?'): a question, not an order"


def _reported(low: list[str], others: frozenset[str]) -> str:
    """Another nation's words reported before a colon: 'Austria said: ...', 'Great Britain proposes: ...' (not a
    player sharing the nation: 'Marta says: ...', engine.words.speakers)."""
    if ":" not in low:
        return ""
    head = low[:low.index(":")]
    if len(head) > 8 or not any(w in _SAYING for w in head) or any(w in _WE for w in head):
        return ""
    named = " ".join(head)
    if not any(f" {name} " in f" {named} " for name in others):
        return ""
    word = next(w for w in head if w in _SAYING)
    return f"'{word}': another's words reported, not the player's order"


def _negated(raw: list[str], low: list[str], canon: set[str]) -> str:
    """A negation said of the order itself, not accounted for by a contrast, a correction, a stay, another
    subject, a state, a verb no order has, a reason or a sentence of its own."""
    if not any(w in NEGATIONS for w in low):
        return ""
    if "if" in canon:
        return ""                   # a condition the order carries
    stay = bool(canon & _STAY_WORDS or canon & _NONE)   # 'the army does not move', 'We will not spend any TP': the
                                                        # order's own negation; but 'A holds, not this turn'
    own = _order_sentence(low, canon)
    reason = _first(low, _REASON_OPENERS, *own)
    but = _last(low, _BUT, *own)
    if _time_denied_after(low, own[1]):
        return f"'{raw[own[1]]}' (the sentence after the order) may say the order is not to be given now"
    for k, w in enumerate(low):
        if w not in NEGATIONS or not own[0] <= k < own[1] and not _bare(low, k):
            continue                # 'Break trade? Never. Invest 3 cheese ...': said in a sentence of its own
        if w == "never" and low[k + 1:k + 2] == ["mind"]:
            continue                # a taking back, read where it is (engine.words.taking_back)
        if reason < k:
            continue                # '..., because Austria is not ready'
        if _said_of_another(low, k) or _contrast(raw, low, k, but) or _not_an_order_verb(raw, low, k, canon) \
                or elided_contrast(low, k):     # '(they can hold it, we can't)' (engine.words.others_tails)
            continue
        if stay and not _of_its_time(low, k):
            continue                # 'the army does not move', 'A stays, does not attack': the stay itself
        return f"'{raw[k]}' is left over: it may say the order is not to be given"
    return ""


_CONDITIONS = SUPPOSING | {"whenever"}     # a mutual offer's condition may be a time too: 'whenever you are ready'
_NO_CONDITION_BEFORE = frozenset("even as what obliged grateful glad happy pleased thankful".split())    # 'even if', 'obliged if'


def _conditioned(text: str, low: list[str], canon: set[str]) -> str:
    """A condition in the order's own sentence that its orders do not carry: 'Fleet Cadiz: intercept if Prussia
    agrees', 'Unless Austria moves first, corps II - Tyrol'; not the rules' own condition of an alliance or a
    peace, the other side's order too (engine.words.conditions: 'Peace with Austria, if Vienna signs as well')."""
    if not any(w in _CONDITIONS for w in low) or mutual_head(text) is not None or _mutual_in_brackets(text):
        return ""
    own = _order_sentence(low, canon)
    reason = _first(low, _REASON_OPENERS, *own)
    for k in range(*own):
        w = low[k]
        if w not in _CONDITIONS or k and low[k - 1] in _NO_CONDITION_BEFORE:
            continue
        if reason < k:
            continue                # '..., because Austria may attack if it can'
        near = " ".join(low[k:k + 9]) + " "
        if w == "if" and any(near.startswith(f"{phrase} ") for phrase in POLITE):
            continue                # 'if possible': a courtesy
        if w == "if" and own_money_at(low, k, canon):
            continue                # 'if there's gold': the treasury check judges it (engine.words.own_money)
        return f"'{w}' is left over: the order may hang on a condition it does not carry"
    return ""


def _mutual_in_brackets(text: str) -> bool:
    """'ally with Prussia [if they accept - they said they would]': the note says the rules' own condition."""
    at = min((i for i in (text.find("("), text.find("[")) if i > 0), default=-1)
    return at > 0 and mutual_note(text[:at], text[at + 1:].rstrip(" .!)]"))


_SENTENCE_ENDS = frozenset(". ? ! ; :".split())
_FULL_STOPS = frozenset(". ? ! ;".split())
_TIMES = frozenset("this now yet today turn season month year until before next later any anymore more".split())
_BE = frozenset("be been being is are am was were 're 'm".split())
_ADVERBS = frozenset("really even ever quite actually at all yet truly".split())
_NAMELESS = frozenset("i".split())


def _sentences(low: list[str], ends: frozenset[str] = _SENTENCE_ENDS) -> list[tuple[int, int]]:
    spans, start = [], 0
    for i, w in enumerate(low):
        if w in ends:
            spans.append((start, i + 1))
            start = i + 1
    if start < len(low):
        spans.append((start, len(low)))
    return spans


def _order_sentence(low: list[str], canon: set[str]) -> tuple[int, int]:
    """The span of the sentence that gives the orders: the one holding most of their words, the last of equals."""
    best, most = (0, len(low)), -1
    for a, b in _sentences(low, _FULL_STOPS):       # 'Fleet Cadiz: intercept ...': a label and its order, one sentence
        n = sum(1 for w in low[a:b] if w in canon and w[:1].isalnum())
        if n >= most:
            best, most = (a, b), n
    return best


def _bare(low: list[str], k: int) -> bool:
    """'Don't: ...', 'Never!': a negation that is the whole of its sentence, said of the next one."""
    a = k
    while a > 0 and low[a - 1] not in _SENTENCE_ENDS and k - a < 4:
        a -= 1
    b = k + 1
    while b < len(low) and low[b] not in _SENTENCE_ENDS and b - k < 4:
        b += 1
    return all(w in NEGATIONS or w in _AUXILIARIES for w in low[a:b]) and b < len(low) and low[b] == ":"


def _said_of_another(low: list[str], k: int) -> bool:
    """'they won't expect it', 'we are not at war', 'the capital must not be left empty': a subject of its own, or
    a state."""
    j = k - 1
    while j >= 0 and low[j] in _AUXILIARIES:
        j -= 1
    if j >= 0 and (low[j] in _OTHER_SUBJECTS or low[j].endswith(("'re", "'m"))):
        return True
    return k > 0 and low[k - 1] in _BE or k + 1 < len(low) and low[k + 1] in _BE


def _first(low: list[str], found: frozenset[str], a: int, b: int) -> int:
    return next((i for i in range(a, b) if low[i] in found), len(low))


def _last(low: list[str], found: frozenset[str], a: int, b: int) -> int:
    return next((i for i in range(b - 1, a - 1, -1) if low[i] in found), -1)


_BUT = frozenset("but instead rather make mean meant".split())     # 'not 85 but 91', 'Not 9 -> 8, make it 12 -> 9'


def _contrast(raw: list[str], low: list[str], k: int, but: int) -> bool:
    """'..., not Picardy', '(not 4)', 'Tver not Tula', 'not 85 but 91', 'no, not cavalry, ...': what the order is
    not, beside what it is."""
    if k + 1 >= len(raw):
        return False
    after = low[k + 1]
    if after in _SENTENCE_ENDS or after in _TIMES:
        return False                # "Don't: ...", '..., not this turn'
    if but > k:
        return True                 # 'not 85 but 91'
    if k and low[k - 1] in _CONTRAST_JOINTS:
        return True
    return k > 0 and _name(raw[k - 1]) and _name(raw[k + 1])


def _of_its_time(low: list[str], k: int) -> bool:
    """'..., not this turn', 'not yet', 'not now.', 'never!': a negation said of when the order is given, or that
    ends its sentence: it may take a stay back as it takes back any order ('A holds, not this turn'); a negation
    before a verb ('does not move') is the stay's own."""
    j = k + 1
    while j < len(low) and low[j] in _ADVERBS and low[j] not in _TIMES:
        j += 1
    if j >= len(low):
        return k > 0 and low[k - 1] in _CONTRAST_JOINTS      # 'A holds, never'
    return low[j] in _SENTENCE_ENDS or low[j] in _TIMES


_AFTERTHOUGHTS = frozenset("though however actually please pls mind you".split()) | _FULL_STOPS | frozenset("!,".split())


def _time_denied_after(low: list[str], end: int) -> bool:
    """The sentence after the order's is a negation of its time alone: 'A holds. Not now.', '... Not this turn
    though!': it takes the order back, or puts it off."""
    if end >= len(low) or low[end] not in NEGATIONS:
        return False
    b = next((i for i in range(end + 1, len(low)) if low[i] in _FULL_STOPS), len(low))
    return b - end <= 5 and all(w in _TIMES or w in _AFTERTHOUGHTS or w in NEGATIONS for w in low[end:b])


def _name(word: str) -> bool:
    return word[:1].isdigit() or word[:1].isupper() and word.casefold() not in _NO_NAMES


def _not_an_order_verb(raw: list[str], low: list[str], k: int, canon: set[str]) -> bool:
    """'I don't want it empty', '48 does not border 42', 'Naples will not bow': a verb no order has after the negation."""
    j = k + 1
    while j < len(low) and low[j] in _ADVERBS:
        j += 1
    if j >= len(low):
        return False
    w = low[j]
    if low[j + 1:j + 2] == [":"]:
        return False                # 'Do not sweden: alliance with Russia': a label, no verb
    if not w.isalpha() or w in canon or w in _TIMES or _name(raw[j]) or classes(w) or is_order_word(w):
        return False
    return True
