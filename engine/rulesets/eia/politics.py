"""EiA's political orders said in sentences, read by meaning: war ('The Tsar makes war on the Ottomans',
'we open hostilities with Albion'), alliances sought, offered, accepted or concluded ('Spain accepts the
French alliance'), alliances broken ('Prussia breaks with France'), several of them joined ('... and
declares war on Portugal'). Nations by name, people, house or ruler where one nation fits (the
Hohenzollerns, the Porte); a name several nations share (the Bourbons, the Emperor) is asked.
Every word is accounted for: words left over are refused, never dropped. Each scan is one pass."""

from __future__ import annotations


from dataclasses import dataclass

from engine.words.meaning.descriptions import of_another
from engine.errors import NotUnderstood
from engine.orders import Names, Order
from engine.words.lexicon import THIRD_PERSONS, UNIT_WORDS, is_order_word
from engine.rulesets.eia.orders import Diplomacy

# Nations by their houses, rulers, courts and old names, by the scenario's nation names; several:
# the name is shared and the player is asked.
HOUSES: dict[str, tuple[str, ...]] = {
    "tsar": ("Russia",), "czar": ("Russia",), "tsars": ("Russia",), "romanovs": ("Russia",), "romanov": ("Russia",),
    "muscovites": ("Russia",), "muscovy": ("Russia",), "russians": ("Russia",),
    "porte": ("Turkey",), "sublime porte": ("Turkey",), "sultan": ("Turkey",), "ottomans": ("Turkey",),
    "ottoman": ("Turkey",), "turks": ("Turkey",), "osmanlis": ("Turkey",),
    "habsburgs": ("Austria",), "hapsburgs": ("Austria",), "habsburg": ("Austria",), "hapsburg": ("Austria",),
    "kaiser": ("Austria",),
    "hohenzollerns": ("Prussia",), "hohenzollern": ("Prussia",),
    "albion": ("Great Britain",), "perfidious albion": ("Great Britain",), "john bull": ("Great Britain",),
    "britannia": ("Great Britain",), "redcoats": ("Great Britain",),
    "braganzas": ("Portugal",), "braganza": ("Portugal",), "lusitania": ("Portugal",),
    "bonaparte": ("France",), "boney": ("France",), "corsican": ("France",), "napoleon": ("France",),
    "bourbons": ("Spain", "Naples"), "bourbon": ("Spain", "Naples"),
    "emperor": ("France", "Austria", "Russia"), "emperors": ("France", "Austria", "Russia"),
}
_ARTICLES = frozenset("the a an our its their his her my".split())
_LINKS = frozenset("with on upon against to itself themselves herself himself".split())
# Verbs of each change of relations in their forms (the other languages are phrasing.py's).
_DECLARE = frozenset("declare declares declared declaring declaration".split())
_WAGE = frozenset("make makes making made wage wages waging waged go goes going went open opens opening opened "
                  "start starts starting started begin begins beginning began commence commences".split())
_WAR_NOUNS = frozenset("war hostilities".split())
_DOW = frozenset("dow dows".split())
_ALLY = frozenset("ally allies allying aly".split())
_ALLIANCE = frozenset("alliance alliances".split())
_SEEK = frozenset("""seek seeks seeking sought offer offers offering offered propose proposes proposing proposed accept
    accepts accepting accepted conclude concludes concluding concluded sign signs signing signed form forms forming
    formed enter enters entering entered request requests requested renew renews renewing renewed want wants
    agree agrees agreed make makes making made forge forges forged""".split())
_BREAK = frozenset("""break breaks breaking broke end ends ending ended dissolve dissolves dissolving dissolved renounce
    renounces renouncing renounced cancel cancels cancelling canceled cancelled leave leaves leaving quit quits
    sever severs severing severed repudiate repudiates abandon abandons terminate terminates withdraw withdraws
    exit exits""".split())
_BREAK_WITH = frozenset("break breaks breaking broke".split())
# Words between a verb and its alliance ('seek an alliance', 'accept France's offer of an alliance').
_BETWEEN = frozenset("a an the our its their this that offer offered offers of into in up off from formal defensive "
                     "new old existing treaty".split())
_NEGATIONS = frozenset("not no never don't doesn't won't dont doesnt wont nor cannot".split())
# Words that may follow an order and add nothing to it.
_FILLER = frozenset("this month turn now at once immediately forthwith please too also as well formally officially "
                    "hereby effective straight away today anyway regardless nonetheless nevertheless".split())
