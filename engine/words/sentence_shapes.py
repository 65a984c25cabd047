"""The shape of a sentence around an order, in every ruleset: a word of sequence ('First, ...', 'Meanwhile
...', 'Step two - ...'), a commander addressed ('Marshal Ney, take your men to Bavaria', 'Colonel of Rubygate:
take your 4 to Republic Marsh'), the passive and 'is to' ('Saxony is to be occupied by corps A', 'two armies
are to be raised in Rome', 'the fleet is to remain in port') and chat marks left in a line (emoji, ':flag:',
'@GM'). A line that does not read as written is said again plainly, in the words every ruleset reads; the
plain line is kept only when it reads whole, else the line's own reading stands. An intention for a later
turn ('next turn I'll attack Vienna', 'in spring we will declare war') is never read as an order now: it is
refused, saying so, before any reading. Each shape is one pass over the first words: linear."""

from __future__ import annotations

from functools import lru_cache

import unicodedata
from collections.abc import Callable, Iterator
from typing import Any

from engine.errors import Contradiction, NotUnderstood
from engine.order_sheet import Order
from engine.words.lexicon import UNIT_WORDS
from engine.words.clauses import correction_of
from engine.words.later_turns import LATER, LaterTurn, before_later, later_at
from engine.words.shape_words import (ARRIVING, ENTERED, INTERJECTIONS, IRREGULAR, KEPT, LEAVING, MARKS,
                                      MODAL_HEADS, MOVED, NAME_JOINTS, NEEDS_MARK, NUMBERED, ORDINALS, PASSAGE,
                                      PASSIVE_HEADS, REMARK_OPENERS, ROUTE_WORDS, SAID_OTHERWISE, SEQUENCE,
                                      STEP_WORDS, TAKING, TITLES, TRAILING, UNTITLED_OPENERS, WITH_UNITS, YOU_WILL)
from engine.words.tails import harmless
from engine.words.read_again import read_or_again

_LONGEST = 400          # characters: an order said in a sentence is well under it; a longer line is read as written
_MOST_HEAD = 7          # words in a commander's name or a passive's subject


@lru_cache(maxsize=8192)
def _bare(token: str) -> str:
    return token.strip(",.;:!?()\"'*`_").casefold().replace("\u2019", "'")


# -- the plain line ------------------------------------------------------------------------------------
def _is_mark(ch: str) -> bool:
    """An emoji, a flag's letter, a joiner or a variation selector: nothing a ruleset reads."""
    o = ord(ch)
    return o >= 0x2190 and (unicodedata.category(ch) in ("So", "Sk", "Cf", "Mn") or 0x1F000 <= o <= 0x1FAFF
                            or 0xFE00 <= o <= 0xFE0F or o == 0x200D)


def unmarked(text: str) -> str | None:
    """The line without the marks of a chat: emoji, ':emoji_codes:', '@name' mentions said first or last,
    '**', '`', a leading '^'; None when it has none."""
    out = "".join(" " if _is_mark(ch) else ch for ch in text) if any(ord(ch) >= 0x2190 for ch in text) else text
    if "`" in out or "**" in out or "__" in out:
        out = out.replace("`", " ").replace("**", " ").replace("__", " ")
    words = out.split()
    words = [w for w in words if not (len(w) > 2 and w[0] == ":" and w[-1] == ":" and w[1:-1].replace("_", "")
                                      .replace("-", "").isalnum())]
    while words and (words[0].startswith("@") or words[0] in ("^", "^^")):
        words.pop(0)
    while words and words[-1].startswith("@"):
        words.pop()
    said = " ".join(words).replace(" ,", ",").replace(" .", ".").replace(" :", ":")
    return said if said and said != " ".join(text.split()) else None


def _after_sequence(toks: list[str], raw: list[str]) -> int:
    """How many words of sequence the line starts with ('First, ...', 'After that ...', 'Step two - ...')."""
    i = 0
    while i < len(toks) - 1:
        if toks[i] in STEP_WORDS and i + 1 < len(toks) and toks[i + 1] in ORDINALS:
            j = i + 2                                   # 'Step one -', 'Part 2:'
        elif toks[i] in NUMBERED or toks[i] in ORDINALS and raw[i].rstrip()[-1:] in (")", ".", ":"):
            j = i + 1                                   # '1st:', '2)'
        else:
            seq = next((s for s in SEQUENCE if tuple(toks[i:i + len(s)]) == s), None)
            if seq is None:
                break
            j = i + len(seq)
            if seq in NEEDS_MARK and raw[j - 1][-1:] not in MARKS and not (j < len(raw) and raw[j] in MARKS):
                break                                   # 'First Corps stays': the First Corps
        while j < len(raw) and raw[j] in MARKS | {"-", "--"}:
            j += 1                                      # 'Step one - the pair moves'
        if j >= len(toks):
            break
        i = j
    return i


