"""The mail intake: each player's message matched to its nation and stored as that nation's
orders for the current turn; the latest to arrive wins, earlier ones stay in the history.

Whose orders a mail holds: a nation with a player's address takes orders from that address only;
a mail whose subject alone names such a nation is held for the GM, never stored. A nation with no
address takes mail matched by its subject only when the GM says so (`by_subject`). When a mail
arrived is the GM's side's time (the newest Received: header, the file's time), never the sender's
Date:; a mail with neither counts as the oldest. A mail already read, for any turn, is not stored
again. Messages that arrived after the deadline are flagged, never dropped.

Groups that want more than the From: line give each player a secret token (`players --token new`):
a nation with a token takes only mail that carries it (in the subject or the body, anywhere), from
any address that is not another player's; the token is taken out of the text before it is stored.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime

from engine.game import later_orders
from engine.errors import BerthierError
from engine.game.gamefile import Game
from engine.mail.mail import Mail
from engine.game.players import format_deadline, strip_token, tokens_in
from engine.state import GameState

_EPOCH = datetime.min.replace(tzinfo=UTC)
MAX_SUBJECT = 500          # a subject names its nation early; the rest of a huge one is not read
# how the GM gives a player's address, on the command line (the window names its own menu)
ADD_PLAYER = "berthier players GAME --nation NATION --email ADDRESS"
BY_SUBJECT = "inbox --by-subject takes it"     # how the command line takes mail matched by its subject


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
    read_for: str = ""         # the turn it was read for, when that is an earlier one
    orders: int = 0            # orders understood and allowed
    refused: int = 0           # lines not understood or not allowed


@dataclass(frozen=True)
class Unmatched:
    """A message not stored: matched to no nation, or held for the GM to judge (`held`)."""
    mail: Mail
    reason: str
    by_address: bool = False   # the sender's address given to a nation would match it
    held: bool = False         # it names a nation, but does not prove it comes from its player
    by_subject: bool = False   # its subject names a nation with no player's address: taken if the GM says so


@dataclass
class Intake:
    received: list[Received]
    unmatched: list[Unmatched]
    deadline: datetime | None
    label: str

    def summary(self, add_player: str = ADD_PLAYER, by_subject: str = BY_SUBJECT) -> list[str]:
        """What the GM reads after an import: one line a message; `add_player` says how to give a
        nation a player's address, `by_subject` how to take mail matched by its subject (the command,
        or the window's menu and question)."""
        out = []
        for r in self.received:
            who = r.mail.sender or "no sender"
            state = (f"already read for {r.read_for}, not stored again" if r.read_for
                     else "already stored" if r.repeated else "stored" if r.current
                     else "kept in the history (a later message replaces it)")
            state += f", {r.orders} order(s)" + (f", {r.refused} line(s) refused" if r.refused else "")
            late = f"; LATE: arrived {_when(r.mail.received)}, after the deadline " \
                   f"{format_deadline(self.deadline)}" if r.late and self.deadline else ""
            if self.deadline and r.mail.received is None and not r.repeated:
                late = ("; when it arrived cannot be told (no Received: header, no file time): "
                        "it counts as the oldest")
            out.append(f"{r.nation}: {state}, from {who} (matched by {r.how}), {r.mail.where}{late}")
        for u in self.unmatched:
            fix = f" ({add_player})" if u.by_address else f" (give the nation's player this address, or {by_subject})" \
                if u.by_subject else ""
            out.append(f"{'HELD' if u.held else 'NOT MATCHED'}: {u.mail.where} from {u.mail.sender or 'no sender'} "
                       f"(subject {_shown(u.mail.subject)}): {u.reason}{fix}")
        return out


def _when(sent: datetime | None) -> str:
    return format_deadline(sent) if sent else "(no date)"


def _shown(subject: str) -> str:
    return repr(subject if len(subject) <= 200 else subject[:200] + "...")


