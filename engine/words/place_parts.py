"""Other-language names of places built from parts, matched against a map's own names: "Mer de Sardaigne"
(Sardinian Sea), "Finnischer Meerbusen" (Gulf of Finland), "Fondue-Meer" (Fondue Sea), "Mediterraneo
occidentale" (Western Mediterranean), and names with a title before them ("Kurhannover", "Herzogtum Baden",
"Royaume de Naples"). A kind of place (sea, gulf, coast...) or a direction is put in English; the other words
must begin as a word of the map's name does (four letters or more alike: Sardaigne, Sardinian). A name is
taken only when exactly one place of the map fits it: a name never stands for two places.

Each name is looked at once per map (kept), by a pass over the map's names: linear in its length."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterable

# Kinds of place in French, German, Spanish, Italian, Dutch and Polish, by the English word of the maps.
_KINDS = {
    "sea": "mer mar mare meer see zee morze",
    "gulf": "golfe golfo golf meerbusen busen zatoka",
    "bay": "baie bahia baia bucht baai zatoka golfe golfo golf",
    "bight": "bucht",
    "strait": "detroit estrecho stretto strasse meerenge zeestraat ciesnina",
    "straits": "detroits",
    "channel": "canal canale kanal kanaal",
    "lagoon": "lagune laguna",
    "coast": "cote costa kuste kueste kust wybrzeze",
    "shore": "cote costa kuste kueste rivage orilla riva kust",
    "ocean": "ocean oceano ozean oceaan",
    "hills": "collines colinas colline hugel heuvels wzgorza",
    "mountains": "montagnes montanas montagne berge gebirge bergen gory",
    "sound": "sund detroit",
    "islands": "iles islas isole inseln eilanden wyspy",
    "island": "ile isla isola insel eiland wyspa",
    "plain": "plaine llanura pianura ebene vlakte",
    "forest": "foret bosque foresta wald bos las",
    "marsh": "marais pantano palude sumpf moeras bagno",
    "valley": "vallee valle tal dal dolina",
}
_DIRECTIONS = {
    "western": "occidental occidentale occidentales westliches westliche westlicher westlichen westelijke zachodnie zachodni",
    "eastern": "oriental orientale orientales ostliches ostliche ostlicher ostlichen oostelijke wschodnie wschodni",
    "northern": "septentrional septentrionale settentrionale nordliches nordliche nordlicher noordelijke polnocne",
    "southern": "meridional meridionale sudliches sudliche sudlicher zuidelijke poludniowe",
    "north": "nord norte noord", "south": "sud sur zuid", "west": "ouest oeste ovest", "east": "est este ost oost",
    "upper": "haute haut alta alto ober obere oberes", "lower": "basse bas baja bajo bassa basso nieder niedere unter",
    "great": "grand grande gross grosse groot", "little": "petit petite pequeno piccolo klein kleine",
    "new": "nouvelle nouveau nueva nuevo nuova nuovo neu neue nieuw", "old": "vieille vieux vieja viejo vecchia alt alte oud",
}
# Words of seas' and regions' names whose forms in those languages do not begin as the English word does.
_NAME_WORDS = {
    "finland": "finnischer finnische finnischen finnois finlandese finlandes finski finska fins finse",
    "bothnia": "bottnischer bottnische botnie bothnie botnia botnico botnisch", "biscay": "biscaye biskaya vizcaya",
    "lion": "leone leon lowen lowe", "azov": "azow asow azof", "white": "blanche blanca bianco weisses weisse biale witte",
    "black": "noire negro nero schwarzes schwarze czarne zwarte", "red": "rouge rojo rosso rotes rote czerwone rode",
    "irish": "irlande irlanda irische irlandzkie ierse", "aegean": "egee egeo agaische agaisches egejskie",
    "ionian": "ionienne ionio jonico ionisches jonskie", "adriatic": "adriatique adriatico adriatisches adriatyckie",
    "tyrrhenian": "tyrrhenienne tirreno tyrrhenisches tyrrenskie", "ligurian": "ligure ligurisches liguryjskie",
    "balearic": "baleares baleari balearisches balearskie", "libyan": "libye libia libysches libijskie",
    "candia": "candie", "crete": "creta kreta", "cadiz": "cadix kadyks", "sicily": "sicile sicilia sizilien sycylia",
    "north": "nord norte noord polnocne", "baltic": "baltique baltico baltisches baltyckie", "marmara": "marmora",
    "gibraltar": "gibilterra gibraltaru", "english": "anglais inglese", "norwegian": "norvegienne noruego norvegese",
    "atlantic": "atlantique atlantico atlantischer atlantycki",
}
_NAME_WORD = {w: english for english, ws in _NAME_WORDS.items() for w in ws.split()}
# Small words between the parts ('Mer de Sardaigne', 'Golfo del Leone', 'Meer von Azov'), left out.
_LINKS = frozenset("de du des d di del della dello dei degli von vom van der den het of the la le les el il lo l".split())
# Titles before a place's name: 'Kurhannover', 'Herzogtum Baden', 'Royaume de Naples', 'Electorate of Saxony'.
_TITLES = tuple(sorted((
    "kurfürstentum ", "herzogtum ", "großherzogtum ", "grossherzogtum ", "königreich ", "koenigreich ", "fürstentum ",
    "grafschaft ", "markgrafschaft ", "erzherzogtum ", "landgrafschaft ", "duché de ", "duché d'", "grand-duché de ",
    "royaume de ", "royaume d'", "comté de ", "principauté de ", "électorat de ", "margraviat de ", "ducato di ",
    "granducato di ", "regno di ", "contea di ", "principato di ", "elettorato di ", "ducado de ", "reino de ",
    "condado de ", "principado de ", "electorado de ", "electorate of ", "duchy of ", "grand duchy of ", "kingdom of ",
    "county of ", "principality of ", "margraviate of ", "archduchy of ", "landgraviate of ", "hertogdom ",
    "koninkrijk ", "graafschap ", "księstwo ", "królestwo ", "elektorat ", "kur"), key=len, reverse=True))
# German compounds ending with the kind of place: 'Fondue-Meer', 'Adoenküste', 'Bottnischer Meerbusen'.
_COMPOUND_ENDS = ("meerbusen", "meer", "see", "kuste", "bucht", "golf", "strasse", "kanal", "zee", "kust", "baai")

_ENGLISH: dict[str, tuple[str, ...]] = {}
for _english, _words in (*_KINDS.items(), *_DIRECTIONS.items()):
    for _w in _words.split():
        _ENGLISH[_w] = (*_ENGLISH.get(_w, ()), _english)
_MOST_WORDS = 5         # a place's name is a few words; a longer text is no name
_ALIKE = 4              # letters two names' words begin with alike ('Sard-aigne', 'Sard-inian')


def plain(word: str) -> str:
    """A word in lower case without its accents ('Küste' -> 'kuste', 'Détroit' -> 'detroit')."""
    return "".join(c for c in unicodedata.normalize("NFKD", word.casefold()) if not unicodedata.combining(c))


def _parts(text: str) -> list[str]:
    """The words of a name, plain, its small linking words left out and German compounds cut
    ('Fondue-Meer' -> ['fondue', 'meer'], "Mer d'Irlande" -> ['mer', 'irlande'])."""
    out: list[str] = []
    for raw in text.replace("-", " ").replace("'", " ").replace("\u2019", " ").split():
        word = plain(raw.strip(".,;:()"))
        if not word or word in _LINKS:
            continue
        end = next((e for e in _COMPOUND_ENDS if word.endswith(e) and len(word) - len(e) >= 3), None)
        if end is not None and word not in _ENGLISH:
            out += [word[:-len(end)], end]
        else:
            out.append(word)
    return out


def _stem(word: str) -> str:
    """An adjective's stem ('finnischer' -> 'finn', 'ligurisches' -> 'ligur', 'tyrrhenian' -> 'tyrrhen')."""
    for end in ("ischen", "ischer", "isches", "ische", "isch", "ian", "ienne", "ien", "ese", "ico", "ica", "ique",
                "ic", "an", "o", "a", "e"):
        if word.endswith(end) and len(word) - len(end) >= _ALIKE:
            return word[:-len(end)]
    return word


