"""Headings and signatures of a nation's departments (issue 22, round 21, helper Hd), for every ruleset.

In a team game a nation's orders come split by department or minister, pasted into one message: 'WAR OFFICE
(Castlereagh)' over the corps' orders, '— Kurt, war ministry' over his lines, 'From the Treasury (Pitt): give 5 gold
to Austria', '— Berthier, war ministry: standing guard: commit.', 'The Admiralty's part and the War Office's part,
pasted together as they came to me.' A careful GM reads each as a heading (or a signature) and reads the lines under
it; the receipt says so:

- **a department's heading or signature** (`department_of`): a department named by its words (an office: ministry,
  office, admiralty, treasury, exchequer, council, chancellery, cabinet, board...; in French, German, Spanish,
  Italian too; with what it is of: war, navy, foreign affairs...), with or without a person's name beside it
  ('Kurt, war ministry', 'WAR OFFICE (Castlereagh)', 'Lord Barham, Admiralty', 'Ministère de la Guerre'), and the
  writer's own nation at most. Before a colon, the heading is set aside and the words after it read
  (engine.orders);
- **a note of how the departments' parts were put together** (`compiled_note`): departments and the words of a
  message pasted, forwarded or put together, and nothing more.

Never a heading here: a line with an order's words beside the department (a number, an arrow, a unit or a place of
the game in the name's place: 'War Office: B to Bavaria' sets only 'War Office' aside and reads the rest; 'War
Office (2 inf Vienna)' is no heading), another nation's department ('Austrian war ministry' from France), a
department with a verb ('the war ministry marches on Vienna'), 'war' or 'navy' alone (an order's word and a unit's).
One pass over the words of the line."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.words.lexicon import OFFICES, UNIT_WORDS, is_order_word
from engine.words.meaning.holds_order import holds_order, order_words
from engine.words.message import words
from engine.words.talk_lines import own_forms

if TYPE_CHECKING:
    from engine.words.meaning.lines import ByMeaning

# What an office is of, and the words around it ('the Foreign Office', 'Ministry of War', 'His Majesty's Treasury').
_OF = frozenset("""war navy naval marine foreign home interior finance finances state trade commerce colonies colonial
    admiralty treasury the of for and his her majesty's imperial royal privy general staff first sea lord lords
    minister ministers secretary de la du des del della di der die des guerre guerra krieg kriegs étrangères
    etrangeres extranjeros esteri auswärtiges auswartiges hacienda finanzen exteriores estado""".split())
# Words after a department that keep it a heading ('Admiralty orders', 'War Office part', 'War Ministry here').
_AFTER = frozenset("orders order part here writing reporting section".split())
# A person's name: capitalised words, with these small words and titles among them.
_NAME_WORDS = frozenset("""of the von van de di du la le y lord sir mr mrs ms dr count countess baron general marshal
    admiral prince duke minister secretary citizen herr monsieur don""".split())
# The words of a note on how the parts came ('pasted together as they came to me').
_COMPILED = frozenset("""the a and 's part parts orders pasted together as they came come to me us from in one this
    message mail post below above here follow follows following sent copied forwarded combined each their own
    separately both put all of""".split())
_COMPILING = frozenset("part parts pasted combined forwarded copied separately".split())
_MOST_WORDS = 16
_MOST_CHARS = 160
_EDGES = " \t-\u2013\u2014*_#=:.,;!~|>"

HEADING = "a heading of a department or minister of the writer's nation: the lines under it are read"
SIGNED = "a minister's or department's signature over (or under) the orders"
COMPILED = "a note of how the departments' orders were put together, which gives no order"


def _office(said: str, own: frozenset[str]) -> bool:
    """'war ministry', 'WAR OFFICE', 'the Admiralty', 'Ministère de la Guerre', 'Prussian war ministry': every word a
    department's (or the writer's own nation's), one an office."""
    low = [w.removesuffix("'s").removesuffix("\u2019s") for w in words(said)]
    while low and low[0] in ("from", "by"):
        low = low[1:]
    while low and low[-1] in _AFTER:
        low = low[:-1]
    return 0 < len(low) <= 6 and any(w in OFFICES for w in low) and all(
        w in OFFICES or w in _OF or w in own for w in low)


def _a_name(said: str, looks: Callable[[str], bool] | None, reader: ByMeaning | None) -> bool:
    """'Kurt', 'Castlereagh', 'Lord Barham', 'Mr Pitt': a few capitalised words, nothing of an order (no place, unit,
    nation or verb the reader by meaning finds in them: engine.words.meaning.holds_order)."""
    parts = said.strip(_EDGES).split()
    low = words(said)
    if not parts or len(parts) > 4 or not low or any(w.isdigit() or w in UNIT_WORDS or is_order_word(w) for w in low):
        return False
    if not all(p[:1].isupper() or p.casefold().strip(".") in _NAME_WORDS for p in parts):
        return False
    if looks is not None and looks(said.strip(_EDGES)):
        return False
    finder = reader.finder() if reader is not None else None
    if finder is None:
        return True
    found = order_words(finder.find(said.strip(_EDGES)), said)
    return not holds_order(found) and not found.nations


def _halves(said: str) -> tuple[str, str] | None:
    """The two parts of 'NAME, DEPARTMENT', 'DEPARTMENT (NAME)', 'NAME (DEPARTMENT)', 'DEPARTMENT - NAME'."""
    if said.endswith(")") and said.count("(") == 1 and said.count(")") == 1:
        outer, _, inner = said[:-1].partition("(")
        return outer.strip(), inner.strip()
    if "(" in said or ")" in said:
        return None
    for mark in (", ", " - ", " \u2013 ", " \u2014 "):
        if said.count(mark) == 1:
            first, _, second = said.partition(mark)
            return first.strip(), second.strip()
    return None


def department_of(text: str, nation: str, looks: Callable[[str], bool] | None,
                  reader: ByMeaning | None = None) -> str | None:
    """Why the line (or a heading before a colon) is a department's heading or signature (HEADING, SIGNED); None
    when it is none or may hold an order. `looks`: the ruleset's judgement whether words may be an order; `reader`:
    the reader by meaning, whose finder tells a place or a nation in a person's name's place."""
    if len(text) > _MOST_CHARS or "->" in text or "\u2192" in text or "=>" in text or ":" in text.strip(_EDGES):
        return None
    said = text.strip(_EDGES)
    low = words(said)
    if not low or len(low) > _MOST_WORDS or any(w.isdigit() for w in low):
        return None
    own = own_forms(nation)
    if _office(said, own):
        return HEADING                  # 'WAR OFFICE', 'The Admiralty', 'Ministère de la Guerre'
    halves = _halves(said)
    if halves is None or not all(halves):
        return None
    first, second = halves
    if _office(first, own) and _a_name(second, looks, reader):
        return HEADING                  # 'WAR OFFICE (Castlereagh)', 'Foreign Office - Anna'
    if _office(second, own) and _a_name(first.removeprefix("From ").removeprefix("from "), looks, reader):
        return SIGNED                   # 'Kurt, war ministry', 'From Anna (foreign office)'
    return None


def compiled_note(text: str) -> bool:
    """'The Admiralty's part and the War Office's part, pasted together as they came to me.': departments and words
    of putting the message together, one of each at least, nothing more."""
    if len(text) > _MOST_CHARS * 2:
        return False
    low = [w.removesuffix("'s").removesuffix("\u2019s") for w in words(text)]
    if not low or len(low) > _MOST_WORDS * 2 or not any(w in OFFICES for w in low) or not _COMPILING & set(low):
        return False
    return all(w in OFFICES or w in _OF or w in _COMPILED for w in low)
