"""Whole phrases of orders in French, German, Spanish or Italian (engine.words.foreign puts single words into
English; these are the phrases it tries after, for the ruleset readers), put in the English words every reader takes:
'Corps A marche sur la Champagne' is 'Corps A marches to Champagne', 'Construire 2 infanterie à
Paris' is 'build 2 infantry in Paris', 'Kriegserklärung an Österreich' is 'declare war on
Österreich' (the nation's other names are the reader's own). Only the common verbs and unit words of
orders: a line with none of them is left as written. One pass over the words, the longest phrase
first (at most four words): linear in the line's length."""

from __future__ import annotations

from functools import lru_cache

# Phrases as players write them (lower case, accents as written) and their English.
_PHRASES: dict[str, str] = {
    # Moving: French, German, Spanish, Italian.
    "marche sur": "marches to", "marche vers": "marches to", "marche à": "marches to", "marche au": "marches to",
    "marche en": "marches to", "marchent sur": "march to", "marchent vers": "march to", "se déplace vers": "moves to",
    "se déplace à": "moves to", "se déplace en": "moves to", "avance sur": "advances to", "avance vers": "advances to",
    "avance en": "advances to", "va à": "goes to", "va en": "goes to", "va au": "goes to", "attaque": "attacks",
    "reste à": "stays in", "reste en": "stays in", "reste au": "stays in", "reste": "holds", "tient": "holds",
    "marschiert nach": "marches to", "marschiert in": "marches to", "zieht nach": "moves to", "rückt nach": "advances to",
    "rückt vor nach": "advances to", "greift an": "attacks", "bleibt in": "stays in", "bleibt": "holds",
    "marcha a": "marches to", "marcha hacia": "marches to", "marcha sobre": "marches to", "avanza a": "advances to",
    "avanza hacia": "advances to", "se mueve a": "moves to", "va a": "goes to", "ataca": "attacks",
    "se queda en": "stays in", "permanece en": "stays in", "se queda": "holds", "permanece": "holds",
    "marcia su": "marches to", "marcia verso": "marches to", "marcia a": "marches to", "marcia in": "marches to",
    "avanza verso": "advances to", "si muove verso": "moves to", "si sposta a": "moves to", "attacca": "attacks",
    "resta a": "stays in", "resta in": "stays in", "resta": "holds", "rimane": "holds",
    # Building.
    "construire": "build", "construis": "build", "construit": "build", "bâtir": "build", "lever": "build",
    "recruter": "build", "recrute": "build", "bauen": "build", "baue": "build", "baut": "build", "rekrutiere": "build",
    "ausheben": "build", "construir": "build", "construye": "build", "construyo": "build", "reclutar": "build",
    "recluta": "build", "costruire": "build", "costruisci": "build", "costruisce": "build", "reclutare": "build",
    "arruolare": "build",
    "infanterie": "infantry", "cavalerie": "cavalry", "artillerie": "artillery", "kavallerie": "cavalry",
    "infantería": "infantry", "infanteria": "infantry", "caballería": "cavalry", "caballeria": "cavalry",
    "artillería": "artillery", "artilleria": "artillery", "fanteria": "infantry", "cavalleria": "cavalry",
    "artiglieria": "artillery", "escadre": "squadron", "geschwader": "squadron", "escuadra": "squadron",
    "squadra": "squadron", "korps": "corps", "cuerpo": "corps", "corpo": "corps",
    # Diplomacy.
    "déclarer la guerre à": "declare war on", "déclare la guerre à": "declare war on",
    "déclarons la guerre à": "declare war on", "guerre à": "declare war on", "guerre contre": "declare war on",
    "kriegserklärung an": "declare war on", "erkläre krieg an": "declare war on", "erklären krieg an": "declare war on",
    "krieg gegen": "declare war on", "declarar la guerra a": "declare war on", "declara la guerra a": "declare war on",
    "declaramos la guerra a": "declare war on", "guerra a": "declare war on", "dichiarare guerra a": "declare war on",
    "dichiara guerra a": "declare war on", "dichiariamo guerra a": "declare war on", "guerra contro": "declare war on",
    "paix avec": "peace with", "frieden mit": "peace with", "paz con": "peace with", "pace con": "peace with",
    "alliance avec": "alliance with", "bündnis mit": "alliance with", "allianz mit": "alliance with",
    "alianza con": "alliance with", "alleanza con": "alliance with",
    "annexer": "annex", "annexe": "annex", "j'annexe": "annex", "annexion de": "annex", "annektiere": "annex",
    "annektieren": "annex", "anexar": "annex", "anexiona": "annex", "anexionar": "annex", "annettere": "annex",
    "annetti": "annex", "annessione di": "annex",
}
# Words left over after a phrase: an article or a preposition, in English or dropped.
_SMALL = {"Le": "", "La": "", "Les": "", "El": "", "Il": "", "Der": "", "Die": "", "Das": "", "à": "in", "au": "in", "en": "in", "a": "in", "nach": "to", "la": "", "le": "", "les": "", "l'": "",
          "el": "", "il": "", "lo": "", "der": "", "die": "", "das": "", "den": "", "de": "", "des": ""}
_LONGEST = max(len(k.split(" ")) for k in _PHRASES)


_FIRST = frozenset(k.split(" ")[0] for k in _PHRASES)


@lru_cache(maxsize=64)
def in_english(text: str) -> str | None:
    """The line with its French, German, Spanish or Italian order words in English; None when it holds
    none of them (the line is read as written)."""
    words = text.split(" ")
    low = [w.casefold() for w in words]
    if not any(w.strip(",.;:") in _FIRST and _phrase_at(low, i)[0] for i, w in enumerate(low)):
        return None
    out: list[str] = []
    i = 0
    while i < len(words):
        english, size = _phrase_at(low, i)
        if english is not None:
            out.append(english)
            i += size
            continue
        word = words[i]
        if word in _SMALL:                    # lower case as written: 'A' is a corps, 'a' a preposition
            out.append(_SMALL[word])
        elif low[i].startswith(("l'", "l\u2019")) and len(word) > 2:
            out.append(word[2:])              # "l'Autriche"
        else:
            out.append(word)
        i += 1
    return " ".join(w for w in out if w)


def _phrase_at(low: list[str], i: int) -> tuple[str | None, int]:
    if low[i].strip(",.;:") not in _FIRST:
        return None, 0
    for size in range(min(_LONGEST, len(low) - i), 0, -1):
        english = _PHRASES.get(" ".join(low[i:i + size]).strip(",.;:"))
        if english is not None:
            return english, size
    return None, 0
