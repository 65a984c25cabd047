"""Orders under a condition: 'Should Britain land in Portugal, D marches to Oporto; otherwise D
holds'. A ruleset reads the conditions its rules have (a count of armies somewhere, a standing order's
'if besieged'); an order the reader could cut out of a condition it does not read would be
given whatever happens, so the whole sentence is refused, naming the condition: the GM asks.

Word tests only, over the first few words and a handful of joints: linear in the text's length."""

from __future__ import annotations

from engine.words import patterns as re        # its compile() waits for first use
from engine.words.accepted_offer import TAKING_WORDS, takes_the_offer
from engine.words.clauses import sentences
from engine.words.going import goes
from engine.words.polite_ifs import POLITE, without_polite_if
from engine.words.shape_words import TITLES

from collections.abc import Callable
from typing import Any

from engine.errors import NotUnderstood

# Words that open a condition at a sentence's start ('Should Britain land...', 'In case of war, ...').
_OPENERS = frozenset("if should unless whenever when provided providing assuming otherwise else failing".split())
_OPENING_PAIRS = ("in case", "in the event", "only if", "but if", "and if", "if not", "if so", "as long")
# Joints that hang a condition on an order ('A - Baden, but only if Prussia agrees'; 'D holds otherwise').
_JOINTS = (", if ", " if the ", " if they ", " if they'", " if he ", " if she ", " if it ", " if we ", ", unless ", " unless ",
           " otherwise", ", provided ", " provided that ", " in case ", " only if ", ", should ", ", when ",
           ", whenever ", " as long as ", " depending on ", " only when ", " except if ", " except when ")


def condition(text: str) -> str | None:
    """The condition a sentence puts its orders under ('Should Britain land anywhere in Portugal'),
    None for a sentence with none."""
    low = " ".join(text.casefold().split())
    bare = low.lstrip("-*+•>([ ").rstrip(".!")
    first = bare.split(" ", 1)[0].rstrip(",:;")
    if first in _OPENERS or bare.startswith(_OPENING_PAIRS):
        start = len(low) - len(low.lstrip("-*+•>([ "))
        end = low.find(",", start)
        return " ".join(text.split())[start:end if end > 0 else len(low)].strip()
    for joint in _JOINTS:
        at = bare.find(joint)
        if at > 0:
            cond = " ".join(text.split())[len(low) - len(low.lstrip("-*+•>([ ")) + at:].strip(" ,;.")
            ends = [i for i in (cond.find(". "), cond.find("; "), cond.find("! ")) if i > 0]
            return cond[:min(ends)] if ends else cond[:80]      # 'if Vienna signs. Meanwhile ...': its sentence
    return None


# An alliance or a peace takes both sides' orders: 'alliance with Prussia, but only if Prussia offers it
# too' is the rules' own condition, said again; the order is read without it.
_BOTH_SIDES_ORDERS = frozenset("alliance ally allies peace treaty truce".split())
_BOTH_SIDES_SAY = frozenset("too also same agree agrees accept accepts offer offers sign signs order orders propose "
                            "proposes reciprocate reciprocates does do".split())


def mutual_head(text: str) -> str | None:
    """The order of an alliance or a peace before a condition that only says the other side must order it
    too ('Make peace with Dunbarra, if they order it too'), or after it ('If Prussia also signs, alliance with
    Prussia.'); None otherwise, and when the condition's subject is another than that side ('alliance with Prussia
    if Russia agrees too': a third party's word, which the rules do not have)."""
    cond = condition(text)
    if cond is None:
        return None
    first = _mutual_first(text, cond)
    if first is not None:
        return first
    flat = " ".join(text.split())
    at = flat.casefold().find(cond.casefold())
    head = flat[:at].rstrip(" ,;") if at > 0 else ""
    head = head.removesuffix(" but").removesuffix(" only").removesuffix(" but").rstrip(" ,;")
    ends = [i for i in (flat.find(". ", at), flat.find("; ", at), flat.find("! ", at)) if i > at] if at > 0 else []
    after = flat[min(ends) + 2:].strip() if ends else ""     # '... as well. Meanwhile F holds': the next sentence
    cond = flat[at:min(ends)] if ends else cond
    said = set(cond.casefold().replace(",", " ").replace("(", " ").replace(")", " ").replace(".", " ").split())
    if head and _BOTH_SIDES_ORDERS & set(head.casefold().split()) and (_BOTH_SIDES_SAY & said and said & _MUTUAL_WORDS
                                                                        or takes_the_offer(cond)):   # 'if they'll have us'
        return f"{head}. {after}" if after else head
    return None


