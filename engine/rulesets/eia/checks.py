"""Which understood orders are allowed in the step the game awaits, and why not."""

from __future__ import annotations

from engine.board import Board
from engine.errors import NotAllowed, UnknownName
from engine.order_sheet import NOT_ALLOWED, NOT_UNDERSTOOD, Order, OrderSheet, Rejections
from engine.rulesets.eia import geography as geo
from engine.rulesets.eia.bound import leaving_refusal, locked_break_refusal, war_on_ally_refusal
from engine.rulesets.eia.modules import active
from engine.rulesets.eia.params import core_params
from engine.rulesets.eia.refusals import insurrection_attack_refusal, insurrection_refusal, war_refusal
from engine.rulesets.eia.orders import (Attack, Diplomacy, Interception, MoveCorps, MoveFleet, OutflankingForce,
                                        PlayerChange, Standing)
from engine.rulesets.eia.state import EiaState
from engine.rulesets.eia.steps import StepKind


# The answers of seed 002's questions a standing order may give (the chits are the game's parameter).
STANDING_ANSWERS = {"guard": ("commit", "hold"), "further days": ("fight", "withdraw"),
                    "surrender": ("surrender", "fight on"), "offer surrender": ("offer", "do not offer")}

# What joins two answers where one is asked ('chit: defend - attack', '| chit | defend | attack |').
_SEVERAL_ANSWERS = (" - ", "|", ",", ";", " or ", " and ", "/")


# What a player writes for a name not known yet ('Replacement player: TBD'): never a player's name.
_NO_NAME_YET = frozenset(("tbd", "tba", "tbc", "to be decided", "to be announced", "to be confirmed", "to be determined",
                          "unknown", "someone", "somebody", "anyone", "anybody", "nobody", "none", "none yet", "n/a",
                          "na", "", "?", "??", "???", "later", "pending", "not yet known", "not known yet", "x", "xxx",
                          "nn", "someone new", "a new player", "new player", "whoever", "open", "vacant", "wanted"))


