"""Classic purchases and gifts said in prose: a purpose after the purchase ('Buy two armies in Paris
itself (21) to hold the capital'), the gold spent ('Spend 6 gold on two armies in Paris'), the passive
('Two new armies are to be raised in Paris'), the unit word left out where the place says it ('buy 1 in
21': an army, in a province; 'buy 1 in I': a ship, in a sea), 'a fleet of 2 ships', and gifts as 'a gift
of 5 gold to Spain', '5 gold for Spain', 'transfer 5 gold to ...', 'to our Spanish friends'. Each gives
the canonical words to read again; what a purpose would change (a place, a number, a unit) is never
set aside."""

from __future__ import annotations

from engine.words import patterns as re        # its compile() waits for first use

from engine.errors import Contradiction
from engine.words.reading import NUMBER_WORDS, Names
from engine.words.textio import is_digits

_WORDS = "|".join(sorted(NUMBER_WORDS, key=len, reverse=True))
_COUNT = rf"[0-9]{{1,6}}|{_WORDS}"
_VERB = r"(?:buy|build|purchase|recruit|raise|hire|launch|levy|muster|commission)s?"
_VERBING = r"(?:buying|building|purchasing|recruiting|raising|hiring|launching|levying|mustering|commissioning)"
_BUY = re.compile(rf"^(?:please |we |i |we will |we'll |i'll |i will |(?:i'm|i am|we're|we are) (?:also )?(?=\w+ing ))?"
                  rf"(?:also )?(?:{_VERB}|{_VERBING}) (?:new )?(?P<what>.+)$", re.IGNORECASE)
_PLACED = re.compile(rf"^(?P<count>{_COUNT}) (?:new |more |fresh |additional )?(?P<kind>\w+)(?: (?:in|at) (?P<rest>.+))?$",
                     re.IGNORECASE)
_PURPOSE = frozenset("to for so as because in order since which that with".split())     # round 21: "with what's left"
_SPEND = re.compile(rf"^(?:please )?(?:spend|use|put) (?P<gold>[0-9]{{1,9}}) ?(?:gold|g|coins?) (?:on|for|to buy) "
                    rf"(?P<what>(?:{_COUNT}) .+)$", re.IGNORECASE)
_PASSIVE = re.compile(rf"^(?P<count>{_COUNT}) (?:new |more |fresh )?(?P<kind>armies|army|ships|ship|fleets?) "
                      r"(?:are |is |will be |shall be |are to be |is to be |to be |must be |should be |be )?"
                      r"(?:raised|bought|built|recruited|purchased|levied|mustered|commissioned|launched) "
                      r"(?:in|at) (?P<where>.+)$", re.IGNORECASE)
_FLEET_OF = re.compile(rf"^(?:a |one |new )*fleet of (?P<count>{_COUNT}) ?(?:new )?(?:ships?)? (?:in|at) (?P<where>.+)$",
                       re.IGNORECASE)
_GIFT_NOUN = re.compile(rf"^(?:(?:we |i )?(?:send|give|make|offer)s? )?(?:a |our |my )?(?:gift|loan|subsidy|present|donation|"
                        rf"tribute|payment) of (?P<amount>[0-9]{{1,9}}|{_WORDS}) ?(?:gold|g|coins?) (?:to|for) (?P<target>.+)$",
                        re.IGNORECASE)
_GOLD_FOR = re.compile(r"^(?P<amount>[0-9]{1,9}) ?(?:gold|g|coins?) (?:for|as a gift to|as a gift for) (?P<target>.+)$",
                       re.IGNORECASE)
_GIVING = re.compile(r"^(?:we |i )?(?:transfer|grant|donate|remit|hand over|hand|pass|wire|forward|lend|loan|"
                     r"send|give|pay)s? (?P<rest>.+)$", re.IGNORECASE)
_FRIENDS = re.compile(r"^(?:to )?(?:our |my |the )?(?:good |dear |loyal )?(?P<who>.+?)"
                      r"(?: (?:friends?|allies|ally|brothers|cousins|comrades|neighbours|neighbors))?$", re.IGNORECASE)
