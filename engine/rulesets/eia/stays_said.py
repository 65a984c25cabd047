"""What a stay is in this ruleset (engine/words/stays): no order, units without orders stay."""

from engine.words.stays import StayRules

STAYS = StayRules()
