"""Files a GM posts or sends: map PNGs, reports in Markdown, BBCode and text, a whole turn in a folder.

No dialogs here: the window asks where, these functions write, and `berthier render` uses the
same `save_map`. Every writing error becomes an `ExportError` that names the path and the reason.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterable

from app.window.pictures import TurnView, adapter, last_resolved, picture, turn_view
from engine.game.commitment import CHECK_DICE, checker_source, dice_revealed
from engine.errors import BerthierError
from engine.game.gamefile import Game
from engine.reports.render import FORMATS, render
from engine.reports.forums import render_as

if TYPE_CHECKING:
    from app.render.picture import MapPicture
    from engine.board import Board

DEFAULT_WIDTH = 1600
MAX_WIDTH = 16384
REPORT_SUFFIX = {"md": ".md", "bbcode": ".bbcode.txt", "text": ".txt"}
FORMAT_NAMES = {"md": "Markdown", "bbcode": "BBCode", "text": "plain text"}
FORUM_POST = "forum-post.txt"


class ExportError(BerthierError):
    """A file could not be written; the message names it and says why."""


def default_turn(game: Game) -> int:
    """The turn an export shows unless told: the last resolved one, or the current one if none is."""
    last = last_resolved(game)
    return game.current_turn if last is None else last


MAX_SLUG = 60
# names Windows keeps for devices, whatever the extension
_DEVICES = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)), *(f"lpt{i}" for i in range(10))}
_NOT_WORD = re.compile(r"[\W_]+")


def slug(text: str) -> str:
    """'Great Britain' -> 'great-britain', 'Россия' -> 'россия': letters and digits of any script
    (a name safe on every system), the rest a hyphen; never empty, never a Windows device name."""
    words = _NOT_WORD.sub("-", unicodedata.normalize("NFKC", text).casefold()).strip("-")
    words = words[:MAX_SLUG].rstrip("-") or "map"
    return f"{words}-" if words in _DEVICES else words


def nation_slugs(names: Iterable[str]) -> dict[str, str]:
    """Each nation's file name, distinct even where two names read alike ('Naples', 'naples' -> 'naples-2')."""
    out: dict[str, str] = {}
    taken: set[str] = set()
    for name in names:
        base = candidate = slug(name)
        number = 1
        while candidate in taken:
            number += 1
            candidate = f"{base}-{number}"
        taken.add(candidate)
        out[name] = candidate
    return out


def _reason(e: OSError) -> str:
    return e.strerror or str(e)


def check_width(width: int) -> int:
    width = int(width)
    if not 16 <= width <= MAX_WIDTH:
        raise ExportError(f"a map must be between 16 and {MAX_WIDTH} pixels wide, not {width}")
    return width


def save_map(game: Game, path: str | Path, *, turn: int | None = None, nation: str | None = None,
             width: int = DEFAULT_WIDTH, view: TurnView | None = None, treasuries: bool = False) -> Path:
    """Write the public map (under the ruleset's fog of war, if it has one) or a nation's private map,
    as PNG, JPEG or SVG as the file name asks; `treasuries` adds the treasuries table under it."""
    width = check_width(width)
    view = view or turn_view(game, default_turn(game) if turn is None else turn)
    return draw_map(game.board, path, picture(game, view, nation=nation, treasuries=treasuries), width)


def draw_map(board: Board, path: str | Path, pic: MapPicture, width: int) -> Path:
    """Draw a map picture already taken from the game and write it as its file name asks. It reads nothing
    of the game and paints only on a QImage or an SVG generator: the window runs it off its thread."""
    from app.render.formats import UnknownImageFormat, save_image  # Qt is loaded only when a map is drawn

    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)   # exporting every map makes its folders
        return save_image(board, path, pic, width=width)
    except UnknownImageFormat as e:
        raise ExportError(str(e)) from None
    except OSError as e:
        raise ExportError(f"cannot write the map to {path}: {_reason(e)}") from None


def print_map(game: Game, printer, *, turn: int | None = None, nation: str | None = None,
              width: int = DEFAULT_WIDTH, view: TurnView | None = None, treasuries: bool = False) -> None:
    """Print the public map or a nation's private map, drawn as for `save_map`, on `printer`."""
    from app.render.formats import print_map as print_picture

    width = check_width(width)
    view = view or turn_view(game, default_turn(game) if turn is None else turn)
    try:
        print_picture(game.board, printer, picture(game, view, nation=nation, treasuries=treasuries),
                      width=width)
    except OSError as e:
        raise ExportError(f"cannot print the map: {_reason(e)}") from None