def nations_named(text: str, state: GameState) -> list[str]:
    """The nations a subject line names, by name or alias, as whole words."""
    found = []
    low = " " + " ".join(re.findall(r"[\w'-]+", text[:MAX_SUBJECT].casefold())) + " "
    for n in state.nations:
        words = [n.name] + list(n.aliases)
        keys = {" ".join(re.findall(r"[\w'-]+", w.casefold())).removeprefix("the ") for w in words}
        keys |= {k[:-1] for k in keys if k.endswith("s") and len(k) > 4}   # "the Austrians": "Austrian orders"
        if any(k and f" {k} " in low for k in keys):
            found.append(n.name)
    return found


def match(mail: Mail, addresses: dict[str, str], state: GameState,
          by_subject: bool = False, tokens: dict[str, str] | None = None) -> tuple[str | None, str, bool]:
    """(nation, how, False) or (None, why not, held): held when the mail names a nation but does
    not prove it comes from that nation's player. `tokens`: token -> nation, for the nations whose
    players use one."""
    tokens = tokens or {}
    if tokens:
        carried = [tokens[t] for t in tokens_in(mail.subject[:MAX_SUBJECT] + "\n" + mail.body + "\n" + mail.attachment)
                   if t in tokens]
        owner = addresses.get(mail.sender) if mail.sender else None
        if len(set(carried)) > 1:
            return None, f"it carries the tokens of {', '.join(dict.fromkeys(carried))}: held for the GM", True
        if carried:
            nation = carried[0]
            if owner is not None and owner != nation:
                return None, (f"it carries {nation}'s token but comes from {owner}'s player ({mail.sender}): "
                              f"held for the GM"), True
            return nation, "token", False
        guess, how, held = _match_plain(mail, addresses, state, by_subject)
        if guess is not None and guess in tokens.values():
            return None, (f"it comes for {guess}, whose player signs orders with a token, and carries no "
                          f"token of {guess}'s (or a wrong one): held for the GM"), True
        return guess, how, held
    return _match_plain(mail, addresses, state, by_subject)


def _match_plain(mail: Mail, addresses: dict[str, str], state: GameState,
                 by_subject: bool) -> tuple[str | None, str, bool]:
    if mail.sender and mail.sender in addresses:
        nation = addresses[mail.sender]
        if mail.authenticated.endswith("=fail"):
            return None, (f"it comes from {nation}'s address, but the receiving server found the sender "
                          f"forged ({mail.authenticated} in Authentication-Results): held for the GM"), True
        return nation, "sender", False
    named = nations_named(mail.subject, state)
    sender = f"the sender {mail.sender}" if mail.sender else "the message has no sender, and"
    if len(named) == 1:
        nation = named[0]
        if nation in addresses.values():
            return None, (f"the subject names {nation}, but {sender} is not an address of {nation}'s "
                          f"player: held for the GM, not stored (if the player now writes from it, add the "
                          f"address)"), True
        if not by_subject:
            return None, f"the subject names {nation}, which has no player's address: held for the GM, not stored", True
        return nation, "subject", False
    if len(named) > 1:
        return None, f"{sender} is not a player's address and the subject names {', '.join(named)}", False
    return None, f"{sender} is not a player's address and the subject names no nation", False


def orders_text(mail: Mail, nation: str, game: Game, token: str = "") -> str:
    """The body, or the .txt attachment when the body holds no orders (other attachments are ignored),
    without the player's `token`."""
    body = strip_token(mail.body, token) if token else mail.body
    if not mail.attachment.strip():
        return body
    sheet = game.parsed(body, nation, game.state())      # the game keeps the reading (see `read_ahead`)
    if sheet.orders:
        return body
    return strip_token(mail.attachment, token) if token else mail.attachment


def _by_step(game: Game, nation: str, text: str) -> later_orders.ByStep | None:
    """The message read by step when it has headings of steps to come; a heading that cannot be (a
    step that is over) leaves it whole, to be refused line by line in the receipt."""
    try:
        return later_orders.read_by_step(game, nation, text)
    except BerthierError:
        return None


