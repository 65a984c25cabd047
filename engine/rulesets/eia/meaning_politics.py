"""EiA's political step by meaning (engine.words.meaning): war on each nation the power may declare war on,
an alliance with each it may ally with, the break of each alliance it has ('Naples allies with Austria',
'a declaration of war on France', 'we break with Prussia'), each tied to the nation by its `nations` slot so
that 'the French', 'France' and 'the Tsar' pick it; each one the step's checks allow on its own.
A sentence whose verbs pull two ways fits none ('Declare war on the French allies': the core asks every
verb of a sentence to fit its one order); a negation, a condition or a question blocks it (the core)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from engine.board import Board
from engine.order_sheet import Order
from engine.rulesets.eia.orders import Diplomacy
from engine.rulesets.eia.state import EiaState
from engine.words.meaning import Candidate

# Each change of relations: its order's action, its verb class (engine/words/meaning/verbs.py), whether
# the two must be allies now (a break) or must not be (war, an alliance: the checks say the rest).
_ACTIONS = (("war", "war"), ("alliance", "ally"), ("break", "break"))

# The words EiA's political sentences use beyond the common verbs: 'a declaration of war', 'hostilities'.
VERBS = {"declaration": "war", "hostilities": "war"}


def candidates(board: Board, state: EiaState, nation: str, allowed: Callable[[Order], bool],
               said: Callable[[Order], str]) -> Iterator[Candidate]:
    """War, alliance and break with every other nation of the game, where the checks allow each alone. The
    power's own name, which the map also gives an area ('Naples allies with Austria', 'Portugal, England's
    oldest friend, allies with ...'), is the order's subject: the area it names is where the order comes from."""
    home = board.find(nation).id if board.knows(nation) else None
    for other in state.nations:
        if other.name == nation:
            continue
        for action, verb in _ACTIONS:
            order = Diplomacy(nation=nation, action=action, other=other.name)
            if allowed(order):
                yield Candidate(said(order), verb, origin=home, nations=(other.name,))
