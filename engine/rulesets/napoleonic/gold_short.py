"""Gold written short in a gift (round 22): '5g to Spain', 'Alliance w/ Spain, 5g to Spain', 'give 4 gp to Prussia':
the count with 'g', 'gp' or 'gld' is that much gold, written out ('5 gold to Spain') and read as a gift is, checked
as ever (to an ally only, no more than the treasury holds). Only before ' to ' and a name, or after a verb of giving:
'5g' alone or in another shape is left as it was (and refused if it does not read)."""

from __future__ import annotations

from engine.words import patterns as re        # its compile() waits for first use

# '5g to Spain', '5 gp to Spain', 'give 5g to', 'send 10gld to'
_SHORT = re.compile(r"(?<![A-Za-z0-9])(?P<n>[0-9]{1,4}) ?(?:g|gp|gld)(?= to [A-Z])", re.IGNORECASE)
_GIVEN = re.compile(r"\b(?P<verb>give|send|pay|gift) (?P<n>[0-9]{1,4}) ?(?:g|gp|gld)(?![A-Za-z0-9])", re.IGNORECASE)


def written_out(text: str) -> str | None:
    """The line with its short gold written out; None when it has none."""
    if len(text) > 300 or not any(c.isdigit() for c in text):
        return None
    said = _GIVEN.sub(lambda m: f"{m['verb']} {m['n']} gold", _SHORT.sub(lambda m: f"{m['n']} gold", text))
    return said if said != text else None