def report_text(game: Game, turn: int, nation: str | None, fmt: str) -> str:
    """The public update (nation None) or a nation's internal report of a resolved turn."""
    return render_as(game.report(turn, nation), fmt)


def write_text(path: str | Path, text: str) -> Path:
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    except OSError as e:
        raise ExportError(f"cannot write {path}: {_reason(e)}") from None
    return path


def make_folder(folder: str | Path) -> Path:
    folder = Path(folder)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise ExportError(f"cannot create the folder {folder}: {_reason(e)}") from None
    return folder


@dataclass(frozen=True)
class ExportStep:
    """One file (or a few) of a longer export, so the window can show progress between steps. A map's step can be
    split (round 20): `prepare()` takes the picture from the game (on the window's thread, which holds the game file's
    connection) and gives the drawing, which reads nothing of the game: the window runs it off its thread (each map
    stopped the window 0.2-0.4 s). `run()` does both, as before."""

    description: str
    run: Callable[[], list[Path]]
    prepare: Callable[[], Callable[[], list[Path]]] | None = None


def report_steps(game: Game, folder: Path, turn: int, formats: Iterable[str] = FORMATS,
                 nations_in_folders: bool = False) -> list[ExportStep]:
    """The public update and every nation's internal report of `turn`, in each format."""
    formats = tuple(formats)
    state = game.state(turn)
    steps = [ExportStep("public update", lambda: [
        write_text(folder / f"public-update{REPORT_SUFFIX[f]}", report_text(game, turn, None, f)) for f in formats])]
    files = nation_slugs(n.name for n in state.nations)
    for n in state.nations:
        where = folder / files[n.name] if nations_in_folders else folder

        def nation_reports(name=n.name, where=where, file=files[n.name]) -> list[Path]:
            return [write_text(where / f"{file}-report{REPORT_SUFFIX[f]}", report_text(game, turn, name, f))
                    for f in formats]
        steps.append(ExportStep(f"internal report of {n.name}", nation_reports))
    return steps


def export_reports(game: Game, folder: str | Path, turn: int | None = None,
                   formats: Iterable[str] = FORMATS) -> list[Path]:
    """Write the reports of a resolved turn (default: the last) into `folder`; returns the files."""
    turn = _resolved_turn(game, turn)
    folder = make_folder(folder)
    return [p for step in report_steps(game, folder, turn, formats) for p in step.run()]


def _resolved_turn(game: Game, turn: int | None) -> int:
    last = last_resolved(game)
    if turn is None:
        turn = last
    if turn is None:
        raise ExportError("no turn has been resolved yet, so there are no reports to export")
    if not 0 <= turn < game.current_turn:
        raise ExportError(f"turn {turn} has not been resolved; reports exist for turns 0 to {game.current_turn - 1}")
    return turn


def export_turn_steps(game: Game, folder: str | Path, turn: int | None = None,
                      width: int = DEFAULT_WIDTH, forum_post: tuple[str, str] | None = None,
                      more: Iterable[ExportStep] = ()) -> list[ExportStep]:
    """Everything a GM uploads for a turn, as steps: the public map and update (three formats),
    the post for the forum (`forum_post`: the forum's name and the text, as copied), and for each
    nation a folder with its private map and internal report; then `more` (the players' viewers);
    last, a README.txt that lists every file written and who it is for.

    An unresolved turn (a game with no resolved turn yet) gives the maps only.
    """
    width = check_width(width)
    turn = default_turn(game) if turn is None else turn
    view = turn_view(game, turn)
    folder = Path(folder)
    written: list[Path] = []

    def step(description: str, run: Callable[[], list[Path]]) -> ExportStep:
        def noted() -> list[Path]:
            paths = run()
            written.extend(paths)
            return paths
        return ExportStep(description, noted)

    def map_step(description: str, path: Path, nation: str | None) -> ExportStep:
        def prepare() -> Callable[[], list[Path]]:
            taken = picture(game, view, nation=nation)          # reads the game: the window's thread

            def draw() -> list[Path]:                          # reads nothing of the game: any thread
                paths = [draw_map(game.board, path, taken, width)]
                written.extend(paths)
                return paths
            return draw
        return ExportStep(description, lambda: prepare()(), prepare)

    steps = [ExportStep("folder", lambda: [make_folder(folder)]),
             map_step("public map", folder / "public-map.png", None)]
    if forum_post is not None:
        steps.append(step("forum post", lambda: [write_text(folder / FORUM_POST, forum_post[1])]))
    files = nation_slugs(n.name for n in view.state.nations)
    for n in view.state.nations:
        steps.append(map_step(f"map of {n.name}", folder / files[n.name] / f"{files[n.name]}-map.png", n.name))
    if view.resolved:
        steps += [step(s.description, s.run) for s in report_steps(game, folder, turn, nations_in_folders=True)]
    if view.resolved and dice_revealed(game, turn):
        steps.append(step("dice check", lambda: [write_text(folder / CHECK_DICE, checker_source())]))
    steps += [step(s.description, s.run) for s in more]
    forum = forum_post[0] if forum_post is not None else ""
    steps.append(ExportStep("read-me", lambda: [write_text(folder / "README.txt",
                                                           _readme(game, view, folder, written, forum))]))
    return steps


