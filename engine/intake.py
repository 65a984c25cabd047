"""The mail intake: each player's message matched to its nation and stored as that nation's
orders for the current turn; the latest message wins, earlier ones stay in the history.

A message is matched by its sender's address (the players table) or, failing that, by the one
nation its subject names. Messages sent after the deadline are flagged, never dropped.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime

from engine.gamefile import Game
from engine.mail import Mail
from engine.players import format_deadline
from engine.state import GameState

_EPOCH = datetime.min.replace(tzinfo=UTC)
# how the GM gives a player's address, on the command line (the window names its own menu)
ADD_PLAYER = "berthier players GAME --nation NATION --email ADDRESS"


@dataclass(frozen=True)
class Received:
    """A message matched to a nation: how, whether it is the one now in force, and whether late."""
    mail: Mail
    nation: str
    how: str                   # "sender" or "subject"
    text: str                  # the orders text stored
    late: bool = False
    current: bool = True       # False: a later message of the same nation replaced it
    repeated: bool = False     # the same message was already in the game file: nothing stored
    orders: int = 0            # orders understood and allowed
    refused: int = 0           # lines not understood or not allowed


@dataclass(frozen=True)
class Unmatched:
    mail: Mail
    reason: str
    by_address: bool = False   # the sender's address given to a nation would match it


@dataclass
class Intake:
    received: list[Received]
    unmatched: list[Unmatched]
    deadline: datetime | None
    label: str

    def summary(self, add_player: str = ADD_PLAYER) -> list[str]:
        """What the GM reads after an import: one line a message; `add_player` says how to give a
        nation a player's address (the command, or the window's menu)."""
        out = []
        for r in self.received:
            who = r.mail.sender or "no sender"
            state = ("already stored" if r.repeated else "stored" if r.current
                     else "kept in the history (a later message replaces it)")
            state += f", {r.orders} order(s)" + (f", {r.refused} line(s) refused" if r.refused else "")
            late = f"; LATE: sent {_when(r.mail.sent)}, after the deadline {format_deadline(self.deadline)}" \
                if r.late else ""
            if self.deadline and r.mail.sent is None:
                late = "; it has no readable Date: whether it came before the deadline cannot be told"
            out.append(f"{r.nation}: {state}, from {who} (matched by {r.how}), {r.mail.where}{late}")
        for u in self.unmatched:
            fix = f" ({add_player})" if u.by_address else ""
            out.append(f"NOT MATCHED: {u.mail.where} from {u.mail.sender or 'no sender'} "
                       f"(subject {u.mail.subject!r}): {u.reason}{fix}")
        return out


def _when(sent: datetime | None) -> str:
    return format_deadline(sent) if sent else "(no date)"


def nations_named(text: str, state: GameState) -> list[str]:
    """The nations a subject line names, by name or alias, as whole words."""
    found = []
    low = " " + " ".join(re.findall(r"[\w'-]+", text.casefold())) + " "
    for n in state.nations:
        words = [n.name] + list(n.aliases)
        keys = {" ".join(re.findall(r"[\w'-]+", w.casefold())).removeprefix("the ") for w in words}
        keys |= {k[:-1] for k in keys if k.endswith("s") and len(k) > 4}   # "the Austrians": "Austrian orders"
        if any(k and f" {k} " in low for k in keys):
            found.append(n.name)
    return found


def match(mail: Mail, addresses: dict[str, str], state: GameState) -> tuple[str | None, str]:
    """(nation, how) or (None, why not)."""
    if mail.sender and mail.sender in addresses:
        return addresses[mail.sender], "sender"
    named = nations_named(mail.subject, state)
    if len(named) == 1:
        return named[0], "subject"
    sender = f"the sender {mail.sender}" if mail.sender else "the message has no sender, and"
    if len(named) > 1:
        return None, f"{sender} is not a player's address and the subject names {', '.join(named)}"
    return None, f"{sender} is not a player's address and the subject names no nation"


def orders_text(mail: Mail, nation: str, game: Game) -> str:
    """The body, or the .txt attachment when the body holds no orders (other attachments are ignored)."""
    if not mail.attachment.strip():
        return mail.body
    sheet = game.rules.parse_orders(mail.body, nation, game.state(), game.board)
    return mail.body if sheet.orders else mail.attachment


def take_in(game: Game, mails: list[Mail]) -> Intake:
    """Match and store the messages; per nation the latest (by Date, then by the order read) is current."""
    state = game.state()
    addresses = {a: p.nation for p in game.players().values() for a in p.emails}
    deadline = game.deadline()
    matched: dict[str, list[tuple[int, Mail, str]]] = {}
    unmatched = []
    for i, mail in enumerate(mails):
        if mail.problem:
            unmatched.append(Unmatched(mail, f"could not be read: {mail.problem}"))
            continue
        nation, how = match(mail, addresses, state)
        if nation is None:
            unmatched.append(Unmatched(mail, how, by_address=bool(mail.sender)))
        else:
            matched.setdefault(nation, []).append((i, mail, how))
    received = []
    for nation, items in matched.items():
        items.sort(key=lambda t: (t[1].sent or _EPOCH, t[0]))
        entry = game.orders_entry(nation)
        stored_at = entry["sent_at"] if entry and entry["sent_at"] else None
        for k, (_, mail, how) in enumerate(items):
            text = orders_text(mail, nation, game)
            late = bool(deadline and mail.sent and mail.sent > deadline)
            newest = k == len(items) - 1 and not (stored_at and mail.sent and mail.sent < stored_at)
            repeated = game.has_orders_entry(nation, text, mail.sender, mail.sent)
            if not repeated:
                game.store_orders(nation, text, sender=mail.sender or None, sent_at=mail.sent,
                                  source=mail.where, current=newest, turn=state.turn)
            sheet = game.check_orders(nation, text)
            received.append(Received(mail, nation, how, text, late, newest, repeated, len(sheet.orders),
                                     len(sheet.problems)))
    order = {id(m): i for i, m in enumerate(mails)}
    received.sort(key=lambda r: order[id(r.mail)])
    return Intake(received, unmatched, deadline, game.label())
