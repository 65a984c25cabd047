"""Reading and writing EiA orders as a PBEM player writes them, one a line:

    corps I: Bavaria - Tyrol - Carinthia         fleet Brest: Brittany - Bay of Biscay carrying corps I
    attack Tyrol                                 fleet Brest: do not intercept
    standing guard: hold                         declare war on Austria / ally with Russia
    outflanking force: corps II, corps IV
    break alliance with Russia                   player leaves: Ann / replacement player: Cy
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

import msgspec

from engine.rulesets.eia.units_called import called, unit_key
from engine.words.words_left import asked_for_words_left, other_nations
from engine.words.units_named import held_for_refused, named
from engine.board import Board
from engine.errors import Contradiction, NotUnderstood
from engine.words.clauses import note_aside, swapped, without_brackets
from engine.rulesets.eia.conditioned import condition_said, conditioned
from engine.rulesets.eia.preread import AGAIN, CONDITION, LATER, NOTHING, prepared
from engine.words.foreign import is_foreign
from engine.rulesets.eia.typos import respelled
from engine.rulesets.eia.commands import commanded
from engine.words.lexicon import counts_units, is_order_word
from engine.words.conditions import conditional
from engine.words.message import words
from engine.words.movement import STAY, _goes as goes
from engine.words.talk import is_talk
from engine.order_sheet import NOT_UNDERSTOOD, OrderProblem
from engine.words.reading import read_once, remembered
from engine.words.lines_once import WatchedMarks, lines_once, withdrawn_so_far
from engine.orders import Names, Order, OrderSheet, Rejections, looks_like_order, parse_lines
from engine.rulesets.eia import checks
from engine.rulesets.eia.orders import (Attack, Diplomacy, Interception, MoveCorps, MoveFleet, OutflankingForce,
                                        PlayerChange, Standing)
from engine.rulesets.eia.sayings import ANSWER_WORDS, named_player, of_a_standing_question, speaks_of_players
from engine.rulesets.eia.leader_notes import check_leader_notes
from engine.rulesets.eia.place_notes import check_place_notes
from engine.rulesets.eia.phrasing import IMPERATIVES, INTERCEPT, ORDER_WORDS, Phrasing, name_and_more
from engine.rulesets.eia.attacks import attack_in, attack_there
from engine.rulesets.eia.joints import read_in_clauses
from engine.rulesets.eia.headed_moves import headed_move
from engine.rulesets.eia.announced import announced, the_verb, unit_routes, with_verb
from engine.rulesets.eia.form_headings import outflanking_head
from engine.rulesets.eia.purposes import is_purpose, purpose_at
from engine.rulesets.eia.remarks import sends_somewhere, troops_sent_somewhere
from engine.rulesets.eia.route_words import route_goes_on
from engine.rulesets.eia.unit_heads import joined_under_units
from engine.rulesets.eia.lists import (dateline, nothing_under, step_heading, table_rows, without_answer_head,
                                      without_item_letter, without_step_heading)
from engine.rulesets.eia.notes import cargo_without_note, standing_answer
from engine.rulesets.eia.once import moves_once, sentences_once
from engine.rulesets.eia.short_moves import (FLEET_SHORT, bare_move, designation_of, fleet_name, own_fleet, route_written,
                                             short_beside,
                                             standing_unshortened, starts_with_unit, unit_pieces)
from engine.words.prose import (CORRECTIONS, Marks, bare, brackets, is_retraction, opening, read_prose,
                                sentences, settle)
from engine.rulesets.eia.modules import active, installed
from engine.rulesets.eia.state import EiaState
from engine.rulesets.eia.meaning import meaning
from engine.rulesets.eia.stayers import stays_of
from engine.rulesets.eia.stays_said import STAYS
from engine.rulesets.eia.not_nation import may_name_one, not_that_nation
from engine.rulesets.eia.as_done import as_done, spaced
from engine.rulesets.eia.asked_politely import requests_said
from engine.rulesets.eia.declined import none_made, stays_instead
from engine.rulesets.eia.delegated import left_to_the_gm, refusal as gm_choice
from engine.words.textio import is_digits, split_at_first

# How the reader ends a refusal of a short name several places fit ('Mor' may be Moravia, Morea or Morocco).
AMBIGUOUS_NAME = ": write the name whole"
STANDING_KINDS = ("guard", "further days", "surrender", "chit", "offer surrender")
DIPLOMACY = (("declare war on ", "war"), ("ally with ", "alliance"), ("break alliance with ", "break"))


def _unit(text: str) -> tuple[str, str]:
    """'corps Guard I', 'Guard I corps', 'fleet Brest', 'Brest fleet', 'Flt Med' -> (kind, name)."""
    words = text.split()
    lowered = [FLEET_SHORT.get(w.casefold(), w.casefold()) for w in words]
    for kind in ("corps", "fleet"):
        if lowered and lowered[0] == kind and len(words) > 1:
            return kind, " ".join(words[1:])
        if lowered and lowered[-1] == kind and len(words) > 1:
            return kind, " ".join(words[:-1])
    raise NotUnderstood(f"{text.strip()!r} is not a unit: write 'corps I' or 'fleet Brest' before the colon")


def _path(text: str, names: Names) -> tuple[str, ...]:
    parts = [p for p in text.replace("->", " - ").replace(",", " - ").replace(" to ", " - ").split(" - ")]
    if any(not p.strip() for p in parts):
        raise NotUnderstood("a move is 'area - area - ...' with a name between each dash")
    found: list[str] = []
    for p in parts:
        try:
            found.append(names.region(p))
        except NotUnderstood:
            beside = short_beside(p, found[-1] if found else None, names)   # 'EC - NS': the North Sea, by the Channel
            if beside is None:
                raise
            found.append(beside)
    path = tuple(found)
    if len(path) > 2 and path[-1] == path[-2]:
        path = path[:-1]                        # 'corps I: Bavaria - Württemberg - Baden' / 'Instead of Baden, stop in Württemberg'
    if len(path) < 2:
        raise NotUnderstood("a move names where the unit stands and at least one area it enters, "
                            "e.g. 'Bavaria - Tyrol'")
    return path


def parse_line(raw: str, nation: str, names: Names) -> Order | None:
    line = " ".join(raw.split())
    if not line or line.startswith(("#", "//")):
        return None
    low = line.casefold()
    for prefix, action in DIPLOMACY:
        if low.startswith(prefix):
            return Diplomacy(nation=nation, action=action, other=names.nation(line[len(prefix):]))
    if low.startswith(("attack ", "atk ", "attk ")):                # 'atk Bav': the veteran's short form
        return Attack(nation=nation, area=names.region(line.split(" ", 1)[1]))
    head, colon, rest = line.partition(":")
    if not colon:
        short = bare_move(line, nation, names)            # 'I Bdbg-Sax', 'Corps I to Tyrol'
        if short is not None:
            return short
        raise NotUnderstood("not an order: moves are 'corps I: Bavaria - Tyrol', see docs/rules/eia.md")
    rest, hlow = rest.strip(), head.strip().casefold()
    if hlow == "outflanking force":
        plain, notes = without_brackets(rest)   # 'corps II (5 inf, 3 militia)'
        if notes and all(note_aside(n) for n in notes):
            rest = plain
    if hlow.startswith("standing "):
        kind = hlow[9:].strip()
        rest = standing_answer(kind, rest)      # 'surrender (no Saragossa this time)'
        if kind not in STANDING_KINDS or not rest:
            raise NotUnderstood(f"a standing order answers one of {', '.join(STANDING_KINDS)}: "
                                "'standing guard: hold'")
        return Standing(nation=nation, kind=kind, answer=rest.casefold())
    if hlow == "outflanking force":
        return OutflankingForce(nation=nation, corps=_outflanking(rest))
    if hlow in ("player leaves", "replacement player"):
        if not rest:
            raise NotUnderstood("name the player after the colon")
        if name_and_more(rest)[1]:
            raise NotUnderstood(f"{rest!r} is more than a player's name")     # read as a sentence ('Ivan, and Boris ...')
        return PlayerChange(nation=nation, player=named_player(rest), leaves=hlow == "player leaves")
    head = _without_commander(head, nation, names)     # "Davout's II corps: ...", "Nelson's Mediterranean Fleet: ..."
    designation = designation_of(head, nation, names)
    alone = None if designation else own_fleet(head, nation, names)       # 'Chan: EC - WA', 'Med: intercept'
    kind, name = ("corps", designation) if designation else ("fleet", alone) if alone else _unit(head)
    if not designation and any(goes(w) for w in words(name)):
        raise NotUnderstood(f"{head.strip()!r} is not a unit: write 'corps I' or 'fleet Brest' before the colon")
    if kind == "fleet":
        name = fleet_name(name, nation, names)          # 'Flt Med' is fleet Mediterranean
    if kind == "fleet" and rest.casefold() in ("do not intercept", "intercept"):
        return Interception(nation=nation, fleet=name, intercept=rest.casefold() == "intercept")
    carrying = ""
    if kind == "fleet":
        where = rest.casefold().find(" carrying ")
        if where >= 0:
            rest, (cargo, carrying) = rest[:where], _unit(cargo_without_note(rest[where + 10:]))
            if cargo != "corps":
                raise NotUnderstood("a fleet carries a corps: '... carrying corps I'")
    path = _path(rest, names)
    if kind == "corps":
        return MoveCorps(nation=nation, corps=name, path=path)
    return MoveFleet(nation=nation, fleet=name, path=path, carrying=carrying)


_AFTER_A_PURPOSE = (", and ", "; ", ", but ", ", while ", ". ")


def _after_the_purpose(text: str, at: int) -> str:
    """What a line goes on to say after the purpose that starts at `at`: a purpose ends at the next clause
    ('..., to be nearer the Russian border, and the Second leaves Bulgaria for Serbia'), which is read."""
    cut = split_at_first(text, _AFTER_A_PURPOSE, at + 2)
    return cut[1].strip(" ,;.") if cut is not None else ""


def _outflanking(text: str) -> tuple[str, ...]:
    """'corps II, corps IV', 'II, IV' or 'corps II and Cav I' -> ('II', 'IV')."""
    names = [p.strip() for p in text.replace(" and ", ", ").replace(" & ", ", ").split(",")]
    if not text or any(not n for n in names):
        raise NotUnderstood("name the corps of the outflanking force after the colon, separated by commas: "
                            "'outflanking force: corps II, corps IV'")
    return tuple(_unit(n)[1] if n.casefold().startswith("corps ") or n.casefold().endswith(" corps") else n
                 for n in names)


# The words of the canonical forms of orders that carry their own condition: a standing order ('standing surrender:
# fight on'), the outflanking force and an interception are what the nation does if the case arises
# (engine.words.words_left).
_CARRY_CONDITIONS = frozenset(("if", "standing", "outflanking", "intercept"))


def parse_sheet(text: str, nation: str, state: EiaState, board: Board, judge: bool = True) -> OrderSheet:
    """The core's orders, and with module afa_naval its yard, stores and political orders too; each
    line read as prose (engine.words.prose, .phrasing), corrections applied, two orders for
    one unit refused, and (`judge`) what the state does not allow refused (checks.py): the state rules
