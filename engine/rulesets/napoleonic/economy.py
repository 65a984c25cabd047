"""Gold: builds and conscription, reorganising corps, annexation, Winter income, war upkeep,
and the cap on what a treasury may hold between seasons."""

from __future__ import annotations

from engine.board import EdgeKind
from engine.dice import Dice
from engine.errors import UnknownName
from engine.rulesets.napoleonic.events import (
    Annexed, CorpsFormed, Income, OrderFailed, Reorganised, TreasuryCapped, WarUpkeep)
from engine.rulesets.napoleonic.new_letters import kept_from
from engine.rulesets.napoleonic.orders import Annex, Build, Transfer
from engine.rulesets.napoleonic.units import (
    CAVALRY, SCOUT, SQUADRON, Corps, Squadron, first_free_number, free_letters)
from engine.rulesets.napoleonic.work import Work

CONSCRIPTED = "conscripted"     # divisions raised in the current year
ANNEXED = "annexed"             # provinces annexed from enemies or neutrals, ever


def for_nation(work: Work, table: dict, nation: str, default=None):
    """A house-rule table's entry for `nation`: the tables name nations as the seed does
    ("Great Britain"), and a game may call that nation "Britain" with "Great Britain" an alias."""
    if nation in table:
        return table[nation]
    for key, value in table.items():
        try:
            if work.start.find_nation(key).name == nation:
                return value
        except UnknownName:
            pass   # a nation this game does not have
    return default


def _named(work: Work, mapping: dict, nation: str) -> set[str]:
    out = set()
    for name in for_nation(work, mapping, nation, ()):
        try:
            out.add(work.board.find(name).id)
        except UnknownName:
            pass   # a house rule naming a province this map does not have
    return out


def build_provinces(work: Work, nation: str) -> set[str]:
    """Home provinces the nation still owns, plus its exceptions, minus its exclusions."""
    n = work.start.nation(nation)
    allowed = (set(n.home) | _named(work, work.params["build_extra"], nation)) - \
        _named(work, work.params["build_excluded"], nation)
    return {p for p in allowed if work.owners.get(p) == nation}


def build_seas(work: Work, nation: str) -> set[str]:
    return {m for p in build_provinces(work, nation) for m, e in work.board.adjacent[p].items()
            if e.kind is EdgeKind.COAST}


def conscription_limit(work: Work, nation: str) -> int:
    p = work.params
    base = p["conscription_war"] if work.any_war(nation) else p["conscription_peace"]
    if work.counters[nation].get(ANNEXED, 0) >= p["conscription_annex_threshold"]:
        base += p["conscription_annex_bonus"]
    return base


def squadron_cost(work: Work, nation: str) -> int:
    return for_nation(work, work.params["squadron_cost_by_nation"], nation, work.params["squadron_cost"])


def build(work: Work, o: Build, text: str) -> None:
    def fail(reason):
        work.emit(OrderFailed(nation=o.nation, order=text, reason=reason, public=False, private_to=(o.nation,)))

    name = work.board.name
    if o.kinds[0] == SQUADRON:
        if o.where not in build_seas(work, o.nation):
            return fail(f"{name(o.where)} does not border a province where {o.nation} may build")
        cost = squadron_cost(work, o.nation) * len(o.kinds)
        if not work.pay(o.nation, cost):
            return fail(f"{len(o.kinds)} squadron(s) cost {cost} gold; the treasury holds {work.treasury[o.nation]}")
        taken = {n for (nation, n) in work.squadrons if nation == o.nation}
        numbers = []
        for _ in o.kinds:
            number = first_free_number(taken)
            taken.add(number)
            numbers.append(number)
            work.put(Squadron(nation=o.nation, number=number, at=o.where, new=True))
        work.emit(CorpsFormed(nation=o.nation, where=o.where, squadrons=tuple(numbers), cost=cost))
        return
    if o.where not in build_provinces(work, o.nation):
        return fail(f"{o.nation} may build only in its home provinces that it owns, and {name(o.where)} is not one")
    limit = conscription_limit(work, o.nation)
    used = work.counters[o.nation].get(CONSCRIPTED, 0)
    if used + len(o.kinds) > limit:
        return fail(f"{o.nation} may raise {limit} divisions this year and has raised {used}; "
                    f"this order asks for {len(o.kinds)}")
    cost = sum(work.params["division_costs"][CAVALRY if k == SCOUT else k] for k in o.kinds)
    if not work.pay(o.nation, cost):
        return fail(f"these divisions cost {cost} gold; the treasury holds {work.treasury[o.nation]}")
    work.counters[o.nation][CONSCRIPTED] = used + len(o.kinds)
    letters = free_letters({letter for (nation, letter) in work.corps if nation == o.nation}
                           | kept_from(work.named_letters, o.nation, o.where))
    formed = []
    for counts in form_corps(o.kinds, work.params["corps_size"]):
        c = Corps(nation=o.nation, letter=next(letters), at=o.where, new=True, **counts)
        work.put(c)
        formed.append((c.letter, c.composition()))
    work.emit(CorpsFormed(nation=o.nation, where=o.where, corps=tuple(formed), cost=cost))


