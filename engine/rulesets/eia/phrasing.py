"""EiA orders as sentences: by meaning, not by form. A sentence is cut into clauses, each clause
read by its verb (war, alliance, breaking one, interception, standing answers, players), its
nations and fleets resolved against the state ("the Channel fleet", "Fleet Med", "our fleet at
Cadiz"), in English and the common forms of French, German, Spanish and Italian ("déclare la
guerre à la Prusse"), with the usual short forms ("DoW Prussia") and misspellings ("Aly with").
The strict forms of docs/rules/eia.md stay the canonical ones (syntax.py)."""

from __future__ import annotations

import copy

from engine.errors import NotUnderstood
from engine.words.conditions import condition, refusal
from engine.words.lexicon import is_order_word
from engine.words.message import words
from engine.words.movement import goes
from engine.words.tails import harmless
from engine.words.textio import split_at_first
from engine.orders import Names, Order
from engine.words.reading import split_orders
from engine.rulesets.eia.orders import Diplomacy, Interception, PlayerChange, Standing
from engine.rulesets.eia.fleets import FLEET_WORDS, fleet_meant
from engine.rulesets.eia.none_of_fleets import counted_fleets, negated_subject
from engine.rulesets.eia.port_stays import stays_in_port
from engine.rulesets.eia import tongues
from engine.rulesets.eia.passive import active
from engine.rulesets.eia.politics import Politics
from engine.rulesets.eia.sayings import ANSWER_WORDS, Sayings, named_player
from engine.rulesets.eia.short_moves import routed
from engine.words.prose import brackets, sentences
from engine.rulesets.eia.state import EiaState
from engine.rulesets.eia.steps import StepKind

STANDING_KINDS = ("guard", "further days", "surrender", "chit")

# Verbs of each change of relations, in their forms and the languages players write.
WAR = frozenset("declare declares declared declaring declaration dow dows déclare déclarer declara declarar "
                "dichiara dichiarare erklärt erklären erklaert".split()) | tongues.WAR_VERBS
ALLY = frozenset("ally allies allied allying aly alliance alliances allie allier alía alia alleati allea "
                 "verbündet verbündet".split()) | tongues.ALLY_VERBS
BREAK = frozenset("break breaks breaking broke end ends cancel cancels dissolve dissolves rompt romper "
                  "rompe".split())
_POLITICAL_VERBS = WAR | ALLY | BREAK        # a clause opening on one starts a new order (made once, not per piece)
WAR_NOUNS = frozenset("war guerre guerra krieg".split()) | tongues.WAR_NOUNS
# 'and' between two nations, in the languages above ('Frankrike och Spanien', 'Frankreich und Spanien').
_ANDS = (" & ", " och ", " og ", " und ", " et ", " y ", " e ", " en ")
# Words between a verb and the nation it names ("declare war on the", "allies itself with").
LINKS = frozenset("war on upon against with our its the an a to itself themselves hereby formally officially "
                  "alliance la le l' à a al au den dem der mit con alla avec contre gegen kingdom empire "
                  "of s' se sich".split()) | tongues.LINKS
# Nations' names in other languages and old names, by the scenario's nation names.
FOREIGN = {
    "frankreich": "France", "francia": "France", "français": "France", "napoléon": "France",
    "preußen": "Prussia", "preussen": "Prussia", "prusse": "Prussia", "prusia": "Prussia", "prussia": "Prussia",
    "prusa": "Prussia", "boney": "France", "bonaparte": "France", "corsican": "France",
    "autriche": "Austria", "österreich": "Austria", "habsburgs": "Austria", "hapsburgs": "Austria",
    "habsburg": "Austria", "russie": "Russia", "russland": "Russia", "rusia": "Russia", "tsar": "Russia",
    "espagne": "Spain", "españa": "Spain", "spanien": "Spain", "spagna": "Spain",
    "angleterre": "Great Britain", "england": "Great Britain", "inglaterra": "Great Britain",
    "grande-bretagne": "Great Britain", "großbritannien": "Great Britain", "inghilterra": "Great Britain",
    "turquie": "Turkey", "türkei": "Turkey", "turquía": "Turkey", "porte": "Turkey", "sublime porte": "Turkey",
    "suède": "Sweden", "schweden": "Sweden", "suecia": "Sweden", "svezia": "Sweden",
    "danemark": "Denmark", "dänemark": "Denmark", "dinamarca": "Denmark",
    "naples": "Naples", "neapel": "Naples", "nápoles": "Naples", "napoli": "Naples",
    "portugal": "Portugal", "portogallo": "Portugal", **tongues.NATIONS,
}
# How a standing answer said in a sentence begins ('should one of our cities be besieged it fights on').
_SAYING_STARTS = frozenset("should if when whenever our we in".split())
INTERCEPTION_NOUNS = frozenset("interception interceptions".split())
INTERCEPT = frozenset("intercept intercepts intercepting intercepted intercept. interception intercepta interceptar "
                      "intercepte intercepter interceptera intercetta intercettare abfangen".split())