_WANTED = re.compile(rf"^(?:(?:i'd|i would|we'd|we would) like|i want|we want|i need|we need|place|put|station)"
                     rf"(?: to have)? (?P<what>(?:{_COUNT}) (?:more |new |extra |fresh )?(?:armies|army|ships|ship) "
                     r"(?:in|at) .+?)(?: please| thanks?)?$", re.IGNORECASE)
_GETS = re.compile(rf"^(?i:gift: |gold: )?(?:(?P<target>[A-Z][\w ]{{1,30}}?) (?:gets|receives|is given|is sent) "
                   rf"(?P<amount>[0-9]{{1,9}}|{_WORDS}) ?(?:gold|g|coins?)(?: from (?P<giver>us|me|[A-Z][\w ]{{1,30}}))?"
                   rf"|(?P<amount2>[0-9]{{1,9}}) ?(?:gold|g) ?(?:->|→|=>) ?(?P<target2>[A-Z][\w ]{{1,30}}))$")
_AS_A = re.compile(r" as an? (?:gift|loan|subsidy|present|donation|tribute)$", re.IGNORECASE)
LONGEST = 300


def money_said(text: str, nation: str, names: Names) -> list[str]:
    """The canonical words of a purchase or gift said in prose, to read again; none when it is no such."""
    text = " ".join(text.split()).strip(" .!")
    if len(text) > LONGEST or not text:
        return []
    out: list[str] = []
    buy = _BUY.match(text)
    if buy:
        said = _purchase(buy["what"], names)
        if said:
            out.append(said)
    spend = _SPEND.match(text)
    if spend:
        said = _purchase(spend["what"], names)
        if said:
            _costs(said, int(spend["gold"]), names)
            out.append(said)
    for shape, said_text in ((_PASSIVE, text), (_FLEET_OF, text), (_FLEET_OF, buy["what"] if buy else "")):
        m = shape.match(said_text)
        if m:
            kind = "ships" if shape is _FLEET_OF or m["kind"].casefold().startswith(("ship", "fleet")) else "armies"
            said = _purchase(f"{m['count']} {kind} in {m['where']}", names)
            if said:
                out.append(said)
    raised = _RAISED_IN.match(text)             # 'Zealand raises one new army to guard the king's hall'
    if raised and names.is_region(raised["where"]):
        said = _purchase(f"{raised['count']} {raised['kind']} in {raised['where']}{raised['tail']}", names)
        if said:
            out.append(said)
    wanted = _WANTED.match(text)                # 'I'd like two more armies in 89', 'Place 2 new armies in 89'
    if wanted:
        said = _purchase(wanted["what"], names)
        if said:
            out.append(said)
    gets = _GETS.match(text)                    # 'Turkey gets 5 gold from us', 'Gift: 5 gold -> Turkey'
    giver = gets["giver"] if gets else None
    if gets and giver and giver not in ("us", "me") and names.known_nation(giver) != nation:
        gets = None                             # 'Austria receives 5 gold from Prussia': not the writer's gift
    if gets and names.is_nation(gets["target"] or gets["target2"]):
        out.append(f"give {gets['amount'] or gets['amount2']} gold to {gets['target'] or gets['target2']}")
    gift = _GIFT_NOUN.match(text) or _GOLD_FOR.match(text)
    if gift:
        out.append(f"give {gift['amount']} gold to {_nation_said(gift['target'], names)}")
    giving = _GIVING.match(text)
    if giving and " to " in giving["rest"]:
        what, _, target = giving["rest"].rpartition(" to ")
        target = _nation_said(_AS_A.sub("", target), names)     # '... to our Spanish friends as a loan'
        if target and names.is_nation(target):
            out.append(f"give {what} to {target}")
    return out


