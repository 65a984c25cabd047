"""Notes in brackets beside EiA's strict lines: 'standing surrender: surrender (no Saragossa this
time)', 'standing guard: hold (no guard)' keep their answer, as a remark is set aside; a note giving
another answer ('surrender (never)', 'commit (no, hold)') or a condition ('(only if Berlin)') is
never dropped: the line is refused. The note after a carried corps ('carrying corps Guard I (8 ships)')
is set aside when it changes nothing (engine.words.clauses.note_aside)."""

from __future__ import annotations

from engine.words.clauses import note_aside, without_brackets
from engine.words.message import words
from engine.rulesets.eia.answer_reasons import without_reason
from engine.rulesets.eia.sayings import ANSWER_WORDS

# Each standing question's answers and the words that give one ('fight' on a surrender is 'fight on').
_ANSWERS: dict[str, dict[str, str]] = {
    "surrender": {"surrender": "surrender", "surrenders": "surrender", "capitulate": "surrender",
                  "fight": "fight on", "fights": "fight on", "resist": "fight on", "never": "fight on"},
    "guard": {"commit": "commit", "commits": "commit", "committed": "commit", "hold": "hold", "never": "hold",
              "reserve": "hold"},
    "further days": {"withdraw": "withdraw", "withdraws": "withdraw", "retreat": "withdraw", "fight": "fight",
                     "fights": "fight", "continue": "fight"},
}
# Words of a condition or a change of plan: a note holding one is never set aside. EiA's own, not one of
# engine.words.lexicon's sets (round 22): beside a standing answer 'but' and 'then' give another answer or a sequel
# ('(but hold)', '(then withdraw)'), which a condition set of the lexicon does not hold.
_CONDITIONS = frozenset("if unless except only instead then provided until but".split())


def standing_answer(kind: str, rest: str) -> str:
    """The answer of 'standing KIND: rest' with a remark in brackets left out; the text as it is when
    a note gives another answer or a condition (the check then refuses it, naming the note)."""
    rest = without_reason(rest, _ANSWERS.get(kind, {}), _CONDITIONS)     # 'fight on, because Stamboul must never fall'
    plain, notes = without_brackets(rest)
    if not notes or not plain.strip():
        return rest
    said = " ".join(plain.split()).casefold().strip(" .!")
    answer = ANSWER_WORDS.get(kind, {}).get(said, said)
    for note in notes:
        low = words(note)
        if not low or _CONDITIONS.intersection(low):
            return rest
        whole = " ".join(low)
        given = {ANSWER_WORDS.get(kind, {}).get(whole, "")} | {_ANSWERS.get(kind, {}).get(w, "") for w in low}
        if len(low) == 1 and whole in ("no", "yes", "not"):
            return rest             # 'surrender (no)': the note answers the question again
        if given - {"", answer}:
            return rest
    return plain


def cargo_without_note(cargo: str) -> str:
    """'corps Guard I (8 ships; lands at Riga)' -> 'corps Guard I' when the note changes nothing."""
    plain, notes = without_brackets(cargo)
    return plain if notes and plain.strip() and all(note_aside(n) for n in notes) else cargo