# How a clause says the fleet before it is answered alike or not: 'the Brest fleet does not'.
ALSO = frozenset("does will too also not doesn't won't either likewise".split())
NEGATIONS = frozenset("not no never don't doesn't won't dont doesnt wont nor neither none".split())
# Words of action: with a nation named, a line holding one may be an order ("Help Austria", "Do
# whatever is needed to stop Boney") and is refused rather than set aside.
ACTIONS = frozenset("do stop help free support defend follow whatever same liberate crush punish aid".split())
# Verbs that open a sentence telling the GM to do something ('Make the Tsar regret his ambitions in the Black
# Sea.', 'Drive the French out of Bavaria!'): with a nation or place named, a wish the rules may not have an
# order for, asked rather than set aside; POLITE words may come before ('Please throw the English out').
IMPERATIVES = ACTIONS | frozenset("make teach drive show sweep keep throw hit let push smash destroy chase seize "
                                  "capture conquer invade occupy harass threaten protect watch beat defeat humble "
                                  "squeeze starve bleed break ruin avenge remind send".split())
POLITE = frozenset("please kindly pls pl0x now then so and just".split())
REPLACE_WORDS = frozenset("replace replaces replaced replacing replacement".split())
LEAVE_WORDS = frozenset("leave leaves leaving left quit quits resign resigns replace replaces replacement".split())
# Words that make a line an order of this game (engine.orders.looks_like_order).
ORDER_WORDS = WAR | ALLY | WAR_NOUNS | INTERCEPT | frozenset(
    "corps fleet fleets squadron standing guard surrender chit attack attacks player replacement move moves "
    "march marches sail sails peace treaty create partition continental system cede cedes ceding build repair "
    "stores deny lend casus belli pursue breakout breaks".split())


def _bidden(low: list[str]) -> bool:
    """Whether a sentence's words open with a verb telling the GM to do something ('please drive ...')."""
    k = 0
    while k < len(low) and low[k] in POLITE:
        k += 1
    return k < len(low) and low[k] in IMPERATIVES and low[k + 1:k + 2] != ["us"]      # 'Let us hope ...'


# Words opening the reason given after an order ('not to intercept, for it is in no state for battle').
_REASONS = frozenset("because since".split())
_REASONS_BEFORE_SUBJECT = frozenset("for as so given".split())      # 'for it is ...', not 'for fleet Toulon'
_SUBJECTS = frozenset("it they we there he she i this that these those".split())


