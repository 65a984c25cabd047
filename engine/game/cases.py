"""Rulings kept as cases: one resolution (the position, the map, the orders as written, the dice, the
results set by hand, the outcome and the ruling in words) in a JSON file a GM can read, send and
replay against the current rules (docs/cases.md).

`case_from_game` writes a resolved turn of a game as a case; `check_case` resolves it again and
says what differs: the events, the fields of the state, the texts that must appear.
"""

from __future__ import annotations

import difflib
import functools
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import msgspec

from engine.board import Board, load_map, parse_map
from engine.dice import ONE_STREAM, Dice, FixedDice, seeded
from engine.errors import BerthierError, MapFileError, UnknownName
from engine.events import Event
from engine.order_sheet import OrderSheet
from engine.reports.render import render
from engine.rulesets import ruleset as get_ruleset
from engine.rulesets.base import Resolution, Ruleset
from engine.state import GameState
from engine.state_diff import differences

if TYPE_CHECKING:
    from engine.game.gamefile import Game

FORMAT = "berthier-case"
VERSION = 1
MAX_BYTES = 20_000_000
DIFF_LINES = 40


class CaseError(BerthierError):
    """A case file that cannot be read: the message names the file and the field."""


@dataclass(frozen=True)
class Case:
    path: Path | None
    name: str
    ruling: str
    source: str                  # the rule text the case quotes ('' for a GM's own)
    rules: Ruleset
    board: Board
    before: GameState
    orders: dict[str, str]
    dice: dict[str, Any]         # {"seed": N, "scheme": ...} or {"fixed": [...]}
    overrides: dict[str, Any] | None
    outcome: dict[str, Any]      # "state", "events", "update", "reports"
    expect: tuple[str, ...]      # texts the outcome's update or reports must hold

    def where(self) -> str:
        return str(self.path) if self.path else self.name


@dataclass
class CaseCheck:
    case: Case
    differs: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.differs


# -- writing --------------------------------------------------------------------------------------

def outcome_of(rules: Ruleset, board: Board, before: GameState, after: GameState, events: Sequence[Event],
               title: str) -> dict[str, Any]:
    """The outcome as a case keeps it: the state after, the events as data, and their text (the
    public update and each nation's internal report)."""
    return {
        "state": _position(after),
        "events": [_plain(e) for e in events],
        "update": render(rules.public_report(board, before, after, events, title), "text"),
        "reports": {n.name: render(rules.internal_report(board, before, after, events, n.name, title), "text")
                    for n in before.nations},
    }


def _position(state: GameState) -> dict[str, Any]:
    """The state without its params (a case names them once, at its top)."""
    data = _plain(state)
    data.pop("params", None)
    return data


def _plain(value: Any) -> Any:
    """As the case file holds it: JSON's lists and objects (no tuples), keys in a fixed order."""
    return msgspec.json.decode(msgspec.json.encode(value, order="deterministic"))


def make_case(rules: Ruleset, board: Board, map_ref: str | dict[str, Any], before: GameState,
              orders: Mapping[str, str], dice: Mapping[str, Any], overrides: Mapping[str, Any] | None, *,
              name: str, ruling: str = "", source: str = "", expect: Sequence[str] = (),
              outcome: dict[str, Any] | None = None) -> dict[str, Any]:
    """A case as JSON data; without `outcome`, the outcome is what the current rules make of it."""
    if outcome is None:
        result = resolve(rules, board, before, orders, _dice(dice, name), overrides)
        outcome = outcome_of(rules, board, before, result.state, result.events, name)
    data: dict[str, Any] = {"format": FORMAT, "version": VERSION, "name": name, "ruling": ruling}
    if source:
        data["source"] = source
    data |= {"ruleset": rules.id, "params": _plain(before.params), "map": map_ref,
             "label": rules.turn_label(before), "position": _position(before), "orders": dict(orders),
             "dice": dict(dice)}
    if overrides:
        data["overrides"] = dict(overrides)
    if expect:
        data["expect"] = list(expect)
    data["outcome"] = outcome
    return data


def case_from_game(game: Game, turn: int, name: str, ruling: str = "") -> dict[str, Any]:
    """Resolved turn `turn` of a game as a case, its outcome as the game file records it."""
    from engine.game import records
    from engine.game.scenario import map_reference

    row = game.conn.execute("SELECT resolved_at, seed, fixed_dice, overrides, dice_scheme FROM turns WHERE turn = ?",
                            (turn,)).fetchone()
    if row is None or row[0] is None:
        raise BerthierError(f"turn {turn} ({game.label(turn) if row else 'no such turn'}) has not been resolved: "
                            f"a case is a resolution, with its outcome")
    _, seed, fixed, overrides, scheme = row
    dice: dict[str, Any] = ({"fixed": json.loads(fixed)} if fixed is not None
                            else {"seed": seed, "scheme": scheme or ONE_STREAM})   # none: before schemes
    before, after = game.state(turn), records.resolved_state(game, turn)
    orders = {n: t for n in (x.name for x in before.nations) if (t := game.orders_text(n, turn)) is not None}
    outcome = outcome_of(game.rules, game.board, before, after, game.events(turn), name)
    return make_case(game.rules, game.board, map_reference(game.board), before, orders, dice,
                     json.loads(overrides) if overrides else None, name=name, ruling=ruling, outcome=outcome)


