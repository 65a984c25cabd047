"""The shapes of a sentence around an order, in any ruleset: a word of sequence ('First, corps A moves
into Flanders'), a wish or a command ('I want C to embark...', 'Have corps B march...', 'Let the fleet
sail...'), a modal ('Corps D shall sail', 'B is to take ship', 'A will hold', 'the Guard is ordered to
march') and a name in apposition ('G, the Cossacks, to ride to the Kuban'). `plain` gives the unit and
what it does, as an order says it ('G', 'ride to the Kuban'); the ruleset reads it. One pass over the
first words; nothing after them is looked at."""

from __future__ import annotations

from functools import lru_cache

_SEQUENCE = frozenset("""first firstly second secondly third thirdly next then finally lastly meanwhile also
    additionally furthermore moreover afterwards now and further""".split())
_WISHES = (("i", "want"), ("we", "want"), ("i'd", "like"), ("we'd", "like"), ("i", "would", "like"),
           ("we", "would", "like"), ("i", "wish"), ("we", "wish"), ("i", "order"), ("we", "order"),
           ("i", "command"), ("we", "command"), ("please", "have"), ("please", "let"), ("have",), ("let",),
           ("order",), ("i", "need"), ("we", "need"))
_MODALS = (("is", "ordered", "to"), ("are", "ordered", "to"), ("is", "going", "to"), ("are", "going", "to"),
           ("has", "orders", "to"), ("have", "orders", "to"), ("is", "to"), ("are", "to"), ("shall",), ("will",),
           ("should",), ("must",), ("to",), ("is", "told", "to"), ("are", "told", "to"),
           ("is", "instructed", "to"), ("are", "instructed", "to"))
_NOT_VERBS = frozenset("the a an my our his her its their this that all".split())
_MOST_SUBJECT = 6          # words: 'the Channel fleet', 'my B corps', 'G, the Cossacks,'


@lru_cache(maxsize=8192)
def _low(token: str) -> str:
    return token.strip(",.;:!?").casefold().replace("\u2019", "'")


def plain(text: str) -> tuple[str, str] | None:
    """(the unit, what it does) of a sentence said with a wish, a modal or a name in apposition, ('', the
    sentence) after a word of sequence alone; None when it is said in none of these shapes (then it is
    read as written)."""
    tokens = text.split()
    low = [_low(t) for t in tokens]
    i, shaped = 0, False
    while i < len(tokens) - 1 and low[i] in _SEQUENCE and (tokens[i].endswith(",") or low[i] in ("first", "then",
                                                                                                 "next", "finally")):
        i, shaped = i + 1, True                 # 'First, corps A moves into Flanders'
    wish = next((w for w in _WISHES if tuple(low[i:i + len(w)]) == w), None)
    if wish is not None:
        i += len(wish)
    for k in range(i + 1, min(len(tokens), i + _MOST_SUBJECT + 1)):
        modal = next((m for m in _MODALS if tuple(low[k:k + len(m)]) == m), None)
        if modal is None:
            continue
        subject = tokens[i:k]
        if wish is not None and modal != ("to",):
            return None                         # 'I want C to...' says 'to', never 'I want C shall'
        if len(subject) > 1 and subject[0].endswith(",") and subject[-1].endswith(","):
            subject = [subject[0]]              # 'G, the Cossacks, to ride': the name in apposition left out
        elif any(t.endswith(",") for t in subject):
            return None
        rest = tokens[k + len(modal):]
        if not rest or not rest[0][:1].islower() or not rest[0].isalpha() or _low(rest[0]) in _NOT_VERBS \
                or _low(rest[0]) in ("not", "never", "no"):     # 'Corps B will not march ...': no order to move
            return None                         # 'Send 2 armies to 22', 'A to the Tyrol': no verb after it
        if modal == ("to",) and wish is None and not subject[0].endswith(",") and len(subject) > 2:
            return None
        if any(joint in " ".join(rest) for joint in (", and ", "; ", ", then ", ". ")):
            return None                         # '..., and corps B is to stay': a clause after it, read by itself
        if len(subject) == 1 and _low(subject[0]) in ("i", "we"):
            return "", " ".join(rest)           # 'We will build...': the writer's own order
        return " ".join(subject).rstrip(","), " ".join(rest)
    if shaped and i < len(tokens):
        return "", " ".join(tokens[i:])         # 'First, corps A moves...': the unit is in what follows
    return None


# Verbs the writer says of themselves ('We also buy an army in 21', 'I then give 5 gold to Spain').
_WRITER_VERBS = frozenset("""buy buys build builds purchase recruit raise give send pay gift lend loan move march sail
    attack invade declare offer annex transfer propose cede accept""".split())
_ADVERBS = frozenset("also then now too further additionally finally".split())


def without_writer(text: str, nation: str) -> str:
    """'We also buy an army in 21' -> 'buy an army in 21'; "France's 2 ships in I attack" -> '2 ships in I
    attack': the writer, or the writer's nation owning the units, said before the order."""
    low = text.casefold()
    own = nation.casefold()
    for possessive in (f"{own}'s ", f"{own}\u2019s ", f"{own}' "):
        if low.startswith(possessive):
            return text[len(possessive):]
    tokens = text.split(" ")
    if len(tokens) < 3 or _low(tokens[0]) not in ("we", "i"):
        return text
    i = 1
    while i < len(tokens) - 1 and _low(tokens[i]) in _ADVERBS:
        i += 1
    return " ".join(tokens[i:]) if _low(tokens[i]) in _WRITER_VERBS else text


_TITLE = frozenset("orders order commands command instructions the my our for this turn season now so here are is "
                   "then final plan".split())
_MOST_TITLE = 5


def after_summary(text: str) -> str | None:
    """'no combat: 2 ships S -> V, no combat', 'Orders: A holds': the words after a colon, when those before
    it only sum them up (each of them said again after it, or a title's words); None otherwise (a head
    that adds anything, 'Attack Carthage: 2 ships S -> V', is never set aside)."""
    head, colon, tail = text.rpartition(": ")
    if not colon or not head or not tail:
        return None
    said = head.replace(",", " ").split()
    if len(said) > _MOST_TITLE:
        return None
    again = {_low(w) for w in tail.replace(",", " ").split()}
    return tail if all(_low(w) in again or _low(w) in _TITLE for w in said) else None


_IF_ONLY = frozenset("would could might".split())
_WISHED = frozenset("like love prefer".split())


def hypothetical(text: str) -> bool:
    """'Corps B would cross to Naples, but the strait is closed': a move said as what could be, not
    ordered ('would like' is a wish, and an order)."""
    low = [_low(t) for t in text.split()]
    return any(w in _IF_ONLY and (i + 1 >= len(low) or low[i + 1] not in _WISHED) for i, w in enumerate(low))
