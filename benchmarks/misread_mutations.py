"""Misread risk measured without a writer: lines read exactly, changed the way a player may change an order (issue 22).

    .venv/bin/python benchmarks/misread_mutations.py [--only fresh7] [--jobs 2] [--show MUTATION] [--per-message 1]

Every message of the open halves (benchmarks/corpus_open.halves) that is read exactly has a line (or
`--per-message` lines, picked with a fixed seed) that gives orders; each mutation below rewrites that line as
a player might to change its meaning (negate it, put it under a condition, join a second place on, change its
count, turn its verb around, ask it, quote another player saying it), the message is read again with the line
changed in its place, and the outcome counted:

- same: still read as the same orders with nothing said: **a misread the mutation made** (the worst outcome);
- other: read as other orders with nothing said (right for a changed count; a risk for the others);
- dropped: the line's orders gone with nothing said (set aside as talk: right for a quote, a risk otherwise);
- asked: a problem (refused or asked) on the line: right.

Figures per ruleset and per mutation; `--show same` prints the mutated lines read as before. Seeds are fixed.
"""

from __future__ import annotations

import argparse
import random
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from corpus_open import each_ruleset, run_each  # noqa: E402

SEED = 22
OUTCOMES = ("same", "other", "dropped", "asked")
_NUMBER_WORDS = "one two three four five six seven eight nine ten eleven twelve".split()
_COUNT = re.compile(r"\b(\d{1,2})(?= ?[A-Za-z])")     # a count before a word: '2 infantry', '3 ships'
_WORD_COUNT = re.compile(r"\b(" + "|".join(_NUMBER_WORDS[:-1]) + r")\b", re.IGNORECASE)
_GOING = re.compile(r" (?:to|->|-|=>|into) ")


def _lower_first(line: str) -> str:
    return line[:1].lower() + line[1:] if line[1:2].islower() or line[1:2] == " " else line


def _other(ctx) -> str:
    return ctx["other"]


# Each mutation: (name, rewrite(line, ctx) -> the changed line or None where it does not apply).
MUTATIONS = (
    ("neg do not", lambda s, c: f"Do not {_lower_first(s)}"),
    ("neg don't", lambda s, c: f"Don't: {s}"),
    ("neg never", lambda s, c: f"Never {_lower_first(s)}"),
    ("neg not this turn", lambda s, c: f"{s.rstrip('.')}, not this turn."),
    ("if before", lambda s, c: f"If {_other(c)} attacks, {_lower_first(s)}"),
    ("if after", lambda s, c: f"{s.rstrip('.')} if {_other(c)} agrees."),
    ("unless after", lambda s, c: f"{s.rstrip('.')}, unless {_other(c)} moves first."),
    ("second place", lambda s, c: f"{s.rstrip('.')} and {c['place']}"),
    ("count", lambda s, c: _count_changed(s)),
    ("away from", lambda s, c: _GOING.sub(" away from ", s, count=1) if _GOING.search(s) else None),
    ("question mark", lambda s, c: f"{s.rstrip('.!')}?"),
    ("should ...?", lambda s, c: f"Should {_lower_first(s.rstrip('.!'))}?"),
    ("quote", lambda s, c: f"{_other(c)} said: {s}"),
)


def _count_changed(line: str) -> str | None:
    if (m := _COUNT.search(line)) is not None:
        return line[:m.start(1)] + str(int(m.group(1)) + 1) + line[m.end(1):]
    if (m := _WORD_COUNT.search(line)) is not None:
        word = m.group(1)
        bigger = _NUMBER_WORDS[_NUMBER_WORDS.index(word.lower()) + 1]
        return line[:m.start(1)] + (bigger.capitalize() if word[0].isupper() else bigger) + line[m.end(1):]
    return None


def _key(order) -> bytes:
    from tests.corpus.corpus import _key as key
    return key(order)


def outcome(before, after, number: int) -> str:
    """How the message read again with line `number` changed compares with its exact reading."""
    if any(p.line == number for p in after.problems) or len(after.problems) > len(before.problems):
        return "asked"
    if Counter(map(_key, after.orders)) == Counter(map(_key, before.orders)):
        return "same"
    was = Counter(_key(o) for o, n in zip(before.orders, before.lines) if n == number)
    now = Counter(_key(o) for o, n in zip(after.orders, after.lines) if n == number)
    return "dropped" if was and not now else "other"


