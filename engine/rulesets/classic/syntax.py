"""Reading classic orders as players write them, one per line, and writing them back the same way.

Canonical forms (what `format_order` writes; docs/rules/classic.md lists the variations read):

    8 armies 59 -> 69               3 armies 59 -> C         (board the ships in C, stay aboard)
    8 armies 59 -> 69 via ships in C                         3 armies C -> 69         (land from C)
    2 ships C -> D attack           3 ships C attack Prussia, Russia        2 ships C -> D, escape
    buy 3 armies in 12              buy 2 ships in C         give 10 gold to Prussia
    if Austria has 5 or less armies in 46 then all armies 47 -> 46
"""


from __future__ import annotations

from engine.board import Board
from engine.errors import Contradiction, NotUnderstood
from engine.order_sheet import SetAside
from engine.orders import Order, OrderSheet, Rejections, looks_like_order, parse_lines, repeats_asked
from engine.state import GameState
from engine.words.words_left import asked_for_words_left, other_nations
from engine.words import patterns as re        # its compile() waits for first use
from engine.words.clauses import without_brackets
from engine.words.lexicon import is_greeting
from engine.words.mail_debris import without_debris
from engine.words.message import holds_everything
from engine.words.movement import goes
from engine.words.nothing import denied_beside_orders, gives_no_order
from engine.words.polite_ifs import without_polite_if
from engine.words.reading import read_once, read_parts, split_orders
from engine.words.shapes import after_summary, without_writer
from engine.words.textio import is_digits
from engine.words.units_named import held_for_refused, named
from engine.rulesets.classic.stays_said import STAYS
from engine.rulesets.classic import checks
from engine.rulesets.classic.addressed import addressed
from engine.rulesets.classic.asked_acts import asks_what_to_do
from engine.rulesets.classic.cleaning import clean, idle_said
from engine.rulesets.classic.exceptions import with_exception
from engine.rulesets.classic.line_parts import counted, cuts_a_purchase, natural, starts
from engine.rulesets.classic.line_shapes import all_read, commanded, first_read, laid_out
from engine.rulesets.classic.meaning import meaning as by_meaning
from engine.rulesets.classic.money_said import money_said
from engine.rulesets.classic.moves_read import sentence_moves
from engine.rulesets.classic.names import Names
from engine.rulesets.classic.one_order import one_order, purchases
from engine.rulesets.classic.orders import Buy
from engine.rulesets.classic.params import DEFAULTS
from engine.rulesets.classic.outcomes import as_moves
from engine.rulesets.classic.passive import active
from engine.rulesets.classic.quoted import quoted_order
from engine.rulesets.classic.counted_at import place_counted
from engine.rulesets.classic.place_first import place_first, says_nothing
from engine.rulesets.classic.reasons import RESTATING, changes_nothing, with_reason
from engine.rulesets.classic.rows import as_order_line
from engine.rulesets.classic.scouting import without_scouting
from engine.rulesets.classic.split_conditions import held_under_conditions, joined_conditions
from engine.rulesets.classic.shorthand import looks_short, written_out
from engine.words.talk_lines import own_forms
from engine.rulesets.classic.stances import stance_order, stay_and_stance
from engine.rulesets.classic.syntax_conditions import conditional, conditionals, said_as_if
from engine.rulesets.classic.typos import typos_fixed
from engine.rulesets.classic.units import ClassicState
from engine.rulesets.classic.units_called import called, unit_key
from engine.rulesets.classic.unread import routed_or_left_over
from engine.rulesets.classic.vocabulary import ARMY_WORDS, ORDER_WORDS, PATTERNS, SHIP_WORDS
from engine.rulesets.classic.word_order import reordered
from engine.rulesets.classic.writing import COMPARISON_TEXT, format_order  # noqa: F401  (written back as read)

__all__ = ["COMPARISON_TEXT", "ORDER_WORDS", "Names", "format_order", "parse_line", "parse_sheet"]

_TURN_TITLE = re.compile(r"^(?:orders for |moves for )?(?:turn|round) [0-9]{1,4}\b[^:;]{0,40}: ?", re.IGNORECASE)
_UNIT_WORDS = frozenset(ARMY_WORDS | SHIP_WORDS)
# Compiled once: a message of thousands of lines meets them on every line.
_IF = re.compile(r"^if\b", re.IGNORECASE)
_MAY_BE_IF = re.compile(r"\b(?:if|unless|should|case|provided|providing|assuming|long as)\b", re.IGNORECASE)


