"""`berthier case save` and `berthier case check`: a resolved turn kept as a rule case, and cases
replayed against the current rules (docs/cases.md)."""

from __future__ import annotations

import re
from pathlib import Path

from engine.game.cases import bundled_cases, case_files, case_from_game, check_case, dumps, load_case
from engine.errors import BerthierError
from engine.game.gamefile import Game
from engine.game.records import find_turn

_SLUG = re.compile(r"[^0-9A-Za-z]+")


def save(args) -> int:
    name = " ".join(args.name.split())
    if not name:
        raise BerthierError("the case needs a name (e.g. 'battle of Tyrol, Fall 1805')")
    out: Path = args.out or Path(_SLUG.sub("-", name).strip("-").lower() + ".case.json")
    if out.exists() and not args.force:
        raise BerthierError(f"{out} already exists; choose another name, --out FILE, or --force to replace it")
    if not out.parent.is_dir():
        raise BerthierError(f"the folder {out.parent} does not exist; create it first, or check its spelling")
    with Game.open(args.game) as game:
        turn = find_turn(game, args.turn)
        case = case_from_game(game, turn, name, args.ruling or "")
        label = game.label(turn)
    try:
        out.write_text(dumps(case), encoding="utf-8")
    except OSError as e:
        raise BerthierError(f"{out} could not be written: {e.strerror or e}") from None
    print(f"Wrote {out}: {label} as the case {name!r} ({len(case['orders'])} nation(s)' orders, "
          f"{len(case['outcome']['events'])} event(s)). Check it with: berthier case check {out}")
    return 0


def check(args) -> int:
    if not args.files and not args.bundled:
        raise BerthierError("name the case files (or folders) to check, or --bundled for the cases Berthier ships")
    bundled = bundled_cases() if args.bundled else []
    if args.bundled and not bundled:
        raise BerthierError("this installation of Berthier has no bundled cases (engine/rulesets/*/cases/)")
    files = case_files(args.files) + bundled
    changed = 0
    for path in files:
        try:
            result = check_case(load_case(path))
        except BerthierError as e:
            print(f"{path}: cannot be read: {e}")
            changed += 1
            continue
        if result.ok:
            print(f"{path}: ok" + "".join(f" ({n})" for n in result.notes))
            continue
        changed += 1
        print(f"{path}: CHANGED ({result.case.name})")
        for line in result.differs:
            print(f"  - {line}")
    print(f"{len(files) - changed} of {len(files)} case(s) ok" + (f"; {changed} changed" if changed else "") + ".")
    return 1 if changed else 0
