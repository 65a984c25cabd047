"""Orders written in French, German, Spanish or Italian, put word for word into the English every
ruleset reads ("3 ejércitos de 14 a 15" -> "3 armies from 14 to 15", "Korps B marschiert nach
Bayern" -> "Corps B marches to Bayern"); place names, other-language ones too (engine.words.gazetteer),
are kept as written for the map to recognise. Only common order words, unit words, numbers and
prepositions are known: a line whose English still does not read is refused as written.

One left-to-right pass over the words; the phrases tried at each word are a few, of a few words.
"""

from __future__ import annotations

from engine.words.gazetteer import OTHER_NAMES

_VERBS = {
    "move": "muovo muove muovono muovere muevo mueve mueven mover déplace déplacent déplacer deplacer deplace bewegt bewege bewegen pasa pasan passe "
             "passent passa passano zieht ziehen",
    "marches": "marche marchent marcha marchan marcia marciano marchiert marschiert marschieren marschiere",
    "advances": "avance avancent avanza avanzan avanzano rückt rueckt",
    "sails": "navigue naviguent navega navegan naviga navigano segelt segeln",
    "goes": "va vont",
    "stays": "reste restent resta restano queda quedan bleibt bleiben rimane rimangono demeure",
    "holds": "tient tiennent hält tiene mantiene",
    "hold": "halten tenir mantener tenere",
    "commit": "einsetzen engager comprometer impegnare",
    "fight on": "weiterkämpfen weiterkaempfen",
    "guard": "garde guardia",
    "surrender": "kapitulation rendición rendicion reddition capitulation resa",
    "buy": "achète achete acheter achetez achète compro compra comprare comprar compramos kaufe kauft kaufen",
    "build": "construire construit construis construisent construisons construir construye construyo construimos "
             "costruisco costruisce costruire baue baut bauen",
    "raise": "recrute recruter recluta reclutar recluto arruola arruolo rekrutiert rekrutiere",
    "attack": "attaque attaquent attaquer ataca atacan atacar attacca attaccano attaccare",
    "invest": "investir investit investis investissons invertir invierte invertimos investire investe investo "
              "investiert investiere investieren",
    "scouts": "éclaire eclaire explora esplora erkundet",
    "annex": "annexe annexer anexa anexar annette annettere annektiert annektiere",
    "lands": "débarque débarquent debarque debarquent desembarca desembarcan sbarca sbarcano landet",
    "embarks": "embarque embarquent embarca embarcan imbarca imbarcano",
    "escapes": "fuit fuient huye huyen fugge fuggono flieht fliehen entkommt",
    "then": "puis ensuite luego después poi quindi dann danach",
    "and": "et und y e ed",
    "with": "avec con mit",
    "in": "dans nel nella im",
    "army": "armée armee ejército ejercito esercito",
    "armies": "armées armees ejércitos ejercitos eserciti armeen",
    "ship": "navire barco nave schiff vaisseau",
    "ships": "navires barcos navi schiffe vaisseaux buques",
    "fleet": "flotte flota flotta",
    "corps": "cuerpo corpo korps",
    "squadron": "escadre escuadra squadra geschwader",
    "squadrons": "escadres escuadras squadre",
    "infantry": "infanterie infantería infanteria fanteria",
    "cavalry": "cavalerie kavallerie caballería caballeria cavalleria",
    "artillery": "artillerie artillería artilleria artiglieria",
    "unit": "unité unite einheit unidad unità",
    "units": "unités unites einheiten unidades",
    "cheese": "fromage fromages queso quesos käse formaggio formaggi",
    "trade": "commerce comercio commercio handel",
    "general": "général",
    "1": "un une ein eine eins uno una",
    "2": "deux zwei dos due", "3": "trois drei tres tre", "4": "quatre vier cuatro quattro",
    "5": "cinq fünf cinco cinque", "6": "six sechs seis sei", "7": "sept sieben siete sette",
    "8": "huit acht ocho otto", "9": "neuf neun nueve nove", "10": "dix zehn diez dieci",
}
# Dutch and Polish, apart: their small words mean other things in the languages above ('de', 'en',
# 'do', 'w', 'i'), so those are read as Dutch or Polish only on a line that is (DUTCH_SMALL, POLISH_SMALL).
_DUTCH = {
    "move": "verplaats verplaatst verplaatsen beweeg beweegt bewegen", "marches": "marcheert marcheren trekt trekken",
    "advances": "rukt", "sails": "zeilt zeilen vaart varen", "goes": "gaat gaan", "stays": "blijft blijven",
    "holds": "houdt", "buy": "koop koopt kopen", "build": "bouw bouwt bouwen", "raise": "rekruteer rekruteert werf",
    "attack": "aanvallen", "invest": "investeer investeert investeren", "annex": "annexeer annexeert annexeren",
    "intercepts": "onderschept", "intercept": "onderscheppen", "then": "dan daarna vervolgens", "with": "met",
    "declares war on": "verklaart", "declare war on": "verklaar verklaren", "attacks": "valt", "give": "geef geeft geven",
    "gold": "goud", "peace": "vrede",
    "army": "leger", "armies": "legers", "ship": "schip", "ships": "schepen", "fleet": "vloot", "fleets": "vloten",
    "squadron": "eskader", "squadrons": "eskaders", "unit": "eenheid", "units": "eenheden", "cheese": "kaas",
    "general": "generaal", "Channel fleet": "kanaalvloot", "not": "niet",
    "1": "één", "2": "twee", "3": "drie", "5": "vijf", "6": "zes", "7": "zeven", "9": "negen", "10": "tien",
}
_POLISH = {
    "move": "przesuń przesuwa przesuwam przenieś przenosi rusza ruszają", "marches": "maszeruje maszerują maszeruj",
    "sails": "płynie płyną żegluje", "goes": "idzie idą", "stays": "zostaje zostają pozostaje pozostają",
    "holds": "stoi stoją", "buy": "kup kupuje kupuję kupujemy kupić", "build": "zbuduj buduj zbudować budować buduje "
    "budujemy zbuduję zbudujemy", "raise": "rekrutuj zrekrutuj werbuj zwerbuj", "attack": "atakuj atakuje atakują "
    "zaatakuj zaatakować", "invest": "inwestuj zainwestuj inwestuje inwestujemy", "annex": "anektuj anektuje zaanektuj",
    "intercepts": "przechwytuje", "intercept": "przechwytują przechwytywać", "then": "potem następnie", "and": "oraz",
    "army": "armia armię", "armies": "armie armii armiami", "ship": "statek okręt", "ships": "statki statków okręty okrętów",
    "fleet": "flota flotę", "corps": "korpus", "squadron": "eskadra eskadrę", "squadrons": "eskadry eskadr",
    "infantry": "piechota piechotę piechoty", "cavalry": "kawaleria kawalerię kawalerii",
    "artillery": "artyleria artylerię artylerii", "unit": "jednostka jednostkę", "units": "jednostki jednostek",
    "cheese": "ser sera", "general": "generał generała generałem", "give": "daj dajemy przekaż przekazuje",
    "gold": "złota złoto", "peace": "pokój", "Baltic": "bałtycka bałtycką", "not": "nie",
    "1": "jeden jedna jedną jedno", "2": "dwa dwie", "3": "trzy", "4": "cztery", "5": "pięć", "6": "sześć",
    "7": "siedem", "8": "osiem", "9": "dziewięć", "10": "dziesięć",
}
_OF_DUTCH = {w: english for english, ws in _DUTCH.items() for w in ws.split()}
_OF_POLISH = {w: english for english, ws in _POLISH.items() for w in ws.split()}
WORDS: dict[str, str] = {**_OF_DUTCH, **_OF_POLISH,
                         **{w: english for english, ws in _VERBS.items() for w in ws.split()}}