_MUTUAL_WORDS = frozenset(("too", "also", "as", "same", "agree", "agrees", "accept", "accepts", "offer", "offers",
                           "reciprocate", "reciprocates"))
# The words of such a condition besides its subject: 'if they order it too', 'only if the Prussians sign as well'.
_CONDITION_WORDS = _BOTH_SIDES_SAY | _MUTUAL_WORDS | frozenset("if only but and the it well alliance treaty peace "
                                                               "signs sign signed our with us to of a an that "
                                                               "this so likewise deal pact in kind".split()) \
    | TAKING_WORDS      # 'if they'll have us' (engine.words.accepted_offer)
_PRONOUNS = frozenset("they he she it them".split())


def _mutual_first(text: str, cond: str) -> str | None:
    """'If Prussia also signs, alliance with Prussia', 'If the Prussians sign too: alliance with Prussia': the
    order after a condition said first that only says the other side orders it too; None otherwise."""
    flat = " ".join(text.split()).strip()
    low = flat.casefold().lstrip("-*+•>([ ")
    if not low.startswith(("if ", "only if ", "provided ")):
        return None
    at = min((k for k in (flat.find(", "), flat.find(": ")) if k > 0), default=-1)
    if at < 0:
        return None
    said_cond, head = flat[:at], flat[at + 2:].strip()
    said = set(said_cond.casefold().replace(",", " ").split())
    if " and " in f" {head.casefold()} " or ", " in head or not head.strip(" .!"):
        return None                     # 'If they sign: alliance with Prussia, and cede ...': more hangs on it
    if _BOTH_SIDES_ORDERS & set(head.casefold().split()) and _BOTH_SIDES_SAY & said and said & _MUTUAL_WORDS:
        return head.rstrip(" .!")
    return None


def _third_party(text: str, head: str) -> str | None:
    """The subject of a condition of both sides' orders when it is neither a pronoun nor a name of the order's
    other side ('Austria' in 'alliance with Prussia, if Austria agrees too'; 'Vienna' in 'Peace with Austria,
    provided Vienna signs as well'), None otherwise: the line's reader then says whether it names another nation."""
    cond = condition(text) or ""
    said = [w.strip(",.;:()!?") for w in cond.split()]
    subject = [w for w in said if w and w.casefold() not in _CONDITION_WORDS and w.casefold() not in _PRONOUNS]
    names = [w.strip(",.;:()!?").casefold() for w in head.split() if w[:1].isupper()]
    other = [w for w in subject if not any(len(w) >= 4 and len(n) >= 4 and w.casefold()[:4] == n[:4] for n in names)]
    return " ".join(other) if other else None