def interception_said(low: list[str]) -> bool:
    """Whether a clause holding a word of interception says to intercept: 'Interception: fleet Toulon: do
    not intercept' (the heading's noun says nothing), 'No interception by the Brest fleet', 'Interception
    for fleet Toulon: no'. A negation that stands before no word of interception nor ends the clause, or
    words that say both, are asked: read the wrong way round, the order would do the opposite."""
    spoken = [i for i, w in enumerate(low) if w in INTERCEPT]
    reason = next((k for k in range(spoken[-1] + 1, len(low)) if low[k] in _REASONS
                   or low[k] in _REASONS_BEFORE_SUBJECT and low[k + 1:k + 2] and low[k + 1] in _SUBJECTS), len(low))
    low = low[:reason]                      # '..., for it is in no state for battle': the why says nothing
    spoken = spoken[1:] if spoken[0] == 0 and len(spoken) > 1 else spoken      # 'Interception: ...' a heading
    said = [any(w in NEGATIONS for w in low[max(0, i - 3):i]) for i in spoken]
    placed = {k for i in spoken for k in range(max(0, i - 3), i)} | {len(low) - 1}
    lead = negated_subject(low, spoken[0])          # 'Neither of our two fleets is to intercept'
    if lead is not None and (said[0] or low[-1] in NEGATIONS or len(spoken) > 1):
        raise NotUnderstood("two negations of the interception: intercept or not? ask the player")
    if lead is not None:
        placed, said = placed | {lead}, [True]
    if any(w in NEGATIONS and k not in placed for k, w in enumerate(low)):
        raise NotUnderstood("a 'not' or 'no' the interception order does not explain: intercept or not? ask the player")
    if len(spoken) > 1:
        raise NotUnderstood("the sentence says 'intercept' twice: intercept or not? ask the player")
    return not (said[0] or low[-1] in NEGATIONS)


# Words of a voyage before an interception in one clause ('... puts to sea into the Strait, and intercepts').
_VOYAGE_WORDS = frozenset("into towards toward onto sea".split())
def _voyage_before(text: str, low: list[str]) -> bool:
    """Whether a clause of interception says a voyage of its fleet before the word of interception: a verb of
    going or a word of the way after the fleet's word ('fleet Cadiz sails to ... and intercepts'), or a route
    with a dash ('fleet Cadiz: Andalusia - Strait of Gibraltar, and it intercepts'; never 'Baltic - do not
    intercept', whose dash opens the answer)."""
    at = next(i for i, w in enumerate(low) if w in INTERCEPT)
    fleet = next((i for i, w in enumerate(low[:at]) if w in FLEET_WORDS), None)
    if fleet is not None and any(goes(w) or w in _VOYAGE_WORDS for w in low[fleet + 1:at]):
        return True
    head = text[:text.casefold().find(low[at])] if low[at] in text.casefold() else ""
    return any(not set(words(piece)) <= _ANSWER_LEAD for piece in head.split(" - ")[1:])


# Words between a dash and an answer of interception ('Baltic - do not intercept', '- it will intercept').
_ANSWER_LEAD = frozenset("do does not no never don't dont doesn't won't will shall and it they".split())


# Words that join one more nation to an order's list ('..., and also with Austria', 'and on Sweden too').
_JOINERS = frozenset("and also with on upon against too".split())


def _without_joiners(part: str) -> str:
    """A piece of a list of nations without the joining words before and after its name ('and also with
    Austria' -> 'Austria', 'Sweden too' -> 'Sweden')."""
    said = part.split()
    while said and said[0].casefold().strip(",.!") in _JOINERS:
        said = said[1:]
    while said and said[-1].casefold().strip(",.!") in ("too", "also"):
        said = said[:-1]
    return " ".join(said)