# Words that join two orders of one sentence ('... and declares war on Portugal').
_JOINS = frozenset("and then also , we it i".split())
_REALMS = frozenset("kingdom empire realm crown principality republic court".split())
_STILL = frozenset("remain remains stay stays are is were was still already".split())
# Words of a subject besides names: who gives the order and how ('His Majesty's government hereby').
_SUBJECT = frozenset("""we i us our my the his her their majesty majesty's imperial royal government cabinet court crown
    king queen emperor empress tsar sultan kaiser will shall would now hereby also then formally officially therefore
    accordingly are am is be to hence so finally today and herewith""".split())
# A heading before a colon that announces the orders after it ('Prussia joins the coalition:').
_HEADING = frozenset("joins join enters enter the coalition coalitions league allies war fray third fourth fifth "
                     "anti-french grand we our is are now hereby".split())


@dataclass(frozen=True)
class _Token:
    word: str        # as written, its punctuation stripped
    low: str         # lower case; ',' and ':' are tokens of their own


def tokens(text: str) -> list[_Token]:
    """The words of a clause, with its commas and colons as tokens ('w/' is 'with', '&' is 'and')."""
    out: list[_Token] = []
    for raw in text.replace("\u2019", "'").replace("w/", "with ").replace("&", " and ").split():
        tail = []
        while raw and raw[-1] in ",:;.!?\"')":
            if raw[-1] in ",:;":
                tail.append(raw[-1])
            raw = raw[:-1]
        raw = raw.lstrip("\"'(")
        if raw:
            out.append(_Token(raw, raw.casefold()))
        out += [_Token(t, "," if t == ";" else t) for t in reversed(tail)]
    return out


class NationWords:
    """The nations a few words name: by name, alias, people, house or ruler; a name several nations
    share is asked."""

    def __init__(self, names: Names):
        self.names = names

    def named(self, words: list[str]) -> str | None:
        """The nation the words name exactly, None when they name none; NotUnderstood when several fit."""
        text = " ".join(w for w in words if w.casefold() not in ("the",))
        key = text.casefold().removesuffix("'s")
        if key in HOUSES:
            fits = HOUSES[key]
            known = [n for n in fits if self.names.known_nation(n)]
            if len(known) > 1:
                raise NotUnderstood(f"{text!r} may be {', '.join(known[:-1])} or {known[-1]}: name the nation")
            return known[0] if known else None
        if not text or key in ("the", "a", "an"):
            return None
        return self.names.known_nation(text.removesuffix("'s"))     # 'dow spain' typed on a phone too

    def longest(self, toks: list[_Token], i: int, most: int = 4) -> tuple[str, int] | None:
        """The nation named by the longest run of words at i (articles and 'kingdom of' skipped), and the
        index after it."""
        j = i
        while j < len(toks) and toks[j].low in _ARTICLES:
            j += 1
        found = self._run(toks, j, most)
        if found is None and j + 2 < len(toks) and toks[j].low in _REALMS and toks[j + 1].low == "of":
            found = self._run(toks, j + 2, most)         # 'the Kingdom of Portugal'
        return found

    def _run(self, toks: list[_Token], j: int, most: int) -> tuple[str, int] | None:
        for n in range(min(most, len(toks) - j), 0, -1):
            run = toks[j:j + n]
            if any(t.low in (",", ":") for t in run) or run[-1].low.endswith("'s"):
                continue                        # "England's oldest friend" names no second nation
            found = self.named([t.word for t in run])
            if found:
                return found, j + n
        return None


@dataclass(frozen=True)
class _Key:
    action: str              # 'war', 'alliance', 'break'
    start: int               # the first word of the verb phrase
    after: int               # the first word after it
    before: str | None       # a nation named inside it ('the French alliance', "France's offer")


