"""Sentences that say no order is given: 'Nothing moves', 'No purchases this turn', 'No orders from me
this spring', 'No builds or gifts', 'We pass this turn', 'All squadrons on station'. They give no order
(units without orders hold, nothing is bought) and are said so on the receipt, never refused. A
sentence with anything more in it (a place, a number, a unit named, an order word) is no such
sentence: 'No attack on Austria' is read or refused as an order. Each test is one pass over the words."""

from __future__ import annotations

from engine.words.lexicon import is_order_word
from engine.words.message import words
from engine.words.textio import is_digits

_LEAD = frozenset("so and but also then otherwise else ok okay right well".split())
# What 'no' may deny: the orders of a turn by their kinds.
_KINDS = frozenset("""order orders move moves movement movements march marches purchase purchases buy buys buying build
    builds building recruit recruits recruitment recruiting new unit units change changes gift gifts diplomacy
    annexation annexations annexing transfer transfers attack attacks action actions army armies ship ships
    squadron squadrons corps division divisions troops construction spending payments war wars alliance alliances
    sway sways tp peace political politics declaration declarations treaty treaties investment investments
    blockade blockades siege sieges""".split())
# Words around the denial that add nothing ('from me', 'this turn', 'at all', 'for now', 'thanks').
_TAIL = frozenset("""from me us for this the turn season spring summer fall autumn winter month year round time
    at all either needed planned today now again please thanks thank you either of any kind whatsoever
    whatever sorry i'm afraid here there yet""".split())
_NOTHING = frozenset("nothing nobody none nada rien niente nulla nichts".split())
# 'no' in French, German, Spanish and Italian, and the words around a denial in them ('Sin compras este turno',
# 'Nessun ordine questo turno', 'Keine Befehle diese Runde', 'Rien ne bouge', 'Nada se mueve').
_NO = frozenset("no sin ningún ningun ninguna nessun nessuna niente kein keine keinen pas aucun aucune".split())
_FOREIGN_KINDS = frozenset("""compra compras movimiento movimientos orden órdenes ordenes ordine ordini acquisto acquisti
    movimento movimenti achat achats ordre ordres mouvement mouvements befehl befehle bewegung bewegungen kauf käufe""".split())
_FOREIGN_TAIL = frozenset("""este esta turno ce cette tour saison questo questa stagione diese diesen dieser runde zug
    de d' d'achat ne se si sich mueve mueven bouge bougent muove muovono bewegt per para pour für für""".split())
_HAPPENS = frozenset("""else moves move moved happens happened changes changed changing moving to report doing new this turn from me us for the
    season spring summer fall autumn winter month year round time at all here please thanks sorry today""".split())
_PASS = frozenset("pass passes passing".split())
# Verbs of an order said of nothing ('raise nothing', 'found nothing', 'buy none'): none of that kind is given.
_MADE = frozenset("""build builds buy buys raise raises found founds recruit recruits annex annexes invest invests
    purchase purchases give gives send sends""".split())
_WE = frozenset("we i".split())
_UNITS = frozenset("units corps squadrons fleets ships armies troops forces army fleet navy".split())
_ALL = frozenset("all every each the my our whole entire".split())
_ON_STATION = frozenset("""on station stay stays remain remains hold holds in port at anchor place where they are put
    home still there it is where they are as before""".split())
# Remarks after a denial, past a dash, a colon or a comma: never with a number or an order word in them.
_LONGEST = 400           # characters: 'No orders from me this spring - I'm still waiting...' is well under it
_CUTS = (" - ", " \u2013 ", " \u2014 ", ": ", "; ", ", ")


def gives_no_order(text: str, order_words: frozenset[str] = frozenset(), nation: str = "") -> bool:
    """Whether the sentence says no order is given this turn (see the module's examples); a remark
    after it that names nothing an order would ('- I'm still waiting to see what the Austrians do')
    is set aside with it. The writer's own `nation` may be named ('no moves for Carthage')."""
    if len(text) > _LONGEST or not (_may_deny(text) or ":" in text and len(text) < 40):
        return False                        # a denial is a short sentence; a paragraph is read as orders
    if nation:
        own = nation.casefold()
        text = " ".join(w for w in text.split(" ") if w.strip(",.;:!").casefold() not in own.split())
    parts = text.strip().strip("*_").rstrip(".!").split("; ")     # 'Nothing moves; all squadrons on station'
    return all(_one(part.strip(), order_words) for part in parts)


_STARTS = _NOTHING | _NO | _PASS | _WE | _ALL | frozenset(("new", "fresh", "these", "those", "everything", "everyone",
                                                           "fleet", "navy", "army", "i'm", "i'll", "we'll",
                                                           "everybody", "others", "other", "remaining", "that's",
                                                           "thats", "that"))
# A closing said beside a denial ('That's it, the rest hold', 'that is all, everything else holds'): alone, no denial.
CLOSINGS = frozenset((("that's", "it"), ("that's", "all"), ("thats", "it"), ("thats", "all"), ("that", "is", "all"),
                       ("that", "is", "it"), ("that's", "everything")))


