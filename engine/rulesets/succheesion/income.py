"""Step 1: cheese from regions (loyal full, occupied half to the occupier, contested a quarter
to each side) and from trade agreements whose link is open."""

from __future__ import annotations

from collections import deque

from engine.rulesets.succheesion.economy import CONTESTED, LOYAL, OCCUPIED, share
from engine.rulesets.succheesion.events import Income, TradeYield
from engine.rulesets.succheesion.trade import trade_yield
from engine.rulesets.succheesion.work import Work


def held_regions(work: Work, nation: str, index: dict[str, list[str]]) -> set[str]:
    """Land regions loyal to `nation` or occupied by it (not contested)."""
    out = set()
    for r in work.board.land():
        status, takers = work.status(r.id, index.get(r.id, []))
        if status in (LOYAL, OCCUPIED) and takers == [nation]:
            out.add(r.id)
    return out


def trade_link(work: Work, a: str, b: str, index: dict[str, list[str]]) -> str:
    """'' when a and b share a border or a free sea link; otherwise why not."""
    board = work.board
    mine, theirs = held_regions(work, a, index), held_regions(work, b, index)
    if any(m in theirs for r in mine for m in board.adjacent[r]):
        return ""
    closed = work.blockaded_against(a) | work.blockaded_against(b)
    start = [s for r in mine for s in board.adjacent[r] if board[s].is_sea]
    goal = {s for r in theirs for s in board.adjacent[r] if board[s].is_sea}
    seen = set(s for s in start if s not in closed)
    queue = deque(seen)
    while queue:
        sea = queue.popleft()
        if sea in goal:
            return ""
        for nxt in board.adjacent[sea]:
            if nxt not in seen and board[nxt].is_sea and nxt not in closed:
                seen.add(nxt)
                queue.append(nxt)
    if any(s in goal for s in start):
        return "the sea between them is blockaded"
    return "no border and no free sea link (blockaded or occupied)"


def gather_income(work: Work) -> None:
    index = work.index()
    rows: dict[str, list[tuple[str, str, int]]] = {n: [] for n in work.nations}
    for r in work.board.land():
        production = work.cheese.get(r.id, 0)
        if not production:
            continue
        status, takers = work.status(r.id, index.get(r.id, []))
        for nation in takers:
            if status in (LOYAL, OCCUPIED, CONTESTED) and nation in rows:
                rows[nation].append((r.id, status, share(production, status, work.params)))
    trade_in = {n: 0 for n in work.nations}
    for pair in sorted(work.trades):
        invested = work.trades[pair]
        each, reinvested = trade_yield(invested, work.params)
        why = trade_link(work, pair[0], pair[1], index) if each or reinvested else ""
        if why:
            work.emit(TradeYield(nations=pair, invested=invested, each=0, reinvested=0, blocked=why,
                                 public=False, private_to=pair))
            continue
        for n in pair:
            trade_in[n] += each
        work.trades[pair] = invested + reinvested
        work.emit(TradeYield(nations=pair, invested=invested, each=each, reinvested=reinvested,
                             public=False, private_to=pair))
    for n in work.nations:
        total = sum(a for _, _, a in rows[n]) + trade_in[n]
        work.treasury[n] += total
        work.emit(Income(nation=n, regions=tuple(rows[n]), trade=trade_in[n], total=total,
                         public=False, private_to=(n,)))