class Politics:
    """Reads a sentence of war, alliance and breaking one into Diplomacy orders."""

    def __init__(self, nation: str, names: Names):
        self.nation, self.names = nation, names
        self.nations = NationWords(names)
        self.rest = ""                          # what follows the political orders after a comma, to read apart

    def read(self, text: str) -> list[Order] | None:
        """The orders of a political sentence; None when it holds no verb of war or alliance."""
        self.rest = ""
        if of_another(text):                    # '..., which then declares war on France': Prussia's, not ours
            raise NotUnderstood(f"{text.strip()!r} is said of the nation named before it, no order of ours: ask the player")
        said = _without_behalf(text)
        if not _may_be_political(said):
            return None
        toks = tokens(said)
        after_colon = self._after_preface(toks)         # 'The Emperor notes that ... is proposed again: France allies ...'
        if after_colon is not None:
            return after_colon
        key = self._key(toks, 0)
        if key is None:
            if any(t.low == "allied" and k and toks[k - 1].low in _STILL for k, t in enumerate(toks)):
                raise NotUnderstood("says how things stand, orders nothing (write 'ally with ...' to ally)")
            return None
        head = toks[:key.start]
        colon = max((k for k, t in enumerate(head) if t.low == ":"), default=-1)
        if colon >= 0:
            if not all(t.low in _HEADING or t.low == ":" or self._ours(t) for t in head[:colon]):
                return None                     # the prose reader reads what stands before the colon
            head = head[colon + 1:]
        if not self._subject(head) and not self._preamble(head):
            return None                         # more than a subject before the verb: read another way
        out: list[Order] = []
        while True:
            others, i = self._object(toks, key)
            if key.action == "at war":
                at_war = getattr(self.names.state, "at_war", None)
                if at_war is not None and any(at_war(self.nation, o) for o in others):
                    raise NotUnderstood("says how things stand, orders nothing: already at war "
                                        "(write 'declare war on ...' for a new war)")
                key = _Key("war", key.start, key.after, key.before)
            out += [Diplomacy(nation=self.nation, action=key.action, other=o) for o in others]
            j = i
            while j < len(toks) and (toks[j].low in _JOINS or self._ours(toks[j])):
                j += 1
            nxt = self._key(toks, j) if j > i else None
            if nxt is None or nxt.start != j and not all(
                    t.low in _ARTICLES or t.low in ("will", "shall", "also", "hereby") for t in toks[j:nxt.start]):
                if i < len(toks) and toks[i].low == "," and not self._remark(toks[i:]) and not all(
                        t.low in _FILLER or t.low == "," for t in toks[i:]):
                    self.rest = " ".join(t.word for t in toks[i + 1:])     # '..., channel fleet dont intercept'
                    return out
                self._nothing_left(toks, i)
                return out
            key = nxt

    def _after_preface(self, toks: list[_Token]) -> list[Order] | None:
        """The orders after a colon when the words before it only introduce them: no order of their own,
        no negation, unit or number, and no nation the orders after do not name ('the Spanish alliance
        is proposed again: France allies with Spain'). None otherwise."""
        colon = next((k for k, t in enumerate(toks) if t.low == ":"), -1)
        before = toks[:colon]
        if colon <= 0 or self._key(toks[colon + 1:], 0) is None or any(
                t.low in _NEGATIONS or t.low in UNIT_WORDS or any(c.isdigit() for c in t.low) for t in before):
            return None
        if all(t.low in _HEADING or self._ours(t) for t in before):
            return None                         # 'Prussia joins the coalition:': the reader below reads it
        inner = Politics(self.nation, self.names)
        try:
            orders = inner.read(" ".join(t.word for t in toks[colon + 1:]).replace(" ,", ",").replace(" :", ":"))
        except NotUnderstood:
            return None
        if not orders:
            return None
        others = {o.other for o in orders if isinstance(o, Diplomacy)} | {self.nation}
        for k in range(len(before)):
            try:
                named = self.nations.named([before[k].word])
            except NotUnderstood:
                continue
            if named is not None and named not in others:
                return None
        if any(t.low in _VERBS_OF_STATE for t in before):
            return None                         # an order before the colon too: read the sentence whole
        self.rest = inner.rest                  # '...: dow spain, channel fleet dont intercept'
        return orders

    def _preamble(self, head: list[_Token]) -> bool:
        """Words before the verb that say how the order came, ending with the subject: 'The Sublime Porte
        has listened to the French ambassador, and', 'Mr Pitt instructs me to say that Great Britain'.
        They hold no order word, unit, number or negation, and the subject is the writer's nation."""
        low = [t.low for t in head]
        cut = next((k for k in range(len(low) - 1, 0, -1) if low[k] == "that" and set(low[max(0, k - 4):k]) & _SAY
                    or low[k] == "and" and low[k - 1] == ","), None)
        if cut is None:
            return False
        before, after = head[:cut], head[cut + 1:]
        if any(t.low in _NEGATIONS or is_order_word(t.low) or t.low in UNIT_WORDS or t.low in _ALLIANCE
               or any(c.isdigit() for c in t.low) for t in before):
            return False
        if low[cut] == "that":
            return bool(after) and self._subject(after)
        if after:
            return False
        opening = [t for t in before[:5] if t.word[:1].isupper() or t.low in ("we", "i")]
        return bool(opening) and any(t.low in ("we", "i") or self._named_ours(t) for t in opening)

    def _named_ours(self, t: _Token) -> bool:
        try:
            return self.nations.named([t.word]) == self.nation
        except NotUnderstood:
            return False

    def _ours(self, t: _Token) -> bool:
        return t.word[:1].isupper() and self.names.known_nation(t.word.removesuffix("'s")) == self.nation

    def _subject(self, head: list[_Token]) -> bool:
        """Whether the words before the verb are a subject: the writer's nation, its ruler or 'we'
        (another nation is refused: a nation gives its own orders; so is a negation: 'we will not
        declare war'). False when they say more (a unit, a place): the sentence is read another way."""
        if any(t.low in _NEGATIONS for t in head):
            raise NotUnderstood("said in the negative: no order to give (ask the player if one is meant)")
        for t in head:
            if t.low in THIRD_PERSONS:
                raise NotUnderstood(f"{' '.join(x.word for x in head)!r} is not {self.nation}: another nation's act "
                                    "is no order of ours (a nation gives its own orders)")
            if t.low in (",", ":") or t.low in _SUBJECT or t.low in _HEADING or t.low in ("coalition", "third") \
                    or t.low in _FILLER or t.low in ("from", "as", "of", "on"):
                continue                        # 'Russia joins the Third Coalition and allies with ...'
            try:
                named = self.nations.named([t.word])
            except NotUnderstood:
                continue                        # 'the Emperor' of several: maybe ours
            if named and named != self.nation:
                raise NotUnderstood(f"{' '.join(x.word for x in head)!r} is not {self.nation}: "
                                    "a nation gives its own orders")
            if named is None and not (t.word[:1].isupper() and not self.names.is_region(t.word)):
                return False                    # a ruler's name ('the Emperor Francis') is no place
        return True

    def _key(self, toks: list[_Token], i: int) -> _Key | None:
        """The first verb phrase of war, alliance or breaking one at or after word i."""
        n = len(toks)
        for k in range(i, n):
            w = toks[k].low
            nxt = toks[k + 1].low if k + 1 < n else ""
            if w in _DOW:
                return _Key("war", k, k + 1, None)
            if w in _DECLARE:
                for m in range(k + 1, min(n, k + 4)):
                    if toks[m].low in _WAR_NOUNS:
                        return _Key("war", k, m + 1, None)
            if w in _WAGE and (nxt in _WAR_NOUNS or nxt == "to" and k + 2 < n and toks[k + 2].low == "war"):
                return _Key("war", k, k + (2 if nxt in _WAR_NOUNS else 3), None)
            if w == "war" and k == i and nxt in ("on", "against", "upon", "with", ":"):
                return _Key("war", k, k + 1, None)
            if w in ("is", "are", "be") and nxt == "at" and k + 3 < n and toks[k + 2].low == "war" \
                    and toks[k + 3].low in ("with", "against"):
                return _Key("at war", k, k + 3, None)        # 'From this month Spain is at war with Portugal'
            if w in _ALLY:
                return _Key("alliance", k, k + 1, None)
            if w in _BREAK_WITH and nxt in ("with", "off") and not (nxt == "off" and k + 2 < n
                                                                  and toks[k + 2].low not in ("with",)):
                return _Key("break", k, k + 1, None)
            if w in _ALLIANCE:
                return self._alliance(toks, i, k)
        return None

    def _alliance(self, toks: list[_Token], i: int, k: int) -> _Key:
        """'seek an alliance', 'the French alliance', "accept France's offer of an alliance", 'break our
        alliance', 'alliance with Russia': the verb before the noun, and a nation named between."""
        before: str | None = None
        for m in range(k - 1, max(i - 1, k - 6), -1):
            t = toks[m]
            if t.low in _BREAK:
                return _Key("break", m, k + 1, before)
            if t.low in _SEEK and toks[m + 1].low != "of":      # "France's offer of an alliance"
                return _Key("alliance", m, k + 1, before)
            if t.low in _BETWEEN:
                continue
            named = self.nations.named([t.word])
            if named is None:
                break
            before = named
        said = [t for t in toks[i:k] if not (t.low in _BETWEEN or t.low in _SUBJECT or t.low in (",", ":")
                                              or self._ours(t) or self.nations.named([t.word]))]
        if said:                                # 'we withdraw from our alliance': what is done with it?
            raise NotUnderstood(f"what does {' '.join(t.word for t in toks[i:k + 1])!r} do with the alliance? "
                                "write 'ally with ...' or 'break alliance with ...'")
        return _Key("alliance", k, k + 1, before)

    def _object(self, toks: list[_Token], key: _Key) -> tuple[list[str], int]:
        """The nations after the verb phrase ('on the Ottomans', 'with Russia and with Austria'), or the
        one named inside it; and where they end."""
        i = key.after
        while i < len(toks) and (toks[i].low in _LINKS or toks[i].low in ("off", "of", "war", ":")
                                 or key.action == "alliance" and toks[i].low in ("offered", "proposed", "by")):
            i += 1
        found: list[str] = []
        while True:
            got = self.nations.longest(toks, i)
            if got is None:
                break
            found.append(got[0])
            i = got[1]
            j = i
            while j < len(toks) and toks[j].low in (",", "and", "also"):
                j += 1                          # 'with Great Britain, and also with Austria'
            if j == i:
                break                           # 'with Russia against France': no list without ',' or 'and'
            while j < len(toks) and toks[j].low in ("with", "on", "upon", "to"):
                j += 1
            if self.nations.longest(toks, j) is None:
                break
            i = j
        if key.before and found and found != [key.before]:
            raise NotUnderstood(f"two nations for one alliance ({key.before} and {', '.join(found)}): which is meant?")
        if not found and key.before:
            found = [key.before]
        if not found:
            rest = " ".join(t.word for t in toks[key.after:] if t.low not in (",", ":"))
            if not rest:
                raise NotUnderstood("name the nation: 'declare war on Austria', 'ally with Russia'")
            self.names.nation(" ".join(t.word for t in toks[i:i + 3] if t.low not in (",", ":")) or rest)
            raise NotUnderstood(f"no nation named in {rest!r}")
        return found, i

    def _remark(self, rest: list[_Token]) -> bool:
        """', England's oldest friend', ', who did nothing for us at Ulm': words after a comma that say
        why, holding no order word, no unit and no number (a lone name after a comma is refused)."""
        if not rest or rest[0].low != "," or len(rest) < 3:
            return False
        low = [t.low for t in rest[1:] if t.low not in (",", ":")]
        units = frozenset() if low[0] in _RELATIVE else UNIT_WORDS      # ', whose fleet at Cadiz was seen ...'
        return not any(is_order_word(w) or w in units or w in _ALLIANCE or any(c.isdigit() for c in w)
                       or w in _VERBS_AND_NOUNS for w in low) \
            and not any(w in _DOUBTS for w in low)  # ', or is that not allowed?': a negation, a choice: asked

    def _nothing_left(self, toks: list[_Token], i: int) -> None:
        rest = [t for t in toks[i:] if t.low not in (",", ":")]
        if all(t.low in _FILLER for t in rest) or self._remark(toks[i:]):
            return
        raise NotUnderstood(f"what does {' '.join(t.word for t in rest)!r} say? the order before it reads; "
                            "write the rest as an order of its own")


