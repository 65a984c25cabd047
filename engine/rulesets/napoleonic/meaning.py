"""Every order a Napoleonic nation may give now, as candidates for the reader by meaning
(engine.words.meaning): the position decides what a sentence the grammar refuses can mean. Each
candidate is legal alone (checks.find_problems allows it) and its `order` is the canonical line."""

from __future__ import annotations

from dataclasses import replace

from engine.board import Board
from engine.rulesets.napoleonic.checks import eliminated, is_winter
from engine.rulesets.napoleonic.meaning_moves import corps_candidates, squadron_candidates
from engine.rulesets.napoleonic.meaning_orders import economy_candidates, diplomacy_candidates
from engine.rulesets.napoleonic.movement import Positions
from engine.rulesets.napoleonic.offers import gifts, transfers
from engine.rulesets.napoleonic.unit_refs import unit_refs
from engine.rulesets.napoleonic.syntax_divisions import KIND_WORDS
from engine.rulesets.napoleonic.units import NapoleonicState
from engine.rulesets.napoleonic.work import Work
from engine.words.meaning import Candidate, Meaning
from engine.words.meaning.verbs import classes, known_verbs, near_class
from engine.words.message import words
from engine.words.reading import Names

# Words of the game's money: a sum of them beside orders is a remark to the GM (engine.words.meaning.remarks).
MONEY = frozenset("gold money".split())

# The ruleset's own words for its orders, beyond the shared tables (engine/words/meaning/verbs.py); a word
# here has this class only. Scouting is its own class: 'E scouts Lorraine' is no march to Lorraine.
VERBS = {
    "scout": "scout", "scouts": "scout", "reconnoitring": "scout", "reconnoitering": "scout", "looking": "scout",
    "see": "scout", "sees": "scout", "seeing": "scout", "observe": "scout", "observes": "scout",
    "observing": "scout", "probe": "scout", "probes": "scout", "probing": "scout", "peek": "scout",
    "peeks": "scout", "sweep": "scout", "sweeps": "scout", "sweeping": "scout", "screen": "scout",
    "screens": "scout", "screening": "scout",
    # the veteran's short forms the grammar reads ('A-Sax sc Pra', 'scts Holland'): a scout the grammar refused
    # (a short name that fits two places) is asked, never read as the march without it
    "sc": "scout", "sc.": "scout", "sct": "scout", "scts": "scout",
    "cede": "give", "cedes": "give", "ceded": "give", "hand": "give", "hands": "give",
    "accept": "accept", "accepts": "accept", "receive": "accept", "receives": "accept",
    "allow": "permit", "allows": "permit", "permit": "permit", "permits": "permit", "let": "permit",
    "lets": "permit",
    # wishes and offers order nothing alone, and make another nation before them its subject ('The Austrians
    # want peace', 'Austria offers us peace' are theirs): 'we want peace with Austria' is read by its 'peace'
    **dict.fromkeys("want wants wanted wish wishes offer offers offered propose proposes proposed request requests "
                    "requested demand demands demanded".split(), "wish"),
    # 'make' orders nothing alone: 'make peace', 'make an alliance' say it in their noun ('Please make Russia pay
    # for Austerlitz' is no alliance)
    "make": "move", "makes": "move", "made": "move",
    # divisions passed between corps: no move nor gift ('Corps B splits, one infantry going to corps A' is
    # left to the grammar, which reads the kind and the count)
    "transfer": "transfer", "transfers": "transfer", "transferred": "transfer", "detach": "transfer",
    "detaches": "transfer", "reassign": "transfer", "reassigns": "transfer", "xfer": "transfer",
    "split": "transfer", "splits": "transfer", "attach": "transfer", "attaches": "transfer",
}
# The unit words a sentence may use, by the kind they stand for (what candidates list in `kinds`).
KINDS = {**KIND_WORDS, "corps": "corps", "fleet": "squadron", "fleets": "squadron", "division": "division",
         "divisions": "division"}


def meaning(board: Board, state: NapoleonicState, nation: str, names: Names | None = None) -> Meaning:
    """The nation's units and every order it may give in this state; `names` the reader's (made if not given).
    The orders of the last few positions are kept: a window reading message after message on one position
    works them out once."""
    key = (id(board), id(state), nation)
    kept = _KEPT.get(key)
    if kept is None or kept[0] is not board or kept[1] is not state:
        if len(_KEPT) >= 8:
            _KEPT.clear()
        kept = _KEPT[key] = (board, state, _orders(board, state, nation))
    # the units called by their nouns and place only: a kind said beside a unit is part of it ('its cavalry'),
    # unless the candidate's own kinds say the unit is all of it
    units = tuple(replace(u, kinds=frozenset()) for u in unit_refs(nation, state))
    now = frozenset((state.season.casefold(),)) if state.season else frozenset()     # 'by the end of spring'
    offered = (lambda: (*transfers(state, nation), *gifts(state, nation))) if kept[2] else None   # offered, never read
    return Meaning(units=units, candidates=kept[2], verbs=VERBS, kinds=KINDS, now=now,
                   names=names or Names(board, state), money=MONEY, offers=offered)


_KEPT: dict[tuple[int, int, str], tuple[Board, NapoleonicState, tuple[Candidate, ...]]] = {}


def _orders(board: Board, state: NapoleonicState, nation: str) -> tuple[Candidate, ...]:
    if eliminated(state, nation):
        return ()
    work = Work(board, state)
    work.begin_season()
    pos = Positions(work)
    winter = is_winter(state)
    out: list[Candidate] = []
    out += corps_candidates(work, pos, nation, winter)
    out += squadron_candidates(work, nation, winter)
    out += economy_candidates(work, pos, nation, winter)
    out += diplomacy_candidates(work, pos, nation)
    return tuple(out)


_KNOWN_VERBS = known_verbs(VERBS)
# Verbs that, beside a place or a nation, order something in a line, never chat ('We incorporate Baden into the
# Empire', 'muster two regiments at Kiev'): moving, fighting, allies and letting are talked about too ('the
# French keep moving east', 'I will let you know').
_ORDERING = frozenset({"annex", "build"})


def names_an_order(line: str, names: Names, nation: str) -> bool:
    """'We incorporate Baden into the Empire', 'buidl a squadorn in the North Sea': a verb that orders (or any
    order's verb misspelt, among a line's first words) beside a place or nation: a line to read or refuse,
    never chatter."""
    tokens = words(line)
    if not names.mentioned(tokens, besides=nation):
        return False
    return any(_ORDERING.intersection(classes(t, VERBS)) for t in tokens) or any(
        len(t) >= 5 and t.isalpha() and not classes(t, VERBS) and near_class(t, _KNOWN_VERBS, VERBS)
        for t in tokens[:_MOST_SPELT])


_MOST_SPELT = 24        # the words a misspelt verb is looked for among: a paragraph's tail is talk
