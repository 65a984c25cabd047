"""Argument parsing and the error policy: clear messages and exit codes, never a traceback."""

from __future__ import annotations

import argparse
import atexit
import os
import sys
from pathlib import Path
from typing import NoReturn

from app import __version__
from app.cli import dice_parsers, mail_parsers, numbers
from app.cli.lazy import Into, Later, VerbParser, Verbs
from app.cli.terminal import escaped_output

# Imported when one of their verbs runs: `berthier --help` and `--version` import no engine.
verbs, decide = Verbs("app.cli.verbs"), Verbs("app.cli.decide")

EPILOG = "Every verb has its own --help. Documentation: docs/cli.md"
TURN_HELP = "'Fall 1805', 'Turn 5' (any case) or a number from `berthier history`"


def build_parser() -> argparse.ArgumentParser:
    p = VerbParser(prog="berthier", description="Adjudicate forum and e-mail strategy games.", epilog=EPILOG)
    p.add_argument("--version", action="version", version=f"berthier {__version__}")
    sub = p.add_subparsers(dest="verb", metavar="VERB")

    v = sub.add_parser("new", help="create a game file from a scenario, or from a ruleset and a map",
                       description=Later(lambda: "Create a game file. From a scenario: berthier new GAME "
                                         "--scenario FILE.json. From a bundled map: berthier new GAME --ruleset "
                                         f"RULESET --map MAP (rulesets: {', '.join(_rulesets().available())}; "
                                         "maps: the folders of resources/maps)."))
    v.add_argument("game", type=Path, help="the game file to create (e.g. mygame.berthier)")
    src = v.add_mutually_exclusive_group(required=True)
    src.add_argument("--scenario", type=Path, help="a scenario JSON file (docs/scenario-format.md)")
    src.add_argument("--map", help="a bundled map's name or a map file; nations come from its 'home' "
                                                "attributes, or else from the scenario bundled with it")
    v.add_argument("--ruleset", default=Later(lambda: _rulesets().DEFAULT_RULESET),
                   help=Later(lambda: f"ruleset id, with --map (default {_rulesets().DEFAULT_RULESET})"))
    v.add_argument("--title", help="the game's title (default: the scenario's title)")
    v.add_argument("--param", action="append", default=[], metavar="NAME=VALUE",
                   help="a rule parameter (house rule) for this game; VALUE is JSON, e.g. bank_cap=60; repeatable")
    v.set_defaults(run=verbs.new)

    v = sub.add_parser("orders", help="enter (or show) a nation's orders for the current turn",
                       description="Read a nation's orders as the player wrote them, print every line that is "
                                   "not understood or not allowed, and store them if all are fine. "
                                   "Without FILE, print the orders stored for the nation (--turn: of an "
                                   "earlier turn).")
    v.add_argument("game", type=Path)
    v.add_argument("--nation", required=True, help="the nation whose orders these are")
    v.add_argument("--turn", help=f"show the orders stored for this turn: {TURN_HELP}")
    v.add_argument("--archive", type=numbers.count, metavar="N",
                   help="with --turn: a turn archived by rollback N (as `berthier history` numbers them)")
    v.add_argument("file", nargs="?", help="a text file with one order per line, or - for standard input")
    v.add_argument("--force", action="store_true",
                   help="store the orders even if some lines are refused (those lines will fail)")
    v.add_argument("--fix", action="store_true",
                   help="apply every suggested fix ('did you mean ...') before checking, and say each one")
    v.add_argument("--choose", action="append", default=[], metavar="LINE:N", type=_choice,
                   help="write choice N of what line LINE 'may mean' (as printed, from 1) in its place before "
                        "checking, as a click on the window's button does; repeatable, e.g. --choose 3:1 "
                        "--choose 5:2. A line without choices or a choice it lacks changes nothing")
    v.add_argument("--step", metavar="STEP",
                   help="the orders are for this step still to come this round (words of its name, e.g. "
                        "'France land'): kept until it comes, checked again then. A message with a heading "
                        "per step ('Naval:', 'Land:') is split by its headings without it")
    v.set_defaults(run=verbs.orders)

    v = sub.add_parser("scout", help="print each nation's scouting results before resolution")
    v.add_argument("game", type=Path)
    v.add_argument("--nation", help="only this nation")
    v.add_argument("--format", choices=("md", "bbcode", "text"), default="text")
    v.set_defaults(run=verbs.scout)

    v = sub.add_parser("resolve", help="resolve the current turn",
                       description="Resolve the current turn with the stored orders. Dice are seeded (the seed "
                                   "is stored so the turn can be replayed) or given as a fixed list.")
    v.add_argument("game", type=Path)
    dice = v.add_mutually_exclusive_group()
    dice.add_argument("--seed", type=numbers.seed, help="seed for the dice (default: a random seed, recorded)")
    dice.add_argument("--dice", help="fixed dice values in order, e.g. 3,6,1,4 (see docs/rules/*.md for the order)")
    v.add_argument("--battle", action="append", default=[], metavar="RESULT",
                   help="a battle's result by hand: 'Tyrol: France 2 infantry, 1 cavalry; Austria all', "
                        "'46: Austria all; France 2 armies' (a border battle: 'Alsace/Baden: ...'; the "
                        "second battle in one place: '46#2: ...'); repeatable")
    v.add_argument("--reason", default="", help="why battle results were set by hand, or why the dice are not the seed committed with "
                                    "`berthier commit` (recorded, shown in the update)")
    v.add_argument("--decide", action="append", default=[], metavar="KEY=ANSWER",
                   help="the GM's answer to a decision the step needs (the error of a resolution that "
                        "cannot go on lists the keys); recorded with the turn; repeatable")
    v.add_argument("--dry-run", action="store_true", help="show what would happen; write nothing")
    v.add_argument("--turn", help=f"the turn meant: refused if the game has moved past it (another window or "
                                  f"command resolved it first): {TURN_HELP}")
    through = v.add_mutually_exclusive_group()
    through.add_argument("--through", metavar="STEP",
                         help="resolve consecutive steps through the one whose name has these words "
                              "(e.g. 'Prussia land'), stopping early where orders or answers are missing")
    through.add_argument("--month", action="store_true",
                         help="resolve consecutive steps to the month's end, stopping early where orders or "
                              "answers are missing")
    v.set_defaults(run=verbs.resolve)

    v = sub.add_parser("decide", help="keep the GM's answers to the current step's decisions in the game",
                       description="Store answers (KEY=ANSWER, any case, spaces or underscores) to the current "
                                   "turn's or step's decisions in the game file, as the window's Decisions page "
                                   "does; `resolve` and `needs` read them, so nothing is typed twice. A key no "
                                   "question of the step has is refused with the nearest keys; KEY= takes an "
                                   "answer back. Prints what is still open, and what dice may still raise.")
    v.add_argument("game", type=Path)
    v.add_argument("answers", nargs="*", metavar="KEY=ANSWER")
    v.add_argument("--clear", action="store_true", help="forget the answers kept so far first")
    v.set_defaults(run=decide.decide)

    v = sub.add_parser("needs", help="the decisions still open before the current turn or step resolves",
                       description="The decisions still open with the stored orders and the answers given "
                                   "with --decide, each with its key and who answers.")
    v.add_argument("game", type=Path)
    v.add_argument("--decide", action="append", default=[], metavar="KEY=ANSWER")
    v.add_argument("--nation", help="only the questions this nation answers, as a message to it")
    v.set_defaults(run=verbs.needs)

    v = sub.add_parser("report", help="print the public update or a nation's internal report")
    v.add_argument("game", type=Path)
    v.add_argument("--turn", help=f"the resolved turn (default: the last one; before any, the starting "
                                  f"position): {TURN_HELP}")
    v.add_argument("--nation", help="a nation's internal report instead of the public update")
    v.add_argument("--archive", type=numbers.count, metavar="N",
                   help="with --turn: a turn archived by rollback N (as `berthier history` numbers them)")
    v.add_argument("--format", metavar="FORMAT",
                   help=Later(lambda: "md, bbcode, text, or a forum dialect: " + ", ".join(mail_parsers.forums()) +
                                      " (default: the game's forum, else md)"))
    v.add_argument("--out", type=Path, help="write to this file instead of standard output")
    v.add_argument("--drafts", type=Path, metavar="FOLDER",
                   help="write a mail draft (.eml) of each nation's report to every address of its player "
                        "(berthier players): each member of a team gets the nation's report")
    v.set_defaults(run=verbs.report)

    v = sub.add_parser("forum", help="show or set the forum the game's updates are posted in",
                       description=Later(lambda: "The forum dialect decides the markup of `report` and of the "
                                         "window's Reports dock: " + "; ".join(f"{f.id} ({f.title})" for f in
                                                                               mail_parsers.forums().values())))
    v.add_argument("game", type=Path)
    v.add_argument("dialect", nargs="?", help="the dialect to set (without it: show the current one)")
    v.set_defaults(run=verbs.set_forum)

    v = sub.add_parser("state", help="print a turn's state as JSON")
    v.add_argument("game", type=Path)
    v.add_argument("--turn", help=f"the turn (default: the current one): {TURN_HELP}")
    v.set_defaults(run=verbs.state)

    v = sub.add_parser("history", help="list the game's turns, the GM's edits and rollbacks with their reasons")
    v.add_argument("game", type=Path)
    v.set_defaults(run=verbs.history)

    v = sub.add_parser("rollback", help="go back to an earlier turn (later turns are archived in the file)")
    v.add_argument("game", type=Path)
    v.add_argument("--to", required=True, help=f"the turn whose orders the game will await again: {TURN_HELP}")
    v.add_argument("--reason", default="rolled back by the GM")
    v.set_defaults(run=verbs.rollback)

    v = sub.add_parser("edit", help="change the current state by the GM's hand, with a reason",
                       description="Place, correct, move or remove pieces, set relations, region and nation "
                                   "fields, treasuries, owners and house rules. The flags are made in the order "
                                   "given and recorded as one edit with its reason, shown in the history; any "
                                   "refusal changes nothing. Docs: docs/cli.md, and each ruleset's fields in "
                                   "docs/rules/.",
                       fill=lambda v: _edit_verbs().add_edit_arguments(v))

    v = sub.add_parser("scenario", help="write the current position as a scenario file",
                       description="Write the current position as a scenario (docs/scenario-format.md) that "
                                   "`berthier new NEW --scenario FILE.json` turns back into the same position: "
                                   "the map by its bundled name, or inline when it is a map of the GM's own.",
                       fill=lambda v: _edit_verbs().add_scenario_arguments(v))

    v = sub.add_parser("render", help="draw a turn's map (PNG, JPEG or SVG): the public map, or a nation's "
                                      "private map",
                       description="Draw the map the GM posts with a turn's update: the position after the turn, "
                                   "with its movements and battles (default: the last resolved turn; before any "
                                   "turn is resolved, the current position). The public map shows every corps' "
                                   "letter and no compositions; --nation draws that nation's private map.")
    v.add_argument("game", type=Path)
    v.add_argument("--out", type=Path, required=True,
                   help="the file to write, in the format its name ends with: .png, .jpg or .svg; its folder "
                        "must exist")
    v.add_argument("--nation", help="a nation's private map instead of the public map")
    v.add_argument("--width", type=numbers.count, default=1600, help="image width in pixels (default 1600)")
    v.add_argument("--turn", help=f"the turn (default: the last resolved one): {TURN_HELP}")
    v.add_argument("--treasuries", action="store_true",
                   help="print the treasuries table under the map (on a nation's map, its own treasury only)")
    v.set_defaults(run=_render)

    sub.add_parser("viewer", help="write a players' viewer: one HTML file with every turn's map and reports, "
                                  "as a nation (or anyone) may see them",
                   fill=lambda v: _viewer().add_arguments(v))

    v = sub.add_parser("gui", help="open the window (on GAME, or the last game, or the bundled Europe 1805)",
                       description="Open the GM's window on GAME; without GAME, on the last game opened, or on "
                                   "the first start on the bundled Europe 1805 game (created in the user's data "
                                   "folder).")
    v.add_argument("game", nargs="?", type=Path, help="a game file to open")
    v.set_defaults(run=_gui)

    v = sub.add_parser("demo", help="run a headless demo turn on the bundled Europe 1805 game")
    v.add_argument("--seed", type=numbers.seed, default=1805)
    v.set_defaults(run=verbs.demo)

    mail_parsers.add_parsers(sub)
    dice_parsers.add_parsers(sub)
    _optional_verbs(sub)
    return p


