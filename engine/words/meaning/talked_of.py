"""Places a remark names without sending anything there (issue 22, round 15).

A remark (engine.words.meaning.no_order) names no place, for a place may be where a unit goes ('On to Vienna.',
'Vienna!', 'Rome is ours this turn'). Writers who never saw the reader name places in talk in three ways a GM
passes over, each told here by the words around the place, never by the place:

- **the court feels**: a place that is a court or a nation is the subject of a verb of feeling, said through
  auxiliaries ('Austria is going to regret this.', 'Vienna has been dragging its feet', 'We hear Madrid will
  grumble'); 'Austria is going to Vienna', 'Vienna is going to fall', 'Vienna will be ours' name no feeling;
- **where the writer writes from**: a place after 'from' or 'at' in a greeting, an address or a signature ('Hi GM,
  nothing this turn from London.', 'To the GM, from the Emperor's headquarters at Boulogne.', 'Greetings from
  Manarth Hold.', 'writing from a borrowed room in Liberty Downs'), or a place ending the line with 'speaking' or
  'writing', or a nation's place with 'here' ('Denmark here.', 'Hello all, Madrid speaking'); 'From Paris to
  Lyon', 'Hello, Lyon to Paris' go somewhere;
- **a title's realm**: a place after a title and 'of' ('the King of Naples', 'the Court of Madrid', 'the people
  of Liberty Downs'): a person, no place gone to.

In each, the sentence has no verb of an order (a verb of motion only as the future's 'going to'), no word of an
order that needs no unit ('peace', 'war', 'alliance'), and every place it names is named so; the other checks of
a remark still hold (no unit, count, negation, condition, command...)."""

from __future__ import annotations

from engine.words.meaning.slots import Finder, Slots
from engine.words.meaning.talk import UNIT_FREE as _UNIT_FREE
from engine.words.meaning.verbs import classes


def _forms(stems: str) -> frozenset[str]:
    """The forms of verbs of feeling ('regret': regrets, regretted, regretting), for a set test per word."""
    out: set[str] = set()
    for s in stems.split():
        base = s[:-1] if s.endswith("e") else s
        out.update((s, s + "s", s + "es", s + "d", s + "ed", base + "ing", base + "ed", s + s[-1] + "ed",
                    s + s[-1] + "ing"))
    return frozenset(out)


# Verbs of a court's feeling or mood: no order of any ruleset is said with them.
_FEELING = _forms("""regret fear worry sulk weep grumble complain hesitate dither drag rejoice celebrate mourn rage
    fume protest panic tremble wonder dream sigh laugh smile grieve despair doubt fret scheme plot bicker dawdle
    pout brood seethe gloat cheer wish hope pray""")
# Words between a subject and its verb: auxiliaries, and the future's 'going to' (no motion said).
_AUXILIARIES = frozenset("""is was are were 's has have had been be will would shall 'll seems seemed seem
    to going surely certainly clearly already still again now really just""".split())
# Leads of hearsay before the subject ('We hear Vienna is nervous').
_HEARSAY = (["we", "hear"], ["i", "hear"], ["i", "think"], ["i", "fear"], ["it", "seems"], ["they", "say"])
# Words of a greeting, an address or a signature, before a place the writer writes from.
_GREETINGS = frozenset("""hi hello hey greetings greeting salutations regards dear writing written headquarters hq
    camp letter dispatch despatch""".split())
_WRITER_HERE = frozenset("here speaking writing reporting".split())
# Titles whose realm a place names ('the King of Naples').
_TITLES = frozenset("""king queen emperor empress tsar czar tsarina sultan kaiser prince princess duke duchess
    archduke elector doge pope bishop court people citizens merchants ambassador envoy embassy consul governor
    senate council parliament government""".split())
_MOST_WORDS = 40
# A ruleset's class of verbs of thought or wish, which no order is (declared in the ruleset's politics meaning).
_MUSINGS = frozenset(("muse",))


def talked_of(low: list[str], slots: Slots, finder: Finder) -> bool:
    """Whether every place a sentence names is named in talk (the module's three ways), and it orders nothing."""
    if not slots.places or len(low) > _MOST_WORDS or slots.stays or any(p.number is not None for p in slots.places):
        return False
    verb_words = [i for i, w in enumerate(low)
                  if w not in _FEELING and set(classes(w, finder.meaning.verbs)) - _MUSINGS]
    if any(set(classes(low[i], finder.meaning.verbs)) & _UNIT_FREE for i in verb_words):
        return False            # 'peace with the King of Naples': an order of its own
    going = [i for i in verb_words if low[i] == "going" and low[i + 1:i + 2] == ["to"]]
    if len(verb_words) == len(going) == 1 and _court_feels(low, slots, finder, going[0]):
        return True
    felt = {c for w in low if w in _FEELING for c in classes(w, finder.meaning.verbs)}
    if verb_words or slots.verbs - _MUSINGS - felt:
        return False            # 'Hi GM, hold at Vienna.'
    return _court_feels(low, slots, finder) or _writer_is_there(low, slots, finder) \
        or _realm_of_a_title(low, slots, finder)


def _court_feels(low: list[str], slots: Slots, finder: Finder, going: int | None = None) -> bool:
    """Whether the one place named is the subject and its verb, through auxiliaries, one of feeling."""
    if len(slots.places) != 1:
        return False
    start = 2 if low[:2] in _HEARSAY else 0
    for k in (1, 2, 3):
        if start + k < len(low) and finder.names.is_region(" ".join(low[start:start + k])):
            i = start + k
            while i < len(low) and low[i] in _AUXILIARIES:
                i += 1
            if i < len(low) and low[i] in _FEELING and (going is None or going < i):
                return True
    return False


def _writer_is_there(low: list[str], slots: Slots, finder: Finder) -> bool:
    """Whether the places are where the writer writes from: after 'from' or 'at' in a greeting or a signature,
    or the sentence's first name followed by 'here' or 'speaking' ('Denmark here.', 'Hello all, Madrid speaking')."""
    if all(p.role in ("from", "at") for p in slots.places):
        first = min((i for i, w in enumerate(low) if w in ("from", "at")), default=len(low))
        if _GREETINGS.intersection(low[:first]) or low[:3] in (["to", "the", "gm"], ["to", "all"], ["to", "everyone"]):
            return True
    if len(slots.places) == 1 and len(low) <= 8:
        for i, w in enumerate(low[1:4], 1):
            if w in _WRITER_HERE and i == len(low) - 1 and (w != "here" or slots.places[0].nation) \
                    and any(finder.names.is_region(" ".join(low[j:i])) for j in range(max(0, i - 3), i)):
                return True
    return False


def _realm_of_a_title(low: list[str], slots: Slots, finder: Finder) -> bool:
    """Whether every place named follows a title and 'of' ('the King of Naples', 'the people of Liberty Downs')."""
    realms = 0
    for i, w in enumerate(low[:-1]):
        if w == "of" and i and low[i - 1] in _TITLES and any(
                finder.names.is_region(" ".join(low[i + 1:i + 1 + k])) for k in (1, 2, 3) if i + k < len(low) + 1):
            realms += 1
    return realms >= len(slots.places)
