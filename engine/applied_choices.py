"""The choices of a refused line taken by their numbers (issue 22, Build 2: `berthier orders ... --choose
LINE:N`, the command line's click on a 'may mean' button): choice N of line LINE written in place of the
line, as the window's button does. A line or a choice number that is not offered changes nothing: the
whole request is refused, saying which lines offer choices and how many."""

from __future__ import annotations

from collections.abc import Iterable

from engine.errors import BerthierError
from engine.order_sheet import OrderProblem


def offered(problems: Iterable[OrderProblem]) -> dict[int, tuple[str, ...]]:
    """The choices of each line that has some (the first problem of a line with choices, as the window shows)."""
    out: dict[int, tuple[str, ...]] = {}
    for p in problems:
        if p.choices and p.line not in out:
            out[p.line] = p.choices
    return out


def parse_choice(text: str) -> tuple[int, int]:
    """'3:1' -> (3, 1): line 3, its first choice; a clear message otherwise."""
    line, colon, number = text.strip().partition(":")
    if not colon or not line.strip().isascii() or not number.strip().isascii() \
            or not line.strip().isdigit() or not number.strip().isdigit():
        raise ValueError(f"{text!r} is not LINE:N (a line's number, a colon, the number of its choice: 3:1)")
    return int(line), int(number)


def chosen_lines(problems: Iterable[OrderProblem], chosen: Iterable[tuple[int, int]]) -> dict[int, str]:
    """The order to write in place of each chosen line; BerthierError, and nothing chosen, when a line offers
    no choice or has fewer than asked, or when one line is given two different choices."""
    choices = offered(problems)
    picked: dict[int, str] = {}
    for line, number in chosen:
        if line not in choices:
            where = (f"the lines that offer some are {', '.join(str(n) for n in sorted(choices))}" if choices
                     else "no line offers any")
            raise BerthierError(f"--choose {line}:{number}: not allowed: line {line} offers no choice "
                                f"({where}); nothing was changed")
        if not 1 <= number <= len(choices[line]):
            raise BerthierError(f"--choose {line}:{number}: not allowed: line {line} offers "
                                f"{_count(len(choices[line]))} (1 to {len(choices[line])}); nothing was changed")
        order = choices[line][number - 1]
        if picked.get(line, order) != order:
            raise BerthierError(f"--choose {line}:{number}: not allowed: line {line} was given another choice "
                                f"already; nothing was changed")
        picked[line] = order
    return picked


def write_lines(text: str, written: dict[int, str]) -> tuple[str, list[tuple[int, str, str]]]:
    """The text with each numbered line (from 1) replaced, its line ending kept, and (line, as it was, as
    written) for each; a choice of several orders may hold line breaks (later lines are numbered as before)."""
    lines = text.splitlines(keepends=True)
    done = []
    for line, new in sorted(written.items()):
        if not 1 <= line <= len(lines):
            continue
        old = lines[line - 1]
        body = old.rstrip("\r\n")
        lines[line - 1] = new + old[len(body):]
        done.append((line, body, new))
    return "".join(lines), done


def may_mean(p: OrderProblem) -> str:
    """'  may mean: 'A' / 'B' (take one with --choose 3:N)'."""
    how = f"--choose {p.line}:1" if len(p.choices) == 1 else f"--choose {p.line}:N, N from 1 to {len(p.choices)}"
    return "  may mean: " + " / ".join(repr(c) for c in p.choices) + f" (take one with {how})"


def _count(n: int) -> str:
    return "one choice" if n == 1 else f"{n} choices"