# The small words of a Dutch or a Polish line: a line holding one of them (or a word of its table) is read so.
DUTCH_SMALL = {"van": "from", "naar": "to", "de": "", "het": "", "'t": "", "en": "and", "op": "to", "een": "1", "aan": "to"}
POLISH_SMALL = {"z": "from", "ze": "from", "do": "to", "na": "to", "w": "in", "we": "in", "i": "and"}
_DUTCH_SIGNS = frozenset(_OF_DUTCH) | {"van", "naar", "het"}
_POLISH_SIGNS = frozenset(_OF_POLISH)

# Phrases of several words, tried first at each word (lower case, as split on spaces).
PHRASES: dict[tuple[str, ...], str] = {
    tuple(k.split()): v for k, v in {
        "déclare la guerre à": "declares war on", "déclare la guerre au": "declares war on",
        "declara la guerra a": "declares war on", "declara la guerra al": "declares war on",
        "dichiara guerra a": "declares war on", "dichiara la guerra a": "declares war on",
        "dichiara guerra alla": "declares war on", "dichiara guerra al": "declares war on",
        "s'allie avec": "allies with", "se alía con": "allies with", "se alia con": "allies with",
        "si allea con": "allies with", "verbündet sich mit": "allies with",
        "alliance avec": "alliance with", "alianza con": "alliance with", "alleanza con": "alliance with",
        "bündnis mit": "alliance with", "paix avec": "peace with", "paz con": "peace with", "pace con": "peace with",
        "frieden mit": "peace with", "se rend en": "goes to", "se rend à": "goes to", "se rend au": "goes to",
        "se rend dans": "goes to", "se rendent en": "go to", "se rend": "goes", "se queda": "stays", "se rendent": "go",
        "stehender befehl": "standing", "stehende befehle": "standing",
        "orden permanente": "standing", "ordre permanent": "standing",
        "ordine permanente": "standing", "seguir luchando": "fight on", "continuer le combat": "fight on",
        "continuare a combattere": "fight on", "continuer à combattre": "fight on",
        "resta in": "stays in", "reste en": "stays in", "reste à": "stays in", "bleibt in": "stays in",
        "se queda en": "stays in", "queda en": "stays in",
        # Ships that keep out of a fight: 'nessun combattimento', 'sin combate', 'pas de combat', 'kein Kampf'.
        "nessun combattimento": "no combat", "niente combattimento": "no combat", "senza combattere": "no combat",
        "senza combattimento": "no combat", "sin combate": "no combat", "sin combatir": "no combat",
        "ningún combate": "no combat", "ningun combate": "no combat", "pas de combat": "no combat",
        "sans combat": "no combat", "sans combattre": "no combat", "kein kampf": "no combat",
        "ohne kampf": "no combat", "keine schlacht": "no combat",
        "con le navi": "with the ships", "con los barcos": "with the ships", "avec les navires": "with the ships",
        "mit den schiffen": "with the ships", "con la flota": "with the fleet", "con la flotta": "with the fleet",
        "avec la flotte": "with the fleet", "mit der flotte": "with the fleet",
        # Dutch ('X verklaart Y de oorlog': the verb declares, 'de oorlog' after the nation is left out).
        "verklaart de oorlog aan": "declares war on", "verklaren de oorlog aan": "declare war on",
        "verklaar de oorlog aan": "declare war on", "de oorlog": "", "oorlog aan": "war on",
        "onderschept niet": "does not intercept", "onderscheppen niet": "do not intercept",
        "niet onderscheppen": "do not intercept", "sluit vrede met": "makes peace with", "vrede met": "peace with",
        "sluit een bondgenootschap met": "allies with", "bondgenootschap met": "alliance with",
        "verbond met": "alliance with", "blijft staan": "holds", "blijven staan": "hold",
        # Polish.
        "wypowiada wojnę": "declares war on", "wypowiadamy wojnę": "declare war on", "wypowiedz wojnę": "declare war on",
        "wypowiedzieć wojnę": "declare war on", "wojna z": "war on", "wojnę z": "war on",
        "zawiera sojusz z": "allies with", "zawieramy sojusz z": "ally with", "sojusz z": "alliance with",
        "zawiera pokój z": "makes peace with", "zawieramy pokój z": "make peace with", "pokój z": "peace with",
        "nie przechwytuje": "does not intercept", "nie przechwytują": "do not intercept",
        "nie przechwytywać": "do not intercept",
    }.items()}
