"""The unit a player's own question names, for the answer he gives it with a pronoun, in every ruleset:
'squadron 4 - Bay of Biscay? It's already there, so it just holds.' is 'squadron 4 holds'; 'Corps C to Gascony?
No, they stay.' is 'Corps C stays'. The reasoning before 'so' is set aside (engine.words.conclusions); the
pronoun is the question's unit only when the question opens on one unit and the answer's words then read whole
(engine.words.sheet judges). One pass over the words."""

from __future__ import annotations

from engine.words.conclusions import conclusion

# What ends the unit a question opens on: 'squadron 4 - Bay of Biscay', 'corps I: Moravia - Silesia', 'E to X'.
_AFTER_UNIT = (" - ", ": ", " -> ", " \u2192 ", " to ", " into ", " goes ", " go ", " marches ", " march ", " sails ",
               " sail ", " stays", " holds")
_PRONOUNS = ("it ", "they ", "he ", "she ")
# Words between a unit and its verb: never part of the unit's name ('the squadron will sail').
_AUXILIARIES = frozenset("will shall would should must can could may might is are was were does do".split())
_MOST_UNIT_WORDS = 4        # 'squadron 4', 'Cav I', 'the Guard corps': a unit is said in a few words
_NOT_UNITS = frozenset("i we you it they he she this that there what which who where when why how can could "
                       "should shall will would may might do does did is are was were".split())


def question_unit(question: str) -> str | None:
    """The words a question opens on that name its unit ('squadron 4' in 'squadron 4 - Bay of Biscay'); None when
    it opens otherwise ('Can corps II reach Bavaria', 'Is it ...')."""
    low = question.casefold()
    at = min((k for k in (low.find(m) for m in _AFTER_UNIT) if k > 0), default=-1)
    if at < 0:
        return None
    unit = question[:at].strip()
    said = unit.casefold().split()
    while len(said) > 1 and said[-1] in _AUXILIARIES:       # 'The Black Sea squadron will sail to ...'
        said.pop()
        unit = unit.rsplit(None, 1)[0]
    if not said or len(said) > _MOST_UNIT_WORDS or said[0] in _NOT_UNITS or said[0].isdigit():
        return None             # '3 armies 37 -> 36': a count of armies, not one unit a pronoun stands for
    return unit


def answered_with_unit(answer: str, question: str) -> tuple[str, str] | None:
    """(the reasoning set aside, the answer with the question's unit for its pronoun): "It's already there, so it
    just holds" after 'squadron 4 - Bay of Biscay?' -> ("It's already there", 'squadron 4 just holds'); None when
    the answer opens on no pronoun or the question on no unit."""
    unit = question_unit(question)
    if unit is None:
        return None
    said = conclusion(answer)
    reasoning, rest = said if said is not None else ("", answer)
    low = rest.casefold()
    pronoun = next((p for p in _PRONOUNS if low.startswith(p)), None)
    if pronoun is None:
        return None
    return reasoning, unit + " " + rest[len(pronoun):]
