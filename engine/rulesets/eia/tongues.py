"""EiA's diplomacy in the other languages of its powers' players, beside the French, German, Spanish and
Italian of phrasing.py: Swedish, Danish and Norwegian, Dutch and Portuguese ('Sverige förklarar Frankrike
krig', 'Danmark erklærer krig mod Rusland', 'Nederland verklaart de oorlog aan Frankrijk', 'Portugal
declara guerra à Espanha'): the verbs, the nouns of war, the small words between, and the powers' names."""

from __future__ import annotations

WAR_VERBS = frozenset("förklarar förklara förklarade forklarar erklærer erklære erklærede erklaerer erklarer "
                      "verklaart verklaren verklaarde declaram declarou".split())
ALLY_VERBS = frozenset("allierar alliera allierade allierer alliere allierte allieert verbindt aliar alia "
                       "aliou".split())
WAR_NOUNS = frozenset("krig oorlog".split())
LINKS = frozenset("mot mod med aan de het com contra sig zich oss os".split())
NATIONS = {
    # Swedish, Danish and Norwegian
    "frankrike": "France", "frankrig": "France", "storbritannien": "Great Britain", "storbritannia": "Great Britain",
    "ryssland": "Russia", "rusland": "Russia", "russland": "Russia", "österrike": "Austria", "osterrike": "Austria",
    "østrig": "Austria", "østerrike": "Austria", "turkiet": "Turkey", "tyrkiet": "Turkey", "tyrkia": "Turkey",
    "sverige": "Sweden", "danmark": "Denmark", "neapel": "Naples",
    # Dutch
    "frankrijk": "France", "groot-brittannië": "Great Britain", "engeland": "Great Britain", "pruisen": "Prussia",
    "oostenrijk": "Austria", "spanje": "Spain", "turkije": "Turkey", "zweden": "Sweden", "denemarken": "Denmark",
    "napels": "Naples",
    # Portuguese
    "frança": "France", "grã-bretanha": "Great Britain", "rússia": "Russia", "prússia": "Prussia",
    "áustria": "Austria", "espanha": "Spain", "turquia": "Turkey", "suécia": "Sweden", "nápoles": "Naples",
}