_LONGEST_PHRASE = max(len(k) for k in PHRASES)

# Articles and reflexive pronouns ('si muove', 'bewegt sich'): left out, except inside a name ('Castilla la Vieja').
ARTICLES = frozenset("le la les l' el los las il lo gli der die das den dem des si se sich".split())
# 'from' and 'to' of a move: 'de 14 a 15', 'da 37 a 36', 'von Bayern nach Sachsen', 'de Lorraine en Alsace'.
FROM = frozenset("de da von desde dal dalla dallo du del des d'".split())
TO = frozenset("a à al au aux vers nach hacia verso alla allo ai zu zum zur sur".split())
IN = frozenset("en in".split())

# Names with words of their own language in them, kept whole ('Golfe de Gascogne').
_NAMES: dict[str, list[tuple[str, ...]]] = {}
for _others in OTHER_NAMES.values():
    for _name in _others:
        _key = tuple(_name.casefold().split())
        if len(_key) > 1:
            _NAMES.setdefault(_key[0], []).append(_key)


def in_english(text: str) -> str:
    """The line with its French, German, Spanish and Italian order words in English; the line as
    written when it holds none."""
    words = text.split(" ")
    low = [w.casefold().strip(".,;:!") for w in words]
    out: list[str] = []
    after_from = False
    small = _small_words(low)
    i = 0
    while i < len(words):
        name = next((k for k in _NAMES.get(low[i], ()) if tuple(low[i:i + len(k)]) == k), None)
        if name is not None:
            out += words[i:i + len(name)]
            i += len(name)
            continue
        phrase = next((k for n in range(min(_LONGEST_PHRASE, len(words) - i), 1, -1)
                       if (k := tuple(low[i:i + n])) in PHRASES), None)
        if phrase is not None:
            _put(out, PHRASES[phrase], _tail(words[i + len(phrase) - 1]))
            i += len(phrase)
            continue
        word, key = words[i], low[i]
        if key in small and not (word.strip(".,;:!").isupper() and len(key) == 1 and key != "i"):
            english = small[key] if key != "aan" or i + 1 < len(words) else ""   # 'valt Beieren aan'
            _put(out, "to" if english == "in" and after_from else english, _tail(word))
            after_from = english == "from" or after_from and english not in ("to", "in")
            i += 1
            continue
        if key.startswith(("l'", "d'")) and len(key) > 2:     # "l'Alsace", "d'Alsace"
            if key.startswith("d'"):
                out.append("from")
                after_from = True
            word, key = word[2:], key[2:]
        if word.strip(".,;:!").isupper() and len(key) <= 4:
            out.append(word)                    # 'A', 'E', 'IV': a corps, never a word of a language
            i += 1
            continue
        inside_name = 0 < i < len(words) - 1 and all(w[:1].isupper() and w[1:2].islower() for w in (words[i - 1], words[i + 1])) \
            and not any(w in TO for w in low[i + 1:])      # 'Castilla la Vieja', but 'de Sevilla a Granada'
        if key in TO and i > 0 and word[:1].islower():
            inside_name = False
        if key in ARTICLES and not inside_name:
            i += 1
            continue
        if key in FROM and not inside_name and i + 1 < len(words):
            out.append("from")
            after_from = True
        elif key in TO and not inside_name and i > 0:
            out.append("to" + _tail(word))
            after_from = False
        elif key in IN and (not inside_name or after_from):      # 'de Lorraine en Alsace': a route
            out.append(("to" if after_from else "in") + _tail(word))
            after_from = False
        elif key in WORDS:
            english = WORDS[key]
            out.append((english.capitalize() if word[:1].isupper() and not english.isdigit() else english) + _tail(word))
        else:
            out.append(word)
        i += 1
    return " ".join(out)


