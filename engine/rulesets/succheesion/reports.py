"""The public update and each nation's internal report, built from a turn's events.

Battles, sieges, blockades, regions changing hands and broken trade are public; treasuries,
the cheese breakdown, supply per region, the army sheet and trade agreements are the nation's.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.board import Board
from engine.events import Event, OrderFailed, OrderRejected
from engine.reports.document import Document
from engine.rulesets.succheesion import events as ev
from engine.rulesets.succheesion.summary import region_status
from engine.rulesets.succheesion.units import LAND_TYPES, SuccheesionState, cheese_text
from engine.state import GameState


def turn_label(state: GameState) -> str:
    if state.season is not None:
        return f"{state.season} {state.year} (turn {state.turn + 1})"
    return f"Turn {state.turn + 1}"


def _army(units: dict[str, int]) -> str:
    order = list(LAND_TYPES) + ["Frigate", "Galleon"]
    return ", ".join(f"{units[k]} {k}" for k in order if units.get(k)) or "nothing"


def _units(n: int) -> str:
    return f"{n} unit{'' if n == 1 else 's'}"


def _sentences(notes: Sequence[str]) -> list[str]:
    """A battle's notes as sentences, each once (a note repeated in older game files told once)."""
    out: list[str] = []
    for note in dict.fromkeys(notes):
        text = note.strip()
        if text:
            out.append(text[0].upper() + text[1:] + ("" if text.endswith((".", "!", "?")) else "."))
    return out


def battle_text(board: Board, e: ev.Battle) -> list[str]:
    """A battle told as the seed tells its Red/Blue example."""
    s = e.story
    where = f"on the border of {board.name(e.at)} and {board.name(e.border)}" if e.border else f"in {board.name(e.at)}"
    a, b = s.sides
    v, l_ = s.victor, 1 - s.victor
    lines = [f"**{'Sea battle' if e.naval else 'Battle'} {where}**: {a} ({_units(s.sizes[0])}: "
             f"{_army(e.armies[0])}{' and a General' if e.generals[0] else ''}) against {b} ({_units(s.sizes[1])}: "
             f"{_army(e.armies[1])}{' and a General' if e.generals[1] else ''})."]
    if e.by_hand:
        lines.append(f"Result set by the GM ({e.by_hand}): {a} loses {', '.join(s.losses[0]) or 'nothing'}; "
                     f"{b} loses {', '.join(s.losses[1]) or 'nothing'}.")
        if not e.naval:
            lines.append(f"{s.sides[l_]} is defeated and must retreat next turn.")
        return lines
    for i in (0, 1):
        extra = f" plus {', '.join(s.bonuses[i])}" if s.bonuses[i] else ""
        lines.append(f"{s.sides[i]} rolls {len(s.rolled[i])}d6 and scores {s.rolled_points[i]}{extra}: "
                     f"{s.points[i]} tactical point{'' if s.points[i] == 1 else 's'}.")
    lines.extend(_sentences(s.notes))
    spend = f" and spends {s.spent} TP" if s.spent else ""
    lines.append(f"{s.sides[v]} is the victor. It rolls {s.level_roll} for the casualty level{spend}: "
                 f"level {s.level}, {s.rate}%.")
    lines.append(f"{s.sides[l_]} loses {s.loser_losses}: {', '.join(s.losses[l_]) or 'nothing'}. "
                 f"Casualty ratio {s.after_spending[l_]}/{max(1, s.after_spending[v])}: {s.sides[v]} loses "
                 f"{s.victor_losses}: {', '.join(s.losses[v]) or 'nothing'}.")
    if not e.naval:
        lines.append(f"{s.sides[l_]} is defeated and must retreat next turn.")
    return lines


