"""The one reader of units said to stay where they stand, for every ruleset. Three shapes, one module each:
- plain.py: who (the nation's units by count, kind and place, by label, or all of them), a verb of staying,
  where and a reason that gives no order ('The 2 armies in 59 stay, and so does the 1 in 61.', 'Corps sit
  tight.'); read when the ruleset's own reader refuses the sentence;
- counted.py: a stack said by its count or its leader, no unit named ('Whiskerport keeps its 4', 'Typ Lef
  garrison (3)'), read before the ruleset's reader;
- taken_back.py: a stay answering a unit's own order taken back ('Corps E to Champagne? No, it stays.'), read
  after the sheet.
Each ruleset declares in its own folder (`stays_said.py`) what a stay gives there and the words it knows
(`StayRules`): its hold order or nothing (units without orders stay), whether ships take stances, the
counted shape's words and check of the units standing there. The units must be the writer's and stand where
the sentence says, else the sentence is refused, never set aside."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engine.order_sheet import OrderSheet
from engine.words.reading import Names
from engine.words.stays.counted import CountedStay
from engine.words.stays.plain import NOT_YOURS, STAY_REASON, StayReader, may_stay, read_stays, stay_read, stayed
from engine.words.stays.taken_back import holds_for_stays
from engine.words.units_named import Called, Key

__all__ = ["NOT_YOURS", "STAY_REASON", "CountedStay", "StayReader", "StayRules", "may_stay", "read_stays", "stay_read", "stayed"]


@dataclass(frozen=True)
class StayRules:
    """What a ruleset declares of stays. `holds`: a stay gives the unit's hold order (the sheet shows it), else
    no order (units without orders stay); `stances`: its ships meet an attack as told, so 'no fighting' is an
    order, never a reason; `counted`: the words and check of the counted shape, None where it is not read;
    `taken_back`: a stay answering a taken-back order holds the unit (only where a stay is an order); `ports`:
    a fleet in port is a place of its own, so a fleet's stay 'in port' is the ruleset's own reader's."""

    holds: bool = False
    stances: bool = False
    counted: CountedStay | None = None
    taken_back: bool = False
    ports: bool = False

    def reader(self, units: Sequence[Called], names: Names, nation: str,
               hold: Callable[[Called], list] | None = None) -> StayReader | None:
        """The sentence reader parse_lines runs when the ruleset's reader refuses a stay; None without units.
        `hold`: the unit's hold order, where the rules give one."""
        if not units:
            return None
        held = hold if self.holds else None
        return lambda line: stay_read(line, units, names, nation, held, self.stances, self.ports)

    def said(self, text: str, names: Names, nation: str) -> bool:
        """Whether the sentence is a counted stay of the writer's units standing there: no order (refused when
        they do not stand there)."""
        return self.counted is not None and self.counted.stay_said(text, names, nation)

    def after(self, sheet: OrderSheet, units: Sequence[Called], names: Names,
              unit_key: Callable[[object], Key | None], read: Callable[[str], list]) -> OrderSheet:
        """The sheet with a hold for each unit whose taken-back order a stay answers, where the ruleset says so."""
        return holds_for_stays(sheet, units, names, unit_key, read) if self.taken_back else sheet
