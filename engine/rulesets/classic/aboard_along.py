"""The armies aboard said to go along with their ships, in the words players use (issue 22, round 21): '3 ships
I -> C, the 2 armies aboard go with them' and 'The ships in I carry our two armies on to J and stay there with them
aboard' say what the rules do anyway (armies aboard sail with their ships): read as the ships' move 'with the 2
armies aboard' (engine.rulesets.classic.moves_said.with_armies_aboard: refused when that many are not aboard).
A landing ('carry them to 22') stays the ships' move to a land, refused; one pattern each, bounded, linear."""

from __future__ import annotations

from engine.words import patterns as re

_WHO = (r"(?:the |our |my |all )?(?:[0-9]{1,6} |[a-z]{1,8} )?(?:of (?:the |our |my ))?(?:armies|army|troops|men|lads|soldiers) "
        r"(?:still )?(?:aboard|on board)")
# ', the 2 armies aboard go with them', 'and the troops aboard sail along with the fleet'
_APPOSED = re.compile(rf",? (?:and )?(?P<who>{_WHO}) (?:go|goes|sail|sails|come|comes|travel|travels|stay|stays|"
                      r"remain|remains) (?:along )?with (?:them|it|the ships|the fleet)$", re.IGNORECASE)
# 'carry our two armies on to J and stay there with them aboard': the ships sail on with them aboard
_CARRY = re.compile(r"\b(?:carry|carries) (?P<who>(?:the |our |my )(?:[0-9]{1,6} |[a-z]{1,8} )?(?:armies|army|troops))"
                    r" (?P<on>on )?to (?P<to>[^,;]{1,40}?)(?: and (?:stay|stays|remain|remain) (?:there )?"
                    r"with them (?:aboard|on board))?$", re.IGNORECASE)


def along_said(text: str) -> str:
    """The ships' move with the armies aboard said as 'with the N armies aboard'; the text as it was otherwise."""
    if len(text) > 300 or "aboard" not in text and "on board" not in text and "carr" not in text.casefold():
        return text
    said = text.rstrip(".! ")
    m = _APPOSED.search(said)
    if m is not None:
        return f"{said[:m.start()]} with {m['who']}"
    m = _CARRY.search(said)
    if m is not None:
        return f"{said[:m.start()]}sail {m['on'] or ''}to {m['to']} with {m['who']} aboard"
    return text