out what cannot be meant."""
    names = Names(board, state)
    phrasing = Phrasing(nation, names, state)
    kept_marks = Marks()
    watched = WatchedMarks(kept_marks)          # a line that looks at them is read again each time it is given
    marks = cast(Marks, watched)
    cutting: list[str] = []
    line_now = [""]                             # the line being read: does it correct an earlier one?
    announcements: list[tuple[str, int]] = []   # the line's 'our three corps march.': its orders must bear it out
    pending: list[tuple[str, str, int]] = []    # (words, kind, count): the orders of their line or after
    stays_took = [0]                            # moves this line's stays took back ('EDIT: corps I stays')

    def core(raw: str) -> Order | None:
        return parse_line(raw, nation, names)
    strict: Callable[[str], Order | None] = core
    for m in active(state):            # a module reads its own orders, handing the others on
        strict = m.order_reader(strict, nation, names) or strict
    strict = read_once(strict)                 # a line given again is read once
    unit_moves = moves_once(nation, names, state, lambda t: phrasing.fleet(t, words(t)), strict)
    phrased = sentences_once(phrasing)

    def without_heads(text: str) -> str | None:
        """The sentence without its list letter, answer head and step heading, None for a heading alone."""
        said = standing_unshortened(without_answer_head(without_item_letter(bare(text))))  # 'a) stdg surr: fight on'
        if nothing_under(said) or step_heading(said, nation, names.known_nation):
            return None                                 # 'war: none', 'Spain, land step.'
        head, colon, rest = said.partition(":")
        if colon and len(head) <= 40 and (named := _without_commander(head, nation, names)) != head:
            said = f"{named}:{rest}"                    # "Davout's II corps: ...", 'Turkish fleet: ...'
        return without_step_heading(said, nation, names.known_nation)     # 'Prussia, land step: corps I ...'
    # worked out once per message for each text: a long message says the same sentences again
    headless, pieces_of = remembered(without_heads), remembered(_standing_pieces)
    purpose_alone = remembered(lambda text: is_purpose(text, names.is_region))
    purpose_from = remembered(lambda text: purpose_at(text, names.is_region))
    gm_left, names_one, spaced_once = remembered(left_to_the_gm), remembered(may_name_one), remembered(spaced)
    asked_once = remembered(lambda line: requests_said(line, sentences))

    def sentence(text: str) -> list:
        left = gm_left(text)
        if left is not None:                # 'keep whichever of the two mails is better', 'GM's choice'
            raise NotUnderstood(gm_choice(left))
        if names_one(text):
            instead = not_that_nation(text, phrasing.other, sentence, marks)   # 'I meant Denmark, not Spain: ...'
            if instead is not None:
                return instead
        read_text = headless(text)
        if read_text is None:
            return []                                   # 'war: none', 'Spain, land step.'
        text = read_text
        what, text = prepared(text, state.month)        # sequence words, the passive, a later month, a condition ...
        if what == AGAIN:
            return sentence(text)
        if what == NOTHING:
            return []
        if what == LATER:
            raise NotUnderstood(text)
        if what == CONDITION:
            return conditioned(text, condition_said(text) or "", phrasing.sayings)
        several = pieces_of(text)
        if len(several) > 1:                            # 'standing surrender: fight on, standing further days: fight'
            return [o for piece in several for o in sentence(piece)]
        if purpose_alone(text):
            rest = _after_the_purpose(text, 0)
            return sentence(rest) if rest else []           # '- to watch Brest from the south': why, under its march
        cut = purpose_from(text)                            # '..., to be near Portsmouth': the march without why
        if cut > 0:
            rest = _after_the_purpose(text, cut)            # '..., to be nearer the border, and the Second leaves ...'
            text = text[:cut] + (", and " + rest if rest else "")
        head, colon, after = text.partition(":")
        said = announced(head)                              # 'our three line corps march.', 'Both fleets sail:'
        if said is not None:
            announcements.append(said)
            return announced_routes(after, the_verb(head) or "move") if colon and after.strip() else []
        headed = headed_move(text, nation, names)          # 'corps II (Tyrol): to Bavaria, to stand with corps I'
        if headed is not None:
            return headed
        try:
            read = strict(text)
        except NotUnderstood as first:
            try:
                got = phrased(text)
                fuller = dashed_orders(text) if " - " in text else []   # 'gb pol - dow spain - channel fleet ...'
                return fuller if len(fuller) > len(got) else got
            except NotUnderstood as second:
                march = attack_there(text, names)
                if march is not None:           # 'Alsace - Baden - Württemberg - Bavaria, and attack there'
                    marched = sentence(march)
                    ends = [o.path[-1] for o in marched if isinstance(o, MoveCorps)]
                    if len(ends) == 1 and len(marched) == 1:
                        return [*marched, Attack(nation=nation, area=ends[0])]
                    raise second from None
                if none_made(text):
                    return []                   # 'Denmark will not declare war on anyone'
                stays = stays_instead(text)
                if stays is not None:           # 'The Brest fleet does not sail either': it stays
                    return sentence(stays)
                before = withdrawn_so_far(marks)     # not a look at the marks: a line of talk is read once
                if _only_this_moves(text, nation, names, marks, line_now[0]):
                    stays_took[0] += withdrawn_so_far(marks) - before
                    return []                   # 'EDIT: corps I stays. Only the Bulgarian corps moves.'
                stayed: list[tuple[str, str]] = []
                moved = unit_moves(text, stayed)
                if moved == [] and of_a_standing_question(text):
                    raise second from None      # 'the standing of the guard is to hold': no stay of the Guard corps
                if moved == [] and stayed:
                    _stay_takes_back(stayed, marks, line_now[0])     # 'EDIT: corps I stays in Stamboul'
                    stays_took[0] += withdrawn_so_far(marks) - before
                if moved is None:
                    moved = attack_in(text, nation, names, state)     # 'We attack the Austrians in Bavaria'
                if moved is not None:
                    return moved
                pieces = unit_pieces(text, nation, names)  # 'Corps I to Württemberg, corps II to Bavaria'
                if len(pieces) > 1:
                    try:
                        return [o for piece in pieces for o in sentence(piece)]
                    except NotUnderstood:
                        pass
                dashed = dashed_orders(text)            # 'austria pol step - ally prussia - guard hold'
                if dashed:
                    return dashed
                if not cutting:
                    cutting.append(text)            # its clauses are read whole, not cut again
                    try:
                        clauses = read_in_clauses(text, sentence)    # '..., and the Third stays in Vienna'
                    finally:
                        cutting.clear()
                    if clauses:
                        return clauses
                typed = respelled(text)
                if typed != text:               # 'coprs II mrach Silesia - Saxony'
                    return sentence(typed)
                command = commanded(text)
                if command is not None:         # 'Archduke Charles, take the Second Corps out of Tyrol into ...'
                    return sentence(command)
                done = as_done(text)
                if done is not None and done != text:   # 'Today I sent corps III from Picardy to Champagne'
                    try:
                        return sentence(done)
                    except NotUnderstood:
                        pass                    # refused as written, below
                raise first if (words(text)[:1] in _STRICT_HEADS or starts_with_unit(text, nation, names)) \
                    and not conditional(second.reason) else second from None
        return [] if read is None else [_tidy(read, phrasing)]

    def announced_routes(text: str, verb: str) -> list:
        """The orders after an announcement: its units' routes, said with their verbs or with the
        announcement's alone ('Two of our four corps march: the Guard from St Petersburg by Novgorod to
        Mogilev, and corps I from Lithuania ...')."""
        try:
            return sentence(text)
        except NotUnderstood:
            pieces = unit_routes(text)
            verbed = [with_verb(p, verb) for p in pieces]
            if not any(verbed):
                raise
            return [o for p, v in zip(pieces, verbed) for o in sentence(v or p)]

    def dashed_orders(text: str) -> list:
        """The orders of a line whose parts ' - ' cuts ('austria pol step - ally prussia - guard hold -
        will send land orders 2morrow'): each part read, a part that does not read set aside only when
        it names no unit, place, nation, number or order; [] unless one part reads and none is lost."""
        parts = [p.strip() for p in text.split(" - ")]
        if len(parts) < 2 or any(not p or names.is_region(p) or names.abbreviation(p) for p in parts):
            return []                           # a route ('Bavaria - Tyrol') is no list of orders
        out: list = []
        own = set(nation.casefold().split())
        for part in parts:
            low = [w for w in words(part) if w not in own]     # 'austria pol step': a heading
            named = names.mentioned(low, besides=nation) or any(is_digits(w) or w in ORDER_WORDS for w in low)
            try:
                read = sentence(part)
            except NotUnderstood:
                read = None
            if not read and named and not (read == [] and any(w in STAY for w in low)):
                return []                       # a part naming something and giving no order: never lost
            out += read or []
        return out

    def commentary(text: str) -> bool:
        low = words(text)
        if low[:1] == ["no"] and nothing_under(text):
            return False                # 'no xfer.': none of a kind, said as an order, never taking back the one before
        if " - " in text and (route_written(text, names) or starts_with_unit(text, nation, names)):
            return False                # '... Silesia? no, Prussian. Moravia - Prague.', 'Cav I: Mor - Pra': a route
        if "->" in text or counts_units(low) or standing_unshortened(text) != text:
            return False                # a move in any language or 'stdg surr: ...', never a remark
        named = names.mentioned(low, besides=nation) > 0 or any(is_digits(w) for w in low)
        if any(w in ORDERS_WITHOUT_NAMES for w in low) or speaks_of_players(text, low) or commanded(text):
            return False            # 'Should our armies be asked to surrender in a siege, they fight on'
        if any(fleet_name(w, nation, names) != w for w in low if len(w) >= 3):
            return False            # 'Nelson in the Med does not': one of the nation's fleets, never a remark
        if is_foreign(text):
            return False            # 'En cas de siège, nous continuons le combat': read in English whole, or asked
        if sends_somewhere(low, names) or troops_sent_somewhere(low, names):
            return False            # 'The jaegers of Bohemia ride to Vienna', 'the cavalry via Bohemia into Saxony'
        if route_goes_on(text, names) or names.is_region(text.strip(" .!")):
            return False            # '..., and on to Wallachia', '... to Bulgaria and Wallachia': a route's rest
        return not (named and any(w in ORDER_WORDS or is_order_word(w) for w in low))

    def line_read(line: str) -> list | None:
        try:
            return line_as_said(line)
        except NotUnderstood as e:
            if isinstance(e, Contradiction) or not e.reason.endswith(AMBIGUOUS_NAME):
                raise
            raise Contradiction(e.reason, fix=e.fix) from None     # 'Mor' may be ...: asked, never read by meaning

    def line_as_said(line: str) -> list | None:
        line = check_leader_notes(line, nation, state, board.name)     # 'corps II (Charles)': Charles is elsewhere
        line = check_place_notes(line, nation, state, names)           # 'Corps 2 (Lithuania)': corps II is elsewhere
        line = spaced_once(line)                # 'PORTUGAL:ALLY WITH GREAT BRITAIN,DECLARE WAR ON SPAIN.'
        line = asked_once(line)                 # 'could the Kingdom of Naples perhaps ally with Great Britain?'
        line = outflanking_head(line)                  # 'outfl. force: Cav I, III', before its '.' cuts a sentence
        phrasing.new_line()
        line_now[0] = line
        stays_took[0] = 0
        announcements.clear()
        read = read_prose(line, sentence, commentary, marks)
        pending.extend((line, kind, count) for kind, count in announcements)
        if read is None and stays_took[0] and not marks.cancels_before:
            return []                           # its stays took back earlier moves: nothing more to take back
        return read

    def read_again(kept: tuple, read: list | None) -> None:
        """A line answered from memory: what its reading left for the lines after it, again."""
        line_now[0], said, phrasing.last_interception = kept
        stays_took[0] = 0
        announcements[:] = said
        pending.extend((line_now[0], kind, count) for kind, count in said)
    line_reader = lines_once(line_read, watched, after=lambda: (line_now[0], tuple(announcements),
                                                                phrasing.last_interception), again=read_again)

    talk_words = ORDER_WORDS - _UNIT_NOUNS | IMPERATIVES - {"do"}
    units = called(nation, state) if isinstance(state, EiaState) else []
    sheet = parse_lines(table_rows(joined_under_units(text, nation, names)), nation, line_reader,
                        lambda line: standing_unshortened(line) != line or _standing_said(line, nation, names)
                        or left_to_the_gm(line) is not None or (     # 'stdg surr: fight on', 'do as you see fit'
                            not is_talk(line, names, talk_words, _UNIT_NOUNS, nation)
                            and not dateline(line, names.is_region) and (
                                looks_like_order(line, ORDER_WORDS, names, nation) or phrasing.may_be_order(line)
                                or starts_with_unit(line, nation, names) or route_goes_on(line, names)
                                or sends_somewhere(words(line), names)      # 'The Hungarians gallop into Vienna'
                                or commanded(line) is not None))        # 'Lead the cavalry to glory'
                        or swapped(line) != line and names.mentioned(words(line)) > 0,      # 'Not Russia but Austria.'
                        stays_of(nation, names, state) if isinstance(state, EiaState) else None,  # 'the corps in X stays'
                        meaning=(lambda: meaning(board, state, nation, names, format_order)) if isinstance(state, EiaState) else None,
                        stays=STAYS.reader(units, names, nation) if judge else None)
    sheet = settle(sheet, kept_marks, _slot, _topic)
    sheet = held_for_refused(sheet, lambda line: named(line, units, names), unit_key)    # a unit's later line unread
    sheet = _announced_given(sheet, pending)
    sheet = asked_for_words_left(sheet, lambda order: format_order(order, board), other_nations(state, nation),
                                 _CARRY_CONDITIONS)
    if not judge:
        return sheet
    rejections = Rejections(sheet)
    checks.find_problems(sheet, state, board, rejections)
    return rejections.sheet()


