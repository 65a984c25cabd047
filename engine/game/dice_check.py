"""Check a turn's revealed dice against the commitment the GM posted before the deadline: a script a
player runs with nothing but Python (stdlib only), also the rule every Berthier uses to commit.

    python3 check-dice.py public-update.txt [--commitment HASH]

Before the deadline the GM posts the sha256 of a text "berthier-dice-v1:GAME:TURN:SEED:SALT"; the
update of the turn reveals that text. A later step of a run resolved under the same commitment (the
steps of a month with `resolve --month`) uses the seed step_seed(SEED, K) below, K counted from the
committed step; its update says "run step K: seed S", and this script checks that too. Anyone can
then check that its sha256 is the hash posted (so the seed was chosen before the orders were in),
and anyone with the game file can recompute every roll of the turn from the seed (`berthier
verify GAME`).
"""

from __future__ import annotations

import argparse
import hashlib
import re
import sys
from dataclasses import dataclass
from pathlib import Path

SCHEME = "berthier-dice-v1"
_HEX = "0123456789abcdef"
# the revealed text, as the update prints it; each part is a run of one kind of character
REVEALED = re.compile(r"berthier-dice-v1:([0-9a-f]{1,64}):([0-9]{1,9}):([0-9]{1,40}):([0-9a-f]{1,128})")
COMMITTED = re.compile(r"sha256 ([0-9a-f]{64})")
RUN_STEP = re.compile(r"run step ([0-9]{1,6}): seed ([0-9]{1,12})")      # a later step of a committed run


def committed_text(game_id: str, turn: int, seed: int, salt: str) -> str:
    """The text whose sha256 is the commitment: the game, the turn, the seed and a secret salt (so
    the seed cannot be found from the hash by trying every seed)."""
    return f"{SCHEME}:{game_id}:{turn}:{seed}:{salt}"


def digest(text: str) -> str:
    return hashlib.sha256(text.encode("ascii")).hexdigest()


STEP_SCHEME = "berthier-dice-v1-step"
SEED_LIMIT = 2**31


def step_seed(seed: int, step: int) -> int:
    """The seed of step `step` of a run of steps resolved under one commitment (a month of steps with
    `resolve --month`): the committed seed itself for step 0, else the first 8 bytes of the sha256 of
    "berthier-dice-v1-step:SEED:STEP", read as a big-endian number, modulo 2**31."""
    if step == 0:
        return seed
    made = hashlib.sha256(f"{STEP_SCHEME}:{seed}:{step}".encode("ascii")).digest()
    return int.from_bytes(made[:8], "big") % SEED_LIMIT


@dataclass(frozen=True)
class Revealed:
    text: str          # the revealed text
    turn: int
    seed: int
    stated: str        # the hash the update says was committed ('' when it does not say)
    step: int = 0      # a later step of a run resolved under the commitment (0: the committed step)
    step_seed: int = 0  # the seed the update says that step used


def read_update(update: str) -> list[Revealed]:
    """Every revealed text of an update, each with the hash the same line says was committed."""
    found = []
    for line in update.splitlines():
        m = REVEALED.search(line)
        if m:
            said, run = COMMITTED.search(line), RUN_STEP.search(line)
            found.append(Revealed(m.group(0), int(m.group(2)), int(m.group(3)), said.group(1) if said else "",
                                  int(run.group(1)) if run else 0, int(run.group(2)) if run else 0))
    return found


def check(update: str, commitment: str = "") -> tuple[bool, list[str]]:
    """(all good, the lines to print) for an update's text and, if given, the hash posted before."""
    commitment = commitment.strip().lower()
    if commitment and (len(commitment) != 64 or any(c not in _HEX for c in commitment)):
        return False, [f"the commitment {commitment[:80]!r} is not a sha256 hash (64 hex digits)"]
    revealed = read_update(update)
    if not revealed:
        return False, [f"the update reveals no dice: no line holds a text '{SCHEME}:GAME:TURN:SEED:SALT' "
                       f"(was the turn committed with `berthier commit`? is this the public update?)"]
    ok, lines = True, []
    for r in revealed:
        actual = digest(r.text)
        against = [(commitment, "the commitment you gave")] if commitment else []
        if r.stated:
            against.append((r.stated, "the hash the update states"))
        if not against:
            ok = False
            lines.append(f"turn {r.turn}: the update reveals {r.text} but states no hash; give the one "
                         f"posted before the deadline with --commitment")
            continue
        for expected, what in against:
            if actual == expected:
                lines.append(f"turn {r.turn}: match: sha256 of {r.text} is {actual}, {what}; seed {r.seed}")
            else:
                ok = False
                lines.append(f"turn {r.turn}: DIFFERS: sha256 of {r.text} is {actual}, not {expected} "
                             f"({what})")
        if r.step:
            derived = step_seed(r.seed, r.step)
            if derived == r.step_seed:
                lines.append(f"turn {r.turn}, run step {r.step}: match: its seed {r.step_seed} is derived from "
                             f"seed {r.seed}")
            else:
                ok = False
                lines.append(f"turn {r.turn}, run step {r.step}: DIFFERS: the update says seed {r.step_seed}, but "
                             f"seed {r.seed} gives {derived} for step {r.step}")
    return ok, lines


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="check-dice", description="Check that the dice seed a turn's update "
                                "reveals is the one the GM committed to before the deadline.")
    p.add_argument("update", help="the public update as text (a file), or - for standard input")
    p.add_argument("--commitment", default="", help="the sha256 the GM posted before the deadline")
    args = p.parse_args(argv)
    try:
        update = sys.stdin.read() if args.update == "-" else Path(args.update).read_text(encoding="utf-8",
                                                                                          errors="replace")
    except OSError as e:
        print(f"check-dice: {args.update}: {e.strerror or e}", file=sys.stderr)
        return 2
    ok, lines = check(update, args.commitment)
    for line in lines:
        print(line)
    if ok and not args.commitment:
        print("Compare the hash with the one the GM posted before the deadline (or give it with --commitment).")
    return 0 if ok else 1


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:         # the output piped into `head`: what was wanted was printed
        sys.exit(0)
