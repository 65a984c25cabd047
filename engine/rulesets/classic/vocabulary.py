"""The words of classic orders: counts, the words for armies and ships, the order words and the
patterns of the usual order lines (buy, give gold, land, attack ... with, a unit's move)."""

from __future__ import annotations

from engine.words import patterns as re        # its compile() waits for first use
from engine.words.patterns import longest_first
from engine.words.reading import NUMBER_WORDS
from engine.words.unit_words import UnitWords
from engine.rulesets.classic.syntax_conditions import NUMBER
from engine.rulesets.classic.units import ARMY, SHIP

WORDS = "|".join(sorted(NUMBER_WORDS, key=len, reverse=True))
COUNT = rf"(?:{NUMBER}|all|everything|every|{WORDS})"
# With the words of French, German, Spanish and Italian players and the flavour of the bundled nations.
ARMY_WORDS = {"army", "armies", "troops", "troop", "men", "armée", "armées", "armee", "armees", "armeen",
               "ejército", "ejércitos", "ejercito", "ejercitos", "esercito", "eserciti", "armata", "armate",
               "legion", "legions", "warband", "warbands", "soldiers", "regiments", "regiment", "battalions",
               "grenadiers", "legionaries", "legionnaires", "janissaries", "raiders", "warriors", "levies",
               "infantry", "host", "hosts", "lads"}
SHIP_WORDS = {"ship", "ships", "fleet", "fleets", "boat", "boats", "navy", "navies", "navire", "navires", "flotte",
               "flottes", "schiff", "schiffe", "barco", "barcos", "nave", "navi", "longship", "longships", "galley",
               "galleys"}
KIND = "|".join(sorted(ARMY_WORDS | SHIP_WORDS, key=longest_first))
# Short forms and the usual misspellings after a count ('2 arm', '3 arm.', '2 armys', '4 shps', '2 sh.').
UNIT_WORDS = UnitWords(kinds={**{w: ARMY for w in ARMY_WORDS}, **{w: SHIP for w in SHIP_WORDS}},
                       singular={ARMY: "army", SHIP: "ship"}, plural={ARMY: "armies", SHIP: "ships"},
                       short={"arm": "army", "arms": "armies", "arme": "army", "armes": "armies", "armys": "armies",
                              "armie": "army", "armis": "armies", "armeis": "armies", "armiess": "armies",
                              "sh": "ship", "shp": "ship", "shps": "ships", "shs": "ships", "shp.": "ship",
                              "shipps": "ships", "shipz": "ships", "shis": "ships",
                              "army's": "armies", "armies'": "armies", "ship's": "ships", "ships'": "ships"})
SEP = re.compile(r" ?(?:->|→|=>|—|–) ?| (?:moves?|march(?:es)?|go(?:es)?|sails?)(?: to| into)? "
                  r"| (?:to|into|towards|-|>|attacks?|invades?) |(?<=\w)(?:-|>)(?=\w)", re.IGNORECASE)

# Words that make an unreadable line an error rather than chatter (engine.orders.looks_like_order).
ORDER_WORDS = frozenset("""buy buys build builds purchase recruit raise hire launch give gift send loan lend pay gold
    move moves march marches sail sails attack attacks invade invades assault board boards land lands embark
    disembark ashore hold holds stay stays escape combat army armies troops ships ship fleet fleets boats navy via
    declare war peace alliance ally annex""".split()) | SHIP_WORDS | (ARMY_WORDS - {"men", "host", "hosts", "troop"})
# (no such orders here: refused with what there is; every word for the nation's units: 'The longships row ...')

