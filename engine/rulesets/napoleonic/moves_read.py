"""Napoleonic corps moves written as sentences (engine/words/movement.py gives the route): 'Corps A leaves
Wien for Pressburg', 'Corps E rides south to Burgundy', 'The Madrid corps marches to Valencia',
'Corps A holds London' (a hold). The corps is found in the state: by its letter next to 'corps'
or in brackets ('corps (F)'), else as the nation's one corps in the place named; none or several there:
the strict reader's answer stands, never a guess. Written back in the strict form ('A - Burgundy') and read by syntax.py."""

from __future__ import annotations

from collections.abc import Callable

from engine.errors import NotUnderstood
from engine.words import patterns as re        # its compile() waits for first use
from engine.words.lexicon import UNIT_WORDS
from engine.words.movement import GO, PURPOSE, STAY, TO, read_movement, says_nothing_more
from engine.orders import Names
from engine.rulesets.napoleonic import straits
from engine.rulesets.napoleonic.counted_units import count_not_one
from engine.rulesets.napoleonic.asides import says_more
from engine.rulesets.napoleonic.syntax_moves import stays_where_it_stands
from engine.words.prose import brackets
from engine.words.shapes import hypothetical
from engine.words.transport import passage

CORPS_WORDS = frozenset(("corps",))
_COUNTED_NOUNS = frozenset(("corps", "armies", "army"))
# A strait crossed and not named ('crosses the strait into Morocco'): the check says whether one lies between.
_STRAIT_SAID = re.compile(r"\b(?P<verb>cross(?:es|ing)?) the (?:strait|straits|narrows) (?=(?:into|to) )", re.IGNORECASE)
# A squadron putting out to sea ('puts out into the Atlantic Ocean', 'will put to sea in the North Sea').
_PUT_OUT = re.compile(r"\b(?P<verb>put|puts|putting) (?:out (?:into|to)|to sea in|to sea into|out to sea in) ", re.IGNORECASE)


def corps_moves(text: str, nation: str, names: Names, corps: list, read: Callable[[str], list]) -> list | None:
    """The orders of a sentence written as a corps move (a hold for a corps told to stay), None
    when it is not written so (squadrons and everything else are the strict reader's)."""
    if hypothetical(text):
        return None                         # 'Corps B would cross to Naples, but...': not an order; refused
    if _aside_says_more(text):
        return None                         # 'Corps A, which then attacks Prague, moves to Saxony': never cut short
    text = _STRAIT_SAID.sub(r"\g<verb> ", text)   # 'crosses the strait into Morocco': the crossing is the march's own
    carried = passage(text, names)          # 'embarks at Flanders and lands in Normandy, using the Channel squadron'
    m = read_movement(carried.text if carried else text, names, CORPS_WORDS)
    if m is None or m.unit != "corps" or not says_nothing_more(m, names, CORPS_WORDS):
        return None
    one = _named(text, m.start, corps)
    if one is None or _another_named(text, one, corps):
        return None                         # 'B will stand fast, and E will ride to Saxony': not B's move alone
    count_not_one(text, _COUNTED_NOUNS)     # 'The 2 corps in Alsace stay' with one corps there: asked
    if m.stays and _gone_before_staying(text):
        return None                         # 'Corps D to Angora. Sq1 stays.': whoever stays, not corps D
    if m.stays:
        if m.path and m.path != (one.at,):
            return None                 # 'holds London' where it does not stand: not a plain hold
        return read(f"{one.letter} holds")
    if not m.path:
        raise NotUnderstood("say where the corps goes: 'corps A marches to Bavaria'")
    if m.start is not None and m.start != one.at:
        raise NotUnderstood(f"corps {one.letter} stands in {names.board.name(one.at)}, not {names.board.name(m.start)}")
    path = [p for p in m.path if p != one.at]
    if not straits.by_ship(text) and (carried is None or not carried.seas and not carried.carriers):
        walked = straits.crossed_out(path, one.at, names)   # 'crosses the Bosporus to Smyrna': a march
        if carried is None or walked != path and not any(names.board[p].is_sea for p in walked):
            path, carried = walked, None
    name = names.board.name
    seas = [p for p in path if names.board[p].is_sea]
    head = f"{one.letter} {name(one.at)}" if m.from_said else one.letter    # 'from Vienna': as the strict form
    if carried is not None:
        seas = list(dict.fromkeys([*seas, *carried.seas, *_squadrons_at(carried.carriers, nation, names)]))
        if not seas:
            raise NotUnderstood(f"corps {one.letter} goes by sea: say through which seas "
                                f"('{one.letter} - {name(path[-1])} via English Channel')")
    if seas:                            # 'sails through the Channel and the North Sea to Yorkshire'
        lands = [p for p in path if p not in seas]
        if len(lands) != 1 or path[-1] != lands[0]:
            raise NotUnderstood("by sea, a corps names the seas and one landing: 'A - Holland via North Sea'")
        return read(f"{one.letter} - {name(lands[0])} via " + ", ".join(name(p) for p in seas))
    return read(f"{head} - " + " - ".join(name(p) for p in path))


def _aside_says_more(text: str) -> bool:
    """Whether words set between commas after the corps and before its verb say more than a name for it
    ('corps A, whose scouts are to look into Prague, moves ...'): the move alone would drop them."""
    tokens = text.split()
    verb = next((i for i, t in enumerate(tokens) if t.strip(",.;:!?").casefold() in GO | STAY), len(tokens))
    said = " ".join(tokens[:verb])
    comma = said.find(", ")
    return comma >= 0 and says_more(said[comma + 2:])