def _without_trailing(words: list[str]) -> list[str]:
    low = [_bare(w) for w in words]
    for tail in TRAILING:
        if len(low) > len(tail) + 1 and tuple(low[-len(tail):]) == tail:
            kept = words[:-len(tail)]
            end = words[-1][len(words[-1].rstrip(".!")):]
            kept[-1] = kept[-1].rstrip(",") + end
            return kept
    return words


def _verb(participle: str) -> list[str]:
    """The verbs a participle may be said of: 'raised' -> raise, 'occupied' -> occupy, 'attacked' -> attack."""
    if participle in IRREGULAR:
        return [IRREGULAR[participle]]
    if not participle.endswith("ed") or len(participle) < 5:
        return [participle]
    stem = participle[:-2]
    out = [stem + "e", stem] if not stem.endswith("i") else [stem[:-1] + "y"]
    if len(stem) > 3 and stem[-1] == stem[-2] and stem[-1] not in "ls":
        out.append(stem[:-1])                           # 'transferred' -> transfer
    return out


def _head_at(toks: list[str], heads: tuple[tuple[str, ...], ...], start: int) -> tuple[int, tuple[str, ...]] | None:
    for k in range(start + 1, min(len(toks), start + _MOST_HEAD + 1)):
        for head in heads:
            if tuple(toks[k:k + len(head)]) == head:
                return k, head
    return None


# Participles of a place kept or entered, never fought for: 'Vienna is to be held by corps III' is no attack on
# Vienna when corps III stands there (a move there, or a stay).
_KEPT_THERE = frozenset("held garrisoned reinforced marched crossed entered".split())


def _passives(raw: list[str], toks: list[str]) -> Iterator[str]:
    """'Saxony is to be occupied by corps A' -> 'corps A move to Saxony'; 'two armies are to be raised in
    Rome' -> 'raise two armies in Rome'; 'the fleet is to remain in port' -> 'the fleet remains in port'."""
    found = _head_at(toks, PASSIVE_HEADS, 0)
    if found is not None and found[0] + len(found[1]) < len(toks):
        k, head = found
        subject = " ".join(raw[:k])
        p = k + len(head)
        participle = toks[p]
        rest = raw[p + 1:]
        low_rest = toks[p + 1:]
        if low_rest[:1] == ["by"] and len(rest) > 1:
            agent = " ".join(rest[1:]).rstrip(".!")
            agent, comma, tail = agent.partition(", ")     # 'by corps A, whose scouts ...': said after the order
            tail = comma + tail
            if participle in ENTERED:
                yield f"{agent} move to {subject}{tail}"    # 'Livonia is to be taken by the two armies from 87'
                if participle not in _KEPT_THERE:           # 'Vienna is to be held by corps III': no fight said
                    yield f"{agent} attack {subject}{tail}"
            for verb in _verb(participle):
                yield f"{agent} {verb} {subject}{tail}"
            return
        after = " ".join(rest)
        if participle in ("allowed", "granted", "given", "permitted", "opened") and low_rest[:1] == ["to"]:
            place = next((subject.split(None, len(p_))[-1] for p_ in PASSAGE
                          if tuple(_bare(w) for w in subject.split()[:len(p_)]) == p_), None)
            if place is not None:                       # 'the passage of the Sea of Marmara is to be allowed to the Russians'
                yield f"allow {' '.join(rest[1:]).rstrip('.!')} through {place}"
        if low_rest[:1] == ["one"] and len(subject.split()) > 1:
            unit = " ".join(subject.split()[1:])        # 'Two Militia are to be raised, one at Dunbarra and one at ...'
            for verb in _verb(participle):
                yield f"{verb} one {unit} {' '.join(rest[1:])}"
        if participle in MOVED:
            yield f"{subject} move {after}"             # 'corps A is to be sent into the Abruzzi'
        if participle in KEPT:
            yield f"{subject} holds {after}"
        for verb in _verb(participle):
            yield f"{verb} {_lower_first(subject)} {after}".rstrip()
        return
    found = _head_at(toks, MODAL_HEADS, 0) if "'ll" not in toks else None
    if found is None:
        return
    k, head = found
    rest = raw[k + len(head):]
    while len(rest) > 1 and _bare(rest[0]) in _ADVERBS:
        rest = rest[1:]             # 'Our three will then stand in the Skerries': the verb is 'stand'
    if not rest or not rest[0][:1].isalpha() or not rest[0][:1].islower():
        return
    subject = " ".join(raw[:k])
    if any(w.endswith(",") for w in raw[:k]) or _bare(rest[0]) in _NEGATIONS:
        return                      # 'Actually, the fleet should ...', 'corps A will not move'
    verb, after = rest[0], " ".join(rest[1:])
    yield f"{subject} {_third_person(verb)} {after}".rstrip()
    yield f"{subject} {verb} {after}".rstrip()
    if not any(_bare(w) in UNIT_WORDS or w.isdigit() or len(w) == 1 and w.isupper() for w in raw[:k]):
        yield from _with_units(rest)                    # 'Marshal Lannes will hold Flanders with corps C': no unit before


