"""A negation or a condition said over an order the ruleset lets carry its own (round 17, helper Dr3: the mutation
measure's lines read as the same orders).

A ruleset declares the words of its orders that carry a negation or a condition of their own (engine.words.words_left,
`conditional`: standing orders, interception, treasure points, in the rulesets that have them): 'our cities never
surrender' is 'standing surrender: fight on', 'the fleet intercepts if anyone sails by' is 'fleet X: intercept', 'We
will not spend TP' is 'spend no TP'. Such a line's negations and conditions were all taken as the order's own. Two
are never its own:

- a negation that opens the line, bare before a colon ("Don't: standing chit: outflank", 'Never: spend TP to reach
  40%') or said straight before the order as the rules write it ('Do not standing guard: hold', 'Never fleet
  Constantinople: do not intercept', 'Do not - spend TP to reach 30%'): the writer denies the order he writes;
- a condition on another nation ('spend TP to reach 40% if Zurin agrees', 'fleet Channel: intercept, unless Spain
  moves first', 'Provided Austria pays, no intercept'): no order of the rules waits on another player, except the
  rules' own mutual condition of a treaty (engine.words.conditions), looked at before.

Either is asked, the orders offered (engine.words.words_left). Words only: a list of tokens, one pass."""

from __future__ import annotations

from engine.words.lexicon import SUPPOSING

_LIST_MARKS = frozenset("- * + # . ) ( [ ] \u2013 \u2014 \u2022".split())
_OPENING_NEGATIONS = frozenset("never don't dont".split())
_GAPS = frozenset(": - \u2013 \u2014 ,".split())
_NO_CONDITION_BEFORE = frozenset("even as what".split())
_ARTICLES = frozenset("the a".split())
_DENIED = frozenset("not no never none nothing".split())     # an order that says a negation of its own
_MOST_NAME = 4              # words of a nation's name at most


def negation_said_over(low: list[str], canon_first: str, canon: set[str]) -> str:
    """The opening negation said over the order ('' when none): `low` the line's tokens casefolded, `canon_first`
    the first word of the order as the rules write it, `canon` its words ('spend no TP' for "Don't spend TP": the
    negation is the order's own)."""
    i = 0
    while i < len(low) and (low[i] in _LIST_MARKS or low[i].isdigit() and i + 1 < len(low) and low[i + 1] in ".)"):
        i += 1
    if i >= len(low):
        return ""
    if low[i] == "do" and low[i + 1:i + 2] == ["not"]:
        word, i = "do not", i + 2
    elif low[i] in _OPENING_NEGATIONS:
        word, i = low[i], i + 1
    else:
        return ""
    if low[i:i + 1] == ["mind"]:
        return ""                   # 'never mind': a taking back, read where it is (engine.words.taking_back)
    bare = low[i:i + 1] == [":"]
    while i < len(low) and (low[i] in _GAPS or _numbered(low, i)):
        bare = bare or _numbered(low, i)     # 'Do not 1. standing guard: hold', 'Never ii. 2 armies 24 -> 56'
        i += 1
    if not (bare or low[i:i + 1] == [canon_first] or _labelled(low, i)):
        return ""
    if not bare and canon & _DENIED and not any(w in _NEGATING for w in low[i:]):
        return ""                   # "Don't spend TP": the order's own negation ('spend no TP')
    return f"'{word}' opens the line before the order: it may deny it"


_NEGATING = frozenset("not no never don't dont won't wont".split())
_TALK = frozenset("forget worry mind panic hesitate know think care fear".split())
_MOST_LABEL = 4             # words of a label after an opening negation, at most


def _labelled(low: list[str], i: int) -> bool:
    """'Never spain, winter: ...', 'Do not russia's own: standing guard: hold', 'Never battle: spend 1 TP': a label of
    a few words and its colon after the opening negation; not "Don't forget: ..." or 'Do not worry: ...'."""
    j = i
    while j < len(low) and j - i < _MOST_LABEL and low[j] not in ":.?!;":
        j += 1
    return i < j < len(low) and low[j] == ":" and not any(w in _TALK for w in low[i:j])


_ROMANS = frozenset("i ii iii iv v vi vii viii ix x xi xii".split())


def _numbered(low: list[str], i: int) -> bool:
    """A list's number or its mark: '1.', 'ii.', 'a)', '.', ')'."""
    if low[i] in ".)":
        return True
    return (low[i].isdigit() or low[i] in _ROMANS or len(low[i]) == 1 and low[i].isalpha()) \
        and low[i + 1:i + 2] in ([")"], ["."])


def condition_on_another(low: list[str], others: frozenset[str]) -> str:
    """A condition word followed by another nation's name ('if Zurin agrees', 'unless Great Britain moves'), ''
    when none."""
    if not others or not any(w in SUPPOSING for w in low):
        return ""
    for k, w in enumerate(low):
        if w not in SUPPOSING or k and low[k - 1] in _NO_CONDITION_BEFORE:
            continue
        j = k + 1
        if low[j:j + 1] and low[j] in _ARTICLES:
            j += 1
        for n in range(_MOST_NAME, 0, -1):
            if j + n <= len(low) and " ".join(low[j:j + n]) in others:
                return f"'{w}' is left over: the order may wait on what {' '.join(low[j:j + n]).title()} does"
    return ""


_JOINTS = (" and ", " & ")
_MOST_JOINED = 4            # words of a piece joined on at the line's end, at most
_SMALL = frozenset("of the de la le von am an der di del upon on".split())
_NOT_PLACES = frozenset("""regards thanks thx cheers greetings love best wishes respects all more so on the rest
    others other everything gm sir sirs""".split())


def joined_left(text: str, canon: set[str], others: frozenset[str]) -> str:
    """A short piece joined on at the line's end that names what no order of the line names ('corps 2 Bulgaria to
    Wallachia and Posen', 'spend TP to reach 40% and Eastmark', '2 armies 17 -> 26 and 31'): another place or unit
    the orders pass over. '' when there is none, when the piece is a nation (another name of one: 'Austria' for the
    Hapsburg Empire) or words of courtesy ('Thanks and Regards')."""
    said = text.strip().rstrip(" .!")
    if len(said) > 300 or not any(j in said for j in _JOINTS):
        return ""
    at = max(said.rfind(j) for j in _JOINTS)
    piece = said[at:].split()[1:]
    if not piece or len(piece) > _MOST_JOINED or any(c in said[at:] for c in "()[]:;,?"):
        return ""
    words = [w.strip("'\"*_").casefold() for w in piece]
    first = piece[0].strip("'\"*_")
    if not (first[:1].isupper() or first.isdigit()) or any(not (w.isalnum() or "'" in w or "-" in w) for w in words):
        return ""
    if any(not (w[:1].isupper() or w[:1].isdigit() or w.casefold() in _SMALL) for w in piece):
        return ""                   # 'I and II hold': a verb of its own, said of units the line names
    if any(w in canon for w in words if w not in _SMALL) or " ".join(words) in others or set(words) & _NOT_PLACES:
        return ""
    return (f"'{' '.join(piece)}' is joined on at the end and no order takes it: it may be another place or unit "
            "passed over")
