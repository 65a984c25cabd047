"""Stand-ins for the GM's-hand hooks of the napoleonic and toy rulesets, used by the window's
placing tests only while those rulesets declare no pieces of their own (their real hooks are
written beside them, in engine/rulesets/napoleonic/ and tests/toy_ruleset/). Each reads pieces
back through the ruleset's own scenario reader, as the real hooks must."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.board import Board
from engine.rulesets.napoleonic import Napoleonic
from engine.rulesets.napoleonic.units import NapoleonicState, free_letters
from engine.rulesets.placing import Field, FieldKind, PieceKind
from engine.state import GameState, replace

from toy_ruleset.engine_side import Toy
from toy_ruleset.engine_side.units import ToyState


def _plain(state: GameState) -> GameState:
    return GameState(**{f: getattr(state, f) for f in GameState.__struct_fields__})


class StandInNapoleonic(Napoleonic):
    piece_kinds = (
        PieceKind(type="corps", label="Corps", stands="land", fields=(
            Field(key="letter", label="Letter", kind=FieldKind.TEXT, identity=True),
            Field(key="infantry", label="Infantry divisions", minimum=0, maximum=3, public=False),
            Field(key="cavalry", label="Cavalry divisions", minimum=0, maximum=3, public=False),
            Field(key="artillery", label="Artillery divisions", minimum=0, maximum=3, public=False),
            Field(key="scout", label="Scouting cavalry", kind=FieldKind.FLAG, default=False, public=False))),
        PieceKind(type="squadron", label="Squadron", stands="sea", fields=(
            Field(key="number", label="Number", minimum=1, identity=True),)),
    )

    def unit_entries(self, board: Board, state: NapoleonicState) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = [
            {"type": "corps", "nation": c.nation, "letter": c.letter, "at": c.at, "infantry": c.infantry,
             "cavalry": c.cavalry, "artillery": c.artillery, "scout": c.scout} for c in state.corps]
        out += [{"type": "squadron", "nation": s.nation, "number": s.number, "at": s.at} for s in state.squadrons]
        return out

    def with_units(self, board: Board, state: NapoleonicState,
                   entries: Sequence[Mapping[str, Any]]) -> NapoleonicState:
        start = {"season": state.season, "year": state.year}
        read = self.new_state(board, {"start": start, "units": [dict(e) for e in entries]}, _plain(state))
        return replace(state, corps=read.corps, squadrons=read.squadrons)

    def new_piece_defaults(self, board: Board, state: NapoleonicState, type_: str, nation: str) -> dict[str, Any]:
        if type_ == "corps":
            return {"letter": next(free_letters({c.letter for c in state.corps_of(nation)})), "infantry": 1}
        used = {s.number for s in state.squadrons if s.nation == nation}
        return {"number": next(n for n in range(1, len(used) + 2) if n not in used)}


class StandInToy(Toy):
    piece_kinds = (
        PieceKind(type="militia", label="Militia", stands="land", fields=(
            Field(key="count", label="Militia", minimum=1, maximum=99, default=1),)),
        PieceKind(type="fort", label="Fort", stands="land"),
    )

    def unit_entries(self, board: Board, state: ToyState) -> list[dict[str, Any]]:
        return ([{"type": "militia", "nation": m.nation, "at": m.at, "count": m.count} for m in state.militia]
                + [{"type": "fort", "nation": f.nation, "at": f.at} for f in state.forts])

    def with_units(self, board: Board, state: ToyState, entries: Sequence[Mapping[str, Any]]) -> ToyState:
        read = self.new_state(board, {"units": [dict(e) for e in entries]}, _plain(state))
        return replace(state, militia=read.militia, forts=read.forts)


STAND_INS = {"napoleonic": StandInNapoleonic, "toy": StandInToy}
