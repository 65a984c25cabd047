"""What a stay is in this ruleset (engine/words/stays): a hold is an order the sheet shows ('A stays' is 'A
holds'), so a stay gives each unit it names its hold; and a stay answering a unit's own order taken back
('Corps E to Champagne? No, it stays.') holds that unit, as it would had the player written its stay plainly."""

from engine.words.stays import StayRules

STAYS = StayRules(holds=True, taken_back=True)
