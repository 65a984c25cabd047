"""A busy turn in each bundled game: the scenario's units, and moves typed into the orders dock
for several nations, as a GM would paste them (the window then draws them as planned orders)."""

from __future__ import annotations

from engine.board import EdgeKind

LAND_EDGES = (EdgeKind.LAND,)


def _next_moving_step(session, limit: int = 4) -> None:
    """Commit quiet steps (a napoleonic Winter, EiA's political and reinforcement steps) until
    units move, so that orders draw arrows."""
    for k in range(limit):
        if session.rules.step(session.state()).moves and (session.rules.id != "eia"
                                                          or session.state().current_step.endswith(" land")):
            return
        session.commit(seed=1805 + k)


def _land_neighbours(board, region: str, taken: set[str]) -> list[str]:
    return [r for r in board.neighbours(region, LAND_EDGES) if r not in taken]


def busy_orders(session, per_nation: int = 4, nations: int = 6) -> dict[str, str]:
    """Order lines moving up to `per_nation` units of the first `nations` nations one or two
    provinces, in the ruleset's own syntax (every line accepted by the ruleset's checks or not,
    only the accepted ones are drawn)."""
    rules, board, state = session.rules, session.board, session.state()
    out: dict[str, list[str]] = {}
    names = [n.name for n in state.nations][:nations]
    if rules.id == "napoleonic":
        for nation in names:
            for corps in state.corps_of(nation)[:per_nation]:
                ways = sorted((d for d in rules.legal_destinations(board, state, nation, corps.letter)
                               if d.way == "march"), key=lambda d: (len(d.path), d.region))
                if ways:
                    pick = ways[0] if len(out.get(nation, ())) % 2 == 0 else ways[-1]
                    out.setdefault(nation, []).append(f"{corps.letter} - {board[pick.region].name}")
    elif rules.id == "classic":
        for nation in names:
            for armies in [a for a in state.armies if a.nation == nation][:per_nation]:
                near = _land_neighbours(board, armies.at, set())
                if near:
                    out.setdefault(nation, []).append(f"all armies {armies.at} -> {near[0]}")
    elif rules.id == "succheesion":
        for nation in names:
            for stack in [s for s in state.stacks if s.nation == nation][:per_nation]:
                near = _land_neighbours(board, stack.at, set())
                if near:
                    out.setdefault(nation, []).append(f"all units {stack.at} -> {near[0]}")
    elif rules.id == "eia":
        step = state.current_step
        if step.endswith(" land"):
            nation = step.removesuffix(" land")
            for corps in [c for c in state.corps if c.nation == nation and not c.aboard][:per_nation * 2]:
                near = _land_neighbours(board, corps.at, set())
                if near:
                    out.setdefault(nation, []).append(f"corps {corps.designation}: {board[corps.at].name} - "
                                                      f"{board[near[0]].name}")
    return {nation: "\n".join(lines) for nation, lines in out.items()}


def enter_busy_turn(window) -> dict[str, str]:
    """Bring the open game to a turn where units move and type the busy orders into the orders
    dock (unsaved, as while the GM works); returns what was typed."""
    session, dock = window.session, window.orders_dock
    _next_moving_step(session)
    typed = busy_orders(session)
    for nation, text in typed.items():
        editor = dock.show_nation(nation)
        editor.text.setPlainText(text)
        editor.check_now()
    return typed
