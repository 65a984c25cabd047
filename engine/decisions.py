"""What the GM must decide before a turn can resolve, and the GM's answers.

A turn that cannot resolve until the GM decides something raises `DecisionsNeeded` with one
typed `Decision` per question; battles whose result the GM enters by hand are the first kind
(`BattleKey`, `BattleResult`). The game file and the command line keep the outside text form
of a battle's key ('46', '46#2' for a second battle there, 'alsace|baden' on a border); inside
the engine it is a `BattleKey`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import msgspec

from engine.errors import BerthierError, NotUnderstood

ALL = "all"                        # a side's losses when every unit it had there is lost
BATTLES = "battles"                # the overrides' key for battle results
DEFAULT_REASON = "entered by the GM"


class DecisionKey(msgspec.Struct, frozen=True, tag=True):
    """What a decision is about; each kind of decision subclasses it."""

    @property
    def text(self) -> str:
        raise NotImplementedError


class BattleKey(DecisionKey, frozen=True, tag="battle"):
    """A battle: its place (two for a border battle) and its number among the battles there."""

    places: tuple[str, ...]
    number: int = 1

    @property
    def text(self) -> str:
        base = "|".join(sorted(self.places))
        return base if self.number == 1 else f"{base}#{self.number}"

    @classmethod
    def parse(cls, text: str) -> BattleKey:
        """'46' -> the first battle in 46; '46#2' the second; 'alsace|baden' a border battle."""
        place, hash_, number = str(text).strip().partition("#")
        places = tuple(sorted(p.strip() for p in place.split("|") if p.strip()))
        if not places or len(places) > 2:
            raise NotUnderstood(f"{text!r} is not a battle: write a place, 'A|B' for a border, '#2' for a "
                                f"second battle there")
        if not hash_:
            return cls(places)
        if not (number.strip().isascii() and number.strip().isdigit()) or int(number) < 1:
            raise NotUnderstood(f"{text!r}: battles in one place are numbered from 1 ('46#2' is the second)")
        return cls(places, int(number))


class BattleResult(msgspec.Struct, frozen=True, kw_only=True):
    """The losses the GM gives a battle: per nation, counts by unit kind, or everything it had."""

    losses: dict[str, dict[str, int]] = {}     # nation -> {unit kind: count}
    all_lost: tuple[str, ...] = ()             # nations that lose everything they had there
    reason: str = DEFAULT_REASON

    def nations(self) -> list[str]:
        return list(dict.fromkeys([*self.losses, *self.all_lost]))

    def to_builtins(self) -> dict[str, Any]:
        """The game file's form: {"losses": {nation: "all" | {kind: n}}, "reason": ...}."""
        losses: dict[str, Any] = {n: dict(c) for n, c in self.losses.items()}
        losses.update({n: ALL for n in self.all_lost})
        return {"losses": losses, "reason": self.reason}

    @classmethod
    def from_builtins(cls, data: Any, where: str = "a battle result") -> BattleResult:
        if not isinstance(data, Mapping):
            raise NotUnderstood(f"{where}: a result is {{'losses': {{nation: 'all' or {{kind: n}}}}}}")
        losses: dict[str, dict[str, int]] = {}
        all_lost: list[str] = []
        for nation, spec in dict(data.get("losses") or {}).items():
            if spec == ALL:
                all_lost.append(str(nation))
            elif isinstance(spec, Mapping) and all(isinstance(n, int) and n >= 0 for n in spec.values()):
                losses[str(nation)] = {str(k): int(n) for k, n in spec.items()}
            else:
                raise NotUnderstood(f"{where}: {nation}'s losses must be 'all' or counts by kind, not {spec!r}")
        return cls(losses=losses, all_lost=tuple(all_lost), reason=str(data.get("reason") or DEFAULT_REASON))


class Decision(msgspec.Struct, frozen=True, kw_only=True):
    """One question the GM must answer before the turn resolves."""

    key: DecisionKey
    question: str                 # for people: "the battle of Bavaria (bavaria)"
    who: str | None = None        # the nation that answers; None: the GM
    choices: tuple[str, ...] = () # the answers allowed; empty: free text


class DecisionsNeeded(BerthierError):
    """The turn cannot resolve until the GM decides these."""

    def __init__(self, decisions: Sequence[Decision], why: str = "the GM must decide"):
        self.decisions = tuple(decisions)
        super().__init__(f"{why}: " + "; ".join(d.question for d in self.decisions))