def _choice(text: str) -> tuple[int, int]:
    """--choose LINE:N, read (engine.applied_choices: loaded only when the option is given)."""
    from engine.applied_choices import parse_choice
    try:
        return parse_choice(text)
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e)) from None


_choice.__name__ = "choice"         # argparse names the type in its message


def _rulesets():
    import engine.rulesets
    return engine.rulesets


def _viewer():
    from app.cli import viewer
    return viewer


def _edit_verbs():
    from app.cli import edit_verbs
    return edit_verbs


def _optional_verbs(sub) -> None:
    """Verbs whose code lives in other packages: tracing (the mapmaking extras) and the map editor."""
    def trace(parser: argparse.ArgumentParser) -> None:
        from engine.mapmaking import cli as trace_cli
        trace_cli.add_parser(Into(parser))

    def edit_map(parser: argparse.ArgumentParser) -> None:
        from app.editor import cli as editor_cli
        editor_cli.add_parser(Into(parser))

    sub.add_parser("trace", help="trace a map image into a map file", fill=trace)
    sub.add_parser("edit-map", help="draw, trace and check a map in the map editor", fill=edit_map)


def _render(args) -> int:
    """`berthier render`: the same drawing as the window's File > Export > Map."""
    from engine.errors import BerthierError
    from app.window.export import default_turn, save_map
    from app.window.pictures import turn_view
    from engine.game.gamefile import Game
    from engine.game.records import find_turn

    from app.render.formats import IMAGE_FORMATS

    if args.out.suffix.lower() not in IMAGE_FORMATS:
        raise BerthierError(f"{args.out}: maps are written as {', '.join(sorted(IMAGE_FORMATS))}; "
                            f"end the file name with one of them")
    folder = args.out.parent
    if not folder.is_dir():   # a typo in the folder must not create folders
        raise BerthierError(f"the folder {folder} does not exist; create it first, or check its spelling")
    with Game.open(args.game) as game:
        view = turn_view(game, default_turn(game) if args.turn is None else find_turn(game, args.turn))
        nation = view.state.find_nation(args.nation).name if args.nation else None
        path = save_map(game, args.out, view=view, nation=nation, width=args.width, treasuries=args.treasuries)
    from PySide6.QtGui import QImageReader
    size = QImageReader(str(path)).size()
    whose = f"private map of {nation}" if nation else "public map"
    kind = IMAGE_FORMATS[path.suffix.lower()]
    pixels = "vector drawing" if kind == "SVG" else f"{size.width()}x{size.height()} px"
    print(f"Wrote {path}: the {whose}, {view.caption}, {pixels}, {kind}.")
    return 0