def _with_units(told: list[str]) -> Iterator[str]:
    """'hold Flanders with corps C' -> 'corps C holds Flanders'; 'engage the squadron in the Fondue Sea with
    both my galleons' -> 'both my galleons attack the squadron in the Fondue Sea': the units named after
    'with' do what the sentence says."""
    toks = [_bare(w) for w in told]
    if len(toks) < 4 or toks[0] not in SAID_OTHERWISE and not toks[0].isalpha():
        return
    w = next((i for i in range(2, len(toks) - 1) if toks[i] == "with" and toks[i + 1] in WITH_UNITS), None)
    if w is None:
        return
    units = " ".join(told[w + 1:]).rstrip(".!")
    verb = SAID_OTHERWISE.get(toks[0], told[0])
    yield f"{units} {_third_person(verb)} {' '.join(told[1:w])}".rstrip(" ,")
    yield f"{units} {verb} {' '.join(told[1:w])}".rstrip(" ,")


_NEGATIONS = frozenset("not never no nothing n't".split())
# Words between a modal and its verb that do not change the order ('will then march', 'shall also raise').
_ADVERBS = frozenset("then also now next soon first too".split())


def _third_person(verb: str) -> str:
    if verb.endswith(("s", "x", "z", "ch", "sh", "o")):
        return verb + "es"
    if verb.endswith("y") and len(verb) > 2 and verb[-2] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


def _lower_first(subject: str) -> str:
    """'Two infantry divisions' -> 'two infantry divisions'; 'Corps A', a name, stays as written."""
    first, _, rest = subject.partition(" ")
    return (first.lower() + (" " + rest if rest else "")) if first.istitle() and first.casefold() in (
        "a", "an", "the", "two", "three", "four", "five", "six", "one", "war", "peace", "no", "cheese", "our", "my",
        "an", "alliance", "all") else subject


def _addressed(raw: list[str], toks: list[str]) -> tuple[str, str, str] | None:
    """('Marshal Ney', the words to him, the place his title names) of a line said to a commander, None
    otherwise: 'Marshal Ney, take your men to Bavaria', 'Colonel of Rubygate: take your 4 ...'."""
    for k in range(min(len(raw) - 1, _MOST_HEAD)):
        end = raw[k][-1:]
        if end not in (",", ":", "!"):
            continue
        head = raw[:k + 1]
        titled = any(p.casefold() in TITLES for w in toks[:k + 1] for p in w.split("-"))
        named = all(w[:1].isupper() or _bare(w) in NAME_JOINTS for w in head)
        if not named or end == ":" and not titled or not titled and k > 1:
            return None
        if not titled and (toks[0] in INTERJECTIONS or toks[k + 1] not in UNTITLED_OPENERS):
            return None                 # 'Hmm, make that ...', 'Prussia, ...': no commander addressed
        if _apposed(raw, toks, k + 1):
            return None                 # 'Corps I, the corps in Alsace, marches ...': the head is the subject
        of = next((i for i, t in enumerate(toks[:k + 1]) if t == "of"), None)
        place = " ".join(raw[of + 1:k + 1]).rstrip(",:!") if of is not None else ""
        if place.casefold().startswith("the "):
            place = place[4:]
        return " ".join(head)[:-1], " ".join(raw[k + 1:]), place
    return None