def _mutual(text: str, parse_line: Callable[[str], Any]) -> str | None:
    """mutual_head's order, unless the condition's subject names another nation than the order's other side: the
    order said with that name instead reads as another order of the same kind ('alliance with Austria')."""
    head = mutual_head(text)
    if head is None:
        return None
    subject = _third_party(text, head)
    if subject is None:
        return head
    words_ = head.split(" ")
    first = next((k for k, w in enumerate(words_) if w[:1].isupper() and k), -1)
    if first < 0:
        return None
    own = _same_order_of(head, parse_line)
    for said in (_subject_said(text), subject):
        if not said or all(w.casefold() in TITLES or w.casefold() == "the" for w in said.split()):
            continue                    # 'if the King signs it too': a title alone names no nation of its own
        try:
            got = parse_line(" ".join([*words_[:first], said]))
        except NotUnderstood:
            continue                    # 'Vienna', 'the Tsar': the other side by its capital or ruler, maybe
        if got and got != own:
            return None                 # 'alliance with Russia, if the King of Prussia signs as well': a third party
        if got:
            return head                 # the subject said whole names the other side: its words are not looked at
    return head


def _same_order_of(head: str, parse_line: Callable[[str], Any]) -> Any:
    try:
        return parse_line(head)
    except NotUnderstood:
        return None


_SUBJECT_OPENERS = frozenset("if only but provided providing that and".split())


def _subject_said(text: str) -> str:
    """The words of the condition's subject, whole ('the King of Prussia' in '..., if the King of Prussia signs as
    well'): from after its opening words to its verb."""
    said = [w.strip(",.;:()!?") for w in (condition(text) or "").split()]
    k = 0
    while k < len(said) and said[k].casefold() in _SUBJECT_OPENERS:
        k += 1
    end = next((j for j in range(k, len(said)) if said[j].casefold() in _BOTH_SIDES_SAY | _MUTUAL_WORDS), len(said))
    return " ".join(said[k:end])


def refused_on_condition(reason: str) -> bool:
    """Whether a problem's reason is refusal()'s: an order under a condition, never set aside as a remark."""
    return _REFUSAL_START in reason


def refusal(cond: str) -> str:
    """Why a sentence whose orders hang on `cond` is refused whole."""
    return (f"{_REFUSAL_START}{cond!r}) the rules do not have, or not written as the rules' "
            "own: not taken by themselves; ask the player")


def _took_as_a_name(cond: str, reason: str) -> bool:
    """Whether a reader's refusal quotes the condition's words as a name it does not know ('no nation called
    'if Vienna signs''): the condition is what went unread, and the refusal says so."""
    low = reason.casefold()
    first = " ".join(cond.casefold().split()[:3])
    return "called" in low and first in low


def conditional(reason: str) -> bool:
    """Whether a refusal is `refusal`'s: the clearest of a line's reasons, said first."""
    return reason.startswith(_REFUSAL_START)


_REFUSAL_START = "the orders hang on a condition ("


def _refuses_a_part(got: list | tuple) -> bool:
    for x in got:                       # a loop, not a generator: every line read meets it
        if isinstance(x, NotUnderstood):
            return True
    return False


