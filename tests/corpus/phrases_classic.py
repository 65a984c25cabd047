"""Pieces of classic NES orders as players write them (seed 001's words), each with its canonical
form (docs/rules/classic.md), for the bundled Classic Europe start: real army and ship positions."""

from __future__ import annotations

import re

# armies: province -> (count, land neighbours); ships: sea -> (count, neighbouring seas, coast)
NATIONS = {
    "Britain": dict(nation="Britain", adj="British", sign="Arthur", cry="Rule Britannia!",
                    armies={"3": (3, ["2", "5", "6"]), "2": (2, ["1", "3", "5"]), "5": (2, ["4", "6", "3"])},
                    ships={"I": (3, ["C", "J", "K"], ["20", "19", "22"])}, home=["3", "2", "5", "1"],
                    names={"3": "London", "2": "Wessex", "5": "Mercia"}, others=["France", "Vikings", "Spain"]),
    "France": dict(nation="France", adj="French", sign="Charles", cry="Montjoie Saint-Denis!",
                   armies={"21": (3, ["22", "24", "26", "27"]), "20": (2, ["19", "22", "26"]),
                           "24": (2, ["22", "25", "52", "56"])},
                   ships={"I": (2, ["C", "J", "K"], ["1", "2", "3"])}, home=["21", "20", "24", "25"],
                   names={"21": "Paris", "24": "Lorraine", "20": "Normandy"}, others=["Britain", "Spain", "Italy"]),
    "Spain": dict(nation="Spain", adj="Spanish", sign="Isabella", cry="Santiago!",
                  armies={"14": (3, ["11", "15", "16"]), "13": (2, ["11", "12", "26"]), "16": (2, ["15", "17"])},
                  ships={"N": (2, ["L", "O"], ["110"])}, home=["14", "13", "16", "17"],
                  names={"14": "Castile", "13": "Aragon", "16": "Andalusia"}, others=["France", "Carthage", "Britain"]),
    "Italy": dict(nation="Italy", adj="Italian", sign="Caesar", cry="Roma invicta!",
                  armies={"37": (3, ["36", "38"]), "36": (2, ["34", "35"]), "38": (2, ["39", "40"])},
                  ships={"S": (2, ["Q", "R", "T", "V"], ["30", "31", "32"])}, home=["37", "36", "38", "34"],
                  names={"37": "Rome", "36": "Tuscany", "38": "Naples"}, others=["Austria", "Carthage", "France"]),
    "Austria": dict(nation="Austria", adj="Austrian", sign="Rudolf", cry="Austria erit in orbe ultima!",
                    armies={"76": (3, ["53", "77", "78", "81"]), "75": (2, ["35", "52", "53"]), "79": (2, ["42", "81", "82"])},
                    ships={"U": (1, ["V"], ["39", "40", "41"])}, home=["76", "75", "79", "80"],
                    names={}, others=["Italy", "Prussia", "Turkey", "Russia"]),
    "Prussia": dict(nation="Prussia", adj="Prussian", sign="Albrecht", cry="Gott mit uns!",
                    armies={"58": (3, ["55", "57"]), "59": (2, ["61", "63"]), "63": (2, ["62", "84", "85"])},
                    ships={"E": (2, ["C", "D", "F"], ["66", "69", "70"])}, home=["58", "59", "63", "61"],
                    names={}, others=["Vikings", "Russia", "Austria"]),
    "Vikings": dict(nation="Vikings", adj="Viking", sign="Harald", cry="Skål!",
                    armies={"68": (3, ["64", "65", "71"]), "67": (2, ["65"]), "69": (2, ["71"])},
                    ships={"D": (4, ["C", "E"], ["66", "70", "71"])}, home=["68", "67", "69", "70"],
                    names={}, others=["Prussia", "Britain", "Russia"]),
    "Russia": dict(nation="Russia", adj="Russian", sign="Ivan", cry="Za Rus!",
                   armies={"89": (3, ["88", "93", "96"]), "87": (2, ["84", "88"]), "86": (2, ["73", "74", "84"])},
                   ships={"H": (1, ["F", "G"], ["72", "73", "84"])}, home=["89", "87", "86", "90"],
                   names={}, others=["Turkey", "Prussia", "Vikings"]),
    "Turkey": dict(nation="Turkey", adj="Turkish", sign="Mehmed", cry="For the Sultan!",
                   armies={"48": (3, ["47"]), "97": (2, ["100"]), "98": (2, ["99", "100"])},
                   ships={"M": (2, ["P", "X"], ["44", "45", "46"])}, home=["48", "98", "97", "99"],
                   names={"48": "Constantinople"}, others=["Russia", "Austria", "Italy"]),
    "Carthage": dict(nation="Carthage", adj="Carthaginian", sign="Hannibal", cry="Carthago!",
                     armies={"108": (3, ["107", "109"]), "107": (2, ["106"]), "109": (2, ["110"])},
                     ships={"T": (3, ["R", "S", "V", "W"], ["32"])}, home=["108", "109", "107", "31"],
                     names={}, others=["Italy", "Spain"]),
}

