"""Mail drafts of the private reports: one .eml per player address, so that every member of a
nation's team (a nation's player entry with several addresses) receives the nation's report."""

from __future__ import annotations

import re
from email.message import EmailMessage
from pathlib import Path
from typing import Callable

from engine.errors import BerthierError
from engine.game.gamefile import Game
from engine.reports.document import Document

_UNSAFE = re.compile(r"[^A-Za-z0-9@._-]+")


def draft(to: str, subject: str, body: str) -> bytes:
    """An unsent message: no sender (the GM's mail program fills it in), marked as a draft."""
    msg = EmailMessage()
    msg["To"] = to
    msg["Subject"] = subject
    msg["X-Unsent"] = "1"                     # mail programs open it as a draft to send
    msg.set_content(body, cte="8bit")        # readable as it is, in any text editor
    return msg.as_bytes()


def write_drafts(game: Game, folder: Path, report: Callable[[str], Document], render: Callable[[Document], str],
                 label: str) -> tuple[list[Path], list[str]]:
    """A draft per address of each nation's player, with that nation's report; and the nations that
    have no address (their players must be sent the report some other way)."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise BerthierError(f"cannot make the folder {folder}: {e.strerror}") from None
    players = game.players()
    written, missing = [], []
    for nation in game.state().nation_names():
        player = players.get(nation)
        if player is None or not player.emails:
            missing.append(nation)
            continue
        body = render(report(nation))
        for address in player.emails:
            path = folder / f"{_UNSAFE.sub('_', nation)}-{_UNSAFE.sub('_', address)}.eml"
            try:
                path.write_bytes(draft(address, f"{game.title}: {label}: {nation}'s report", body))
            except OSError as e:
                raise BerthierError(f"cannot write {path}: {e.strerror}") from None
            written.append(path)
    return written, missing
