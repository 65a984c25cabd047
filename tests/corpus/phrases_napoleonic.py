"""Pieces of Napoleonic orders as players write them, each with its canonical form (docs/rules/
napoleonic.md), for the bundled Europe 1805 start: real corps letters, squadrons, provinces and seas."""

from __future__ import annotations

import re

# corps: letter -> (where it stands, neighbours); squadrons: number -> (sea, neighbouring seas)
NATIONS = {
    "France": dict(nation="France", adj="French", people="the French", sign="Nap", cry="Vive l'Empereur!",
                   corps={"A": ("Picardy", ["Champagne", "Flanders", "Brabant", "Normandy"]),
                          "B": ("Picardy", ["Champagne", "Paris", "Brabant"]),
                          "C": ("Flanders", ["Holland", "Brabant"]),
                          "D": ("Alsace", ["Baden", "Palatinate", "Lorraine", "Switzerland"]),
                          "E": ("Paris", ["Champagne", "Burgundy", "Orléanais"]),
                          "F": ("Piedmont", ["Lombardy", "Genoa", "Switzerland"]),
                          "G": ("Brittany", ["Normandy", "Poitou"])},
                   squadrons={1: ("English Channel", ["North Sea", "Irish Sea", "Western Approaches"]),
                              2: ("Bay of Biscay", ["Atlantic Ocean", "Western Approaches"]),
                              4: ("Gulf of Lion", ["Balearic Sea", "Sardinian Sea", "Western Mediterranean"])},
                   home=["Paris", "Normandy", "Brittany", "Picardy", "Champagne", "Lorraine"],
                   port=["English Channel", "Bay of Biscay", "Gulf of Lion"],
                   annex=["Baden", "Hesse", "Württemberg", "Switzerland", "Holland"],
                   others=["Spain", "Great Britain", "Austria", "Russia", "Prussia"]),
    "Great Britain": dict(nation="Great Britain", adj="British", people="the British", sign="Pitt",
                          cry="God save the King!",
                          corps={"A": ("London", ["East Anglia", "Hampshire", "Midlands"]),
                                 "B": ("Dublin", ["Ulster", "Munster", "Connaught"]),
                                 "C": ("Gibraltar", ["Andalusia", "Morocco"])},
                          squadrons={1: ("English Channel", ["North Sea", "Bay of Biscay", "Irish Sea"]),
                                     4: ("North Sea", ["Heligoland Bight", "Skagerrak", "English Channel"]),
                                     8: ("Strait of Gibraltar", ["Gulf of Cadiz", "Balearic Sea"])},
                          home=["London", "East Anglia", "Hampshire", "Midlands"], port=["English Channel", "North Sea"],
                          annex=["Hanover", "Holland", "Portugal"], others=["France", "Spain", "Russia", "Prussia"]),
    "Russia": dict(nation="Russia", adj="Russian", people="the Russians", sign="Alexander", cry="Za Tsarya!",
                   corps={"A": ("St Petersburg", ["Estonia", "Finland", "Novgorod"]),
                          "B": ("Lithuania", ["Courland", "Warsaw", "Minsk", "East Prussia"]),
                          "C": ("Volhynia", ["Cracow", "Lemberg", "Kiev", "Warsaw"]),
                          "D": ("Moscow", ["Smolensk", "Tver", "Tula"]),
                          "E": ("Podolia", ["Moldavia", "Kiev", "Kherson"])},
                   squadrons={1: ("Gulf of Finland", ["Baltic Sea", "Gulf of Bothnia"]),
                              3: ("Western Black Sea", ["Eastern Black Sea", "Sea of Marmara"])},
                   home=["St Petersburg", "Moscow", "Smolensk", "Minsk"], port=["Gulf of Finland", "Baltic Sea"],
                   annex=["Moldavia", "Wallachia", "Finland"], others=["Ottoman Empire", "France", "Prussia", "Austria"]),
    "Prussia": dict(nation="Prussia", adj="Prussian", people="the Prussians", sign="Frederick William",
                    cry="Gott mit uns!",
                    corps={"A": ("Brandenburg", ["Saxony", "Mecklenburg", "Pomerania"]),
                           "B": ("Silesia", ["Saxony", "Moravia", "Prague"]),
                           "D": ("Westphalia", ["Hanover", "Thuringia", "Friesland"]),
                           "E": ("Magdeburg", ["Hanover", "Saxony", "Thuringia"])},
                    squadrons={},
                    home=["Brandenburg", "Pomerania", "Silesia", "Magdeburg"], port=["Baltic Sea"],
                    annex=["Hanover", "Saxony", "Mecklenburg", "Thuringia"],
                    others=["France", "Austria", "Russia", "Great Britain"]),
    "Austria": dict(nation="Austria", adj="Austrian", people="the Austrians", sign="Francis", cry="Habsburg forever!",
                    corps={"A": ("Vienna", ["Tyrol", "Moravia", "Styria"]),
                           "B": ("Prague", ["Bavaria", "Saxony", "Franconia"]),
                           "C": ("Venice", ["Lombardy", "Romagna", "Carniola"]),
                           "D": ("Tyrol", ["Bavaria", "Switzerland", "Württemberg", "Carniola"])},
                    squadrons={1: ("Gulf of Venice", ["Adriatic Sea"])},
                    home=["Vienna", "Prague", "Venice", "Tyrol", "Styria"], port=["Gulf of Venice"],
                    annex=["Bavaria", "Württemberg", "Lombardy"], others=["France", "Prussia", "Russia", "Ottoman Empire"]),
    "Spain": dict(nation="Spain", adj="Spanish", people="the Spanish", sign="Godoy", cry="¡Viva España!",
                  corps={"A": ("Madrid", ["Old Castile", "Aragon", "Extremadura"]),
                         "C": ("Catalonia", ["Aragon", "Languedoc", "Gascony"]),
                         "D": ("Galicia", ["Asturias", "Oporto", "Old Castile"])},
                  squadrons={1: ("Gulf of Cadiz", ["Atlantic Ocean", "Strait of Gibraltar"]),
                             3: ("Balearic Sea", ["Gulf of Lion", "Sardinian Sea"])},
                  home=["Madrid", "Old Castile", "Catalonia", "Valencia"], port=["Gulf of Cadiz", "Balearic Sea"],
                  annex=["Portugal"], others=["France", "Great Britain"]),
    "Ottoman Empire": dict(nation="Ottoman Empire", adj="Ottoman", people="the Ottomans", sign="Selim",
                           cry="For the Sultan!",
                           corps={"A": ("Stamboul", ["Bulgaria", "Salonica", "Smyrna"]),
                                  "B": ("Bulgaria", ["Wallachia", "Serbia", "Salonica"]),
                                  "C": ("Bosnia", ["Croatia", "Dalmatia", "Serbia"])},
                           squadrons={1: ("Sea of Marmara", ["Aegean Sea", "Western Black Sea"]),
                                      2: ("Aegean Sea", ["Sea of Candia", "Ionian Sea"])},
                           home=["Stamboul", "Bulgaria", "Salonica", "Bosnia"], port=["Sea of Marmara", "Aegean Sea"],
                           annex=["Wallachia", "Moldavia"], others=["Russia", "Austria", "Great Britain"]),
}