PEOPLE = {"Britain": "British", "France": "French", "Spain": "Spanish", "Italy": "Italians", "Austria": "Austrians",
          "Prussia": "Prussians", "Vikings": "Vikings", "Russia": "Russians", "Turkey": "Turks",
          "Carthage": "Carthaginians"}
NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four"}


def _army(f, rng):
    at = rng.choice(sorted(f["armies"]))
    count, near = f["armies"][at]
    return at, rng.randint(1, count), rng.choice(near)


def _name(f, place, rng):
    return f["names"][place] if place in f["names"] and rng.random() < 0.3 else place


def _n(n, one, many):
    return f"{n} {one if n == 1 else many}"


def march(f, rng):
    at, n, to = _army(f, rng)
    a = _n(n, "army", "armies")
    src = _name(f, at, rng)
    forms = [f"{a} {src} -> {to}", f"{a} from {src} to {to}", f"Move {a} from {src} to {to}", f"{a} {src}-{to}",
             f"{a} {src} - {to}", f"Attack {to} with {a} from {src}", f"{a} from {src} attack {to}",
             f"{a} in {src} move to {to}", f"Send {a} from {src} to {to}", f"{a} {src} → {to}",
             f"{NUMBER_WORDS[n]} {'army' if n == 1 else 'armies'} from {src} to {to}", f"{a} {src} > {to}"]
    return rng.choice(forms), [f"{a} {at} -> {to}"]


def march_all(f, rng):
    at, _, to = _army(f, rng)
    forms = [f"All armies in {at} attack {to}", f"all armies {at} -> {to}", f"Everything from {at} to {to}",
             f"Attack {to} with everything from {at}", f"All my armies in {at} move to {to}"]
    return rng.choice(forms), [f"all armies {at} -> {to}"]


def sail(f, rng):
    sea = rng.choice(sorted(f["ships"]))
    count, near, _ = f["ships"][sea]
    n, to = rng.randint(1, count), rng.choice(near)
    s = _n(n, "ship", "ships")
    kind = rng.random()
    if kind < 0.5:
        forms = [f"{s} {sea} -> {to}", f"{s} from {sea} to {to}", f"Move {s} from {sea} to {to}", f"{s} {sea}-{to}",
                 f"Sail {s} from {sea} to {to}", f"My {s} in {sea} sail to {to}"]
        return rng.choice(forms), [f"{s} {sea} -> {to}"]
    if kind < 0.75:
        target = rng.choice(f["others"])
        forms = [f"{s} {sea} attack {target}", f"My {s} in {sea} attack {target}", f"{s} in {sea} attack the {PEOPLE[target]}",
                 f"{s} {sea} attacks {target}"]
        return rng.choice(forms), [f"{s} {sea} attack {target}"]
    if kind < 0.9:
        forms = [f"{s} {sea}, no combat", f"{s} in {sea} does not get involved in any combat",
                 f"{s} {sea} stay out of combat", f"{s} in {sea} avoid combat"]
        return rng.choice(forms), [f"{s} {sea}, no combat"]
    forms = [f"{s} {sea}, escape", f"{s} in {sea} escape if attacked", f"{s} {sea} escape"]
    return rng.choice(forms), [f"{s} {sea}, escape"]


def transport(f, rng):
    sea = rng.choice(sorted(f["ships"]))
    _, _, coast = f["ships"][sea]
    boarding = [p for p in f["armies"] if sea in NEAR_SEA.get(p, ())]
    if not boarding:
        return march(f, rng)
    at = rng.choice(boarding)
    n = rng.randint(1, f["armies"][at][0])
    to = rng.choice(coast)
    a = _n(n, "army", "armies")
    forms = [f"{a} {at} -> {to} via ships in {sea}", f"{a} from {at} board the ships in {sea} and land in {to}",
             f"{a} from {at} to {to} via {sea}", f"Attack {to} with {a} from {at} (via ships in {sea})",
             f"{a} {at} -> {to} by sea ({sea})"]
    return rng.choice(forms), [f"{a} {at} -> {to} via ships in {sea}"]


