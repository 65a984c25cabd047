"""The head and foot of a letter in character, with titles that hold an order's word, for every ruleset (issue 22,
round 22, helper Tk).

Players write as ministers and courtiers: 'Cadiz, Admiral Gravina to the Prince of the Peace.', 'Don Manuel Godoy,
Prince of the Peace, to the Council', 'Berlin, the Ministry of War.', 'Madrid, Council of Castile', 'Given at Maus
Imperial, in the first year of the war.', 'IMPERIAL RESCRIPT, given at Maus Imperial'. engine.words.talk_lines reads
the address of a letter and a signature, but a title naming a word of an order ('of the Peace', 'of War', 'the
captains of the fleet') or a place of writing before it keeps the line refused.

A line (or sentence) is a **letter's head or foot** when, after a place of writing said first ('Cadiz, ...',
'Aranjuez. ...', a place of the writer's nation or one the reader knows, never another nation's name) it is:
- who writes to whom: '[From] X to Y' or 'X, to Y', each side a title ('Admiral', 'Prince', 'Council', 'GM', 'clerk',
  the talk_lines titles) or a capitalised name, the words after a title's 'of' the title's own ('Prince of the
  Peace', 'the captains of the fleet at Constantinople'); the one written to never a place or nation alone ('The
  Emperor to Vienna' stays as the reader leaves it);
- an office alone after the place: 'Berlin, the Ministry of War', 'Madrid, Council of Castile';
- a decree's place and date: 'Given at <place>', with a date after it ('in the first year of the war', 'this 3rd
  day of May'), or a title in capitals before it ('IMPERIAL RESCRIPT, given at Maus Imperial').

Never: a digit but a date's, an arrow or a dash, a colon inside, a unit of the writer by its label or a unit word
outside a title's 'of', a verb of an order outside a title's 'of' ('The Emperor marches to Vienna', 'Admiral Gravina
sails to Cadiz'), a condition. The sentence is set aside by engine.words.meaning.thanks' pass, the receipt saying
"a letter's head or foot: '...'"."""

from __future__ import annotations

import re
from typing import Any

from engine.words.lexicon import UNIT_WORDS, is_order_word
from engine.words.meaning.verbs import classes

__all__ = ["HEAD", "letter_head"]

HEAD = "a letter's head or foot"
_MOST_WORDS = 25
_WORD = re.compile(r"[^\W_]+(?:['\u2019][^\W_]+)*")
_TITLES = frozenset("""king queen emperor empress prince princess duke duchess count countess baron marquis archduke
    elector regent khan tsar czar sultan pasha vizier shah doge consul president chancellor minister ministers
    secretary ambassador envoy admiral general marshal colonel captain captains lord lords lady majesty highness
    excellency grace council chancellery court cabinet parliament senate admiralty governor ministry office committee
    board treasury gm gm's clerk referee umpire rescript decree edict proclamation despatch dispatch letter
    commander""".split())
_JOINS = frozenset("""the of his her their your its our my a an and de di von van la le du y el at in his catholic
    imperial royal most christian""".split())
_DATES = frozenset("""in the first second third fourth fifth sixth seventh eighth ninth tenth year years day days of
    this reign war revolution month our lord grace spring summer autumn winter""".split())


def letter_head(sentence: str, context: Any) -> str | None:
    """HEAD when a sentence is only a letter's head or foot (the module's docstring), None otherwise."""
    said = sentence.strip().strip("()[]*_\"'").rstrip(".:;! ").strip()
    if not said or any(ch.isdigit() for ch in said) or "->" in said or " - " in said or ":" in said:
        return None
    raw = _WORD.findall(said)
    low = [w.casefold().replace("\u2019", "'") for w in raw]
    if not low or len(low) > _MOST_WORDS:
        return None
    if _given(low, raw, context):
        return HEAD
    start = _place_first(said, context)
    if start is None:
        return None
    low, raw = low[start:], raw[start:]
    if not low:
        return None
    if "to" in low:
        k = low.index("to")
        writer, reader = (low[:k], raw[:k]), (low[k + 1:], raw[k + 1:])
        if writer[0] and writer[0][0] == "from":
            writer = (writer[0][1:], writer[1][1:])
        if _party(*writer, context) and _party(*reader, context, written_to=True):
            return HEAD
        return None
    return HEAD if start and _party(low, raw, context, office=True) else None


def _place_first(said: str, context: Any) -> int | None:
    """How many words a place of writing said first takes ('Cadiz, ...', 'Aranjuez. ...'), 0 when there is none,
    None when the first words are another nation's name."""
    head, comma, _ = said.partition(",")
    if not comma:
        head, comma, _ = said.partition(". ")
    if not comma or len(_WORD.findall(head)) > 3:
        return 0
    got = context.slots(head)
    if got is None or not got.places or got.units or got.numbers:
        return 0
    if any(n != context.finder.nation for n in got.nations):
        return None
    return len(_WORD.findall(head))


def _party(low: list[str], raw: list[str], context: Any, written_to: bool = False, office: bool = False) -> bool:
    """Whether words are a title or a name ('Admiral Gravina', 'the Prince of the Peace', "the GM's clerk"): a
    title's 'of' starts words that are the title's own; nothing of an order before it."""
    if not low:
        return False
    cut = low.index("of") if "of" in low else len(low)
    head_low, head_raw = low[:cut], raw[:cut]
    titled = any(w in _TITLES for w in head_low)
    if office and not titled or written_to and not titled:
        return False                    # 'Berlin, corps A', 'The Emperor to Vienna': no office, no one written to
    verbs = context.finder.meaning.verbs
    for w, r in zip(head_low, head_raw):
        if w in _TITLES or w in _JOINS or w == ",":
            continue
        if not r[:1].isupper() or is_order_word(w) or w in UNIT_WORDS or classes(w, verbs) or len(r) <= 2 and r.isupper():
            return False                # 'sails', 'corps', 'A': maybe an order
    got = context.slots(" ".join(head_raw))
    if got is None or got.units or got.numbers or (written_to or office) and not titled and got.places:
        return False
    rest = raw[cut:]
    return all(r[:1].isupper() or r.casefold() in _JOINS or r.casefold() in UNIT_WORDS or r.casefold() in _TITLES
               or r.casefold() in ("peace", "war", "navy", "foreign", "affairs", "public", "safety", "cheese")
               for r in rest)


def _given(low: list[str], raw: list[str], context: Any) -> bool:
    """'Given at Maus Imperial, in the first year of the war', 'IMPERIAL RESCRIPT, given at Maus Imperial'."""
    if "given" not in low:
        return False
    k = low.index("given")
    before = raw[:k]
    if before and not all(r.isupper() or r.casefold() in _TITLES or r.casefold() in _JOINS for r in before):
        return False
    after = low[k + 1:]
    if not after or after[0] not in ("at", "in"):
        return False
    place_end = next((i for i, w in enumerate(after[1:], 1) if w in _DATES and not raw[k + 1 + i][:1].isupper()),
                     len(after))
    place = " ".join(raw[k + 2:k + 1 + place_end])
    got = context.slots(place) if place else None
    if got is None or not got.places or got.units or got.numbers:
        return False
    return all(w in _DATES for w in after[place_end:])