def public_news(board: Board, events: Sequence[Event]) -> list[str]:
    name = board.name
    news: list[str] = []
    for e in events:
        if not e.public:
            continue
        match e:
            case ev.Battle():
                news.append(" ".join(battle_text(board, e)))
            case ev.SiegeDone():
                what = "assault" if e.assault else "siege"
                if e.cancelled:
                    news.append(f"{e.nation}'s {what} in {name(e.at)} is cancelled: {e.cancelled}.")
                else:
                    rolls = f" (rolls {', '.join(map(str, e.rolls))})" if e.rolls else ""
                    lost = f"; {e.attackers_lost} attacking unit(s) lost" if e.attackers_lost else ""
                    ships = f"; {e.ships_lost} ship(s) lost" if e.ships_lost else ""
                    news.append(f"{e.nation}'s {what} in {name(e.at)}: {e.forts_removed} of {e.defender}'s "
                                f"{e.forts_before} fort(s) removed{rolls}{lost}{ships}.")
            case ev.BlockadeSet():
                news.append(f"{e.nation} {'lifts its blockade of' if e.lifted else 'blockades'} {name(e.sea)}.")
            case ev.RegionChanged():
                news.append(f"{name(e.region)} ({e.owner}'s): {e.before} -> {e.after}.")
            case ev.TradeBroken():
                who = " and ".join(e.breakers)
                pays = ", ".join(f"{n} {cheese_text(a)}" for n, a in e.payouts)
                news.append(f"{who} {'break' if len(e.breakers) > 1 else 'breaks'} the trade agreement of "
                            f"{' and '.join(e.nations)} ({cheese_text(e.invested)} invested): {pays}; "
                            f"{cheese_text(e.lost)} lost.")
            case ev.TradeInvested() if e.new:
                news.append(f"{e.nation} and {e.partner} trade.")
            case ev.RelationChanged():
                a, b = e.nations
                text = {"war": f"{e.by or a} declares war on {b if e.by != b else a}.",
                        "peace": f"{a} and {b} make peace.", "alliance": f"{a} and {b} are allied."}
                news.append(text.get(e.status, f"{a} and {b}: {e.status}."))
            case ev.Swayed():
                news.append(f"{e.nation} tries to sway {e.target} to {e.status} with {e.against}"
                            f"{f' with a bribe of {cheese_text(e.bribe)}' if e.bribe else ''}: roll {e.roll}, "
                            f"{'success' if e.success else 'failure'}.")
            case ev.Retreated():
                news.append(f"{e.nation}'s {e.count} unit(s) retreat from {name(e.source)} to {name(e.to)}."
                            if e.to else f"{e.nation}'s {e.count} unit(s) in {name(e.source)} cannot retreat and "
                                         "are destroyed.")
            case ev.Disbanded():
                news.append(f"{e.nation} loses {_army(e.units)} in {name(e.at)} ({e.reason}).")
            case ev.CityFounded():
                news.append(f"{e.nation} founds a city in {name(e.at)}.")
            case ev.PactChanged():
                news.append(f"{e.nation} {'joins' if e.joined else 'leaves'} the trading pact {e.pact}.")
    return news


def public_report(board: Board, before: SuccheesionState, after: SuccheesionState, events: Sequence[Event],
                  title: str) -> Document:
    doc = Document(f"{title}: {turn_label(before)}")
    doc.section("News", public_news(board, events), empty="A quiet turn.")
    doc.heading("Regions")
    rows = []
    for r in board.land():
        owner = after.owners.get(r.id, "")
        status = region_status(after, r.id)           # loyal, occupied by X or contested, as income counts it
        status = "" if status == "neutral" else status
        forts = ", ".join(f"{n} {c}" for n, c in after.forts_at(r.id).items())
        units = ", ".join(f"{s.nation} {s.count}" for s in after.stacks if s.at == r.id)
        rows.append((r.label or r.id, r.name, owner, status, str(after.cities.get(r.id, 0)),
                     str(after.cheese.get(r.id, 0)), forts, units))
    doc.table(("No.", "Region", "Owner", "Status", "Cities", "Cheese", "Forts", "Units"), rows)
    seas = [(board[f.at].label or f.at, f.nation, str(f.frigates), str(f.galleons), str(f.aboard),
             "yes" if f.blockade else "") for f in after.fleets]
    if seas:
        doc.heading("Seas")
        doc.table(("Sea", "Nation", "Frigates", "Galleons", "Aboard", "Blockade"), seas)
    return doc


