"""Words a sentence read by meaning may not leave unused (issue 22: never a line read without a word of it
that may change the order). The reader by meaning reads a sentence by the words it can place (units,
places, nations, counts, verbs) and may pass over articles, manners, filler and talk ('the', 'please', 'at
once', 'quietly', 'Rubygate needs the help'); but where a name may stand it may not pass over a word it
cannot place, which may be a place or a unit it does not know:
- a word in a step of a route, after an arrow, a dash or 'to' and the place read ('D - Thuringia foo bar',
  'to Thuringia glorp', 'II - Saxony Quorvia'), unless an everyday English word, filler or an adverb;
- a capitalised word after a joint, where a second unit or place stands ('... and Zorblat', '..., Vexland'),
  or after a joint and a verb it does not know ('... and frobs Xyzzy').
Such a sentence is never read without the word: it is left to the grammar's refusal or asked.

One pass over the words; no pattern."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from engine.words.everyday import is_everyday

_ARROWS = frozenset(("->", "=>", ">", "\u2192"))
_DASHES = frozenset(("-", "\u2013"))
# Words of going that start a step when a place the reader read follows them ('to Thuringia glorp').
_TO = frozenset("to into towards toward onto".split())
# Tokens and words that end a step of a route: what comes after them is another clause or company.
_STEP_ENDS = frozenset(", ; : ( ) and then but while whilst or & plus so because as with under".split())
# Joints after which a second unit or place may stand: a capitalised word there must be placed.
_JOINTS = frozenset(", and & then plus".split())
_ARTICLES = frozenset("the a an".split())
# The nation's other units said after a joint: a second subject with its own order, never passed over.
_OTHER_UNITS = frozenset("rest others everyone everybody".split())
# Filler a step of a route may hold beside its places ('-> Saxony at once', '- Thuringia asap'), and the
# particles German verbs leave at a sentence's end ('Korps D rückt nach Hannover vor').
_STEP_FILLER = frozenset("""please pls asap again too also once fast quick immediately directly straight now
    forced march road way route sir sire vor ab an aus ein zu weiter los hin""".split())


def leftover(raw: Sequence[str], low: Sequence[str], used: Sequence[bool], named: Sequence[bool],
             passable: Collection[str]) -> str:
    """The first word the reader did not place and may not pass over, '' if none. `passable`: words that
    are never a name (articles, prepositions, the common words of letters); `named`: the words that
    name a unit or a place (a step starts after them, or before them after 'to')."""
    if not any(named):
        return ""
    in_step = False
    joint = False               # right after a joint (articles passed over) after a unit or place read
    seen = False
    then = False                # the last joint was 'then': a step of the route may follow, its name two words long
    for i, w in enumerate(low):
        if w in _ARROWS or w in _DASHES and i and named[i - 1] and low[i - 1][:1].isalnum() and low[i + 1:i + 2] != [w] \
                or w in _TO and i + 1 < len(low) and named[i + 1]:
            in_step, joint = True, False
            continue
        if w in _STEP_ENDS or w in _TO or used[i] and not named[i]:
            in_step = False         # another clause, or a verb of its own ('to Saxony to guard the border')
        seen = seen or named[i]
        if w in _JOINTS:
            joint = seen            # 'Sire, the Archduke ...': no joint before anything is read
            then = w == "then"
            continue
        if w in _ARTICLES and joint:
            continue
        was_joint, joint = joint, False
        if was_joint and w in _OTHER_UNITS and not used[i]:
            return raw[i]           # 'C holds, the others forward': the other units told something of their own
        if used[i] or not w.isalpha() or w in passable:
            continue
        if i and is_digits_name(low[i - 1]) and named[i - 1]:
            continue                # 'frigate 51 to 61 stilton': the name of a place said by its number
        capital = raw[i][:1].isupper() and len(w) > 1 and raw[i][1:] == raw[i][1:].lower() \
            and not (i + 1 < len(low) and used[i + 1] and not named[i + 1])     # 'the Danish fleet'
        if in_step and (capital or not (is_everyday(w) or w in _STEP_FILLER or w.endswith("ly"))):
            return raw[i]           # 'D - Thuringia foo bar': a step of a route holds a word it cannot tell
        if was_joint and capital and (_ends_a_name(low, named, i + 1) or then and i + 1 < len(low)
                                      and not used[i + 1] and low[i + 1].isalpha() and not is_everyday(low[i + 1])
                                      and low[i + 1] not in passable and _ends_a_name(low, named, i + 2)):
            return raw[i]           # '... and Zorblat', '... puis Méditerranée occidentale': a name it cannot place
        if was_joint and not capital and not is_everyday(w):
            joint = True            # 'and frobs Xyzzy': a verb it does not know, then a name in its object's place
    return ""


def _ends_a_name(low: Sequence[str], named: Sequence[bool], i: int) -> bool:
    """Whether the word at i may follow a name: the end, a joint, an arrow, 'to', a place ('God willing' is
    said of no place)."""
    return i >= len(low) or low[i] in _STEP_ENDS or low[i] in _ARROWS or low[i] in _DASHES or low[i] in _TO \
        or named[i]


def is_digits_name(word: str) -> bool:
    return word.isascii() and word.isdigit()
