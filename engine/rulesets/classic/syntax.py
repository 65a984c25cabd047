"""Reading classic orders as players write them, one per line, and writing them back the same way.

Canonical forms (what `format_order` writes; docs/rules/classic.md lists the variations read):

    8 armies 59 -> 69               3 armies 59 -> C         (board the ships in C, stay aboard)
    8 armies 59 -> 69 via ships in C                         3 armies C -> 69         (land from C)
    2 ships C -> D attack           3 ships C attack Prussia, Russia        2 ships C -> D, escape
    buy 3 armies in 12              buy 2 ships in C         give 10 gold to Prussia
    if Austria has 5 or less armies in 46 then all armies 47 -> 46
"""

from __future__ import annotations

from engine.rulesets.classic.units_called import called, unit_key
from engine.words.units_named import held_for_refused, named
from engine.words import patterns as re        # its compile() waits for first use
from collections.abc import Callable

from engine.board import Board
from engine.errors import Contradiction, NotUnderstood, ambiguous
from engine.words.message import holds_everything
from engine.words.lexicon import is_greeting
from engine.words.nothing import denied_beside_orders, gives_no_order
from engine.order_sheet import SetAside
from engine.orders import Order, OrderSheet, Rejections, looks_like_order, parse_lines, repeats_asked
from engine.words.reading import NUMBER_WORDS, number, read_once, read_parts, split_list, split_orders
from engine.words.reading import Names as BaseNames
from engine.words.patterns import any_of, longest_first
from engine.rulesets.classic.orders import (
    ESCAPE,
    NO_COMBAT,
    Buy,
    Gift,
    MoveArmies,
    MoveShips,
    SeaMove,
)
from engine.words.clauses import without_brackets
from engine.rulesets.classic.moves_read import sentence_moves
from engine.words.movement import goes
from engine.rulesets.classic.moves_said import with_armies_aboard
from engine.rulesets.classic.line_shapes import all_read, commanded, first_read, laid_out
from engine.rulesets.classic.money_said import money_said
from engine.rulesets.classic.shorthand import looks_short, written_out
from engine.rulesets.classic.word_order import reordered
from engine.rulesets.classic.scouting import without_scouting
from engine.rulesets.classic.unread import routed_or_left_over
from engine.rulesets.classic.stances import stay_and_stance
from engine.rulesets.classic.addressed import addressed
from engine.rulesets.classic.passive import active
from engine.rulesets.classic.typos import typos_fixed
from engine.words.polite_ifs import without_polite_if
from engine.words.textio import is_digits
from engine.words.shapes import after_summary, without_writer
from engine.words.unit_words import UnitWords, with_unit_words
from engine.rulesets.classic.syntax_conditions import NUMBER, conditional, conditionals, said_as_if
from engine.rulesets.classic import checks
from engine.rulesets.classic.params import DEFAULTS
from engine.rulesets.classic.units import ARMY, SHIP, ClassicState
from engine.rulesets.classic.writing import COMPARISON_TEXT, format_order  # noqa: F401  (written back as read)
from engine.state import GameState

_NUMBER = NUMBER
_WORDS = "|".join(sorted(NUMBER_WORDS, key=len, reverse=True))
_COUNT = rf"(?:{_NUMBER}|all|everything|every|{_WORDS})"
# With the words of French, German, Spanish and Italian players and the flavour of the bundled nations.
_ARMY_WORDS = {"army", "armies", "troops", "troop", "men", "armée", "armées", "armee", "armees", "armeen",
               "ejército", "ejércitos", "ejercito", "ejercitos", "esercito", "eserciti", "armata", "armate",
               "legion", "legions", "warband", "warbands", "soldiers", "regiments", "regiment", "battalions",
               "grenadiers", "legionaries", "legionnaires", "janissaries", "raiders", "warriors", "levies",
               "infantry", "host", "hosts"}
_SHIP_WORDS = {"ship", "ships", "fleet", "fleets", "boat", "boats", "navy", "navies", "navire", "navires", "flotte",
               "flottes", "schiff", "schiffe", "barco", "barcos", "nave", "navi", "longship", "longships", "galley",
               "galleys"}
_KIND = "|".join(sorted(_ARMY_WORDS | _SHIP_WORDS, key=longest_first))
# Short forms and the usual misspellings after a count ('2 arm', '3 arm.', '2 armys', '4 shps', '2 sh.').
UNIT_WORDS = UnitWords(kinds={**{w: ARMY for w in _ARMY_WORDS}, **{w: SHIP for w in _SHIP_WORDS}},
                       singular={ARMY: "army", SHIP: "ship"}, plural={ARMY: "armies", SHIP: "ships"},
                       short={"arm": "army", "arms": "armies", "arme": "army", "armes": "armies", "armys": "armies",
                              "armie": "army", "armis": "armies", "armeis": "armies", "armiess": "armies",
                              "sh": "ship", "shp": "ship", "shps": "ships", "shs": "ships", "shp.": "ship",
                              "shipps": "ships", "shipz": "ships", "shis": "ships",
                              "army's": "armies", "armies'": "armies", "ship's": "ships", "ships'": "ships"})
_SEP = re.compile(r" ?(?:->|→|=>|—|–) ?| (?:moves?|march(?:es)?|go(?:es)?|sails?)(?: to| into)? "
                  r"| (?:to|into|towards|-|>|attacks?|invades?) |(?<=\w)(?:-|>)(?=\w)", re.IGNORECASE)

# Words that make an unreadable line an error rather than chatter (engine.orders.looks_like_order).
ORDER_WORDS = frozenset("""buy buys build builds purchase recruit raise hire launch give gift send loan lend pay gold
    move moves march marches sail sails attack attacks invade invades assault board boards land lands embark
    disembark ashore hold holds stay stays escape combat army armies troops ships ship fleet fleets boats navy via
    declare war peace alliance ally annex""".split()) | _SHIP_WORDS | (_ARMY_WORDS - {"men", "host", "hosts", "troop"})
