"""The writer's capital said as such (round 22, helper Nc): 'Two units stay in the capital behind the walls',
'Capital stays put (5 + Gen).', 'The five march back to our capital.' In a game that keeps each nation's capital
(its state's `capitals`), 'the capital', 'our capital', 'my capital', and 'Capital' opening a sentence as its
subject, name the writer's own in a stay (at a clause's end in any line, as before): the line is read again with the place's name (engine.words.decreed, when the line
does not read as written), so the units must stand there or go there as any order says. Never so: another nation's
capital ('the Maustrian capital': no 'the'/'our' right before 'capital'; 'the capital of Maustria', 'the capital
city'), a game with no capitals, a nation that has lost its own: the line as said."""

from __future__ import annotations

from engine.words import patterns as re
from engine.words.reading import Names

_OURS = re.compile(r"\b(?:the|our|my) capital\b(?! (?:of|city)\b)", re.IGNORECASE)
# Outside a stay, only where a clause ends ('... holds the capital.', 'march back to our capital'): 'the capital' before
# more words may be another's ('march on the capital of the usurper'), as read before round 22.
_ENDING = re.compile(r" (?:the|our) capital(?= ?[.,;!]| ?$)", re.IGNORECASE)
# Verbs of staying: in a stay, the capital is where the writer's units stand ('stay in the capital behind the walls').
_STAYING = frozenset("stay stays remain remains hold holds garrison garrisons".split())
_OPENING = re.compile(r"^(?:the |our |my )?capital\b(?= (?:stays|holds|remains|garrison)\b)", re.IGNORECASE)


def capital_named(text: str, names: Names, nation: str) -> str:
    """The text with the writer's capital said by its name, or the text as it was."""
    if "apital" not in text:
        return text
    capital = getattr(names.state, "capitals", {}).get(nation)
    region = names.board.regions.get(capital) if isinstance(capital, str) else None
    if region is None or region.is_sea:
        return text
    if _STAYING.isdisjoint(w.strip(".,;:!()").casefold() for w in text.split()):
        return _ENDING.sub(lambda c: f" {region.name}", text)
    told = _OPENING.sub(region.name, text)
    return _OURS.sub(region.name, told)