_APPOSITION_OPENERS = frozenset("the our my his its".split())
_JOINING = frozenset("and but then or so while which who where if when unless as because since".split())
_MOST_APPOSED = 8           # words of an aside between commas ('the corps in the Rhineland')


def _apposed(raw: list[str], toks: list[str], at: int) -> bool:
    """Whether the words after a head and its comma are an aside set between commas, the sentence going on after
    it with its own verb ('Corps I, the corps in Alsace, marches to Baden', 'Ney, the bravest of the brave, takes
    ...'): the head is the sentence's subject, described, not someone spoken to."""
    if at >= len(toks) or toks[at] not in _APPOSITION_OPENERS:
        return False
    close = next((j for j in range(at, min(len(raw) - 1, at + _MOST_APPOSED)) if raw[j].endswith(",")), None)
    return close is not None and raw[close + 1][:1].islower() and toks[close + 1] not in _APPOSITION_OPENERS \
        and toks[close + 1] not in _JOINING      # 'Davout, the corps at Ulm marches to Vienna, and ...': addressed


def _told(words: str) -> str:
    """'you will take your men to Bavaria' -> 'take my men to Bavaria': the words to a commander as an order."""
    raw = words.split()
    toks = [_bare(w) for w in raw]
    said = next((y for y in YOU_WILL if tuple(toks[:len(y)]) == y), None)
    while said is not None:
        raw, toks = raw[len(said):], toks[len(said):]
        if raw and raw[0] in (":", ",", "-"):
            raw, toks = raw[1:], toks[1:]
        said = next((y for y in YOU_WILL if tuple(toks[:len(y)]) == y), None)
    return " ".join("my" if t == "your" else "myself" if t == "yourself" else w for w, t in zip(raw, toks))


def _taken(words: str, place: str) -> Iterator[str]:
    """'take the two frigates out of X into Y' -> 'the two frigates move from X into Y'; with the place a
    commander's title names, 'take my 4 to Z' -> 'my 4 move from Rubygate to Z'."""
    raw = words.split()
    toks = [_bare(w) for w in raw]
    if len(toks) < 3 or toks[0] not in TAKING:
        return
    j = next((j for j in range(2, len(toks)) if toks[j] in ROUTE_WORDS and (toks[j] != "out" or toks[j + 1:j + 2] == ["of"])), None)
    if j is None:
        return
    thing = " ".join(raw[1:j])
    route = raw[j:]
    if toks[j] == "out":
        route = ["from", *route[2:]]
    elif toks[j] == "for":
        route = ["to", *route[1:]]
    yield f"{thing} move {' '.join(route)}"
    if place and "from" not in toks[j:]:
        yield f"{thing} move from {place} {' '.join(route)}"
        yield f"{thing} from {place} move {' '.join(route)}"


def plain_lines(text: str) -> Iterator[str]:
    """The line said plainly, in the shapes every ruleset reads: first without chat marks, then without its
    words of sequence, then the commander's words as an order, then the passive and 'is to' as the active.
    Each is a guess; the ruleset's reading decides."""
    if len(text) > _LONGEST or correction_of(text)[0]:
        return                      # 'Actually, the fleet should intercept': the corrections' reading, not this
    said = unmarked(text)
    if said is not None:
        yield said
        text = said
    raw = text.split()
    toks = [_bare(w) for w in raw]
    start = _after_sequence(toks, raw)
    if start:
        raw, toks = raw[start:], toks[start:]
        yield " ".join(raw)
    trimmed = _without_trailing(raw)
    if len(trimmed) < len(raw):
        raw, toks = trimmed, [_bare(w) for w in trimmed]
        yield " ".join(raw)
    addressed = _addressed(raw, toks)
    if addressed is not None:
        _, words, place = addressed
        again = _addressed(words.split(), [_bare(w) for w in words.split()])
        if again is not None:                           # 'Lord Barham, First Lord of the Admiralty: ...'
            words, place = again[1], again[2] or place
        told = _told(words)
        if not place or place.casefold() in told.casefold():
            yield told                  # 'Praetor of Venetia: raise one legion in Rome': the title's place is not the order's
        yield from _taken(told, place)
        told_raw = told.split()
        told_toks = [_bare(w) for w in told_raw]
        if place and told_toks[:1] == ["my"]:
            yield from _from_place(told_raw, told_toks, place)
        for said in _passives(told_raw, told_toks):
            yield said
            yield from _leaving(said)
        yield from _with_units(told_raw)
        if told_toks[:1] and told_toks[0] in SAID_OTHERWISE:
            yield " ".join([SAID_OTHERWISE[told_toks[0]], *told_raw[1:]])     # 'engage the squadron in ...'
        return
    yield from _taken(" ".join(raw), "")
    for said in _passives(raw, toks):
        yield said
        yield from _leaving(said)
    yield from _leaving(" ".join(raw))


