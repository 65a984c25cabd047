"""What ships do where they sail, said after the move in a clause of its own: 'and attack the English', 'to
attack the Prussians there', 'where they engage any Danish ships they find', ', attacking', 'to avoid a fight',
'and escape if attacked'. Written as the canonical stance (' attack Prussia', ', escape', ', no combat'); a
word of fighting the reading cannot place makes the sentence no plain move (refused, never dropped)."""

from __future__ import annotations

from engine.words import patterns as re        # its compile() waits for first use
from engine.words.message import words

_LEAD = r"^,? ?(?:and |then |and then |, then |so as |in order )?(?:to |where (?:they|it) (?:will |shall |can |are to |is to |must )?)?"
_ATTACK = re.compile(_LEAD + r"(?:attack|attacks|attacking|engage|engages|engaging|fight|fights|fighting|assail|assails|"
                     r"assailing|strike at|strikes at|striking at|fall on|falls on|falling on)(?: (?P<whom>.*))?$",
                     re.IGNORECASE)
_ESCAPE = re.compile(_LEAD + r"(?:escape|escapes|escaping|flee|flees|fleeing|run away|runs away)(?: (?:if|when) "
                     r"(?:they are |it is |we are )?attacked)?(?: there| at sea| this turn)?$", re.IGNORECASE)
_NO_COMBAT = re.compile(_LEAD + r"(?:avoid|avoids|avoiding|stay out of|stays out of|staying out of|keep out of|keeps out of|"
                        r"keeping out of) (?:any |a |the |all )?(?:combat|fight|fights|fighting|battle|battles)"
                        r"(?: there| at sea| this turn)?$",
                        re.IGNORECASE)
# Words after whom they attack that name no one more: 'any Danish ships they find there'.
_WHOM_TAIL = re.compile(r"(?: (?:that|which|whom))? (?:they|it|we) (?:find|finds|meet|meets|encounter|encounters|see|sees)"
                        r"(?: there)?$| there$| at sea$", re.IGNORECASE)
_FIGHTING = frozenset("""attack attacks attacking engage engages engaging fight fights fighting battle battles combat
    escape escapes escaping flee flees fleeing avoid avoids avoiding assail assails strike strikes intercept
    intercepts intercepting blockade blockades blockading""".split())


def stance_after(rest: str) -> str | None:
    """The canonical stance the words after a ships' move give (' attack the English', ', escape', ', no
    combat'); None when they give none."""
    said = rest.strip(" .!")
    if not said or len(said) > 200:
        return None
    m = _ATTACK.match(said)
    if m is not None:
        whom = _WHOM_TAIL.sub("", (m["whom"] or "").strip(" .!"))
        return f" attack {whom}".rstrip()
    if _ESCAPE.match(said):
        return ", escape"
    if _NO_COMBAT.match(said):
        return ", no combat"
    return None


def fights(rest: str) -> bool:
    """Whether words after a move speak of fighting (a stance the reading did not place)."""
    return any(w in _FIGHTING for w in words(rest))


_STANCE_AT = re.compile(r"(?:,? (?:and |then |and then )?|,? (?:to|where (?:they|it)(?: will| shall| can| must| are to| is to)?) )"
                        r"(?=(?:attack|engag|fight|escap|flee|avoid|assail|strik|fall on|falls on|stay out|stays out|"
                        r"keep out|keeps out|run away|runs away)\w* ?)", re.IGNORECASE)


def stance_written(rest: str) -> str:
    """'D -> E, attacking the Prussians there' -> 'D -> E attack the Prussians': the route of a ships' line with
    the stance after it in the canonical words; the text as written when none reads."""
    if len(rest) > 300:
        return rest
    m = _STANCE_AT.search(rest)
    if m is None or m.start() == 0:
        return rest
    stance = stance_after(rest[m.start():])
    return rest if stance is None else rest[:m.start()] + stance