# The words of ORDER_WORDS that name units, not orders: a question about the fleet is talk.
_UNIT_NOUNS = frozenset("corps fleet fleets squadron guard".split())
_STRICT_HEADS = (["corps"], ["fleet"], ["squadron"], ["attack"])
# Verbs of EiA's orders that order with no nation named (a standing answer, an interception, a march):
# a sentence holding one is read or refused, never set aside as commentary.
ORDERS_WITHOUT_NAMES = INTERCEPT | frozenset("surrender surrenders surrendering commit commits committed outflank "
                                              "outflanking declare declares ally allies".split()) | frozenset(
    # the standing questions and a player's change, said without a name ('Her replacement, Cy, takes France',
    # 'En cas de siège, nous continuons le combat'): never a remark, in English and the languages read
    "replacement replaces siege besieged fight fights withdraw withdraws retire retires retreat retreats "
    "siège assiégé assiégés combat combattre combattons continuons retirons remplaçant remplaçante "
    "belagerung belagert kämpfen kämpft weiterkämpfen rückzug ersatz asedio asediados combatir combatimos "
    "retirada retiramos reemplazo sustituto assedio assediati combattere combattiamo ritirata ritiriamo "
    "sostituto".split())


def _standing_said(line: str, nation: str, names: Names) -> bool:
    """'En cas de siège, nous continuons le combat': a standing question's words, or a player's change; 'Nelson
    in the Med does not': one of the nation's fleets by the start of its name; in a line short enough to be
    one order: an order when it does not read, never a remark set aside."""
    if len(line) >= 200:
        return False
    low = words(line)
    return any(w in _STANDING_WORDS for w in low) or bool(_FLEET_DOES & set(low)) and any(
        fleet_name(w, nation, names) != w for w in low if len(w) >= 3)