def measure(folder: Path, ruleset: str, per_message: int) -> list[tuple[str, str, str, str]]:
    """(ruleset, mutation, outcome, 'id: mutated line') for every mutation of every exact message's lines."""
    from engine.rulesets import ruleset as get_ruleset
    from tests.corpus.corpus import EXACT, classify, read_file
    from tests.corpus.positions import position

    rules, checked = get_ruleset(ruleset), folder.parent.name.startswith("fresh")
    rng = random.Random(f"{SEED}:{folder.parent.name}/{folder.name}:{ruleset}")
    out = []
    for case in read_file(folder / f"{ruleset}.txt"):
        board, state = position(ruleset, case.position)
        try:
            verdict, sheet = classify(rules, case, board, state, checked=checked)
        except ValueError:
            continue
        if verdict.kind != EXACT or not sheet.orders:
            continue
        nation = state.find_nation(case.nation).name
        lines = case.message.splitlines()
        numbers = sorted(set(sheet.lines))
        others = [n.name for n in state.nations if n.name != nation] or ["the enemy"]
        places = [r.name for r in board if r.name]
        for number in rng.sample(numbers, min(per_message, len(numbers))):
            said = lines[number - 1]
            ctx = {"other": rng.choice(others),
                   "place": rng.choice([p for p in places if p.casefold() not in said.casefold()] or places)}
            for name, rewrite in MUTATIONS:
                changed = rewrite(said, ctx)
                if changed is None or changed == said:
                    continue
                text = "\n".join(lines[:number - 1] + [changed] + lines[number:]) + "\n"
                try:
                    after = rules.parse_orders(text, nation, state, board)
                    if checked:
                        after = rules.check_orders(after, state, board)
                except Exception as e:           # noqa: BLE001 - a crash is shown, never hidden
                    out.append((ruleset, name, "asked", f"{case.id}: CRASH {type(e).__name__}: {changed}"))
                    continue
                out.append((ruleset, name, outcome(sheet, after, number), f"{case.id}: {changed}"))
    return out


def main() -> int:

    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--only", help="measure only the halves whose path holds this text")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--per-message", type=int, default=1, help="lines of each exact message mutated")
    p.add_argument("--show", choices=OUTCOMES, help="print the mutated lines with this outcome")
    p.add_argument("--mutation", help="with --show: only this mutation")
    args = p.parse_args()
    jobs = each_ruleset(only=args.only)
    results = run_each(measure, jobs, args.jobs, args.per_message)
    counts: dict[tuple[str, str], Counter] = defaultdict(Counter)
    for rows in results:
        for ruleset, name, result, line in rows:
            counts[ruleset, name][result] += 1
            counts["all", name][result] += 1
            counts[ruleset, "all"][result] += 1
            counts["all", "all"][result] += 1
            if args.show == result and (not args.mutation or args.mutation == name):
                print(f"{ruleset[:4]} {name:<18} {line}")
    rulesets = sorted({r for r, _ in counts if r != "all"}) + ["all"]
    print(f"{'mutation':<18} " + " ".join(f"{r[:11]:>24}" for r in rulesets))
    print(f"{'':<18} " + " ".join(f"{'same/other/drop/asked':>24}" for _ in rulesets))
    for name in [m for m, _ in MUTATIONS] + ["all"]:
        cells = []
        for r in rulesets:
            c = counts[r, name]
            cells.append(f"{c['same']:>5} {c['other']:>5} {c['dropped']:>5} {c['asked']:>6}")
        print(f"{name:<18} " + " ".join(f"{cell:>24}" for cell in cells))
    total = counts["all", "all"]
    n = sum(total.values())
    print(f"\nmutated lines {n}: same (misread made) {100 * total['same'] / max(1, n):.1f}%, "
          f"other {100 * total['other'] / max(1, n):.1f}%, dropped {100 * total['dropped'] / max(1, n):.1f}%, "
          f"asked {100 * total['asked'] / max(1, n):.1f}%")
    return 0


if __name__ == "__main__":
    sys.exit(main())
