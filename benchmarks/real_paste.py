"""A message of 2,000 lines pasted into the orders, undone and redone, on a real screen (Xvfb, a
window manager, the keys sent by xdotool as tests/real_display does): how long each step takes from
the key press to the window showing its result, and how long the window's thread stopped answering
meanwhile (the probe's stalls.log: every beat more than 200 ms late).

    python benchmarks/real_paste.py [--repeat N] [--lines 2000] [--verbose] [--shots FOLDER]
    python benchmarks/real_paste.py --letters [RULESET ...] [--shots FOLDER]
    python benchmarks/real_paste.py --open [RULESET ...] [--slow SECONDS] [--shots FOLDER]

With --letters, a player's letter of each ruleset instead (benchmarks/real_letters.py): pasted,
a choice by Alt+1 and one by the mouse, a line typed, undone and redone, saved, the turn resolved.
With --open, a game opened with letters stored (benchmarks/real_open.py), the reader slowed or not.
Each step also says the garbage collections meanwhile (the probe's gc.log): the longest, how many
were full, their time in all.

Prints one line a step: `paste  done 3.41 s  longest stall 0.12 s  stalled 0.12 s (1 stall)`. The
time to done is seen through the probe's widgets.json (written every 150 ms), so it is that coarse;
the stalls are to the beat (20 ms). A step is smooth when no stall passes 0.2 s. No test times
this: the machine's load decides the figures."""

from __future__ import annotations

import argparse
import io
import re
import shutil
import subprocess
import sys
import tempfile
import time
from contextlib import redirect_stdout
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.real_display.screen import Berthier, Screen, missing_tools, wait_for  # noqa: E402
from tests.real_display.test_long_message import PARAGRAPH, SHORT  # noqa: E402

READ_SHORT = "1 order, all accepted; 2 lines not orders"
READ_LONG = re.compile(r"[\d,]+ orders?, [\d,]{3,} refused")


