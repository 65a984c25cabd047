"""The one line that tells the GM what to do next: open a game, enter orders, resolve, post."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Progress:
    """Where the evening stands, as the window sees it."""

    game_open: bool
    viewing_past: bool = False        # an earlier turn is shown
    shown_label: str = ""             # the turn shown ("Spring 1805")
    current_label: str = ""           # the turn awaiting orders
    nations: int = 0
    with_orders: int = 0
    just_resolved: bool = False       # the turn shown is the last one resolved
    posted: bool = False              # the turn shown has been posted (Turn > Post the turn)
    ordering: tuple[str, ...] = ()    # the nations that order in the step awaited (a power's step); empty: all
    waiting: tuple[str, ...] = ()     # those of them whose orders are not in yet


def awaited(game) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Who orders in the step the game awaits (empty: every nation) and whose orders are not in yet."""
    step = game.rules.step(game.state())
    ordering = tuple(step.ordering) if step.moves else ()
    return ordering, tuple(n for n in ordering if game.orders_text(n) is None)


def next_step(p: Progress) -> str:
    if not p.game_open:
        return "Open a game (Ctrl+O) or start one from a scenario (Ctrl+N)."
    if p.viewing_past:
        if p.just_resolved and p.posted:
            return f"{p.shown_label} is posted: enter the orders for {p.current_label} (Ctrl+End)."
        if p.just_resolved:
            return (f"{p.shown_label} is resolved: post it (Ctrl+Shift+P), then enter the orders for "
                    f"{p.current_label} (Ctrl+End).")
        return f"You are looking at {p.shown_label}: Ctrl+End goes back to {p.current_label}."
    if p.ordering:
        who = " and ".join(p.ordering)
        if p.waiting:
            return (f"{p.current_label} awaits the orders of {' and '.join(p.waiting)} (only {who} orders in this "
                    f"step): paste the message in the Orders panel; a message for the whole month, with 'Naval:' and "
                    f"'Land:' headings, is kept step by step.")
        return f"The orders of {who} for {p.current_label} are in: Resolve (Ctrl+R)."
    missing = p.nations - p.with_orders
    if p.with_orders == 0:
        return (f"Enter the orders for {p.current_label}: paste each player's message in the Orders panel, "
                f"or click a unit on the map.")
    if missing:
        return (f"Orders for {p.current_label}: {p.with_orders} of {p.nations} nations in; {missing} still to come "
                f"(Alt+Down steps through the nations). Resolve (Ctrl+R) when the deadline has passed.")
    return f"Every nation's orders for {p.current_label} are in: Scout if you like, then Resolve (Ctrl+R)."