# what a fleet named by a word is told ('the Med does not', 'Brest stays'): with them the line is about that fleet
_FLEET_DOES = frozenset("not does doesn't don't do won't will waits wait sails sail too also neither nor".split())


_STANDING_WORDS = ORDERS_WITHOUT_NAMES - INTERCEPT - frozenset(("declare", "declares", "ally", "allies", "commit",
                                                                "commits", "committed"))


def _announced_given(sheet: OrderSheet, pending: list[tuple[str, str, int]]) -> OrderSheet:
    """Marches announced ('our three line corps march.') borne out by the orders of their line, or when the
    line gives none by a line after it; otherwise asked, never dropped: 'Both my corps go west!' alone,
    or three corps announced and one march given."""
    said = {c.line: c.text for c in sheet.chatter} | {p.line: p.text for p in sheet.problems} | \
        dict(zip(sheet.lines, sheet.texts))
    asked = []
    done: set[tuple[int, str]] = set()
    for text, kind, count in pending:
        number = min((n for n, t in said.items() if text.strip() in t), default=None)
        if number is None or (number, kind) in done:
            continue                    # a line read whole and by its clauses announces once
        done.add((number, kind))
        wanted = MoveFleet if kind == "fleet" else MoveCorps
        moves = [line for line, o in zip(sheet.lines, sheet.orders) if isinstance(o, wanted) and line >= number]
        here = moves.count(number)
        kinds = "corps" if kind == "corps" else f"{kind}s"
        why = (f"it says the {kinds} move but not where: ask the player" if not moves else
               f"it says {count} {kinds} move and gives {here} moves: which is meant? ask the player"
               if here and count and here != count else "")
        if why:
            asked.append(OrderProblem(number, said[number], NOT_UNDERSTOOD, why))
    if not asked:
        return sheet
    lines = {p.line for p in asked}
    return msgspec.structs.replace(sheet, problems=sheet.problems + tuple(asked),
                                   chatter=tuple(c for c in sheet.chatter if c.line not in lines))


