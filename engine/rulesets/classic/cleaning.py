"""A classic line made plain before it is read: comments, bullets and brackets off, the usual
short forms written out ('3A 68 -> 64', '2x armies', 'both ships', 'my ship in H')."""

from __future__ import annotations

from engine.words import patterns as re        # its compile() waits for first use
from engine.words.unit_words import with_unit_words
from engine.rulesets.classic.vocabulary import PATTERNS, UNIT_WORDS, WORDS



def clean(line: str) -> str:
    if "#" in line or "//" in line:
        line = PATTERNS["comment"].sub("", line)
    line = PATTERNS["bullet"].sub("", line.strip()).strip()
    if "(" in line or ")" in line:
        line = line.replace("(", " ").replace(")", " ")
    line = " ".join(line.split())
    line = _BOTH.sub("2 ", _ALL_N.sub("", line))        # 'move both ships I -> J', 'all 3 armies 21 -> 27'
    if "leet" in line:
        line = _FLEET_OF.sub("", line)                  # 'the fleet of three ships in T': the three ships
    if "->" in line and any(v in line for v in (" sail", " march", " move", " go", " Sail", " March", " Move", " Go")):
        line = _VERB_BEFORE_ROUTE.sub(r"\1 ", line)     # '4 ships sail D -> E', '3 armies march 68 -> 64'
    if " | " in line and not line.startswith("|"):
        line = line.replace(" | ", "; ")                # '107 -> 106 with 2 armies | 3 ships T -> W' (not a table row)
    line = _TIMES.sub(r"\1 ", _COUNT_A.sub(_count_glued, line))    # '2x armies 20 -> 22', '3A 68 -> 64', '2s N att ...'
    if "att" in line or "atk" in line or "ATT" in line:
        line = _ATTACK_SHORT.sub("attack", line)       # '2 ships N att Carthage'
    if "hld" in line or "HLD" in line:
        line = _HOLD_SHORT.sub("holds", line)          # '3s I hld'
    if " + " in line:
        line = line.replace(" + ", "; ")                # 'two armies 20 -> 19 + 1 army 25 -> 29'
    if " / " in line and line.count("->") > 1:
        line = line.replace(" / ", "; ")                # '3 armies 58 -> 57 / 2 armies 63 -> 84 / buy 2 armies in 59'
    if " = " in line:
        line = _FIELD.sub(r"\1: ", line)              # 'Moves = 3 armies 68 -> 64', 'Buys = none': a form's field
    line = _MINE.sub(_mine, line)
    line = with_unit_words(line, UNIT_WORDS)[0]
    return line.rstrip(".;!").strip()


def idle_said(line: str) -> str:
    """'The ships in E do nothing.' -> 'The ships in E stay.': a unit given no order in other words than
    'stays', at the end of its sentence."""
    if "nothing" in line or "idle" in line or "tight" in line or " still" in line or " by" in line:
        return _IDLE.sub(" stay", line)
    return line


# A unit given no order in other words than 'stays', at the end of its sentence.
_IDLE = re.compile(r" (?:(?:will|shall|can|should) )?(?:do(?:es)? nothing|sits? (?:tight|still|idle)|"
                   r"(?:stays?|remains?|lies?|lays?) idle|stands? by|idles?)"
                   r"(?: (?:this|for this|for the) turn| for now| at all| at anchor| in port)?(?=[.!]?$)", re.IGNORECASE)


_FIELD = re.compile(r"^(moves?|orders?|buys?|builds?|purchases?|gifts?|ships?|armies|fleet|navy) = ", re.IGNORECASE)
_TIMES = re.compile(r"\b([0-9]{1,6}) ?x (?=(?:armies|army|ships|ship|shps?|arm|arms)\b)", re.IGNORECASE)
# A count glued to the letter of its kind, A (armies) or S (ships), before where they stand ('3A 68 -> 64', '2a 87 -> 84',
# '2s N att Carthage', '3s I hld'), at the start of the line or of one of its orders; a sea's letter is never glued.
_COUNT_A = re.compile(r"(?:^|(?<=; )|(?<=: ))([0-9]{1,2})([AaSs]) (?=[0-9A-Za-z]{1,30} ?(?:->|-|>|to\b)|[0-9]{1,3} |[A-Z] )")
_HOLD_SHORT = re.compile(r"\bhlds?\b\.?", re.IGNORECASE)
_ATTACK_SHORT = re.compile(r"\b(?:att|atk|attk)\b\.?(?= |$)", re.IGNORECASE)


def _count_glued(m: re.Match) -> str:
    return f"{m[1]} {'armies' if m[2] in 'Aa' else 'ships'} "
_BOTH = re.compile(r"\bboth (?=(?:of (?:my |our |the ))?(?:armies|ships|fleets|troops)\b)", re.IGNORECASE)
_FLEET_OF = re.compile(rf"\b(?:the |my |our )?fleets? of (?=(?:[0-9]{{1,3}}|{WORDS}) (?:ships?|boats?|longships?)\b)",
                       re.IGNORECASE)
_VERB_BEFORE_ROUTE = re.compile(r"\b(armies|army|ships|ship) (?:sail|sails|march|marches|move|moves|go|goes) "
                                r"(?=[0-9A-Za-z]{1,4} ?->)", re.IGNORECASE)
_ALL_N = re.compile(r"\ball (?=[0-9]{1,6} (?:armies|ships)\b)", re.IGNORECASE)


# 'My ship in H', 'our lone army in 31', 'My 2 ships in S': the writer's own units, counted.
_MINE = re.compile(r"^(?:my|our) (?:lone |only |single )?(?:(?P<count>[0-9]{1,6}) )?(?P<kind>ships?|army|armies|fleets?)\b",
                   re.IGNORECASE)


def _mine(m: re.Match) -> str:
    """'my ship' is one ship, 'my ships' all of them there (never read as one: a misreading); 'our fleet in I' is
    the fleet there, as many ships as the nation has in I, as 'the fleet in I' is (docs/rules/classic.md)."""
    if not m["count"] and m["kind"].casefold() == "fleet":
        return f"the {m['kind']}"
    plural = m["kind"].casefold() in ("ships", "armies", "fleets")
    return f"{m['count'] or ('all' if plural else '1')} {m['kind']}"
