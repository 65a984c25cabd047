"""The public update and each nation's internal report, built from a season's events.

Fog of war: the public update names corps by letter only; compositions appear in the owner's
internal report, in scouting results, and in the battle reports sent to the participants.
"""

from __future__ import annotations

import re
from collections import defaultdict
from typing import Sequence

from engine.board import Board
from engine.events import Event
from engine.params import CombatModel
from engine.reports.document import Document
from engine.rulesets.napoleonic import economy
from engine.rulesets.napoleonic import events as ev
from engine.rulesets.napoleonic.units import NapoleonicState
from engine.rulesets.napoleonic.work import Work
from engine.state import ALLIANCE, WAR

STATUS_NEWS = {
    "war": "{by} declares war on {other}",
    "peace": "{a} and {b} sign a peace treaty",
    "alliance": "{a} and {b} sign an alliance",
    "broken": "{by} breaks its alliance with {other}",
}


def place_name(board: Board, place: str) -> str:
    if "|" in place:
        a, b = place.split("|")
        return f"the border of {board.name(a)} and {board.name(b)}"
    return board.name(place)


def _relation_news(e: ev.RelationChanged) -> str:
    a, b = e.nations
    by = e.by[0]
    other = b if by == a else a
    return STATUS_NEWS[e.status].format(a=a, b=b, by=by, other=other)


def _battle_summary(board: Board, e: ev.Battle) -> str:
    kind = "Naval battle" if e.naval else "Battle"
    sides = " against ".join(" and ".join(s) for s in e.sides)
    if e.winner is None:
        result = "both sides are destroyed" if e.destroyed and len(e.destroyed) == sum(len(b) for b in e.before) \
            else "no side was destroyed"
    else:
        result = f"{' and '.join(e.sides[e.winner])} win{'s' if len(e.sides[e.winner]) == 1 else ''}"
    lost = ", ".join(f"{n} {u}" for n, u in e.destroyed)
    text = f"**{kind} at {place_name(board, e.place)}**: {sides}; {result}."
    if lost:
        text += f" Destroyed: {lost}."
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
            case ev.RelationChanged():
                news.append(_relation_news(e) + ".")
            case ev.GoldGiven():
                news.append(f"{e.giver} gives {e.amount} gold to {e.receiver}.")
            case ev.ProvinceCeded():
                news.append(f"{e.giver} cedes {name(e.province)} to {e.receiver}.")
            case ev.StraitPermitted():
                news.append(f"{e.nation} allows {e.target} through the straits of {name(e.sea)}.")
            case ev.CorpsSentHome():
                where = f"return to {name(e.to)}" if e.to else "are disbanded, having no province to return to"
                news.append(f"{e.nation}'s corps {e.corps} in {name(e.origin)} {where}.")
            case ev.CorpsFormed():
                if e.corps:
                    letters = ", ".join(letter for letter, _ in e.corps)
                    news.append(f"{e.nation} raises corps {letters} in {name(e.where)}.")
                if e.squadrons:
                    nums = ", ".join(str(n) for n in e.squadrons)
                    news.append(f"{e.nation} launches squadron{'s' if len(e.squadrons) > 1 else ''} {nums} "
                                f"in {name(e.where)}.")
            case ev.WarUpkeep():
                news.append(f"Unrest in {e.nation}: the treasury could not pay {e.unpaid} gold of war upkeep.")
            case ev.Starved():
                why = "cut off from supply" if e.reason == "cut off" else "unpaid supply"
                what = f"corps {e.corps} is destroyed" if e.destroyed else f"corps {e.corps} loses {e.divisions} division(s)"
                news.append(f"{e.nation}'s {what} in {name(e.place)} ({why}).")
            case ev.Annexed():
                prev = f" from {e.previous}" if e.previous else ""
                news.append(f"{e.nation} annexes {name(e.province)}{prev}.")
            case ev.LostAtSea():
                news.append(f"{e.nation}'s corps {e.corps} is lost at sea in {name(e.sea)}: no squadron of its "
                            f"chain was left to carry it.")
            case ev.Battle():
                news.append(_battle_summary(board, e))
    return news