def _standing_pieces(text: str) -> list[str]:
    """'standing surrender: fight on, standing further days: fight' -> each standing order apart (cut
    before each 'standing' after a ',', ';' or 'and'); the text whole when it holds one or none."""
    low = text.casefold()
    cuts = [k for joint in (", standing ", "; standing ", " and standing ") for k in _all_at(low, joint)]
    if not cuts or low.count("standing ") < 2:
        return [text]
    out, start = [], 0
    for k in sorted(cuts):
        out.append(text[start:k].strip(" ,;"))
        start = k + (len(" and ") if low.startswith(" and ", k) else 2)
    out.append(text[start:].strip(" ,;."))
    return [p for p in out if p]


def _all_at(low: str, joint: str) -> list[int]:
    out, at = [], low.find(joint)
    while at >= 0:
        out.append(at)
        at = low.find(joint, at + 1)
    return out


def _stay_takes_back(stayed: list[tuple[str, str]], marks: Marks, line: str) -> None:
    """A unit told to stay that an earlier line moved: on a line that corrects ('EDIT: corps I stays in
    Stamboul', 'No, keep the Brest fleet in port') its earlier orders are taken back (the receipt says
    so); on another line the two are refused: which is meant?"""
    slots = {("corps" if kind == "corps" else "fleet", name.casefold()) for kind, name in stayed}
    earlier = [o for o in marks.seen if id(o) not in marks.withdrawn and _slot(o) in slots]
    if not earlier:
        return
    if any(opening(s, CORRECTIONS)[0] or is_retraction(s) for s in sentences(line)):
        for o in earlier:
            marks.withdrawn[id(o)] = o
    # on a line that does not correct, the stay reads as no order: the sheet asks which is meant
    # (engine.orders: a stay said plainly after a move of the same unit refuses both)


