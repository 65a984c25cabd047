"""Orders written in French, German, Spanish or Italian, put word for word into the English every
ruleset reads ("3 ejércitos de 14 a 15" -> "3 armies from 14 to 15", "Korps B marschiert nach
Bayern" -> "Corps B marches to Bayern"); place names, other-language ones too (engine.words.gazetteer),
are kept as written for the map to recognise. Only common order words, unit words, numbers and
prepositions are known: a line whose English still does not read is refused as written.

One left-to-right pass over the words; the phrases tried at each word are a few, of a few words.
"""

from __future__ import annotations

from functools import lru_cache

from engine.words.gazetteer import OTHER_NAMES
from engine.words.languages import DUTCH, POLISH, ROMANCE_AND_GERMAN, LANGUAGES, SCANDINAVIAN, words_of

# Dutch and Polish, apart: their small words mean other things in the languages above ('de', 'en',
# 'do', 'w', 'i'), so those are read as Dutch or Polish only on a line that is (DUTCH_SMALL, POLISH_SMALL).
_OF_DUTCH = words_of(DUTCH)
_OF_POLISH = words_of(POLISH)
_OF_SCANDINAVIAN = words_of(SCANDINAVIAN)
WORDS: dict[str, str] = {**_OF_SCANDINAVIAN, **_OF_DUTCH, **_OF_POLISH}
for _language in reversed(ROMANCE_AND_GERMAN):           # the first language's English wins a word spelt alike
    WORDS.update(words_of(_language))
# The small words of a Dutch or a Polish line: a line holding one of them (or a word of its table) is read so.
DUTCH_SMALL = {"van": "from", "naar": "to", "de": "", "het": "", "'t": "", "en": "and", "op": "to", "een": "1", "aan": "to"}
POLISH_SMALL = {"z": "from", "ze": "from", "do": "to", "na": "to", "w": "in", "we": "in", "i": "and", "przez": "via"}
_DUTCH_SIGNS = frozenset(_OF_DUTCH) | {"van", "naar", "het"}
_POLISH_SIGNS = frozenset(_OF_POLISH)
# Danish, Norwegian, Swedish: 'Korps A til Hannover', 'B fra Holstein til Hannover', 'bygger 2 infanteri i Bergen'.
NORDIC_SMALL = {"til": "to", "till": "to", "fra": "from", "från": "from", "mod": "to", "mot": "to", "i": "in",
                "og": "and", "och": "and", "ett": "1", "två": "2", "tva": "2"}
_NORDIC_SIGNS = frozenset(_OF_SCANDINAVIAN) | {"til", "fra", "från", "og", "och"}

# Phrases of several words, tried first at each word (lower case, as split on spaces).
PHRASES: dict[tuple[str, ...], str] = {
    tuple(k.split()): v for language in LANGUAGES for k, v in language.phrases.items() if " " in k}
_LONGEST_PHRASE = max(len(k) for k in PHRASES)

# Articles and reflexive pronouns ('si muove', 'bewegt sich'): left out, except inside a name ('Castilla la Vieja').
ARTICLES = frozenset("le la les l' el los las il lo gli der die das den dem des si se sich".split())
# 'from' and 'to' of a move: 'de 14 a 15', 'da 37 a 36', 'von Bayern nach Sachsen', 'de Lorraine en Alsace'.
FROM = frozenset("de da di von aus desde dal dalla dallo du del des d'".split())
TO = frozenset("a à al au aux vers nach hacia verso alla allo ai zu zum zur sur".split())
IN = frozenset("en in".split())

# Names with words of their own language in them, kept whole ('Golfe de Gascogne').
_NAMES: dict[str, list[tuple[str, ...]]] = {}
for _others in OTHER_NAMES.values():
    for _name in _others:
        _key = tuple(_name.casefold().split())
        if len(_key) > 1:
            _NAMES.setdefault(_key[0], []).append(_key)


