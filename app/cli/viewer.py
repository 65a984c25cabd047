"""`berthier viewer`: a nation's own viewer (or the public one, or all of them) as self-contained HTML."""

from __future__ import annotations

import argparse
from pathlib import Path

HELP = "write a players' viewer: one HTML file with every turn's map and reports, as a nation may see them"
DESCRIPTION = ("Write one self-contained HTML file that a player opens in any browser, offline: the map of "
               "every turn so far (pan and zoom, a turn slider, a search for a place), with the reports. "
               "--nation: that nation's own viewer (its private map and internal reports, its orders, the "
               "public updates); --public: what everyone may see; --all: the public viewer and one per "
               "nation into the folder --out names. Nothing in the file is fetched from anywhere.")


def add_arguments(v: argparse.ArgumentParser) -> None:
    v.description = DESCRIPTION
    v.add_argument("game", type=Path)
    whose = v.add_mutually_exclusive_group(required=True)
    whose.add_argument("--nation", help="the nation whose viewer this is")
    whose.add_argument("--public", action="store_true", help="the public viewer")
    whose.add_argument("--all", action="store_true",
                       help="the public viewer and one viewer per nation, written into the folder --out "
                            "names")
    v.add_argument("--out", type=Path, required=True,
                   help="the .html file to write (with --all: the folder, made if missing)")
    v.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from engine.errors import BerthierError
    from engine.game.gamefile import Game

    if not args.all:
        if args.out.suffix.lower() not in (".html", ".htm"):
            raise BerthierError(f"{args.out}: a viewer is an HTML file; end the file name with .html")
        if not args.out.parent.is_dir():
            raise BerthierError(f"the folder {args.out.parent} does not exist; create it first, or check its "
                                f"spelling")
    elif args.out.exists() and not args.out.is_dir():
        raise BerthierError(f"{args.out} is a file; with --all, --out names the folder the viewers go in")
    if not args.game.exists():
        raise BerthierError(f"{args.game}: no such game file")
    from app.render.viewer_maps import write_viewer, write_viewers
    with Game.open(args.game) as game:
        pages = game.current_turn + 1
        if args.all:
            paths = write_viewers(game, args.out)
            for path in paths:
                print(f"Wrote {path} ({_size(path)})")
            print(f"{len(paths)} viewers of {pages} page(s) each: send each nation its own file; the public "
                  f"one may be posted.")
            return 0
        nation = game.state(game.current_turn).find_nation(args.nation).name if args.nation else None
        path = write_viewer(game, args.out, nation)
    whose = f"{nation}'s own viewer (send it to {nation} only)" if nation else "the public viewer"
    print(f"Wrote {path}: {whose}, {pages} page(s), {_size(path)}.")
    return 0


def _size(path: Path) -> str:
    size = path.stat().st_size
    return f"{size / 1_000_000:.1f} MB" if size >= 1_000_000 else f"{max(1, round(size / 1000))} kB"
