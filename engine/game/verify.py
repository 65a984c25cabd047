"""`berthier verify`: a resolved turn recomputed from the game file (its commitment, the seed, the
stored orders) and compared with what the file says happened: every roll, every event, the state."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import msgspec

from engine.game import commitment, records
from engine.game.dice_check import digest, step_seed
from engine.errors import BerthierError
from engine.state import to_builtins
from engine.state_diff import differences

if TYPE_CHECKING:
    from engine.game.gamefile import Game


@dataclass
class TurnCheck:
    turn: int
    label: str
    notes: list[str] = field(default_factory=list)      # what holds
    differs: list[str] = field(default_factory=list)    # what does not

    @property
    def ok(self) -> bool:
        return not self.differs


def verify_turn(game: Game, turn: int) -> TurnCheck:
    check = TurnCheck(turn, game.label(turn))
    row = game.conn.execute("SELECT resolved_at, seed, fixed_dice FROM turns WHERE turn = ?", (turn,)).fetchone()
    if row is None or row[0] is None:
        raise BerthierError(f"turn {turn} ({check.label}) has not been resolved, so there is nothing to verify")
    _check_commitment(game, turn, row[1], row[2], check)
    _check_orders(game, turn, check)
    _check_replay(game, turn, check)
    return check


def _check_commitment(game: Game, turn: int, seed: int | None, fixed: str | None, check: TurnCheck) -> None:
    kept = commitment.resolved(game, turn)
    c = kept.commitment if kept else None
    if c is None:
        check.notes.append("no commitment: the dice were not committed before the deadline" +
                           (f"; {kept.departure}" if kept and kept.departure else ""))
        return
    actual = digest(c.text)
    if actual != c.hash:
        check.differs.append(f"the commitment does not match its seed: sha256 of {c.text} is {actual}, but the "
                             f"hash committed (and posted) is {c.hash}")
    else:
        check.notes.append(f"commitment: sha256 {c.hash} is the hash of {c.text}")
    if c.step and step_seed(c.committed_seed or 0, c.step) != c.seed:
        check.differs.append(f"run step {c.step}'s seed {c.seed} is not the one derived from the committed seed "
                             f"{c.committed_seed} ({step_seed(c.committed_seed or 0, c.step)})")
    elif c.step:
        check.notes.append(f"run step {c.step} of the commitment of turn {c.turn - c.step}: seed {c.seed} is "
                           f"derived from the committed seed {c.committed_seed}")
    if kept is not None and kept.departure:
        check.notes.append(f"the GM {kept.departure}")
    elif fixed is not None:
        check.differs.append("the turn was resolved with dice by hand, not the committed seed, and no reason is "
                             "recorded")
    elif seed != c.seed:
        check.differs.append(f"the turn was resolved with seed {seed}, not the committed seed {c.seed}, and no "
                             f"reason is recorded")


def _check_orders(game: Game, turn: int, check: TurnCheck) -> None:
    kept = commitment.resolved(game, turn)
    if kept is None:
        return
    now = commitment.orders_digests({n: game.orders_text(n, turn) or "" for n in
                                     [r[0] for r in game.conn.execute(
                                         "SELECT DISTINCT nation FROM orders WHERE turn = ? AND current = 1",
                                         (turn,))]})
    for nation in sorted(set(kept.orders) | set(now)):
        if nation not in now:
            check.differs.append(f"{nation}'s orders, resolved with the turn, are no longer in the game file")
        elif nation not in kept.orders:
            check.differs.append(f"{nation} has orders stored for the turn that were not there when it was resolved")
        elif now[nation] != kept.orders[nation]:
            check.differs.append(f"{nation}'s orders stored for the turn are not the text resolved (sha256 "
                                 f"{kept.orders[nation][:16]}... then, {now[nation][:16]}... now)")
    if not check.differs:
        check.notes.append(f"orders: the {len(now)} nation(s)' orders are the texts resolved")


def _check_replay(game: Game, turn: int, check: TurnCheck) -> None:
    try:
        result, dice = game.replay(turn)
    except BerthierError as e:
        check.differs.append(f"the turn cannot be resolved again from the game file: {e}")
        return
    stored, again = game.rolls(turn), dice.log
    reworded = sum(1 for s, a in zip(stored, again) if s.purpose != a.purpose)
    for i, (s, a) in enumerate(zip(stored, again), 1):
        if (s.sides, s.value) != (a.sides, a.value):
            check.differs.append(f"roll #{i} differs: the game file says {s.value} on a d{s.sides} for "
                                 f"{s.purpose}; the {_source(game, turn)} gives {a.value} on a d{a.sides} "
                                 f"for {a.purpose}")
            break
    else:
        if len(stored) != len(again):
            check.differs.append(f"the game file has {len(stored)} roll(s) for the turn; resolving it again "
                                 f"rolls {len(again)}")
        else:
            check.notes.append(f"dice: all {len(stored)} roll(s) recomputed from the {_source(game, turn)} match"
                               + (f" ({reworded} described in other words by this version of the rules)"
                                  if reworded else ""))
    kept = [msgspec.json.decode(msgspec.json.encode(e)) for e in game.events(turn)]
    made = [msgspec.json.decode(msgspec.json.encode(e)) for e in result.events]
    if kept != made:
        first = next((i for i, (a, b) in enumerate(zip(kept, made)) if a != b), min(len(kept), len(made)))
        if first < min(len(kept), len(made)):
            what = "; ".join(differences(kept[first], made[first], limit=5))
            check.differs.append(f"event #{first + 1} differs from the resolution again: {what}")
        else:
            check.differs.append(f"the game file has {len(kept)} event(s); resolving again gives {len(made)}")
    after = differences(to_builtins(records.resolved_state(game, turn)), to_builtins(result.state), limit=8)
    if after:
        check.differs.append("the state after the turn differs from the resolution again: " + "; ".join(after))
    elif kept == made:
        check.notes.append(f"events and the state after: as resolving again gives ({len(made)} event(s))")


def _source(game: Game, turn: int) -> str:
    fixed = game.conn.execute("SELECT fixed_dice FROM turns WHERE turn = ?", (turn,)).fetchone()[0]
    return "dice given by hand" if fixed is not None else "seed"


def resolved_turns(game: Game) -> list[int]:
    return [r[0] for r in game.conn.execute("SELECT turn FROM turns WHERE resolved_at IS NOT NULL ORDER BY turn")]