class Phrasing:
    """Reads one sentence of an EiA message into orders."""

    def __init__(self, nation: str, names: Names, state: EiaState):
        self.nation, self.names, self.state = nation, names, state
        self.fleets = [f for f in state.fleets if f.nation == nation]
        self.last_interception: bool | None = None     # "...does not intercept; the Channel fleet does"
        self.politics = Politics(nation, names)
        self.sayings = Sayings(nation, names, state)

    def new_line(self) -> None:
        self.last_interception = None

    def may_be_order(self, text: str) -> bool:
        """A line naming a nation (even by an old name) with a word of action."""
        low = words(text)
        if any(w in LEAVE_WORDS for w in low) and ("game" in low or "player" in low) or \
                any(w in REPLACE_WORDS for w in low) and any(t[:1].isupper() for t in text.split()[1:]):
            return True                         # 'The King leaves the game', 'Hans will be replaced by Karl'
        if not any(w in IMPERATIVES for w in low):
            return False
        named = any(w in FOREIGN for w in low) or self.names.mentioned(low) > 0
        return named and (any(w in ACTIONS for w in low) or any(_bidden(words(s)) for s in sentences(text)))

    # -- nations --------------------------------------------------------------------------------
    def other(self, text: str) -> str:
        """The nation a clause names, with its old and foreign names."""
        text = " ".join(w[2:] if w[:2].casefold() == "l'" else w for w in text.replace("’", "'")
                        .replace(",", " ").split() if w.casefold() not in ("kingdom", "empire", "of", "the", "la", "le", "l'", "den", "dem"))
        key = text.strip(" .!").casefold()
        if key in FOREIGN:
            return FOREIGN[key]
        return self.names.nation(text)

    def others(self, text: str) -> list[str]:
        """'Russia and Great Britain', 'Sweden, Denmark': the nations named."""
        for also in _ANDS:                  # 'Frankrike och Spanien', 'la France et l'Espagne'
            text = text.replace(also, ",")
        parts = [_without_joiners(p) for chunk in text.split(",") for p in chunk.split(" and ")]
        return [self.other(p) for p in parts if p.strip()]

    def _nations_only(self, text: str) -> bool:
        """Whether the words name nations and nothing else ('Austria', 'Austria and Sweden')."""
        try:
            return bool(self.others(text.strip(" .!")))
        except NotUnderstood:
            return False

    def subject_ok(self, subject: str) -> None:
        """What stands before the verb is the writer's nation or a name of its government, never
        another nation ('Russia declares war' from France is not France's order)."""
        for w in (subject.replace("'s", " ").split()):
            key = w.strip(".,!:").casefold()
            named = FOREIGN.get(key) or self.names.known_nation(w.strip(".,!:"))
            if named and named != self.nation:
                raise NotUnderstood(f"{subject.strip()!r} is not {self.nation}: a nation gives its own orders")

    # -- clauses ---------------------------------------------------------------------------------
    def sentence(self, text: str) -> list[Order]:
        text = " ".join(text.split()).strip(" .!")
        if not text:
            raise NotUnderstood("nothing to read")
        political = self.politics.read(text)
        if political is not None:
            rest = self.politics.rest
            return political + self.sentence(rest) if rest else political
        clauses = split_orders(text, self._starts, lambda _: False)
        out: list[Order] = []
        for clause in clauses:
            try:
                out += self.clause(clause.strip(" ,.!"))
            except NotUnderstood:
                piece = clause.strip(" ,.!")
                try:
                    said, refused = self.sayings.read(piece), None     # 'when our chit is asked we defend'
                except NotUnderstood as error:
                    said, refused = None, error
                if said is None and not out:
                    if piece != text:           # 'if a city of ours is besieged, it fights on': cut too soon
                        whole = self.sayings.read(text)
                    elif refused is not None:   # the clause is the whole sentence: read already
                        raise copy.copy(refused)
                    else:
                        whole = None
                    if whole is not None:
                        return whole
                if said is None:
                    raise                       # one clause unread: never covered by another's reading
                out += said
        return out

    def _starts(self, piece: str) -> bool:
        low = words(piece)
        if low[:1] == ["the"] or low[:1] == ["our"]:
            low = low[1:]
        return bool(low) and (low[0] in _POLITICAL_VERBS or low[0] == "war" or low[0] in ("standing", "fleet")
                              or low[1:2] in (["fleet"], ["squadron"])      # 'Brest fleet does not'
                              or "fleet" in low[:3] and any(w in INTERCEPT for w in low)   # 'channel fleet dont ...'
                              or low[0] in _SAYING_STARTS and self._says(piece))   # '..., and should a city be besieged'

    def _says(self, piece: str) -> bool:
        try:
            return bool(self.sayings.read(piece.strip(" ,;.!")))
        except NotUnderstood:
            return False

    def clause(self, text: str) -> list[Order]:
        low = words(text)
        if not low:
            raise NotUnderstood("nothing to read")
        standing = self.standing(text, low)
        if standing is not None:
            return standing
        if any(w in INTERCEPT for w in low):
            if _voyage_before(text, low):   # 'fleet Cadiz goes Andalusia - Strait of Gibraltar, and it intercepts'
                raise NotUnderstood("a voyage and an interception said in one clause: write each as an order of "
                                    "its own")
            return self.interception(text, low)
        said = self.said_likewise(text)
        if said is not None:                    # '...; the Mediterranean fleet does not', 'Nelson in the Med does not'
            low = words(said)
            return [Interception(nation=self.nation, fleet=self.fleet(said, low),
                                 intercept=not any(w in NEGATIONS for w in low))]
        head, colon, rest = text.partition(":")
        hlow = words(head)
        if colon and hlow in (["player", "leaves"], ["replacement", "player"], ["player", "left"],
                              ["new", "player"], ["replacement"]):
            player, _ = brackets(rest)
            player, more = name_and_more(player.strip(" .!"))
            if not player:
                raise NotUnderstood("name the player after the colon")
            change = PlayerChange(nation=self.nation, player=named_player(player), leaves=hlow[1] in ("leaves", "left"))
            return [change, *self.sentence(more)] if more else [change]   # 'player leaves: Ivan, and Boris replaces him'
        said_active = active(text) if low[0] in _PASSIVE_OPENS or len(low) > 3 and low[1] in _PASSIVE_OPENS else None
        if said_active is not None:             # '...; and that war be declared upon Spain, whose ships ...'
            return self.diplomacy(said_active, words(said_active))
        return self.diplomacy(text, low)

    def said_likewise(self, text: str) -> str | None:
        """After an interception, a clause giving another fleet's by 'does', 'does not', 'too' ('...; the
        Mediterranean fleet does not', 'Nelson in the Med does not - he is waiting ...'): the clause without
        the reason after its dash; None for any other clause."""
        if self.last_interception is None:
            return None
        head, dash, why = text.partition(" - ")
        if dash and words(why)[:1] and words(why)[0] in _SUBJECTS:
            text = head                         # '- he is waiting for the French to come out': why, no order
        low = words(text)
        if low[-2:] == ["as", "well"]:
            low = low[:-2] + ["too"]            # 'Flt Med does as well'
        if not low or low[-1] not in ALSO or len(low) > 8 or any(is_order_word(w) or goes(w) for w in low):
            return None
        if set(low) & FLEET_WORDS:
            return text
        try:
            self.fleet(text, low)               # 'Nelson in the Med': the fleet by the sea it is in
        except NotUnderstood:
            return None
        return text

    def diplomacy(self, text: str, low: list[str]) -> list[Order]:
        tokens = text.replace("\u2019", "'").split()
        for i, w in enumerate(tokens):
            key = w.strip(".,!:;").casefold().removeprefix("s'").removeprefix("l'")
            action = None
            if key in WAR or key in WAR_NOUNS and i == 0 and len(tokens) > 1 and \
                    tokens[1].casefold() in ("on", "against"):
                action = "war"
            elif key in ALLY:
                action = "alliance"
            elif key in BREAK and any(t.casefold().startswith("allian") for t in tokens[i + 1:i + 4]):
                action = "break"
            if action is None:
                continue
            self.subject_ok(" ".join(tokens[:i]))
            rest = tokens[i + 1:]
            while rest and rest[-1].casefold().strip(".,!") in WAR_NOUNS | {"den"}:
                rest = rest[:-1]            # 'erklärt Frankreich den Krieg', 'förklarar Frankrike krig'
            if action == "war" and key in ("erklärt", "erklären", "erklaert"):
                rest = [t for t in rest if t.casefold() != "den"]
            if action in ("war",) and key not in WAR_NOUNS and not any(t.casefold().strip(".,") in WAR_NOUNS
                                                                      for t in tokens[i:]) and key != "dow" \
                    and key != "dows":
                raise NotUnderstood("declare what? write 'declare war on Austria'")
            j = 0
            while j < len(rest) and rest[j].casefold().removeprefix("l'").strip(",") in _LINKS_OR_WAR:
                j += 1
            target = " ".join(rest[j:]).strip(" .!")
            if action != "war" or " and " not in target:
                target, _, after = target.partition(",")
                if _without_joiners(after).strip(" .!") and self._nations_only(_without_joiners(after)):
                    target, after = f"{target}, {_without_joiners(after)}", ""   # ', and also with Austria'
                if after.strip(" .!") and not harmless(after.strip(" .!")):   # ', or is that not allowed?'
                    raise NotUnderstood(f"{after.strip(' .!')!r} after the nation may change the order: ask the player")
            if not target:
                raise NotUnderstood("name the nation: 'declare war on Austria'")
            return [Diplomacy(nation=self.nation, action=action, other=o) for o in self.others(target)]
        moving = getattr(self.state, "steps", None) and self.state.month_step.kind is not StepKind.POLITICAL
        raise NotUnderstood(("not an order: moves are 'corps I: Bavaria - Tyrol' or 'fleet Toulon: Provence - Gulf "
                             "of Lion', attacks 'attack Bavaria'; besides them: " if moving else
                             "not an order of EiA's political step: ") + "declare war on, ally with, break alliance "
                            "with, fleet NAME: (do not) intercept, standing KIND: ANSWER (docs/rules/eia.md)")

    # -- fleets ----------------------------------------------------------------------------------
    def interception(self, text: str, low: list[str]) -> list[Order]:
        # the verb, not a heading or question's noun ('Interception: the Cadiz fleet does not intercept')
        at = next((i for i, w in enumerate(low) if w in INTERCEPT and (w not in INTERCEPTION_NOUNS
                                                                      or i and low[i - 1] in NEGATIONS)), None)
        if at is None and not text.rstrip().endswith("?") and low[-1] in NEGATIONS | {"yes", "ja", "oui", "si", "sì"}:
            at = next(i for i, w in enumerate(low) if w in INTERCEPT)    # 'Interception for fleet Toulon: no'
        if at is None and set(low) <= _HEADING_WORDS:
            return []                           # 'Naval interception: our Cadiz fleet ...': a heading over its order
        if at is None:
            raise NotUnderstood("'interception' alone orders nothing: write 'fleet Brest: intercept' or "
                                "'fleet Brest: do not intercept'")
        head, tail = _after_the_verb(text, low[at])
        if tail and (self._a_reason(tail) or stays_in_port(tail)):   # '..., for it is in no state for battle'
            tail = ""                                                 # '..., it stays in port
        if tail:                                # '... does not intercept, and our cities never surrender'
            more = self.sentence(tail)
            if not more:
                raise NotUnderstood(f"{tail!r} after the interception gives no order the reader can tell: ask the player")
            return self.interception(head, words(head)) + more
        cond = condition(text)
        if cond is not None and not _interceptions_own(text, cond):   # 'intercept only if the French have fewer than 12 ships'
            raise NotUnderstood(refusal(cond))  # the rules' interception has no other condition: never taken without it
        if "or" in low[at:] or "either" in low[:at]:    # 'intercept or not': a choice, never its second half
            raise NotUnderstood(f"{text.strip()!r} gives a choice ('or'): intercept or not? ask the player")
        intercept = interception_said(low)
        self.last_interception = intercept
        every = {"all", "both", "every", "each", "neither", "none"} & set(low[:at]) or any(
            w == "no" and low[k + 1:k + 2] in (["fleet"], ["fleets"]) for k, w in enumerate(low[:at]))
        if every and ({"fleets", "fleet"} & set(low[:at]) or low[at - 1:at] in (["neither"], ["none"])
                      or negated_subject(low, at) is not None) and self.fleets:
            # 'No fleet intercepts', 'Both fleets stay in port and neither intercepts': every fleet of the nation
            if {"both", "neither"} & set(low[:at]) and len(self.fleets) != 2:
                raise NotUnderstood(f"'{'both' if 'both' in low[:at] else 'neither'} fleet': {self.nation} has "
                                    f"{len(self.fleets)}; name them")
            counted_fleets(low, at, len(self.fleets))       # 'neither of our three fleets': not the count
            return [Interception(nation=self.nation, fleet=f.name, intercept=intercept) for f in self.fleets]
        return [Interception(nation=self.nation, fleet=self.fleet(text, low), intercept=intercept)]

    def _a_reason(self, tail: str) -> bool:
        """'for it is in no state for battle', 'because the Russians are too strong': a reason that names no
        place, nation or unit and holds no order word, set aside after the order it explains."""
        low = words(tail)
        return bool(low) and low[0] in _TAIL_REASONS and not any(w in ORDER_WORDS for w in low) \
            and not self.names.mentioned(low, besides=self.nation)

    def fleet(self, text: str, low: list[str]) -> str:
        """The fleet a sentence names: 'fleet Brest', 'the Channel fleet', 'our fleet at Cadiz',
        "Nelson's fleet in the Western Mediterranean", 'Flt Med'; the nation's only fleet for 'the
        fleet' (fleets.py)."""
        return fleet_meant(text, self.fleets, self.names, self.nation)

    def _fleet_named(self, text: str) -> str | None:
        key = text.strip(" .:").casefold()
        if not key:
            return None
        for f in self.fleets:
            if f.name.casefold() == key:
                return f.name
        near = [f.name for f in self.fleets if len(key) >= 3 and f.name.casefold().startswith(key)]
        if len(near) == 1:
            return near[0]
        here = [f.name for f in self.fleets if self._names_area(key, f.at)]
        return here[0] if len(here) == 1 else None

    def _names_area(self, key: str, area: str) -> bool:
        try:
            return self.names.region(key) == area
        except NotUnderstood:
            return False

    # -- standing answers ------------------------------------------------------------------------
    def standing(self, text: str, low: list[str]) -> list[Order] | None:
        """'standing guard: commit', 'guard - commit', 'Standing orders: guard hold, surrender fight
        on', 'surrender never (fight on)'; None when the clause is no standing answer."""
        body = text
        lead = words(body.split(":", 1)[0]) if ":" in body else []
        if lead and lead[-1] == "orders" and "standing" in lead:
            body = body.split(":", 1)[1]
        elif low[:2] in (["standing", "orders"], ["standing", "order"]):
            body = body.split(None, 2)[2].lstrip(" ,;-\u2013\u2014") if len(body.split()) > 2 else ""   # 'standing orders, ...'
        elif low[0] == "standing":
            body = body.split(None, 1)[1] if len(body.split()) > 1 else ""
        elif not any(" ".join(low[:len(k.split())]) == k for k in STANDING_KINDS):
            return None
        out: list[Order] = []
        for piece in body.split(","):
            piece = piece.strip(" .")
            if not piece:
                continue
            plow = words(piece)
            kind = next((k for k in STANDING_KINDS if " ".join(plow[:len(k.split())]) == k), None)
            if kind is None:
                if out or low[0] == "standing":
                    raise NotUnderstood(f"a standing order answers one of {', '.join(STANDING_KINDS)}: "
                                        "'standing guard: hold'")
                return None
            answer = piece[len(" ".join(piece.split()[:len(kind.split())])):].strip(" :-\u2013\u2014.")
            bare_answer = brackets(answer)[0].strip(" :-").split(" ", 1)[0].strip(",.").casefold()
            if kind == "guard" and bare_answer in _UNIT_DOES and not out:
                return None                     # 'Guard (St Petersburg): stays, the Tsar wants it near': the corps
            if kind == "guard" and not out and _numbered_does(answer):
                return None                     # 'Guard I stays in Paris': the corps of that designation
            if kind == "guard" and not out and low[0] != "standing" and routed(answer):
                return None                     # 'Guard: St Petersburg - Novgorod': the Guard corps' march
            answer, notes = brackets(answer)
            if notes and notes[0]:
                answer = notes[0]
            answer = " ".join(answer.split()).casefold().strip(" .")
            answer = ANSWER_WORDS.get(kind, {}).get(answer, answer)     # 'surrender: never' is 'fight on'
            if not answer:
                raise NotUnderstood(f"answer the {kind} question: 'standing {kind}: ...'")
            out.append(Standing(nation=self.nation, kind=kind, answer=answer))
        return out or None


