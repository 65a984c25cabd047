"""Succheesion orders said as a court says them (issue 22, letters and role-play): a wish or a decree
before the order ('I have resolved to ...', 'I would be obliged if ...', 'Countess Rostopki wishes it
known that ...', 'The Committee decrees: that ...'), a title as subject ('The Imperial treasury shall
pay for ...', 'the Republic's treasury also put ...'), the verbs of raising troops ('levy', 'muster',
'recruit', 'pay for'), troops raised in the passive ('that one Militia be levied at Liberty Downs') and
peace or alliance offered ('offers peace to ...'), written as the orders syntax.py reads. One pass over
the first words of a sentence; a guess is kept only when the order then reads whole."""

from __future__ import annotations

from engine.orders import Names
from engine.rulesets.succheesion.words import KINDS, NUMBER_WORDS
from engine.words.lexicon import CONDITIONS, THIRD_PERSONS
from engine.words.textio import is_digits

# A wish or a decree before the order, left out.
WISHES = ("i have resolved therefore to ", "we have resolved therefore to ", "i have therefore resolved to ",
          "we have therefore resolved to ", "i have resolved to ", "we have resolved to ", "i have decided to ",
          "we have decided to ", "i would be obliged if ", "we would be obliged if ", "i should be obliged if ",
          "we should be obliged if ", "i would be grateful if ", "we would be grateful if ",
          "it is our wish that ", "it is my wish that ", "it is our will that ", "it is my will that ",
          "our will is that ", "be it known that ", "let it be known that ", "it is decreed that ",
          "it is ordered that ", "it pleases us to ", "we are pleased to ", "that ")
# Verbs of a ruler's word before 'that' ('Her Grace commands that ...', 'The Khan wishes it known that ...').
_DECREES = frozenset("commands command orders decrees decree wishes wish desires directs demands requires instructs "
                     "ordains proclaims announces resolves wills".split())
# Verbs of raising troops, read as 'build'.
_LEVY = frozenset("levy levies muster musters recruit recruits enlist enlists train trains raise raises buy buys purchase "
                  "purchases hire hires".split())     # round 21: 'We buy one Heavy Cavalry in Typ Lef'
_SINGLE = frozenset(("single", "lone", "solitary", "more", "new", "additional", "extra"))
_PASSIVE = frozenset("levied raised built recruited mustered trained enlisted formed".split())
# Troop nouns before 'of' and the type ('two regiments of Guards').
TROOPS = frozenset("regiments regiment battalions battalion companies company units unit banners banner".split())
_VERBS = frozenset("build builds invest invests put puts pay pays raise raises found founds blockade blockades "
                   "declare declares make makes ally allies sway sways join joins leave leaves cede cedes spend "
                   "spends offer offers sue sues seek seeks break breaks end ends".split()) | _LEVY
_LEAST_SAID = 2
# First words of an order said plainly, which none of the readings below changes.
_PLAIN_FIRST = frozenset("build invest break blockade end lift siege besiege assault storm found retreat attack spend "
                         "casualties declare make ally alliance peace sway diplomausy join leave cede".split())


def plain_decree(text: str, names: Names, nation: str) -> str:
    """The sentence as an order of the strict forms, or as written when it is not said as a court says it."""
    first = text[:16].split(" ", 1)[0].casefold()
    if first in _PLAIN_FIRST or is_digits(first):
        return text                     # 'build 2 Infantry in 21', '4 units 15 -> 16': said plainly already
    low = text.casefold().rstrip(" .!")
    if ("tp" in low or "tactical" in low) and _no_tp(low):
        return "spend no TP"                    # 'No TP is to be spent.', 'no tp spend', 'TP: none'
    out = _wanted(_without_wish(text))
    out = _without_title(out, names, nation)
    out = _as_build(out)
    out = _offered(out)
    return _cheese_raised(out)


# 'Cheese production in Maus Imperial is to be raised': the seed's raise said in the passive.
_CHEESE_RAISED = ("is to be raised", "is to be increased", "shall be raised", "shall be increased", "will be raised",
                  "will be increased", "be raised", "be increased")


# The words of a sentence that spends no TP ('No TP is to be spent.', 'no tp spend', 'TP: none', 'We will not
# spend any TP this turn'): a negation and the points, nothing else.
_NO_TP_WORDS = frozenset("no not none zero any tp tps tactical points spend spent spending will shall is are to be "
                         "this turn we i won't don't do : - n/a".split())
_NEGATION = frozenset("no not none zero won't don't n/a".split())
_POINTS = frozenset(("tp", "tps", "points"))


