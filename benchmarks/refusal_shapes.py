"""The shapes of the lines the reader refuses in messages that lose orders, by how many writers share them (issue 22).

    .venv/bin/python benchmarks/refusal_shapes.py [--top 40] [--only fresh8] [--jobs 2] [--allowed] [--all] [--shape "N U P > P"]

Every open half (benchmarks/corpus_open.py `halves()`) is read as the GM sees it; in each message of which
some expected order is missing, every line refused as not understood (and not one the corpus expects refused;
`--allowed` adds the lines refused as not allowed; a line held back for another line's sake is left out, and
of a line whose refusal names the part that failed, "'part': why", that part is taken) that names a place or a
unit is reduced to a shape (a list's mark before it dropped): each word classed as a number `N`,
a place of the board `P` (the longest name that the board knows, a numbered region too), a unit word `U`, an
order verb `V`, a nation `X`, a bracket `(` `)`, an arrow `>`; a few joining words are kept as they are
(to, with, and, from, in, ...), articles dropped, every other word `w`; runs of one class are one. The shapes
are printed by the number of corpus folders (writers, near enough) they occur in, then by count, with two
examples: a shape many writers share is the one the next writer will write too.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

_TOKEN = re.compile(r"->|=>|-->|→|⇒|>|[()\[\]{}]|[:;,]|w/|&|[^\W_]+(?:['’.][^\W_]+)*", re.UNICODE)
_LIST_MARK = re.compile(r"^(?:\d{1,2}[.)]|[a-z][.)]|[-*•–]|\[\*\])(?= )")
_QUOTED = re.compile(r"""^['"]([^'"]{1,400})['"]: """)        # "'the part': why" names the part that failed
_HELD_BACK = "held back"
_KEPT = frozenset("to from with w/ and & in at into onto via both all by on of for then also each".split())
_DROPPED = frozenset("the a an my our his her its their your this that these those".split())
_ARROWS = frozenset(("->", "=>", "-->", "→", "⇒", ">"))
_LONGEST_NAME = 5       # words in a place's name


def shape(text: str, board, nations: frozenset[str], units: frozenset[str], verbs: frozenset[str],
          numbers: frozenset[str]) -> str:
    """The line's shape: its words classed, runs of one class made one (see the module's docstring)."""
    words = _TOKEN.findall(_LIST_MARK.sub("", text))
    out: list[str] = []
    i = 0
    while i < len(words):
        word, low = words[i], words[i].casefold()
        size = _place_at(words, i, board, units)
        if size:
            cls, i = "P", i + size
        else:
            i += 1
            if low in _DROPPED or low in (",", ";"):
                continue
            if word in _ARROWS:
                cls = ">"
            elif word in "([{":
                cls = "("
            elif word in ")]}":
                cls = ")"
            elif low == ":":
                cls = ":"
            elif low.isdigit() or low in numbers:
                cls = "N"
            elif low in units or low.rstrip("s") in units:
                cls = "U"
            elif low in nations:
                cls = "X"
            elif low in verbs:
                cls = "V"
            elif low in _KEPT:
                cls = "with" if low == "w/" else "and" if low == "&" else low
            else:
                cls = "w"
        if not out or out[-1] != cls:
            out.append(cls)
    return " ".join(out)


def _place_at(words: list[str], i: int, board, units: frozenset[str]) -> int:
    """How many words from `i` make the longest place name the board knows (0: none); a number is a count,
    never a place, before a unit word, after 'with' or in brackets ('3 inf', 'with 3', '76 (3)')."""
    if words[i].isdigit() and (i + 1 < len(words) and words[i + 1].casefold().rstrip("s") in units
                               or i and words[i - 1].casefold() in ("with", "w/", "(", "[", "x")):
        return 0
    for size in range(min(_LONGEST_NAME, len(words) - i), 0, -1):
        name = " ".join(words[i:i + size])
        if size == 1 and (name.casefold() in _DROPPED or name.casefold() in _KEPT or not name[0].isalnum()):
            return 0
        if board.knows(name):
            return size
    return 0


def refused_lines(folder: Path, ruleset: str, allowed: bool) -> list[tuple[str, ...]]:
    """(shape, folder, message id, sentence, why refused) of each line refused in a message of the half that loses orders."""
    from engine.rulesets import ruleset as get_ruleset
    from engine.words.lexicon import UNIT_WORDS
    from engine.words.meaning.verbs import VERBS
    from engine.words.reading import NUMBER_WORDS
    from tests.corpus.corpus import judge, read_file
    from tests.corpus.positions import position

    rules, out = get_ruleset(ruleset), []
    units = frozenset(UNIT_WORDS | _ruleset_units(ruleset))
    verbs, numbers = frozenset(VERBS), frozenset(NUMBER_WORDS)
    checked = folder.parent.name.startswith("fresh")
    corpus = folder.parent.name if checked else folder.name
    for case in read_file(folder / f"{ruleset}.txt"):
        board, state = position(ruleset, case.position)
        nation = state.find_nation(case.nation).name
        try:
            wanted = rules.parse_orders("\n".join(case.expect), nation, state, board)
        except Exception:       # a bad expectation is corpus_open's to report
            continue
        sheet = rules.parse_orders(case.message, nation, state, board)
        if checked:
            sheet = rules.check_orders(sheet, state, board)
        if not judge(sheet, list(wanted.orders)).missing:
            continue
        nations = frozenset(w.casefold() for n in state.nations for name in (n.name, *n.aliases)
                            for w in name.split())
        for problem in sheet.problems:
            if problem.kind != "not understood" and not allowed:
                continue
            if any(r.casefold() in problem.text.casefold() for r in case.refused):
                continue
            if problem.reason.startswith(_HELD_BACK):     # its own words read: another line is the failure
                continue
            quoted = _QUOTED.match(problem.reason)
            text = " ".join((quoted.group(1) if quoted else problem.text).split())
            said = shape(text, board, nations, units, verbs, numbers)
            if "P" in said.split() or "U" in said.split():      # a line that may hold an order
                out.append((said, corpus, case.id, text, problem.reason))
    return out


def _ruleset_units(ruleset: str) -> set[str]:
    """The unit words a ruleset declares, where it declares them as a UnitWords (the others: the lexicon's)."""
    import importlib
    try:
        vocabulary = importlib.import_module(f"engine.rulesets.{ruleset}.vocabulary")
    except ImportError:
        return set()
    words = getattr(vocabulary, "UNIT_WORDS", None)
    return set(getattr(words, "kinds", {})) | set(getattr(words, "short", {}))


def main() -> int:
    from corpus_open import each_ruleset, run_each

    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--top", type=int, default=40, help="shapes printed")
    p.add_argument("--only", help="only the halves whose path holds this text")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--all", action="store_true", help="every line of each shape printed, not two")
    p.add_argument("--shape", help="only this shape")
    p.add_argument("--allowed", action="store_true", help="count the lines refused as not allowed too")
    args = p.parse_args()
    jobs = each_ruleset(only=args.only)
    results = run_each(refused_lines, jobs, args.jobs, args.allowed)
    by_shape: dict[str, list[tuple[str, ...]]] = defaultdict(list)
    for (folder, rid), lines in zip(jobs, results):
        for line in lines:
            by_shape[line[0]].append((*line[1:], rid))
    ranked = sorted(by_shape.items(), key=lambda kv: (-len({f for f, *_ in kv[1]}), -len(kv[1]), kv[0]))
    total = sum(len(v) for v in by_shape.values())
    print(f"{total} refused lines in messages that lose orders, {len(by_shape)} shapes")
    for text, seen in [kv for kv in ranked if not args.shape or kv[0] == args.shape][:args.top]:
        folders = sorted({f for f, *_ in seen})
        print(f"\n{len(folders):2d} folders {len(seen):3d} lines  {text}    [{' '.join(folders)}]")
        shown: list[str] = []
        for folder, case_id, line, why, rid in seen:
            if args.all or len(shown) < 2 and not any(s.startswith(folder + " ") for s in shown):
                shown.append(f"{folder} {case_id}")
                print(f"      {folder} {rid[:4]} {case_id}: {line[:140]}\n          <- {why[:150]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
