"""The GM's hand in Napoleon's Wars: corps and squadrons as scenario entries, read by the one
reader a scenario's units and the GM's pieces share, and the nations' bookkeeping he may correct."""

from __future__ import annotations

from engine.words import patterns as re        # its compile() waits for first use
from typing import Any, Iterable, Mapping

from engine.board import Board
from engine.errors import BerthierError, ScenarioError
from engine.rulesets.napoleonic.economy import ANNEXED, CONSCRIPTED
from engine.rulesets.napoleonic.units import Corps, NapoleonicState, Squadron, first_free_number, free_letters
from engine.rulesets.placing import Field, FieldKind, PieceKind
from engine.rulesets.scenario_units import Unit, refuse_duplicates
from engine.state import replace, with_nation

_LETTER = re.compile(r"[A-Z]{1,3}")
_NEW = Field(key="new", label="Built this season", kind=FieldKind.FLAG, default=False, public=False,
             help="built this season: it defends but cannot move until next season")

CORPS = PieceKind(type="corps", label="Corps", stands="land", help="a corps of up to 3 divisions and a scouting cavalry", fields=(
    Field(key="letter", label="Letter", kind=FieldKind.TEXT, identity=True,
          help="1 to 3 capital letters, unique among the nation's corps; a new corps takes the first free one"),
    Field(key="infantry", label="Infantry divisions", default=1, minimum=0, public=False,
          help="with cavalry and artillery, at most 3 divisions (the corps_size rule)"),
    Field(key="cavalry", label="Cavalry divisions", default=0, minimum=0, public=False),
    Field(key="artillery", label="Artillery divisions", default=0, minimum=0, public=False),
    Field(key="scout", label="Scouting cavalry", kind=FieldKind.FLAG, default=False, public=False,
          help="the fourth slot, beside the 3 divisions"),
    _NEW))
SQUADRON = PieceKind(type="squadron", label="Squadron", stands="sea", help="one squadron, in a sea", fields=(
    Field(key="number", label="Number", minimum=1, identity=True,
          help="unique among the nation's squadrons; a new squadron takes the first free one"),
    _NEW))
NATION_FIELDS = (
    Field(key=CONSCRIPTED, label="Divisions conscripted this year", minimum=0, public=False,
          help="counts against the year's conscription limit; set to 0 each Spring"),
    Field(key=ANNEXED, label="Provinces annexed", minimum=0, public=False,
          help="annexations ever made, which raise the conscription limit"),
)


def read_units(board: Board, params: Mapping[str, Any], units: Iterable[Unit]
               ) -> tuple[tuple[Corps, ...], tuple[Squadron, ...]]:
    """Corps and squadrons from scenario entries, each checked: its letter or number, its divisions,
    where it stands; ScenarioError naming the entry and the field."""
    corps: list[Corps] = []
    squadrons: list[Squadron] = []
    for where, u, nation, at in units:
        kind = u.get("type")
        new = u.get("new", False)
        if not isinstance(new, bool):
            raise ScenarioError(f"{where} ({nation}): new must be true or false, not {new!r}")
        if kind == "corps":
            corps.append(_corps(u, where, nation, at, board, params, new))
        elif kind == "squadron":
            number = u.get("number")
            if not isinstance(number, int) or isinstance(number, bool) or number < 1:
                raise ScenarioError(f"{where} ({nation} squadron): number must be a whole number from 1, not {number!r}")
            if not board[at].is_sea:
                raise ScenarioError(f"{where}: {nation} squadron {number} is in {board.name(at)}, which is not a sea")
            squadrons.append(Squadron(nation=nation, number=number, at=at, new=new))
        else:
            raise ScenarioError(f"{where}: unit type {kind!r} is not 'corps' or 'squadron'")
    refuse_duplicates("corps", [c.key for c in corps])
    refuse_duplicates("squadron", [s.key for s in squadrons])
    return tuple(corps), tuple(squadrons)


def _corps(u: Mapping[str, Any], where: str, nation: str, at: str, board: Board, params: Mapping[str, Any],
           new: bool) -> Corps:
    letter = u.get("letter")
    if not isinstance(letter, str) or not _LETTER.fullmatch(letter):
        raise ScenarioError(f"{where} ({nation}): corps letter {letter!r} must be 1 to 3 capital letters")
    counts: dict[str, int] = {}
    for kind in ("infantry", "cavalry", "artillery"):
        v = u.get(kind, 0)
        if not isinstance(v, int) or isinstance(v, bool) or v < 0:
            raise ScenarioError(f"{where} ({nation} corps {letter}): {kind} must be a whole number, not {v!r}")
        counts[kind] = v
    scout = u.get("scout", False)
    if not isinstance(scout, bool):
        raise ScenarioError(f"{where} ({nation} corps {letter}): scout must be true or false")
    c = Corps(nation=nation, letter=letter, at=at, scout=scout, new=new, infantry=counts["infantry"],
              cavalry=counts["cavalry"], artillery=counts["artillery"])
    if c.regular > params["corps_size"]:
        raise ScenarioError(f"{where}: {nation} corps {letter} has {c.regular} divisions; a corps holds "
                            f"{params['corps_size']} plus a scouting cavalry")
    if c.divisions == 0:
        raise ScenarioError(f"{where}: {nation} corps {letter} has no divisions")
    if not board[at].is_land:
        raise ScenarioError(f"{where}: {nation} corps {letter} is in {board.name(at)}, which is not land")
    return c


def unit_entries(state: NapoleonicState) -> list[dict[str, Any]]:
    """Every corps, then every squadron, as its scenario entry; `new` only where set."""
    out: list[dict[str, Any]] = []
    for c in state.corps:
        out.append({"type": "corps", "nation": c.nation, "letter": c.letter, "at": c.at, "infantry": c.infantry,
                    "cavalry": c.cavalry, "artillery": c.artillery, "scout": c.scout, **({"new": True} if c.new else {})})
    for s in state.squadrons:
        out.append({"type": "squadron", "nation": s.nation, "number": s.number, "at": s.at,
                    **({"new": True} if s.new else {})})
    return out


def new_piece_defaults(state: NapoleonicState, type_: str, nation: str) -> dict[str, Any]:
    """A new corps takes the nation's first free letter, a new squadron its first free number."""
    if type_ == "corps":
        return {"letter": next(free_letters({c.letter for c in state.corps_of(nation)}))}
    if type_ == "squadron":
        return {"number": first_free_number({s.number for s in state.squadrons if s.nation == nation})}
    return {}


def nation_values(state: NapoleonicState, nation: str) -> dict[str, Any]:
    counters = state.nation(nation).counters
    return {f.key: counters.get(f.key, 0) for f in NATION_FIELDS}


def set_nation_value(state: NapoleonicState, nation: str, key: str, value: Any) -> NapoleonicState:
    if key not in {f.key for f in NATION_FIELDS}:
        raise BerthierError(f"{key}: the Napoleonic rules have no nation field called {key!r}")
    n = state.nation(nation)
    counters = {k: v for k, v in {**n.counters, key: int(value)}.items() if v}
    return with_nation(state, replace(n, counters=counters))