_NAME_ENDS = (", ", "; ", ". ", "! ", " and ", " then ", " so ")


def name_and_more(said: str) -> tuple[str, str]:
    """A player's name and what the line says after it: 'Ivan, and Boris replaces Ivan as our player' ->
    ('Ivan', 'Boris replaces Ivan as our player'); a name may hold spaces ('Ivan the Terrible')."""
    cut = split_at_first(said, _NAME_ENDS, 1)
    if cut is None:
        return said, ""
    name, more = cut
    more = more.strip(" .!")
    while more.casefold().startswith(("and ", "then ", "so ")):
        more = more.split(" ", 1)[1].strip()
    return name.strip(" ,;"), more


# How a clause in the passive opens ('and that war be declared on Spain', 'war is to be declared ...').
_PASSIVE_OPENS = frozenset("and that war alliance also".split())
# What the Guard corps does, never an answer to the guard question ('Guard: stays in Petersburg').
_UNIT_DOES = frozenset("stays stay remains remain marches march moves move goes go sails rides advances "
                       "retreats withdraws".split())
_NUMERALS = frozenset("i ii iii iv v vi vii viii ix x 1 2 3 4 5 6 7 8 9 10 1st 2nd 3rd".split())


def _numbered_does(answer: str) -> bool:
    """'I stays in Paris', 'II: marches to Ulm': after 'Guard', a number and a unit's verb: a corps' designation
    ('Guard I'), never the answer to the guard question."""
    said = [w.strip(",.:;").casefold() for w in answer.split()[:3]]
    said = [w for w in said if w]
    return len(said) >= 2 and said[0] in _NUMERALS and (said[1] in _UNIT_DOES or said[1] in ("holds", "hold"))
