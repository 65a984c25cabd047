"""The GM's hand on the board in the ruleset's declared words, without Qt: which kinds of piece may
stand in a region, what a new piece starts with, how a piece is named in a menu."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.board import Board
from engine.rulesets.base import Ruleset
from engine.rulesets.placing import FieldKind, PieceKind
from engine.state import GameState



def may_stand(kind: PieceKind, board: Board, region: str) -> bool:
    """Whether the window offers this kind of piece in the region ("land", "sea" or "any")."""
    r = board[region]
    if kind.stands == "land":
        return r.is_land
    if kind.stands == "sea":
        return r.is_sea
    return r.is_land or r.is_sea


def kinds_standing(rules: Ruleset, board: Board, region: str) -> list[PieceKind]:
    return [k for k in rules.piece_kinds if may_stand(k, board, region)]


def kind_of(rules: Ruleset, entry: Mapping[str, Any]) -> PieceKind | None:
    return next((k for k in rules.piece_kinds if k.type == entry.get("type")), None)


def new_entry(rules: Ruleset, board: Board, state: GameState, kind: PieceKind, nation: str,
              region: str) -> dict[str, Any]:
    """A new piece as the Add dialog first shows it: each field's default (a choice's first, a
    nation field the piece's nation), then what the ruleset proposes (`new_piece_defaults`, e.g.
    the first free corps letter) where it has that hook."""
    entry: dict[str, Any] = {"type": kind.type, "nation": nation, "at": region}
    for f in kind.fields:
        value = f.default
        if value is None and not f.optional:
            value = {FieldKind.INT: f.minimum if f.minimum is not None else 0, FieldKind.FLAG: False,
                     FieldKind.TEXT: "", FieldKind.CHOICE: f.choices[0] if f.choices else "",
                     FieldKind.NATION: nation, FieldKind.REGION: region}[f.kind]
        entry[f.key] = value
    proposes = getattr(rules, "new_piece_defaults", None)
    if callable(proposes):
        entry.update(proposes(board, state, kind.type, nation) or {})
    return entry


def piece_name(rules: Ruleset, board: Board, entry: Mapping[str, Any], place: bool = True) -> str:
    """'France's corps A in Picardy': what names a piece in a menu or a question (without `place`:
    'France's corps A')."""
    kind = kind_of(rules, entry)
    label = kind.label.lower() if kind is not None else str(entry.get("type", "piece"))
    keys = kind.identity_keys() if kind is not None else ()
    names = " ".join(str(entry[k]) for k in keys if k != "at" and entry.get(k) not in (None, ""))
    at = str(entry.get("at", ""))
    where = f" in {board.name(at)}" if place and at in board else ""
    return f"{entry.get('nation')}'s {label}{' ' + names if names else ''}{where}"


def entries_at(entries: list[dict[str, Any]], region: str) -> list[dict[str, Any]]:
    return [e for e in entries if e.get("at") == region]
