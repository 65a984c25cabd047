"""The arguments of the mail round's verbs (their code is in app/cli/mail_verbs.py, imported when one runs)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from app.cli.lazy import Later, Verbs

mail_verbs = Verbs("app.cli.mail_verbs")


def forums() -> dict[str, Any]:
    """The forum dialects (loaded only for the help texts that list them)."""
    from engine.reports.forums import FORUMS
    return dict(FORUMS)


def add_parsers(sub) -> None:
    v = sub.add_parser("players", help="set or list who plays each nation (name, e-mail, forum name)",
                       description="Without --nation, list the players. With --nation, set that nation's "
                                   "player; what is not given stays as it was. The addresses match incoming "
                                   "mail to its nation (berthier inbox).")
    v.add_argument("game", type=Path)
    v.add_argument("--nation", help="the nation to set")
    v.add_argument("--name", help="the player's name")
    v.add_argument("--email", action="append", metavar="ADDRESS",
                   help="an address the player sends orders from (repeatable; replaces the earlier ones)")
    v.add_argument("--forum", help="the player's forum name (shown in the roll call)")
    v.add_argument("--clear", action="store_true", help="forget the nation's player (a new player takes over)")
    v.add_argument("--token", choices=("new", "show", "none"),
                   help="the player's secret token, for groups that want mail to prove its sender: 'new' "
                        "makes one and prints it (send it to the player privately; their mail must carry it "
                        "in the subject or body), 'show' prints it again, 'none' stops asking for one")
    v.set_defaults(run=mail_verbs.players)

    v = sub.add_parser("deadline", help="set or show the deadline of the current turn",
                       description="berthier deadline GAME \"2026-11-30 20:00 UTC\" sets it (a time without a "
                                   "zone is UTC; offsets such as +01:00 are read); 'none' removes it; without "
                                   "a time, show it. Mail sent after it is flagged by inbox, never dropped.")
    v.add_argument("game", type=Path)
    v.add_argument("when", nargs="?", help="the date and time, e.g. \"2026-11-30 20:00 UTC\"")
    v.set_defaults(run=mail_verbs.deadline)

    v = sub.add_parser("inbox", help="read players' mail (.eml files or an mbox) into the current turn's orders",
                       description="Match each message to its nation by its sender (berthier players) and store "
                                   "the latest to arrive per nation for the current turn (earlier ones stay in "
                                   "the history). A mail whose subject names a nation with a player's address, "
                                   "from another address, is held for the GM, never stored. Lists what could "
                                   "not be matched or was held, and what arrived after the deadline. A mail "
                                   "read before, for any turn, is not stored again.")
    v.add_argument("game", type=Path)
    v.add_argument("source", type=Path, help="a folder of .eml files, one .eml file, or an mbox file")
    v.add_argument("--by-subject", action="store_true",
                   help="a nation with no player's address takes a mail whose subject names it (off: held)")
    v.set_defaults(run=mail_verbs.inbox)

    v = sub.add_parser("receipt", help="a nation's receipt: its orders as understood, the lines refused, "
                                       "the chatter ignored")
    v.add_argument("game", type=Path)
    v.add_argument("--nation", required=True)
    v.add_argument("--format", metavar="FORMAT", default="text",
                   help=Later(lambda: "text (default, for a mail), md, bbcode, or a forum dialect: "
                                      + ", ".join(forums())))
    v.set_defaults(run=mail_verbs.print_receipt)

    v = sub.add_parser("rollcall", help="the public list of who has sent orders, and the deadline")
    v.add_argument("game", type=Path)
    v.add_argument("--format", metavar="FORMAT",
                   help=Later(lambda: "md, bbcode, text, or a forum dialect: " + ", ".join(forums()) +
                                      " (default: the game's forum, else bbcode)"))
    v.set_defaults(run=mail_verbs.print_rollcall)
