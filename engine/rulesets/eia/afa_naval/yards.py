"""Seed 003 I: the 34 shipyards by nation, with each nation's cost and time for new ships and repairs."""

from __future__ import annotations

import difflib
import unicodedata

import msgspec

from engine.errors import UnknownName


class Terms(msgspec.Struct, frozen=True):
    """COST new/repair in money, TIME new/repair in months."""
    new_cost: int
    repair_cost: int
    new_months: int
    repair_months: int


class Site(msgspec.Struct, frozen=True):
    city: str
    nation: str                 # whose row of the table the yard is on
    capacity: int               # MAXIMUM NUMBER: ships building or repairing there at once
    note: int = 0               # 1: +3 months new, +1 repair; 2: +4/+2; 3: Prussia's reduction


# The table as printed (the seed's "England" is the eia core's Great Britain).
TERMS: dict[str, Terms] = {
    "Great Britain": Terms(10, 2, 12, 3),
    "France": Terms(10, 2, 12, 3),
    "Spain": Terms(10, 2, 12, 3),
    "Prussia": Terms(18, 6, 20, 6),
    "Austria": Terms(14, 4, 16, 4),
    "Russia": Terms(12, 3, 14, 4),
    "Turkey": Terms(12, 3, 14, 4),
    "Venice": Terms(15, 5, 15, 5),
    "Naples": Terms(15, 5, 15, 5),
    "Denmark": Terms(12, 3, 12, 2),
    "Sweden": Terms(10, 2, 12, 3),
    "Holland": Terms(12, 3, 12, 2),
    "Portugal": Terms(12, 3, 12, 2),
}

# note 3: after 8 Prussian ships, "15/5" months and "18/5" cost
PRUSSIA_REDUCED = Terms(new_cost=18, repair_cost=5, new_months=15, repair_months=5)

# notes 1 and 2: months added to (new, repair)
NOTE_MONTHS: dict[int, tuple[int, int]] = {1: (3, 1), 2: (4, 2)}

SITES: tuple[Site, ...] = (
    Site("Portsmouth", "Great Britain", 15), Site("Plymouth", "Great Britain", 15),
    Site("London", "Great Britain", 30), Site("Dublin", "Great Britain", 5, 1),
    Site("Glasgow", "Great Britain", 5, 1),
    Site("Brest", "France", 10), Site("Le Havre", "France", 8, 1), Site("Toulon", "France", 10),
    Site("Marseilles", "France", 10), Site("Cherbourg", "France", 5, 1),
    Site("Cadiz", "Spain", 20), Site("Havana", "Spain", 20), Site("Corunna", "Spain", 4, 2),
    Site("Barcelona", "Spain", 4, 2), Site("Cartagena", "Spain", 2, 2),
    Site("Danzig", "Prussia", 4, 3), Site("Konigsberg", "Prussia", 2, 3), Site("Stettin", "Prussia", 3, 3),
    Site("Trieste", "Austria", 5), Site("Zara", "Austria", 1),
    Site("St. Petersburg", "Russia", 15), Site("Archangel", "Russia", 4, 1), Site("Riga", "Russia", 5),
    Site("Sevastopol", "Russia", 4),
    Site("Constantinople", "Turkey", 10), Site("Sinope", "Turkey", 2), Site("Smyrna", "Turkey", 5),
    Site("Venice", "Venice", 8), Site("Naples", "Naples", 4),
    Site("Copenhagen", "Denmark", 10), Site("Hamburg", "Denmark", 4),
    Site("Karlskrona", "Sweden", 10), Site("Amsterdam", "Holland", 10), Site("Lisbon", "Portugal", 10),
)

# the seed's spellings, so a GM typing from the printed table is understood
SPELLINGS = {"le harve": "Le Havre", "konigsburg": "Konigsberg", "stetin": "Stettin", "libson": "Lisbon",
             "havana (cuba)": "Havana"}


def _key(name: str) -> str:
    """'Königsberg' and 'konigsberg', 'St Petersburg' and 'St. Petersburg' are one name."""
    plain = "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c))
    return " ".join(plain.replace(".", " ").split()).casefold()


def site(city: str) -> Site:
    """The yard at `city` (the seed's misspellings and the map's accents accepted), or a clear
    error with suggestions."""
    key = _key(city)
    key = _key(SPELLINGS.get(key, key))
    for s in SITES:
        if _key(s.city) == key:
            return s
    names = {_key(s.city): s.city for s in SITES}
    raise UnknownName("shipyard", city, [names[n] for n in difflib.get_close_matches(key, names, 3)])


def terms(city: str, prussian_ships_built: int = 0, reduction_after: int = 8) -> Terms:
    """What a new ship and a repair cost and take at `city`: the nation's row, the yard's note,
    and Prussia's reduced terms once `reduction_after` ships have been built at Prussian yards."""
    yard = site(city)
    base = TERMS[yard.nation]
    if yard.note == 3 and prussian_ships_built >= reduction_after:
        base = PRUSSIA_REDUCED
    add_new, add_repair = NOTE_MONTHS.get(yard.note, (0, 0))
    return Terms(base.new_cost, base.repair_cost, base.new_months + add_new, base.repair_months + add_repair)
