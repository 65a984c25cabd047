"""What the GM sends back: a nation's receipt (its orders as understood, the lines refused and
why, the chatter ignored) and the public roll call of who has sent orders before the deadline."""

from __future__ import annotations

from datetime import datetime

from engine.game import later_orders
from engine.errors import BerthierError, UnknownName
from engine.game.gamefile import Game
from engine.order_sheet import OrderSheet
from engine.game.players import format_deadline
from engine.reports import Document


def chatter_lines(text: str, sheet: OrderSheet) -> list[tuple[int, str]]:
    """The lines that are neither an order nor a problem: greetings, headings, comments, sign-offs."""
    used = set(sheet.lines) | {p.line for p in sheet.problems}
    return [(n, line.strip()) for n, line in enumerate(text.splitlines(), 1) if line.strip() and n not in used]


def receipt(game: Game, nation: str) -> Document:
    """The nation's receipt for the current turn, ready to send back to its player."""
    try:
        name = game.state().find_nation(nation).name
    except UnknownName as e:
        raise BerthierError(str(e)) from None
    label = game.label()
    doc = Document(f"{game.title}: orders of {name}, {label}")
    entry = game.orders_entry(name)
    deadline = game.deadline()
    if entry is None:
        doc.paragraph(f"No orders have been received from {name} for {label}."
                      + (f" The deadline is {format_deadline(deadline)}." if deadline else ""))
        _kept(game, name, doc)
        return doc
    sent = entry["sent_at"]
    how = f"by mail from {entry['sender']}" if entry["sender"] else "by the GM"
    when = format_deadline(sent) if sent else entry["entered_at"].replace("T", " ").removesuffix("+00:00") + " UTC"
    line = f"Received {how}, {'sent' if sent else 'entered'} {when}."
    if deadline and sent and sent > deadline:
        line += f" **Sent after the deadline** ({format_deadline(deadline)}): the GM decides whether it stands."
    elif deadline:
        line += f" The deadline is {format_deadline(deadline)}; orders sent again before it replace these."
    doc.paragraph(line)
    text = entry["text"]
    sheet = game.check_orders(name, text)
    state, board = game.state(), game.board
    canonical = [game.rules.format_orders([o], state, board).strip() for o in sheet.orders]
    doc.section("Orders as understood", canonical, empty="No orders were found in the message.")
    refused = [f"line {p.line}: {p.text.strip()!r}: {p.kind}: {p.reason}" for p in sheet.problems]
    doc.section("Lines refused", refused, empty="None: every order was understood and is allowed.")
    doc.section("Not orders (ignored)", [f"line {n}: {t!r}" for n, t in chatter_lines(text, sheet)])
    if refused:
        doc.paragraph("Refused lines are not carried out. Send the whole set again, corrected, before the "
                      "deadline: the latest message replaces the earlier ones.")
    _kept(game, name, doc)
    return doc


def _kept(game: Game, name: str, doc: Document) -> None:
    """The orders kept for the nation's steps still to come this round (a month's message), as
    understood now; they are checked again when their step comes."""
    kept = {label: text for label, who, text in later_orders.kept(game) if who == name}
    for a in game.rules.steps_ahead(game.state()) or ():
        if a.label in kept and kept[a.label].strip():
            sheet = game.rules.parse_orders(kept[a.label], name, a.state, game.board)
            doc.section(f"Kept for {a.label} (checked again when it comes)",
                        [game.rules.format_orders([o], a.state, game.board).strip() for o in sheet.orders],
                        empty="No orders were found in that part.")


def sent_late(game: Game, nation: str) -> datetime | None:
    """When the nation's orders in force were sent, if that was after the turn's deadline; else None."""
    entry, deadline = game.orders_entry(nation), game.deadline()
    sent = entry["sent_at"] if entry else None
    return sent if deadline and sent and sent > deadline else None


def rollcall(game: Game) -> Document:
    """The public 'orders received' list for the forum thread: who has sent orders, who has not."""
    state, label = game.state(), game.label()
    deadline = game.deadline()
    doc = Document(f"{game.title}: orders received for {label}")
    doc.paragraph(f"Deadline: **{format_deadline(deadline)}**." if deadline else "No deadline has been set.")
    players = game.players()
    rows, waiting = [], []
    for n in state.nations:
        p = players.get(n.name)
        who = (p.forum or p.name) if p else ""
        entry = game.orders_entry(n.name)
        if entry is None:
            status = "not yet"
            waiting.append(n.name)
        else:
            sent = entry["sent_at"]
            status = "received late" if sent_late(game, n.name) else "received"
            if sent:
                status += f" ({format_deadline(sent)})"
        rows.append((n.name, who or "-", status))
    doc.table(("Nation", "Player", "Orders"), rows)
    received = len(rows) - len(waiting)
    doc.paragraph(f"{received} of {len(rows)} nations have sent orders."
                  + (f" Still awaited: {', '.join(waiting)}." if waiting else " All orders are in."))
    return doc
