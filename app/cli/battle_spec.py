"""Reading battle results the GM types: 'Tyrol: France 2 infantry, 1 cavalry; Austria all',
'46: Austria all; France 1 army', '46#2: ...' for the second battle in one place.

The unit words are the ruleset's declared unit kinds (`Ruleset.unit_kinds`). A result is read into
a typed `BattleKey` and `BattleResult` and kept in the game file's form.
"""

from __future__ import annotations

from engine.words import patterns as re
from collections.abc import Mapping

from engine.board import Board
from engine.decisions import ALL, BattleKey, BattleResult
from engine.errors import BerthierError, UnknownName
from engine.rulesets import ruleset
from engine.state import GameState
from engine.words.textio import ascii_int

_SPEC = re.compile(r"^(?P<places>[^#]+?)\s*(?:#\s*(?P<number>[0-9]+))?$")

MOST_LOST = 100_000                # far more pieces than any battle holds


def loss_words(ruleset_id: str) -> Mapping[str, str]:
    """The words for units a GM may type for a ruleset: word -> the kind the engine counts."""
    words = {w: kind.id for kind in ruleset(ruleset_id).unit_kinds for w in kind.words()}
    if not words:
        raise BerthierError(f"the {ruleset_id} rules declare no unit kinds, so battle results by hand "
                            f"cannot name losses")
    return words


def _kinds_text(words: Mapping[str, str]) -> str:
    kinds = list(dict.fromkeys(words.values()))
    return ", ".join(kinds[:-1]) + " or " + kinds[-1] if len(kinds) > 1 else kinds[0]


def parse_battle_results(specs: list[str], board: Board, state: GameState, reason: str,
                         words: Mapping[str, str]) -> dict[str, dict]:
    """{battle key: {"losses": {nation: "all" | {kind: n}}, "reason": ...}}: the game file's form of
    each typed `BattleResult`."""
    example = f"'PLACE: NATION 2 {next(iter(words))}; NATION all'"
    results: dict[str, dict] = {}
    for spec in specs:
        if ":" not in spec:
            raise BerthierError(f"--battle {spec!r}: write {example}")
        place_text, rest = spec.split(":", 1)
        m = _SPEC.match(place_text.strip())
        if not m:
            raise BerthierError(f"--battle {spec!r}: write {example}")
        try:
            places = [board.find(p.strip()).id for p in m["places"].split("/")]
        except UnknownName as e:
            raise BerthierError(f"--battle {spec!r}: {e}") from None
        if len(places) > 2:
            raise BerthierError(f"--battle {spec!r}: a border battle names two places, 'A/B'")
        number = ascii_int(m["number"], f"--battle {spec[:60]!r}: the battle's number", most=99) \
            if m["number"] is not None else 1
        if number < 1:
            raise BerthierError(f"--battle {spec!r}: battles in one place are numbered from 1 ('46#2' is "
                                f"the second)")
        key = BattleKey(tuple(sorted(places)), number)
        losses: dict[str, dict[str, int]] = {}
        all_lost: list[str] = []
        for part in rest.split(";"):
            part = part.strip()
            if not part:
                continue
            m = re.match(r"^(.+?)\s+(all|none|nothing|(?:[0-9]+\s+[a-z ]+?)(?:\s*,\s*[0-9]+\s+[a-z ]+?)*)$", part,
                         re.IGNORECASE)
            if not m:
                raise BerthierError(f"--battle {spec!r}: {part!r} should read 'NATION 2 {next(iter(words))}' "
                                    f"or 'NATION all'")
            try:
                nation = state.find_nation(m.group(1)).name
            except UnknownName as e:
                raise BerthierError(f"--battle {spec!r}: {e}") from None
            what = m.group(2).lower()
            if what == ALL:
                all_lost.append(nation)
                continue
            counts: dict[str, int] = {}
            if what not in ("none", "nothing"):
                for item in what.split(","):
                    n, kind = item.strip().split(None, 1)
                    kind = kind.strip()
                    if kind not in words:
                        raise BerthierError(f"--battle {spec!r}: {kind!r} is not {_kinds_text(words)}")
                    counts[words[kind]] = counts.get(words[kind], 0) + ascii_int(
                        n, f"--battle {spec[:60]!r}: the losses", most=MOST_LOST)
            losses[nation] = counts
        result = BattleResult(losses=losses, all_lost=tuple(all_lost), reason=reason or "result entered by the GM")
        results[key.text] = result.to_builtins()
    return results