PEOPLE = {"France": "the French", "Great Britain": "the British", "Russia": "the Russians", "Prussia": "the Prussians",
          "Austria": "the Austrians", "Spain": "the Spanish", "Ottoman Empire": "the Ottomans"}
KINDS = [("infantry", "infantry", "infantry"), ("cavalry", "cavalry", "cavalry"), ("artillery", "artillery", "artillery")]
NUMBERS = {1: ["1", "one", "a"], 2: ["2", "two"], 3: ["3", "three"]}


def _corps(f, rng):
    letter = rng.choice(sorted(f["corps"]))
    at, near = f["corps"][letter]
    return letter, at, rng.choice(near)


def move(f, rng):
    letter, at, to = _corps(f, rng)
    forms = [f"{letter} - {to}", f"{letter} -> {to}", f"Corps {letter} - {to}", f"Corps {letter} to {to}",
             f"Corps {letter} moves to {to}", f"{letter} marches to {to}", f"Move corps {letter} to {to}",
             f"{letter}: {to}", f"Corps {letter} advances into {to}", f"{letter} goes to {to}", f"{letter}-{to}",
             f"corps {letter.lower()} -> {to.lower()}", f"Send corps {letter} to {to}", f"{letter} => {to}",
             f"Corps {letter} marches on {to}", f"{letter} corps to {to}", f"Corps {letter}: move to {to}",
             f"{letter} attacks {to}", f"Corps {letter} attacks {to}", f"{letter} → {to}"]
    return rng.choice(forms), [f"{letter} - {to}"]