def refused_under_conditions(parse_line: Callable[[str], Any]) -> Callable[[str], Any]:
    """A line reader that refuses a sentence whole when it holds a condition and reads only in part:
    the orders it could read are never taken without the condition they hang on."""
    def read(text: str) -> Any:
        try:
            got = parse_line(text)
        except NotUnderstood as error:
            head = _mutual(text, parse_line)
            if head is None:
                cond = condition(text)
                if cond is not None and _took_as_a_name(cond, error.reason):
                    raise NotUnderstood(refusal(cond)) from None    # 'no nation called 'if Vienna signs''
                raise
            try:
                return parse_line(head)
            except NotUnderstood:
                raise error from None
        if got and _unconditional(got, moving=False) and (elsewhere := hangs_elsewhere(text)) is not None:
            raise NotUnderstood(refusal(elsewhere))     # 'If needed: declare war on Maustria', whatever the order
        if got and (_unconditional(got) or "instead" in text.casefold() and _unconditional(got, moving=False)) \
                and (_opens_with_condition(text) or _condition_inside(text)):   # 'If it rains, build ... instead'
            head = _mutual(text, parse_line)    # 'If Napoleon crosses the Rhine, corps I falls back to Tyrol.': read whole
            cond = condition(text)          # by a reader that set the condition aside as talk: never so taken
            if head is None and cond is not None:
                raise NotUnderstood(refusal(cond))
        if got and ("? " in text or ". " in text) and any(not isinstance(x, NotUnderstood) for x in (
                got if isinstance(got, (list, tuple)) else [got])):
            for sentence in sentences(text)[1:]:        # 'Can we take Bavaria? If so, declare war on Austria.'
                cond = hangs_elsewhere(sentence)
                if cond is not None:
                    raise NotUnderstood(refusal(cond))
        later = _LATER_CONDITION.search(text) if got and "instead" in text.casefold() else None
        if later is not None and not isinstance(got, (list, tuple)) or later is not None and not _refuses_a_part(got):
            raise NotUnderstood(refusal(text[later.start() + 1:].strip(" .;!?")))   # '... If it rains, ... instead.' 
        if isinstance(got, (list, tuple)) and _refuses_a_part(got) and any(not isinstance(x, NotUnderstood) for x in got):
            head = _mutual(text, parse_line)
            if head is not None:
                return parse_line(head)
            cond = condition(text)
            if cond is not None:
                raise NotUnderstood(refusal(cond))
            if later is not None:           # '4 units 9 -> 4. If Carmine is defended, they stay instead.'
                raise NotUnderstood(refusal(text[later.start() + 1:].strip(" .;!?")))
        return got
    return read


# A later sentence of the line opening with a condition: with 'instead', it may change the orders before it.
_LATER_CONDITION = re.compile(r"[.;!?] (?:if|unless|should|in case|in the event|provided)\b", re.IGNORECASE)


# Orders that hold their condition themselves: a test of the position ('if Austria has 5 or less armies in 46
# then ...'), a standing answer ('if besieged, fight on'); their sentences are the rulesets' own to read.
_HOLDING_CONDITIONS = frozenset(("if", "conditional", "standing"))


# Conditions with no subject of their own, hanging on an answer or a judgement said elsewhere ('Do we need to be at
# war to walk in? If so, declare war on Maustria.', 'If needed, ally with Prussia'): whatever the order, asked.
_ELSEWHERE = frozenset(("if so", "if yes", "if needed", "if necessary", "if required", "if need be",
                        "if that is the case", "if that's the case", "if that's so", "if it is so", "if you agree",
                        "if you think so", "if you think it wise", "if it is needed", "if it's needed",
                        "if that is needed", "if that's needed", "if it helps", "if that helps", "only if needed",
                        "only if necessary", "if the answer is yes", "if the answer is no"))


def hangs_elsewhere(text: str) -> str | None:
    """The condition of _ELSEWHERE a sentence opens with ('If so' in 'If so, also: declare war on Maustria'), or None."""
    if "if" not in text.casefold():
        return None                     # every condition of _ELSEWHERE says 'if': most lines, at once
    cond = condition(text)
    cond = cond.partition(":")[0] if cond is not None else None     # 'If needed: declare war on ...'
    if cond is None or " ".join(cond.casefold().replace("\u2019", "'").split()).rstrip(",:;") not in _ELSEWHERE:
        return None
    rest = " ".join(text.split()).lstrip("-*+•>([ ")[len(cond):].strip(" ,:;.!")     # condition() cuts it so
    if len(rest.split()) <= 3 and not any(c.isdigit() or c.isupper() for c in rest):
        return None                     # 'If so, do it.', 'If yes, go ahead': the question answered, the ruleset's
    return cond


