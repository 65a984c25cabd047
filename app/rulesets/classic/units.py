"""What a classic stack may do when clicked: armies march, or board their nation's ships in a sea
beside them and land across it (or stay aboard); armies aboard land or sail on with their ships;
ships sail, attack, stay out of combat or escape. All from the engine's `order_options`.

Marker keys (app.rulesets.classic.drawing): "armies:NATION:PROVINCE", "ships:NATION:SEA",
"aboard:NATION:SEA".
"""

from __future__ import annotations

from app.orders.context import OrderContext
from app.orders.selection import CHOICE, COUNT, Action, Control, Selection, Settings
from engine.order_sheet import Order
from engine.rulesets.classic.options import ArmyChoices, ClassicOptions, FleetChoices
from engine.rulesets.classic.orders import ESCAPE, NO_COMBAT, Buy, MoveArmies, MoveShips, SeaMove
from engine.rulesets.classic.units import ARMY, SHIP, ClassicState

ClassicContext = OrderContext[ClassicState, ClassicOptions]

PERIOD = "turn"
ON_FOOT = ""
ATTACK, ATTACK_EVERYONE = "attack:", "attack"   # "attack:Prussia" attacks Prussia's ships only


# -- which line an order replaces -----------------------------------------------------------------

def unit_of(order: Order) -> tuple[str, str, str | None] | None:
    """Armies (or ships) from one place to one place: a second order for the same route replaces
    the first (to change how many go); a stack may still be split over several routes."""
    if isinstance(order, (MoveArmies, SeaMove)):
        return "armies", order.source, order.to
    if isinstance(order, MoveShips):
        return "ships", order.source, order.to
    return None


def placed(old: Order, new: Order) -> Order:
    return new


# -- the options of one stack ---------------------------------------------------------------------

def armies_options(context: ClassicContext, province: str) -> ArmyChoices | None:
    return next((a for a in context.options.armies if a.at == province), None)


def fleet_options(context: ClassicContext, sea: str) -> FleetChoices | None:
    return next((f for f in context.options.fleets if f.at == sea), None)


