"""Succheesion's orders by meaning (issue 22, item 2; engine/words/meaning): the nation's units as players
name them (a count of units in a region, its ships by type in a sea, the General) and every order it may
give now, for the shared reader to match a refused sentence against."""

from __future__ import annotations

from engine.board import Board
from engine.order_sheet import Order
from engine.words.meaning import Candidate, Meaning
from engine.words.reading import Names
from engine.words.references import UnitRef
from engine.rulesets.succheesion.meaning_moves import Moves
from engine.rulesets.succheesion.meaning_orders import Others
from engine.rulesets.succheesion.options import order_options
from engine.rulesets.succheesion.units import FORT, LAND_TYPES, SHIP_TYPES, SuccheesionState
from engine.rulesets.succheesion.words import KINDS
from engine.rulesets.succheesion.writing import format_order

# Words of the game's money: a sum of them beside orders is a remark to the GM (engine.words.meaning.remarks).
MONEY = frozenset("cheese".split())

_LAND_NOUNS = frozenset("unit units troops troop men man armies soldiers soldier riders rider horsemen "
                        "regiments regiment battalions battalion forces lads guys "
                        # in the languages players write ('le 4 unità di Manarth Hold marciano verso ...')
                        "unità unita unités unites unidades unidad einheiten einheit jednostki jednostek oddziały "
                        "truppen troupes tropas truppe soldats soldados soldaten soldati".split())
# A body of troops said in the singular ('our army in Whiskerport'): all of a stack, never one unit of it.
_WHOLE_NOUNS = frozenset("army host garrison force column horde stack".split())
_SHIP_NOUNS = frozenset("ship ships fleet fleets navy squadron squadrons vessel vessels navires barcos schiffe "
                        "navi statki flotte flota".split())
_GENERAL_NOUNS = frozenset("general gen khan king queen emperor empress tsar sultan duke duchess prince princess "
                           "marshal chancellor".split())

# The game's own verbs, beyond the common English ones (engine/words/meaning/verbs.py), and the class each
# gives. A word listed here has this class only, so the common verbs keep theirs ('raise' builds units and
# raises cheese, 'join' marches and joins a pact, 'assault' attacks a fort or marches).
VERBS = {
    **dict.fromkeys("blockade blockades blockading blockaded".split(), "blockade"),
    **dict.fromkeys("lift lifts lifting".split(), "break"),
    **dict.fromkeys("siege sieges besiege besieges besieging".split(), "besiege"),
    **dict.fromkeys("inv increase increases increasing boost boosts".split(), "invest"),
    **dict.fromkeys("found founds founding establish establishes".split(), "found"),
    **dict.fromkeys("cede cedes ceding".split(), "give"),
    **dict.fromkeys("sway sways swaying bribe bribes bribing persuade persuades incite incites".split(), "sway"),
    **dict.fromkeys("spend spends spending".split(), "spend"),
    **dict.fromkeys("casualties casualty cas lose loses sacrifice sacrifices".split(), "casualties"),
    # 'war' alone is no declaration ('Make Berdain pay for this war'), 'declare' alone no alliance: a war is
    # declared ('declare', 'dow'), a sway to war says 'war', peace and alliances say their own words
    **dict.fromkeys("war wars".split(), "warfare"),
    **dict.fromkeys("declare declares declared declaring dow".split(), "declare"),
    # 'make' alone is no peace ('Make Berdain pay for this war'): 'make peace' has 'peace', an alliance 'alliance'
    **dict.fromkeys("make makes made".split(), "build"),
}
# Short forms of types that are other words first ('the war line', 'the Marsh pickets guard the port').
_NOT_NOUNS = frozenset("line guard".split())
# A word that makes one type another ('light', 'heavy', 'Gd'): its own kind, so that 'heavy cavalry' is never
# read as Cavalry when the word before it is lost.
_TYPE_WORDS = {**dict.fromkeys("light lt l".split(), "light infantry"), **dict.fromkeys("heavy hvy".split(),
               "heavy cavalry"), **dict.fromkeys("guards gd gds gi".split(), "guard infantry")}
# Words that leave a count unsaid ('some cavalry', 'a few cheese', 'half of the units'): a kind no candidate
# has, so that such a sentence is refused rather than read as one unit.
_SOME = dict.fromkeys("some several few many half most rest remaining others part portion bulk majority lots lot "
                      "plenty enough much little bit".split(), "some")
# Units told to stay, said beside another order ('the army marches to Grenadier Hills, the General stays', 'hold
# fast and attack'): the rules give a stay no order, so such a sentence is never read as the other order alone.
_STAYING = dict.fromkeys("stay stays remain remains hold holds".split(), "some")
# Another nation doing something to the writer ('Should Randomia declare war on us, ...'): not the writer's order.
_TO_US = dict.fromkeys("us".split(), "some")
# The game's unit words, as the kinds the candidates give ('inf' -> 'infantry', 'gall.' -> 'galleon'), and the
# goods its orders count: a sentence naming cheese or TP fits no march or build.
UNIT_KINDS = {**{word: kind.casefold() for word, kind in KINDS.items() if word not in _NOT_NOUNS}, **_TYPE_WORDS,
              **{w: "units" for w in _LAND_NOUNS}, **{w: "ships" for w in _SHIP_NOUNS},
              **{w: "stack" for w in _WHOLE_NOUNS},
              "cheese": "cheese", "tp": "tp", "tps": "tp", **_SOME, **_TO_US, **_STAYING,
              **dict.fromkeys("fregaty fregat fregatę".split(), "frigate"), **dict.fromkeys("galeony galeon".split(), "galleon")}