def _alike(foreign: str, english: str) -> bool:
    """Whether a word of another language and a word of the map's name are one name ('sardaigne',
    'sardinian'; 'finnischer', 'finland'): the same, or begin with four letters alike or more."""
    if foreign == english:
        return True
    a, b = _stem(foreign), _stem(english)
    size = 0
    for x, y in zip(a, b):
        if x != y:
            break
        size += 1
    return size >= _ALIKE and (size >= min(len(a), len(b)) - 3)


def parted(places: Iterable[tuple[str, str]]) -> list[tuple[str, list[str]]]:
    """(id, the parts of its name) for every (id, name): what `PlaceParts` matches against, the same for
    every message on one map (engine.words.reading keeps it per map)."""
    return [(rid, [w for w in _parts(name)]) for rid, name in places]


class PlaceParts:
    """The places of one map by the parts of their names, to match names built of parts in other
    languages: `find(text)` is the one place's id, or None."""

    def __init__(self, places: list[tuple[str, list[str]]], known: Callable[[str], str | None]):
        """`places`: `parted` of (id, name) for every name and alias of every place; `known`: the id of a
        name the map or the gazetteer knows whole, or None."""
        self._places = places
        self._known = known
        self._seen: dict[str, str | None] = {}

    def find(self, text: str) -> str | None:
        key = text.strip().casefold()
        if key not in self._seen:
            if len(self._seen) > 4096:
                self._seen.clear()
            self._seen[key] = self._find(text.strip())
        return self._seen[key]

    def _find(self, text: str) -> str | None:
        low = text.casefold()
        if len(low) > 80 or len(low.split()) > _MOST_WORDS:
            return None
        title = next((t for t in _TITLES if low.startswith(t)), None)
        if title is not None and len(low) - len(title) >= 4:
            rest = text[len(title):].strip()
            found = self._known(rest[:1].upper() + rest[1:])
            if found is not None:
                return found            # 'Kurhannover', 'Royaume de Naples'
        said = _parts(text)
        if not 2 <= len(said) <= _MOST_WORDS or not any(w in _ENGLISH for w in said):
            return None                 # a kind of place or a direction, and a name: 'Mer de Sardaigne'
        fits = {rid for rid, words in self._places if self._fits(said, words)}
        return next(iter(fits)) if len(fits) == 1 else None

    def _fits(self, said: list[str], words: list[str]) -> bool:
        """Whether the parts of a foreign name are, one for one, the words of a map's name (in any order:
        'Mer de Sardaigne' is 'Sardinian Sea'); a kind or a direction only as its English word."""
        if len(words) != len(said):
            return False
        left = list(words)
        names = 0
        for part in said:
            english = _ENGLISH.get(part)
            match = next((w for w in left if w in english), None) if english else None
            if match is None and part in _NAME_WORD:
                match = next((w for w in left if w == _NAME_WORD[part]), None)
                names += match is not None
            if match is None:
                match = next((w for w in left if w not in _KIND_WORDS and _alike(part, w)), None)
                names += match is not None
            if match is None:
                return False
            left.remove(match)
        return names >= 1


_KIND_WORDS = frozenset(_ENGLISH_WORD for _ENGLISH_WORD in (*_KINDS, *_DIRECTIONS))