# (no such orders here: refused with what there is; every word for the nation's units: 'The longships row ...')

_RE = {
    "comment": re.compile(r"\s*(#|//).*$"),
    "bullet": re.compile(r"^(?:[*•·]\s+|-\s+(?=\S)|[0-9]{1,3}(?:\.[0-9]{1,3}){0,2}[.)]\s+)"),    # '1.1) ' too
    "buy": re.compile(r"^(?:buy|build|purchase|recruit|raise|hire|launch)s?:? (?P<what>.+)$", re.IGNORECASE),
    "buy_one": re.compile(rf"^(?P<count>{_NUMBER}|{_WORDS}) (?:new )?(?P<kind>{_KIND}) (?:in|at) (?P<where>.+)$",
                          re.IGNORECASE),
    "hold_all": re.compile(r"^(?:all (?:my |other |the other |my other )?(?:units |armies |ships |troops |forces )?)?"
                           r"(?:holds?|stand fast|stays?)(?: (?:their|its|in) (?:positions?|ground|place))?$",
                           re.IGNORECASE),
    "board": re.compile(r"^(?P<src>\S+) (?:boards?|embarks?)(?: on| onto)? (?:the )?(?:ships?|fleets?|boats?) "
                        r"(?:in|at) (?P<sea>\S+),? (?:and )?(?:lands?|disembarks?)(?: in| at)? (?P<to>.+)$",
                        re.IGNORECASE),
    "nested_if": re.compile(r"(?:^|[;,] ?| and )if\b", re.IGNORECASE),
    "land": re.compile(rf"^(?:land|disembark|unload)s? (?:the |my |our )?(?P<count>{_COUNT}) (?:armies|army|troops) "
                       r"(?:aboard |on board )?(?:in|at|from) (?P<sea>\S+) (?:in|at|to|on|into) (?P<to>.+)$",
                       re.IGNORECASE),
    "gift": re.compile(rf"^(?:give|gift|send|loan|lend|pay)s?\s+(?P<amount>{_NUMBER}|{_WORDS})\s*(?:gold|g|coins?)?\s+"
                       r"(?:as a (?:gift|loan) )?to (?P<target>.+?)(?: as an? (?:gift|loan|subsidy|present))?$",
                       re.IGNORECASE),
    "gift_to": re.compile(rf"^(?:give|gift|send|loan|lend|pay)s? (?P<target>.+?) (?P<amount>{_NUMBER}|{_WORDS}) ?"
                          r"(?:gold|g|coins?)(?: as an? (?:gift|loan|subsidy|present))?$", re.IGNORECASE),
    "gold_to": re.compile(rf"^(?P<amount>{_NUMBER}|{_WORDS}) ?(?:gold|g|coins?) to (?P<target>.+?)"
                          r"(?: as an? (?:gift|loan|subsidy|present))?$", re.IGNORECASE),
    "attack_with": re.compile(r"^(?:attack|invade|assault)s?\s+(?P<to>.+?)\s+with\s+(?P<count>.+?)\s+"
                              r"(?:from|in|at)\s+(?P<rest>.+)$", re.IGNORECASE),     # 'with the 3 armies in 14'
    "unit": re.compile(rf"^(?:(?:move|send|march|sail|take)s?\s+)?(?P<count>{_COUNT})\b\s*"
                       rf"(?:(?:of\s+)?(?:my|the|our)\s+)?(?:(?P<kind>{_KIND})\b)?\s*(?P<rest>.*)$", re.IGNORECASE),
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


class Names(BaseNames):
    """Names as classic players write them: "province 46", "sea C", several at once."""

    def clean_region(self, text: str) -> str:
        return _RE["region_prefix"].sub("", super().clean_region(text)).strip()

    def _confirmed_after_comma(self, text: str) -> str:
        """'Turn 1, Carthage:': the number of a turn, not province 1, is never confirmed by a name."""
        at = text.rfind(", ")
        if at > 0 and _TURN_NUMBER.search(text[max(0, at - 20):at]):
            return text
        return super()._confirmed_after_comma(text)

    def confirmed(self, text: str) -> str:
        """Besides the map numbers, a sea's letter confirms its name: 'the Western Baltic (E)', 'to the
        Libyan Sea, X.'; a letter of another sea is a contradiction (which is meant?). A name followed by its
        own number with no bracket is the place once ('to Lithuania 85', 'Calabria 40')."""
        text = super().confirmed(text)
        if len(text) > 2000:
            return text
        text = self._name_then_number(text)
        out: list[str] = []
        start = 0
        for m in _SEA_LETTER.finditer(text):
            letter = m["bracket"] or m["comma"]
            before = self._place_before(text[max(start, m.start() - 80):m.start()])
            if before is None or len(before[1]) == 1 or not self.is_region(letter) \
                    or not self.board[self.region(letter)].is_sea:
                continue
            if self.region(letter) != before[0]:
                raise Contradiction(f"{letter!r} is not {before[1]!r}: which sea is meant?")
            out.append(text[start:m.start()])
            start = m.end()
        return "".join(out) + text[start:] if out else text


    def _name_then_number(self, text: str) -> str:
        """'goes to Lithuania 85.' -> 'goes to 85.': a province's name right before its own map number; a
        number of another place after a name is left as written ('Moscow 3 armies ...')."""
        if not any(c.isdigit() for c in text):
            return text
        tokens = text.split(" ")
        out: list[str] = []
        for k, token in enumerate(tokens):
            number = token.rstrip(".,;:!?")
            if k and (number.isdigit() and len(number) <= 3 or len(number) == 1 and number.isupper()) \
                    and tokens[k - 1][:1].isupper() and self.is_region(number):
                before = self._place_before(" ".join(out[-6:]))
                if before is not None and not before[1].isdigit() and before[0] == self.region(number):
                    del out[len(out) - len(before[1].split(" ")):]
            out.append(token)
        return " ".join(out)


_TURN_TITLE = re.compile(r"^(?:orders for |moves for )?(?:turn|round) [0-9]{1,4}\b[^:;]{0,40}: ?", re.IGNORECASE)
_TURN_NUMBER = re.compile(r"\b(?:turn|round|day|year|week|no\.?|number|#) ?[0-9]{1,4}$", re.IGNORECASE)
# 'the Western Baltic (E)', 'to the Libyan Sea, X.': a sea's letter after its name.
_SEA_LETTER = re.compile(r" ?[(\[](?P<bracket>[A-Z])[)\]]|, (?P<comma>[A-Z])(?=[.!;](?: |$)|$)")



def _clean(line: str) -> str:
    if "#" in line or "//" in line:
        line = _RE["comment"].sub("", line)
    line = _RE["bullet"].sub("", line.strip()).strip()
    if "(" in line or ")" in line:
        line = line.replace("(", " ").replace(")", " ")
    line = " ".join(line.split())
    line = _BOTH.sub("2 ", _ALL_N.sub("", line))        # 'move both ships I -> J', 'all 3 armies 21 -> 27'
    if "leet" in line:
        line = _FLEET_OF.sub("", line)                  # 'the fleet of three ships in T': the three ships
    if "->" in line and any(v in line for v in (" sail", " march", " move", " go", " Sail", " March", " Move", " Go")):
        line = _VERB_BEFORE_ROUTE.sub(r"\1 ", line)     # '4 ships sail D -> E', '3 armies march 68 -> 64'
    line = _TIMES.sub(r"\1 ", _COUNT_A.sub(r"\1 armies ", line))    # '2x armies 20 -> 22', '3A 68 -> 64'
    if " | " in line and not line.startswith("|"):
        line = line.replace(" | ", "; ")                # '107 -> 106 with 2 armies | 3 ships T -> W' (not a table row)
    line = _MINE.sub(_mine, line)
    line = with_unit_words(line, UNIT_WORDS)[0]
    return line.rstrip(".;!").strip()


_TIMES = re.compile(r"\b([0-9]{1,6}) ?x (?=(?:armies|army|ships|ship|shps?|arm|arms)\b)", re.IGNORECASE)
_COUNT_A = re.compile(r"^([0-9]{1,6})A (?=[0-9A-Za-z]{1,30} ?(?:->|-|>|to\b))")
_BOTH = re.compile(r"\bboth (?=(?:of (?:my |our |the ))?(?:armies|ships|fleets|troops)\b)", re.IGNORECASE)
_FLEET_OF = re.compile(rf"\b(?:the |my |our )?fleets? of (?=(?:[0-9]{{1,3}}|{_WORDS}) (?:ships?|boats?|longships?)\b)",
                       re.IGNORECASE)
_VERB_BEFORE_ROUTE = re.compile(r"\b(armies|army|ships|ship) (?:sail|sails|march|marches|move|moves|go|goes) "
                                r"(?=[0-9A-Za-z]{1,4} ?->)", re.IGNORECASE)
_ALL_N = re.compile(r"\ball (?=[0-9]{1,6} (?:armies|ships)\b)", re.IGNORECASE)


# 'My ship in H', 'our lone army in 31', 'My 2 ships in S': the writer's own units, counted.
_MINE = re.compile(r"^(?:my|our) (?:lone |only |single )?(?:(?P<count>[0-9]{1,6}) )?(?P<kind>ships?|army|armies|fleets?)\b",
                   re.IGNORECASE)


def _mine(m: re.Match) -> str:
    """'my ship' is one ship, 'my ships' all of them there (never read as one: a misreading)."""
    plural = m["kind"].casefold() in ("ships", "armies", "fleets", "fleet")     # 'our fleet in I': all its ships
    return f"{m['count'] or ('all' if plural else '1')} {m['kind']}"


ONE = {"armies": "army", "ships": "ship", "units": "unit"}
_PLURALS = {"armies", "troops", "ships", "fleets", "boats", "fleet", "navy", "squadron"}   # 'the fleet in I': all its ships


def _count(text: str, what: str) -> int | None:
    word = text.strip().lower()
    if word in ("all", "everything", "every"):
        return None
    n = number(word, f"a number of {what}")
    if n is None:
        raise NotUnderstood(f"{text.strip()!r} is not a number of {what}: write a number, or 'all'")
    if n < 1:
        raise NotUnderstood(f"order at least one {ONE[what]}")
    return n


# Compiled once: a message of thousands of lines meets them on every line.
_IF = re.compile(r"^if\b", re.IGNORECASE)
_MAY_BE_IF = re.compile(r"\b(?:if|unless|should|case|provided|providing|assuming|long as)\b", re.IGNORECASE)
_ARMIES_AFTER_COUNT = re.compile(r"\s+(?:of\s+)?(?:my\s+|the\s+|our\s+)?(?:armies|army|troops)$", re.IGNORECASE)
_OWNER_FIRST = re.compile(r"^(?:my|the|our)\s+", re.IGNORECASE)
_FROM_IN_AT = re.compile(r"^(?:from|in|at)\s+", re.IGNORECASE)
_AND_ATTACKS = re.compile(r" ?[,;]? ?(?:and )?attacks?$", re.IGNORECASE)
_FROM = re.compile(r"^from\s+", re.IGNORECASE)
_SHIPS_OF = re.compile(r"^(?:the\s+)?(?:ships\s+of\s+)?", re.IGNORECASE)


def parse_line(line: str, nation: str, names: Names, shaped: int = 0) -> list[Order | NotUnderstood] | None:
    """The orders of one line (several for '4 armies 2 -> 3, 2 ships A -> B'), None for a comment
    line; NotUnderstood says why a line is unusable. `shaped`: how many times the line was laid out
    again already (a list letter, a label, prose purchases: at most twice)."""
    line = names.confirmed(line)        # 'Hanover (57)', '57 (Hanover)': the map number and the name agree
    noted = "(" in line or "[" in line
    text = _clean(_NUMBER_NOTE.sub(" ", line) if noted else line)   # '(3)', '(47)': checked against the orders read (_confirmed)
    if not text:
        return None
    polite = without_polite_if(text)    # 'If I may, ...', '..., if possible': no condition
    text = _clean(polite) if polite != text else text      # cleaned again: 'my ship ...' now starts the line
    if _RE["hold_all"].match(text) or holds_everything(text, ORDER_WORDS) or gives_no_order(text, ORDER_WORDS, nation):
        return []
    if _IF.match(text) or _MAY_BE_IF.search(text):
        said = said_as_if(text, names)          # 'Should Italy have no armies in 34, ...', '... unless ...'
        if said is not None:
            return list(conditionals(said[0], nation, names, lambda then: _then(then, nation, names), negated=said[1]))
    if _IF.match(text):      # all after 'then' is the condition's, ';' included
        return list(conditionals(text, nation, names, lambda then: _then(then, nation, names)))
    denied = denied_beside_orders([p for p in text.split(";") if p.strip()], ORDER_WORDS, nation)
    if denied is not None:
        raise NotUnderstood(f"{denied!r} says no order is given, and the line gives orders too: which is meant? "
                            "ask the player")
    def read_part(part: str) -> list[Order | None]:
        return _part(_natural(without_writer(names.without_subject(part.strip().rstrip(".!").strip(), nation), nation),
                              names, nation), nation, names)

    def read_or_laid_out(part: str) -> list[Order | None]:
        """A part as written, else laid out again ('107 -> 106 with 2 armies | 3 ships T -> W')."""
        try:
            return read_part(part)
        except Contradiction:
            raise
        except NotUnderstood:
            if ";" not in text or shaped >= 2:
                raise
            again = first_read(laid_out(part.strip(), nation, names), read_part)
            if again is None:
                raise
            return again

    title = _TURN_TITLE.match(text)
    if title and any(names.known_nation(w.strip(",:")) not in (None, nation) for w in title.group(0).split()):
        title = None                            # 'Turn 1 orders for Italy:': another nation's, never taken as ours
    if title:                                   # 'Turn 1, Carthage:', 'Turn 3 orders: 2 armies 107 -> 106'
        text = text[title.end():].strip()
        if not text:
            return None
    try:
        orders = read_parts([p for p in text.split(";") if p.strip()], read_or_laid_out,
                            aside=lambda part: is_greeting(part) and not looks_like_order(part, ORDER_WORDS, names, nation))
    except NotUnderstood as first:
        summed = after_summary(text)                # 'no combat: 2 ships S -> V, no combat'
        if summed is not None:
            try:
                again = parse_line(summed, nation, names)
            except NotUnderstood:
                again = None
            if again and not any(isinstance(x, NotUnderstood) for x in again):
                return again
        worded = " ".join(_RE["bullet"].sub("", _RE["comment"].sub("", line).strip()).split())    # notes kept
        if not isinstance(first, Contradiction) and shaped < 2:
            short = written_out(worded, names) or stay_and_stance(worded) or active(worded)   # '58>55 x3', passive
            shapes = [x for x in (*laid_out(worded, nation, names), *money_said(worded, nation, names),
                                  *((short,) if short else ()), *reordered(worded, names, nation))
                      if x.casefold() != worded.casefold()]
            again = first_read(shapes, lambda shape: parse_line(shape, nation, names, shaped + 1))
            commands = commanded(worded, nation, names) if again is None else []    # 'His Majesty commands that ...'
            if commands:
                again = all_read(commands, lambda part: parse_line(part, nation, names, shaped + 1))
            if again is None:
                again = _addressed(worded, nation, names, shaped)      # 'Hannibal, lead the two armies ...'
            if again is None:
                again = _typos(worded, nation, names, shaped)         # 'marhc 3 armies from 68 to 64'
            if again is not None:
                return again
        moved = sentence_moves(worded, nation, names, frozenset(_ARMY_WORDS), frozenset(_SHIP_WORDS),
                               lambda move: [o for o in _part(move, nation, names) if o is not None])
        if moved is None and shaped < 2:
            moved = _scouted(worded, nation, names, shaped)
        if moved is None:
            raise first from None
        return moved
    out = [o for o in orders if o is not None]
    if noted:
        _confirmed(line, out, names.state.params)
    return out


def _addressed(line: str, nation: str, names: Names, shaped: int) -> list | None:
    """'Consul of Naples: your two legions march into Apulia': the orders after the address, whose title's
    place (if any) each order must start from, sail from or buy in."""
    said = addressed(line, nation, names, ORDER_WORDS)
    if said is None:
        return None
    try:
        orders = parse_line(said[0], nation, names, shaped + 1)
    except NotUnderstood:
        return None
    if not orders or any(isinstance(o, NotUnderstood) for o in orders):
        return None
    if said[1] is not None and not all(said[1] in {getattr(o, f, None) for f in ("source", "sea", "where")}
                                       for o in orders):
        return None                     # 'Praetor of Rome: buy 1 army in 38': which is meant?
    return orders


def _typos(line: str, nation: str, names: Names, shaped: int) -> list | None:
    """'fleeet of 4 ships sial D -> E': the orders of the line with its mistyped order words written right, each
    word read so named on the receipt; None unless the line then reads whole."""
    if any(joint in line for joint in (", ", ";", " and ", " then ")):
        return None                     # one order a line: a clause the reading passed over is never hidden
    fixed = typos_fixed(line, names.is_region)
    if fixed is None:
        return None
    try:
        orders = parse_line(fixed[0], nation, names, shaped + 1)
    except NotUnderstood:
        return None
    if not orders or any(isinstance(o, NotUnderstood) for o in orders):
        return None
    return [*orders, *(SetAside(typed, f"read as {word!r}, mistyped") for typed, word in fixed[1])]


def _scouted(line: str, nation: str, names: Names, shaped: int) -> list | None:
    """'1 ship H -> G, scouting ahead': the order, and the scouting words set aside (classic has none)."""
    def read(text: str) -> list:
        try:
            return [o for o in parse_line(text, nation, names, shaped + 1) or [] if not isinstance(o, NotUnderstood)]
        except NotUnderstood:
            return []

    def places_of(text: str) -> set[str]:
        return {str(p) for o in read(text) for f in ("source", "to", "sea", "where") if (p := getattr(o, f, None))}

    said = without_scouting(line, places_of, lambda text: names.region(text) if names.is_region(text) else None)
    if said is None:
        return None
    try:
        orders = parse_line(said[0], nation, names, shaped + 1)
    except NotUnderstood:
        return None
    if not orders or any(isinstance(o, NotUnderstood) for o in orders):
        return None
    return [*orders, SetAside(said[1], "classic has no scouting: the order is the same without it")]


_NUMBER_NOTE = re.compile(r"[(\[] ?\d{1,6} ?[)\]]")


def _confirmed(line: str, orders: list, params: dict) -> None:
    """'2 armies 48 -> Thrace (47)': a number in brackets must be a place the line's orders name, or what
    its purchases cost ('buy 2 armies in 108 (6)'); otherwise the line contradicts itself and is refused
    (never the note silently dropped)."""
    _, notes = without_brackets(line)
    places = {getattr(o, f, None) for o in orders if isinstance(o, Order) for f in ("source", "to", "sea", "where")}
    bought = [o for o in orders if isinstance(o, Buy)]
    cost = sum(o.count * params.get(f"{o.kind}_cost", DEFAULTS[f"{o.kind}_cost"]) for o in bought)
    for note in notes:
        if is_digits(note) and places and note not in places and not (bought and int(note) == cost):
            raise Contradiction(f"the number in brackets, {note}, is not a place the order names"
                                + (f" nor what it costs ({cost} gold)" if bought else ""))


_ELLIPTIC = re.compile(r"^(?:the |my |our )?(?P<count>\d{1,6}|two|three|four|five|six|seven|eight|nine|ten|both) "
                       r"(?:in|at|from) (?P<place>\w{1,20})\b", re.IGNORECASE)


def _counted(part: str, names: Names) -> str:
    """'the 3 in 21 go to 27', 'the two in I sail to J': a count of the nation's units in a place, the
    unit word left out; armies in a province, ships in a sea."""
    m = _ELLIPTIC.match(part)
    if m is None or not names.is_region(m["place"]):
        return part
    count = "2" if m["count"].casefold() == "both" else m["count"]
    kind = "ships" if names.board[names.region(m["place"])].is_sea else "armies"
    return f"{count} {kind} in {m['place']}{part[m.end():]}"


def _then(text: str, nation: str, names: Names) -> tuple[Order, ...]:
    """What follows 'then': any orders the nation could give, one or several ('then buy 2 armies
    in 47 and 4 armies 47 -> 46'); not another condition."""
    if _RE["nested_if"].search(text):
        raise NotUnderstood("conditions cannot be nested")
    orders: list[Order | None] = []
    for part in (p.strip() for p in text.split(";")):
        if part:
            try:
                orders += _part(part, nation, names)
            except Contradiction:
                raise
            except NotUnderstood:           # 'two of my armies from 69 go aboard in D and land in 59'
                again = parse_line(part, nation, names, shaped=2)
                if not again or any(isinstance(o, NotUnderstood) for o in again):
                    raise
                orders += [o for o in again if isinstance(o, Order)]
    if not any(orders):
        raise NotUnderstood("the conditional order says nothing after 'then'")
    return tuple(o for o in orders if o is not None)


def _part(part: str, nation: str, names: Names) -> list[Order | None]:
    """The orders of one part of a line (between ';')."""
    part = _counted(part, names)
    if _IF.match(part):
        return [conditional(part, nation, names, lambda then: _then(then, nation, names))]
    if _RE["buy"].match(part):          # 'buy 2 armies in 1 and 1 ship in A and move ...': a verb or a move cuts
        orders: list[Order | None] = []
        for piece in split_orders(part, _cuts_a_purchase, lambda p: False):
            buy = _RE["buy"].match(piece)
            orders += _buy(buy, nation, names) if buy else [_one(piece, nation, names)]
        return orders
    out: list[Order | None] = []
    for piece in split_orders(part, _starts, lambda piece: False):
        buy = _RE["buy"].match(piece)          # '3 armies 89 -> 96, buy 3 armies in 89'
        out += _buy(buy, nation, names) if buy else [_one(piece, nation, names)]
    return out


def _natural(text: str, names: Names, nation: str = "") -> str:
    """'16: buy 4 armies' is 'buy 4 armies in 16'; 'The Channel fleet stays in I' is 'all ships I stays in I'."""
    head, colon, tail = text.partition(": ")
    if colon and _RE["buy"].match(tail) and " in " not in tail and " at " not in tail and names.is_region(head):
        return f"{tail} in {head}"
    if colon and tail and (head.casefold() in ("orders", "my orders", "our orders", "moves") or nation
                           and names.known_nation(_ORDERS_SAID.sub("", head)) == nation):
        text = tail                         # 'Spain: 3 armies 14 -> 15', 'Spanish orders: ...': the writer's own
    return _fleet_by_its_sea(text, names, nation)


_ORDERS_SAID = re.compile(r" (?:orders?|moves?|commands?)$", re.IGNORECASE)


_FLEET_NOUNS = frozenset("fleet fleets squadron squadrons ships navy flotilla".split())


def _fleet_by_its_sea(text: str, names: Names, nation: str) -> str:
    """'The Channel fleet stays in I', 'The Channel squadron 2 ships escapes': the ships in the sea the
    fleet is named after ('all ships I stays in I', '2 ships I escapes')."""
    tokens = text.split(" ")
    start = 1 if tokens and tokens[0].casefold() in ("the", "our", "my") else 0
    for k in range(start + 1, min(start + 4, len(tokens) - 1)):
        if tokens[k].casefold() not in _FLEET_NOUNS:
            continue
        sea = " ".join(tokens[start:k])
        if not (sea[:1].isupper() and names.is_region(sea) and names.board[names.region(sea)].is_sea):
            return text
        rest = tokens[k + 1:]
        state = names.state
        here = state.fleet(nation, names.region(sea)) if isinstance(state, ClassicState) else None
        count = str(here.ships) if here is not None and here.ships else "all"     # the ships the state has there
        if len(rest) > 2 and is_digits(rest[0]) and rest[1].casefold() in ("ship", "ships"):
            count, rest = rest[0], rest[2:]            # '(2 ships)', the note's brackets taken away
        return " ".join([count, "ships", names.board.name(names.region(sea)), *rest])
    return text


_STARTS = re.compile(rf"^(?:(?:move|send|march|sail|my|our|all)s? )?(?:{_COUNT}) (?:of )?(?:my |the |our )?"
                     rf"(?:{_KIND})\b|^(?:give|gift|loan|pay|attack|invade|buy|build|purchase|recruit)s?\b", re.IGNORECASE)


_VERB_STARTS = re.compile(r"^(?:move|send|march|sail|give|gift|loan|pay|attack|invade|buy|build|purchase|recruit)s?\b",
                          re.IGNORECASE)


def _cuts_a_purchase(piece: str) -> bool:
    """Whether a piece after 'buy ... and' is an order of its own: a verb, or units that move."""
    return _VERB_STARTS.match(piece) is not None or _starts(piece) and _RE["buy_one"].match(piece) is None


def _starts(piece: str) -> bool:
    """Whether a piece after ',' or 'and' is an order of its own; 'attack' alone or with nations only is
    what the ships before it do ('2 ships I -> J, attack Britain'), 'attack 47 with ...' an order."""
    m = _STARTS.match(piece)
    return m is not None and not (_ATTACK_WORD.match(piece) and " with " not in piece.casefold())


_ATTACK_WORD = re.compile(r"^(?:attack|invade)s?\b", re.IGNORECASE)


_ARMIES_STAY = re.compile(rf"^(?:{_COUNT}) (?:armies|army|troops) (?:in |at )?(?P<where>[^,;]{{1,60}}) "
                          r"(?:stays?|holds?|remains?)(?: put| home| still)?$", re.IGNORECASE)


def _one(text: str, nation: str, names: Names) -> Order | None:
    """One order, None for ships told to stay (no order: they stay and defend)."""
    stay = _ARMIES_STAY.match(text)
    if stay and names.is_region(stay["where"]):
        return None                                 # '3 armies Carthago stay': armies without orders stay
    if _ANY_PARSED is None or _ANY_PARSED.match(text):
        for key, build in _LINE_PARSERS:
            m = _RE[key].match(text)
            if m:
                return build(m, nation, names)
    return _move(text, nation, names)


def _buy(m, nation: str, names: Names) -> list[Buy]:
    """'buy 3 armies in 12', 'Buy 2 armies in 1 and 1 ship in A' (two purchases); 'buy 2 armies
    in 1 and 2' is refused: two in each, or two in all?"""
    buys: list[Buy] = []
    for part in split_list(m["what"]):
        one = _RE["buy_one"].match(part)
        if one is None and buys:                # 'buy 3 armies in 12 and 2 in 39'
            words = part.split(" ")
            another = words[0].casefold() == "another"      # 'buy 2 armies in 21 and another in 22': one more
            if len(words) > 2 and words[1].casefold() in ("in", "at") and (another or number(words[0]) is not None):
                kind = "army" if buys[-1].kind == ARMY else "ship"
                one = _RE["buy_one"].match(f"{'1' if another else words[0]} {kind} {' '.join(words[1:])}")
        if one is None and buys and names.is_region(part):
            last = buys[-1]
            what = format_order(last, names.board).removeprefix("buy ").rsplit(" in ", 1)[0]
            raise ambiguous(m.group(0), f"{what} in each of {names.board.name(last.where)} and {part}",
                            f"{what} in all, split between them")
        if one is None:
            raise NotUnderstood(f"{part!r} is not a purchase: write 'buy 3 armies in 12' or 'buy 2 ships in C'")
        kind = ARMY if one["kind"].lower() in _ARMY_WORDS else SHIP
        count = _count(one["count"], "units")
        if count is None:
            raise NotUnderstood("say how many to buy")
        buys.append(Buy(nation=nation, count=count, kind=kind, where=names.region(one["where"])))
    return buys


def _gift(m, nation: str, names: Names) -> Gift:
    amount = number(m["amount"], "a sum of gold")
    if amount is None:
        raise NotUnderstood(f"{m['amount']!r} is not a sum of gold")
    return Gift(nation=nation, target=names.nation(m["target"]), amount=amount)


def _attack_with(m, nation: str, names: Names) -> Order:
    """'attack 69 with 8 armies from 59 via ships', 'attack 46 with everything from 47'."""
    count_text = _ARMIES_AFTER_COUNT.sub("", m["count"].strip())
    count_text = _OWNER_FIRST.sub("", count_text)
    count = _count(count_text, "armies")
    rest, via = _split_via(m["rest"])
    source = names.region(rest)
    to = m["to"]
    owner, _, place = to.rpartition(" in ")
    if owner and names.is_nation(owner):
        to = place                              # 'Attack Austria in 3 with ...'
    return _army_order(nation, count, source, names.region(to), via, names)


def _split_via(text: str) -> tuple[str, str | None]:
    """('59', 'C') for '59 via ships in C', ('59', '') for '59 via ships', ('59', None) without 'via'."""
    m = _RE["via"].match(text)
    if not m:
        return text.strip(), None
    how = _RE["how"].match(m["how"].strip())
    return m["head"].strip(), (how["sea"].strip() if how else m["how"].strip())


def _army_order(nation: str, count: int | None, source: str, to: str, via: str | None, names: Names) -> Order:
    board = names.board
    sea = names.region(via) if via else None
    if sea is not None and not board[sea].is_sea:
        raise NotUnderstood(f"{board.name(sea)} is not a sea: write 'via ships in C'")
    if via is None and board[source].is_land and board[to].is_land:
        return MoveArmies(nation=nation, count=count, source=source, to=to)
    if board[source].is_sea:
        if sea is not None and sea != source:
            raise NotUnderstood(f"armies aboard in {board.name(source)} use the ships there, not those in "
                                f"{board.name(sea)}")
        sea = source
    elif board[to].is_sea and via is None:
        sea = to           # '3 armies 59 -> C': board the ships in C
    return SeaMove(nation=nation, count=count, source=source, to=to, sea=sea)


def _move(text: str, nation: str, names: Names) -> Order | None:
    if text[:3].casefold() in ("my ", "we ") or text[:4].casefold() in ("our ", "the "):
        text = text.split(" ", 1)[1]            # 'My 3 ships in A attack Austria'
    first = text.split(" ", 1)
    bare = first[0].casefold() in ("ships", "fleets", "boats", "fleet", "navy", "squadron")   # no count: as many as there
    if first[0].casefold() in _PLURALS:
        text = "all " + text                    # 'ships in C attack': every ship there
    m = _RE["unit"].match(text)
    if not m:
        raise NotUnderstood("expected a move ('8 armies 59 -> 69', '2 ships C -> D attack'), 'buy 3 armies "
                            "in 12', 'give 10 gold to Prussia' or 'if ... then ...'")
    kind_word = (m["kind"] or "").lower()
    count_word = m["count"].lower()
    if not kind_word:
        if count_word != "everything":
            unsure = with_unit_words(text, UNIT_WORDS)[1]       # '2 ormies 75 -> 52': offered, never guessed
            if unsure is not None:
                raise NotUnderstood(f"{unsure[0]!r} is no unit of this game: did you mean {unsure[1]!r}?", fix=unsure)
            raise NotUnderstood("say what moves: armies or ships ('3 armies 59 -> 69', '2 ships C -> D')")
        kind_word = "armies"
    rest = _FROM_IN_AT.sub("", m["rest"].strip())
    if kind_word in _SHIP_WORDS:
        return _ships(_count(count_word, "ships"), rest, nation, names, bare)
    count = _count(count_word, "armies")
    rest = _AND_ATTACKS.sub("", rest)
    board = _RE["board"].match(rest)
    if board:                                   # '2 armies from 1 board the ships in A and land in 7'
        return _army_order(nation, count, names.region(board["src"]), names.region(board["to"]), board["sea"],
                           names)
    head, via = _split_via(rest)
    steps = [s for s in _SEP.split(head) if s and s.strip()]
    if len(steps) == 1 and steps[0].lower().startswith("from "):
        steps = [steps[0][5:]]
    if len(steps) == 3 and via is None and names.is_region(steps[1]) and names.board[names.region(steps[1])].is_sea:
        source, sea = names.region(_FROM.sub("", steps[0])), steps[1]      # '3 armies 3 -> I -> 22': by the ships in I
        return _army_order(nation, count, source, names.region(steps[2]), sea, names)
    if len(steps) != 2:
        if len(steps) < 2:
            raise NotUnderstood("armies need a destination: '3 armies 59 -> 69'")
        raise NotUnderstood("armies move one step a turn: give the province they start in and one destination")
    source = names.region(_FROM.sub("", steps[0]))
    return _army_order(nation, count, source, names.region(steps[1]), via, names)


def _ships(count: int | None, rest: str, nation: str, names: Names, bare: bool = False) -> MoveShips | None:
    """The ships' order; `bare`: no count said ('Ships I -> C'), the ships the state has there, as the
    sentences read them ('all' without a state)."""
    attack, stance, holds = False, "", False
    targets: tuple[str, ...] = ()
    along = _WITH_ABOARD.search(rest) if count is not None or bare else None     # 'Ships I -> C with the troops aboard'
    if along:
        rest, along_said = rest[:along.start()], rest[along.start():].lstrip(", ")
    rest = _STAY_AND.sub("", rest)                  # 'stay and escape if attacked': the escape is the order
    s = _RE["stance"].search(rest)
    if s:
        word = s["word"].lower()
        tail = s["tail"].strip()
        rest = _MODAL_END.sub("", rest[:s.start()].strip())     # 'in the Channel will escape if ...'
        if word.startswith(("attack", "engage")):
            attack = True
            tail = _ANY.sub("", _SHIPS_OF.sub("", tail))     # 'attack any British ships there'
            tail = _THERE.sub("", tail)               # 'attack the British ships there'
            targets = names.nations(tail) if tail else ()
        elif word.startswith(("hold", "stay", "remain")) and " out of " not in word:
            if tail.casefold() in ("at anchor", "in port", "in harbour", "in harbor", "in place", "where they are",
                                   "where it is", "home", "at home", "put", "still", "there"):
                tail = ""                           # 'the fleet at S stays at anchor'
            if tail[:3].casefold() in ("in ", "at ") and not rest:
                rest, tail = tail[3:], ""           # 'Ships stay in I'
            elif tail[:3].casefold() in ("in ", "at ") and names.is_region(tail[3:]) and names.is_region(rest) \
                    and names.region(tail[3:]) == names.region(rest):
                tail = ""                           # 'The Channel fleet stays in I': the sea it is named after
            if tail:
                raise NotUnderstood(f"unexpected words after {s['word']!r}: {tail!r}")
            holds = True
        else:
            if tail:
                raise NotUnderstood(f"unexpected words after {s['word']!r}: {tail!r}")
            stance = ESCAPE if word.startswith(("escape", "flee", "run")) else NO_COMBAT
    steps = [x for x in _SEP.split(rest) if x and x.strip()]
    if not steps:
        raise NotUnderstood("say which sea the ships are in: '2 ships C -> D'")
    if len(steps) > 2:
        raise NotUnderstood("ships sail one sea a turn: give the sea they are in and one destination")
    source = names.region(steps[0])
    to = names.region(steps[1]) if len(steps) == 2 else None
    if along and with_armies_aboard(along_said, nation, source, names):
        raise NotUnderstood(f"unexpected words after the ships' move: {along_said!r}")
    state = names.state
    if bare and count is None and isinstance(state, ClassicState):
        fleet = state.fleet(nation, source)
        count = fleet.ships if fleet is not None and fleet.ships else None
    if to is None and not attack and not stance and not holds and len(steps) == 1:
        raise NotUnderstood("ships without orders stay where they are: give a destination, 'attack', "
                            "'no combat' or 'escape'")
    if to == source:
        to = None
    if to is None and not attack and not stance:
        return None                 # ships that stay and defend: what ships without orders do
    return MoveShips(nation=nation, count=count, source=source, to=to, attack=attack, targets=targets,
                     stance=stance)


_WITH_ABOARD = re.compile(r",? with (?:the |our |my |all )?(?:[0-9]{1,6} |\w{1,8} )?(?:of (?:the |our |my ))?"
                          r"(?:armies|army|troops|men) (?:still )?(?:aboard|on board)$", re.IGNORECASE)
_STAY_AND = re.compile(r"\b(?:stays?|holds?|remains?)(?: put| there)? ?,? (?:and|but) (?=escapes?\b|avoids?\b|"
                       r"keeps? out\b|stays? out\b|do not\b|does not\b|will not\b)", re.IGNORECASE)
_MODAL_END = re.compile(r"(?:^| )(?:will|shall|should|must|are to|is to|are ordered to|can)$", re.IGNORECASE)
_ANY = re.compile(r"^(?:any|all|every|each)\s+", re.IGNORECASE)
_THERE = re.compile(r" (?:ships?|fleets?|navy|squadrons?)(?: there)?$| there$", re.IGNORECASE)


_LINE_PARSERS: list[tuple[str, Callable]] = [
    ("gift", _gift),
    ("gift_to", _gift),
    ("gold_to", _gift),
    ("attack_with", _attack_with),
    ("land", lambda m, nation, names: _army_order(nation, _count(m["count"], "armies"), names.region(m["sea"]),
                                                  names.region(m["to"]), None, names)),
]


_ANY_PARSED = any_of(_RE[key] for key, _ in _LINE_PARSERS)      # a move matches none: one try, not five


def _goes_to_a_place(line: str, names: Names) -> bool:
    """'the two that were in 107 go on into 106': a verb of going and a province or sea by its number or letter;
    unread, such a line is refused, never set aside as chatter."""
    if len(line) > 2000:
        return False
    tokens = [t.strip(",.;:!?()") for t in line.split()]
    return any(goes(t.casefold()) for t in tokens) and any(
        (t.isdigit() or len(t) == 1 and t.isupper()) and names.is_region(t) for t in tokens)


def parse_sheet(text: str, nation: str, state: GameState, board: Board, judge: bool = True) -> OrderSheet:
    """A message read line by line, then (`judge`) what the state does not allow refused in the words
    of the resolution (checks.py): a line read literally into an order the map or the position
    forbids is never taken as given ('5 armies 89 -> 88' where 88 does not border 89)."""
    names = Names(board, state)
    sheet = repeats_asked(parse_lines(text, nation, read_once(lambda line: parse_line(line, nation, names)),
                                      lambda line: looks_like_order(line, ORDER_WORDS, names, nation)
                                      or looks_short(line, names) or _goes_to_a_place(line, names)
                                      or routed_or_left_over(line, names)))
    stacks = called(nation, state, board) if isinstance(state, ClassicState) else []
    sheet = held_for_refused(sheet, lambda line: named(line, stacks, names), unit_key)    # a stack's later line unread
    if not judge or not isinstance(state, ClassicState):
        return sheet
    rejections = Rejections(sheet)
    if state.eliminated(nation):
        return sheet
    checks.find_problems(sheet, state, board, rejections, money=False)
    return rejections.sheet()