def dumps(case: Mapping[str, Any]) -> str:
    return json.dumps(case, indent=1, ensure_ascii=False) + "\n"


# -- reading --------------------------------------------------------------------------------------

def load_case(path: Path) -> Case:
    path = Path(path)
    if not path.is_file():
        raise CaseError(f"{path}: no such case file")
    if path.stat().st_size > MAX_BYTES:
        raise CaseError(f"{path} is too large to be a case ({path.stat().st_size} bytes)")
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except UnicodeError:
        raise CaseError(f"{path} is not a text file (a case is JSON)") from None
    except ValueError as e:
        raise CaseError(f"{path} is not valid JSON: {e}") from None
    return read_case(data, path)


def read_case(data: Any, path: Path | None = None) -> Case:
    where = str(path) if path else "the case"

    def need(key: str, kind: type | tuple[type, ...], what: str) -> Any:
        if key not in data:
            raise CaseError(f"{where}: '{key}' is missing ({what})")
        if not isinstance(data[key], kind):
            raise CaseError(f"{where}: '{key}' must be {what}")
        return data[key]

    if not isinstance(data, dict):
        raise CaseError(f"{where}: a case is a JSON object")
    if data.get("format") != FORMAT:
        raise CaseError(f"{where}: 'format' is {data.get('format')!r}, not {FORMAT!r}: not a Berthier case")
    version = data.get("version")
    if not isinstance(version, int) or version > VERSION:
        raise CaseError(f"{where}: case version {version!r}; this Berthier reads cases up to version {VERSION}")
    try:
        rules = get_ruleset(need("ruleset", str, "the ruleset's id"))
    except UnknownName as e:
        raise CaseError(f"{where}: 'ruleset': {e}") from None
    board = _board(need("map", (str, dict), "a bundled map's name or a map object"), where)
    params = need("params", dict, "an object of rule parameters")
    position = need("position", dict, "the state before, as an object")
    try:
        before = rules.decode_state(json.dumps({**position, "params": params}).encode())
    except (msgspec.DecodeError, msgspec.ValidationError) as e:
        raise CaseError(f"{where}: 'position': {e}") from None
    strays = sorted(set(before.owners) - set(board.regions))
    if strays:
        raise CaseError(f"{where}: 'position' owns regions its map does not have: {', '.join(strays[:5])}")
    orders = need("orders", dict, "an object: nation -> the orders as written")
    for nation, text in orders.items():
        if not isinstance(text, str):
            raise CaseError(f"{where}: 'orders' of {nation!r} must be text")
        if nation not in {n.name for n in before.nations}:
            raise CaseError(f"{where}: 'orders' names {nation!r}, which is not a nation of the position")
    dice = need("dice", dict, "an object: {\"seed\": N} or {\"fixed\": [values]}")
    _dice(dice, where)
    overrides = data.get("overrides")
    if overrides is not None and not isinstance(overrides, dict):
        raise CaseError(f"{where}: 'overrides' must be an object")
    outcome = need("outcome", dict, "an object with the state after and the events")
    for key, kind in (("state", dict), ("events", list)):
        if not isinstance(outcome.get(key), kind):
            raise CaseError(f"{where}: 'outcome.{key}' is missing or not {'an object' if kind is dict else 'a list'}")
    expect = data.get("expect", [])
    if not isinstance(expect, list) or not all(isinstance(x, str) for x in expect):
        raise CaseError(f"{where}: 'expect' must be a list of texts")
    return Case(path, str(data.get("name") or (path.stem if path else "case")), str(data.get("ruling", "")),
                str(data.get("source", "")), rules, board, before, dict(orders), dict(dice), overrides,
                outcome, tuple(expect))


def _board(spec: str | dict[str, Any], where: str) -> Board:
    try:
        if isinstance(spec, dict):
            return parse_map(spec, source=f"{where}: the map", validate=False)
        return _bundled_map(spec)
    except (MapFileError, BerthierError) as e:
        raise CaseError(f"{where}: 'map': {e}") from None


@functools.cache
def _bundled_map(name: str) -> Board:
    """A bundled map, read once however many cases stand on it (boards are never changed)."""
    from engine.game.scenario import bundled_map_path
    return load_map(bundled_map_path(name))


def _dice(spec: Mapping[str, Any], where: str) -> Dice:
    if "fixed" in spec:
        values = spec["fixed"]
        if not isinstance(values, list) or not all(isinstance(v, int) and not isinstance(v, bool) for v in values):
            raise CaseError(f"{where}: 'dice.fixed' must be a list of whole numbers")
        return FixedDice(values)
    seed = spec.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise CaseError(f"{where}: 'dice' needs a whole number 'seed' or a list 'fixed'")
    try:
        return seeded(spec.get("scheme"), seed)
    except BerthierError as e:
        raise CaseError(f"{where}: 'dice.scheme': {e}") from None


