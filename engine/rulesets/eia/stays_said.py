"""What a stay is in this ruleset (engine/words/stays): no order, units without orders stay; a fleet in port is
a place of its own ('the Brest fleet stays in port'), read by the ruleset's own reader."""

from engine.words.stays import StayRules

STAYS = StayRules(ports=True)