def _no_tp(low: str) -> bool:
    said = low.replace(":", " : ").split()
    return bool(said) and len(said) <= 10 and set(said) <= _NO_TP_WORDS and bool(set(said) & _NEGATION) \
        and bool(set(said) & _POINTS)


def _cheese_raised(text: str) -> str:
    low = text.casefold().rstrip(" .!")
    if not low.startswith(("cheese ", "the cheese ")):
        return text
    said = next((p for p in _CHEESE_RAISED if low.endswith(" " + p) or f" {p} by " in low), None)
    if said is None:
        return text
    head, _, by = low.partition(" " + said)
    where = head.removeprefix("the ").removeprefix("cheese ").removeprefix("production ")
    if not where.startswith(("in ", "at ", "of ")):
        return text
    plain = text.rstrip(" .!")
    return f"raise cheese in {plain[len(plain) - len(low) + len(head) - len(where) + 3:len(head)]}" + (
        f" {by.strip()}" if by.strip() else "")


def _without_wish(text: str) -> str:
    low = text.casefold()
    lead = next((w for w in WISHES if low.startswith(w)), None)
    if lead is not None and len(text) > len(lead) + _LEAST_SAID:
        return text[len(lead):]
    tokens = text.split(None, 12)
    lows = [t.casefold().strip(",:") for t in tokens]
    for k, w in enumerate(lows[:9]):
        if w in _DECREES:
            rest = lows[k + 1:]
            skip = 3 if rest[:2] == ["it", "known"] else 1
            if rest[skip - 1:skip] == ["that"] and not any(is_digits(x) or x in NUMBER_WORDS for x in lows[:k]):
                return " ".join(tokens[k + 1 + skip:]) + text[len(" ".join(tokens)):]
            break
    return text


# A wish that names who is to do it ('We want our two galleons in the Fondue Sea to engage ...').
_WANT = ("we want ", "i want ", "we would like ", "i would like ", "we'd like ", "i'd like ", "we wish ", "i wish ",
         "we need ", "i need ", "let ")
_DOING = frozenset("engage attack attacks blockade march move go sail ride advance cross carry take stay hold "
                   "remain".split())


def _wanted(text: str) -> str:
    """'We want our two galleons in the Fondue Sea to engage the Maustrian squadron there' -> 'our two galleons in
    the Fondue Sea engage the Maustrian squadron there'; as written otherwise."""
    low = text.casefold()
    lead = next((w for w in _WANT if low.startswith(w)), None)
    if lead is None:
        return text
    tokens = text[len(lead):].split()
    to = next((k for k, t in enumerate(tokens[:10]) if t.casefold() == "to" and k > 0 and k + 1 < len(tokens)
               and tokens[k + 1].casefold() in _DOING), None)
    if to is None:
        return text
    return " ".join(tokens[:to] + tokens[to + 1:])


_NOT = frozenset("not no never nor cannot".split())
# Where a clause before the order ends ("we don't have the cheese for horses, so build ..."): its 'not' is its own.
_JOINTS = frozenset("so and but then therefore thus hence".split())


def _without_title(text: str, names: Names, nation: str) -> str:
    """'The Imperial treasury shall pay for ...' -> 'pay for ...': who orders, left out, when it names no
    place, unit or number (a place or a unit before the verb is who moves: read by moves_read)."""
    tokens = text.split()
    lows = [t.casefold().strip(",:'") for t in tokens]
    verb = next((k for k, w in enumerate(lows[:9]) if w in _VERBS and not _in_a_name(tokens, k, names)), None)
    if not verb:
        return text
    before = tokens[:verb]
    joint = max((k for k, t in enumerate(tokens[:verb]) if t.endswith((",", ";")) or lows[k] in _JOINTS), default=-1)
    if any(w in _NOT or w.endswith("n't") for w in lows[joint + 1:verb]):
        return text                                     # 'We will not spend any TP': never read without its 'not'
    if any(is_digits(w) or w in NUMBER_WORDS or w in KINDS or w in TROOPS or w in _BODIES or _coded(w)
           for w in lows[:verb]) or _names_place(before, names):
        return text
    if _names_other_nation(before, names, nation) or lows[joint + 1:joint + 2] and lows[joint + 1] in THIRD_PERSONS:
        return text                                     # 'Berdain declares war on us', 'they declare war on ...'
    return " ".join(tokens[verb:])


_BODIES = frozenset("army armies fleet troops garrison corps stack men riders".split())


def _coded(word: str) -> bool:
    """'6u', '16->17', '2F', 'PS>GO': a count glued to its unit or a route, never a title's word."""
    return any(ch.isdigit() for ch in word) or ">" in word


