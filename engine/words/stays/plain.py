"""Units told to stay where they stand, said as players say it (the plain shape of engine/words/stays): 'The 2
armies in 59 stay, and so does the 1 in 61.', 'The army in 70 stays and minds the farm.', 'Our 2 brave units in
Stepka's March stay where they are, hidden in the hills.', 'F stays in Piedmont for now and waits for the
Austrians', 'Corps sit tight.', 'rest holds'. The shape: who (the nation's units: by count, kind and place, by
label, or all of them), a verb of staying, where (optional) and a reason that gives no order (optional). The
units must be the writer's and stand there, else the sentence is refused (never set aside); the ruleset says
what a stay gives (`hold`: its hold order, or nothing where units without orders stay). A sentence of any other
shape is not read here (None). One pass over the words, a word-set test first."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.errors import NotUnderstood
from engine.order_sheet import SetAside
from engine.words.tails import joined_name
from engine.words.clauses import sentences
from engine.words.meaning.verbs import classes
from engine.words.reading import NUMBER_WORDS, Names
from engine.words.stays.subjects import another_nation, at_place, noted_apart, others_apart, whole_nation
from engine.words.units_named import Called, named
from engine.words.unit_descriptions import place_after

_VERBS = frozenset("stay stays remain remains hold holds sit sits stand stands h".split())
_MODALS = frozenset("will shall should must is are to be just simply also then all both each too".split())
_LEAD = frozenset("and but so then also otherwise else fine ok okay meanwhile please well - * • + >".split())
_DETERMINERS = frozenset("the our my his her their its all both those these this that every each".split())
# What may follow the verb and add nothing: 'stays put', 'sit tight', 'stay home for now', 'hold fast'.
_PARTICLES = frozenset("""put tight still fast firm home there here back behind quiet quietly idle too also as well
    for now this turn season month step spring summer autumn fall winter year round time again ready where it is they
    are he she in place port at anchor on station guard watch garrison camp position positions""".split())
_AT = frozenset(("in", "at", "on"))
# Words that name everyone ('the rest', 'everything else', 'all my corps'): no one unit, nothing to check.
_REST = frozenset("rest others remaining remainder everything everyone everybody else".split())
_ALL_NOUNS = frozenset("""units unit corps armies army troops forces squadrons fleets ships men everything
    divisions stacks""".split())
# Soldiers' words any land unit is called by ('the 3 warriors of Typ Lef', 'the lads in 13').
_SOLDIERS = frozenset("""units unit troops men soldiers warriors regiments regiment lads boys army armies host
    garrison riders horsemen battalions infantry cavalry militia artillery force forces""".split())
_NUMBERS = {w: n for n, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve".split())}
_NUMBERS.update(a=1, an=1, lone=1, single=1)
# In the reason after a stay: words that change or add an order, or make the stay no plain one.
_NOT_REASON = frozenset("""if unless instead not n't never no but except only or either maybe perhaps -> => > \u2192
    via attack attacks escape escapes escaping avoid avoids combat fight fighting intercept intercepts blockade
    blockades embark embarks land lands board boards carry carries next later tomorrow ikke nicht kein pas ne nie
    niet inte ej nem nunca jamais mai""".split())
# Other units named after a stay ('C stays, the rest of you to the front'): told something, never the stay's reason.
_OTHERS = frozenset("rest others everyone everybody".split())
# Words that make a subject no plain one: a condition, a question, another verb ('Should the British land ...').
_NOT_SUBJECT = _NOT_REASON | frozenset("""should would could may might when whenever once ; ? : is are was were provided
    providing assuming as long""".split())
# What opens a reason after the stay ('..., Rome must never be empty', 'and minds the farm', 'for now'): a word
# right after the verb that opens none ('stay neutral', 'stay out of the war') makes the sentence no stay.
_OPENERS = frozenset(""", ; : ( - \u2013 \u2014 and so because as since for to until till while this well with
    nobody""".split())
# The receipt's words for a reason set aside after a stay: the sheet reads such a line as a stay (engine.words.sheet).
STAY_REASON = "a reason after a stay, which gives no order: units without orders hold"
# Why another nation's units named beside the writer's in a stay are set aside ('Corps F and the Turks stay').
NOT_YOURS = "not yours to order: no order for them"
# A negation that says the stay again ('they don't move', 'nobody leaves the mountain', 'not one step back').
_STILL = frozenset("move moves moving leave leaves budge budges go goes step back retreat sail sails".split())
_OTHERWISE = frozenset(("otherwise", "else"))
# A reason's own clause after a stay: 'because' and a speaker or a nation ('because I don't want a war', 'since
# Berdain may land'): its verbs are theirs, not the units'; a condition, a choice or an arrow in it still tells more.
_BECAUSE = frozenset(("because", "since", "lest", "cause", "'cause", "as"))
_SPEAKERS = frozenset("i we you i'd we'd i'm we're i'll we'll".split())
_STILL_NOT = frozenset("if unless instead except only or either maybe perhaps next later tomorrow -> => > \u2192".split())
_WITH_HIS = frozenset("his her its their the all".split())
_NO_FIGHT = frozenset("fighting fight combat battle battles fights".split())
_MOST_WORDS = 40


class StaySaid:
    """Who a stay sentence keeps and where: the subject's words, the place said after the verb, the reason."""

    def __init__(self, lead: list[str], subject: list[str], where: list[str], rest: list[str], verb: str):
        self.lead, self.subject, self.where, self.rest, self.verb = lead, subject, where, rest, verb


def _tokens(text: str) -> list[str]:
    for mark in ",;:()[]":
        text = text.replace(mark, f" {mark} ")
    return [w for w in (t.strip(".!\u2026\"\u201c\u201d") for t in text.split()) if w]


def may_stay(text: str) -> bool:
    """The quick test every line meets: a verb of staying among its words."""
    return any(w.strip(".,;:!()").casefold() in _VERBS for w in text.split())


def shape(text: str) -> StaySaid | None:
    """The sentence cut into lead, who, verb, where and the rest; None when it is no stay of this shape."""
    words = _tokens(text)
    if not words or len(words) > _MOST_WORDS or len(sentences(text)) > 1 or "?" in text:
        return None                     # one sentence at a time: the sheet cuts a line into them
    low = [w.casefold() for w in words]
    verb, depth = None, 0
    for k, w in enumerate(low):
        depth += (w == "(") - (w == ")")
        if w in _VERBS and depth <= 0:
            verb = k                    # the first verb of staying outside brackets ('(it holds)' is a note)
            break
    if verb is None or verb == 0 or low[verb] == "h" and verb + 1 < len(low):
        return None
    if low[verb] in ("sit", "sits") and (verb + 1 >= len(low) or low[verb + 1] not in ("tight", "still", "quiet")):
        return None
    if low[verb] in ("stand", "stands") and (verb + 1 >= len(low) or low[verb + 1] not in ("fast", "firm", "still")):
        return None
    end = verb
    while end > 0 and low[end - 1] in _MODALS and low[end - 1] not in ("all", "both", "each"):
        end -= 1
    start = 0
    while start < end and (low[start] in _LEAD or low[start] in (",", ":")):
        start += 1
    if low[start:start + 1] == ["let"]:
        start += 1                      # 'Let the 3 warriors of Typ Lef hold the city.'
    subject = words[start:end]
    if subject[-2:] == [")", ":"]:
        subject = subject[:-1]          # 'Cav I (Moravia): stays, screening': the unit and its note, then the stay
    if not subject or len(subject) > 12 or any(w.casefold() in _NOT_SUBJECT for w in subject):
        return None
    if "(" in subject and not any(subject[k:k + 3] == ["(", n, ")"] and n.isdigit() for k, n in
                                  enumerate(subject[1:], 1)) and subject[-1] != ")":
        return None                     # 'The Malta garrison (the corps at Gibraltar) and ...': a note in the middle
    k = verb + 1
    where: list[str] = []
    while k < len(low):
        w = low[k]
        if w in _AT and not where and k + 1 < len(low) and low[k + 1] not in ("place", "port", "position"):
            span = _place_span(words, k + 1)
            if span:
                where = words[k + 1:k + 1 + span]       # cut to the place's own words when read
                k += 1
                break
        if k == verb + 1 and low[verb] in ("hold", "holds") and w in ("the", "its", "their", "our") and k + 1 < len(low):
            k += 2                      # 'hold the coast', 'hold the city'
            continue
        if w in _PARTICLES or w in ("where", "it", "is", "they", "are", "as", "at", "in", "on", "the", "its",
                                    "their", "his"):
            k += 1
            continue
        if w == "with" and k + 2 < len(low) and low[k + 1] in _WITH_HIS \
                and _count(low[k + 2]) is not None:
            k += 3                      # 'The General stays at Lef Oasis with his 4': the stack said again
            continue
        break
    return StaySaid(words[:start], subject, where, words[k:], low[verb])


def _after_place(said: StaySaid, names: Names) -> tuple[str | None, list[str]]:
    """The place said after the verb and the words after it, particles passed ('stays in 99 for now, ...')."""
    if not said.where:
        return None, said.rest
    for n in range(len(said.where), 0, -1):
        name = " ".join(said.where[:n])
        if names.is_region(name):
            rest = said.rest[n:]
            while rest:
                if rest[0].casefold() in _PARTICLES:
                    rest = rest[1:]
                elif len(rest) > 1 and [w.casefold() for w in rest[:2]] == ["after", "all"]:
                    rest = rest[2:]     # 'A stays in Vienna after all, the Emperor wants it near him'
                elif rest[0].casefold() in ("anyway", "anyhow", "now", "then"):
                    rest = rest[1:]
                elif len(rest) > 2 and rest[0].casefold() == "with" and rest[1].casefold() in _WITH_HIS \
                        and _count(rest[2].casefold()) is not None:
                    rest = rest[3:]     # 'stays at Lef Oasis with his 4': the stack said again
                else:
                    break
            return names.region(name), rest
    return None, said.rest


def _place_span(words: list[str], at: int) -> int:
    """How many words from `at` may be a place's name: words until a comma, a bracket or a small word."""
    n = 0
    while at + n < len(words) and n < 5 and words[at + n] not in (",", ";", ":", "(", ")") \
            and words[at + n].casefold() not in ("and", "for", "to", "until", "with", "where", "as", "this", "so",
                                                 "because", "while"):
        n += 1
    return n


def stay_read(text: str, units: Sequence[Called], names: Names, nation: str,
              hold: Callable[[Called], list] | None = None, stances: bool = False, ports: bool = False) -> list | None:
    """The orders a stay sentence gives: none where units without orders stay (`hold` None), else a hold for
    each unit it names (`stances`: the ruleset's ships meet an attack as told, so 'no fighting' is an order;
    `ports`: a fleet in port is a place of its own, so a fleet's stay 'in port' is the ruleset's to read);
    None when the sentence is not of this shape. Refused (NotUnderstood) when the units
    named are not the writer's or do not stand where it says."""
    if not may_stay(text):
        return None
    said = shape(text)
    if said is None:
        return None
    where, rest = _after_place(said, names)
    if said.where and where is None:
        return None
    subject, count, noted = noted_apart(said.subject, names, frozenset(n for u in units for n in u.nouns) | _SOLDIERS)
    if subject is said.subject and "(" in subject and not any(
            subject[k:k + 3] == ["(", n, ")"] and n.isdigit() for k, n in enumerate(subject[1:], 1)):
        return None                     # 'The Malta garrison (the corps at Gibraltar)': a note naming another
    if noted is not None and where not in (None, noted):
        return None                     # 'Cav I (Moravia) stays in Bohemia': which?
    where = where or noted              # 'Cav I (Moravia): stays, screening': where the note says
    if [w.casefold() for w in said.subject] in (["they"], ["it"], ["both"]) and not rest and hold is None \
            and not _OTHERWISE.isdisjoint(w.casefold() for w in said.lead):
        return []                       # 'Otherwise they stay home': the other case of a condition, no order
    subject, others = others_apart(subject, names, nation)     # 'Corps F and the Turks': F, the Turks apart
    try:
        kept = _who(subject, units, names, nation, where)
    except NotUnderstood:
        if noted is None and count is None:
            raise
        return None                     # 'Cav I (Bohemia): stays' with Cav I in Moravia: the ruleset's refusal stands
    if kept and count is not None and any(u is not None and u.count for u in kept) \
            and count > sum(u.count for u in kept if u is not None):
        return None                     # 'Whiskerport (5): stay' with 4 there: the ruleset's refusal stands
    if kept and not _with_his(said.rest) and any(w.casefold() in u.leaders for u in kept if u is not None
                                                 for w in subject):
        return None                     # 'the General stays' beside his army's march: only he, or all? not here
    if ports and kept and "port" in (w.casefold().strip(".,;:!") for w in text.split()) and any(
            u is not None and not u.nouns.isdisjoint(("fleet", "ships", "ship")) and u.at in names.board.regions
            and names.board[u.at].is_sea for u in kept):
        return None                     # 'The Channel fleet stays in port' at sea: its own reader's
    if kept is None or not _reason(rest, names, {u.at for u in kept if u is not None} | {where}, stances):
        return None
    another = _so_does_another(rest, names, nation)
    if another is not None:             # 'Corps F stays, and so do the Turks': the Turks said apart
        others, rest = [*others, another], []
    more = _so_does(rest, units, names, nation)
    if more is False:
        return None
    if more and isinstance(more, list):
        kept = [*kept, *more]
    aside = [SetAside(_said(rest), STAY_REASON if hold is None else "said after the order")] \
        if rest and not more else []
    aside = [SetAside(piece, f"{other}'s units, {NOT_YOURS}") for piece, other in others] \
        + aside
    if hold is None or not kept or kept == [None]:
        return aside
    out: list = []
    for u in kept:
        if u is not None:
            out += hold(u)
    return out + aside if out else aside


def _units_counted(said: list[str], nouns: frozenset[str] | set[str]) -> bool:
    """Whether the words hold a count before a plural unit noun ('two ships', '3 squadrons'): units counted, not one
    unit's label ('squadron 2', 'corps two')."""
    low = [w.casefold().strip(",.;:") for w in said]
    return any((a.isdigit() or a in NUMBER_WORDS and a not in ("a", "an", "one", "single")) and b.endswith("s")
               and (b.rstrip("s") in nouns or b in nouns) for a, b in zip(low, low[1:]))


def _with_his(rest: list[str]) -> bool:
    """Whether the words after the verb say the leader's stack again ('at Lef Oasis with his 4')."""
    low = [w.casefold() for w in rest]
    return any(w == "with" and low[k + 1] in _WITH_HIS and _count(low[k + 2]) is not None
               for k, w in enumerate(low[:-2]))


def _said(rest: list[str]) -> str:
    """The words of a reason as written, its marks where they stood."""
    text = " ".join(rest).strip(" ,;:-")
    for mark in (",", ";", ":", ")"):
        text = text.replace(f" {mark}", mark)
    return text.replace("( ", "(")


def _says_units(subject: list[str], units: Sequence[Called]) -> bool:
    """Whether a subject says units (a count or a unit's noun), not only a nation ('the French')."""
    nouns = frozenset(n for u in units for n in u.nouns) | _SOLDIERS
    return any(_count(w.casefold()) is not None or w.casefold() in nouns for w in subject)


def _region(names: Names, span: list[str]) -> str | None:
    for n in range(len(span), 0, -1):
        said = " ".join(span[:n])
        if names.is_region(said):
            return names.region(said)
    return None


def _reason(rest: list[str], names: Names, where: set[str | None], stances: bool = False) -> bool:
    """Whether the words after the stay give no order: a reason, a remark, a note in brackets; no verb of
    another order, no condition, negation or choice, no place but where the units stand, no arrow. Stricter than
    engine.words.meaning.holds_order's judgement (no digit, no verb but of staying, no other place), with one
    deliberate exception: the place where the units stand ('... in Munich, the Austrians are near'); the stay reader
    has no slots to ask it with."""
    if not rest:
        return True
    if joined_name(" ".join(rest)):
        return False                    # 'A holds and B too', '... and E': another unit or place joined on, never a reason
    low = [w.casefold() for w in rest]
    if low[0] not in _OPENERS and not low[0].endswith("ing") or not _OTHERS.isdisjoint(low):
        return False                    # 'The Danes stay neutral', 'stay out of the war', '..., the rest to the front'

    if low[:2] in (["and", "so"], ["so", "does"], ["so", "do"], ["as", "does"], ["as", "do"]) or low[:1] == [","] \
            and low[1:3] in (["and", "so"], ["as", "does"], ["as", "do"]):
        return True                     # 'and so does the 1 in 61': read by _so_does
    skip, clause = -1, False
    for k, w in enumerate(low):
        if k == skip:
            continue
        if w in _BECAUSE and k + 1 < len(low) and (low[k + 1] in _SPEAKERS or rest[k + 1][:1].isupper()
                                                   and names.known_nation(rest[k + 1].removesuffix("'s")) is not None):
            clause = True               # ', because Berdain may land': what others do, or the writer, not the units
            continue
        if clause and (w in _NOT_REASON and w not in _STILL_NOT or w.endswith("n't") or classes(w)):
            continue
        if w in _NOT_REASON or w.endswith("n't"):
            if (w.endswith("n't") or w in ("not", "no", "never")) and k + 1 < len(low) \
                    and (low[k + 1] in _STILL or low[k + 1] in ("be", "one")):
                skip = k + 1            # 'they don't move', 'Rome must never be empty'
                continue
            if w == "no" and k + 1 < len(low) and low[k + 1] in _NO_FIGHT and not stances:
                skip = k + 1            # 'no fighting this turn' where ships take no stance
                continue
            return False
        if any(ch.isdigit() for ch in w) and not (k and low[k - 1] == "(" and k + 1 < len(low) and low[k + 1] == ")"):
            return False
        found = classes(w)
        if found and not set(found) <= {"hold", "support"} and not (w.endswith("ing") and "move" not in found) \
                and w not in ("is", "are", "be", "have", "has", "leaves", "leave", "do", "does"):
            return False
    for n in (3, 2, 1):
        for k in range(len(rest) - n + 1):
            said = " ".join(rest[k:k + n])
            if said[:1].isupper() or said.isdigit():
                if clause and names.known_nation(said.removesuffix("'s")) is not None:
                    continue            # 'because Dunbarra's frigates may come': the nation, not its land
                if names.is_region(said) and names.region(said) not in where:
                    return False
    return True


def _so_does(rest: list[str], units: Sequence[Called], names: Names, nation: str) -> list | bool:
    """'..., and so does the 1 in 61': the second subject's units; [] when none is said; False when it names
    units it cannot tell."""
    subject = _second_subject(rest)
    if subject is None:
        return []
    got = _who(subject, units, names, nation, None) if subject else None
    return got if got else False


def _so_does_another(rest: list[str], names: Names, nation: str) -> tuple[str, str] | None:
    """'..., and so do the Turks': the second subject and its nation when it is wholly another nation's."""
    subject = _second_subject(rest)
    if not subject or len(subject) > 4:
        return None
    other = another_nation(subject, names, nation)
    return (" ".join(subject), other) if other else None


# How a second subject is said after a stay ('..., and so does the 1 in 61', '... as do the Turks').
_SO_DOES = (("and", "so", "does"), ("and", "so", "do"), ("so", "does"), ("so", "do"), ("as", "does"), ("as", "do"))


def _second_subject(rest: list[str]) -> list[str] | None:
    """The words of the second subject after 'and so does' ('..., and so does the 1 in 61': ['the', '1', 'in',
    '61']); None when the words do not open so."""
    low = tuple(w.casefold() for w in rest)
    k = 1 if low[:1] == (",",) else 0
    for opening in _SO_DOES:
        if low[k:k + len(opening)] == opening:
            return [w for w in rest[k + len(opening):] if w not in (",", ".")]
    return None


def _count(word: str) -> int | None:
    return int(word) if word.isdigit() and len(word) < 4 else _NUMBERS.get(word)


def _who(subject: list[str], units: Sequence[Called], names: Names, nation: str, where: str | None) -> list | None:
    """The units the subject names: [None] for all of them ('the rest', 'Corps', 'all my units'), else each
    one; None when the subject is not the nation's units as this reader knows them. Refused when it names
    units of another nation, or where the writer has none."""
    low = [w.casefold() for w in subject if w not in (",", "+", "&")]
    bare = [w for w in low if w not in _DETERMINERS and w not in ("of", "and", "my", "our", "other")]
    if bare and all(w in _REST or w in _ALL_NOUNS for w in bare) and (
            any(w in _REST for w in bare) or "all" in low or len(bare) == 1 and bare[0] in ("corps", "units", "troops")):
        if where is not None and units and not any(u.at == where for u in units):
            raise NotUnderstood(f"{' '.join(subject)!r} told to stay in {names.board.name(where)}, where none of your "
                                "units stand: which units are meant, and where?")    # never set aside as a stay
        return [None]                   # 'the rest', 'everything else', 'Corps sit tight', 'all my armies'
    said = " ".join(subject)
    placed = _in_places(subject, names)
    for k, w in enumerate(subject):
        other = names.known_nation(w) if w[:1].isupper() and k not in placed else None
        if other is not None and other != nation and _says_units(subject, units):
            raise NotUnderstood(f"{said!r} told to stay: those are {other}'s units, not yours")
        if other is not None and other != nation:
            return None                 # 'the French stay home': another nation's doing, no order of ours
    if where is None and whole_nation(subject, names, nation):
        return [None]                   # 'Austria stays put this turn': every unit of the writer's
    counted = _counted(subject, units, names, where)
    if counted is not None:
        return counted
    picked = _labelled(subject, units, names)
    if picked is None:
        there = at_place(subject, units, names)
        return there if there and where in (None, there[0].at) else None   # 'London stays', 'brest stays in'
    for u in picked:
        if where is not None and u.at and u.at != where and names.board[u.at].is_sea:
            return None                 # 'Squadron 8 stays at Gibraltar' (in the Strait): its own reader's
        if where is not None and u.at and u.at != where:
            raise NotUnderstood(f"{u.said} stands in {names.board.name(u.at)}, not {names.board.name(where)}: "
                                "which is meant?")
    return picked or None


def _counted(subject: list[str], units: Sequence[Called], names: Names, where: str | None) -> list | None:
    """'the 2 armies in 59', 'Our one ship in H', 'the 3 in Latium (37)', 'the galleons in 13', '1 army': the
    stack counted by the place it stands; None when the subject is not so said."""
    low = [w.casefold() for w in subject]
    count: int | None = None
    noun = ""
    place: str | None = None
    k = 0
    while k < len(low):
        w = low[k]
        if w in _DETERMINERS or w in ("(", ")"):
            k += 1
            continue
        c = _count(w)
        if c is not None and count is None and not noun:
            count = c
        elif w in _SOLDIERS or any(w in u.nouns for u in units):
            noun = w
        elif subject[k][:1].isupper() and place is None and not noun and _in_places(subject[k:k + 4], names):
            span = max(_in_places(subject[k:k + 4], names)) + 1     # 'the Adoen Shore units', "Rostopki's 3"
            place = _region(names, [w.removesuffix("'s") for w in subject[k:k + span]])
            if place is None:
                return None
            k += span
            continue
        elif w in ("in", "at", "on", "of", "from") and k + 1 < len(low):
            span = _place_span(subject, k + 1)
            got = _region(names, subject[k + 1:k + 1 + span])
            if got is None:
                return None
            place = got
            k += 1 + span
            continue
        elif w.isdigit() and place is not None and k and low[k - 1] == "(":
            if names.is_region(w) and names.region(w) != place:
                raise NotUnderstood(f"the number in brackets, {w}, is not {names.board.name(place)}: which place is "
                                    "meant?")
        elif subject[k][:1].islower() and not noun and count is not None and k + 1 < len(low):
            pass                        # 'Our 2 brave units': a word of praise before the noun
        else:
            return None
        k += 1
    if count is None and not noun:
        return None
    place = place or where
    if place is None or where is not None and place != where:
        return None
    counted = any(u.count for u in units)
    there = [u for u in units if u.at == place and (u.count or not counted) and (
        not noun or noun in u.nouns or noun in _SOLDIERS and not u.nouns.isdisjoint(_SOLDIERS))]
    what = (f"{count} {noun}" if noun else f"the {count}") if count is not None else noun
    if not counted:
        return there if len(there) == 1 and count in (None, 1) else None    # a corps by its place: when only one
    if not there:
        raise NotUnderstood(f"{what} told to stay in {names.board.name(place)}, but no such units of yours stand "
                            "there: which units are meant?")
    if count is not None and count > sum(u.count for u in there):
        raise NotUnderstood(f"{what} told to stay in {names.board.name(place)}, but {sum(u.count for u in there)} "
                            "of yours stand there: which units are meant?")
    return there


StayReader = Callable[[str], "list | None"]


def stayed(read: object) -> bool:
    """Whether a reading gives no order for a stay: nothing, or only a stay's reason set aside."""
    return read == [] or isinstance(read, list) and bool(read) and all(
        isinstance(x, SetAside) and (x.why == STAY_REASON or x.why.endswith(NOT_YOURS)) for x in read)


def read_stays(parse_line: Callable, stays: StayReader | None) -> Callable:
    """The line reader, and when it refuses a sentence (or reads it only in part) that is a stay of this shape,
    the stay's reading; a stay it reads as no order is checked too (units not there: refused)."""
    if stays is None:
        return parse_line

    def read(text: str):
        try:
            first = parse_line(text)
        except NotUnderstood:
            if not may_stay(text):
                raise
            got = stays(text)
            if got is None:
                raise
            return got
        if may_stay(text) and (first == [] or isinstance(first, (list, tuple)) and any(isinstance(x, NotUnderstood)
                                                                              for x in first)):
            try:
                got = stays(text)
            except NotUnderstood as e:
                return [e]
            if got is not None:
                return got
        elif may_stay(text) and isinstance(first, (list, tuple)) and first:
            try:
                got = stays(text)       # 'Corps D holds in Podolia' with D in Moscow: refused, never D's hold
            except NotUnderstood as e:
                return [e]
            others = [x for x in got or () if isinstance(x, SetAside) and x.why.endswith(NOT_YOURS)]
            if others and not any(x in first for x in others):
                return [*(x for x in first if not (isinstance(x, SetAside) and any(o.words in x.words for o in others))),
                        *others]        # 'Corps F and the Turks stay.': F holds, the Turks said apart
        return first
    return read


_SEPARATORS = frozenset((",", "and", "&", "+", "/"))


def _labelled(subject: list[str], units: Sequence[Called], names: Names) -> list[Called] | None:
    """The units a subject names by label ('F', 'Squadron 3', 'the Brest fleet'), several with their noun said
    once ('sq 1, 2, 3', 'squadrons 1 and 2', 'corps B and C'); None when a part names none of them."""
    pieces: list[list[str]] = [[]]
    for w in subject:
        if w.casefold() in _SEPARATORS:
            if pieces[-1]:
                pieces.append([])
        else:
            pieces[-1].append(w)
    pieces = [p for p in pieces if p]
    nouns = frozenset(n for u in units for n in u.nouns)
    noun = ""
    picked: list[Called] = []
    for piece in pieces:
        said, placed = place_after([w for w in piece if w.casefold() not in _DETERMINERS], names)   # 'corps I in Bavaria'
        if _units_counted(said, nouns):
            return None                 # 'The two ships in the Kattegat': a count of units, never squadron 2
        head = next((w for w in said if w.casefold().rstrip("s") in nouns or w.casefold() in nouns), "")
        noun = head.casefold().rstrip("s") if head and head.casefold().rstrip("s") in nouns else head.casefold() or noun
        text = " ".join(said) if head or not noun or len(pieces) == 1 else f"{noun} {' '.join(said)}"
        found = named(f"{text} holds", units, names)
        if len(found) != 1:
            return None
        unit = next(u for u in units if u.key in found)
        if placed is not None and unit.at and unit.at != placed:
            raise NotUnderstood(f"{unit.said} stands in {names.board.name(unit.at)}, not {names.board.name(placed)}: "
                                "which is meant?")
        if not _only_named(said, unit, nouns):
            return None                 # 'corps d frm smyrna 2 angora pls sq1': more than the unit said
        if unit not in picked:
            picked.append(unit)
    return picked or None


_ORDINALS = {w: str(n) for n, w in enumerate("zeroth first second third fourth fifth sixth seventh eighth ninth tenth"
                                             .split())}


def _only_named(said: list[str], unit: Called, nouns: frozenset[str]) -> bool:
    """Whether a part of the subject says nothing but the unit: its noun, its label ('3', '3rd', 'sq3'), its
    leader, a word of its kind."""
    rest = []
    for w in said:
        low = w.casefold().strip("'’")
        if low in nouns or low.rstrip("s") in nouns or unit.led and low in unit.leaders:
            continue                    # 'the General' of the stack he leads
        rest.append(_ORDINALS.get(low, low.rstrip(".")))
    left = " ".join(rest)
    if not left or left in unit.labels:
        return True
    for label in unit.labels:           # 'sq3', '3rd', 'II Corps' glued or counted
        if left.endswith(label) and (left[:-len(label)] in nouns or left[:-len(label)].rstrip(".") in ("sq", "sqn",
                                                                                                        "sqd")) \
                or left in (f"{label}rd", f"{label}nd", f"{label}st", f"{label}th"):
            return True
    return False


def _in_places(words: list[str], names: Names) -> set[int]:
    """The indexes of the words that are part of a place's name said from the first word on, longest first
    ('Adoen Shore' in 'the Adoen Shore units': the nation Adoen is not meant)."""
    out: set[int] = set()
    k = 0
    while k < len(words):
        if words[k][:1].isupper():
            for n in range(min(4, len(words) - k), 0, -1):
                said = " ".join(w.removesuffix("'s") for w in words[k:k + n])
                if names.is_region(said):
                    out.update(range(k, k + n))
                    k += n - 1
                    break
        k += 1
    return out