def check(order: Order, state: EiaState, board: Board, breaking: frozenset[str] = frozenset()) -> None:
    """`breaking`: the nations whose alliance with the ordering power the same orders break."""
    step, kind_now, house = state.current_step, state.month_step, core_params(state.params)
    who = kind_now.nation
    name = lambda a: board.name(a)
    if isinstance(order, (Standing, PlayerChange, OutflankingForce)) and order.nation not in {p.name for p in state.powers}:
        raise NotAllowed(f"{order.nation} is not a major power: standing orders and players are the major powers'")
    if isinstance(order, Standing):
        choices = STANDING_ANSWERS.get(order.kind) or tuple(c.casefold() for c in house.chits)
        if not choices and any(joint in f" {order.answer} " for joint in _SEVERAL_ANSWERS):
            raise NotAllowed(f"the {order.kind} question answered {order.answer!r}: one answer, which? ask the player")
        if choices and order.answer not in choices:
            raise NotAllowed(f"a standing {order.kind} order answers {' or '.join(repr(c) for c in choices)}, "
                             f"not {order.answer!r}")
    if isinstance(order, PlayerChange) and " ".join(order.player.casefold().strip(" .!?()[]-_*").split()) in _NO_NAME_YET:
        raise NotAllowed(f"{order.player!r} names no player yet: the change is made once the player's name is "
                         "known (ask the player)")     # 'Replacement player: TBD'
    if isinstance(order, PlayerChange) and order.leaves:
        power = next(p for p in state.powers if p.name == order.nation)
        why = leaving_refusal(order.nation, order.player, power.control.players)
        if why:
            raise NotAllowed(why)
    if isinstance(order, OutflankingForce):
        own = {c.designation.casefold(): c for c in state.corps if c.nation == order.nation}
        for wanted in order.corps:
            if wanted.casefold() not in own:
                raise NotAllowed(f"{order.nation} has no corps {wanted!r}")
        if len({n.casefold() for n in order.corps}) < len(order.corps):
            raise NotAllowed("the outflanking force names a corps twice")
    modules = active(state)
    for m in modules:
        m.check_order(order, state, board)
    if isinstance(order, (MoveCorps, Attack, MoveFleet)):
        kind = StepKind.NAVAL if isinstance(order, MoveFleet) else StepKind.LAND
        if who != order.nation or kind is not kind_now.kind:
            raise NotAllowed(f"it is the {step} step: {'fleets' if kind is StepKind.NAVAL else 'corps'} of "
                             f"{order.nation} move in its own {kind} step")
    for m in modules:
        m.check_move(order, state)
    if isinstance(order, MoveCorps):
        _starts_there(state.corps, order.nation, order.corps, "designation", "corps", order.path[0], board)
        for a, b in zip(order.path, order.path[1:]):
            if b not in geo.land_neighbours(board, a):
                raise NotAllowed(f"{name(a)} and {name(b)} do not border each other over land")
        _allowance(len(order.path) - 1, house.land_move_allowance, "areas")
        _no_leave_needed(state, board, order.nation, f"corps {order.corps}", order.path[1:])
    elif isinstance(order, MoveFleet):
        _starts_there([f for f in state.fleets if f.squadron == order.squadron], order.nation, order.fleet, "name",
                      "squadron" if order.squadron else "fleet", order.path[0], board)
        for n, (a, b) in enumerate(zip(order.path, order.path[1:]), 2):
            into_port = n == len(order.path) and board[b].is_land and any(a in seas for _, seas in geo.ports(board, b))
            if not into_port and (not board[b].is_sea or b not in board.neighbours(a)):
                raise NotAllowed(f"a fleet cannot sail from {name(a)} to {name(b)}: not a neighbouring sea area "
                                 "(a move may end in a port that opens on the last sea area)")
        _port_opened(state, board, order.nation, order.fleet, order.path[-1])
        if not order.squadron:                       # a squadron's sea areas are its module's (seed 003 VI)
            _allowance(len(order.path) - 1, house.sea_move_allowance, "sea areas")
        if order.carrying:
            _starts_there(state.corps, order.nation, order.carrying, "designation", "corps", order.path[0], board)
            if board[order.path[-1]].is_land:
                _no_leave_needed(state, board, order.nation, f"corps {order.carrying}", order.path[-1:])
    elif isinstance(order, Attack):
        if not board[order.area].is_land:
            raise NotAllowed(f"{name(order.area)} is a sea area: attacks are declared in land areas")
    elif isinstance(order, Diplomacy):
        if kind_now.kind is not StepKind.POLITICAL:
            raise NotAllowed(f"diplomacy is for the political step, not the {step} step")
        if order.other == order.nation:
            raise NotAllowed("a nation cannot make war or alliance with itself")
        why = war_refusal(state, order.nation, order.other) if order.action == "war" else None
        if why:
            raise NotAllowed(why)
        if order.action == "war" and state.at_war(order.nation, order.other):
            raise NotAllowed(f"{order.nation} and {order.other} are already at war: there is no war to declare")
        if order.action == "alliance" and state.allied(order.nation, order.other):
            raise NotAllowed(f"{order.nation} and {order.other} are already allies")
        if order.action == "break" and not state.allied(order.nation, order.other):
            raise NotAllowed(f"{order.nation} and {order.other} are not allies: there is no alliance to break")
        locks = {p.name: p.alliance_locks for p in state.powers}
        if order.action == "break" and order.nation in locks:
            why = locked_break_refusal(order.other, state.month, locks[order.nation].get(order.other))
            if why:
                raise NotAllowed(why)
        if order.action == "war":
            why = war_on_ally_refusal(order.nation, order.other, state.allied(order.nation, order.other),
                                      order.other in breaking)
            if why:
                raise NotAllowed(why)
    elif isinstance(order, Interception):
        if not any(f.nation == order.nation and f.name.casefold() == order.fleet.casefold() for f in state.fleets):
            raise NotAllowed(f"{order.nation} has no fleet {order.fleet!r}")
    for m in modules:
        m.check_late(order, state, board)
    _as_the_step_would(order, state, board)


def allowed_alone(order: Order, state: EiaState, board: Board) -> None:
    """Refuse (NotAllowed) an order the step would not take were it the power's only order (what the
    reader by meaning offers: engine/rulesets/eia/meaning.py)."""
    check(order, state, board)
    if isinstance(order, Attack):
        _attacker_there(order, (), state, board)


def _allowed(order: Order, state: EiaState, board: Board) -> bool:
    try:
        check(order, state, board)
    except (NotAllowed, UnknownName):
        return False
    return True


def _as_the_step_would(order: Order, state: EiaState, board: Board) -> None:
    """What the step itself refuses whatever the other powers order and whatever the dice say, in its
    own words (issue 23). Money is not among them: the economic step's income comes first."""
    if isinstance(order, MoveCorps) and state.month_step.insurrection:
        corps = next((c for c in state.corps if c.nation == order.nation
                      and c.designation.casefold() == order.corps.casefold()), None)
        why = insurrection_refusal(corps) if corps is not None else None
        if why:
            raise NotAllowed(why)
    if isinstance(order, Attack) and state.month_step.insurrection and board[order.area].is_land \
            and not any(c.nation == order.nation and c.kind == "insurrection" for c in state.corps):
        # whether one stands there once they have moved is the step's to say (land_step)
        raise NotAllowed(insurrection_attack_refusal((), order.nation, order.area, board.name(order.area)) or "")
    for m in active(state):
        m.check_as_step_would(order, state, board)


def _starts_there(units, nation: str, wanted: str, field: str, what: str, start: str, board: Board) -> None:
    """The nation has the unit its order names, and it stands where the order's path begins."""
    found = [u for u in units if u.nation == nation and getattr(u, field).casefold() == wanted.casefold()]
    if not found:
        raise NotAllowed(f"{nation} has no {what} {wanted!r}")
    if found[0].at != start:
        raise NotAllowed(f"{what} {getattr(found[0], field)} is in {board.name(found[0].at)}, not {board.name(start)}")