def meaning(board: Board, state: SuccheesionState, nation: str, names: Names | None = None) -> Meaning:
    """The nation's units and candidate orders now; `names`: the reader's own (made here when not given).
    Worked out once for a position and nation: the state is immutable, and a GM reads many messages in it."""
    key = (id(board), id(state), nation)
    kept = _KEPT.get(key)
    if kept is None or kept[0] is not board or kept[1] is not state:
        if len(_KEPT) >= 16:
            _KEPT.clear()
        kept = _KEPT[key] = (board, state, *_worked_out(board, state, nation))
    return Meaning(units=kept[2], candidates=kept[3], verbs=VERBS, kinds=UNIT_KINDS, names=names or Names(board, state),
                   money=MONEY)


_KEPT: dict[tuple[int, int, str], tuple[Board, SuccheesionState, tuple[UnitRef, ...], tuple[Candidate, ...]]] = {}


def _worked_out(board: Board, state: SuccheesionState, nation: str) -> tuple[tuple[UnitRef, ...], tuple[Candidate, ...]]:
    units = unit_refs(board, state, nation)
    heads: dict[tuple[str, str], str] = {}
    for ref in units:
        heads[(_kind_of(ref), ref.at)] = ref.head

    def head(kind: str, at: str) -> tuple[str, ...]:
        found = heads.get((kind, at)) or (f"new {at}" if kind == "new" else "cheese" if kind == "cheese" else None)
        return (found,) if found else ()

    def write(order: Order) -> str:
        return format_order(order, board)

    options = order_options(board, state, nation)
    candidates: list[Candidate] = []
    if not options.eliminated:
        candidates = Moves(board, state, nation, write, head).all() + \
            Others(board, state, nation, options, write, head).all()
    return tuple(units), tuple(candidates)


def unit_refs(board: Board, state: SuccheesionState, nation: str) -> list[UnitRef]:
    """One reference a stack (its count and region: '4 units 9'), one for the General with it, one a
    kind of ship in a sea ('2 Frigates 13')."""
    out = []
    sheet = state.sheet(nation)
    for s in state.stacks:
        if s.nation != nation:
            continue
        label = board[s.at].label or s.at
        held = s.kinds or sheet
        kinds = frozenset(k.casefold() for k, v in held.items() if v)
        if s.count:
            out.append(UnitRef(f"{s.count} units {label}", "", _LAND_NOUNS | _WHOLE_NOUNS | {"stack"} | kinds, s.at,
                               kinds))
        if s.count > 1:     # some of them, named by where they stand: not 'the army', which is all of them
            out.append(UnitRef(f"some of the {s.count} units {label}", "", _LAND_NOUNS | kinds, s.at, kinds))
        if s.general:
            out.append(UnitRef(f"the General {label}", "", _GENERAL_NOUNS, s.at, frozenset({"general"})))
    for f in state.fleets:
        if f.nation != nation:
            continue
        label = board[f.at].label or f.at
        if f.frigates and f.galleons:       # 'the frigates in 13' are those alone, 'the fleet in 13' asked
            out.append(UnitRef(f"{f.frigates} Frigate{'s' if f.frigates > 1 else ''} and {f.galleons} "
                               f"Galleon{'s' if f.galleons > 1 else ''} {label}", "", _SHIP_NOUNS, f.at,
                               frozenset({"frigate", "galleon"})))
        for count, kind in ((f.frigates, "Frigate"), (f.galleons, "Galleon")):
            if count:
                words = frozenset({kind.casefold(), kind.casefold() + "s"}) | _SHIP_NOUNS
                out.append(UnitRef(f"{count} {kind}{'s' if count > 1 else ''} {label}", "", words, f.at,
                                   frozenset({kind.casefold()})))
    # what a build makes, as a unit its sentence must name ('build 3 Dragoons in 12' is no build of Forts)
    out += [UnitRef(f"new {kind}", "", frozenset({kind.casefold()}), "", frozenset({kind.casefold()}))
            for kind in (*LAND_TYPES, *SHIP_TYPES, FORT)]
    out.append(UnitRef("cheese", "", frozenset({"cheese"}), "", frozenset({"cheese"})))     # raised: 'raise in 32' is not
    return out


def _kind_of(ref: UnitRef) -> str:
    if not ref.at:
        return "new"
    if ref.head.startswith("some of "):
        return "some"
    if "general" in ref.kinds:
        return "general"
    if ref.kinds == {"frigate", "galleon"}:
        return "fleet"
    if "frigate" in ref.kinds:
        return "frigates"
    if "galleon" in ref.kinds:
        return "galleons"
    return "units"
