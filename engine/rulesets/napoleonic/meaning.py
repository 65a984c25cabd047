"""Every order a Napoleonic nation may give now, as candidates for the reader by meaning
(engine.words.meaning): the position decides what a sentence the grammar refuses can mean. Each
candidate is legal alone (checks.find_problems allows it) and its `order` is the canonical line."""

from __future__ import annotations

from engine.board import Board
from engine.rulesets.napoleonic.checks import eliminated, is_winter
from engine.rulesets.napoleonic.meaning_moves import corps_candidates, squadron_candidates
from engine.rulesets.napoleonic.meaning_orders import economy_candidates, diplomacy_candidates
from engine.rulesets.napoleonic.movement import Positions
from engine.rulesets.napoleonic import syntax     # a module: syntax reads by meaning through this one
from engine.rulesets.napoleonic.syntax_divisions import KIND_WORDS
from engine.rulesets.napoleonic.units import NapoleonicState
from engine.rulesets.napoleonic.work import Work
from engine.words.meaning import Candidate, Meaning

# The ruleset's own words for its orders, beyond the common English verbs of the shared tables.
VERBS = {
    "scout": "scout", "scouts": "scout", "scouting": "scout", "reconnoitre": "scout", "reconnoitres": "scout",
    "reconnoiter": "scout", "reconnoiters": "scout", "reconnoitring": "scout", "screen": "scout", "screens": "scout",
    "raise": "build", "raises": "build", "levy": "build", "levies": "build", "conscript": "build",
    "conscripts": "build", "recruit": "build", "recruits": "build", "launch": "build", "launches": "build",
    "transfer": "transfer", "transfers": "transfer", "detach": "transfer", "detaches": "transfer",
    "reassign": "transfer", "reassigns": "transfer", "xfer": "transfer", "split": "transfer", "splits": "transfer",
    "cede": "cede", "cedes": "cede", "accept": "accept", "accepts": "accept", "receive": "accept",
    "receives": "accept", "allow": "permit", "allows": "permit", "permit": "permit", "permits": "permit",
    "let": "permit", "lets": "permit", "grant": "permit", "grants": "permit",
    "ride": "move", "rides": "move", "sail": "move", "sails": "move",
    "engage": "attack", "engages": "attack",
}
# The unit words a sentence may use, by the kind they stand for (what candidates list in `kinds`).
KINDS = {**KIND_WORDS, "corps": "corps", "division": "division", "divisions": "division", "fleet": "squadron",
         "fleets": "squadron"}


def meaning(board: Board, state: NapoleonicState, nation: str) -> Meaning:
    """The nation's units and every order it may give in this state."""
    units = tuple(syntax.unit_refs(nation, state))
    if eliminated(state, nation):
        return Meaning(units=units, candidates=(), verbs=VERBS, kinds=KINDS)
    work = Work(board, state)
    work.begin_season()
    pos = Positions(work)
    winter = is_winter(state)
    out: list[Candidate] = []
    out += corps_candidates(work, pos, nation, winter)
    out += squadron_candidates(work, nation, winter)
    out += economy_candidates(work, pos, nation, winter)
    out += diplomacy_candidates(work, pos, nation)
    return Meaning(units=units, candidates=tuple(out), verbs=VERBS, kinds=KINDS)
