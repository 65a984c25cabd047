"""Moves whose verb takes the place as its object, put in the shape engine/words/movement.py reads:
'Corps I invades Württemberg' -> 'Corps I moves to Württemberg', 'The units in 9 occupy Carmine',
'Reinforce Carmine with 2 units from Rubygate' -> '2 units move from Rubygate to Carmine', 'Dispatch 2
units from 9 to 4' -> 'send 2 units ...'. Ruleset-neutral; a sentence of another shape is returned as
written. One pass over the words."""

from __future__ import annotations

from engine.words.reading import Names

# Verbs whose object is the place the units go to, by their forms.
_ENTER = frozenset("""invade invades invading invaded enter enters entering entered occupy occupies occupying
    occupied relieve relieves relieving relieved""".split())
_REINFORCE = frozenset("reinforce reinforces reinforcing reinforced bolster bolsters strengthen strengthens".split())
_DISPATCH = {"dispatch": "send", "dispatches": "sends", "dispatching": "sending", "dispatched": "sent",
             "despatch": "send", "despatches": "sends"}
_MOST_PLACE = 6


def direct_objects(text: str, names: Names) -> str:
    """The sentence with a verb of entering, reinforcing or dispatching put as a verb of going."""
    toks = text.strip().rstrip(".!").split()
    low = [t.strip(",.;:!?").casefold() for t in toks]
    for i, w in enumerate(low):
        if w in _DISPATCH:
            return " ".join(toks[:i] + [_DISPATCH[w]] + toks[i + 1:])
        if w in _ENTER:
            end = _place_end(toks, i + 1, names)
            if end is not None:
                return " ".join(toks[:i] + ["moves", "to"] + toks[i + 1:])
            return text
        if w in _REINFORCE:
            end = _place_end(toks, i + 1, names)
            if end is None:
                return text
            if end >= len(low) or low[end] != "with":        # 'Corps I reinforces Württemberg'
                return " ".join(toks[:i] + ["moves", "to"] + toks[i + 1:])
            place = " ".join(toks[i + 1:end]).rstrip(",")
            units = toks[end + 1:]
            return " ".join(toks[:i] + units + ["move", "to", place]).replace(" .", ".")
    return text


def _place_end(toks: list[str], i: int, names: Names) -> int | None:
    """Where the place named at word i ends (its 'the' taken with it), None when none is named there."""
    start = i + 1 if i < len(toks) and toks[i].casefold() == "the" else i
    for n in range(min(_MOST_PLACE, len(toks) - start), 0, -1):
        text = " ".join(toks[start:start + n]).strip(",.;:!?")
        if text and names.is_region(text):
            return start + n
    return None