def movements(board: Board, events: Sequence[Event]) -> list[str]:
    out = []
    for e in events:
        if isinstance(e, ev.CorpsMoved):
            route = " - ".join(board.name(p) for p in e.path)
            short = ""
            if e.ordered:
                short = (f" (ordered on to {board.name(e.ordered[-1])}; cut short: it entered enemy territory "
                         f"or met enemy units)")
            out.append(f"{e.nation} corps {e.corps}: {route}{' (by sea)' if e.by_sea else ''}{short}")
        elif isinstance(e, ev.LostAtSea):
            route = " - ".join(board.name(p) for p in e.path or (e.sea,))
            out.append(f"{e.nation} corps {e.corps}: {route} (by sea; lost at sea in {board.name(e.sea)})")
        elif isinstance(e, ev.SquadronMoved):
            out.append(f"{e.nation} squadron {e.number}: {board.name(e.origin)} - {board.name(e.to)}")
    return out


def positions_table(board: Board, state: NapoleonicState, nation: str | None = None):
    """Rows (nation, place, corps, squadrons); compositions only for `nation`'s own corps."""
    rows = []
    for n in state.nations:
        if nation is not None and n.name != nation:
            continue
        places: dict[str, list[str]] = defaultdict(list)
        ships: dict[str, list[str]] = defaultdict(list)
        for c in state.corps:
            if c.nation == n.name:
                text = c.letter + (f" ({c.composition()}{', new' if c.new else ''})" if nation else "")
                places[c.at].append(text)
        for s in state.squadrons:
            if s.nation == n.name:
                ships[s.at].append(str(s.number))
        for place in sorted(set(places) | set(ships), key=board.name):
            rows.append((n.name, board.name(place), "; ".join(places.get(place, [])) or "-",
                         ", ".join(ships.get(place, [])) or "-"))
    return rows


def public_report(board: Board, before: NapoleonicState, after: NapoleonicState, events: Sequence[Event],
                  title: str) -> Document:
    doc = Document(f"{title}: {before.season} {before.year}")
    doc.section("News", public_news(board, events), empty="A quiet season.")
    doc.section("Movements", movements(board, events))
    doc.heading("Armies and fleets")
    doc.table(("Nation", "Place", "Corps", "Squadrons"), positions_table(board, after))
    doc.heading("Provinces")
    counts: defaultdict[str, list[int]] = defaultdict(lambda: [0, 0])
    for p, n in after.owners.items():
        counts[n][0] += 1
        counts[n][1] += board[p].value
    doc.table(("Nation", "Provinces", "Economic value"),
              [(n.name, counts[n.name][0], counts[n.name][1]) for n in after.nations])
    doc.paragraph(f"Next: orders for {after.season} {after.year}.")
    return doc


def internal_report(board: Board, before: NapoleonicState, after: NapoleonicState, events: Sequence[Event],
                    nation: str, title: str) -> Document:
    name = board.name
    doc = Document(f"{title}: internal report of {nation}, {before.season} {before.year}")
    mine = [e for e in events if e.seen_by(nation)]
    start_gold = before.nation(nation).gold()
    end_gold = after.nation(nation).gold()
    ledger = [f"Treasury at the start of the season: {start_gold} gold"]
    for e in mine:
        match e:
            case ev.Income() if e.nation == nation:
                sign = "+" if e.heads else "-"
                ledger.append(f"Income: {e.base} from {e.provinces} provinces {sign} {e.roll} "
                              f"({'heads' if e.heads else 'tails'}, {e.roll} on the die) = {e.total} gold")
            case ev.WarUpkeep() if e.nation == nation:
                ledger.append(f"War upkeep: {e.paid} gold" + (f" ({e.unpaid} unpaid: unrest)" if e.unpaid else ""))
            case ev.Supply() if e.nation == nation:
                per = after.params["supply_cost"]
                bill = "; ".join(f"corps {letter} in {name(at)}: {n} division{'s' if n != 1 else ''}, "
                                 f"{d} space{'s' if d != 1 else ''} away, {n * d * per} gold"
                                 for letter, at, n, d in e.lines)
                ledger.append(f"Supply: {e.cost} gold ({bill})")
            case ev.GoldGiven() if nation in (e.giver, e.receiver):
                ledger.append(f"Gift {'to ' + e.receiver if e.giver == nation else 'from ' + e.giver}: "
                              f"{'-' if e.giver == nation else '+'}{e.amount} gold")
            case ev.CorpsFormed() if e.nation == nation:
                what = ", ".join(f"corps {letter} ({comp})" for letter, comp in e.corps) or \
                    ", ".join(f"squadron {n}" for n in e.squadrons)
                ledger.append(f"Built in {name(e.where)}: {what}: {e.cost} gold")
            case ev.Annexed() if e.nation == nation:
                ledger.append(f"Annexed {name(e.province)}: {e.cost} gold")
            case ev.TreasuryCapped() if e.nation == nation:
                ledger.append(f"Above the cap of {e.cap}: {e.lost} gold lost")
    ledger.append(f"Treasury now: **{end_gold} gold**")
    doc.section("Treasury", ledger)
    doc.paragraph(conscription_line(board, before, after, events, nation))
    doc.paragraph(relations_line(after, nation))

    problems = []
    for e in mine:
        if isinstance(e, ev.OrderRejected) and e.nation == nation:
            problems.append(f"Line {e.line} ({e.text!r}), {e.kind}: {e.reason}")
        elif isinstance(e, ev.OrderFailed) and e.nation == nation:
            problems.append(f"{e.order!r} failed: {e.reason}")
        elif isinstance(e, ev.ProposalUnanswered):
            if e.nation == nation:
                problems.append(f"Your {e.kind} proposal to {e.target} was not matched by {e.target}'s orders")
            else:
                problems.append(f"{e.nation} proposed {e.kind} to you; your orders did not match it")
    doc.section("Orders not carried out", problems)

    scouting = []
    for e in mine:
        if isinstance(e, ev.Scouted) and e.nation == nation:
            scouting += scouting_lines(board, e)
    doc.section("Scouting", scouting)

    for e in mine:
        if isinstance(e, ev.Battle) and nation in e.private_to:
            doc.heading(f"{'Naval battle' if e.naval else 'Battle'} at {place_name(board, e.place)}", 3)
            for i, side in enumerate(e.before):
                doc.paragraph(f"Side {i + 1} ({' and '.join(e.sides[i])}): "
                              + "; ".join(f"{n} {u} ({c})" for n, u, c in side))
            doc.bullets(e.rounds)
            lost = ["; ".join(f"{n} {u} lost {what}" for n, u, what in side) for side in e.losses if side]
            doc.paragraph(_battle_summary(board, e) + (" Losses: " + " / ".join(lost) if lost else ""))

    doc.heading("Corps and squadrons")
    doc.table(("Nation", "Place", "Corps", "Squadrons"), positions_table(board, after, nation))
    doc.section("News", public_news(board, events))
    return doc


