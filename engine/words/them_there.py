"""Units told to go where the clause before sent others, for every ruleset: 'Our four at Berdain march on Madder
Vale; our two at Lowland Dairies follow them there' (the two go to Madder Vale), 'The pair in Raetia goes to
Venetia (35), and the one in Croatia joins them there', 'the 13 at Randomia move into Chance Hills behind them'
('behind them' says only the order of the march), 'the fleet goes there too'. 'there' and 'them' are the place the
clause just before sends units to: exactly one such place, read; two, asked with each reading as a choice; none, or
a clause before naming another nation ('the Maustrians march on X; we follow them there'), the line as it was.
Only 'follow'/'join' them, 'behind'/'after them', and 'there' right after a verb of going are read: 'we attack them
there' is never a move. One pass over the line's words."""

from __future__ import annotations

from dataclasses import dataclass

from engine.words.reading import Names

_TOWARDS = frozenset("to into on onto towards toward".split())
_FOLLOW = frozenset("follow follows join joins".split())
_BEHIND = frozenset(("behind", "after"))
_GOING = frozenset("go goes march marches move moves sail sails head heads ride rides walk walks".split())
_PLURAL_GOES = frozenset(("joins", "follows"))
_MOST_WORDS = 120
_MOST_NAME = 4


@dataclass(frozen=True)
class Asked:
    """'there' or 'them' with several places it may be: asked, each reading a choice."""
    reason: str
    choices: tuple[str, ...]


def _places(raw: list[str], names: Names, nation: str) -> tuple[list[tuple[str, str]], bool]:
    """([(region id, name as written)] a clause sends units to, whether it names another nation)."""
    low = [w.casefold().strip(",.;:!?()") for w in raw]
    out: list[tuple[str, str]] = []
    foreign = False
    for i, word in enumerate(raw):
        clean = word.strip(",.;:!?()\"'")
        if clean[:1].isupper() and not foreign:
            known = names.known_nation(clean)
            foreign = known is not None and known != nation and not names.is_region(clean) and not any(
                names.is_region(" ".join(w.strip(",.;:!?()") for w in raw[i:e])) for e in range(i + 2, i + _MOST_NAME))
        if low[i] not in _TOWARDS:
            continue
        k = i + 2 if i + 1 < len(low) and low[i + 1] == "the" else i + 1
        for end in range(min(len(raw), k + _MOST_NAME), k, -1):
            said = " ".join(w.strip(",.;:!?()") for w in raw[k:end])
            if said[:1].isupper() and names.is_region(said) and names.known_nation(said) is None:
                place = (names.region(said), said)
                if place not in out:
                    out.append(place)
                break
    return out, foreign


def _clauses(raw: list[str]) -> list[int]:
    """Where each clause of the line starts: after a stop, or at 'and'/'then' after a comma."""
    starts = [0]
    for i in range(1, len(raw)):
        before = raw[i - 1]
        if before.endswith((".", ";", "!")) or before.endswith(",") and raw[i].casefold() in ("and", "then"):
            starts.append(i)
    return starts


def _said_again(raw: list[str], where: str, labels: frozenset[str]) -> list[str] | None:
    """The clause with its pointing words said with the place; None when it has none of them."""
    low = [w.casefold().strip(",.;:!?") for w in raw]
    for i, word in enumerate(low):
        tail = raw[i + 1:]
        if word in _FOLLOW and i + 1 < len(low) and (low[i + 1] == "them" or low[i + 1:i + 3] == ["it", "there"]):
            after = 2 if i + 2 < len(low) and low[i + 2] == "there" else 1
            stop = raw[i + after][len(raw[i + after].rstrip(",.;:!?")):]
            verb = "goes" if word in _PLURAL_GOES else "go"
            return [*raw[:i], verb, "to", where + stop, *raw[i + after + 1:]]
        if word in _BEHIND and i + 1 < len(low) and (low[i + 1] == "them" or low[i + 1] in labels
                                                          and raw[i + 1].strip(",.;:!?").isupper()) and i > 0:
            stop = raw[i + 1][len(raw[i + 1].rstrip(",.;:!?")):]
            return [*raw[:i - 1], raw[i - 1] + stop, *raw[i + 2:]] if _TOWARDS.intersection(low[:i]) else None
        if word == "there" and i > 0 and low[i - 1] in _GOING and raw[i].casefold().startswith("there"):
            return [*raw[:i], "to", where + raw[i][5:], *tail]
    return None


def pointed_back(text: str, names: Names, nation: str, before: str = "",
                 labels: frozenset[str] = frozenset()) -> str | Asked | None:
    """The line with 'follow them there', 'behind them', 'goes there' said with the place the clause before sends
    units to (the line's own, or the last of the line `before` it, for its first clause); Asked when that clause
    sends them to several; None when the line points back at none this way. `labels`: the writer's units' labels
    ('behind D': the order of the march, as 'behind them')."""
    said = text.split()
    ahead = before.split() if len(before) < _MOST_WORDS * 20 else []
    raw = [*ahead, *said]
    if len(raw) > _MOST_WORDS:
        return None
    low = {w.casefold().strip(",.;:!?") for w in said}
    if "them" not in low and "there" not in low and labels.isdisjoint(low):
        return None
    starts = sorted({*_clauses(ahead), *(len(ahead) + k for k in _clauses(said))}) if ahead else _clauses(said)
    out = list(raw)
    changed = False
    for c in range(len(starts) - 1, 0, -1):
        begin, end = starts[c], starts[c + 1] if c + 1 < len(starts) else len(raw)
        if begin < len(ahead):
            break                       # the line before is only looked back at
        clause = out[begin:end]
        probe = _said_again(clause, "\0", labels)
        if probe is None:
            continue
        places, foreign = _places(out[starts[c - 1]:begin], names, nation)
        if foreign or not places:
            continue
        if len(places) > 1:
            choices = tuple(" ".join(_said_again(clause, said, labels) or clause) for _, said in places)
            return Asked(f"{' '.join(clause)!r} points back at the clause before, which names "
                         f"{' and '.join(said for _, said in places)}: which is meant? ask the player", choices)
        again = _said_again(clause, places[0][1], labels)
        if again is not None:
            out[begin:end] = again
            changed = True
    return " ".join(out[len(ahead):]) if changed else None
