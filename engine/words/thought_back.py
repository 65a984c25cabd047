"""A line that changes its mind and ends on a stay: 'The army in 99 moves on to 101... wait, then it's not there
to join. Fine, it stays in 99.', '2 armies 16 -> 110? No, 16 isn't next to 110. Forget it.', 'Move 1 army from 31
to ... hmm, 31 is island, only by ship. It stays.'. The sentence before the retraction (`no`, `wait`, `hmm`,
`forget it`) is a thought the player takes back, read as a question answered no: set aside, said so; the stay (or
nothing) the line ends on is what it gives. Only when the line ends so and only the one sentence just before the
retraction is taken back; one pass over the line's sentences."""

from __future__ import annotations

import msgspec

from engine.words.clauses import Clause, correction_of
from engine.words.message import words
from engine.words.taking_back import SAYS_THAT_AGAIN, WITHDRAWN_WHOLE as RETRACTIONS

# The corrections that take what was just said back ('no, ...', 'wait, ...'), and a hesitation before a doubt.
_TAKING_BACK = SAYS_THAT_AGAIN
_HESITATIONS = frozenset("hmm hm hmmm er erm um uh ah nah nope".split())
_STAYING = frozenset("stay stays remain remains hold holds h".split())
_LEAD = frozenset("fine ok okay so then well alright right just".split())
_PRONOUNS = frozenset("it they them he she".split())


def thought_back(parts: list[Clause]) -> list[Clause]:
    """The clauses with the one before a retraction marked as a question (set aside, answered by what follows)
    when the line ends on a stay or on the retraction alone, or has such a stay right after its retraction and
    other orders after it ('2 units 39 -> 15 - wait, Randomia is neutral. 2 units stay. Build 1 Infantry ...');
    as they were otherwise."""
    if len(parts) < 2:
        return parts
    if not _ends_staying(parts[-1]):
        inside = next((j for j in range(2, len(parts) - 1) if retracts(parts[j - 1]) and _ends_staying(parts[j])), None)
        if inside is None or any(retracts(c) or c.question for c in parts[inside + 1:]):
            return parts
        return [*_thought_back_ending(parts[:inside + 1]), *parts[inside + 1:]]
    return _thought_back_ending(parts)


def _thought_back_ending(parts: list[Clause]) -> list[Clause]:
    """`thought_back` of clauses that end on a stay (or a retraction alone)."""
    for i in range(len(parts) - 1, 0, -1):
        if i == len(parts) - 1 and parts[i].text.strip():
            continue                    # 'B - Courland. No, it stays.': the stay answers itself (read as before)
        if retracts(parts[i]):
            before = parts[i - 1]
            if before.question or before.correction:
                return parts
            last = _stay_alone(parts[-1], before.text)
            if last is None:
                return parts
            return [*parts[:i - 1], msgspec.structs.replace(before, question=True), *parts[i:-1], last]
    return parts


def _stay_alone(clause: Clause, taken_back: str) -> Clause | None:
    """The last clause without its lead ('Fine, it stays in 99': 'it stays') and, said of a pronoun, the place
    the taken-back order starts from ('in 99' after 'The army in 99 moves on to 101'); None when it names
    another place."""
    text = clause.text
    said = text.split()
    while said and said[0].casefold().strip(",.;:!") in _LEAD:
        said = said[1:]
    if said and said[0].casefold() in _PRONOUNS and len(said) > 2 and said[-2].casefold() in ("in", "at", "on"):
        if said[-1].strip(".!").casefold() not in words(taken_back):
            return None
        said = said[:-2]
    return msgspec.structs.replace(clause, text=" ".join(said)) if said else clause


def retracts(clause: Clause) -> bool:
    said = words(clause.text)
    return clause.correction.casefold() in _TAKING_BACK or bool(said) and said[0] in _HESITATIONS


def _ends_staying(clause: Clause) -> bool:
    """'Fine, it stays in 99.', 'It stays.', 'Squadron 3 holds.', 'B h', 'Forget it.' (nothing follows it)."""
    if clause.correction in RETRACTIONS and not clause.text.strip():
        return True
    said = words(clause.text)
    while said and said[0] in _LEAD:
        said = said[1:]
    if not said or len(said) > 8:
        return False
    verb = next((k for k, w in enumerate(said) if w in _STAYING), None)
    return verb is not None and 0 < verb <= 3 and (said[0] in _PRONOUNS or verb <= 3) \
        and not any(w in ("not", "and", "but", "if", "->") for w in said)


def thought_back_sentences(parts: list[str]) -> list[str]:
    """The same for a reader of sentences (engine.words.prose): the sentence taken back written as a question and
    the retraction after it as its answer 'No, ...' ('... to Kiev... wait, that's backwards. They stay.' is read as
    '... to Kiev? No, that's backwards. They stay.'); as they were otherwise."""
    if len(parts) < 3:
        return parts
    marked = thought_back([Clause(p.rstrip(".!").strip(), p.rstrip().endswith("?"), correction_of(
        p.rstrip(".!?").strip())[0]) for p in parts])
    at = next((i for i, c in enumerate(marked) if c.question and not parts[i].rstrip().endswith("?")), None)
    if at is None or at + 1 >= len(parts):
        return parts
    word, rest = correction_of(parts[at + 1].strip())
    said = words(parts[at + 1])
    if not word.startswith("no") and said and said[0] in _HESITATIONS:
        rest = parts[at + 1].strip()[len(said[0]):].lstrip(" ,.:;-")
    answer = parts[at + 1] if word.startswith("no") else f"No, {rest}" if rest else "No."
    return [*parts[:at], parts[at].rstrip(" .\u2026!") + "?", answer, *parts[at + 2:]]