# Endings of a place's adjective ('the Bulgarian corps', 'the Tyrolean corps', 'the Silesian corps').
_ADJECTIVE_ENDS = ("n", "an", "ean", "ian", "ese")


def _only_this_moves(text: str, nation: str, names: Names, marks: Marks, line: str) -> bool:
    """'Only the Bulgarian corps moves.', 'only corps II marches': a sentence with no route that says which
    of the earlier moves stands. On a line that corrects, the other earlier moves are taken back; elsewhere
    an earlier move of another unit is refused (which is meant?). False when the unit moved on no earlier line."""
    low = words(text)
    if low[:1] != ["only"] or not any(goes(w) for w in low) or len(low) > 8:
        return False
    corps = [c for c in getattr(names.state, "corps", ()) if c.nation == nation]
    said = [designation_of(" ".join(low[k:k + n]), nation, names) for n in (2, 1) for k in range(len(low))]
    units = {d.casefold() for d in said if d}
    for w in low:
        for end in _ADJECTIVE_ENDS:
            place = w[:-len(end)] if w.endswith(end) else ""
            if place and names.is_region(place):
                units |= {c.designation.casefold() for c in corps if c.at == names.region(place)}
    if len(units) != 1:
        return False
    moves = [o for o in marks.seen if id(o) not in marks.withdrawn and isinstance(o, MoveCorps)]
    if not any(o.corps.casefold() in units for o in moves):
        return False
    others = [o for o in moves if o.corps.casefold() not in units]
    if others and not any(opening(s, CORRECTIONS)[0] or is_retraction(s) for s in sentences(line)):
        raise NotUnderstood("only one corps moves, but an earlier line moves corps "
                            f"{', '.join(o.corps for o in others)}: which is meant? ask the player")
    for o in others:
        marks.withdrawn[id(o)] = o
    return True