def _may_deny(text: str) -> bool:
    """Whether the sentence, or a part of it after ';', may start as a denial: read fast, every line meets it."""
    for part in text.split("; "):
        for word in part.split(" ", 4):
            low = word.strip("*_-,.;:!()").casefold()
            if low in _STARTS:
                return True
            if low and low not in _LEAD and low not in _MADE:
                break
    return False


def _one(said: str, order_words: frozenset[str]) -> bool:
    if _denies(words(said)) or new_units_stay(said) or _label_of_none(said):
        return True
    parts = [words(part) for part in said.split(", ")]
    if len(parts) > 1 and all(_denies(p) or tuple(p) in CLOSINGS for p in parts) \
            and not all(tuple(p) in CLOSINGS for p in parts):
        return True                         # 'No new builds, everything else holds', 'that's it, the rest hold'
    for cut in _CUTS:
        at = said.find(cut)
        if at > 0 and _denies(words(said[:at])) and _remark(said[at + len(cut):], order_words):
            return True
    return False


def makes_nothing(text: str) -> bool:
    """'raise nothing', 'found nothing, raise nothing', 'buy none this turn': only orders' verbs said of nothing."""
    if len(text) > _LONGEST:
        return False
    parts = [words(p) for p in text.strip().rstrip(".!").split(", ")]
    return all(said and said[0] in _MADE and _denies(said) for said in parts)


def _denies(tokens: list[str]) -> bool:
    while tokens and tokens[0] in _LEAD:
        tokens = tokens[1:]
    if not tokens:
        return False
    first, rest = tokens[0], tokens[1:]
    if first in _NO:                    # 'no purchases this turn', 'no moves or builds from me'
        kinds = 0
        for t in rest:
            if t in _KINDS or t in _FOREIGN_KINDS:
                kinds += 1
            elif t not in _TAIL and t not in _FOREIGN_TAIL and t not in ("and", "or", "no", "nor") and t not in _DONE:
                return False
        return kinds > 0 or first == "pas" and rest[:1] in (["d'achat"], ["de"])
    if first in _MADE and rest and rest[0] in _NOTHING:     # 'raise nothing', 'found nothing', 'build none this turn'
        return all(t in _TAIL for t in rest[1:])
    if first in _NOTHING:               # 'Nothing moves this spring', 'nothing to report', 'Nothing bought.'
        return all(t in _HAPPENS or t in _FOREIGN_TAIL or t in _DONE for t in rest)
    if _negated_any(tokens) or _does_nothing(tokens):     # 'We will not declare anything', 'we spend nothing'
        return True
    if first in _WE and rest and rest[0] in _PASS:       # 'We pass this turn'
        return all(t in _TAIL for t in rest[1:])
    if first in _PASS:                  # 'Pass.', 'pass this turn'
        return all(t in _TAIL for t in rest)
    if _the_rest(tokens):               # 'The rest stay', 'All other units hold', 'everything else holds'
        return True
    if first in _ALL:                   # 'all squadrons on station', 'the whole army stays put'
        unit = next((i for i, t in enumerate(rest) if t in _UNITS), None)
        return unit is not None and all(t in _ALL for t in rest[:unit]) and len(rest) > unit + 1 \
            and all(t in _ON_STATION for t in rest[unit + 1:])
    return False


# Who says he gives nothing, and the words between him and the denial ('we', 'the fleet', 'I will', 'I'm').
_SUBJECT = frozenset("""we i the my our fleet navy army armies it he she they court king emperor tsar sultan will
    shall would i'll we'll i'm we're am are is just simply""".split())
_NOT = frozenset("not won't don't doesn't didn't can't cannot never wont dont doesnt".split())
_ANY = frozenset("anything any".split())


def _negated_any(tokens: list[str]) -> bool:
    """'Naples will not declare anything this winter', 'we won't buy any ships', 'I'm not declaring anything':
    a verb denied of anything (or of any order of a kind), and nothing more than a time after it."""
    at = next((i for i, t in enumerate(tokens[:5]) if t in _NOT), None)
    if at is None or not all(t in _SUBJECT for t in tokens[:at]) or len(tokens) < at + 3:
        return False
    after = tokens[at + 2:]          # past the verb denied
    if not after or after[0] not in _ANY:
        return False
    return all(t in _TAIL or t in _KINDS or t in ("and", "or") for t in after[1:])


def _does_nothing(tokens: list[str]) -> bool:
    """'The fleet does nothing', 'we spend nothing this turn', 'Spain will send nothing this month': a subject,
    one verb, nothing, and at most a time after it."""
    at = next((i for i, t in enumerate(tokens[:5]) if t in _NOTHING), None)
    if at is None or at < 2 or not all(t in _SUBJECT for t in tokens[:at - 1]) or tokens[at - 1] in _SUBJECT:
        return False
    return all(t in _TAIL for t in tokens[at + 1:])


