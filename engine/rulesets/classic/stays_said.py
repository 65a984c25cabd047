"""What a stay is in this ruleset (engine/words/stays): no order, units without orders stay; but ships meet an
attack as told, so 'no fighting' after a stay is an order, never a reason set aside."""

from engine.words.stays import StayRules

STAYS = StayRules(stances=True)
