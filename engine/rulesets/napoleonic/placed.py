"""Orders said in the order of the map: the place a unit stands in written before it as a label ('In Magdeburg,
E moves to Hanover', 'Picardy - corps B to Brabant.', 'At Vienna: corps A holds', 'In the Gulf of Cadiz,
squadrons 1 and 2 hold'). The label is left out when the unit after it stands there, as the state says; a unit
standing elsewhere keeps the line refused, saying where it stands. One match at the line's start, no search."""

from __future__ import annotations

from engine.errors import NotUnderstood
from engine.words import patterns as re        # its compile() waits for first use
from engine.words.reading import Names

# 'In Magdeburg, E ...', 'Picardy - corps B ...', 'At Vienna: corps A ...', 'Gulf of Cadiz: squadrons 1 and 2 ...'
_LABEL = re.compile(r"^(?:(?:[Ii]n|[Aa]t|[Ff]rom) )?(?:the )?(?P<place>[A-Z][^,:;\-]{1,40}?)(?:,| -| \u2013|:) "
                    r"(?P<order>(?:(?:[Cc]orps|[Ss]quadrons?|[Ss]q|[Ss]qn) )?(?P<unit>[A-Z]|[0-9]{1,2})\b(?! *:).+)$")


def without_label(text: str, nation: str, names: Names) -> str | None:
    """The order with the label of where its unit stands left out; None when the line is in no such shape."""
    m = _LABEL.match(text) if len(text) < 300 else None
    if m is None or not names.is_region(m["place"]):
        return None
    place = names.region(m["place"])
    unit = m["unit"]
    state = names.state
    if unit.isdigit():
        if not m["order"][:1].isalpha():
            return None                         # 'Paris: 2 infantry': a build of two, not squadron 2
        found = next((s.at for s in getattr(state, "squadrons", ()) if s.nation == nation and str(s.number) == unit), None)
        said = f"squadron {unit}"
    else:
        found = next((c.at for c in getattr(state, "corps_of", lambda n: [])(nation) if c.letter == unit), None)
        said = f"corps {unit}"
    if found is None:
        return None                             # no such unit: the other readers' answer stands
    if found != place:
        raise NotUnderstood(f"{said} stands in {names.board.name(found)}, not {names.board.name(place)}: "
                            "which is meant? ask the player")
    return m["order"]