def _tidy(order: Order, phrasing: Phrasing) -> Order:
    """A strict form's names as the state has them ('Fleet Med' is fleet Mediterranean), notes in
    brackets after a player's name left out."""
    if isinstance(order, Interception):
        found = phrasing._fleet_named(order.fleet)
        return msgspec.structs.replace(order, fleet=found) if found else order
    if isinstance(order, Standing):
        answer = order.answer.strip(" .!")         # 'standing surrender: never' is 'fight on'
        return msgspec.structs.replace(order, answer=ANSWER_WORDS.get(order.kind, {}).get(answer, answer))
    if isinstance(order, PlayerChange):
        player = brackets(order.player)[0].strip(" .!")
        return msgspec.structs.replace(order, player=player) if player else order
    return order


def _topic(order: Order) -> tuple[str, str] | None:
    """What a correction replaces: an order for the same slot, or one on relations with the same nation."""
    return ("relations", order.other) if isinstance(order, Diplomacy) else _slot(order)


def _slot(order: Order) -> tuple[str, str] | None:
    """What an order is for: two different orders for one slot cannot both stand."""
    match order:
        case MoveCorps():
            return ("corps", order.corps.casefold())
        case MoveFleet():
            return ("fleet", order.fleet.casefold())
        case Interception():
            return ("intercept", order.fleet.casefold())
        case Standing():
            return ("standing", order.kind)
        case PlayerChange():
            return ("player", str(order.leaves))
    return None