def _purchase(what: str, names: Names) -> str | None:
    """'two armies in Paris itself (21) to hold the capital' -> 'buy 2 armies in 21'; 'one in 21' -> 'buy 1
    army in 21'. None when the words after the place say more than why."""
    m = _UNITLESS.match(what) or _PLACED.match(what)
    if m is None or m["rest"] is None:
        return None
    kind = (m.groupdict().get("kind") or "").casefold()
    tokens = m["rest"].split()
    place = None
    for n in range(min(6, len(tokens)), 0, -1):          # the longest run of words that names a place
        candidate = " ".join(tokens[:n]).strip(",;:")
        if names.is_region(candidate):
            place, tokens = names.region(candidate), tokens[n:]
            break
    if place is None:
        return None
    if tokens and tokens[0].casefold().strip(",") == "itself":
        tokens = tokens[1:]
    if tokens and tokens[0].startswith("(") and tokens[0].endswith(")") and names.is_region(tokens[0][1:-1]):
        if names.region(tokens[0][1:-1]) != place:
            raise Contradiction(f"{tokens[0]} is not {names.board.name(place)}: which place is meant?")
        tokens = tokens[1:]                              # 'in Paris itself (21)': the map's number, the same place
    if tokens and not _only_why(tokens, names):
        return None
    if not kind:                                         # 'buy 1 in 21': the place says armies or ships
        kind = "ships" if names.board[place].is_sea else "armies"
    elif kind not in _UNIT_KINDS:
        return None
    return f"buy {m['count']} {kind} in {names.board.name(place)}"


# A place that raises its own troops: 'Zealand raises one new army', 'Paris recruits two armies for the defence'.
_RAISED_IN = re.compile(rf"^(?:the province of |province )?(?P<where>[^ ,;]{{1,30}}(?: [^ ,;]{{1,30}}){{0,3}}?) "
                        rf"(?:raises|builds|recruits|buys|levies|musters|hires|launches|commissions|purchases) "
                        rf"(?:a |one )?(?:new )?(?P<count>{_COUNT}) (?:new |more |fresh )?(?P<kind>armies|army|ships|ship)"
                        r"(?P<tail>(?: .+)?)$", re.IGNORECASE)
_UNITLESS = re.compile(rf"^(?P<count>{_COUNT}) (?:in|at) (?P<rest>.+)$", re.IGNORECASE)     # 'buy 1 in 21'
_UNIT_KINDS = frozenset("army armies ship ships fleet fleets troops legion legions".split())


def _only_why(tokens: list[str], names: Names) -> bool:
    """Whether the words after a purchase's place are only its reason ('to hold the capital', ', for defence'):
    a purpose word first, then no number, place, nation or unit word."""
    words = [t.strip(",.;:!?()").casefold() for t in tokens]
    words = [w for w in words if w]
    if not words or words[0] not in _PURPOSE:
        return False
    return not any(is_digits(w) or w in NUMBER_WORDS and w not in ("a", "an") or w in _UNIT_KINDS or w.rstrip("s") in ("army", "ship")
                   for w in words) and not any(names.is_region(t.strip(",.;:!?()")) or names.is_nation(t.strip(",.;:!?()"))
                                               for t in tokens if t[:1].isupper() or t[:1].isdigit())


def _costs(said: str, gold: int, names: Names) -> None:
    """'Spend 6 gold on two armies': the gold must be what they cost, or the line says two things."""
    words = said.split()
    count, kind = int(words[1]) if words[1].isdigit() else NUMBER_WORDS.get(words[1].casefold(), 0), words[2]
    params = getattr(names.state, "params", {}) or {}
    price = params.get("ship_cost" if kind.startswith("ship") else "army_cost", 5 if kind.startswith("ship") else 3)
    if count * price != gold:
        raise Contradiction(f"{count} {kind} cost {count * price} gold, not {gold}: which is meant?")


def _nation_said(text: str, names: Names) -> str:
    """'our Spanish friends', 'our good allies the Spanish' -> 'Spanish'; the words as they are otherwise."""
    m = _FRIENDS.match(text.strip())
    if m is None:
        return text
    who = m["who"].strip()
    if names.is_nation(who):
        return who
    tail = who.rsplit(" the ", 1)[-1]         # 'our allies the Spanish'
    return tail if names.is_nation(tail) else text