def conscription_line(board: Board, before: NapoleonicState, after: NapoleonicState, events: Sequence[Event],
                      nation: str) -> str:
    """The year's divisions raised and the limit; after the last season of a year, that year's
    (what it had raised before the season, and the divisions built in it)."""
    def limit(state: NapoleonicState) -> int:
        return economy.conscription_limit(Work(board, state), nation)
    counters = after.nation(nation).counters
    now = f"{counters.get(economy.CONSCRIPTED, 0)} of {limit(after)}"
    if after.year == before.year:
        return f"Divisions raised in {after.year}: {now}."
    built = sum(_divisions(comp) for e in events if isinstance(e, ev.CorpsFormed) and e.nation == nation
                for _, comp in e.corps)
    last = before.nation(nation).counters.get(economy.CONSCRIPTED, 0) + built
    return f"Divisions raised in {before.year}: {last} of {limit(before)}; in {after.year} so far: {now}."


def _divisions(composition: str) -> int:
    """'2 infantry, 1 cavalry + scouting cavalry' -> 4."""
    return sum(int(n) for n in re.findall(r"[0-9]+", composition)) + ("scouting cavalry" in composition)


def relations_line(state: NapoleonicState, nation: str) -> str:
    others = [n.name for n in state.nations if n.name != nation]
    war = [n for n in others if state.status(nation, n) == WAR]
    allies = [n for n in others if state.status(nation, n) == ALLIANCE]
    return (f"At war with: {', '.join(war) or 'nobody'}. "
            f"Allied to: {', '.join(allies) or 'nobody'}.")


def scouting_lines(board: Board, e: ev.Scouted) -> list[str]:
    where = board.name(e.target)
    if not e.corps_seen and not e.squadrons_seen:
        return [f"Corps {e.corps} scouted {where}: no foreign troops"]
    lines = []
    for n, letter, comp, screened in e.corps_seen:
        seen = "has scouting cavalry; the rest is hidden" if screened else comp
        lines.append(f"Corps {e.corps} scouted {where}: {n} corps {letter}: {seen}")
    for n, number in e.squadrons_seen:
        lines.append(f"Corps {e.corps} scouted {where}: {n} squadron {number}")
    return lines


def scouting_report(board: Board, state: NapoleonicState, events: Sequence[Event], nation: str) -> Document:
    doc = Document(f"Scouting of {nation}, {state.season} {state.year}")
    lines = [line for e in events if isinstance(e, ev.Scouted) and e.nation == nation
             for line in scouting_lines(board, e)]
    doc.section("Scouting", lines, empty="No scouting ordered.")
    return doc