def _leaving(text: str) -> Iterator[str]:
    """'corps I leaves London for Hampshire', 'the army leaves Randomia and camps in Chance Hills' -> 'corps I
    move from London to Hampshire'."""
    raw = text.split()
    toks = [_bare(w) for w in raw]
    v = next((i for i, t in enumerate(toks) if t in LEAVING), None)
    if v is None or v == 0 or v + 2 >= len(toks):
        return
    end = next((j for j in range(v + 2, len(toks)) if toks[j] in ("for", "and", "to", "into", "towards")), None)
    if end is None or end + 1 >= len(toks):
        return
    if toks[end] == "and":                              # '... and camp in Chance Hills'
        if toks[end + 1] not in ARRIVING or end + 3 >= len(toks) or toks[end + 2] not in ("in", "at", "to", "into", "on"):
            return
        goal = raw[end + 3:]
    else:
        goal = raw[end + 1:]
    yield f"{' '.join(raw[:v])} move from {' '.join(raw[v + 1:end]).rstrip(',')} to {' '.join(goal)}"


def remark_tail(text: str) -> str | None:
    """The line without a remark after its last comma ('take your 4 to Republic Marsh, our allies need you
    there'), when the remark can change no order (engine.words.tails.harmless); None otherwise."""
    at = text.rfind(", ")
    if at <= 0:
        return None
    tail = text[at + 2:].strip(" .!")
    first = _bare(tail.split(" ", 1)[0]) if tail else ""
    if first not in REMARK_OPENERS or not harmless(tail):
        return None
    return text[:at]


def _from_place(raw: list[str], toks: list[str], place: str) -> Iterator[str]:
    """'my three men go to Pirate Cove', said to the Laird of Dunbarra: 'my three men go from Dunbarra to
    Pirate Cove'."""
    j = next((j for j in range(1, len(toks)) if toks[j] in ("to", "into", "towards", "toward")), None)
    if j is not None and "from" not in toks:
        yield " ".join([*raw[:j], "from", place, *raw[j:]])
        if j > 2:
            yield " ".join([*raw[:j - 1], "from", place, *raw[j - 1:]])   # 'my four from Crimson Keep march to ...'


_JOINTS = ("; ", ", and ", ", then ", ", while ", ", but ")


def _several_clauses(text: str) -> bool:
    """Whether a line said plainly still holds several clauses or sentences: the ruleset might read one of
    them and pass the others over, so the plain line is not tried ('The squadron remains in the Western
    Mediterranean, and corps B is to stay in Sicily')."""
    body = text.rstrip(" .!")
    return any(j in body for j in _JOINTS)


_OWNERS = frozenset("the our my his her their your its these those all both".split())
_NUMBER_WORDS = frozenset("one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
                          "sixteen seventeen eighteen nineteen twenty".split())
_NOT_UNITS = frozenset("gold cheese tp ducats money % x times turns turn of and or to from in at".split())


