"""A row of a table of orders whose order cell is empty (issue 22, round 21, helper Hd), for every ruleset.

Players paste their planning sheet: under a header 'Corps  From  To  Notes' (engine.words.tables) a unit that does
nothing this turn has its order cell left empty or filled with a dash: 'E	Buda	-	reserve, n/a this turn',
'Guard I  Paris   n/a   stays with the Emperor', 'II	Silesia	-', '| C | Lombardy | | |'. It was read as a move to
a place called '-' and refused. A careful GM reads the row as no order for the unit: it stays where it is, as every
unit without orders does. The row is set aside and the receipt says so, once the unit's stay is checked by the
ruleset's own reader (engine.words.meaning.lines.ByMeaning.grammar, 'corps E in Buda stays': the unit must be the
writer's and stand where the row says); a unit the reader cannot tell there is refused, the GM asks. The row's
words are never dropped in silence.

Never set aside here: a row whose notes hold anything of an order but a word of staying ('stays with the Emperor'
is no order; 'attack if they come', 'to Bavaria later', '2 inf', a place or a nation are: refused as before), a
row whose order cell says anything else than an empty cell, a dash, 'n/a', 'none', 'nothing', 'same', 'no
orders', 'no move' (a place, 'hold': read as before), a row not fitting its header. One pass over the cells."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.words.lexicon import UNIT_WORDS
from engine.words.meaning.holds_order import OrderWords, holds_order, order_words

if TYPE_CHECKING:
    from engine.words.meaning.lines import ByMeaning

# What an order cell says when it gives no order.
_EMPTY = frozenset(["", "-", "--", "\u2013", "\u2014", "n/a", "n.a.", "none", "nothing", "same", "no orders",
                    "no order", "no move", "no moves", "(none)", "(n/a)", "\u2205", "/", "."])    # never 'x', 'na': places
_MOST_CHARS = 300

IDLE = "a row of the table with no order for {unit} (its order cell is {cell!r}): a unit without orders stays where it is"
UNTOLD = ("a row of the table with no order for {unit} at {place} (its order cell is {cell!r}), and the reader cannot "
          "tell {unit} there: ask the player")


def _cells(text: str) -> list[str] | None:
    said = text.strip()
    if len(said) > _MOST_CHARS or not (said.startswith("|") and said.endswith("|")) or said.count("|") < 3:
        return None
    return [c.strip() for c in said[1:-1].split("|")]


def empty_row(header: tuple[str, ...], text: str) -> tuple[str, str, str] | None:
    """The unit (as the readers name it: 'corps E', '3 armies'), its place and the order cell as written, when the
    row fits a table of moves `header` but for an order cell that gives no order; None otherwise."""
    cells = _cells(text)
    if cells is not None and len(cells) < len(header) and all(r in ("notes", "to") for r in header[len(cells):]):
        cells = cells + [""] * (len(header) - len(cells))      # the empty cells at the row's end left out
    if cells is None or len(cells) != len(header) or "to" not in header or "from" not in header:
        return None
    said = dict(zip(header, cells))
    cell = said["to"]
    if cell.casefold() not in _EMPTY or said.get("via", "-").casefold() not in _EMPTY or not said["from"]:
        return None
    who = next((r for r in header if r.startswith("who")), None)
    if who is not None:
        unit, kind = said[who], who.partition(":")[2]
        if not unit:
            return None
        if kind and unit.split(" ", 1)[0].casefold() not in UNIT_WORDS:
            unit = f"{kind} {unit}"         # '| corps | ...' over '| II | ...': 'corps II'
        return unit, said["from"], cell
    counted = next((r for r in header if r not in ("from", "to", "via", "notes")), None)
    if counted is None or not said[counted].isdigit():
        return None
    return f"{said[counted]} {counted}", said["from"], cell


def unordered_row(header: tuple[str, ...], text: str, reader: ByMeaning | None) -> tuple[bool, str] | None:
    """(True, why) when the row gives its unit no order and is set aside; (False, why) when it gives none but the
    reader cannot tell the unit there (refused); None when the row is no such row or its notes may say more."""
    found = empty_row(header, text)
    finder = reader.finder() if reader is not None and found is not None else None
    if found is None or reader is None or finder is None:
        return None
    unit, place, cell = found
    cells = _cells(text) or []
    notes = " ".join(c for c, r in zip(cells, header) if r == "notes" and c)
    if notes:
        said = order_words(finder.find(notes), notes)
        if holds_order(said) and not _staying_only(said):
            return None                     # 'attack if they come', 'to Bavaria later': read or refused as before
    stayed = reader.grammar(f"{unit} in {place} stays")
    if stayed is None:
        return False, UNTOLD.format(unit=unit, place=place, cell=cell)
    return True, IDLE.format(unit=unit, cell=cell)


def _staying_only(said: OrderWords) -> bool:
    """Notes saying only that the unit stays ('stays with the Emperor'): a verb of staying, nothing else."""
    return said.stays and replace(said, stays=False, verbs=False) == OrderWords()
