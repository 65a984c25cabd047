"""`berthier commit` and `berthier verify`: the dice of a turn committed before the deadline, and
every roll of a resolved turn recomputed from the game file (or an update's seed checked)."""

from __future__ import annotations

from pathlib import Path

from engine.game import commitment
from engine.game.dice_check import check as check_update
from engine.errors import BerthierError
from engine.game.gamefile import Game
from engine.game.records import find_turn
from engine.words.textio import MAX_MESSAGE_BYTES
from engine.game.verify import resolved_turns, verify_turn


def commit(args) -> int:
    with Game.open(args.game) as game:
        made = commitment.commit(game, again=args.again, reason=args.reason)
        label, title = game.label(made.turn), game.title
    print(f"Committed the dice of {label}. Paste this in the thread before the deadline:")
    print()
    print(made.post_line(label, title))
    print()
    print("`berthier resolve` will use this seed; the update reveals it.")
    return 0


def verify(args) -> int:
    path: Path = args.file
    if not path.exists():
        raise BerthierError(f"{path}: no such file (give a game file, or a turn's public update as text)")
    if path.is_dir():
        raise BerthierError(f"{path} is a folder; give a game file or a public update (public-update.txt)")
    with open(path, "rb") as f:
        head = f.read(16)
    if head == b"SQLite format 3\x00":
        return _verify_game(args)
    if args.turn is not None:
        raise BerthierError("--turn is for a game file; an update says which turn it reveals")
    if path.stat().st_size > MAX_MESSAGE_BYTES:
        raise BerthierError(f"{path} is too large to be a turn's update")
    ok, lines = check_update(path.read_text(encoding="utf-8", errors="replace"), args.commitment or "")
    for line in lines:
        print(line)
    if ok and not args.commitment:
        print("Compare the hash with the one the GM posted before the deadline (or give it with --commitment).")
    return 0 if ok else 1


def _verify_game(args) -> int:
    if args.commitment:
        raise BerthierError("--commitment is for an update's text; a game file keeps its commitments")
    with Game.open(args.file) as game:
        turns = [find_turn(game, args.turn)] if args.turn is not None else resolved_turns(game)
        if not turns:
            print(f"No turn of {game.title} has been resolved yet: nothing to verify.")
            return 0
        checks = [verify_turn(game, t) for t in turns]
    for c in checks:
        print(f"{c.label} (turn {c.turn}): {'match' if c.ok else 'DIFFERS'}")
        for line in c.differs:
            print(f"  differs: {line}")
        for line in c.notes:
            print(f"  {line}")
    bad = [c for c in checks if not c.ok]
    print(f"{len(checks) - len(bad)} of {len(checks)} turn(s) match what the game file records.")
    return 1 if bad else 0