def _gui(args) -> int:
    """`berthier gui`: the window."""
    from engine.errors import BerthierError
    from app.window.launch import NoDisplay, has_display, run

    if args.game is not None and not args.game.exists():
        raise BerthierError(f"{args.game}: no such game file")
    if not has_display():
        raise BerthierError("there is no display to show the window on (neither $DISPLAY nor $WAYLAND_DISPLAY "
                            "is set); the command-line verbs work without one")
    try:
        return run(args.game)
    except NoDisplay as e:
        raise BerthierError(str(e)) from None


_parser: argparse.ArgumentParser | None = None


def the_parser() -> argparse.ArgumentParser:
    """The parser, built once per process: parsing leaves it as it was, and a script or a test that
    runs many verbs in one process would otherwise build it (about 10 ms) for each."""
    global _parser
    if _parser is None:
        _parser = build_parser()
    return _parser


def main(argv: list[str] | None = None) -> int:
    parser = the_parser()
    # A positional after options ('orders GAME --nation X FILE') arrives as an extra argument.
    args, extra = parser.parse_known_args(argv)
    if extra:
        if len(extra) == 1 and getattr(args, "file", "absent") is None and not extra[0].startswith("--"):
            args.file = extra[0]
        else:
            parser.error(f"unrecognized arguments: {' '.join(extra)}")
    if not getattr(args, "run", None):
        parser.print_help()
        return 2
    from engine.game.gamestore import writes_committed
    written = writes_committed()
    try:
        with escaped_output():
            return _run(args, written)
    except BrokenPipeError:
        return 0


