"""Reading classic conditional orders, which may test only the numbers of armies in provinces, as
seed 001 says: "If the Viking has 7 or less armies in 67, 68 and 69 combined, then attack 69 with
8 armies from 59 (via ships)". The line is cut by finding each word once, left to right."""

from __future__ import annotations

from engine.rulesets.classic.went_there import gone_there
from engine.words import patterns as re        # its compile() waits for first use
from collections.abc import Callable

from engine.errors import NotUnderstood
from engine.order_sheet import Order
from engine.words.reading import NUMBER_WORDS, Names, number
from engine.rulesets.classic.orders import (
    EXACTLY,
    LESS,
    LESS_OR_EQUAL,
    MORE,
    MORE_OR_EQUAL,
    Buy,
    Conditional,
    Gift,
    MoveArmies,
    MoveShips,
    SeaMove,
)

NUMBER = r"[0-9]+"                   # how many digits is judged by engine.words.reading.number, with a clear reason

_CONDITIONS: list[tuple[re.Pattern, str]] = [
    (re.compile(rf"^({NUMBER})\s+or\s+(?:less|fewer|under|below)$", re.IGNORECASE), LESS_OR_EQUAL),
    (re.compile(rf"^(?:at\s+most|no\s+more\s+than|not\s+more\s+than|up\s+to)\s+({NUMBER})$", re.IGNORECASE), LESS_OR_EQUAL),
    (re.compile(rf"^(?:less|fewer)\s+than\s+({NUMBER})$", re.IGNORECASE), LESS),
    (re.compile(rf"^({NUMBER})\s+or\s+more$", re.IGNORECASE), MORE_OR_EQUAL),
    (re.compile(rf"^(?:at\s+least|no\s+fewer\s+than|no\s+less\s+than)\s+({NUMBER})$", re.IGNORECASE), MORE_OR_EQUAL),
    (re.compile(rf"^more\s+than\s+({NUMBER})$", re.IGNORECASE), MORE),
    (re.compile(rf"^exactly\s+({NUMBER})$", re.IGNORECASE), EXACTLY),
]


def _comparison(text: str) -> tuple[str, int]:
    text = " ".join(str(NUMBER_WORDS.get(w.casefold(), w)) for w in text.split())     # 'fewer than three'
    if text.lower() in ("no", "zero", "0", "none"):
        return EXACTLY, 0
    if text.lower() in ("any", "some"):
        return MORE_OR_EQUAL, 1
    for pattern, comparison in _CONDITIONS:
        m = pattern.match(text)
        count = number(m.group(1), "a count to test") if m else None
        if count is not None:
            return comparison, count
    raise NotUnderstood(f"{text!r} is not a count to test: write '5 or less', 'at least 5', 'more than 5', "
                        "'fewer than 5' or 'exactly 5'")


def _first(low: str, words: tuple[str, ...], start: int) -> tuple[int, str] | None:
    found = [(at, w) for w in words if (at := low.find(w, start)) >= 0]
    return min(found) if found else None


# The verbs of the test: 'has', and what players say for it ('keeps 3 or more armies in 89', 'still has').
_HAS = (" still has ", " still have ", " has ", " have ", " holds ", " hold ", " keeps ", " keep ", " retains ", " retain ", " maintains ", " maintain ",
        " stations ", " station ", " leaves ", " leave ", " has got ", " have got ")
_COUNT_AFTER_UNIT = re.compile(r"\b(?P<unit>armies|army) (?P<test>or (?:less|fewer|more|under|below)|at most|at least) "
                               r"(?=in |at )", re.IGNORECASE)


def _count_first(text: str) -> str:
    """'2 armies or less in 59' -> '2 or less armies in 59': the test before the army word, as the seed writes it."""
    return _COUNT_AFTER_UNIT.sub(lambda m: f"{m['test']} {m['unit']} ", text, count=1) if len(text) < 2000 else text