def _unconditional(got: Any, moving: bool = True) -> bool:
    """Whether what a line read sends units somewhere (an order with a route or a destination), none of its
    orders holding a condition of its own: a march said under a condition of the war's course ('If Napoleon
    crosses the Rhine, corps I falls back') is never taken as if it were not. The rules' own contingencies
    (casualties 'when beaten', a standing answer, an outflanking force) give no route and stay the rulesets'."""
    orders = got if isinstance(got, (list, tuple)) else [got]
    if not orders or any(isinstance(x, NotUnderstood) for x in orders):
        return False
    moves = False
    for order in orders:
        tag = getattr(getattr(type(order), "__struct_config__", None), "tag", None)
        if str(tag or "").casefold() in _HOLDING_CONDITIONS:
            return False
        moves = moves or hasattr(order, "path") or hasattr(order, "to")
    return moves or not moving      # `moving`: only orders that send units somewhere


def _condition_inside(text: str) -> bool:
    """'Corps A, if the Austrians stay put, marches to Flanders': a condition word inside a line a reader took
    as a plain move (it passed the words over); a courtesy ('..., if possible') is none."""
    if _INSIDE_SAID.search(text) is None:
        return False                    # one search first: most lines hold no such word
    body = text.strip().rstrip(".!?")
    if any(stop in body for stop in (". ", "? ", "! ", "; ")):
        return False                    # several sentences: each is judged by itself ('..., please. And if ...')
    said = text.casefold().replace(",", " ").split()
    verb = next((i for i, w in enumerate(said) if goes(w.strip(".;:!?"))), None)
    return verb is not None and bool(_INSIDE.intersection(said[:verb])) and without_polite_if(text) == text \
        and condition(text) is not None     # before the verb: 'escapes if the British attack' is a stance


_INSIDE = frozenset("if unless provided providing lest".split())
_INSIDE_SAID = re.compile(r"\b(?:if|unless|provided|providing|lest)\b", re.IGNORECASE)


def _opens_with_condition(text: str) -> bool:
    """'If Napoleon crosses the Rhine, ...', 'Should Britain land, ...': a sentence opening with a condition
    and going on after a comma."""
    if without_polite_if(text) != text:
        return False                    # 'If possible, 2 armies 109 -> 110': a courtesy (engine.words.polite_ifs)
    bare = " ".join(text.casefold().split()).lstrip("-*+•>([ ")
    first = bare.split(" ", 1)[0].rstrip(",:;")
    return (first in _OPENERS or bare.startswith(_OPENING_PAIRS)) and ", " in bare and first not in _NOT_OPENING


# Words of _OPENERS that open no condition at a sentence's start when an order follows them whole ('Otherwise
# quiet: ...' is talk the readers set aside themselves).
_NOT_OPENING = frozenset(("otherwise", "else"))


def courtesy(cond: str) -> bool:
    """Whether a condition only asks politely ('And if it's all the same to you', 'if possible')."""
    low = " ".join(cond.casefold().replace("\u2019", "'").split()).strip(" ,;.?!")
    for lead in ("and ", "but ", "so ", "oh ", "well "):
        low = low.removeprefix(lead)
    return low in POLITE


_RULERS = frozenset("tsar czar king queen emperor empress sultan kaiser regent prince court government".split())


def mutual_note(outside: str, note: str) -> bool:
    """Whether a note in brackets beside an alliance or a peace only says the rules' own condition, the other side's
    order too ('Russia allies with Prussia (we know it takes Prussia's order too; if they don't, no alliance)',
    'Alliance with Russia (it only holds if the Tsar signs it as well)'): set aside, the order read."""
    said = set(note.casefold().replace(";", " ").replace(",", " ").replace("'s", " ").split())
    if not _BOTH_SIDES_ORDERS & set(outside.casefold().replace(".", " ").split()) or not _BOTH_SIDES_SAY & said \
            or not said & (_MUTUAL_WORDS | {"well", "both"}):
        return False
    names = [w.strip(",.;:()!?'").casefold() for w in outside.split() if w[:1].isupper()]
    others = [w.strip(",.;:()!?'").casefold().removesuffix("'s") for w in note.split()[1:] if w[:1].isupper()]
    return all(w in _RULERS or w in ("gm", "i") or any(len(n) >= 4 and w[:4] == n[:4] for n in names) for w in others)
