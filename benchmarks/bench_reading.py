"""Benchmark reading orders on hostile text: the slowest line over a fuzz set, for every ruleset.

    .venv/bin/python benchmarks/bench_reading.py [--size 1990] [--random 2000] [--seed 1]

The fuzz set: every order word of each ruleset (and the words of its example orders) followed
by a run of spaces, tabs, no-break spaces, U+3000 or repeated words up to `--size` characters
and a final 'x' (the patterns that once took 26-48 s); the same at 100 KB (refused by size);
lines repeating each keyword ('if has has has ...', 'via via ...', 'A - A - ...'); and
`--random` lines of random words, names and punctuation. Prints the number of lines read, the
slowest line with its time (the ten slowest timed again, best of five), and the time of a 1 MB
message of real orders (the example orders repeated), also with each line read afresh as if no line
were repeated.
"""

from __future__ import annotations

import argparse
import inspect
import json
import random
import statistics
import sys
import time
from importlib import import_module
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.rulesets import ruleset_ui  # noqa: E402
from engine.rulesets import available, ruleset  # noqa: E402
from engine.game.scenario import MAPS, load_scenario  # noqa: E402

SPACES = [" ", "\t", "\u00a0", "\u3000", " \t"]


def bundled_games() -> dict[str, Path]:
    """The bundled scenario of each ruleset that has one (its `ruleset` field), by ruleset id."""
    games = {}
    for scenario in sorted(MAPS.glob("*/scenario.json")):
        rules_id = json.loads(scenario.read_text(encoding="utf-8")).get("ruleset")
        games.setdefault(rules_id, scenario)
    return games


def order_words(rules_id: str) -> list[str]:
    module = __import__(f"engine.rulesets.{rules_id}.syntax", fromlist=["ORDER_WORDS"])
    return sorted(getattr(module, "ORDER_WORDS", ()))


