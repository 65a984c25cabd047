"""Ships told to stay and how to meet an attack in one breath ('The ships then stay in the Channel, out of any
fight.', 'Stays in D and escapes if attacked.', 'The ships stay in I afterwards, staying out of combat'): the stay
names the sea, the rest the stance; written as classic reads it ('the ships in I, no combat'). One pass."""

from __future__ import annotations

from engine.words import patterns as re
from engine.words.reading import Names, number

_STAY = re.compile(r"^(?P<who>[^,;]{0,60}?)\b(?:then |afterwards |still )?(?:stay|stays|remain|remains|hold|holds) "
                   r"(?:in|at) (?P<where>[^,;]{1,40}?)(?: afterwards| then| there)?(?:, and |, | and |,? but )(?P<how>[^;]{1,80})$",
                   re.IGNORECASE)
_ESCAPE = ("escape", "flee", "run away", "retreat if", "withdraw if")
_NO_FIGHT = ("out of any fight", "out of the fight", "out of combat", "out of any combat", "out of the combat",
             "out of battle", "out of any battle", "out of the battle", "no combat", "avoid combat", "avoids combat",
             "avoid any fight", "avoids any fight", "avoid battle", "avoids battle", "not fight", "not engage")


# Round 22: the sea said with the ships, the stay after it or not at all ('the ship in U stays, escape if attacked',
# 'the ships in M stay but escape if attacked', 'the ship in U escapes if attacked'): the stance must be all the rest.
_STAY_HERE = re.compile(r"^(?P<who>[^,;:]{0,60}?) (?:in|at) (?P<where>[^,;:]{1,40}?) (?:(?:then |still )?"
                        r"(?:stay|stays|remain|remains|hold|holds)(?: there| put)?(?:, and |, | and |,? but ))?"
                        r"(?P<how>[^;]{1,80})$", re.IGNORECASE)
_STANCE_ALONE = frozenset(f"{verb}{tail}" for verb in ("escape", "escapes", "flee", "flees") for tail in (
    "", " if attacked", " if they are attacked", " if it is attacked", " when attacked"))
_AVOID_ALONE = frozenset(f"{verb} {what}" for verb in ("stay out of", "stays out of", "keep out of", "keeps out of",
                                                        "avoid", "avoids") for what in ("combat", "any combat", "battle"))


def _stance_here(text: str) -> str | None:
    """'the ship in U stays, escape if attacked' -> 'the ship in U, escape'; None unless the words after the sea are
    a stay (or nothing) and then a stance, all of them."""
    m = _STAY_HERE.match(text)
    if m is None:
        return None
    how = m["how"].casefold().strip()
    stance = "escape" if how in _STANCE_ALONE else "no combat" if how in _AVOID_ALONE else None
    who = m["who"].strip()
    if stance is None or not who or who.casefold() in ("if", "unless", "when") or " " in m["where"].strip()[:0]:
        return None
    return f"{who} in {m['where'].strip()}, {stance}"


def stay_and_stance(text: str) -> str | None:
    """'The ships then stay in the Channel, out of any fight' -> 'The ships in the Channel, no combat'; None when
    the text says no such thing."""
    said = text.strip().rstrip(".!")
    if said[:6].casefold() in ("ships:", "fleet:") or said[:5].casefold() == "ship:":
        said = said.replace(":", "", 1)         # 'ships: stay in the Kattegat and escape if attacked'
    m = _STAY.match(said)
    if m is None:
        return _stance_here(said)
    who, where, how = m["who"].strip(), m["where"].strip(), m["how"].casefold().strip()
    if how.startswith("but "):
        how = how[4:]                           # 'Ships stay in M but escape if attacked'
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


_SHIPS = frozenset("ship ships fleet fleets boat boats longship longships galley galleys navy".split())
_ALL_OF = frozenset("the my our all both whole entire only lone single".split())


def stance_order(text: str, nation: str, names: Names) -> str | None:
    """Round 22: 'the ship in U stays, escape if attacked' -> '1 ship U, escape': the ships said by their sea (all
    the writer's ships there, or the count said), the stay and the stance as classic writes them. None unless the
    words before the sea are ship words alone (with an owner or a count) and the writer has ships in that sea."""
    said = stay_and_stance(text)
    if said is None:
        return None
    head, _, stance = said.rpartition(", ")
    who, _, where = head.rpartition(" in ")
    sea = names.region(where) if where and names.is_region(where) else None
    fleet_of = getattr(names.state, "fleet", None)
    fleet = fleet_of(nation, sea) if sea is not None and not sea.isdigit() and fleet_of is not None else None
    said_words = [w.strip(",.:").casefold() for w in who.split()]
    if fleet is None or not any(w in _SHIPS for w in said_words):
        return None
    counts = [n for n in (number(w) if w.isdigit() and len(w) < 3 or w.isalpha() else None for w in said_words
                          if w not in ("a", "an")) if n is not None]
    if any(w not in _SHIPS and w not in _ALL_OF and (number(w) if w.isalpha() or w.isdigit() and len(w) < 3
                                                    else None) is None for w in said_words):
        return None                             # 'the Italian ship', 'the ship I bought': not ours alone
    if len(counts) > 1 or said_words[-1] in ("ship", "boat", "longship", "galley") and not counts and fleet.ships != 1:
        return None                             # 'the ship' where several stand: which one? asked elsewhere
    count = counts[0] if counts else fleet.ships
    return f"{count} {'ship' if count == 1 else 'ships'} {sea}, {stance}"
