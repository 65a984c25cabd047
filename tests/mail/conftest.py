"""Hand-made player mail, built with the stdlib `email` package as mail programs send it."""

from __future__ import annotations

import mailbox
from email.message import EmailMessage
from pathlib import Path

import pytest

from engine.game.gamefile import Game
from engine.game.scenario import load_scenario

DATA = Path(__file__).resolve().parents[1] / "data"
DEADLINE = "2026-11-30 20:00 UTC"


def make_mail(body: str | None = "A holds\n", *, sender: str = "Anna Marchand <anna@example.org>",
              subject: str = "Orders", date: str = "Mon, 30 Nov 2026 19:00:00 +0000", html: str | None = None,
              charset: str = "utf-8", attachments: tuple[tuple[str, bytes], ...] = (),
              received: str | None = "") -> EmailMessage:
    """`received`: the date the GM's server wrote in its Received: header (default: the Date; None: none)."""
    msg = EmailMessage()
    if received is not None and (received or date):
        msg["Received"] = f"from mx.example.org by gm-mail.example.org; {received or date}"
    if sender:
        msg["From"] = sender
    msg["To"] = "Game Master <gm@example.org>"
    msg["Subject"] = subject
    if date:
        msg["Date"] = date
    if body is not None:
        msg.set_content(body, charset=charset) if charset == "utf-8" else \
            msg.set_content(body.encode(charset), maintype="text", subtype="plain", params={"charset": charset},
                            cte="base64")
    if html is not None:
        if body is None:
            msg.set_content(html, subtype="html")
        else:
            msg.add_alternative(html, subtype="html")
    for name, data in attachments:
        maintype, subtype = ("text", "plain") if name.endswith(".txt") else ("application", "octet-stream")
        msg.add_attachment(data, maintype=maintype, subtype=subtype, filename=name)
    return msg


def write_folder(folder: Path, mails: dict[str, EmailMessage]) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for name, msg in mails.items():
        (folder / name).write_bytes(bytes(msg))
    return folder


def write_mbox(path: Path, mails: list[EmailMessage]) -> Path:
    box = mailbox.mbox(path)
    for msg in mails:
        box.add(msg)
    box.flush()
    box.close()
    return path


@pytest.fixture
def game(tmp_path):
    board, state, data = load_scenario(DATA / "tiny-scenario.json")
    g = Game.create(tmp_path / "tiny.berthier", board, state, "Tiny war", data)
    g.set_player("France", name="Anna Marchand", emails=["anna@example.org", "anna.m@forum.example"],
                 forum="Nappy")
    yield g
    g.close()