def _small_words(low: list[str]) -> dict[str, str]:
    """The small words of a Dutch or Polish line ('van', 'naar'; 'z', 'do', 'w'), none for another line."""
    if any(w in _DUTCH_SIGNS for w in low):        # 'van' is 'from' in a move, else 'of' ('de vloot van Brest')
        return DUTCH_SMALL if "naar" in low or "->" in low else {**DUTCH_SMALL, "van": "of"}
    if any(w in _POLISH_SIGNS for w in low):
        return POLISH_SMALL
    return {}


def _put(out: list[str], english: str, tail: str) -> None:
    """English words put out, or only the punctuation they end with when the words are left out ('de oorlog.')."""
    if english:
        out.append(english + tail)
    elif tail and out:
        out[-1] += tail


def _tail(word: str) -> str:
    """The punctuation a word ends with ('15.', 'Bayern,')."""
    end = len(word.rstrip(".,;:!"))
    return word[end:]


# Words of those languages that are English words too: they alone do not make a line foreign.
_ALSO_ENGLISH = frozenset("e y due nave otto a la de in con general une tiene passe met dan leger ser not".split())


def is_foreign(text: str) -> bool:
    """Whether the line holds an order word, unit word or phrase of those languages."""
    low = [w.casefold().strip(".,;:!()") for w in text.split(" ")]
    if any(w in WORDS and w not in _ALSO_ENGLISH for w in low):
        return True
    return any(tuple(low[i:i + len(k)]) == k for i in range(len(low)) for k in _PHRASES_AT.get(low[i], ()))


_PHRASES_AT: dict[str, list[tuple[str, ...]]] = {}
for _k in PHRASES:
    _PHRASES_AT.setdefault(_k[0], []).append(_k)
