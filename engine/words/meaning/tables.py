"""The tables the reader by meaning makes of a nation's orders, made once per position instead of once per
message (issue 22, speed: a typical line under 5 ms).

A ruleset works its candidate orders out once per position (engine.words.meaning.positions.PerPosition and the
rulesets' own caches) but makes a new `Meaning` around them for every message; the slot finder's tables (unit
labels, the words of each unit, every unit word), the reader's candidates by unit and by verb and the nearest
readings' index were made again from it for every message that had a line to read by meaning. They are functions
of the candidates, the units, the ruleset's unit words and the map alone, so they are kept here with those objects
(held, so that an id is never taken for another object's) for the last few positions. What depends on the
message (the names it reads by, the sentences seen, the phrases looked up) stays with the message's Finder."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.words.lexicon import UNIT_WORDS
from engine.words.meaning.candidate import Candidate, Meaning
from engine.words.meaning.verbs import interned
from engine.words.references import KIND_ADJECTIVES

_MOST = 16          # positions kept: a GM reads many messages in one position, a few nations each


@dataclass
class Tables:
    """What a nation's units and candidates give the reader, whatever the message."""
    labels: dict[str, list[str]]                # label words -> heads
    unit_nouns: dict[str, frozenset[str]]       # head -> every word that may call it (its nouns, kinds, kind words)
    labelled: frozenset[str]                    # heads of units named one by one
    nouns: frozenset[str]                       # every unit word (engine.words.meaning.verbs.interned)
    extras: frozenset[str]                      # the words of the candidates' `extra`
    unit_words: frozenset[str]                  # the units' own nouns (ByMeaning)
    by_unit: dict[str, list[Candidate]]         # the candidates of each head (ByMeaning)
    by_verb: dict[str, list[Candidate]]         # the candidates of each verb class (ByMeaning)
    fitting: dict[int, tuple[object, set[str]]] = field(default_factory=dict)  # engine.words.meaning.match.nouns_fit's
    index: object | None = None                 # engine.words.meaning.nearest.Index (its index_of), made when asked


def tables(meaning: Meaning) -> Tables:
    """The tables of a meaning's candidates and units, made once for the same candidates (the same tuple),
    the same units, the same unit words of the ruleset."""
    key = (id(meaning.candidates), id(meaning.kinds))
    kept = _KEPT.get(key)
    if kept is not None and kept[0] is meaning.candidates and kept[1] is meaning.kinds \
            and (kept[2] is meaning.units or kept[2] == meaning.units):
        return kept[3]
    if len(_KEPT) >= _MOST:
        _KEPT.clear()
    made = _made(meaning)
    _KEPT[key] = (meaning.candidates, meaning.kinds, meaning.units, made)
    return made


_KEPT: dict[tuple[int, int], tuple[object, object, object, Tables]] = {}


def _made(meaning: Meaning) -> Tables:
    labels: dict[str, list[str]] = {}
    unit_nouns: dict[str, frozenset[str]] = {}
    words_of_kind: dict[str, list[str]] = {}        # the words of each kind, adjectives and the ruleset's
    for w, k in {**KIND_ADJECTIVES, **meaning.kinds}.items():
        words_of_kind.setdefault(k, []).append(w)
    of_kinds: dict[frozenset[str], frozenset[str]] = {}     # the words of a unit's kinds: units share kinds
    for u in meaning.units:
        if u.label:
            labels.setdefault(u.label.casefold(), []).append(u.head)
    labelled = frozenset(u.head for u in meaning.units if u.label)
    for u in meaning.units:
        kinds = u.kinds if isinstance(u.kinds, frozenset) else frozenset(u.kinds)
        said = of_kinds.get(kinds)
        if said is None:
            said = of_kinds[kinds] = frozenset(w for k in kinds for w in words_of_kind.get(k, ()))
        unit_nouns[u.head] = u.nouns | u.kinds | said
    nouns = interned(frozenset(UNIT_WORDS) | frozenset(meaning.kinds) | frozenset(KIND_ADJECTIVES)
                     | frozenset().union(*unit_nouns.values()))
    extras = frozenset(w.casefold() for c in meaning.candidates for x in c.extra for w in x.split())
    by_unit: dict[str, list[Candidate]] = {}
    by_verb: dict[str, list[Candidate]] = {}
    for c in meaning.candidates:
        for head in c.units:
            by_unit.setdefault(head, []).append(c)
        by_verb.setdefault(c.verb, []).append(c)
    return Tables(labels, unit_nouns, labelled, nouns, extras, frozenset().union(*(u.nouns for u in meaning.units)),
                  by_unit, by_verb)