def run() -> NoReturn:
    """The `berthier` command: `main`, and the process left without Python's teardown of every object it
    made (about 25 ms of CPU, a fifth of a quick command's): the output flushed and the exit handlers run
    first, as a normal exit runs them. A command that opened the window exits as Python does (Qt's own
    teardown writes its settings)."""
    try:
        code = main()
    except SystemExit as e:              # --help, --version, a wrong argument: argparse exits
        if not (e.code is None or isinstance(e.code, int)):
            raise
        code = e.code or 0
    leave(code)


def leave(code: int) -> NoReturn:
    if "PySide6" in sys.modules:
        raise SystemExit(code)
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except (OSError, ValueError):       # a closed pipe: Python's own exit says so, as it always did
        raise SystemExit(code) from None
    atexit._run_exitfuncs()             # the kept patterns saved (engine.words.compiled), as at any exit
    os._exit(code)


def _run(args, written: int) -> int:
    """The verb, with the error policy: a BerthierError is the GM's to fix (exit 2), anything else a bug (3)."""
    import sqlite3

    from engine.errors import BerthierError
    from engine.game.gamestore import is_busy
    try:
        return int(args.run(args) or 0)
    except BerthierError as e:
        print(f"berthier {args.verb}: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"berthier: interrupted; {_what_was_written(written)}", file=sys.stderr)
        return 130
    except sqlite3.OperationalError as e:
        if is_busy(e):
            # a write not behind engine.game.gamestore.writing met a file another program holds
            said = _what_was_written(written)
            print(f"berthier {args.verb}: the game file is busy: another program (or window) is writing to "
                  f"it; try again. {said[:1].upper()}{said[1:]}.", file=sys.stderr)
            return 2
        return _internal_error(args, written)
    except BrokenPipeError:
        return 0
    except Exception:  # a bug: say so plainly, keep the details in a file
        return _internal_error(args, written)


def _internal_error(args, written: int) -> int:
    """Say plainly that a bug stopped the command; the traceback goes to a file."""
    import traceback                # loaded only when a bug stops a command: no verb needs it otherwise
    log = Path.home() / ".cache" / "berthier" / "crash.log"
    try:
        log.parent.mkdir(parents=True, exist_ok=True)
        log.write_text(traceback.format_exc())
        where = f"details are in {log}"
    except OSError:
        where = "and the details could not be saved"
    said = _what_was_written(written)
    print(f"berthier {args.verb}: an internal error stopped the command (a bug: please report it); "
          f"{where}. {said[:1].upper()}{said[1:]}.", file=sys.stderr)
    return 3


def _what_was_written(before: int) -> str:
    """Whether the command changed a game file before it stopped: every change is one transaction."""
    from engine.game.gamestore import writes_committed
    done = writes_committed() - before
    if done == 0:
        return "nothing was written to the game file"
    return (f"{done} change(s) had already been written to the game file before it stopped "
            f"(each one whole); check with berthier history")


if __name__ == "__main__":
    sys.exit(main())