def _if_parts(text: str) -> dict[str, str] | None:
    """'if SUBJECT has COND armies in PLACES [combined][,] then THEN' (or ', THEN'), cut by finding
    each word once from left to right: linear in the line's length, unlike nested patterns."""
    text = _count_first(text)           # 'have 2 armies or less in 59': '2 or less armies in 59'
    low = text.casefold()
    has = _first(low, _HAS, 2)
    army = has and _first(low, (" armies in ", " army in ", " armies at ", " army at "), has[0] + len(has[1]))
    if not has or not army:
        return None
    start = army[0] + len(army[1])
    then = low.find("then", start)
    while then >= 0 and not (low[then - 1] in " ," and low[then + 4:then + 5] in ("", " ", ",")):
        then = low.find("then", then + 4)
    if then >= 0:
        places, rest = text[start:then], text[then + 4:]
    else:
        comma = low.find(",", start)
        if comma < 0:
            return None
        places, rest = text[start:comma], text[comma + 1:]
    places = places.strip(" ,")
    for word in (" combined", " together", " in total", " altogether"):
        if places.casefold().endswith(word):
            places = places[:-len(word)]
    return {"subject": text[2:has[0]], "cond": text[has[0] + len(has[1]):army[0]], "places": places,
            "then": rest.strip(" ,")}


_OTHERWISE = re.compile(r"[.;,] (?:and )?(?:otherwise|else|if not|failing that|if that fails)\b,? ?", re.IGNORECASE)
# What a clause after 'otherwise' may say when it gives no order: the units stay ('Otherwise they stay home').
_STAYING = frozenset("""they them the my our armies army troops ships fleet all everyone everything stay stays remain
    remains hold holds home put where are is there do does nothing just wait waits sit sits tight still keep keeps
    their position positions ground""".split())


def conditionals(text: str, nation: str, names: Names, read_then: Callable[[str], tuple[Order, ...]],
                 negated: bool = False) -> list[Conditional]:
    """The conditional order and, after 'otherwise', the orders given when its test fails: a conditional of the
    test turned round ('If Austria has 2 or fewer armies in 77, then ... Otherwise 3 armies 58 -> 57': 'if
    Austria has more than 2 ...'); 'Otherwise they stay home' gives no order (units without orders stay)."""
    cut = _OTHERWISE.search(text) if len(text) < 2000 else None
    if cut is None:
        return [conditional(text, nation, names, read_then, negated)]
    first = conditional(text[:cut.start()], nation, names, read_then, negated)
    rest = text[cut.end():].strip(" .!")
    if not rest or all(w.strip(",.;:!'").casefold() in _STAYING for w in rest.split()):
        return [first]
    if first.comparison == EXACTLY and first.threshold:
        raise NotUnderstood(f"'otherwise' after 'exactly {first.threshold}' cannot be tested (the seed's tests are "
                            "'5 or less', 'at least 5', 'more than 5', 'fewer than 5', 'exactly 5'): write each case "
                            "with its own 'if'")
    comparison, threshold = _turned_round(first.comparison, first.threshold, f"exactly {first.threshold}")
    given = _given(read_then(rest))
    return [first, Conditional(nation=nation, subject=first.subject, comparison=comparison, threshold=threshold,
                               places=first.places, then=given)]


def _given(then: tuple[Order, ...]) -> tuple[MoveArmies | SeaMove | MoveShips | Buy | Gift, ...]:
    """The orders after 'then' (or 'otherwise'): moves, purchases or gifts, nothing else."""
    given = tuple(o for o in then if isinstance(o, (MoveArmies, SeaMove, MoveShips, Buy, Gift)))
    if len(given) != len(then):
        raise NotUnderstood("after 'then' come moves, purchases or gifts")
    return given


def conditional(text: str, nation: str, names: Names, read_then: Callable[[str], tuple[Order, ...]],
                negated: bool = False) -> Conditional:
    """'If Austria has 5 or less armies in 46 then attack it with everything from 47': only the test
    is limited (army counts); what follows 'then' is any orders, read by `read_then`. `negated`: the
    condition was said with 'unless', and its test is turned round."""
    m = _if_parts(text)
    if not m:
        said = _tested(text)
        raise NotUnderstood("a conditional order reads 'If Austria has 5 or less armies in 46 then attack it "
                            "with everything from 47': it may test only army counts"
                            + (f", not {said!r}: ask the player" if said else ""))
    subject = names.nation(re.sub(r"^the\s+", "", m["subject"].strip(), flags=re.IGNORECASE))
    comparison, threshold = _comparison(m["cond"])
    if negated:
        comparison, threshold = _turned_round(comparison, threshold, m["cond"])
    places = names.regions(m["places"])
    then_text = m["then"].strip()
    if not then_text:
        raise NotUnderstood("the conditional order says nothing after 'then'")
    if re.search(r"\bit\b", then_text, re.IGNORECASE):
        if len(places) != 1:
            raise NotUnderstood("'it' is unclear when the condition names several provinces: name the target")
        then_text = re.sub(r"\bit\b", names.board.name(places[0]), then_text, flags=re.IGNORECASE)
    if len(places) == 1:                # '..., our two from Prussia (63) go in.' (engine.rulesets.classic.went_there)
        then_text = gone_there(then_text, names.board.name(places[0]))
    given = _given(read_then(then_text))
    return Conditional(nation=nation, subject=subject, comparison=comparison, threshold=threshold,
                       places=places, then=given)


