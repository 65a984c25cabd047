"""Ships told to stay and how to meet an attack in one breath ('The ships then stay in the Channel, out of any
fight.', 'Stays in D and escapes if attacked.', 'The ships stay in I afterwards, staying out of combat'): the stay
names the sea, the rest the stance; written as classic reads it ('the ships in I, no combat'). One pass."""

from __future__ import annotations

from engine.words import patterns as re

_STAY = re.compile(r"^(?P<who>[^,;]{0,60}?)\b(?:then |afterwards |still )?(?:stay|stays|remain|remains|hold|holds) "
                   r"(?:in|at) (?P<where>[^,;]{1,40}?)(?: afterwards| then| there)?(?:, and |, | and )(?P<how>[^;]{1,80})$",
                   re.IGNORECASE)
_ESCAPE = ("escape", "flee", "run away", "retreat if", "withdraw if")
_NO_FIGHT = ("out of any fight", "out of the fight", "out of combat", "out of any combat", "out of the combat",
             "out of battle", "out of any battle", "out of the battle", "no combat", "avoid combat", "avoids combat",
             "avoid any fight", "avoids any fight", "avoid battle", "avoids battle", "not fight", "not engage")


def stay_and_stance(text: str) -> str | None:
    """'The ships then stay in the Channel, out of any fight' -> 'The ships in the Channel, no combat'; None when
    the text says no such thing."""
    m = _STAY.match(text.strip().rstrip(".!"))
    if m is None:
        return None
    who, where, how = m["who"].strip(), m["where"].strip(), m["how"].casefold().strip()
    if " in " in f" {who.casefold()} " or " at " in f" {who.casefold()} ":
        return None                     # 'the ships in D stay in D': the sea said twice, read as written
    if how.startswith(("staying ", "keeping ", "and ")):
        how = how.split(" ", 1)[1]
    if any(how.startswith(e) or how.startswith(e + "s") or how.startswith(e + "es") for e in _ESCAPE):
        stance = "escape"
        rest = how.split(" ", 1)[1] if " " in how else ""
        if rest and not rest.startswith(("if attacked", "if they are attacked", "if it is attacked", "when attacked")):
            return None                 # 'escape to E', 'escape if Prussia comes': more than the stance
    elif any(how.startswith(n) for n in _NO_FIGHT) or any(how.startswith(f"{v} {n}") for v in (
            "stay", "stays", "keep", "keeps", "staying", "keeping", "will", "to") for n in _NO_FIGHT):
        stance = "no combat"
        said = next(n for n in _NO_FIGHT if n in how)
        tail = how[how.find(said) + len(said):].strip(" ,")
        if tail:
            return None                 # 'out of combat unless ...', '... so the French ...': read as written
    else:
        return None
    if who.casefold().startswith(("my ", "our ")):
        who = "the " + who.split(" ", 1)[1]    # 'my fleet': the ships there, counted by the state
    return f"{who} in {where}, {stance}".strip()