_SQUADRON_WORDS = frozenset(("squadron",))


def squadron_moves(text: str, names: Names, read: Callable[[str], list], nation: str = "") -> list | None:
    """The order of a sentence written as a numbered squadron's move or stay ('squadron 2 should sail to the
    Sea of Marmara to guard the capital', 'Squadron 10 keeps watch off Leghorn ... so it just stays'), None
    when it is not written so."""
    words = text.split(" ", 2)
    if len(words) < 3 or words[0].casefold() != "squadron" or not words[1].isdigit() or hypothetical(text):
        return None
    text = _PUT_OUT.sub("sails to ", text)     # 'puts out into the Atlantic Ocean': sails there
    m = read_movement(text, names, _SQUADRON_WORDS)
    if m is None or m.unit != "squadron" or not (says_nothing_more(m, names, _SQUADRON_WORDS) or _for_a_purpose(m, names)):
        return None
    if _other_seas(text, m, names):
        return None                         # '... to the Heligoland Bight to go on to the Baltic': two seas, refused
    if m.stays and not m.path:
        where = m.rest.strip(" .!")         # 'Squadron 1 stays in the Bay of Biscay' from the Channel: which is meant?
        if nation and where[:3].casefold() in ("in ", "at ") and names.is_region(where[3:]):
            stays_where_it_stands(int(words[1]), where[3:], nation, names)
        return read(f"squadron {words[1]} holds")
    if m.stays or len(m.path) != 1 or not names.board[m.path[0]].is_sea:
        return None
    return read(f"squadron {words[1]} - {names.board.name(m.path[0])}")


def _for_a_purpose(m, names: Names) -> bool:
    """'to guard the capital', 'so as to watch the straits': a purpose after a squadron's move that names no
    place, number, unit or other move ('guard' is a verb here, not the Guard)."""
    low = [w.strip(",.;:!").casefold() for w in m.rest.split()]
    return bool(m.path) and bool(low) and low[0] in PURPOSE and not any(
        w.isdigit() or w in GO or w in STAY or (w not in UNIT_WORDS and names.is_region(w)) or w in ("corps", "squadron")
        for w in low)


def _gone_before_staying(text: str) -> bool:
    """Whether the words before a sentence's verb of staying send a unit somewhere ('Corps D to Angora, Zz
    stays') or end a sentence ('Corps D to Angora. It stays.'): the stay is said of someone else, or of a move
    taken back, never the corps' plain hold."""
    for word in text.split():
        low = word.casefold().strip(",;:!?")
        if low.rstrip(".") in STAY:
            return False
        if low in TO or low in ("->", "-", ">") or word.endswith((".", "?", "!", ";")):
            return True
    return False


def _another_named(text: str, one, corps: list) -> bool:
    """Whether the sentence names a corps of the nation besides `one` by its letter ('..., and E will ride to
    Saxony'); 'A' and 'I' count only next to 'corps' (they are English words)."""
    outside, notes = brackets(text)
    tokens = [t.strip(",.;:!") for t in outside.split()]
    others = {c.letter for c in corps if c.letter != one.letter}
    for i, t in enumerate(tokens):
        if t in others and (i > 0 or len(tokens) > 1) and (t not in ("A", "I") or "corps" in
                                                             (w.casefold() for w in tokens[max(0, i - 1):i + 2])):
            return True
    return any(note.strip() in others for note in notes)


def _named(text: str, start: str | None, corps: list):
    outside, notes = brackets(text)
    letters = {c.letter: c for c in corps}
    for note in notes:
        if note.strip() in letters:
            return letters[note.strip()]
    tokens = [t.strip(",.;:!'\u2019s") if t.endswith(("'s", "\u2019s")) else t.strip(",.;:!") for t in outside.split()]
    for i, t in enumerate(tokens):
        near = [w.casefold() for w in tokens[max(0, i - 1):i + 2]]
        if t in letters and "corps" in near:
            return letters[t]
    there = [c for c in corps if start is not None and c.at == start]
    return there[0] if len(there) == 1 else None       # none or several: the references' own answer stands


def _squadrons_at(numbers: tuple[int, ...], nation: str, names: Names) -> list[str]:
    """The seas the nation's squadrons named by number stand in ('using squadron 3')."""
    find = getattr(names.state, "find_squadron", None)
    seas = []
    for number in numbers:
        found = find(nation, number) if find is not None else None
        if found is None:
            raise NotUnderstood(f"{nation} has no squadron {number}")
        seas.append(found.at)
    return seas


def _other_seas(text: str, m, names: Names) -> bool:
    """Whether the route's words name a sea the reading left out ('to the Heligoland Bight to go on to the
    Baltic' read as the Baltic alone): a squadron's route is one sea, anything more is asked."""
    route = text[:len(text) - len(m.rest)] if m.rest and text.endswith(m.rest) else text
    said = [w.strip(",.;:!()") for w in route.split()]
    covered = 0                                 # words of a longer name already taken ('Atlantic Ocean', not 'Atlantic')
    for i, w in enumerate(said):
        if i < covered or not w[:1].isupper():
            continue
        for k in (3, 2, 1):
            name = " ".join(said[i:i + k])
            if len(said[i:i + k]) == k and names.is_region(name):
                if names.board[names.region(name)].is_sea and names.region(name) not in (*m.path, m.start):
                    return True
                covered = i + k
                break
    return False