def move_from(f, rng):
    letter, at, to = _corps(f, rng)
    forms = [f"Corps {letter} moves from {at} to {to}", f"{letter} {at} - {to}", f"{letter} from {at} to {to}",
             f"Corps {letter} ({at}) -> {to}", f"{letter} in {at} moves to {to}", f"{letter}: {at} -> {to}"]
    return rng.choice(forms), [f"{letter} {at} - {to}"]


def hold(f, rng):
    letter, at, _ = _corps(f, rng)
    forms = [f"{letter} holds", f"{letter} stays", f"Corps {letter} holds", f"{letter} stays in {at}",
             f"Corps {letter} remains in {at}", f"{letter}: hold", f"{letter} hold", f"Corps {letter} stays put",
             f"{letter} stands fast", f"{letter} holds position", f"Corps {letter} holds in {at}"]
    return rng.choice(forms), [f"{letter} holds"]


def scout(f, rng):
    letter, at, target = _corps(f, rng)
    forms = [f"{letter} scout {target}", f"{letter} scouts {target}", f"Corps {letter} scouts {target}",
             f"{letter}: scout {target}", f"Corps {letter} scouts into {target}", f"{letter} stays and scouts {target}",
             f"Corps {letter} holds and scouts {target}"]
    return rng.choice(forms), [f"{letter} scout {target}"]


def move_and_scout(f, rng):
    letter, at, to = _corps(f, rng)
    target = rng.choice([n for n in f["corps"][letter][1] if n != to] or [to])
    forms = [f"{letter} - {to}, scout {target}", f"Corps {letter} to {to} and scout {target}",
             f"{letter} -> {to}, scouting {target}", f"Corps {letter} moves to {to}, scouts {target}"]
    return rng.choice(forms), [f"{letter} - {to}, scout {target}"]


def two_corps(f, rng):
    letters = sorted(f["corps"])
    if len(letters) < 2:
        return move(f, rng)
    a, b = rng.sample(letters, 2)
    a, b = sorted((a, b))
    common = sorted(set(f["corps"][a][1]) & set(f["corps"][b][1]))
    if common:
        to = common[0]
        forms = [f"{a} and {b} - {to}", f"Corps {a} and {b} move to {to}", f"{a} & {b} -> {to}",
                 f"Corps {a} and corps {b} march to {to}"]
        return rng.choice(forms), [f"{a} - {to}", f"{b} - {to}"]
    forms = [f"{a} and {b} hold", f"Corps {a} and {b} stay where they are", f"{a}, {b}: hold"]
    return rng.choice(forms), [f"{a} holds", f"{b} holds"]


def squadron(f, rng):
    if not f["squadrons"]:
        return build(f, rng)
    number = rng.choice(sorted(f["squadrons"]))
    sea, near = f["squadrons"][number]
    to = rng.choice(near)
    nth = {1: "1st", 2: "2nd", 3: "3rd"}.get(number, f"{number}th")
    kind = rng.random()
    if kind < 0.55:
        forms = [f"squadron {number} - {to}", f"Squadron {number} to the {to}", f"Sq {number} -> {to}",
                 f"{nth} squadron sails to the {to}", f"Fleet {number}: {to}", f"Squadron #{number} moves to {to}",
                 f"Squadron {number} sails into the {to}", f"squadron {number} to {to}"]
        return rng.choice(forms), [f"squadron {number} - {to}"]
    if kind < 0.8:
        forms = [f"squadron {number} - {to}, attack", f"Squadron {number} sails to the {to} and attacks",
                 f"Squadron {number} -> {to}, attack any enemy ships"]
        return rng.choice(forms), [f"squadron {number} - {to}, attack"]
    forms = [f"squadron {number} holds", f"Squadron {number} stays in the {sea}", f"Squadron {number} holds position"]
    return rng.choice(forms), [f"squadron {number} holds"]


def build(f, rng):
    where = rng.choice(f["home"])
    n = rng.choice([1, 1, 2, 2, 3])
    kind = rng.choice(KINDS)[0]
    count = rng.choice(NUMBERS[n])
    canonical = f"build {kind} in {where}" if n == 1 else f"build {n} {kind} in {where}"
    word = rng.choice([kind, {"infantry": "inf", "cavalry": "cav", "artillery": "arty"}[kind]])
    div = rng.choice(["", " division", " divisions" if n > 1 else " division"])
    verb = rng.choice(["Build", "build", "Raise", "Recruit", "Buy"])
    forms = [f"{verb} {count} {word}{div} in {where}", f"{verb} {count} {kind} at {where}",
             f"{where}: build {n} {kind}", f"Build {n}x {kind} in {where}"]
    return rng.choice(forms), [canonical]


