"""The public update and each nation's internal report, built from a turn's events.

Everything on the map is public in the seed (every army and ship is a dot), so the public
update lists all units, purchases and battles; treasuries, gifts, conditions and rejected
orders appear only in the nation's own report.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

from engine.board import Board
from engine.events import Event
from engine.params import CombatModel
from engine.reports.document import Document
from engine.rulesets.classic import events as ev
from engine.rulesets.classic.units import ClassicState


def turn_label(state: ClassicState) -> str:
    return f"Turn {state.turn + 1}"


def place_name(board: Board, place: str) -> str:
    if "|" in place:
        a, b = place.split("|")
        return f"the border of {board.name(a)} and {board.name(b)}"
    return board.name(place)


def _plural(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def battle_summary(board: Board, e: ev.Battle) -> str:
    unit = ("ship", "ships") if e.naval else ("army", "armies")
    if "|" in e.place:
        where = f"{'Naval battle' if e.naval else 'Battle'} on {place_name(board, e.place)}"
    else:
        where = f"{'Naval battle in' if e.naval else 'Battle of'} {board.name(e.place)}"
    sides = " against ".join(f"{n} ({_plural(c, *unit)})" for n, c in zip(e.sides, e.before))
    if e.winner is None:
        after = tuple(b - lost for b, lost in zip(e.before, e.losses))
        result = "both sides are destroyed" if not any(after) else "both sides still stand"
    else:
        result = f"{e.sides[e.winner]} wins"
    losses = ", ".join(f"{n} {lost}" for n, lost in zip(e.sides, e.losses))
    text = f"**{where}**: {sides}; {result} (losses: {losses})."
    if e.decided_by != CombatModel.ODDS:
        text += f" (Result set by the GM: {e.decided_by}.)"
    return text


def public_news(board: Board, events: Sequence[Event]) -> list[str]:
    name = board.name
    news = []
    for e in events:
        if not e.public:
            continue
        match e:
            case ev.Bought():
                what = _plural(e.count, "army", "armies") if e.kind == "army" else _plural(e.count, "ship", "ships")
                news.append(f"{e.nation} buys {what} in {name(e.where)}.")
            case ev.Upkeep() if e.disbanded:
                lost = "; ".join(f"{n} {what} in {name(place)}" for place, what, n in e.disbanded)
                news.append(f"{e.nation} cannot pay its upkeep and disbands {lost}.")
            case ev.Battle():
                news.append(battle_summary(board, e))
            case ev.Escaped():
                news.append(f"{e.nation}'s {_plural(e.ships, 'ship escapes', 'ships escape')} the attack of "
                            f"{' and '.join(e.attackers)} in {place_name(board, e.place)}, losing {e.lost}.")
            case ev.Drowned():
                news.append(f"{_plural(e.count, 'army', 'armies')} of {e.nation} go down with their ships in "
                            f"{place_name(board, e.sea)}.")
            case ev.LandingRefused():
                news.append(f"{e.nation}'s landing in {name(e.to)} is refused: {' and '.join(e.defenders)} "
                            f"still {'has' if len(e.defenders) == 1 else 'have'} ships in {name(e.sea)}.")
            case ev.Claimed():
                prev = f" from {e.previous}" if e.previous else ""
                news.append(f"{e.nation} takes {name(e.province)}{prev}.")
    return news


def movements(board: Board, events: Sequence[Event]) -> list[str]:
    name = board.name
    out = []
    for e in events:
        if isinstance(e, ev.ArmiesMoved):
            how = f" by ship, landing from {name(e.sea)}" if e.sea and board[e.to].is_land else \
                " (aboard)" if board[e.to].is_sea else ""
            out.append(f"{e.nation}: {_plural(e.count, 'army', 'armies')} {name(e.source)} -> {name(e.to)}{how}")
        elif isinstance(e, ev.ShipsMoved):
            aboard = f", carrying {_plural(e.aboard, 'army', 'armies')}" if e.aboard else ""
            out.append(f"{e.nation}: {_plural(e.count, 'ship', 'ships')} {name(e.source)} -> {name(e.to)}{aboard}")
    return out


def positions_table(board: Board, state: ClassicState, nation: str | None = None):
    """Rows (nation, place, armies, ships, armies aboard) in the nations' order, then the map's."""
    rank = {r.id: i for i, r in enumerate(board)}
    rows = []
    for n in state.nations:
        if nation is not None and n.name != nation:
            continue
        places: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
        for a in state.armies:
            if a.nation == n.name:
                places[a.at][0] += a.count
        for f in state.fleets:
            if f.nation == n.name:
                places[f.at][1] += f.ships
                places[f.at][2] += f.aboard
        for place in sorted(places, key=rank.__getitem__):
            armies, ships, aboard = places[place]
            rows.append((n.name, board.name(place), armies or "-", ships or "-", aboard or "-"))
    return rows


def provinces_table(board: Board, state: ClassicState):
    counts: dict[str, int] = defaultdict(int)
    for owner in state.owners.values():
        counts[owner] += 1
    per = state.params["income_per_province"]
    return [(n.name, counts[n.name], counts[n.name] * per, state.army_count(n.name) + state.aboard_count(n.name),
             state.ship_count(n.name)) for n in state.nations]


def public_report(board: Board, before: ClassicState, after: ClassicState, events: Sequence[Event],
                  title: str) -> Document:
    doc = Document(f"{title}: {turn_label(before)}")
    doc.section("News", public_news(board, events), empty="A quiet turn.")
    doc.section("Movements", movements(board, events))
    doc.heading("Armies and ships")
    doc.table(("Nation", "Place", "Armies", "Ships", "Armies aboard"), positions_table(board, after))
    doc.heading("Nations")
    doc.table(("Nation", "Provinces", "Income", "Armies", "Ships"), provinces_table(board, after))
    doc.paragraph(f"Next: orders for {turn_label(after)}.")
    return doc


def ledger(board: Board, before: ClassicState, after: ClassicState, events: Sequence[Event], nation: str) -> list[str]:
    name = board.name
    lines = [f"Treasury at the start of the turn: {before.nation(nation).gold()} gold"]
    for e in events:
        match e:
            case ev.GiftArrived() if e.receiver == nation:
                lines.append(f"Gift from {e.giver} arrives: +{e.amount} gold")
            case ev.Embezzled() if e.nation == nation:
                lines.append(f"Embezzled: of {e.total} gold banked and received, {e.lost} lost")
            case ev.Income() if e.nation == nation:
                lines.append(f"Income: {_plural(e.provinces, 'province', 'provinces')}, +{e.amount} gold")
            case ev.Upkeep() if e.nation == nation:
                text = f"Upkeep: {_plural(e.armies, 'army', 'armies')}, {_plural(e.ships, 'ship', 'ships')}: " \
                       f"{e.due} gold due, {e.paid} paid"
                if e.disbanded:
                    text += "; disbanded: " + "; ".join(f"{n} {what} in {name(p)}" for p, what, n in e.disbanded)
                lines.append(text)
            case ev.Bought() if e.nation == nation:
                what = _plural(e.count, "army", "armies") if e.kind == "army" else _plural(e.count, "ship", "ships")
                lines.append(f"Bought {what} in {name(e.where)}: -{e.cost} gold")
            case ev.GiftSent() if e.giver == nation:
                lines.append(f"Gift to {e.receiver} (arrives next turn): -{e.amount} gold")
            case ev.GiftSent() if e.receiver == nation:
                lines.append(f"{e.giver} sends you {e.amount} gold; it arrives next turn")
    lines.append(f"Treasury now: **{after.nation(nation).gold()} gold**")
    return lines


def internal_report(board: Board, before: ClassicState, after: ClassicState, events: Sequence[Event],
                    nation: str, title: str) -> Document:
    doc = Document(f"{title}: internal report of {nation}, {turn_label(before)}")
    mine = [e for e in events if e.seen_by(nation)]
    doc.section("Treasury", ledger(board, before, after, mine, nation))
    conditions = [f"{e.order!r}: {e.counted} arm{'y' if e.counted == 1 else 'ies'} counted; "
                  f"{'carried out' if e.held else 'not carried out'}"
                  for e in mine if isinstance(e, ev.ConditionTested) and e.nation == nation]
    doc.section("Conditional orders", conditions)
    problems = []
    for e in mine:
        if isinstance(e, ev.OrderRejected) and e.nation == nation:
            problems.append(f"Line {e.line} ({e.text!r}), {e.kind}: {e.reason}")
        elif isinstance(e, ev.OrderFailed) and e.nation == nation:
            problems.append(f"{e.order!r} failed: {e.reason}")
    doc.section("Orders not carried out", problems)
    for e in mine:
        if isinstance(e, ev.Battle) and nation in e.sides:
            doc.heading(battle_summary(board, e).split("**")[1], 3)
            doc.bullets(e.rounds)
            doc.paragraph(battle_summary(board, e))
    doc.heading("Your armies and ships")
    doc.table(("Nation", "Place", "Armies", "Ships", "Armies aboard"), positions_table(board, after, nation))
    doc.section("News", public_news(board, events))
    return doc