@lru_cache(maxsize=256)      # a function of the words alone, asked for again by the stages of one line
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
        if key == "ein" and (i + 1 == len(words) or _tail(word)):
            _put(out, "", _tail(word))          # 'Korps C rückt nach Warschau ein.': the verb's particle, no count
            i += 1
            continue
        roman = key == "i" and i and out and (out[-1].casefold() in ("corps", "korps") or word.strip(".,;:!") == "I"
                                              and not words[i - 1].endswith((".", ":")))    # 'Korpus I maszeruje'
        if key in small and not roman and not (word.strip(".,;:!").isupper() and len(key) == 1 and key != "i"):
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
        if key in TO and i > 0 and word[:1].islower() or key == "aus":     # no name has 'aus' inside it
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
        elif key in _SEA_WORDS and i + 1 < len(words) and words[i + 1][:1].isupper() and not _tail(word):
            out.append(words[i + 1].rstrip(".,;:!") + " Sea" + _tail(words[i + 1]))    # 'la mer Fondue': 'Fondue Sea'
            i += 1
        elif key in WORDS:
            english = WORDS[key]
            if english.isdigit() and not _counts(low[i + 1:i + 2]):
                english = _NUMBER_NAMES.get(english, english)   # 'Die drei aus Rostopki': 'three', never place 3
            out.append((english.capitalize() if word[:1].isupper() and not english.isdigit() else english) + _tail(word))
        else:
            out.append(word)
        i += 1
    return " ".join(out)


# 'mer', 'mar', 'mare' before a sea's own name ('la mer Fondue', 'el mar Egeo'): the English name, 'Fondue Sea'.
_SEA_WORDS = frozenset("mer mar mare".split())
_NUMBER_NAMES = dict(zip("1 2 3 4 5 6 7 8 9 10".split(), "one two three four five six seven eight nine ten".split()))


def _counts(after: list[str]) -> bool:
    """Whether the word after a number word is what it counts: a unit word of a language, English or a digit's
    ('drei Korps', 'zwei Infanterie'); otherwise the number stands alone ('die drei aus Rostopki')."""
    if not after:
        return False
    word = after[0]
    return word in WORDS and not WORDS[word].isdigit() or word.isalpha() and not word[:1].isupper() and \
        word not in FROM and word not in TO and word not in IN and word not in ("aus", "von", "z", "ze", "van", "fra")


def _small_words(low: list[str]) -> dict[str, str]:
    """The small words of a Dutch, Polish or Scandinavian line ('van', 'naar'; 'z', 'do', 'w'; 'til', 'fra'), none
    for another line."""
    if any(w in _DUTCH_SIGNS for w in low):        # 'van' is 'from' in a move, else 'of' ('de vloot van Brest')
        return DUTCH_SMALL if "naar" in low or "->" in low else {**DUTCH_SMALL, "van": "of"}
    if any(w in _POLISH_SIGNS for w in low):
        return POLISH_SMALL
    if any(w in _NORDIC_SIGNS for w in low):
        return NORDIC_SMALL
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
_ALSO_ENGLISH = frozenset("e y due nave otto a la de in con general une tiene passe met dan leger ser not per pour tour "
                          "estate".split())


# Prepositions of a move found in no English line: 'D nach Hannover', 'C vers la Hollande'.
_SIGNS = frozenset("nach vers verso hacia desde von vom zum zur dalla dallo naar".split())


@lru_cache(maxsize=1024)     # asked several times of each line
def is_foreign(text: str) -> bool:
    """Whether the line holds an order word, unit word, phrase or move preposition of those languages."""
    low = [w.casefold().strip(".,;:!()") for w in text.split(" ")]
    if any(w in WORDS and w not in _ALSO_ENGLISH or w in _SIGNS for w in low):
        return True
    return any(tuple(low[i:i + len(k)]) == k for i in range(len(low)) for k in _PHRASES_AT.get(low[i], ()))


_PHRASES_AT: dict[str, list[tuple[str, ...]]] = {}
for _k in PHRASES:
    _PHRASES_AT.setdefault(_k[0], []).append(_k)