# What was not done, said after 'no' or 'nothing' ('no ships bought', 'Nothing to buy', 'nothing given').
_DONE = frozenset("bought built purchased raised recruited given sent spent paid to buy build give send spend".split())
# A form's label over nothing ('Gifts: none', 'Ships: -', 'Gold: n/a'): the kinds of order and what they deal in.
_LABELS = _KINDS | frozenset("""gold money treasury gift gifts loans loan subsidies fleet fleets naval navy sea land
    conditionals conditional conditions notes other""".split())
_NONE = frozenset(("none", "nothing", "nil", "n/a", "na", "no", "-", "--", "\u2013", "\u2014", "nope", "none."))


def _label_of_none(said: str) -> bool:
    """'Gifts: none', 'Ships: -', 'Purchases: nothing': a form's label for a kind of order, left empty."""
    head, colon, tail = said.partition(":")
    label = words(head)
    return bool(colon) and 0 < len(label) <= 3 and all(w in _LABELS for w in label) \
        and tail.strip(" .!*_").casefold() in _NONE


_REST = frozenset("the rest others other else remaining all everything everyone everybody units corps squadrons "
                  "ships armies troops forces fleets my our his her their of".split())
_STAY = frozenset("stay stays remain remains hold holds stand stands h".split())     # 'rest h': typed short
# Words between the rest and its stay that change nothing ('My other armies should just stay where they are').
_MODAL = frozenset("should shall will can just simply also still".split())
_HOLDING = frozenset("hold keep".split())       # the writer's verb: 'I hold everything else', 'we keep the rest'



def _the_rest(tokens: list[str]) -> bool:
    """'The rest stay', 'all other units hold', 'everything else holds': the units not ordered hold; and the writer
    holding them ('I hold everything else', 'we keep the rest where they are')."""
    if len(tokens) > 2 and (tokens[0] in _WE or tokens[0] in ("i'll", "we'll")):
        at = next((i for i, t in enumerate(tokens[1:], 1) if t not in _MODAL), len(tokens))
        if at >= len(tokens) - 1 or tokens[at] not in _HOLDING:
            return False
        rest = tokens[at + 1:]
        end = next((i for i, t in enumerate(rest) if t not in _REST), len(rest))
        return 0 < end and any(t in ("rest", "other", "others", "else", "remaining") for t in rest[:end]) \
            and all(t in _ON_STATION or t in _TAIL for t in rest[end:])
    verb = next((i for i, t in enumerate(tokens) if t in _STAY), None)
    if verb is None or verb == 0 or not any(t in ("rest", "other", "others", "else", "remaining") for t in tokens[:verb]):
        return False
    return tokens[0] in _REST and all(t in _REST or t in _MODAL for t in tokens[:verb]) \
        and all(t in _ON_STATION or t in _TAIL for t in tokens[verb + 1:])


def _remark(text: str, order_words: frozenset[str]) -> bool:
    """Whether words after a denial are a remark: no number, arrow, order word or unit in them."""
    if "->" in text or "\u2192" in text or " - " in text:
        return False
    tokens = words(text)
    return bool(tokens) and not any(is_digits(t) or t in order_words or is_order_word(t) or t in _UNITS
                                    for t in tokens)


_NEW = frozenset("new fresh".split())
_NEW_UNITS = frozenset("divisions division units unit recruits levies troops armies army ships squadron squadrons "
                       "infantry cavalry artillery regiments".split())
_STAY_THERE = frozenset("will shall stay stays remain remains hold holds there where they are built raised in place "
                        "put for now this turn at home".split())


def new_units_stay(text: str) -> bool:
    """'The new divisions will stay there': units just built stay where they are built (they cannot move
    anyway); no order, and nothing said against the other orders of the line."""
    tokens = words(text)
    while tokens and tokens[0] in ("the", "my", "our", "these", "those", "and", "also"):
        tokens = tokens[1:]
    if len(tokens) < 3 or tokens[0] not in _NEW or tokens[1] not in _NEW_UNITS:
        return False
    return all(t in _STAY_THERE for t in tokens[2:]) and any(t in ("stay", "stays", "remain", "remains", "hold",
                                                                   "holds") for t in tokens[2:])


def denied_beside_orders(parts: list[str], order_words: frozenset[str] = frozenset(), nation: str = "") -> str | None:
    """The part of a line cut in several that says no order is given while another part may give one
    ('Nothing moves; A - Flanders'): which is meant? None when there is no such part ('A - Baden; the
    rest stay' only says the other units stay)."""
    if len(parts) < 2:
        return None
    for part in parts:
        if gives_no_order(part, order_words, nation) and not adds_nothing(part):
            return part.strip()
    return None


def adds_nothing(text: str) -> bool:
    """Whether a part said beside orders only says the other units stay ('the rest stay', 'the new divisions
    will stay there'): no order, and nothing against the orders beside it (unlike 'Nothing moves')."""
    return new_units_stay(text) or _the_rest(words(text))