def parse_line(line: str, nation: str, names: Names, shaped: int = 0) -> list[Order | NotUnderstood] | None:
    """The orders of one line (several for '4 armies 2 -> 3, 2 ships A -> B'), None for a comment
    line; NotUnderstood says why a line is unusable. `shaped`: how many times the line was laid out
    again already (a list letter, a label, prose purchases: at most twice)."""
    line = idle_said(names.confirmed(as_order_line(without_debris(line), names)))   # 'Hanover (57)': number and name agree
    noted = "(" in line or "[" in line
    text = clean(_NUMBER_NOTE.sub(" ", line) if noted else line)   # '(3)', '(47)': checked against the orders read (_confirmed)
    if not text:
        return None
    polite = without_polite_if(text)    # 'If I may, ...', '..., if possible': no condition
    text = clean(polite) if polite != text else text      # cleaned again: 'my ship ...' now starts the line
    stance = stance_order(text, nation, names) if shaped < 2 and ("scap" in text or "comba" in text) else None
    if stance is not None:      # 'the ship in U stays, escape if attacked': a stance, not a stay alone
        return parse_line(stance, nation, names, shaped + 1)
    if PATTERNS["hold_all"].match(text) or holds_everything(text, ORDER_WORDS) or gives_no_order(text, ORDER_WORDS, nation):
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
        return _part(natural(without_writer(names.without_subject(part.strip().rstrip(".!").strip(), nation), nation),
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
            short = written_out(part.strip(), names)     # '68>64 x3 | 4s D>C': a piece in shorthand
            again = first_read([*laid_out(part.strip(), nation, names), *((short,) if short else ())], read_part)
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
                            aside=lambda part: is_greeting(part) and not looks_like_order(part, ORDER_WORDS, names, nation)
                            or _own_name(part, nation, names))     # 'UK | 2A 5 -> 6 | ...': its heading
    except NotUnderstood as first:
        summed = after_summary(text)                # 'no combat: 2 ships S -> V, no combat'
        if summed is not None:
            try:
                again = parse_line(summed, nation, names)
            except NotUnderstood:
                again = None
            if again and not any(isinstance(x, NotUnderstood) for x in again):
                return again
        worded = " ".join(PATTERNS["bullet"].sub("", PATTERNS["comment"].sub("", line).strip()).split())    # notes kept
        if not isinstance(first, Contradiction) and shaped < 2:
            short = written_out(worded, names) or stay_and_stance(worded) or active(worded)   # '58>55 x3', passive
            shapes = [x for x in (*laid_out(worded, nation, names), *money_said(worded, nation, names),
                                  *((short,) if short else ()), *reordered(worded, names, nation),
                                  *place_first(worded, names, _UNIT_WORDS), *as_moves(worded),
                                  *place_counted(worded, names),       # 'Paris 3 -> Flanders (22)'
                                  *filter(None, [with_exception(worded, nation, names)]))
                      if x.casefold() != worded.casefold()]
            again = first_read(shapes, lambda shape: parse_line(shape, nation, names, shaped + 1))
            commands = commanded(worded, nation, names) if again is None else []    # 'His Majesty commands that ...'
            if commands:
                again = all_read(commands, lambda part: parse_line(part, nation, names, shaped + 1))
            if again is None:
                again = _addressed(worded, nation, names, shaped)      # 'Hannibal, lead the two armies ...'
            if again is None:
                again = _typos(worded, nation, names, shaped)         # 'marhc 3 armies from 68 to 64'
            if again is None:
                again = _quoted(line, nation, names, shaped)          # 'The Tsar: "Three armies ... go to 88."'
            if again is None and says_nothing(worded, names):
                return []                   # 'Centre: in 108, nothing.': its units stay
            if again is not None:
                return again
        moved = sentence_moves(worded, nation, names, frozenset(ARMY_WORDS), frozenset(SHIP_WORDS),
                               lambda move: [o for o in _part(move, nation, names) if o is not None])
        if moved is None and shaped < 2:
            moved = _scouted(worded, nation, names, shaped)
        if moved is None and shaped < 2:
            moved = _reasoned(worded, nation, names, shaped)
        if moved is None and shaped < 2 and "(" in worded:
            moved = _noted(worded, nation, names, shaped)
        if moved is None:
            raise first from None
        return moved
    out = [o for o in orders if o is not None]
    if noted:
        _confirmed(line, out, names.state.params)
    return out


def _own_name(part: str, nation: str, names: Names) -> bool:
    """'UK', 'AUS', 'Italy': the writer's own nation alone, a heading of the orders beside it."""
    said = part.strip(" .:")
    return names.known_nation(said) == nation or said.casefold() in own_forms(nation)


def _whole(text: str, nation: str, names: Names, shaped: int) -> list | None:
    """The orders of `text` when it reads whole (every part an order), else None: what each shape below asks of
    the line it leaves once its words are set aside."""
    try:
        orders = parse_line(text, nation, names, shaped + 1)
    except NotUnderstood:
        return None
    return orders if orders and not any(isinstance(o, NotUnderstood) for o in orders) else None


def _addressed(line: str, nation: str, names: Names, shaped: int) -> list | None:
    """'Consul of Naples: your two legions march into Apulia': the orders after the address, whose title's
    place (if any) each order must start from, sail from or buy in."""
    said = addressed(line, nation, names, ORDER_WORDS)
    if said is None:
        return None
    orders = _whole(said[0], nation, names, shaped)
    if orders is None:
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
    orders = _whole(fixed[0], nation, names, shaped)
    if orders is None:
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
    orders = _whole(said[0], nation, names, shaped)
    if orders is None:
        return None
    return [*orders, SetAside(said[1], "classic has no scouting: the order is the same without it")]


def _reasoned(line: str, nation: str, names: Names, shaped: int) -> list | None:
    """'- 2 armies 109 -> 110: Mauretania is empty': the order, and the player's reason set aside (reasons.py)."""
    said = with_reason(line)
    if said is None:
        return None
    orders = _whole(said[0], nation, names, shaped)
    if orders is None or not changes_nothing(said[1], orders, nation, names):
        return None
    return [*orders, SetAside(said[1], "the player's reason: it changes nothing in the order")]


def _quoted(line: str, nation: str, names: Names, shaped: int) -> list | None:
    """'The Tsar: "Three armies from Moscow go to Vladimir, 88."': the order in the quotation (quoted.py)."""
    inner = quoted_order(line, lambda words_: not words_ or not looks_like_order(words_, ORDER_WORDS, names, nation))
    if inner is None:
        return None
    return _whole(inner, nation, names, shaped)


def _noted(line: str, nation: str, names: Names, shaped: int) -> list | None:
    """'2 armies: 58 > E > 66 (the ships in E carry them to Jutland)': the order, and a note in brackets that says
    it again set aside (reasons.py: no place, number or word in it that could change the order)."""
    bare, notes = without_brackets(line)
    said = [n for n in notes if " " in n.strip()]
    if not said or bare == line:
        return None
    orders = _whole(bare, nation, names, shaped)
    if orders is None or not all(changes_nothing(n, orders, nation, names, RESTATING) for n in said):
        return None
    return [*orders, *(SetAside(n, "a note in brackets that says the order again") for n in said)]


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



def _then(text: str, nation: str, names: Names) -> tuple[Order, ...]:
    """What follows 'then': any orders the nation could give, one or several ('then buy 2 armies
    in 47 and 4 armies 47 -> 46'); not another condition."""
    if PATTERNS["nested_if"].search(text):
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
    part = counted(part, names)
    if _IF.match(part):
        return [conditional(part, nation, names, lambda then: _then(then, nation, names))]
    if PATTERNS["buy"].match(part):          # 'buy 2 armies in 1 and 1 ship in A and move ...': a verb or a move cuts
        orders: list[Order | None] = []
        for piece in split_orders(part, cuts_a_purchase, lambda p: False):
            buy = PATTERNS["buy"].match(piece)
            orders += purchases(buy, nation, names) if buy else [one_order(piece, nation, names)]
        return orders
    out: list[Order | None] = []
    for piece in split_orders(part, starts, lambda piece: False):
        buy = PATTERNS["buy"].match(piece)          # '3 armies 89 -> 96, buy 3 armies in 89'
        out += purchases(buy, nation, names) if buy else [one_order(piece, nation, names)]
    return out



def _goes_to_a_place(line: str, names: Names) -> bool:
    """'the two that were in 107 go on into 106': a verb of going and a province or sea by its number or letter;
    unread, such a line is refused, never set aside as chatter."""
    if len(line) > 2000:
        return False
    tokens = [t.strip(",.;:!?()") for t in line.split()]
    return any(goes(t.casefold()) for t in tokens) and any(
        (t.isdigit() or len(t) == 1 and t.isupper()) and names.is_region(t) for t in tokens)


# The words of the canonical forms of orders that carry their own condition: 'if ... then ...', and a ship's escape,
# which is what it does if attacked (engine.words.words_left).
_CARRY_CONDITIONS = frozenset(("if", "escape"))


def parse_sheet(text: str, nation: str, state: GameState, board: Board, judge: bool = True) -> OrderSheet:
    """A message read line by line, then (`judge`) what the state does not allow refused in the words
    of the resolution (checks.py): a line read literally into an order the map or the position
    forbids is never taken as given ('5 armies 89 -> 88' where 88 does not border 89)."""
    names = Names(board, state)
    text, unclear = joined_conditions(text)     # 'If Russia has 2 or less armies in 96' / 'then 2 armies 98 -> 99'
    stacks = called(nation, state, board) if isinstance(state, ClassicState) else []
    sheet = repeats_asked(parse_lines(text, nation, read_once(lambda line: parse_line(line, nation, names)),
                                      lambda line: looks_like_order(line, ORDER_WORDS, names, nation)
                                      or looks_short(line, names) or _goes_to_a_place(line, names)
                                      or routed_or_left_over(line, names) or asks_what_to_do(line, names),
                                      meaning=(lambda: by_meaning(board, state, nation, names)) if isinstance(state, ClassicState)
                                      else None,
                                      stays=STAYS.reader(stacks, names, nation) if judge else None))
    sheet = held_for_refused(sheet, lambda line: named(line, stacks, names), unit_key)    # a stack's later line unread
    sheet = held_under_conditions(sheet, unclear)
    sheet = asked_for_words_left(sheet, lambda order: format_order(order, board), other_nations(state, nation),
                                 _CARRY_CONDITIONS)
    if not judge or not isinstance(state, ClassicState):
        return sheet
    rejections = Rejections(sheet)
    if state.eliminated(nation):
        return sheet
    checks.find_problems(sheet, state, board, rejections, money=False)
    return rejections.sheet()