def build_mixed(f, rng):
    where = rng.choice(f["home"])
    forms = [f"Build 2 infantry and 1 cavalry in {where}", f"build 2 inf, 1 cav in {where}",
             f"New corps in {where}: 2 infantry, 1 cavalry", f"Raise two infantry divisions and a cavalry division in {where}"]
    return rng.choice(forms), [f"build 2 infantry, cavalry in {where}"]


def build_squadron(f, rng):
    sea = rng.choice(f["port"])
    forms = [f"Build a squadron in the {sea}", f"build squadron in {sea}", f"Launch a squadron in the {sea}",
             f"Build 1 squadron in {sea}", f"New squadron in the {sea}"]
    return rng.choice(forms), [f"build squadron in {sea}"]


def annex(f, rng):
    place = rng.choice(f["annex"])
    forms = [f"Annex {place}", f"annex {place}", f"Annex {place} (3 gold)", f"We annex {place}",
             f"Annexation of {place}", f"Annex {place}."]
    return rng.choice(forms), [f"annex {place}"]


def annex_two(f, rng):
    if len(f["annex"]) < 2:
        return annex(f, rng)
    a, b = rng.sample(f["annex"], 2)
    return rng.choice([f"Annex {a} and {b}", f"annex {a}, {b}"]), [f"annex {a}", f"annex {b}"]


def war(f, rng):
    target = rng.choice(f["others"])
    forms = [f"Declare war on {target}", f"DoW {target}", f"{f['nation']} declares war on {target}.",
             f"declare war on {target}", f"We declare war upon {target}!", f"War on {target}", f"DOW on {target}",
             f"Declare war on {PEOPLE[target]}"]
    return rng.choice(forms), [f"declare war on {target}"]


def war_two(f, rng):
    a, b = rng.sample(f["others"], 2)
    return rng.choice([f"Declare war on {a} and {b}", f"DoW {a}, {b}"]), [f"declare war on {a}", f"declare war on {b}"]


def alliance(f, rng):
    target = rng.choice(f["others"])
    forms = [f"Alliance with {target}", f"Propose an alliance to {target}", f"Ally with {target}",
             f"Sign an alliance with {target}", f"Form alliance with {target}", f"Ally with {PEOPLE[target]}"]
    return rng.choice(forms), [f"alliance with {target}"]


def peace(f, rng):
    target = rng.choice(f["others"])
    forms = [f"Offer peace to {target}", f"Peace with {target}", f"Make peace with {target}",
             f"Propose peace to {target}", f"Sign peace with {target}", f"Make peace with {PEOPLE[target]}"]
    return rng.choice(forms), [f"peace with {target}"]


def gift(f, rng):
    target = rng.choice(f["others"])
    n = rng.choice([2, 5, 10, 15])
    forms = [f"Give {target} {n} gold", f"Send {n} gold to {target} as a loan", f"Give {n} gold to {target}",
             f"Gift {n} gold to {target}", f"Pay {target} {n} gold", f"send {n} gold to {target}",
             f"{n} gold to {target}", f"Give {n} gold to {PEOPLE[target]}"]
    return rng.choice(forms), [f"give {n} gold to {target}"]


ORDERS = [move, move, move, move_from, hold, hold, scout, move_and_scout, two_corps, squadron, squadron, build,
          build, build_mixed, build_squadron, annex, annex_two, war, war_two, alliance, peace, gift]


def _unknown_place(f, rng):
    letter = rng.choice(sorted(f["corps"]))
    place = rng.choice(["Narnia", "Atlantis", "the front", "Mordor"])
    return rng.choice([f"{letter} - {place}", f"Corps {letter} marches to {place}"]), place


def _no_unit(f, rng):
    where = rng.choice(f["home"])
    return rng.choice([f"Build 2 dragoons of the guard in {where}", f"Build whatever is cheapest in {where}"]), where


def _vague(f, rng):
    return rng.choice([("Attack!", "Attack!"), ("Move everything to the border", "Move everything"),
                       ("Annex", "Annex"), ("Declare war", "Declare war")])


REFUSED = [_unknown_place, _no_unit, _vague]


def unit(canonical: str) -> str | None:
    """What an order commands (a corps, a squadron, relations with a nation): one order each a message."""
    m = re.match(r"^(?:([A-Z]) |(squadron \d+)|(?:declare war on|alliance with|peace with) (.+))", canonical)
    return next((g for g in m.groups() if g), None) if m else None