# -- checking -------------------------------------------------------------------------------------

def resolve(rules: Ruleset, board: Board, before: GameState, orders: Mapping[str, str], dice: Dice,
            overrides: Mapping[str, Any] | None) -> Resolution:
    """The resolution as a game resolves it: each nation's orders read as written, then resolved."""
    sheets: dict[str, OrderSheet] = {n.name: rules.parse_orders(orders[n.name], n.name, before, board)
                                     for n in before.nations if n.name in orders}
    return rules.resolve(board, before, sheets, dice, overrides)


def check_case(case: Case) -> CaseCheck:
    check = CaseCheck(case)
    try:
        result = resolve(case.rules, case.board, case.before, case.orders, _dice(case.dice, case.where()),
                         case.overrides)
        now = outcome_of(case.rules, case.board, case.before, result.state, result.events, case.name)
    except BerthierError as e:
        check.differs.append(f"the case cannot be resolved with the current rules: {e}")
        return check
    except (KeyError, IndexError, TypeError, ValueError, AttributeError) as e:
        # a position edited by hand that names what its map or rules do not have
        check.differs.append(f"the case's position does not fit its map or rules ({type(e).__name__}: {e}); "
                             f"was it edited by hand?")
        return check
    kept_events = json.loads(json.dumps(case.outcome["events"]))
    if kept_events != now["events"]:
        check.differs.append(_events_differ(kept_events, now["events"]))
    state = differences(_as_today(case, case.outcome["state"]), now["state"])
    if state:
        check.differs.append("the state after differs (kept -> now): " + "; ".join(state))
    texts = "\n".join([now["update"], *now["reports"].values()])
    for wanted in case.expect:
        if wanted not in texts:
            check.differs.append(f"the outcome no longer says {wanted!r}")
    wording = _text_diff(case.outcome, now)
    if wording and check.differs:
        check.differs.append("the texts, kept (-) and now (+):\n" + wording)
    elif wording:
        check.notes.append("same events and state; only the wording of the reports changed")
    return check


def _as_today(case: Case, kept: Any) -> Any:
    """The kept state as the current rules read it: a field added to the rules since the case was
    saved takes its default (as an old game file's state does), so it is not a difference."""
    if not isinstance(kept, dict):
        return kept
    try:
        state = case.rules.decode_state(msgspec.json.encode({**kept, "params": case.before.params}))
    except (msgspec.ValidationError, msgspec.DecodeError):
        return kept          # not a state the rules can read: compared as it is, the differences shown
    return _position(state)


def _events_differ(kept: list[Any], now: list[Any]) -> str:
    first = next((i for i, (a, b) in enumerate(zip(kept, now)) if a != b), None)
    if first is None:
        extra = now[len(kept):] if len(now) > len(kept) else kept[len(now):]
        kinds = ", ".join(str(e.get("event", "?")) for e in extra[:5] if isinstance(e, dict))
        return (f"the events differ: {len(kept)} kept, {len(now)} now "
                f"({'new' if len(now) > len(kept) else 'missing'}: {kinds})")
    a, b = kept[first], now[first]
    kind = b.get("event", "?") if isinstance(b, dict) else "?"
    fields = "; ".join(differences(a, b, limit=6))
    return f"event #{first + 1} ({kind}) differs (kept -> now): {fields}"


def _text_diff(kept: Mapping[str, Any], now: Mapping[str, Any]) -> str:
    """The texts that differ, each under the name of its report, as a unified diff."""
    def sections(outcome: Mapping[str, Any]) -> dict[str, str]:
        reports = outcome.get("reports") or {}
        return {"the public update": str(outcome.get("update", "")),
                **{f"the report of {n}": str(reports[n]) for n in sorted(reports)}}
    before, after = sections(kept), sections(now)
    out: list[str] = []
    for title in dict.fromkeys([*before, *after]):
        diff = list(difflib.unified_diff(before.get(title, "").splitlines(), after.get(title, "").splitlines(),
                                         lineterm="", n=1))[2:]
        if diff:
            out += [f"in {title}:", *diff]
    if len(out) > DIFF_LINES:
        out = out[:DIFF_LINES] + [f"... {len(out) - DIFF_LINES} more line(s)"]
    return "\n".join("    " + line for line in out)


def case_files(paths: Sequence[Path]) -> list[Path]:
    """The case files named, a folder standing for every .json file in it (sorted)."""
    out: list[Path] = []
    for p in paths:
        if p.is_dir():
            found = sorted(p.glob("*.json"))
            if not found:
                raise CaseError(f"{p}: the folder holds no case (.json) file")
            out += found
        else:
            out.append(p)
    return out


def bundled_cases() -> list[Path]:
    """The cases each ruleset ships (its seed's worked examples): engine/rulesets/<id>/cases/*.json."""
    root = Path(__file__).resolve().parents[1] / "rulesets"
    return sorted(root.glob("*/cases/*.json"))
