"""The GM's answers at the command line, kept in the game file as the window's Decisions page keeps
them: `berthier decide` stores them (refusing a key no question of the step has, with the nearest
keys), `resolve` and `needs` read them, and the questions that dice not yet rolled may raise are
named beside the ones open now."""

from __future__ import annotations

from collections.abc import Mapping

import msgspec

from engine.decisions import Answers, Decision, DecisionsNeeded, answer_key, check_answers
from engine.dice import SeededDice
from engine.errors import BerthierError
from engine.game.gamefile import Game

SAMPLES = 12          # dice seeds tried to find the questions that dice may raise


class Questions(msgspec.Struct):
    """The step's questions with some answers: open with the preview's dice (seed 0, as `needs` and
    the window ask them), open only with other dice, and every key the rules looked up."""

    open: list[Decision] = []
    maybe: list[Decision] = []
    known: dict[str, str] = {}       # answer_key -> the key as the rules write it


def questions(game: Game, answers: Mapping[str, str]) -> Questions:
    """What the current step asks with these answers; BerthierError when an answer is not allowed."""
    out = Questions()
    state, sheets = game.state(), game.sheets()
    seen: set[str] = set()
    for seed in range(SAMPLES):
        given = Answers(answers)
        try:
            game.rules.resolve(game.board, state, sheets, SeededDice(seed), {"decisions": given})
            found: tuple[Decision, ...] = ()
        except DecisionsNeeded as e:
            found = e.decisions
        for d in found:
            out.known.setdefault(answer_key(d.key.text), d.key.text)
            if d.key.text in seen:
                continue
            seen.add(d.key.text)
            (out.open if seed == 0 else out.maybe).append(d)
        for k, written in given.asked.items():
            out.known.setdefault(k, written)
        if not found and seed == 0 and not given.asked:
            break                       # a step that asks nothing with any dice asks nothing
    return out


def check_keys(given: Mapping[str, str], q: Questions, flag: str) -> None:
    """Refuse a key no question of the step has (so far), naming the nearest keys."""
    for key in given:
        if answer_key(key) in q.known:
            continue
        import difflib
        near = difflib.get_close_matches(answer_key(key), list(q.known), n=3, cutoff=0.5)
        hint = ("; the nearest: " + ", ".join(q.known[k] for k in near)) if near else (
            "; the step's questions: " + ", ".join(sorted(q.known.values())[:8]) if q.known else
            "; this step asks nothing")
        raise BerthierError(f"{(flag + ' ') if flag else ''}{key}: no question of this step has that key{hint}. A question that "
                            f"follows from another's answer can be answered once it is asked; nothing was written")


def parse(items: list[str], flag: str) -> dict[str, str]:
    """KEY=ANSWER items; an empty answer (KEY=) takes a stored answer back."""
    out: dict[str, str] = {}
    for item in items:
        key, eq, value = item.partition("=")
        key, value = key.strip(), value.strip()
        if not eq or not key:
            raise BerthierError(f"{flag} {item!r}: not understood; write KEY=ANSWER, e.g. land.Bavaria.pursuit='do not pursue'")
        if any(answer_key(k) == answer_key(key) for k in out):
            raise BerthierError(f"{flag} {key}: answered twice")
        out[key] = value
    check_answers(out, flag)
    return out


def merged(stored: Mapping[str, str], new: Mapping[str, str]) -> dict[str, str]:
    """The stored answers with the new ones in place of the same keys (any case, spaces or
    underscores); an empty new answer takes the stored one back."""
    out = {k: v for k, v in stored.items() if all(answer_key(k) != answer_key(n) for n in new)}
    out.update({k: v for k, v in new.items() if v})
    return out


def describe(game: Game, q: Questions) -> list[str]:
    lines = []
    if q.open:
        lines.append(f"{game.label()}: {len(q.open)} decision(s) open; answer with berthier decide GAME KEY=ANSWER:")
        lines += [f"  {d.key.text}: {d.question}{choices(d)}" for d in q.open]
    else:
        lines.append(f"{game.label()}: nothing open, it can be resolved")
    if q.maybe:
        lines.append(f"  and {len(q.maybe)} more may follow from dice not yet rolled (asked only if they fall so):")
        lines += [f"  (maybe) {d.key.text}: {d.question}{choices(d)}" for d in q.maybe[:12]]
    return lines


def choices(d: Decision) -> str:
    return f" [{' / '.join(d.choices)}]" if d.choices else ""


def decide(args) -> int:
    with Game.open(args.game) as game:
        stored = {} if args.clear else game.answers()
        new = parse(args.answers, "")
        answers = merged(stored, new)
        q = questions(game, answers)          # also refuses an answer the question does not allow
        check_keys({k: v for k, v in new.items() if v}, q, "")
        game.save_answers(answers)
        told = f"{len(answers)} answer(s) kept for {game.label()}" if answers else f"no answers kept for {game.label()}"
        print(told + (f" ({len(new)} given now)." if new else "."))
        for line in describe(game, q):
            print(line)
    return 0