def form_corps(kinds: tuple[str, ...], size: int) -> list[dict]:
    """New divisions grouped into corps of `size`, a fourth cavalry riding as scouting cavalry.
    Cavalry is placed last, so that four divisions with a cavalry among them make one corps."""
    regular = sorted((k for k in kinds if k != SCOUT), key=lambda k: k == CAVALRY)
    scouts = sum(1 for k in kinds if k == SCOUT)
    corps = []
    while regular or scouts:
        take, regular = regular[:size], regular[size:]
        counts = {"infantry": take.count("infantry"), "cavalry": take.count("cavalry"),
                  "artillery": take.count("artillery"), "scout": False}
        if not take and scouts:          # scouting cavalry with no corps to ride with rides as cavalry
            n = min(scouts, size)
            counts["cavalry"], scouts = n, scouts - n
        if scouts:
            counts["scout"], scouts = True, scouts - 1
        elif len(take) == size and regular and regular[0] == CAVALRY:
            counts["scout"], regular = True, regular[1:]
        corps.append(counts)
    return corps


def transfer(work: Work, o: Transfer, text: str) -> None:
    def fail(reason):
        work.emit(OrderFailed(nation=o.nation, order=text, reason=reason, public=False, private_to=(o.nation,)))

    src = work.corps.get((o.nation, o.source))
    if src is None:
        return fail(f"{o.nation} has no corps {o.source}")
    if o.source == o.target:
        return fail("a corps cannot transfer divisions to itself")
    tgt = work.corps.get((o.nation, o.target))
    if tgt is not None and tgt.at != src.at:
        return fail(f"corps {o.source} is in {work.board.name(src.at)} and corps {o.target} in "
                    f"{work.board.name(tgt.at)}: divisions pass between corps in one province")
    what = "scouting cavalry" if o.kind == SCOUT else o.kind
    if src.count(o.kind) < o.count:
        return fail(f"corps {o.source} has {src.count(o.kind)} {what}, not {o.count}")
    tgt = tgt or Corps(nation=o.nation, letter=o.target, at=src.at)
    size = work.params["corps_size"]
    if o.kind == SCOUT:
        if tgt.scout:
            return fail(f"corps {o.target} already has its scouting cavalry (one per corps)")
        moved_src: dict[str, int | bool] = {"scout": False}
        moved_tgt: dict[str, int | bool] = {"scout": True}
    else:
        moved_src = {o.kind: src.count(o.kind) - o.count}
        moved_tgt = {o.kind: tgt.count(o.kind) + o.count}
        over = tgt.regular + o.count - size
        if over == 1 and o.kind == CAVALRY and not tgt.scout:    # a fourth cavalry rides as the scout
            moved_tgt = {CAVALRY: tgt.cavalry + o.count - 1, "scout": True}
        elif over > 0:
            return fail(f"corps {o.target} would hold {tgt.regular + o.count} divisions; a corps holds {size} "
                        f"plus a scouting cavalry")
    new = src.new or tgt.new
    work.put(Corps(**{**_fields(src), **moved_src}))
    work.put(Corps(**{**_fields(tgt), **moved_tgt, "new": new}))
    work.emit(Reorganised(nation=o.nation, where=src.at, text=text, public=False, private_to=(o.nation,)))