def _tested(text: str) -> str:
    """What a condition the rules do not allow tests ('the British ships stay in I'), for the refusal."""
    low = text.casefold()
    if not low.startswith("if "):
        return ""
    then = low.find(" then ")
    comma = low.find(",")
    end = min(x for x in (then, comma, len(text)) if x >= 0)
    return text[3:end].strip(" ,")[:80]


_TURNED = {LESS_OR_EQUAL: MORE, LESS: MORE_OR_EQUAL, MORE_OR_EQUAL: LESS, MORE: LESS_OR_EQUAL}


def _turned_round(comparison: str, threshold: int, said: str) -> tuple[str, int]:
    """The test of 'unless': 'unless 3 or more' is 'less than 3'; 'unless no armies' is 'at least 1'."""
    if comparison == EXACTLY:
        if threshold == 0:
            return MORE_OR_EQUAL, 1
        raise NotUnderstood(f"'unless ... {' '.join(said.split())}' cannot be tested (the seed's tests are '5 or less', "
                            "'at least 5', 'more than 5', 'fewer than 5', 'exactly 5'): write it with 'if'")
    if (comparison, threshold) == (MORE_OR_EQUAL, 1):
        return EXACTLY, 0                       # 'unless Italy has any armies in 34'
    return _TURNED[comparison], threshold


# Words that open a condition as 'if' does; 'unless' turns its test round.
_OPENERS = ("should ", "in case ", "provided that ", "provided ", "providing ", "assuming ", "as long as ",
            "so long as ", "only if ", "but only if ", "if and only if ")
_AFTER = (" but only if ", " only if ", " provided that ", " provided ", " as long as ", " in case ", " if ",
          " unless ")
_THERE = re.compile(r"^if there (?:are|is|be|remain|remains|stand|stands) ", re.IGNORECASE)


def said_as_if(text: str, names: Names) -> tuple[str, bool] | None:
    """A condition on army counts said another way, as the seed's 'if ... then ...' and whether it was
    said with 'unless': 'Should Italy have no armies in 34, ...', '2 armies 75 -> 35 if Italy has ...',
    'Unless Italy has 3 or more armies in 36, ...'; None when the line says no such condition (other
    conditions are the shared reader's to refuse)."""
    low = text.casefold()
    if " armies " not in low and " army " not in low:
        return None
    for opener in (*_OPENERS, "unless "):
        if low.startswith(opener):
            said = _there_are(f"if {text[len(opener):]}", names)
            return (said, opener == "unless ") if _if_parts(said) else None
    if low.startswith("if "):
        said = _there_are(text, names)
        return (said, False) if said != text and _if_parts(said) else None
    for word in _AFTER:
        at = low.find(word)
        if at <= 0:
            continue
        order = text[:at].rstrip(" ,;")
        for tail in (" but", ","):
            order = order.removesuffix(tail).rstrip(" ,")
        said = _there_are(f"if {text[at + len(word):].strip()}", names)
        if order and _if_parts(f"{said} then x"):
            return f"{said} then {order}", word == " unless "
        return None
    return None


def _there_are(text: str, names: Names) -> str:
    """'if there are no Italian armies in 34, ...' -> 'if Italy has no armies in 34, ...'."""
    m = _THERE.match(text)
    if m is None:
        return text
    rest = text[m.end():]
    low = rest.casefold()
    army = min((at for w in (" armies ", " army ") if (at := low.find(w)) >= 0), default=-1)
    if army < 0:
        return text
    words = rest[:army].split()
    for k in (1, 2):
        if len(words) > k and names.is_nation(" ".join(words[-k:])):
            said = " ".join(words[:-k])
            return f"if {' '.join(words[-k:])} has {said}{rest[army:]}"
    return text
