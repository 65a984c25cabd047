"""An interception said with its fleet's stay in port: 'Brest fleet does not intercept this month, it stays in port',
'the Toulon fleet intercepts, and it waits at anchor'. The stay after the interception, said of the same fleet by a
pronoun and naming only the port or its station, orders nothing (a fleet without a move stays), so the
interception is read and the stay noted with it. Any other word after the pronoun ('it stays in port until
March', 'it sails to Cadiz') keeps the line's other readings. One pass over the words."""

from __future__ import annotations

from engine.words.message import words

_PRONOUNS = frozenset("it they she".split())
_STAY = frozenset("stay stays remain remains wait waits keep keeps lie lies".split())
# The words a stay in port may hold besides its verb.
_IN_PORT = frozenset("in port at anchor home harbour harbor where it is they are its their station stations put "
                     "this month turn".split())


def stays_in_port(tail: str) -> bool:
    """Whether the words after an interception are only its fleet's stay in port ('it stays in port')."""
    low = words(tail)
    if low[:1] == ["and"]:
        low = low[1:]
    return len(low) >= 2 and low[0] in _PRONOUNS and low[1] in _STAY and all(w in _IN_PORT for w in low[2:])