def settle_corps(work: Work) -> None:
    """After reorganisation: a scouting cavalry left with no division to ride with is simply a
    cavalry division (the order of a player's transfers does not matter)."""
    for c in list(work.corps.values()):
        if c.scout and c.regular == 0:
            work.put(Corps(**{**_fields(c), "scout": False, "cavalry": 1}))


def _fields(c: Corps) -> dict:
    return {f: getattr(c, f) for f in c.__struct_fields__}


def others_holding(work: Work, nation: str, province: str) -> list[str]:
    """The nations, other than `nation` and its allies, whose corps stand in `province`: while they
    are there, `nation` cannot annex it."""
    return sorted({c.nation for c in work.corps.values()
                   if c.at == province and c.nation != nation and not work.allied(c.nation, nation)})


def annex(work: Work, o: Annex, text: str) -> None:
    def fail(reason):
        work.emit(OrderFailed(nation=o.nation, order=text, reason=reason, public=False, private_to=(o.nation,)))

    name = work.board.name(o.province)
    owner = work.owners.get(o.province)
    if owner == o.nation:
        return fail(f"{o.nation} already owns {name}")
    if any(isinstance(e, Annexed) and e.province == o.province for e in work.events):
        return fail(f"{name} was annexed by {owner} this Winter")
    if owner is not None and work.allied(owner, o.nation):
        return fail(f"{name} belongs to {o.nation}'s ally {owner}: allies trade provinces instead")
    if not any(c.nation == o.nation and c.at == o.province for c in work.corps.values()):
        return fail(f"{o.nation} has no corps in {name}")
    others = others_holding(work, o.nation, o.province)
    if others:
        return fail(f"{' and '.join(others)}'s corps also stand in {name}")
    cost = work.params["annex_cost_neutral"] if owner is None else work.params["annex_cost_owned"]
    if not work.pay(o.nation, cost):
        return fail(f"annexing {name} costs {cost} gold; the treasury holds {work.treasury[o.nation]}")
    work.owners[o.province] = o.nation
    work.counters[o.nation][ANNEXED] = work.counters[o.nation].get(ANNEXED, 0) + 1
    work.emit(Annexed(nation=o.nation, province=o.province, previous=owner, cost=cost))


def income(work: Work, dice: Dice) -> None:
    values: dict[str, int] = {}
    counts: dict[str, int] = {}
    for p, n in work.owners.items():
        values[n] = values.get(n, 0) + work.board[p].value
        counts[n] = counts.get(n, 0) + 1
    die = work.params["income_random_die"]
    gone = work.eliminated()
    for nation in work.start.nations:
        n = nation.name
        if n in gone:
            continue
        stream = dice.stream(f"income:{n}")
        heads = stream.coin(f"income of {n}: heads adds, tails subtracts")
        roll = stream.roll(die, f"income of {n}: the random part")
        base = values.get(n, 0)
        total = base + (roll if heads else -roll)
        work.treasury[n] = max(0, work.treasury[n] + total)   # a treasury never goes below 0
        work.emit(Income(nation=n, provinces=counts.get(n, 0), base=base, heads=heads, roll=roll, total=total,
                         treasury=work.treasury[n], public=False, private_to=(n,)))


def war_upkeep(work: Work) -> None:
    cost = work.params["war_upkeep"]
    gone = work.eliminated()
    for nation in work.start.nations:
        n = nation.name
        if n in gone or not work.any_war(n) or cost <= 0:
            continue
        paid = min(cost, work.treasury[n])
        work.treasury[n] -= paid
        unpaid = cost - paid
        work.emit(WarUpkeep(nation=n, paid=paid, unpaid=unpaid, public=unpaid > 0, private_to=(n,)))


def cap_treasuries(work: Work) -> None:
    cap = work.params["bank_cap"]
    for n, gold in work.treasury.items():
        if gold > cap:
            work.treasury[n] = cap
            work.emit(TreasuryCapped(nation=n, lost=gold - cap, cap=cap, public=False, private_to=(n,)))