def message_for(label: str, nation: str, decisions: Sequence[Decision]) -> str:
    """The message to one nation: the questions only it answers, with their keys for its reply
    (what `berthier needs --nation` prints and the window copies for the GM to send)."""
    mine = [d for d in decisions if d.who == nation]
    lines = [f"{label}: what the referee needs from {nation}: " + (
        f"{len(mine)} answer(s); reply with KEY: ANSWER" if mine else "nothing, the step can be resolved")]
    lines += [f"  {d.key.text}: {d.question}" for d in mine]
    return "\n".join(lines) + "\n"


class BattlesNeedResults(DecisionsNeeded):
    """The combat model is manual and some battles have no result entered yet."""

    def __init__(self, decisions: Sequence[Decision]):
        super().__init__(decisions, "these battles need a result entered by the GM (the combat model is manual)")
        self.places = [d.question for d in self.decisions]       # for people
        self.keys = [d.key.text for d in self.decisions]         # the outside form, as overrides are keyed

    @classmethod
    def waiting(cls, battles: Iterable[tuple[BattleKey, str]]) -> BattlesNeedResults:
        """From (key, label) pairs: each decision reads 'LABEL (KEY)'."""
        return cls([Decision(key=k, question=f"{label} ({k.text})") for k, label in battles])


def battle_results(overrides: Mapping[str, Any] | None) -> dict[BattleKey, BattleResult]:
    """The GM's battle results in a turn's overrides, read once at the edge into typed keys."""
    raw = (overrides or {}).get(BATTLES) or {}
    out: dict[BattleKey, BattleResult] = {}
    for text, result in dict(raw).items():
        key = text if isinstance(text, BattleKey) else BattleKey.parse(text)
        out[key] = result if isinstance(result, BattleResult) else BattleResult.from_builtins(result, key.text)
    return out


def with_battle_results(overrides: Mapping[str, Any] | None,
                        results: Mapping[BattleKey, BattleResult]) -> dict[str, Any] | None:
    """The overrides in their stored form with these battle results (None when there is nothing)."""
    out = {k: v for k, v in (overrides or {}).items() if k != BATTLES}
    if results:
        out[BATTLES] = {k.text: r.to_builtins() for k, r in results.items()}
    return out or None


def answer_key(text: str) -> str:
    """A decision's key or answer as compared: case, underscores for spaces and runs of spaces
    ignored ('winner=Great_Britain' is 'Great Britain')."""
    return " ".join(str(text).replace("_", " ").split()).casefold()


MAX_KEY_CHARS = 200           # the longest key the rules write is under 80 characters
MAX_ANSWER_CHARS = 2_000      # an answer is a choice, losses or a few names; a long note fits too
MAX_ANSWERS = 1_000


def check_answers(answers: Mapping[str, str], where: str = "") -> None:
    """Refuse answers no question could take: an empty or overlong key, an overlong answer, or
    more answers than any step asks (`where` prefixes the message: '--decide')."""
    said = f"{where} " if where else ""
    if len(answers) > MAX_ANSWERS:
        raise BerthierError(f"{said}{len(answers):,} answers: a step asks far fewer (at most {MAX_ANSWERS:,} are "
                            f"kept); nothing was written")
    for key, value in answers.items():
        shown = key[:60] + ("..." if len(key) > 60 else "")
        if not key.strip() or len(key) > MAX_KEY_CHARS:
            raise BerthierError(f"{said}{shown!r}: not a question's key (a key is 1 to {MAX_KEY_CHARS} characters); "
                                f"nothing was written")
        if len(value) > MAX_ANSWER_CHARS:
            raise BerthierError(f"{said}{shown}: the answer is {len(value):,} characters; an answer is at most "
                                f"{MAX_ANSWER_CHARS:,}; nothing was written")


class Answers(dict[str, str]):
    """The GM's answers to a step's decisions, keyed as typed; looked up in any case, with spaces
    or underscores; every key the rules look up is remembered in `asked`, so the keys nobody
    asked about can be named (a typo is refused, never silently ignored)."""

    def __init__(self, given: Mapping[str, str] | None = None):
        super().__init__(given or {})
        self._by = {answer_key(k): k for k in self}
        self.asked: dict[str, str] = {}          # answer_key -> the key as the rules wrote it

    def _find(self, key: object) -> str | None:
        return self._by.get(answer_key(str(key)))

    def __contains__(self, key: object) -> bool:
        self.asked.setdefault(answer_key(str(key)), str(key))
        return self._find(key) is not None

    def __getitem__(self, key: str) -> str:
        found = self._find(key)
        if found is None:
            raise KeyError(key)
        value: str = super().__getitem__(found)
        return value

    def get(self, key: str, default: Any = None) -> Any:
        return self[key] if key in self else default

    def unasked(self) -> list[str]:
        """The keys given that no question of the step looked up."""
        return [k for k in self if answer_key(k) not in self.asked]