def read_ahead(game: Game, mails: list[Mail]) -> None:
    """Read now every message `take_in` would read (by address or token, and by subject if the GM allows it);
    stores nothing. The game keeps each reading for its position (`Game.parsed`), so a window reads the
    mail on a thread of its own and its `take_in` then finds each message read; a position changed
    meanwhile is simply read again by `take_in`, the newer position winning."""
    state = game.state()
    players = game.players()
    addresses = {a: p.nation for p in players.values() for a in p.emails}
    tokens = {p.token: p.nation for p in players.values() if p.token}
    for mail in mails:
        if mail.problem:
            continue
        nations = {match(mail, addresses, state, by_subject, tokens)[0] for by_subject in (False, True)}
        for nation in sorted(n for n in nations if n is not None):
            text = orders_text(mail, nation, game, players[nation].token if nation in players else "")
            if _by_step(game, nation, text) is None:
                game.check_orders(nation, text)


def take_in(game: Game, mails: list[Mail], *, by_subject: bool = False) -> Intake:
    """Match and store the messages; per nation the latest to arrive (then the order read) is current.
    `by_subject`: a nation with no player's address takes mail whose subject names it."""
    state = game.state()
    players = game.players()
    addresses = {a: p.nation for p in players.values() for a in p.emails}
    tokens = {p.token: p.nation for p in players.values() if p.token}
    deadline = game.deadline()
    matched: dict[str, list[tuple[int, Mail, str]]] = {}
    unmatched = []
    for i, mail in enumerate(mails):
        if mail.problem:
            unmatched.append(Unmatched(mail, f"could not be read: {mail.problem}"))
            continue
        nation, how, held = match(mail, addresses, state, by_subject, tokens)
        if nation is None:
            unmatched.append(Unmatched(mail, how, by_address=bool(mail.sender) and not held, held=held,
                                       by_subject=held and not by_subject   # would the GM's leave take it?
                                       and match(mail, addresses, state, True, tokens)[0] is not None))
        else:
            matched.setdefault(nation, []).append((i, mail, how))
    received = []
    for nation, items in matched.items():
        items.sort(key=lambda t: (t[1].received or _EPOCH, t[0]))
        entry = game.orders_entry(nation)
        stored_at = entry["sent_at"] if entry and entry["sent_at"] else None
        for k, (_, mail, how) in enumerate(items):
            text = orders_text(mail, nation, game, players[nation].token if nation in players else "")
            late = bool(deadline and mail.received and mail.received > deadline)
            newest = k == len(items) - 1 and not (stored_at and (mail.received is None or mail.received < stored_at))
            read_turn = game.turn_of_mail(mail.key) if mail.key else None
            repeated = read_turn is not None or game.has_orders_entry(nation, text, mail.sender, mail.received)
            read_for = game.label(read_turn) if read_turn is not None and read_turn != state.turn else ""
            by_step = _by_step(game, nation, text)
            entry = dict(sender=mail.sender or None, sent_at=mail.received, source=mail.where, current=newest,
                         mail_key=mail.key or None)
            if not repeated and by_step is not None and newest:
                later_orders.store_by_step(game, by_step, state.turn, mail=entry)   # each step's part kept for it
            elif not repeated:
                game.store_orders(nation, text, turn=state.turn, **entry)
            sheet = by_step.merged() if by_step is not None else game.check_orders(nation, text)
            received.append(Received(mail, nation, how, text, late=late and not read_for,
                                     current=newest and not read_for, repeated=repeated, read_for=read_for,
                                     orders=len(sheet.orders), refused=len(sheet.problems)))
    order = {id(m): i for i, m in enumerate(mails)}
    received.sort(key=lambda r: order[id(r.mail)])
    return Intake(received, unmatched, deadline, game.label())