def _in_a_name(tokens: list[str], k: int, names: Names) -> bool:
    """Whether the word at `k` ends a place's name ('Odds End'): no verb there."""
    return tokens[k][:1].isupper() and any(k >= n and names.is_region(" ".join(tokens[k - n:k + 1]).strip(",.:;!"))
                                           for n in (1, 2))


def _names_other_nation(tokens: list[str], names: Names, nation: str) -> bool:
    for n in (3, 2, 1):
        for k in range(len(tokens) - n + 1):
            found = names.known_nation(" ".join(tokens[k:k + n]).strip(",.:"))
            if found and found != nation:
                return True
    return False


def _names_place(tokens: list[str], names: Names) -> bool:
    for n in (3, 2, 1):
        for k in range(len(tokens) - n + 1):
            said = " ".join(tokens[k:k + n]).strip(",.:'")
            if said[:1].isupper() and names.is_region(said) and not names.known_nation(said):
                return True
    return False


def _as_build(text: str) -> str:
    """'levy one Militia at X', 'pay for two regiments of Guards at X', 'one Militia be levied at X'."""
    tokens = text.split()
    lows = [t.casefold().strip(",.:") for t in tokens]     # 'five Infantry be raised: three at A and two at B'
    if not lows:
        return text
    if lows[0] in _LEVY and len(lows) > 2 and (is_digits(lows[1]) or lows[1] in NUMBER_WORDS):
        tokens = ["build", *tokens[1:]]
    elif lows[:2] in (["pay", "for"], ["pays", "for"]) and len(lows) > 3:
        tokens = ["build", *tokens[2:]]
    else:
        k = next((k for k, w in enumerate(lows[:8]) if w in _PASSIVE and k > 1 and lows[k - 1] in ("be", "is", "are")), None)
        if k is None or not (is_digits(lows[0]) or lows[0] in NUMBER_WORDS):
            return text
        head = tokens[:k - 1]
        while len(head) > 1 and head[-1].casefold() in ("shall", "will", "to", "is", "are", "must"):
            head = head[:-1]                    # 'One militia is to be raised in ...'
        head = [w for k2, w in enumerate(head) if not (k2 and w.casefold() in _SINGLE)]     # 'A single militia'
        if tokens[k].endswith((",", ":")) and head:
            head[-1] += tokens[k][-1]           # 'Two Militia are to be raised, one at A and one at B'
        tokens = ["build", *head, *tokens[k + 1:]]
    lows = [t.casefold().strip(",.") for t in tokens]
    if len(lows) > 4 and lows[2] in TROOPS and lows[3] == "of":      # 'two regiments of Guards'
        tokens = tokens[:2] + tokens[4:]
    return " ".join(tokens)


# Peace and alliance offered: 'offers peace to X', 'sues for peace with X', 'offers an alliance to X'.
_OFFERS = {("offers", "peace", "to"): "make peace with", ("offer", "peace", "to"): "make peace with",
           ("sues", "for", "peace", "with"): "make peace with", ("sue", "for", "peace", "with"): "make peace with",
           ("seeks", "peace", "with"): "make peace with", ("seek", "peace", "with"): "make peace with",
           ("offers", "an", "alliance", "to"): "ally with", ("offer", "an", "alliance", "to"): "ally with",
           ("offers", "alliance", "to"): "ally with", ("seeks", "an", "alliance", "with"): "ally with",
           ("makes", "an", "alliance", "with"): "ally with", ("make", "an", "alliance", "with"): "ally with"}


_REMARKS = frozenset("whose who which since because as for".split())
_HANGS = CONDITIONS | {"should"}      # engine.words.lexicon's, and 'should' ('should Stilwen agree')


def _offered(text: str) -> str:
    tokens = text.split()
    lows = tuple(t.casefold() for t in tokens)
    for lead, said in _OFFERS.items():
        if lows[:len(lead)] == lead and len(lows) > len(lead):
            rest = tokens[len(lead):]
            cut = next((k for k in range(1, len(rest)) if rest[k - 1].endswith(",") and rest[k].casefold() in _REMARKS),
                       None)            # 'to the Typ Lef Nazin, whose riders have troubled us': a remark after the name
            if cut is not None and any(w.casefold().strip(",.;:!?") in _HANGS or w[:1].isdigit() for w in rest[cut:]):
                return text     # '..., whose riders ... if Stilwen agrees': a condition in the remark, never dropped
            if cut is not None:
                rest = rest[:cut]
                rest[-1] = rest[-1].rstrip(",")
            return said + " " + " ".join(rest)
    return text