_HEADING_WORDS = frozenset("interception interceptions naval fleet fleets order orders our the".split())
_TAIL_REASONS = frozenset("for because as since so to lest".split())
_JOINED = (", and ", "; and ", "; ", " and ", ", then ", ", ")
_TIME_WORDS = frozenset("anyone anybody anything this that month winter spring summer autumn fall year turn step "
                        "now again either please thanks".split())


_OWN_OPENERS = ("if ", "when ", "whenever ", "should ", "in case ")
_OWN_ENDS = frozenset("out sail sails sortie sorties move moves pass passes by port sea".split())
_NOT_OWN = frozenset("only not no never fewer more less than unless except if when".split())


def _interceptions_own(text: str, cond: str) -> bool:
    """Whether a condition only says what an interception is ('if they come out', 'should the Russians sail',
    'when the enemy puts to sea'): read without it. One that adds anything ('only if', a number, a direction,
    'if the French sail east') is refused."""
    low = " ".join(cond.casefold().strip(" .,;!").split())
    flat = " ".join(text.casefold().split())
    before = flat[:flat.find(low)].split()[-1:] if low in flat else ["?"]
    if before and before[0].strip(",;") in _NOT_OWN | {"except", "but", "save", "?"}:
        return False                        # 'except if the Channel fleet is out', 'only if they sail'
    opener = next((o for o in _OWN_OPENERS if low.startswith(o)), None)
    if opener is None:
        return False
    rest = low[len(opener):].split()
    return 1 < len(rest) <= 6 and rest[-1] in _OWN_ENDS and not any(w in _NOT_OWN or w.isdigit() for w in rest)


def _after_the_verb(text: str, verb: str) -> tuple[str, str]:
    """An interception and what the line says after it: ('the Baltic fleet does not intercept', 'our cities never
    surrender'); ('...', '') when only words of time or filler follow ('... intercept anyone this winter')."""
    at = text.casefold().find(verb)
    cut = split_at_first(text, _JOINED, at + len(verb)) if at >= 0 else None
    if cut is None:
        return text, ""
    head, tail = cut[0], cut[1].strip(" ,;.!")
    if not tail or all(w in _TIME_WORDS for w in words(tail)):
        return text, ""
    return head, tail


# Unions of the word sets above, made once at import rather than at every word tested.
_LINKS_OR_WAR = LINKS | WAR_NOUNS