def _plural(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def combat_choices(context: ClassicContext, sea: str) -> tuple[tuple[str, str], ...]:
    """How ships may fight: defend (no words), stay out, escape, attack everyone there or one nation
    (those with ships anywhere: they may be where the ships sail to)."""
    others = sorted({f.nation for f in context.state.fleets if f.nation != context.nation},
                    key=[n.name for n in context.state.nations].index)
    return (("defend if attacked", ""), ("stay out of combat", NO_COMBAT), ("escape if attacked", ESCAPE),
            ("attack every other nation there", ATTACK_EVERYONE),
            *((f"attack {n}", ATTACK + n) for n in others))


def ships_order(nation: str, count: int | None, sea: str, to: str | None, combat: str) -> MoveShips:
    attack = combat.startswith(ATTACK_EVERYONE)
    targets = (combat[len(ATTACK):],) if combat.startswith(ATTACK) else ()
    stance = combat if combat in (NO_COMBAT, ESCAPE) else ""
    return MoveShips(nation=nation, count=count, source=sea, to=to, attack=attack, targets=targets, stance=stance)


# -- orders by clicks -----------------------------------------------------------------------------

def select(context: ClassicContext, kind: str, ident: str) -> Selection | str:
    if kind == "armies":
        return _armies(context, ident)
    if kind == "ships":
        return _ships(context, ident)
    if kind == "aboard":
        return _aboard(context, ident)
    return f"{kind} cannot be given orders."


def ordered(context: ClassicContext, kind: str, source: str) -> int:
    """How many of the stack the orders written so far already move ("all" counts the whole stack)."""
    total = 0
    moves: tuple[type[MoveArmies | SeaMove | MoveShips], ...] = (
        (MoveShips,) if kind == "ships" else (SeaMove,) if kind == "aboard" else (MoveArmies, SeaMove))
    for o in context.written.orders:
        if isinstance(o, moves) and o.source == source:
            total += 10**6 if o.count is None else o.count
    return total


def bought(context: ClassicContext, kind: str, where: str) -> int:
    """Armies (or ships) the orders written so far buy there: they may move this turn, not attack."""
    return sum(o.count for o in context.written.orders if isinstance(o, Buy) and o.kind == kind and o.where == where)


def _count(context: ClassicContext, kind: str, source: str, have: int, what: str) -> Control:
    """How many go: at most those there and those bought there; at first those the orders written
    so far leave where they are."""
    new = bought(context, SHIP if kind == "ships" else ARMY, source) if kind != "aboard" else 0
    maximum = have + new
    left = maximum - ordered(context, kind, source)
    tip = f"The {what} sent; the others stay"
    if new:
        where = "a neighbouring sea" if kind == "ships" else "their own or neutral provinces"
        tip += f". {new} of them are bought this turn: they may move to {where}, not attack"
    if 0 < left < maximum:
        tip += f" ({left} not yet ordered elsewhere)"
    return Control("count", "How many", COUNT, maximum=maximum, start=left if 0 < left < maximum else None, tip=tip)


def _armies(context: ClassicContext, province: str) -> Selection | str:
    nation, name = context.nation, context.name
    a = armies_options(context, province)
    if a is None:
        return f"{nation} has no armies in {name(province)}."
    seas = list(a.by_sea)
    controls = [_count(context, "armies", province, a.count, "armies")]
    if seas:
        controls.append(Control("via", "Going", CHOICE, moves_highlights=True,
                                choices=(("over land", ON_FOOT),
                                         *((f"by ship: {nation}'s ships in {name(s)}", s) for s in seas)),
                                tip="Over land to a neighbouring province, or boarding the nation's ships in a "
                                    "sea beside the province (the armies land across it, or stay aboard)"))
    total = a.count

    def routes(settings: Settings) -> dict[str, Order]:
        n = settings.get("count") or total
        via = settings.get("via") or ON_FOOT
        if via == ON_FOOT:
            return {m: MoveArmies(nation=nation, count=n, source=province, to=m) for m in a.moves}
        out: dict[str, Order] = {p: SeaMove(nation=nation, count=n, source=province, to=p, sea=via)
                                 for p in a.by_sea.get(via, ())}
        fleet = fleet_options(context, via)
        for sea in [via, *(fleet.moves if fleet else ())]:      # stay aboard, where the ships end
            out[sea] = SeaMove(nation=nation, count=n, source=province, to=sea, sea=via)
        return out

    attacks = [name(p) for p in a.attacks]

    def hint(settings: Settings) -> str:
        head = f"{nation}: {unit} in {name(province)}. Choose how many, then click "
        via = settings.get("via") or ON_FOOT
        if via != ON_FOOT:
            return (head + f"a highlighted coast to land there from the ships in {name(via)} (beside another "
                    f"sea, the ships must be ordered there too), or a highlighted sea to stay aboard. Esc cancels.")
        return (head + "a highlighted province to move there"
                + (f" (into {', '.join(attacks)}: an attack)" if attacks else "")
                + (", or choose to go by ship" if seas else "") + ". Esc cancels.")
    new = bought(context, ARMY, province)
    unit = _plural(total, "army", "armies") + (f" (and {new} bought)" if new else "")
    return Selection(f"armies:{nation}:{province}", nation, unit, province, routes, hint=hint,
                     controls=tuple(controls), period=PERIOD)


def _ships(context: ClassicContext, sea: str) -> Selection | str:
    nation, name = context.nation, context.name
    f = fleet_options(context, sea)
    if f is None:
        return f"{nation} has no ships in {name(sea)}."
    total = f.ships
    controls = (_count(context, "ships", sea, total, "ships"),
                Control("combat", "In combat", CHOICE, choices=combat_choices(context, sea),
                        tip="Ships of two nations share a sea in peace unless one is ordered to attack; "
                            "ships out of combat do not fight while their nation's other ships do; escaping "
                            "ships lose one in four"))

    def routes(settings: Settings) -> dict[str, Order]:
        n = settings.get("count") or total
        combat = settings.get("combat") or ""
        return {d: ships_order(nation, n, sea, d, combat) for d in f.moves}

    def stay(settings: Settings) -> Order | str:
        combat = settings.get("combat") or ""
        if not combat:
            return (f"Ships stay in {name(sea)} and defend without an order: to give one, choose how they "
                    "fight first (attack, stay out of combat or escape).")
        return ships_order(nation, settings.get("count") or total, sea, None, combat)

    aboard = f", {_plural(f.aboard, 'army', 'armies')} aboard" if f.aboard else ""
    here = f" ({', '.join(f.others_here)} here too)" if f.others_here else ""
    hint = (f"{nation}: {_plural(total, 'ship', 'ships')}{aboard} in {name(sea)}{here}. Choose how many and how "
            f"they fight, then click a highlighted sea to sail there, or Stay. Esc cancels.")
    return Selection(f"ships:{nation}:{sea}", nation, _plural(total, "ship", "ships"), sea, routes, hint=hint,
                     controls=controls, actions=(Action("stay", f"Stay in {name(sea)}", stay,
                                                        "The ships stay where they are, fighting as chosen"),),
                     period=PERIOD)


def _aboard(context: ClassicContext, sea: str) -> Selection | str:
    nation, name = context.nation, context.name
    f = fleet_options(context, sea)
    if f is None or not f.aboard:
        return f"{nation} has no armies aboard ships in {name(sea)}."
    total = f.aboard

    def routes(settings: Settings) -> dict[str, Order]:
        n = settings.get("count") or total
        out: dict[str, Order] = {p: SeaMove(nation=nation, count=n, source=sea, to=p, sea=sea) for p in f.landings}
        for d in f.moves:
            out[d] = SeaMove(nation=nation, count=n, source=sea, to=d, sea=sea)
        return out

    hint = (f"{nation}: {_plural(total, 'army', 'armies')} aboard in {name(sea)}. Click a highlighted coast to "
            f"land (beside {name(sea)}, or beside the sea the ships sail to), or a sea to stay aboard as the "
            f"ships sail there. Esc cancels.")
    return Selection(f"aboard:{nation}:{sea}", nation, f"{_plural(total, 'army', 'armies')} aboard", sea, routes,
                     hint=hint, controls=(_count(context, "aboard", sea, total, "armies"),),
                     period=PERIOD)