@lru_cache(maxsize=1024)     # a function of the words alone, asked of a line and of its plain forms
def counted(text: str) -> str | None:
    """The line with 'units' after a count that stands for units alone ('the 2 leave Stepka's March', "Crimson
    Keep's 4 stay home", 'take the four at Berdain to ...'): the ruleset then reads them as the units of that
    count there; None when it has no such count."""
    raw = text.split(" ")
    for i, w in enumerate(raw):
        bare = _bare(w)
        if not (bare.isdigit() and len(bare) <= 2 or bare in _NUMBER_WORDS) or w != w.rstrip(",.;:"):
            continue
        before = raw[i - 1] if i else ""
        named = i - 1
        while named > 0 and raw[named][:1].isupper() and _bare(raw[named - 1]) not in _OWNERS \
                and raw[named - 1][:1].isupper():
            named -= 1
        if i > 1 and raw[i - 1][:1].isupper() and named > 0 and _bare(raw[named - 1]) in _OWNERS:
            after = _bare(raw[i + 1]) if i + 1 < len(raw) else ""
            if after and after not in UNIT_WORDS and after not in _NOT_UNITS:     # 'the Rubygate four go to ...'
                return " ".join([*raw[:named - 1], raw[named - 1], w, "units", "in", *raw[named:i], *raw[i + 1:]])
        if i and _bare(before) not in _OWNERS and not before.endswith(("'s", "s'", "\u2019s")):
            continue
        after = _bare(raw[i + 1]) if i + 1 < len(raw) else ""
        if not after or after in UNIT_WORDS or after in _NOT_UNITS or after.isdigit() or after in _NUMBER_WORDS:
            continue
        if i and not _bare(before) in _OWNERS:         # "Crimson Keep's 4 stay home": the 4 units in Crimson Keep
            j = i - 1
            while j > 0 and raw[j - 1][:1].isupper() and not raw[j - 1].endswith((",", ".", ":", ";")):
                j -= 1
            place = " ".join([*raw[j:i - 1], before[:-2] if before.endswith(("'s", "\u2019s")) else before[:-1]])
            return " ".join([*raw[:j], "the", w, "units", "in", place, *raw[i + 1:]])
        return " ".join([*raw[:i + 1], "units", *raw[i + 1:]])
    return None


def _whole(read: Any) -> bool:
    """Orders, every one of them read: never a part refused, never nothing at all."""
    items = read if isinstance(read, (list, tuple)) else [read]
    if not items:
        return False
    for x in items:             # a loop, not a generator: every line read meets it
        if not isinstance(x, Order):
            return False
    return True


# Words that change what an order means: a plain line that leaves one out is never kept for the line.
_CHANGERS = frozenset("""if unless provided providing when whenever until except only not no never nor instead
    otherwise should lest can't cannot don't won't mustn't shouldn't""".split())


def _words_of(text: str) -> set[str]:
    return {w.strip(".,;:!?()\"'").casefold() for w in text.replace("\u2019", "'").split()}


def _with_counted(text: str, plains: Iterator[str], counts: bool) -> Iterator[str]:
    if counts:
        said = counted(text)
        if said is not None:
            yield said
    for plain in plains:
        yield plain
        if counts:
            said = counted(plain)
            if said is not None:
                yield said


def read_shaped(parse_line: Callable[[str], Any]) -> Callable[[str], Any]:
    """A line reader that refuses an intention for a later turn before any reading and, when a line does
    not read whole as written, reads it said plainly (`plain_lines`), keeping the first plain line that
    reads whole; the line's own reading or error stands otherwise."""
    def read(text: str) -> Any:
        later = later_at(text)
        return _with_later(text, *later) if later is not None else shaped(text)

    def _with_later(text: str, at: int, said: str) -> Any:
        """This turn's orders before the later turn's clause, and the later turn refused; or the line refused."""
        error = LaterTurn(LATER.format(said=said))
        head = before_later(text, at)
        if head is None:
            raise error
        try:
            got = read(head)
        except NotUnderstood:
            raise error from None
        if got is None or not _whole(got):
            raise error
        return [*(got if isinstance(got, (list, tuple)) else [got]), error]

    def _plainly(text: str) -> Any:
        tried = {text}
        if _CHANGERS.intersection(_words_of(text)):
            return None         # 'Livonia is to be taken by the two from 87 unless it is defended': said plainly, the
                                # condition lands where a reader may pass it over; the line's own reading stands
        counts = counted(text) is not None          # 'the 2 leave ...': each plain line tried with 'the 2 units'
        for plain in _with_counted(text, plain_lines(text), counts):
            if plain in tried or not plain.strip() or correction_of(plain)[0] or _several_clauses(plain):
                continue                # a correction, or several clauses: each is read by itself (the sheet cuts them)
            tried.add(plain)
            try:
                got = parse_line(plain)
            except NotUnderstood:
                continue
            if got is not None and _whole(got):
                return got
        head = remark_tail(text)
        if head is not None and head not in tried:
            try:
                got = parse_line(head)
            except NotUnderstood:
                got = None
            if got is not None and _whole(got):
                return None     # '2 armies 69 -> 71, they wait there': the sheet's tails judge the remark, on the receipt
            return _plainly(head)
        return None

    shaped = read_or_again(parse_line, lambda first, _: first is not None and _whole(first), _plainly,
                           firm=Contradiction)
    return read