# Words that make what follows a comma more than a remark: a choice, a negation, a condition.
_DOUBTS = frozenset("or not no never unless if only except instead either nor otherwise provided until".split())
# Words that open a remark about the nation just named ('..., whose fleet at Cadiz was seen fitting out').
_RELATIVE = frozenset("whose who which where".split())
# Verbs of saying before 'that' and the subject ('instructs me to say that Great Britain declares ...').
_SAY = frozenset("say says said announce announces announced inform informs informed tell tells told notify "
                 "notifies know declare proclaim proclaims proclaimed state states".split())


_BEHALF = (" on our behalf", " on my behalf", " for us", " for me", " on behalf of us")


# A piece of every word a verb phrase of war, alliance or breaking one opens or ends with (`Politics._key`: 'dow',
# 'war', 'hostilities', 'ally', 'aly', 'alliance', 'break', 'broke'), and of 'allied' (how things stand): a
# sentence holding none of them is no political sentence, and is not cut into words (a quick test first).
_KEY_PIECES = ("dow", "war", "hostilities", "all", "aly", "break", "broke")


def _may_be_political(text: str) -> bool:
    """Whether a sentence may hold a verb phrase of war or alliance: one of `_KEY_PIECES` in the text as `tokens`
    reads it (each word of `tokens` is a piece of it, lower case)."""
    low = text.replace("\u2019", "'").replace("w/", "with ").replace("&", " and ").casefold()
    return any(piece in low for piece in _KEY_PIECES)


def _without_behalf(text: str) -> str:
    """'Please declare war on Austria on our behalf': the order without the words saying for whom."""
    low = text.casefold().rstrip(" .!")
    for tail in _BEHALF:
        if low.endswith(tail):
            return text.rstrip(" .!")[:-len(tail)]
    return text


# Unions of the word sets above, made once at import rather than at every word tested.
_VERBS_OF_STATE = _DECLARE | _DOW | _BREAK | _ALLY
_VERBS_AND_NOUNS = _VERBS_OF_STATE | _WAR_NOUNS