def message(lines: int) -> str:
    per = PARAGRAPH.count("\n")
    return "".join(PARAGRAPH.format(n=n) for n in range(max(1, lines // per))).rstrip("\n")


def status(gm: Berthier) -> str:
    return gm.text_of("status") or ""


def step(gm: Berthier, name: str, keys: str, done, timeout: float = 300.0) -> dict:
    """Press `keys`, wait until `done()`, then until the window has answered for a second; the
    step's time and its stalls."""
    pressed = time.time()
    gm.screen.xdotool("key", "--clearmodifiers", keys)
    wait_for(f"{name} done", done, timeout=timeout, every=0.05)
    took = time.time() - pressed
    time.sleep(1.0)                          # a stall still under way is written when it ends
    gm.still(quiet=0.5, timeout=60)
    return figures(gm, name, pressed, took)


def figures(gm: Berthier, name: str, since: float, took: float) -> dict:
    """A step's time, its stalls and its garbage collections (the probe's gc.log) since `since`."""
    stalls, collections = gm.stalls(since), gm.gc_pauses(since)
    return {"step": name, "done": took, "longest": max(stalls, default=0) / 1000,
            "stalled": sum(stalls) / 1000, "stalls": len(stalls), "when": stalls_when(gm, since),
            "gc_longest": max((ms for _, ms in collections), default=0) / 1000,
            "gc_full": len([ms for gen, ms in collections if gen == 2]),
            "gc_total": sum(ms for _, ms in collections) / 1000}


def stalls_when(gm: Berthier, since: float) -> list[tuple[float, float]]:
    """Each stall as (seconds after `since` it began, how long), to see what step of the work it was."""
    path = gm.probe / "stalls.log"
    words = path.read_text(encoding="utf-8").split() if path.exists() else []
    return [(float(end) - float(ms) / 1000 - since, float(ms) / 1000)
            for end, ms in zip(words[::2], words[1::2]) if float(end) >= since]


def run(lines: int, shots: str | None) -> list[dict]:
    from app.cli.main import main
    work = Path(tempfile.mkdtemp(prefix="berthier-real-paste-"))
    screen = Screen(1366, 768)
    try:
        game = work / "napoleonic.berthier"
        with redirect_stdout(io.StringIO()):
            assert main(["new", str(game), "--map", "europe1805", "--ruleset", "napoleonic"]) == 0
        gm = Berthier(screen, game, work / "home")
        try:
            gm.keys("alt+Down", "alt+Up")                     # France's orders, the cursor in them
            gm.paste(SHORT)
            wait_for("the short message read", lambda: status(gm).startswith(READ_SHORT), timeout=60)
            gm.keys("ctrl+a")
            long_text = message(lines)
            subprocess.run(["xclip", "-selection", "clipboard", "-in"], input=long_text, text=True,
                           env=screen.env, check=True, timeout=20)
            wait_for("the message on the clipboard", lambda: gm.clipboard() == long_text, timeout=30,
                     every=0.1)
            gm.still()
            figures = [step(gm, "paste", "ctrl+v", lambda: READ_LONG.match(status(gm)))]
            if shots:
                screen.screenshot(Path(shots) / "real-paste-read.png")
            figures.append(step(gm, "undo", "ctrl+z", lambda: (gm.text_of("ordersText") or "").strip()
                                == SHORT and status(gm).startswith(READ_SHORT)))
            figures.append(step(gm, "redo", "ctrl+y", lambda: READ_LONG.match(status(gm))
                                and (gm.text_of("ordersText") or "").count("\n") >= lines - 20))
            if shots:
                screen.screenshot(Path(shots) / "real-paste-redone.png")
            return figures
        finally:
            gm.close()
    finally:
        screen.close()
        shutil.rmtree(work, ignore_errors=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--lines", type=int, default=2000)
    parser.add_argument("--verbose", action="store_true", help="when each stall began")
    parser.add_argument("--shots", help="a folder for a picture of the screen after the paste and the redo")
    parser.add_argument("--letters", nargs="*", metavar="RULESET",
                        help="a player's letter in a game of each ruleset named (all four when none)")
    parser.add_argument("--open", nargs="*", metavar="RULESET",
                        help="a game of each ruleset named opened with letters stored (napoleonic and classic when none)")
    parser.add_argument("--slow", type=float, default=0.0, help="with --open: seconds more for every reading")
    args = parser.parse_args()
    absent = missing_tools()
    if absent:
        print(f"no real display: {', '.join(absent)} not installed")
        return 1
    if args.open is not None:
        from benchmarks.real_open import run as opening
        for n in range(args.repeat):
            work = Path(tempfile.mkdtemp(prefix="berthier-real-open-"))
            try:
                for f in opening(args.open or ["napoleonic", "classic"], args.slow, work, args.shots):
                    print(f"run {n + 1}  {f['ruleset']:<12} open  done {f['done']:5.2f} s  "
                          f"longest stall {f['longest']:4.2f} s  stalled {f['stalled']:4.2f} s  gc: longest "
                          f"{f['gc_longest']:4.2f} s, {f['gc_full']} full, {f['gc_total']:4.2f} s in all", flush=True)
                    if args.verbose and f["when"]:
                        print("         stalls (began s after the start, lasted s): "
                              + ", ".join(f"{at:.2f}+{ms:.2f}" for at, ms in f["when"]))
            finally:
                shutil.rmtree(work, ignore_errors=True)
        return 0
    if args.letters is not None:
        from benchmarks.real_letters import LETTERS
        from benchmarks.real_letters import run as letters
        for n in range(args.repeat):
            for f in letters(args.letters or list(LETTERS), args.shots):
                print(f"run {n + 1}  {f['ruleset']:<12} {f['step']:<8} done {f['done']:5.2f} s  "
                      f"longest stall {f['longest']:4.2f} s", flush=True)
        return 0
    if args.shots:
        Path(args.shots).mkdir(parents=True, exist_ok=True)
    for n in range(args.repeat):
        for f in run(args.lines, args.shots):
            print(f"run {n + 1}  {f['step']:<6} done {f['done']:5.2f} s  "
                  f"longest stall {f['longest']:4.2f} s  "
                  f"stalled {f['stalled']:4.2f} s ({f['stalls']} stall{'s' if f['stalls'] != 1 else ''})  "
                  f"gc: longest {f['gc_longest']:4.2f} s, {f['gc_full']} full, {f['gc_total']:4.2f} s in all",
                  flush=True)
            if args.verbose and f["when"]:
                print("         stalls (began s after the key, lasted s): "
                      + ", ".join(f"{at:.2f}+{ms:.2f}" for at, ms in f["when"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
