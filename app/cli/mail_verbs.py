"""The verbs of the mail round: players, deadline, inbox, receipt, rollcall and the reports' mail drafts."""

from __future__ import annotations

import sys
from pathlib import Path

from engine.errors import BerthierError
from engine.game import records
from engine.game.gamefile import Game
from engine.mail.intake import take_in
from engine.mail.mail import read_mails
from engine.mail.outbox import write_drafts
from engine.game.players import format_deadline, new_token, parse_deadline
from engine.mail.receipts import receipt, rollcall
from engine.game.records import find_turn
from engine.reports.forums import render_as


def players(args) -> int:
    with Game.open(args.game) as game:
        token = getattr(args, "token", None)
        if args.nation is None:
            if args.name is not None or args.email or args.forum is not None or args.clear or token:
                raise BerthierError("say whose player this is: --nation NATION")
            table = game.players()
            for n in game.state().nations:
                print(f"{n.name}: {table[n.name].describe() if n.name in table else '(no player set)'}")
            return 0
        if token == "show":
            if args.name is not None or args.email or args.forum is not None or args.clear:
                raise BerthierError("--token show only prints the token: give it alone")
            name = game.state().find_nation(args.nation).name
            player = game.players().get(name)
            print(f"{name}: token {player.token}" if player and player.token else f"{name}: no token set")
            return 0
        if args.clear:
            if args.name is not None or args.email or args.forum is not None or token:
                raise BerthierError("--clear forgets the player: give it alone, then set the new one")
            name = game.state().find_nation(args.nation).name
            print(f"{name}: player forgotten" if game.remove_player(name) else f"{name}: no player was set")
            return 0
        if args.name is None and not args.email and args.forum is None and token is None:
            raise BerthierError("nothing to set: give --name, --email, --forum, --token or --clear")
        new = {"new": new_token(), "none": ""}.get(token or "")
        player = game.set_player(args.nation, name=args.name, emails=args.email, forum=args.forum, token=new)
        print(f"{player.nation}: {player.describe()}")
        if token == "new":
            print(f"{player.nation}'s token: {player.token} (send it to the player privately; from now on "
                  f"{player.nation}'s mail is stored only when it carries it)")
    return 0


def deadline(args) -> int:
    with Game.open(args.game) as game:
        if args.when is None:
            when = game.deadline()
            print(f"{game.label()}: deadline {format_deadline(when)}" if when
                  else f"{game.label()}: no deadline set")
            return 0
        when = None if args.when.strip().lower() == "none" else parse_deadline(args.when)
        game.set_deadline(when)
        print(f"{game.label()}: deadline {format_deadline(when)}" if when
              else f"{game.label()}: deadline removed")
    return 0


def inbox(args) -> int:
    mails = read_mails(args.source)
    with Game.open(args.game) as game:
        result = take_in(game, mails, by_subject=args.by_subject)
        for line in result.summary():
            print(line)
        stored = sum(1 for r in result.received if r.current and not r.repeated)
        late = sum(1 for r in result.received if r.late)
        held = sum(1 for u in result.unmatched if u.held)
        print(f"{len(mails)} message(s) read for {result.label}: {stored} nation(s) with new orders, "
              f"{len(result.unmatched) - held} not matched, " + (f"{held} held, " if held else "")
              + f"{late} arrived after the deadline.")
    return 1 if result.unmatched else 0


def print_receipt(args) -> int:
    with Game.open(args.game) as game:
        sys.stdout.write(render_as(receipt(game, args.nation), args.format))
    return 0


def print_rollcall(args) -> int:
    with Game.open(args.game) as game:
        sys.stdout.write(render_as(rollcall(game), args.format or game.forum or "bbcode"))
    return 0


def report_drafts(args) -> int:
    """Each nation's report as a mail draft to every address of its player."""
    if args.nation or args.archive is not None or args.out:
        raise BerthierError("--drafts writes every nation's report to its players: give it without --nation, "
                            "--archive or --out")
    with Game.open(args.game) as game:
        fmt = args.format or game.forum or "md"
        if args.turn is None and game.current_turn == 0:
            written, missing = write_drafts(game, args.drafts, lambda n: records.starting_report(game, n),
                                            lambda doc: render_as(doc, fmt), game.label(0))
        else:
            turn = game.current_turn - 1 if args.turn is None else find_turn(game, args.turn)
            written, missing = write_drafts(game, args.drafts, lambda n: game.report(turn, n),
                                            lambda doc: render_as(doc, fmt), game.label(turn))
    for path in written:
        print(f"Wrote {path}")
    if missing:
        print(f"No address for {', '.join(missing)}: set one with berthier players GAME --nation NATION --email ADDRESS")
    return 0