NEAR_SEA = {"3": ("I",), "2": ("I",), "20": ("I",), "16": ("N",), "37": ("S", "U"), "36": ("S", "U"),
            "38": ("S", "U"), "58": ("E",), "59": ("E",), "68": ("D",), "67": (), "69": ("D",), "86": ("H",),
            "48": ("M",), "97": ("M",), "108": ("T",), "107": ("T",)}


def buy(f, rng):
    where = rng.choice(f["home"])
    n = rng.choice([1, 1, 2, 2, 3, 4])
    a = _n(n, "army", "armies")
    words = NUMBER_WORDS[n] if rng.random() < 0.4 else str(n)
    if n == 1 and rng.random() < 0.5:
        words = rng.choice(["an", "one"])
    verb = rng.choice(["Buy", "buy", "Build", "Purchase", "Recruit"])
    forms = [f"{verb} {words} {'army' if n == 1 else 'armies'} in {where}", f"{verb} {a} at {where}",
             f"{where}: buy {a}"]
    return rng.choice(forms), [f"buy {a} in {where}"]


def buy_ship(f, rng):
    sea = rng.choice(sorted(f["ships"]))
    n = rng.choice([1, 1, 2])
    s = _n(n, "ship", "ships")
    forms = [f"Buy {s} in {sea}", f"buy {'a ship' if n == 1 else s} in sea {sea}", f"Build {s} in {sea}",
             f"Purchase {'a fleet' if n == 1 else s} in {sea}"]
    return rng.choice(forms), [f"buy {s} in {sea}"]


def buy_both(f, rng):
    where, sea = rng.choice(f["home"]), rng.choice(sorted(f["ships"]))
    return (rng.choice([f"Buy 2 armies in {where} and 1 ship in {sea}", f"buy 2 armies in {where}, 1 ship in {sea}"]),
            [f"buy 2 armies in {where}", f"buy 1 ship in {sea}"])


def gift(f, rng):
    target = rng.choice(f["others"])
    n = rng.choice([3, 5, 10])
    forms = [f"Give {n} gold to {target}", f"Send {n} gold to {target} as a loan", f"Give {target} {n} gold",
             f"loan {n} gold to {target}", f"Pay {target} {n} gold", f"{n} gold to {target}",
             f"Give {n} gold to the {PEOPLE[target]}"]
    return rng.choice(forms), [f"give {n} gold to {target}"]


def conditional(f, rng):
    at, n, to = _army(f, rng)
    enemy = rng.choice(f["others"])
    k = rng.choice([2, 3, 5])
    forms = [(f"If {enemy} has {k} or less armies in {to} then attack it with everything from {at}.",
              f"if {enemy} has {k} or less armies in {to} then all armies {at} -> {to}"),
             (f"If {enemy} has fewer than {k} armies in {to}, then {_n(n, 'army', 'armies')} {at} -> {to}",
              f"if {enemy} has fewer than {k} armies in {to} then {_n(n, 'army', 'armies')} {at} -> {to}"),
             (f"if {enemy} has at least {k} armies in {to} then all armies {at} -> {to}",
              f"if {enemy} has {k} or more armies in {to} then all armies {at} -> {to}")]
    phrase, canonical = rng.choice(forms)
    return phrase, [canonical]


ORDERS = [march, march, march, march, march_all, sail, sail, transport, buy, buy, buy_ship, buy_both, gift,
          conditional]


def _unknown_place(f, rng):
    at = rng.choice(sorted(f["armies"]))
    return rng.choice([f"2 armies {at} -> 250", f"Move 2 armies from {at} to Atlantis"]), at


def _vague(f, rng):
    return rng.choice([("Attack!", "Attack!"), ("Move my armies to the border", "Move my armies"),
                       ("Buy armies", "Buy armies"), ("2 armies attack", "2 armies attack")])


REFUSED = [_unknown_place, _vague]


def unit(canonical: str) -> tuple[str, ...] | None:
    """The provinces and seas whose units an order moves, buys or carries (a
    condition's order after 'then' too): one order from each place a message, so the armies and
    ships a message orders are there when it is judged."""
    order = canonical.rpartition(" then ")[2]
    places = re.findall(r"(?:^(?:\d+|all) (?:army|armies|ships?)|^buy \d+ (?:army|armies|ships?) in|via ships in) (\w+)",
                        order)
    return tuple(places) or None
