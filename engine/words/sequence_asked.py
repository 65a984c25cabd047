"""Orders said in a sequence, and a request that they be carried out in it, for every ruleset (round 20, helper Fx).

- Words of sequence before an order ('first, 3 armies 108 -> 109', 'Then, and only then, 2 armies 13 -> 12', 'and
  only after that, E - Kherson', 'First corps II: Silesia - Saxony'): they order nothing; the order after them is
  read, and the words are set aside with the reason that the rules resolve a turn's orders together. Only when the
  line does not read as written and the rest does: 'First corps: Silesia - Saxony' (the first corps), '1st Army'
  and 'Second fleet holds' are units named by their ordinal, never words of sequence.
- A line that asks the GM to carry the orders out in the order written ('Russian orders, in ORDER please GM, it
  matters for the scouting:', 'Order matters!'): no order, set aside with that reason. Never when the line may
  hold an order of its own (a number, an arrow, or words the ruleset may read as an order once the request is
  taken out).
One look at the first words of the line; one pass over its words for a request."""

from __future__ import annotations

from collections.abc import Callable

from engine.words.lexicon import UNIT_WORDS

# Words of sequence that may open an order, longest first when looked up.
_OPENERS = frozenset(tuple(p.split()) for p in (
    "first", "firstly", "second", "secondly", "third", "thirdly", "fourth", "fifth", "then", "next", "finally",
    "lastly", "last", "after that", "after this", "afterwards", "and then", "and finally", "and lastly",
    "only then", "and only then", "and only after that", "only after that", "and after that", "then and only then",
    "and only after this", "only after this", "and only once that is done", "once that is done", "first of all",
    "to begin with", "to start with", "before anything else", "before that", "step one", "step two", "step three",
    "before they march", "before they move", "before they go", "before they sail", "before the moves", "before moving",
    "before marching", "before anything moves"))     # (round 21: 'Before they march, corps B gives ...')
_LONGEST = max(map(len, _OPENERS))
# Ordinals: 'First corps: Silesia', 'second fleet holds' name a unit by its number.
_ORDINALS = frozenset("first second third fourth fifth sixth seventh eighth ninth tenth last".split())
# Nouns of time, or of the writer's mails, an opener may qualify ('next month', 'last turn', 'second mail'): no
# sequence then.
_TIMES = frozenset("""month months turn turns year years week weeks season seasons time times round rounds phase
    phases step steps spring summer autumn fall winter day days thing move impulse mail email message post letter
    try attempt version draft""".split())
_MOST_LABEL = 4         # 'corps II', 'fleet 3', 'army A': a unit's label after its kind
_MOST_ROUNDS = 3        # 'Then, and only then, ...': openers said one after another

SET_ASIDE = "the rules resolve the orders of a turn together, not one after another"
# A request that the orders be carried out in the order written.
_ASKED = (("in", "order"), ("in", "this", "order"), ("in", "that", "order"), ("in", "the", "order", "given"),
          ("in", "the", "order", "written"), ("in", "the", "order", "listed"), ("in", "sequence"),
          ("order", "matters"), ("the", "order", "matters"), ("sequence", "matters"), ("one", "after", "another"),
          ("one", "after", "the", "other"), ("in", "the", "order", "below"), ("in", "the", "following", "order"))
_MOST_REQUEST_WORDS = 20
_FIRSTS = frozenset(o[0] for o in _OPENERS)      # the first word of every opener: most lines start with none


def _low(word: str) -> str:
    return word.strip(",:;.!-–—()").casefold()


def in_sequence(text: str, reads: Callable[[str], bool]) -> tuple[str, str] | None:
    """(the words of sequence, the order after them) when `text` opens with words of sequence and does not read
    as written while the rest does; None otherwise."""
    said = text.split()
    if not said or _low(said[0]) not in _FIRSTS or len(said) < 2:
        return None
    n = 0
    for _ in range(_MOST_ROUNDS):
        low = [_low(w) for w in said[n:n + _LONGEST + 1]]
        step = next((k for k in range(min(_LONGEST, len(low) - 1), 0, -1) if tuple(low[:k]) in _OPENERS), 0)
        if not step:
            break
        if step == 1 and low[0] in _ORDINALS and not said[n][-1:] in ",:" and _names_a_unit(low[1:]):
            break                       # 'First corps: Silesia - Saxony': the first corps
        if not said[n + step - 1][-1:] in ",:;" and step < len(low) and low[step] in _TIMES:
            return None                 # 'Next month: declare war ...', 'then next turn ...': a later time, no sequence
        n += step
    if not n or n >= len(said):
        return None
    rest = " ".join(said[n:]).lstrip(",:;-–— ")
    if not rest or reads(text) or not reads(rest):
        return None
    return " ".join(said[:n]).rstrip(",:;-–— "), rest


def _names_a_unit(low: list[str]) -> bool:
    """Whether the words after an ordinal name a unit by it ('corps: ...', 'army holds', 'fleet'), not a unit
    with a label of its own ('corps II: ...', 'fleet Brest ...')."""
    if not low or low[0] not in UNIT_WORDS:
        return False
    label = low[1] if len(low) > 1 else ""
    return not (0 < len(label) <= _MOST_LABEL and (label.isdigit() or _roman(label) or len(label) == 1))


def _roman(word: str) -> bool:
    return bool(word) and all(c in "ivxl" for c in word)


def asks_for_sequence(text: str, looks: Callable[[str], bool] | None) -> bool:
    """Whether the line asks that the orders be carried out in the order written and holds nothing else that
    may be an order ('Russian orders, in ORDER please GM, it matters for the scouting:')."""
    low_text = text.casefold()
    if "order" not in low_text and "sequence" not in low_text and "after" not in low_text:
        return False                    # every phrase asking for a sequence holds one of them: most lines, at once
    said = [_low(w) for w in text.split()]
    if not said or len(said) > _MOST_REQUEST_WORDS or "->" in text or "\u2192" in text or any(
            c.isdigit() for c in text):
        return False
    for i in range(len(said)):
        for phrase in _ASKED:
            if tuple(said[i:i + len(phrase)]) == phrase and not (
                    phrase == ("in", "order") and said[i + 2:i + 3] in (["to"], ["that"], ["for"])):   # 'in order to'
                kept = text.split()
                rest = " ".join(w for w in kept[:i] + kept[i + len(phrase):] if not _gerund(w))
                return looks is None or not looks(rest)
    return False


def _gerund(word: str) -> bool:
    """'scouting', 'sailing': a verb said as a noun ('it matters for the scouting'), no command."""
    low = _low(word)
    return len(low) > 5 and low.endswith("ing") and low.isalpha()
