"""A line that leaves an order to the GM, for every ruleset: 'As for the fleet, do what you think best with the
fleet.', 'Armies in 16: GM's choice.', 'corps II: same as the AI would.', 'the rest: your call'. The rules take no
such order and a GM would ask the player what he wants: the line is refused, saying so, never filed as talk.
Literal phrases looked for in the lower-cased line: one pass per phrase, linear."""

from __future__ import annotations

from engine.words.judged_best import judged_best
from engine.words.left_to_others import left_to_others
from engine.words.seems_best import seems_best

_PHRASES = ("do what you think best", "do whatever you think best", "do what you think is best", "as you think best",
            "whatever you think best", "whatever you think is best", "as you see fit", "whatever you see fit",
            "gm's choice", "gm’s choice", "gm's call", "gm’s call", "gms choice", "gm choice", "your call",
            "your choice", "up to you", "i leave it to you", "leave it to you", "leave them to you", "leave it to the gm",
            "same as the ai would", "as the ai would", "what the ai would", "at your discretion", "gm's discretion",
            "at the gm's discretion", "use your judgement", "use your judgment", "you decide", "the gm decides",
            "gm decides", "wherever you think best", "however you think best", "where you think best", "surprise me", "whatever you like", "as you like", "dealer's choice")
# Words written as texted, for the phrases above ('wherever u think best', 'ur call').
_TEXTED = {"u": "you", "ur": "your"}
DELEGATED = ("leaves the order to the GM ({phrase!r}): the rules take only the player's own orders; ask the player "
             "what the units are to do")
_LONGEST = 400


def delegated(text: str) -> str | None:
    """The phrase by which the line leaves an order to the GM ('do what you think best'), None when it has none."""
    if len(text) > _LONGEST:
        return None
    said = " ".join(text.replace("\u2019", "'").split())
    low = said.lower()
    if " u " in f" {low} " or " ur " in f" {low} ":     # 'cav I wherever u think best gm': as texted
        low = " ".join(_TEXTED.get(w, w) for w in low.split())
    phrase = next((p for p in _PHRASES if p in low), None)
    if phrase is None:
        # 'the Cossacks do whatever the GM thinks best'; 'ask Stilwen to help Adoen', 'do something useful with it'
        return judged_best(said) or left_to_others(said) or seems_best(said)
    if len(low) != len(said):
        return phrase
    at = low.find(phrase)
    return said[at:at + len(phrase)]        # as written: "GM's choice"