PATTERNS = {
    "comment": re.compile(r"\s*(#|//).*$"),
    "bullet": re.compile(r"^(?:[*•·]\s+|-\s+(?=\S)|[0-9]{1,3}(?:\.[0-9]{1,3}){0,2}[.)]\s+)"),    # '1.1) ' too
    "buy": re.compile(r"^(?:buy|build|purchase|recruit|raise|hire|launch)s?:? (?P<what>.+)$", re.IGNORECASE),
    "buy_one": re.compile(rf"^(?P<count>{NUMBER}|{WORDS}) (?:new )?(?P<kind>{KIND}) (?:in|at) (?P<where>.+)$",
                          re.IGNORECASE),
    "hold_all": re.compile(r"^(?:(?:hold|stay) (?:all|everything|everyone)|(?:all (?:my |other |the other |my other )?"
                           r"(?:units |armies |ships |troops |forces )?)?"
                           r"(?:holds?|stand fast|stays?)(?: (?:their|its|in) (?:positions?|ground|place))?)$",
                           re.IGNORECASE),
    "board": re.compile(r"^(?P<src>\S+) (?:boards?|embarks?)(?: on| onto)? (?:the )?(?:ships?|fleets?|boats?) "
                        r"(?:in|at) (?P<sea>\S+),? (?:and )?(?:lands?|disembarks?)(?: in| at)? (?P<to>.+)$",
                        re.IGNORECASE),
    "nested_if": re.compile(r"(?:^|[;,] ?| and )if\b", re.IGNORECASE),
    "land": re.compile(rf"^(?:land|disembark|unload)s? (?:the |my |our )?(?P<count>{COUNT}) (?:armies|army|troops) "
                       r"(?:aboard |on board )?(?:in|at|from) (?P<sea>\S+) (?:in|at|to|on|into) (?P<to>.+)$",
                       re.IGNORECASE),
    "gift": re.compile(rf"^(?:give|gift|send|loan|lend|pay)s?\s+(?P<amount>{NUMBER}|{WORDS})\s*(?:gold|g|coins?)?\s+"
                       r"(?:as a (?:gift|loan) )?to (?P<target>.+?)(?: as an? (?:gift|loan|subsidy|present))?$",
                       re.IGNORECASE),
    "gift_to": re.compile(rf"^(?:give|gift|send|loan|lend|pay)s? (?:to )?(?P<target>.+?):? (?P<amount>{NUMBER}|{WORDS}) ?"
                          r"(?:gold|g|coins?)(?: as an? (?:gift|loan|subsidy|present))?$", re.IGNORECASE),
    "gold_to": re.compile(rf"^(?P<amount>{NUMBER}|{WORDS}) ?(?:gold|g|coins?) to (?P<target>.+?)"
                          r"(?: as an? (?:gift|loan|subsidy|present))?$", re.IGNORECASE),
    "attack_with": re.compile(r"^(?:attack|invade|assault)s?\s+(?P<to>.+?)\s+with\s+(?P<count>.+?)\s+"
                              r"(?:from|in|at)\s+(?P<rest>.+)$", re.IGNORECASE),     # 'with the 3 armies in 14'
    "unit": re.compile(rf"^(?:(?:move|send|march|sail|take)s?\s+|mv\s+|mov\s+)?(?P<count>{COUNT})\b\s*"
                       rf"(?:(?:of\s+)?(?:my|the|our)\s+)?(?:(?P<kind>{KIND})\b)?\s*(?P<rest>.*)$", re.IGNORECASE),
    # lines arrive single-spaced: one space between words, so no run of spaces meets this pattern twice
    "via": re.compile(r"^(?P<head>.*?)(?:,? | , )(?:via|by|using|on|aboard|with(?= (?:the |my |our )?(?:ships?|boats?|fleets?) ))"
                     r" (?P<how>.*)$", re.IGNORECASE),
    "how": re.compile(r"^(?:(?:the|my|our)\s+)?(?:(?:ships?|shps?|boats?|fleets?|sea|water)\b\s*)?"
                      r"(?:(?:in|at|from)\s+)?(?P<sea>.*)$", re.IGNORECASE),
    "stance": re.compile(r" ?[,;]? ?(?:and )?\b(?P<word>attacks?|engages?|no combat|"
                         r"(?:stays?|keeps?) out of (?:any |the )?(?:combat|fights?|fighting|battles?)|"
                         r"(?:stay )?out of combat|avoids? (?:any |the )?(?:combat|fights?|fighting|battles?)|"
                         r"(?:escapes?|flees?|runs? away)(?: (?:if|when) (?:they are |it is )?attacked| if [^,;]{1,40} attacks?)?|"
                         r"(?:does|do|will|shall) not (?:get )?(?:involved|engage|fight)(?: in)?(?: any)?"
                         r"(?: combat| battles?| fighting)?|holds?|stays?(?: put)?|remains?)\b"
                         r"(?P<tail>.*)$", re.IGNORECASE),
    "region_prefix": re.compile(r"^(?:(?:the\s+)?(?:ships?|fleet)\s+in\s+|aboard\s+|(?:the\s+)?sea\s+(?=\S+$)|"
                                r"province\s+|prov\.?\s+)", re.IGNORECASE),
}