def _no_leave_needed(state: EiaState, board: Board, nation: str, corps: str, areas) -> None:
    """A corps entering another major power's home land, or a minor's, while the two are neither at war nor allied
    ('corps I: Brandenburg - Saxony - Prague' from Prussia at peace with Austria): whether that power gave
    leave is not in the state, so the march is asked, not made."""
    powers = {p.name for p in state.powers}
    for area in areas:
        home = board[area].attributes.get("home")
        if home not in powers:
            home = state.owner(area)        # a minor's land ('corps I: Lisbon - ...' while Portugal is neutral)
        if home and home != nation and not state.at_war(nation, home) and not state.allied(nation, home):
            raise NotAllowed(f"{board.name(area)} is {home}'s land and {nation} is neither at war with {home} nor its "
                             f"ally: did {home} give {corps} leave to enter? ask the player")


def _port_opened(state: EiaState, board: Board, nation: str, fleet: str, end: str) -> None:
    """A fleet ending its move in the port of a minor nation neither at war with the mover nor its ally
    ('fleet Cadiz: ... - Atlantic Ocean - Lisbon' while Portugal is neutral): whether that nation opened its
    port is not in the state, so the move is asked, not made."""
    if not board[end].is_land:
        return
    owner = state.owner(end)
    if owner and owner not in {p.name for p in state.powers} and owner != nation and not state.at_war(nation, owner) and not state.allied(nation, owner):
        raise NotAllowed(f"{board.name(end)} is {owner}'s port and {nation} is neither at war with {owner} nor its "
                         f"ally: did {owner} open its port to fleet {fleet}? ask the player")


def _allowance(moves: int, allowance: int, what: str) -> None:
    if allowance and moves > allowance:
        raise NotAllowed(f"{moves} {what} in one step, more than the game's allowance of {allowance}")


def find_problems(sheet: OrderSheet, state: EiaState, board: Board, rejections: Rejections) -> None:
    for m in active(state):
        state = m.sheet_state(sheet, state, board, rejections)    # e.g. squadrons the sheet forms
    torn = _torn_diplomacy(sheet.orders)
    breaking = frozenset(o.other for i, o in enumerate(sheet.orders) if isinstance(o, Diplomacy)
                         and o.action == "break" and i not in torn and _allowed(o, state, board))
    for i, order in enumerate(sheet.orders):
        if i in torn:
            rejections.reject(i, NOT_UNDERSTOOD, torn[i])
            continue
        try:
            check(order, state, board, breaking)
            if isinstance(order, Attack):
                _attacker_there(order, sheet.orders, state, board)
        except NotAllowed as e:
            rejections.reject(i, NOT_ALLOWED, e.reason)
        except UnknownName as e:          # a shipyard the seed does not know
            rejections.reject(i, NOT_UNDERSTOOD, str(e))


_AT_ODDS = ({"war", "alliance"}, {"alliance", "break"})
_SAID = {"war": "war on", "alliance": "an alliance with", "break": "breaking the alliance with"}


def _torn_diplomacy(orders) -> dict[int, str]:
    """Orders of one power that pull two ways with one nation ('Declare war on Great Britain.' / 'Ally with Great
    Britain.'): each refused, which is meant? ask; never both carried out."""
    actions: dict[tuple[str, str], dict[str, int]] = {}
    for i, o in enumerate(orders):
        if isinstance(o, Diplomacy):
            actions.setdefault((o.nation, o.other), {}).setdefault(o.action, i)
    out: dict[int, str] = {}
    for (nation, other), said in actions.items():
        for pair in _AT_ODDS:
            if pair <= set(said):
                first, second = sorted(pair, key=said.__getitem__)
                why = f"{_SAID[first]} {other} and {_SAID[second]} {other} in one set of orders: which is meant? ask the player"
                out.update({said[a]: why for a in pair})
    return out


def _attacker_there(attack: Attack, orders, state: EiaState, board: Board) -> None:
    """An attack is fought by the attacker's corps in the area after the moves (7.5): one standing there,
    or a march (or a landing) of the same orders ending there; else the step could only report that
    there was no combat, whatever the others order: 'attack Vienna' with every corps far off is asked."""
    if any(c.nation == attack.nation and c.at == attack.area for c in state.corps):
        return
    if any(isinstance(o, (MoveCorps, MoveFleet)) and o.nation == attack.nation and o.path[-1] == attack.area
           and (isinstance(o, MoveCorps) or o.carrying) for o in orders):
        return
    raise NotAllowed(f"no corps of {attack.nation} stands in {board.name(attack.area)} and none of these orders "
                     "moves one there: which corps attacks?")


def check_sheet(sheet: OrderSheet, state: EiaState, board: Board) -> OrderSheet:
    rejections = Rejections(sheet)
    find_problems(sheet, state, board, rejections)
    return rejections.sheet()