def internal_report(board: Board, before: SuccheesionState, after: SuccheesionState, events: Sequence[Event],
                    nation: str, title: str) -> Document:
    name = board.name
    doc = Document(f"{title}: {turn_label(before)}, internal report of {nation}")
    mine = [e for e in events if e.seen_by(nation)]
    rows = [("Treasury at the start", "", cheese_text(before.treasury_of(nation)))]
    for e in mine:
        match e:
            case ev.Income() if e.nation == nation:
                for region, status, amount in e.regions:
                    rows.append((f"Income: {name(region)}", status, cheese_text(amount)))
                if e.trade:
                    rows.append(("Income: trade", "", cheese_text(e.trade)))
            case ev.Built() if e.nation == nation and e.cost:
                what = f"{e.count} {e.kind}" + (f" (+{e.started} started)" if e.started else "")
                rows.append((f"Built {what}", name(e.at), "-" + cheese_text(e.cost)))
            case ev.Supply() if e.nation == nation:
                rows.append(("Supply", "", "-" + cheese_text(e.paid)))
            case ev.TradeInvested() if e.nation == nation:
                rows.append((f"Invested in trade with {e.partner}", "", "-" + cheese_text(e.amount)))
            case ev.TradeBroken() if nation in e.nations:
                got = dict(e.payouts).get(nation, 0)
                rows.append(("Trade agreement broken", " and ".join(e.nations), cheese_text(got)))
            case ev.CheeseRaised() if e.nation == nation:
                rows.append((f"Cheese raised in {name(e.at)}", f"{e.before} -> {e.after}", "-" + cheese_text(e.cost)))
            case ev.CityFounded() if e.nation == nation:
                rows.append((f"City founded in {name(e.at)}", "", "-" + cheese_text(e.cost)))
            case ev.Swayed() if e.nation == nation and e.bribe:
                rows.append((f"Bribe to {e.target}", "", "-" + cheese_text(e.bribe)))
            case ev.Swayed() if e.target == nation and e.bribe:
                rows.append((f"Bribe from {e.nation}", "", cheese_text(e.bribe)))
    rows.append(("Treasury now", "", cheese_text(after.treasury_of(nation))))
    doc.heading("Cheese")
    doc.table(("", "", "Cheese"), rows)
    supply = [e for e in mine if isinstance(e, ev.Supply) and e.nation == nation]
    if supply:
        doc.heading("Supply")
        doc.table(("Region", "Units", "Cost", "Supplied", "Paid"),
                  [(name(r), str(u), cheese_text(c), "yes" if s else "no", "yes" if p else "no")
                   for r, u, c, s, p in supply[0].rows])
    sheet = after.sheet(nation)
    doc.heading("Army sheet")
    doc.table(("Type", "Units"), [(k, str(sheet[k])) for k in LAND_TYPES if sheet.get(k)])
    doc.bullets(f"{s.count} unit(s) in {name(s.at)}" + (f" ({_army(s.kinds)})" if s.kinds else "")
                + (" with the General" if s.general else "")
                + (" (must retreat)" if s.retreating else "") for s in after.stacks if s.nation == nation)
    doc.bullets(f"{f.frigates} Frigate(s), {f.galleons} Galleon(s) in {name(f.at)}"
                + (f", {f.aboard} unit(s) aboard" if f.aboard else "") + (", blockading" if f.blockade else "")
                for f in after.fleets if f.nation == nation)
    doc.bullets(f"{p.kind} being built in {name(p.at)}: {p.cities_needed} more cities next turn"
                for p in after.part_builds if p.nation == nation)
    trades = [t for t in after.trades if nation in t.nations]
    if trades:
        from engine.rulesets.succheesion.trade import trade_yield
        doc.heading("Trade agreements")
        doc.table(("Partner", "Invested", "Yield each next turn"),
                  [(t.nations[0] if t.nations[1] == nation else t.nations[1], cheese_text(t.invested),
                    cheese_text(trade_yield(t.invested, after.params)[0])) for t in trades])
    blocked = [e for e in mine if isinstance(e, ev.TradeYield) and e.blocked]
    doc.bullets(f"Trade with {' and '.join(e.nations)} yields nothing this turn: {e.blocked}." for e in blocked)
    problems = [f"{e.kind} (line {e.line}: {e.text!r}): {e.reason}" for e in mine
                if isinstance(e, OrderRejected) and e.nation == nation]
    problems += [f"failed ({e.order!r}): {e.reason}" for e in mine if isinstance(e, OrderFailed) and e.nation == nation]
    doc.section("Orders not carried out", problems)
    doc.section("News", public_news(board, events))
    return doc
