"""Benchmark the mail intake: a turn's inbox of player mail read and stored.

    .venv/bin/python benchmarks/bench_intake.py [--mails 500 --runs 3]

Writes N .eml files (plain, HTML-only, with quoted replies, UTF-16, with attachments) from the
nine nations' players of the bundled Europe 1805 game, then times reading the folder (parsing
every mail), the same as an mbox, and `take_in` (matching, storing, checking each nation's
orders) on a fresh copy of the game. Figures are medians of the runs.
"""

from __future__ import annotations

import argparse
import mailbox
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.game.gamefile import Game  # noqa: E402
from engine.mail.intake import take_in  # noqa: E402
from engine.mail.mail import read_mails  # noqa: E402
from engine.game.scenario import load_scenario  # noqa: E402
from tests.mail.conftest import make_mail  # noqa: E402

SCENARIO = Path(__file__).resolve().parent.parent / "resources" / "maps" / "europe1805" / "scenario.json"
BODY = "Hi GM,\n\nOrders:\n- A - Champagne\n- build 2 infantry in Paris\n\nThanks\n\nOn Monday, GM wrote:\n> due\n"


def median(fn, runs: int) -> tuple[float, object]:
    times, result = [], None
    for _ in range(runs):
        start = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times), result


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--mails", type=int, default=500)
    p.add_argument("--runs", type=int, default=3)
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        board, state, data = load_scenario(SCENARIO)
        template = tmp / "template.berthier"
        game = Game.create(template, board, state, "bench", data)
        nations = [n.name for n in state.nations]
        for i, n in enumerate(nations):
            game.set_player(n, emails=[f"player{i}@example.org"])
        game.close()
        folder, box = tmp / "mail", mailbox.mbox(tmp / "mail.mbox")
        folder.mkdir()
        for i in range(args.mails):
            kind = i % 4
            msg = make_mail(None if kind == 1 else BODY, sender=f"p <player{i % len(nations)}@example.org>",
                            date=f"Mon, 30 Nov 2026 {i % 24:02d}:{i % 60:02d}:00 +0000",
                            html="<p>A - Champagne</p><ul><li>B holds</li></ul>" if kind == 1 else None,
                            charset="utf-16" if kind == 2 else "utf-8",
                            attachments=(("orders.txt", b"A holds\n"),) if kind == 3 else ())
            (folder / f"{i:05d}.eml").write_bytes(bytes(msg))
            box.add(msg)
        box.flush()
        box.close()
        t_folder, mails = median(lambda: read_mails(folder), args.runs)
        t_mbox, _ = median(lambda: read_mails(tmp / "mail.mbox"), args.runs)

        def intake():
            copy = tmp / "run.berthier"
            shutil.copy(template, copy)
            with Game.open(copy) as g:
                return take_in(g, mails)
        t_intake, result = median(intake, args.runs)
    print(f"{args.mails} mails: read from a folder of .eml files {t_folder * 1000:.0f} ms "
          f"({t_folder / args.mails * 1e6:.0f} µs a mail), from an mbox {t_mbox * 1000:.0f} ms")
    print(f"take_in (match, store every message, check each one's orders): {t_intake * 1000:.0f} ms; "
          f"{sum(r.current for r in result.received)} nations' orders in force, {len(result.unmatched)} unmatched")
    return 0


if __name__ == "__main__":
    sys.exit(main())