def turn_folder(game: Game, turn: int) -> Path:
    """Where "Post the turn" writes a turn: beside the game file, one folder a turn, in turn order."""
    return game.path.parent / f"{slug(game.path.stem)}-turns" / f"{turn:03d}-{slug(game.label(turn))}"


def export_turn(game: Game, folder: str | Path, turn: int | None = None, width: int = DEFAULT_WIDTH) -> list[Path]:
    return [p for step in export_turn_steps(game, folder, turn, width) for p in step.run()]


def _readme(game: Game, view: TurnView, folder: Path, written: list[Path], forum: str = "") -> str:
    """What is in the folder and who gets it: every file written, the public ones first."""
    slugs = nation_slugs(n.name for n in view.state.nations)
    nation_of = {file: name for name, file in slugs.items()}
    public: list[tuple[str, str]] = []                 # (the file, what it is)
    private: dict[str, list[tuple[str, str]]] = {}
    for path in written:
        relative = path.relative_to(folder) if path.is_relative_to(folder) else path
        owner = nation_of.get(relative.parts[0]) if len(relative.parts) > 1 else None
        what = _what(relative.name, owner, game, forum)
        if owner is None:
            public.append((relative.as_posix(), what))
        else:
            private.setdefault(owner, []).append((relative.as_posix(), what))
    width = max((len(p) for p, _ in public + [x for files in private.values() for x in files]), default=0) + 2
    lines = [f"{game.title}: {view.caption}", ""]
    lines.append("Post on the forum (everyone may see these):")
    public.sort(key=lambda entry: entry[0] != FORUM_POST)          # what to paste first
    lines += [f"  {p:<{width + 2}}{what}" for p, what in public]
    lines += ["", "Send privately, each folder to its nation's player:"]
    for name in slugs:
        lines.append(f"  {slugs[name]}/ for {name}:")
        lines += [f"    {p:<{width}}{what}" for p, what in private.get(name, [])]
    if not view.resolved:
        lines += ["", "No turn has been resolved yet, so there are no reports."]
    return "\n".join(lines) + "\n"


def _what(file: str, nation: str | None, game: Game, forum: str) -> str:
    """What a file of the turn's folder holds, by its name."""
    if file == CHECK_DICE:
        return "checks the dice seed the update reveals against the hash posted before the deadline (Python 3)"
    if file == FORUM_POST:
        return f"the public update written for {forum or 'the forum'}, as copied to the clipboard: paste it"
    if file.endswith("-viewer.html"):
        return (f"{nation}'s own viewer" if nation else "the public viewer") + \
            ": every turn's map and reports, to open in any browser"
    if file.endswith(".png"):
        shows = adapter(game.rules.id).public_map_shows
        return f"{nation}'s private map" if nation else "the map" + (f" ({shows})" if shows else "")
    for fmt, suffix in REPORT_SUFFIX.items():
        if file.endswith(suffix) and not (fmt == "text" and file.endswith(REPORT_SUFFIX["bbcode"])):
            return (f"{nation}'s internal report" if nation else "the public update") + f" in {FORMAT_NAMES[fmt]}"
    return ""