def format_order(order: Order, board: Board) -> str:
    if isinstance(order, MoveCorps):
        return f"corps {order.corps}: " + " - ".join(board.name(a) for a in order.path)
    if isinstance(order, MoveFleet):
        return f"{'squadron' if order.squadron else 'fleet'} {order.fleet}: " + " - ".join(board.name(a) for a in order.path) + (
            f" carrying corps {order.carrying}" if order.carrying else "")
    if isinstance(order, Attack):
        return f"attack {board.name(order.area)}"
    if isinstance(order, Standing):
        return f"standing {order.kind}: {order.answer}"
    if isinstance(order, OutflankingForce):
        return "outflanking force: " + ", ".join(f"corps {c}" for c in order.corps)
    if isinstance(order, Interception):
        return f"fleet {order.fleet}: {'intercept' if order.intercept else 'do not intercept'}"
    if isinstance(order, Diplomacy):
        prefix = {a: p for p, a in DIPLOMACY}[order.action]
        return f"{prefix}{order.other}"
    if isinstance(order, PlayerChange):
        return f"{'player leaves' if order.leaves else 'replacement player'}: {order.player}"
    for m in installed():
        text = m.format_order(order, board.name)
        if text is not None:
            return text
    raise TypeError(type(order).__name__)


def _without_commander(head: str, nation: str, names: Names) -> str:
    """"Davout's II corps" -> 'II corps': the name of the unit's commander before it, in the possessive, left
    out; another nation's name stays ("Austria's corps II" is no unit of ours, refused). 'Turkish fleet', 'Our
    fleet': the nation's only fleet by its name."""
    first, _, rest = head.strip().partition(" ")
    if rest.casefold() in ("fleet", "navy") and (first.casefold() in ("our", "my", "the")
                                                 or names.known_nation(first.casefold()) == nation):
        own = [f.name for f in getattr(names.state, "fleets", ()) if f.nation == nation]
        return f"fleet {own[0]}" if len(own) == 1 else head    # 'Turkish fleet:', 'Our fleet:': its only fleet
    if not (rest and first[:1].isupper() and first.endswith(("'s", "\u2019s")) and len(first) > 3):
        return head
    owner = names.known_nation(first[:-2])
    return rest if owner is None or owner == nation else head
