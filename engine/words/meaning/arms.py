"""The arm a soldier's word names ('dragoons', 'hussars', 'grenadiers', 'gunners'), for the ranking of the orders
a line that does not read may mean (engine.words.meaning.lines.nearest): 'build 1 dragoon in Paris' offers the
cavalry first. Never read as the unit itself: a ruleset that has no such unit refuses the word, and the player
chooses."""

from __future__ import annotations

from collections.abc import Iterable

ARMS: dict[str, str] = {
    **dict.fromkeys("""dragoon dragoons hussar hussars cuirassier cuirassiers lancer lancers uhlan uhlans chasseur
        chasseurs cossack cossacks trooper troopers horseman horsemen cavalryman cavalrymen carabinier carabiniers
        knight knights riders rider""".split(), "cavalry"),
    **dict.fromkeys("""grenadier grenadiers fusilier fusiliers musketeer musketeers voltigeur voltigeurs rifleman
        riflemen infantryman infantrymen footmen foot regulars pikemen legionary legionaries""".split(), "infantry"),
    **dict.fromkeys("""gunner gunners cannon cannons battery batteries howitzer howitzers guns gun cannoneer
        cannoneers""".split(), "artillery"),
}


def arms_said(words: Iterable[str]) -> set[str]:
    """The arms lower-case words name ('dragoons' -> cavalry)."""
    return {ARMS[w] for w in words if w in ARMS}
