"""EiA marches given as a command to whoever leads them ('Archduke Charles, take the Second Corps out of Tyrol
into Württemberg', 'Prince Liechtenstein, lead the cavalry from Moravia to Prague', 'Send the Guard to
Novgorod'): said again as the unit's own march ('the Second Corps marches from Tyrol into Württemberg'),
for the reader to read and check like any other. The commander named before the comma orders nothing; a
sentence of another shape is left as written. One pass over the words."""

from __future__ import annotations

# Verbs that send a unit somewhere, with the unit after them ('take the Second Corps to ...').
_SENDS = frozenset("take lead send bring move march dispatch direct shift withdraw pull order sail".split())
# Words that open a unit's route.
_ROUTE = frozenset("from to into onto towards toward via through by out back across".split())
# Words a unit named after a command may hold besides its name.
_UNIT_NOUNS = frozenset("corps cavalry cav guard guards cossacks fleet squadron army".split())
_FLEETS = frozenset("fleet squadron".split())
_MOST_UNIT = 5
_MOST_VOCATIVE = 4


def commanded(text: str) -> str | None:
    """The unit's own march a command gives ('lead the cavalry from Moravia to Prague' -> 'the cavalry
    marches from Moravia to Prague'); None when the sentence is no such command."""
    said = text.strip().split()
    low = [w.strip(",.;:!?").casefold() for w in said]
    start = _after_vocative(said)
    if start >= len(said) or low[start] not in _SENDS:
        return None
    end = next((j for j in range(start + 1, min(len(said), start + 2 + _MOST_UNIT)) if low[j] in _ROUTE), None)
    if end is None or end == start + 1:
        return None
    unit = [("the" if w in ("your", "my", "our", "his") else said[j]) for j, w in enumerate(low[start + 1:end], start + 1)]
    if not any(w in _UNIT_NOUNS for w in low[start + 1:end]) or any(said[j].endswith(",") for j in range(start + 1, end - 1)):
        return None
    route = said[end:]
    if low[end] == "out" and low[end + 1:end + 2] == ["of"]:
        route = ["from", *route[2:]]                    # 'out of Tyrol into Württemberg'
    verb = "sails" if any(w in _FLEETS for w in low[start + 1:end]) else "marches"
    return " ".join([*unit, verb, *route])


def _after_vocative(said: list[str]) -> int:
    """Where the command starts after the commander named before it ('Archduke Charles, take ...'): the
    index after the comma, 0 when the sentence opens with no name and a comma."""
    for k in range(min(_MOST_VOCATIVE, len(said))):
        if said[k].endswith(","):
            name = said[:k + 1]
            return k + 1 if all(w[:1].isupper() for w in name) else 0
    return 0