def fuzz_lines(words: list[str], size: int, rng: random.Random, count: int) -> list[str]:
    lines = []
    for word in words + ["A - Paris", "3 armies 36", "allow", "if Austria has", "squadron 1", "A", "buy 2 armies in"]:
        for space in SPACES:
            lines.append(word + space * ((size - len(word)) // len(space)) + "x")
            lines.append(word + space * (100_000 // len(space)) + "x")
        for filler in (" has", " via", " - A", " and", " to", ",", " attack", " then", " in 1"):
            lines.append(word + filler * ((size - len(word)) // len(filler)) + " x")
    pieces = words + ["Paris", "1", "A", "->", "-", ",", ";", "and", "in", "from", "to", "the", "Austria",
                      "9" * 40, "[b]", "[quote]", "**", ">", "#", "(", ")", "\u00a0", "\u3000", "Prussians"]
    for _ in range(count):
        n = rng.randint(1, 300)
        lines.append(" ".join(rng.choice(pieces) for _ in range(n))[:size])
    return lines


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", type=int, default=1990, help="length of the long lines under the limit")
    ap.add_argument("--random", type=int, default=2000, help="random lines per ruleset")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    games = bundled_games()
    for rules_id in available():
        if rules_id not in games:
            print(f"{rules_id}: no bundled scenario, not measured")
            continue
        rules = ruleset(rules_id)
        board, state, _ = load_scenario(games[rules_id])
        nation = state.nations[0].name
        lines = fuzz_lines(order_words(rules_id), args.size, rng, args.random)
        timed, cpu = [], []
        for line in lines:
            start, start_cpu = time.perf_counter(), time.process_time()
            rules.parse_orders(line, nation, state, board)
            timed.append((time.perf_counter() - start, line))
            cpu.append(time.process_time() - start_cpu)
        total = sum(t for t, _ in timed)
        # The ten slowest again, best of five each: on a shared machine one run may wait for the CPU.
        again = []
        for _, line in sorted(timed, key=lambda x: x[0], reverse=True)[:10]:
            runs = [_timed(rules, line, nation, state, board) for _ in range(5)]
            again.append((min(w for w, _ in runs), min(c for _, c in runs), line))
        slowest, slowest_cpu, worst = max(again, key=lambda x: x[1])      # by CPU: the load varies the wall time
        shown = worst[:40].encode("unicode_escape").decode()
        print(f"{rules_id}: {len(lines)} lines read in {total:.2f} s ({sum(cpu):.2f} s CPU), the median line in "
              f"{statistics.median(cpu) * 1000:.2f} ms CPU; slowest {slowest * 1000:.1f} ms, best of 5 "
              f"({slowest_cpu * 1000:.1f} ms CPU; {len(worst):,} characters: {shown!r}...); slowest single run "
              f"{max(timed)[0] * 1000:.1f} ms")
        example = rules.format_orders(_words(rules, ruleset_ui(rules_id).example_orders, nation, state, board).orders,
                                      state, board)
        if not example:
            continue
        message = (example * (1_000_000 // max(1, len(example)) + 1))[:999_000]
        start, start_cpu = time.perf_counter(), time.process_time()
        sheet = rules.parse_orders(message, nation, state, board)
        print(f"{rules_id}: a {len(message) / 1e6:.1f} MB message ({len(sheet.orders):,} orders) read in "
              f"{time.perf_counter() - start:.2f} s ({time.process_time() - start_cpu:.2f} s CPU)")
        prose = (example + "\n\n" + _WRAPPED * (1_000_000 // len(_WRAPPED) + 1))[:999_000]
        start, start_cpu = time.perf_counter(), time.process_time()
        rules.parse_orders(prose, nation, state, board)
        print(f"{rules_id}: a {len(prose) / 1e6:.1f} MB message of wrapped prose (engine.words.paragraphs) read in "
              f"{time.perf_counter() - start:.2f} s ({time.process_time() - start_cpu:.2f} s CPU)")
        letter = (example + "\n\n" + _WRAPPED * 40)[:29_000]      # under paragraphs.MOST_LAID_OUT: read twice
        start_cpu = time.process_time()
        rules.parse_orders(letter, nation, state, board)
        print(f"{rules_id}: a {len(letter) / 1e3:.0f} KB letter of wrapped prose, laid out by sentence, read in "
              f"{time.process_time() - start_cpu:.2f} s CPU")
        afresh = _read_afresh(rules, message, nation, state, board)
        if afresh is not None:
            print(f"{rules_id}: the same with each line read afresh (no line answered from the same line before): "
                  f"{afresh:.2f} s CPU")


# A paragraph the mail program wrapped (engine.words.paragraphs), repeated for the long messages of prose.
_WRAPPED = ("The Emperor spent the week receiving envoys. The Prussian one was polite and said nothing. The Italian one\n"
            "said a great deal and meant less. The Russian came with a letter about Poland which we have put in a\n"
            "drawer. Our position is simple: we want no war this year, but the passes into the mountains must\n"
            "be ours before anyone else thinks of them, and the council agrees with us on that.\n\n")


def _words(rules, text: str, nation: str, state, board):
    """The example orders as their words give them, before the position judges them (the readers that
    judge would refuse an example not made for the scenario's first nation)."""
    syntax = import_module(f"engine.rulesets.{rules.id}.syntax")
    if "judge" in inspect.signature(syntax.parse_sheet).parameters:
        return syntax.parse_sheet(text, nation, state, board, judge=False)
    return rules.parse_orders(text, nation, state, board)


def _read_afresh(rules, message: str, nation: str, state, board) -> float | None:
    """CPU seconds of the message read with the ruleset's line reader answering no line from memory
    (`engine.words.reading.read_once`, `remembered` and `engine.words.lines_once.lines_once` undone): the
    figure of a message whose lines all differ."""
    syntax = import_module(f"engine.rulesets.{rules.id}.syntax")
    kept = {name: getattr(syntax, name) for name in ("read_once", "remembered", "lines_once") if hasattr(syntax, name)}
    if "read_once" not in kept:
        return None
    for name in kept:
        setattr(syntax, name, lambda work, *_, **__: work)
    try:
        start = time.process_time()
        rules.parse_orders(message, nation, state, board)
        return time.process_time() - start
    finally:
        for name, work in kept.items():
            setattr(syntax, name, work)


def _timed(rules, line: str, nation: str, state, board) -> tuple[float, float]:
    """(wall, CPU) seconds: on a shared machine the CPU time is what the load does not change."""
    start, start_cpu = time.perf_counter(), time.process_time()
    rules.parse_orders(line, nation, state, board)
    return time.perf_counter() - start, time.process_time() - start_cpu


if __name__ == "__main__":
    main()
