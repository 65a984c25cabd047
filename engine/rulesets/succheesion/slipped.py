"""A line whose order word is typed with one slip anywhere in it ('galeons atack maustria fondue', 'our
frigats sial to Brie Bight', 'the 3 at Rubygate mrach on Carmine'): it may be an order, so it is read or
refused, never set aside as talk. verb_typos.py mends the first word of a clause; this looks at every word,
and only says whether the line may be an order (the reading itself refuses what it cannot read)."""

from __future__ import annotations

from engine.rulesets.succheesion.verb_typos import verb_slip

# The game's order words and the ships and units they move, as players write them.
_SLIPPED_FROM = frozenset("""attack attacks march marches move moves sail sails build builds invest blockade
    besiege siege assault retreat declare galleons galleon frigates frigate cavalry infantry militia artillery
    units""".split())
# Words one slip from those that mean something else.
_OTHER = frozenset("""attach match marsh parch larch mach marched more mode love mote dove movie mover moved mores modes
    loves said sale mail tail bail nail rail fail hail soil sill sain saint sales mails tails nails fails rails snails
    built guild guilds infest invests blockaded sieges besieged assaults retreats retread declared declares gallon
    gallons unity unite unites""".split())
_MOST_WORDS = 40        # a longer line is a story told: looked at by the reader's other tests only


def slipped_order(low: list[str], mentioned: int) -> bool:
    """Whether words `low` (case-folded) hold an order word typed with one slip while the line names
    `mentioned` places or nations besides the writer's: such a line may be an order."""
    if not mentioned or len(low) > _MOST_WORDS:
        return False
    return any(len(w) >= 4 and w not in _SLIPPED_FROM and w not in _OTHER and w.isalpha()
               and verb_slip(w, _SLIPPED_FROM) is not None for w in low)
