"""Classic orders in the passive ('Livonia (84) is to be taken by the two armies from 87.', 'Two armies are to be
bought in Rome (37).', 'The fleet in T is to remain.'): written again as the active order the reader takes ('the
two armies from 87 go to Livonia (84)'). One match over the line, its parts bounded."""

from __future__ import annotations

from engine.words import patterns as re

_TAKEN = re.compile(r"^(?P<dest>[^,;]{1,40}?) (?:is|are|will be|shall be|must be) (?:to be )?(?:taken|occupied|entered|"
                    r"invaded|attacked|seized|marched into|moved into|visited) by (?P<units>[^,;]{1,60})$", re.IGNORECASE)
_BOUGHT = re.compile(r"^(?P<what>[^,;]{1,40}?) (?:is|are|will be|shall be) (?:to be )?(?:bought|built|raised|recruited|"
                     r"purchased|levied) (?P<where>(?:in|at) [^,;]{1,40})$", re.IGNORECASE)
_STAYS = re.compile(r"^(?P<who>[^,;]{1,50}?) (?:is|are) to (?:remain|stay|hold)(?P<rest>(?: (?:in|at) [^,;]{1,40}| where "
                    r"(?:it is|they are)| put| in place)?)$", re.IGNORECASE)


# Words that would change the order, or add another: the passive is then read as written (refused).
_MORE = frozenset("if unless then except but and or when once after before until instead not only".split())


def active(text: str) -> str | None:
    """The order said in the passive, written actively; None when the line says no such thing or says more."""
    said = text.strip().rstrip(".!")
    if " be " not in said and " to " not in said or any(w.strip(",.:;()").casefold() in _MORE for w in said.split()):
        return None
    m = _TAKEN.match(said)
    if m is not None:
        return f"{m['units']} go to {m['dest']}"
    m = _BOUGHT.match(said)
    if m is not None:
        return f"buy {m['what']} {m['where']}"
    m = _STAYS.match(said)
    if m is not None:
        return f"{m['who']} stay{m['rest']}"
    return None
