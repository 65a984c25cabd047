"""A player's order text read into an `OrderSheet` (the types are in `engine.order_sheet`).

A player's message is parsed once, at the edge: the orders it understood, each with its line
number, the lines it could not use, each with the reason (and a fix when one is known), and the
lines that are not orders at all (greetings, quoted mail), kept and said so. The types are
re-exported here for the reading code; code that only holds orders imports `engine.order_sheet`,
which loads none of the reading machinery.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence


from functools import lru_cache

import msgspec

from engine.errors import Contradiction, NotUnderstood
from engine.order_sheet import (NOT_ALLOWED, NOT_UNDERSTOOD, Chatter, LineReader, Order, OrderProblem,  # noqa: F401
                                OrderSheet, Rejections)
from engine.words.commanded import read_commanded
from engine.words.decreed import read_decreed
from engine.words.we_named import read_we_named
from engine.words.clauses import (without_filler, UNDO_EDIT, is_tallies, title_verb, RETRACTIONS, STRONG_CORRECTIONS, crossed_out_line, swapped, cancelled_kinds, correction_of, has_clauses, unit_of,
                            stopped_short, names_said, stay_said, sentences)
from engine.words.foreign_turns import holds_turns
from engine.words.meaning import Meaning
from engine.words.meaning.lines import Asked, ByMeaning
from engine.words.meaning.nearest import offered
from engine.words.meaning.no_order import REMARK
from engine.words.meaning.questions import questions_aside
from engine.words.meaning.self_answered import answered_aside
from engine.words.meaning.asked_state import asked_state_aside
from engine.words.meaning.restating import restating_aside
from engine.words.denied_taken_back import denials_taken_back
from engine.words.comments import comments_aside
from engine.words.story import story_aside as retold_aside
from engine.words.story_part import scenery_aside, story_aside
from engine.words.retracted import read_retracted
from engine.words.in_line_changes import read_changed
from engine.words.thought_aloud import read_thought_aloud
from engine.words.reasoned_correction import corrected_with_reasons
from engine.words.told_sentences import told_aside
from engine.words.times_said import times_explained
from engine.words.changed_repeat import changed_lists_held
from engine.words.heading_said import headings_asked
from engine.words.tail_asked import tails_asked
from engine.words.in_line_changes import unsure_last_words
from engine.words.answer_hung import answers_awaited
from engine.words.put_off_below import put_off_below
from engine.words.said_as_possible import read_said_as_possible
from engine.words.nothing import CLOSINGS
from engine.words.unmoved import unmoved
from engine.words.meaning.verbs import is_manners
from engine.words import foreign_phrases
from engine.words.conditions import refused_under_conditions
from engine.words.corrections import (as_list, is_clean, pointed_correction)
from engine.words.quoted_asked import quoted_asked
from engine.words.meaning.receivers import with_receiver
from engine.words.stay_described import stays_asked
from engine.words.each_place import read_each_place
from engine.words.stack_parts import parts_said
from engine.words.units_there import units_there
from engine.words.groups_said import Refused, groups_said, sizes_said
from engine.words.asked_or_denied import ASKED_OR_DENIED, order_asked_or_denied, with_meaning
from engine.words.read_again import read_clean
from engine.words.shorthand import read_in_full
from engine.words.stays import StayReader, read_stays
from engine.words.abbreviations import read_short_routes
from engine.words.joined_routes import read_spaced
from engine.words.said_again import SAID_AGAIN, in_other_words
from engine.words.taking_back import CHANGED_TO
from engine.words.another import read_another
from engine.words.later_turns import LaterTurn, later_said, later_turn, plan_for_later
from engine.words.sentence_shapes import read_shaped
from engine.words.requests import read_requests
from engine.words.own_money import read_own_money
from engine.words.wished import read_wished
from engine.words.built_said import read_built_said
from engine.words.together import read_together
from engine.words.stay_confirmed import read_stay_confirmed
from engine.words.raised_under import read_raised_under
from engine.words.gift_label import read_gift_label
from engine.words.answered_reason import read_with_reason
from engine.words.others_again import read_others_again
from engine.words.talk_lines import heads_orders, introduces, talk_of
from engine.words.treaty_lines import ARTICLE, articles, carried_out
from engine.words.list_numbers import list_numbers_asked      # '1 58-55' / '2 60-61': counts or the list's numbers
from engine.words.meaning.asides import HEADING
from engine.words.tables import header_of, is_rule, row_as_order
from engine.words.table_rows import row_asked
from engine.words.quote_pointers import ASK, TAKE, points_at_quote
from engine.words.columns import as_table_row, without_leaders
from engine.words.edit_notes import edit_note
from engine.words.sequence_asked import SET_ASIDE as SEQUENCE_ASIDE, asks_for_sequence, in_sequence
from engine.words.speakers import speech
from engine.words.sharing import shares_the_work
from engine.words.disclaimers import is_disclaimer
from engine.words.by_place import by_place, place_heading, under_heading
from engine.words.wrapped import Wrapped as _Wrapped, goes_on as _goes_on, held_run_on
from engine.words.answers import answer_of, answer_rest, answers_yes, names_a_choice, refuses, units_asked, with_units
from engine.words.tails import purpose_tail
from engine.words.run_on import opens_on_a_verb
from engine.words.delegations import DELEGATED, delegated
from engine.words.earlier_message import gives_all_again
from engine.words.glued import spaced as with_spaces
from engine.words.foreign import in_english, is_foreign
from engine.words.lexicon import HANGING, asks_for_last_orders, is_order_word
from engine.words.prose import ASKED
from engine.words.under_title import counted_under_title
from engine.words.relabelled import purse_reads, relabelled
from engine.words.labelled import LABEL_CLASH, label_clash, may_clash
from engine.words.asked_unquoted import cited_unquoted
from engine.words.headed import ELSEWHERE, elsewhere, heading_of
from engine.words.chat_stamps import WHY as STAMPED, stamped
from engine.words.departments import COMPILED, compiled_note, department_of
from engine.words.heading_doubts import doubted_heading
from engine.words.changed_elsewhere import changed_elsewhere
from engine.words.meaning.nothing_more import nothing_alone
from engine.words.empty_rows import empty_row, unordered_row
from engine.words.message import FORWARDED, QUOTED, is_heading, is_mail_header, message_lines, plain, untagged, words
from engine.words.reading import Names, read_once, reads_once, remembered
from engine.words.lines_once import LinesOnce
from engine.words.textio import MAX_LINE_CHARS, MAX_MESSAGE_BYTES, MessageTooLarge, is_digits

from engine.words.looks import looks_like_order
from engine.words.paragraphs import better, may_be_wrapped, wrapped_paragraphs
from engine.words.news import news_aside
from engine.words.meaning.thanks import thanks_aside
from engine.words.lead_ins import lead_ins_aside, premise_may_order
from engine.words.proposals import refused_as_proposals
from engine.words.sheet import Sheet as _Sheet, fixed as _fixed, is_unfinished as _unfinished

__all__ = ["NOT_ALLOWED", "NOT_UNDERSTOOD", "Chatter", "Names", "Order", "OrderProblem", "OrderSheet", "Rejections",
           "apply_fixes", "looks_like_order", "parse_lines"]


def _money_of(by_meaning: list[ByMeaning]) -> Callable[[], frozenset[str]]:
    """The ruleset's words of money, from its reading by meaning once made (engine.words.own_money)."""
    def money() -> frozenset[str]:
        finder = by_meaning[0].finder() if by_meaning else None
        return finder.meaning.money if finder is not None else frozenset()
    return money


def _asks_an_order(text: str) -> bool:
    """Whether a question of the line, up to its question mark, holds an order's verb and is answered by a condition
    ('I want to join the Cheddar League if it exists? If not, forget it'): asked, never filed as no order ('Could you
    send the turn report again?' stays talk)."""
    head, mark, after = text.partition("?")
    return bool(mark) and after.lstrip(" *_\"'(").casefold().startswith(("if ", "otherwise", "unless ")) \
        and any(is_order_word(w) for w in words(head))      # answered by a condition, never by a 'no'



def _joined_on(text: str) -> bool:
    """'And also with Prussia', 'with Prussia too' under an order: a short line joined on by its first word that names
    something (a capital or a number): more of the order before, never talk."""
    said = text.split()
    return 0 < len(said) <= 8 and said[0].casefold().strip(",.") in _JOINING and "?" not in text \
        and any(w[:1].isupper() or w[:1].isdigit() for w in said[1:])


_JOINING = frozenset("and also plus".split())


def _names_of(by_meaning: list[ByMeaning]) -> Callable[[], Names | None]:
    """The names of the reader by meaning, once it is made (engine.words.each_place reads by them)."""
    def names() -> Names | None:
        finder = by_meaning[0].finder() if by_meaning else None
        return finder.names if finder is not None else None
    return names


def parse_lines(text: str, nation: str, parse_line: LineReader,
                looks_like_order: Callable[[str], bool] | None = None,
                stays_of: Callable[[str, Order], bool] | None = None,
                meaning: Callable[[], Meaning] | None = None,
                stays: StayReader | None = None) -> OrderSheet:
    """`_parse_lines`, and again with the paragraphs the mail program wrapped laid out by sentence when the message
    has any and the first reading refused something: the better reading kept (engine.words.paragraphs.better)."""
    if looks_like_order is not None:    # a function of the words alone, asked of each line several times: once a text
        looks_like_order = remembered(looks_like_order)
    first = _parse_lines(text, nation, parse_line, looks_like_order, stays_of, meaning, stays)
    if not first.problems or not may_be_wrapped(text):
        return first
    runs: list[list[int]] = []
    again = _parse_lines(text, nation, parse_line, looks_like_order, stays_of, meaning, stays, runs)
    return better(first, again, runs)


def _parse_lines(text: str, nation: str, parse_line: LineReader,
                 looks_like_order: Callable[[str], bool] | None = None,
                 stays_of: Callable[[str, Order], bool] | None = None,
                 meaning: Callable[[], Meaning] | None = None,
                 stays: StayReader | None = None, runs: list[list[int]] | None = None) -> OrderSheet:
    """A player's message read line by line with a ruleset's `parse_line` (an order, several
    orders, or None for a comment line; NotUnderstood for a line it cannot read). Markup and
    quoted mail are taken away first (engine.words.message); a line that cannot be read and that
    `looks_like_order` says holds no order word, unit, place or nation is chatter, not a problem. `stays_of`
    (the ruleset's, optional): whether a stay's subject ('the corps in the Rhineland') names an earlier order's unit.
    `meaning` (the ruleset's, optional): the nation's orders by meaning (engine.words.meaning), made when a
    refused line needs them: a line the grammar refuses is read by what it names when one order fits it. `stays`
    (the ruleset's, optional): a sentence keeping the nation's units where they stand read (engine.words.stays)."""
    if len(text) > MAX_MESSAGE_BYTES:
        raise MessageTooLarge(f"the message is {len(text):,} characters; an order set is at most "
                              f"{MAX_MESSAGE_BYTES:,}")
    pure, given = reads_once(parse_line), parse_line
    by_meaning: list[ByMeaning] = []      # made below, with the line reader it reads by: short routes ask it for units
    parse_line = read_retracted(read_thought_aloud(refused_as_proposals(read_shaped(read_wished(read_requests(read_others_again(read_built_said(read_own_money(refused_under_conditions(read_short_routes(
        read_each_place(read_another(read_spaced(read_in_full(read_stays(read_commanded(_or_in_english(parse_line), is_clean), stays)))), _names_of(by_meaning)), lambda: by_meaning[0] if by_meaning else None)), _money_of(by_meaning)), lambda: by_meaning[0] if by_meaning else None)))))), is_clean), is_clean,
        given.marks.marks.checkpoint if isinstance(given, LinesOnce) else None, read_changed)  # its trials undone
    parse_line = read_decreed(parse_line, is_clean, _names_of(by_meaning), nation)   # in character: 'The Ministry shall raise ...'
    parse_line = read_we_named(parse_line, is_clean, nation)     # 'We, Typ Lef Nazin, offer peace ...' (we_named)
    parse_line = read_together(parse_line, is_clean)     # 'Corps A and B together to Brabant' (engine.words.together)
    parse_line = read_stay_confirmed(parse_line, is_clean)   # '... stay in port, no sailing' (engine.words.stay_confirmed)
    parse_line = read_raised_under(parse_line, is_clean)     # 'X raises new troops: 2 inf at Vienna' (raised_under)
    parse_line = read_said_as_possible(parse_line)           # 'We may raise new troops: ...' (said_as_possible)
    parse_line = read_gift_label(parse_line, is_clean)       # 'Gift to Carthage: 4 gold' (engine.words.gift_label)
    if pure:        # each stage a function of the words and the stage under it: the chain reads a text once too
        parse_line = read_once(parse_line)
    elif isinstance(given, LinesOnce):     # a prose reader's: each text once, with what its lines noted
        parse_line = given.around(parse_line)
    sheet = _Sheet(parse_line, looks_like_order, nation, stays_of)     # stays_of: the ruleset's names for its units
    if isinstance(given, LinesOnce):
        sheet.checkpoint = given.marks.marks.checkpoint     # a trial reading leaves the prose reader's marks as they were
    if meaning is not None:
        sheet.by_meaning = ByMeaning(meaning, nation, parse_line)
        by_meaning.append(sheet.by_meaning)
    # functions of a line's words alone, worked out once per message for each text: a long message repeats itself
    pointed, answered, pointer, corrected = (remembered(pointed_correction), remembered(answer_of),
                                             remembered(points_at_quote), remembered(correction_of))
    # the layout of a line (engine.words.speakers, by_place, sharing, disclaimers): a function of its words too
    spoken_in = remembered(lambda said: speech(said, looks_like_order))
    placed_in = remembered(lambda said: by_place(said, looks_like_order))
    shared_in = remembered(lambda said: shares_the_work(said, nation, looks_like_order) or is_disclaimer(said))
    reads = remembered(lambda said: _reads(parse_line, said))
    heads = remembered(lambda said: heads_orders(said, nation, looks_like_order))      # 'Muscovy turn 1:'
    introduced = remembered(lambda said: introduces(said, nation, looks_like_order))   # 'carthage here - ...'
    orders, problems, chatter = sheet.orders, sheet.problems, sheet.chatter
    title: OrderProblem | None = None     # an unread line ending with ':', a title if orders follow it
    quoted: list[tuple[int, str]] = []    # quoted earlier text: orders there are asked about, below
    forwarded: list[tuple[int, str]] = []  # another's mail forwarded: what may be an order there is refused, below
    refers: str | None = None             # a line of the message's own points at the quoted orders: TAKE or ASK
    struck: tuple[int, str, tuple[str, ...]] | None = None     # a line's struck-through words, once it is read
    table: tuple[str, ...] | None = None  # the columns of a table of orders, from its header row
    listed: str | None = None             # the verb a title ('Build:') gives the list under it
    asked: str | None = None              # the units a quoted question names ('> your ships in E?'), for the next line
    closed = -9                           # the line of a closing ending with ',' ('Your servant,'): a name under it
    said_before = said_last = 0
    asked_above = ""                      # a quoted question on the line just before ('> Will France ally?')
    place_above = ""                      # the place the heading above names ('### Army of Vienna (76)')
    wrapped = _Wrapped()                  # the lines refused whole just before: an order may run on ('Corps C will march' / 'to Piedmont')
    said_lines = list(message_lines(text)) if runs is None else \
        wrapped_paragraphs(message_lines(text), MAX_LINE_CHARS, reads, runs)    # engine.words.paragraphs
    line_before = {b.number: a.text for a, b in zip(said_lines, said_lines[1:])}   # 'them there' may point at it
    fitted: set[int] = set()              # the problems whose choices are the readings a line fits (asked which)
    signing = {line.number for line in [x for x in said_lines if x.text and not x.left][-2:]}   # where a signature may stand
    treaty = articles([(x.number, x.raw if x.text else "") for x in said_lines if not x.left])     # 'CONVENTION OF POTSDAM' / 'I. ...'
    for line in said_lines:
        number, raw = line.number, line.raw
        if struck is not None:
            sheet.struck(*struck)           # the line before read first: its own correction keeps the order's place
        struck = (number, raw, line.struck) if line.struck else None
        wrapped.after(bool(line.text) and not line.left and len(raw) <= MAX_LINE_CHARS, number, raw, line.text, problems,
                      orders)
        if title is not None and line.text:
            if _reads(parse_line, line.text):
                problems.remove(title)
                chatter.append(Chatter(title.line, title.text, "not an order: a title over orders"))
            title = None
        if len(raw) > MAX_LINE_CHARS:
            problems.append(OrderProblem(number, raw[:80] + "\u2026", NOT_UNDERSTOOD,
                                         f"the line is {len(raw):,} characters long; an order line is at most "
                                         f"{MAX_LINE_CHARS:,}: split it into one order per line"))
            continue
        if line.left:
            chatter.append(Chatter(number, raw, line.left))
            if line.left == QUOTED and len(quoted) < _MOST_QUOTED:
                quoted.append((number, raw))
            if line.left == FORWARDED and len(forwarded) < _MOST_QUOTED:
                forwarded.append((number, raw))
            asked = units_asked(raw) if line.left == QUOTED else None
            asked_above = raw.strip() if line.left == QUOTED and raw.rstrip().endswith("?") else ""
            continue
        if not line.text:
            continue
        asking, asked = asked, None           # the units the quoted question just above names, for this line only
        said_before, said_last = said_last, number      # the line of text before this one
        sheet.text_before, sheet.text_now = sheet.text_now, line.text     # for 'It sails on to ...' read by meaning
        text = with_spaces(line.text)       # 'MAGDEBURG.ALLIANCE WITH RUSSIA': a space after a mark typed without one
        asked_above, asked_now = "", asked_above        # a quoted question just above: this line may answer it
        if asked_now and answers_yes(text) and not _reads(parse_line, answer_rest(text)):   # 'Spain, yes.' under a question
            problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, f"answers the quoted question "
                                         f"({asked_now.lstrip('> ')!r}): write the order the answer gives "
                                         "(ask the player)"))
            continue
        if wrapped.continued_by(text) and sheet.rejoin(wrapped, number, raw, text) \
                or wrapped.carries_on(text) and sheet.carry_on(wrapped, number, raw, text) \
                or wrapped.subject_before(text) and sheet.go_on_talk(wrapped, number, raw, text):
            continue
        if not _goes_on(text) and wrapped.leaves_unfinished(text) and not correction_of(text)[0] \
                and looks_like_order is not None and (looks_like_order(text) or opens_on_a_verb(text, True)) \
                and not _reads(parse_line, text):
            # the order before goes on here ('..., carrying the four units of Rubygate, who land ...'), unread
            for i in held_run_on(len(orders), sheet.held | sheet.dropped, wrapped.read_before):
                sheet.held.add(i)
                if not any(p.line == sheet.lines[i] and p.reason.startswith("held back: line") for p in problems[-3:]):
                    problems.append(OrderProblem(sheet.lines[i], sheet.texts[i], NOT_UNDERSTOOD, f"held back: line {number} "
                                                 f"({raw.strip()!r}) goes on with it and they do not read together: "
                                                 "ask the player"))
        if _goes_on(text) and not _a_reason_alone(text) and sheet.goes_on(number, raw, text):
            continue
        if _talk_goes_on(sheet, said_before, text):     # 'DISCLAIMER: The views ... alone and' / 'not of the Clan'
            chatter.append(Chatter(number, raw, f"not an order: the rest of line {said_before}'s words"))
            continue
        text = pointed(text)      # '... 50% <- EDIT: this one, not the 40'
        if (spoken := spoken_in(text)) is not None and (spoken.quoted or not reads(text)) \
                and not purse_reads(text, parse_line, _money_of(by_meaning)):     # 'Tribute: five to Britain'
            # 'The Emperor: "Two infantry divisions shall be raised in Paris." Carried.'
            chatter.append(Chatter(number, raw, spoken.note))
            text = spoken.said or text
        if (placed := placed_in(text)) is not None and not reads(text):
            chatter.append(Chatter(number, raw, f"read place by place, as {placed!r}"))     # 'In 97: hold. In 99: ...'
            text = placed
        if (heading := place_heading(raw, looks_like_order)) is not None:
            place_above = heading           # '== 63 ==' over 'both armies to 62'; '## Moves' names none
            if heading and looks_like_order is not None and not looks_like_order(text.replace(heading, " ")) \
                    and not reads(text):
                chatter.append(Chatter(number, raw, f"not an order: the heading of the orders at {heading}"))
                continue                    # '== THE WEST (Typ Lef) =='
        elif place_above and (placed := under_heading(text, place_above)) is not None and not reads(text):
            chatter.append(Chatter(number, raw, f"read under the heading of {place_above}, as {placed!r}"))
            text = placed
        if (note := edit_note(text, looks_like_order)) is not None:     # 'Edit 2: forgot the builds, sorry.'
            chatter.append(Chatter(number, raw, f"{'set aside: ' + repr(note[0]) + ', ' if note[1] else 'not an order: '}"
                                                f"a note that the post was edited, which takes nothing back"))
            if not note[1]:
                continue
            text = note[1]
        if raw.lstrip()[:1] in "[(0123456789" and (stamp := stamped(text, nation, raw)) is not None:
            chatter.append(Chatter(number, raw, f"set aside: {stamp[0]!r}, {STAMPED}"))    # '[20:09] 3/3: nothing more'
            text = stamp[1]
        head, colon, tail = text.partition(": ")
        if not colon and " - " in text and introduced(text.partition(" - ")[0]):
            head, colon, tail = text.partition(" - ")    # 'carthage here - 3 ships T attack Italy'
        heading = "" if not colon or not tail.strip() or len(head) > 60 else "a heading" \
            if heads(head) or _HEADS_SAID & set(words(head)) \
            and sheet.aside_of(head + ":") == HEADING else "who writes" \
            if introduced(head) else ""     # 'Muscovy turn 1:'
        if colon and tail.strip() and not heading and (office := department_of(
                head, nation, looks_like_order, sheet.by_meaning)) is not None and reads(tail.strip()):
            heading = office                # '— Berthier, war ministry: standing guard: commit.' (engine.words.departments)
        closing, comma, after = text.partition(", ")
        if comma and not heading and tuple(words(closing)) in CLOSINGS and after.strip():
            chatter.append(Chatter(number, raw, f"set aside: {closing!r}, a closing"))
            text = after.strip()            # "That's all, B and A stay.": the closing is no part of the order
        if heading and later_turn(head) is None:     # "Next turn: ..." is an intention, not a heading
            chatter.append(Chatter(number, raw, f"set aside: {head!r}, {heading}"))
            text = tail.strip()             # 'Crimsonia turn 1: 2 units 9 -> 4': the heading is no part of the order
        text = without_leaders(text)        # '58 -> 55 ..... 2 armies', 'Gifts ...... none'
        spaced = as_table_row(raw, text) if not text.startswith("|") else None
        if table and is_rule(raw):           # '|-----|-----|', '------   -------' under the header
            chatter.append(Chatter(number, raw, "not an order: the rule under a table's header"))
            continue
        if spaced is not None and (table and (row_as_order(table, spaced) or empty_row(table, spaced))
                                   or header_of(spaced) is not None):
            text = spaced                   # 'from   to    armies' over '76     77    3'
        if text.startswith("|") or table and "|" in text:     # '| from | to | armies |' over '| 21 | 27 | 3 |'
            if header_of(text) is not None:
                table = header_of(text)
                chatter.append(Chatter(number, raw, "not an order: the header of a table of orders"))
                continue
            if table and (idle := unordered_row(table, text, sheet.by_meaning)) is not None:
                (chatter.append(Chatter(number, raw, f"not an order: {idle[1]}")) if idle[0] else    # 'E  Buda  -'
                 problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, idle[1])))    # engine.words.empty_rows
                continue
            row = row_as_order(table, text) if table else None
            if table and row is None and (bare := row_asked(table, text)) is not None:     # 'Do not | 76 | 53 | 3 |'
                problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, ASKED_OR_DENIED.format(bare=bare),
                                             choices=(bare,)))
                continue
            text = row or text
        else:
            table = None
        if (cited := cited_unquoted(text, looks_like_order)) is not None and not reads(text):
            if cited[0]:                # 'I've read your report. You asked whether corps E goes anywhere: yes, ...'
                chatter.append(Chatter(number, raw, f"set aside: {cited[0]!r}, said before the GM's question"))
            text = cited[1]             # read as 'Re "whether corps E ...": yes, ...' (engine.words.asked_unquoted)
        answer = answered(text)
        yes_and = answer.rest if answer is not None and answer.said == "yes" and answer.rest else None
        if answer is not None:          # 'Re "Prussia gives Russia gold?": yes, give 8 gold to Russia.'
            if answer.question:
                chatter.append(Chatter(number, raw, f"set aside: the GM's question {answer.question!r}, quoted"))
            if answer.said == "no" and refuses(answer.rest):
                chatter.append(Chatter(number, raw, "not an order: the GM's question answered no"))
                continue
            if not answer.rest:
                if answer.said == "yes":
                    problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, "answers yes to a question: write the "
                                                 "order the answer gives (ask the player)"))
                elif not answer.question and not any(c.line == number for c in chatter[-2:]):
                    chatter.append(Chatter(number, raw, "not an order: an answer's heading with nothing after it"))
                continue                    # 'ANSWER:': on the receipt, never gone in silence
            if answer.said == "no":
                text = "No, " + answer.rest     # 'No, they sail to L': read as a 'no' and what follows it
            else:
                text = answer.rest
        if shared_in(text) and is_disclaimer(text) and not reads(text):
            chatter.append(Chatter(number, raw, "not an order: the legal notice of a mail server"))
            continue                        # 'This e-mail and any attachments are confidential ...'
        if shared_in(text) and shares_the_work(text, nation, looks_like_order) and not reads(text):
            chatter.append(Chatter(number, raw, "not an order: who of the players sharing the nation writes which orders"))
            continue                        # 'Hanno writes for the army, Himilco for the fleet.'
        pointing = pointer(text)
        refers = ASK if ASK in (refers, pointing) else refers or pointing
        if may_clash(text) and (start := label_clash(text, _names_of(by_meaning)())) is not None:
            problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, LABEL_CLASH.format(    # 'Baetica: 2 armies 17 -> 16'
                label=text.partition(": ")[0], start=start), choices=(text.partition(": ")[2].strip(),)))
            continue                        # engine.words.labelled
        if (sequenced := in_sequence(text, reads)) is not None:     # 'first, 3 armies 108 -> 109,'
            chatter.append(Chatter(number, raw, f"set aside: {sequenced[0]!r}, words of sequence: {SEQUENCE_ASIDE}"))
            text = sequenced[1]
        elif asks_for_sequence(text, looks_like_order) and not reads(text):    # 'Russian orders, in ORDER please GM'
            chatter.append(Chatter(number, raw, f"not an order: asks that the orders be carried out in the order "
                                                f"written; {SEQUENCE_ASIDE}"))
            continue
        try:
            read, error = parse_line(text), None
        except NotUnderstood as e:
            read, error = None, e
        english = in_english(text) if (error is not None or read is None or not is_clean(read)) and is_foreign(text) \
            else text
        if english != text:             # '3 ejércitos de 14 a 15.': read in English when it reads so whole
            try:
                in_english_read = parse_line(english)
            except NotUnderstood:
                in_english_read = None
            if in_english_read is not None and is_clean(in_english_read) and (
                    error is not None or read is not None or in_english_read):
                # [] too: 'Les 2 navires en I restent'; a line taken as a retraction ('No gastar PT.') only for orders
                read, error, text = in_english_read, None, english
        if (error is not None or read is None or not is_clean(read)) and (relabel := relabelled(
                text, parse_line, _money_of(by_meaning), _names_of(by_meaning), nation, answer is not None
                or bool(asked_now))) is not None:
            chatter.append(Chatter(number, raw, relabel.note))    # 'Gold: 2 to Carthage' (engine.words.relabelled)
            read, error, text = (relabel.read, None, relabel.text) if relabel.read is not None \
                else (read, error, relabel.text)
        helped = False
        if error is not None and listed is not None:   # 'Build:' over '- 2 infantry in Paris'
            try:
                under = parse_line(f"{listed} {text}")
            except NotUnderstood:
                under = None
            if under and is_clean(under):
                read, error, helped = under, None, True
            elif counted_under_title(text):     # 'Builds:' over '- 1 infantry, Paris': read below as 'build 1 ...'
                text, helped = f"{listed} {text}", True
        if (error is not None or read is None or not is_clean(read)) and asking is not None and \
                (said := with_units(text, asking)) is not None:
            again = read_clean(parse_line, said)
            again = again if again is not None else read_clean(parse_line, without_filler(said))
            if again is None and (reasoned := read_with_reason(said, lambda t: read_clean(parse_line, t))):
                again = reasoned[0]     # 'It stays in Dublin, the Irish are restless.'
                chatter.append(Chatter(number, raw, f"set aside: {reasoned[1]!r}, the player's reason"))
            if again is not None:           # '> your ships in E have been idle.' over 'They sail to the Baltic, F.'
                chatter.append(Chatter(number, raw, f"read as {said!r}: the units the quoted question names"))
                read, error, text = again, None, said
        if (error is not None or read is None or not is_clean(read)) and sheet.by_meaning is not None and (
                receiver := with_receiver(text, sheet.by_meaning.finder)) is not None:    # 'Ally with Naples, give them 4 gold'
            if isinstance(receiver, NotUnderstood):
                read, error = None, receiver   # 'Ally with Naples and Spain, and give them 4 gold': which?
            else:
                chatter.append(Chatter(number, raw, f"read as {receiver!r}: the gift goes to the nation the line names"))
                again = read_clean(parse_line, receiver)
                read, error, text = (again, None, receiver) if again is not None else (read, error, receiver)
        unread = error is not None or read is None or not is_clean(read)
        grouped = groups_said(text, sheet.by_meaning.finder, line_before.get(number, "")) if (unread or sizes_said(text)) and "?" not in text \
            and sheet.by_meaning is not None and not HANGING.intersection(words(text)) else None
        if isinstance(grouped, Refused):    # 'both of them' where three stand; 'follow them there' after two places
            problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, grouped.reason, choices=grouped.choices))
            if grouped.choices:
                fitted.add(id(problems[-1]))      # the readings it may be, asked: no nearest readings mixed in
            continue
        if unread and grouped:
            chatter.append(Chatter(number, raw, f"read as {grouped!r}: the groups said by their place and count"))
            again = read_clean(parse_line, grouped)
            read, error, text = (again, None, grouped) if again is not None else (read, error, grouped)
        if (error is not None or read is None or not is_clean(read)) and sheet.by_meaning is not None \
                and "?" not in text and not HANGING.intersection(words(text)) and (
                parts := parts_said(text, _names_of(by_meaning)) or units_there(text, _names_of(by_meaning))) is not None:
            chatter.append(Chatter(number, raw, f"read as {parts!r}: the units said by their place"))   # 'my 4 units there'
            text = parts        # never under a question or a condition: 'Can I build in Paris? If yes then ... there'
        listed = title_verb(text[:-1]) if text.endswith(":") and len(text.split()) <= 4 else listed if helped else \
            title_verb(text) if len(text) < 40 and not is_clean(read) or read is None else None    # '3) Purchases'
        if (error is not None or not is_clean(read)) and corrected(text)[0] \
                and corrected_with_reasons(sheet, number, raw, text):
            continue                    # 'EDIT 2: no, 3 armies 89 -> 88; the Don can wait.' (its own module)
        if (error is not None or not is_clean(read)) and (
                has_clauses(text) and sheet.by_clauses(number, raw, text, read)
                or english != text and has_clauses(english) and sheet.by_clauses(number, raw, english, read)):
            continue
        if error is not None:
            if number in treaty:            # 'II. Should either party be attacked by France, ...' under the title
                chatter.append(Chatter(number, raw, f"not an order: {ARTICLE}"))
                continue
            if asks_for_last_orders(text):
                problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, LAST_ORDERS))
                continue
            if (told := elsewhere(text, nation, looks_like_order)) is not None:   # 'russia turn 1 - same as discussed'
                problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, ELSEWHERE.format(given=told)))
                continue
            if is_tallies(text):            # 'Total 12 of 15 gold. Divisions raised: 5 of 10.'
                chatter.append(Chatter(number, raw, "not an order: the player's tally of his sums"))
                continue
            if orders and sheet.lines[-1] == said_before and _a_reason_alone(text) \
                    and not (sheet.by_meaning is not None and sheet.by_meaning.acts(text)):
                chatter.append(Chatter(number, raw, f"set aside: {text!r}, the reason for the order of line "
                                                    f"{said_before}"))     # '- to watch Brest from the south'
            elif yes_and is not None and names_a_choice(yes_and):
                problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, f"answers yes with {yes_and.strip()!r}: write "
                                             "the order the answer gives (ask the player)"))    # 'Yes, Prussia.'
            elif (phrase := delegated(text)) is not None:     # 'As for the fleet, do what you think best with the fleet.'
                problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, DELEGATED.format(phrase=phrase)))
            elif gives_all_again(text) and len(text) <= _MOST_TITLE:     # 'Full orders again, one line changed (...):'
                chatter.append(Chatter(number, raw, "not an order: a title over the orders given again in full"))
            elif is_heading(text) or looks_like_order is not None and not looks_like_order(text) \
                    and not later_said(text, error) \
                    and (english == text or not looks_like_order(english)) and not _corrects_something(text) \
                    and not _later_correction(text.strip().rstrip(".!")):
                if (bare := order_asked_or_denied(text, with_meaning(parse_line, sheet.by_meaning))) is not None:
                    problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, ASKED_OR_DENIED.format(bare=bare),
                                                 choices=(bare,)))
                elif _asks_an_order(text):      # 'I want to join the Cheddar League if it exists? If not, forget it'
                    problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, ASKED))
                elif orders and sheet.lines[-1] == said_before and _joined_on(text):
                    problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, f"goes on the order of line {said_before} "
                                                 "('and also with ...') and does not read with it: ask the player"))
                else:
                    chatter.append(Chatter(number, raw))
            elif (talk := talk_of(text, nation, looks_like_order, number in signing, closed == number - 1)) is not None:
                chatter.append(Chatter(number, raw, f"not an order: {talk}"))  # 'Hi GM and all, Prussia here.'
                closed = number if talk == "a closing" and text.rstrip().endswith(",") else closed
            elif (talk := heading_of(text, nation, looks_like_order)) is not None:     # engine.words.headed
                chatter.append(Chatter(number, raw, f"not an order: {talk}"))  # 'winter builds - austria'
            elif (talk := department_of(text, nation, looks_like_order, sheet.by_meaning) or doubted_heading(
                    text, nation, looks_like_order) or (COMPILED if compiled_note(text) else None)
                  or changed_elsewhere(text) or (nothing_alone(text, nation) if sheet.by_meaning is not None
                                                 and sheet.by_meaning.finder() is None else None)) is not None:
                chatter.append(Chatter(number, raw, f"not an order: {talk}"))  # 'WAR OFFICE (Castlereagh)'
            elif isinstance(error, LaterTurn) and not correction_of(text.strip().rstrip(".!"))[0] \
                    and (plan := plan_for_later(text, looks_like_order)) is not None:
                chatter.append(Chatter(number, raw, f"not an order: {plan}"))    # 'Plans: next year we go after Portugal'
            elif not isinstance(error, Contradiction) and not correction_of(text.strip().rstrip(".!"))[0] \
                    and (talk := sheet.aside_of(text)) is not None:
                chatter.append(Chatter(number, raw, f"not an order: {talk}"))    # 'Muscovy turn 1:', 'Berlin, 1 March.'
            elif not isinstance(error, Contradiction) and not correction_of(text.strip().rstrip(".!"))[0] \
                    and sheet.restated(text):      # 'Bohemia and Transylvania, both empty.' under their moves
                chatter.append(Chatter(number, raw, "not an order: it names again only places the orders above go "
                                                    "to or from, a remark on them"))

            else:
                word = correction_of(text.strip().rstrip(".!"))[0]
                if not word and not isinstance(error, Contradiction) and sheet.chained_read(number, raw, text):
                    continue            # '2 armies novgorod to livonia 1 army smolensk to lithuania' (engine.words.run_together)
                manners = word in _APOLOGY and _said_in_manners(text, word)     # 'Sorry to bother you: ...'
                meant = sheet.meant(number, raw, text) if (not word or manners) and not isinstance(error, Contradiction) \
                    and not _asks_of_a_piece(error.reason) else None
                if meant is None and not word and english != text:     # 'il corpo A va in Abruzzo'
                    meant = sheet.meant(number, raw, english)
                if meant is True:       # one order fits what the line names (engine.words.meaning)
                    if _later_correction(text.strip().rstrip(".!")).casefold().startswith(CHANGED_TO):
                        sheet.replaced_by_line(number, raw, text)   # '... Make it 1 army 37 -> 38.'
                    continue
                reason = (f"a correction ({word}) that names no order the reader can tell: ask the player which "
                          f"order it changes and how ({error.reason})" if word in STRONG_CORRECTIONS else
                          meant.reason if isinstance(meant, Asked) and meant.reason and _generic(error.reason)
                          else error.reason)     # the grammar's own reason, when it says more than 'expected ...', stands
                problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, reason, _fixed(raw, text, error, parse_line),
                                             meant.choices if isinstance(meant, Asked) else ()))
                if isinstance(meant, Asked) and meant.fitted:
                    fitted.add(id(problems[-1]))      # the readings it fits, asked: no nearest readings mixed in
                said = text.strip().rstrip(".!")
                later = "" if word else _later_correction(said)
                if word or cancelled_kinds(said) or crossed_out_line(said) or _corrects_something(text) \
                        or said.casefold().startswith(("instead of ", "rather than ")) \
                        or "instead" in words(said):        # '..., then A holds in Brandenburg instead.'
                    sheet.hold_back(number, raw, correction_of(said)[1], word in STRONG_CORRECTIONS or word in RETRACTIONS
                                    or bool(cancelled_kinds(said) or crossed_out_line(said)))
                elif later:                     # 'hm, 80 only has 1 army. Make it 1 army 80 -> 42.'
                    sheet.hold_back(number, raw, said, True)
                elif said.casefold().startswith("not ") and said[4:].lstrip().split(" ", 1)[0].strip(",.;:").isdigit():
                    sheet.hold_back(number, raw, said, False)   # 'Not 38, too exposed.': the orders naming 38
                if _may_be_a_title(text):
                    title = problems[-1]
            continue
        if read is None and (_reads_as_correction(text) or _asks_itself(text, looks_like_order)) \
                and sheet.by_clauses(number, raw, text, read):
            continue                    # 'Sorry, cancel that last one, the war waits': the ruleset's commentary
        if read is None and _asks_itself(text, looks_like_order):
            problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, "asks a question and goes on with words that "
                                         "may be an order and do not read: ask the player"))
            continue
        if read is None and corrected(text)[0] and corrected_with_reasons(sheet, number, raw, text):
            continue                    # 'Actually, fleet Brest: Brittany - Bay of Biscay. Not the Channel: ...'
        retracts = read is None and corrected(text)[0] in RETRACTIONS and bool(orders)
        if retracts or read is None and correction_of(text)[0] and names_said(correction_of(text)[1]) and \
                not cancelled_kinds(correction_of(text)[1]) and \
                looks_like_order is not None and looks_like_order(text) and sheet.names_earlier(text):
            problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, "a correction that names no order the reader "
                                         "can tell: ask the player which order it changes and how"))
            sheet.hold_back(number, raw, correction_of(text)[1], retracts)    # 'Sorry, cancel that last one, the war ...'
            continue
        word = corrected(text)[0] if read else ""
        if word in RETRACTIONS and is_clean(read):      # 'scratch that: declare war on Britain', read whole by the ruleset
            sheet.replace(number, raw, [o for o in as_list(read) if isinstance(o, Order)], text, True)
        elif not word and read and is_clean(read) and _later_correction(text.strip().rstrip(".!")).casefold().startswith(
                CHANGED_TO):                           # 'hmm, that leaves Rome empty. Make it 1 army 37 -> 38.'
            sheet.replace(number, raw, [o for o in as_list(read) if isinstance(o, Order)], text)
        elif not is_clean(read) and (word in RETRACTIONS or word in STRONG_CORRECTIONS):
            sheet.hold_back(number, raw, correction_of(text)[1], True)      # its orders refused: what it takes back too
        sheet.add(number, raw, text, read)
    if struck is not None:
        sheet.struck(*struck)
    if quoted and (refers or not orders and not problems or _quoted_unsaid(quoted, sheet.lines)):
        _quoted_orders(quoted, parse_line, sheet, take=refers == TAKE)
        quoted_asked(quoted, parse_line, sheet)     # '> 2 ships M -> P?' among them (engine.words.quoted_asked)
    if forwarded:
        _forwarded_orders(forwarded, parse_line, looks_like_order, sheet)
    if sheet.by_meaning is not None and sheet.problems:     # a refusal stays one: the orders nearest it offered
        sheet.problems[:] = offered(sheet.problems, sheet.by_meaning.readings,
                                    lambda order: bool(read_clean(parse_line, order)),
                                    lambda p: id(p) in fitted or p.reason == QUOTED_ORDER)     # its own order
        _remarks_aside(sheet)
        questions_aside(sheet)          # 'Is the Marmara open to us?': a question to the GM
        comments_aside(sheet)           # a line about an order given on another line (engine.words.comments)
        retold_aside(sheet)             # a line telling again the story of the read orders (engine.words.story)
        story_aside(sheet, [(x.number, x.raw) for x in said_lines if not x.left], lambda said: read_clean(parse_line, said))     # the story above '[OOC] orders:'
        scenery_aside(sheet)            # the story around orders read: nothing of an order in it
        told_aside(sheet)               # prose around the read orders, sentence by sentence (engine.words.told_sentences)
        news_aside(sheet)               # news of others and of the past, sentence by sentence (engine.words.news)
        answered_aside(sheet, lambda said: read_clean(parse_line, said))   # 'Peace? Not yet.' (meaning.self_answered)
        asked_state_aside(sheet, lambda said: read_clean(parse_line, said))    # 'Questions for the GM: ...' (asked_state)
        restating_aside(sheet, lambda said: read_clean(parse_line, said))  # 'Both wait in Saxony.' (meaning.restating)
        thanks_aside(sheet)             # 'Skål to the Prussians for their gift of amber last turn.' (meaning.thanks)
        lead_ins_aside(sheet)           # '... The coast is not safe. I have taken these steps:' (engine.words.lead_ins)
    denials_taken_back(sheet, lambda said: order_asked_or_denied(said, parse_line))     # 'Do not ... Actually no, 50%.'
    unmoved(sheet)                      # stays and 'no X this turn' against the whole message (engine.words.unmoved)
    headings_asked(sheet)               # 'Orders as before, also:', 'If Austria attacks:' (heading_said)
    tails_asked(sheet)                  # '..., because we commit it only if Paris is attacked' (tail_asked)
    changed_lists_held(sheet)           # 'Same as yesterday but B goes to Bergen' over the list again (changed_repeat)
    unsure_last_words(sheet)            # '... attacks there? No, ... Just goes if Sweden agrees.': asked (in_line_changes)
    put_off_below(sheet)                # 'C - Holland' / 'not this turn': taken back (engine.words.put_off_below)
    answers_awaited(sheet, looks_like_order)          # '... Is it ours? If not, it stays.' (answer_hung)
    stays_asked(sheet.chatter, sheet.problems, set(sheet.lines),    # 'The corps in Vienna stays' with none there
                sheet.by_meaning.finder if sheet.by_meaning is not None else None)     # made only when needed
    times_explained(sheet.problems)     # 'Build infantry in Stilwen City twice.': why it is refused (engine.words.times_said)
    return list_numbers_asked(carried_out(sheet.result(nation), treaty))     # the article and the line giving it


_MOST_TITLE = 160       # characters of a title over the orders given again ('All orders again (only ... is new):')
_GENERIC = ("expected ", "not an order", "no province or sea called", "no nation called", "orders start with")


_NO_SHAPE = ("expected ", "not an order", "orders start with")




def _remarks_aside(sheet: _Sheet) -> None:
    """The refused lines that are remarks, filed as chatter with why (engine.words.meaning.no_order): the grammar
    gave its general refusal, no order came near them (no choice, no fix), and they hold nothing an order is made of."""
    assert sheet.by_meaning is not None
    kept: list[OrderProblem] = []
    for p in sheet.problems:
        piece = _refused_piece(p) if p.kind == NOT_UNDERSTOOD and not p.choices and p.fix is None else None
        if piece is not None and sheet.by_meaning.remark(piece):
            sheet.chatter.append(Chatter(p.line, p.text, REMARK))
        else:
            kept.append(p)
    sheet.problems[:] = kept


def _refused_piece(p: OrderProblem) -> str | None:
    """The line a general refusal is about, whole; None for a refusal with a reason of its own, or about a piece of
    the line only ("'France said': expected ...": the rest of the line may hold what the piece says of it)."""
    if not (p.reason.startswith(_NO_SHAPE) or ": expected " in p.reason[:160] or ": not an order" in p.reason[:160]):
        return None             # 'no province called ...': a name misspelt may be a place
    if p.reason[:1] in ("'", '"') and p.reason.find(p.reason[0] + ": ", 1) > 0:
        return None             # a piece of the line ('France said: | 76 | 53 |'): the line is more than the piece
    return p.text


def _asks_of_a_piece(reason: str) -> bool:
    """Whether the grammar's refusal asks a question of a piece of the line it quotes ("'loads the army': which
    corps does the fleet carry? ..."): the question stands, never a reading by meaning that passes the piece over."""
    return reason[:1] in ("'", '"') and (at := reason.find(reason[0] + ": ", 1)) > 0 and "?" in reason[at:at + 120]


def _generic(reason: str) -> bool:
    """Whether the grammar's refusal only says it found no order shape (the reader by meaning's question
    says more then); a reason of its own ('corps are named by letter', 'could mean ...') stands."""
    return reason.startswith(_GENERIC) or ": expected " in reason[:120]


_MOST_QUOTED = 200         # quoted lines looked at for orders: a whole forum thread quoted is not read
_MOST_UNSAID = 6           # a quote of more lines with no one named is a mail's earlier text, not the player's own
_SAID_BY = ("wrote:", "wrote :", "a écrit :", "a écrit:", "schrieb:", "said:", "quote from:", "quote:",
            "originally posted by", "-----original message")


def _quoted_unsaid(quoted: list[tuple[int, str]], own: Sequence[int]) -> bool:
    """A few '>' lines under the message's own orders (`own`: their lines), with no one said to have written
    them ('> Outflanking force: corps II, corps III' closing a Markdown message): no earlier mail quoted above
    a reply, maybe the player's own order set off; their orders are asked about, never dropped in silence."""
    return bool(own) and len(quoted) <= _MOST_UNSAID and min(n for n, _ in quoted) > min(own) and all(
        raw.lstrip().startswith(">") and not any(s in raw.casefold() for s in _SAID_BY) for _, raw in quoted)
QUOTED_ORDER = ("an order in quoted earlier text, which is never taken by itself: if it is meant for this turn, "
                "the player writes it again unquoted, or the GM copies it (ask)")


def _quoted_orders(quoted: list[tuple[int, str]], parse_line: LineReader, sheet: _Sheet, take: bool) -> None:
    """Orders that stand only in quoted text, when the message gives none of its own or points at
    them: taken, in the place they stand in the message, when the message's own words say they stand
    ('> A - Baden / they stand as posted', '> 4 ships D -> C / Still valid. Plus ...',
    engine.words.quote_pointers), else each such line asked about; never dropped in silence."""
    for number, raw in quoted:
        text = untagged(raw).strip()
        while text.startswith(">"):
            text = text[1:].lstrip()
        text = plain(text)
        head, colon, rest = text.partition(": ")
        if colon and len(head) <= 30 and not _reads(parse_line, text):
            text = rest                   # '> Russia: G - Kharkov - Poltava': who wrote it, then the order
        if text and len(text) < MAX_LINE_CHARS and _reads(parse_line, text):
            sheet.chatter[:] = [c for c in sheet.chatter if c.line != number]
            if take:
                after = [sheet.ranks[i] for i in range(len(sheet.orders)) if sheet.lines[i] > number]
                sheet.in_place = min(after) - 0.5 if after else None     # before the orders written below it
                sheet.add(number, raw, text, parse_line(text))
            else:
                # the order unquoted is offered: one click when the GM copies it (a choice, never read)
                sheet.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, QUOTED_ORDER, choices=(text,)))


FORWARDED_ORDER = ("may be an order, in a forwarded message (another's mail): never taken as this nation's; "
                   "if it is meant, the player writes it in his own message (ask)")


def _forwarded_orders(lines: list[tuple[int, str]], parse_line: LineReader, looks: Callable[[str], bool] | None,
                      sheet: _Sheet) -> None:
    """Lines of a forwarded mail ('---------- Forwarded message ---------' and what follows) that read as
    an order or may be one: refused, each named, never dropped in silence and never taken."""
    for number, raw in lines:
        text = plain(untagged(raw)).strip().lstrip("> ").strip()
        if not text or len(text) >= MAX_LINE_CHARS or is_mail_header(text):
            continue
        if _reads(parse_line, text) or looks is not None and looks(text):
            sheet.chatter[:] = [c for c in sheet.chatter if c.line != number]
            sheet.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, FORWARDED_ORDER))


def _asks_itself(text: str, looks: Callable[[str], bool] | None) -> bool:
    """'corps I: Bavaria - Franconia? No, too far. Bavaria - Swabia.': a line the ruleset took for a remark that
    asks a question and goes on with orders after it: read by its clauses, never dropped whole as talk."""
    if "? " not in text or looks is None:
        return False
    after = text.rsplit("? ", 1)[1]     # a route or a count after it ('Skip that.' is the player's own answer)
    return looks(after) and (" - " in after or "->" in after or "\u2192" in after or any(c.isdigit() for c in after))


def _reads_as_correction(text: str) -> bool:
    """Whether a line the ruleset takes for commentary is a correction read by its clauses all the same: a
    retraction ('Sorry, cancel that last one, ...'), a second edit undoing the first, a stay or a march
    ended short ('Change of plan: no further than Württemberg for corps I')."""
    word, body = correction_of(text.strip().rstrip(".!"))
    if not word and crossed_out_line(body) is not None:
        return True                     # 'Scratch both lines.', 'Ignore the Champagne line.'
    return bool(word) and (word in RETRACTIONS or word in UNDO_EDIT or stopped_short(body) is not None
                           or stay_said(body) is not None)


def _corrects_something(text: str) -> bool:
    """'PS: make that 2 rather than 3', 'Not 55 but 57': a correction naming a number is refused when
    it does not read (which order does it change? ask), never set aside as chatter."""
    said = text.strip().rstrip(".!")
    word, body = correction_of(said)
    if not (word or swapped(body) != body):
        return False
    return word in STRONG_CORRECTIONS and bool(body) or word in UNDO_EDIT or any(is_digits(w) for w in words(said)) \
        or bool(word) and swapped(body) != body        # 'EDIT: not Britain but France': it names what it changes


@lru_cache(maxsize=4096)     # a function of the words alone, asked of every line read: a long message repeats its lines
def _later_correction(said: str) -> str:
    """'hm, 80 only has 1 army. Make it 1 army 80 -> 42.': the words of a later sentence of a refused line that
    opens with a correction that always changes an order (or takes one back); '' when none does. The orders it
    may change are held back with the line, never carried out as if it had not been written."""
    for sentence in sentences(said)[1:]:
        word, body = correction_of(sentence.strip().rstrip(".!"))
        if word in STRONG_CORRECTIONS or word in RETRACTIONS or body.casefold().startswith(CHANGED_TO):
            return body
        for piece in sentence.split(". "):      # '... too much gold, no. Scratch the 37 line.' ('no.' cuts no sentence)
            if crossed_out_line(piece.strip().rstrip(".!")) is not None:
                return piece                    # '... too many. Drop the Rubygate line.'
    return ""


def repeats_asked(sheet: OrderSheet) -> OrderSheet:
    """An order of no unit (a build, a purchase, a gift, armies counted from a province) given again on
    another line is taken once and the repeat asked: pasted twice, or meant twice? A unit's second
    order is the ruleset's to refuse."""
    seen: dict[bytes, int] = {}
    repeated: list[int] = []
    problems = list(sheet.problems)
    again: list[Chatter] = []
    for i, o in enumerate(sheet.orders):
        key = msgspec.json.encode(o)
        first = seen.get(key)
        if first is not None and sheet.lines[first] != sheet.lines[i] and in_other_words(o, sheet.texts[first],
                                                                                          sheet.texts[i]):
            repeated.append(i)      # 'B - Saxony' ... 'B goes to Saxony to show the flag': one order
            again.append(Chatter(sheet.lines[i], sheet.texts[i], SAID_AGAIN.format(line=sheet.lines[first])))
            continue
        if unit_of(o) is not None:
            seen.setdefault(key, i)
            continue
        if key in seen:
            repeated.append(i)
            problems.append(OrderProblem(sheet.lines[i], sheet.texts[i], NOT_UNDERSTOOD,
                                         f"the same order again (line {sheet.lines[seen[key]]}): once or twice? "
                                         "ask the player; it is taken once"))
        else:
            seen[key] = i
    repeated += _sums_again(sheet, problems, set(repeated))
    if not repeated:
        return sheet
    kept = sheet.without(set(repeated))
    return msgspec.structs.replace(kept, problems=tuple(sorted(problems, key=lambda p: p.line)),
                                   chatter=tuple(sorted((*kept.chatter, *again), key=lambda c: c.line)))


def _sums_again(sheet: OrderSheet, problems: list[OrderProblem], repeated: set[int]) -> list[int]:
    """Two gifts of different sums to one nation on two lines ('give 4 gold to Austria' ... 'give 6 gold to
    Austria'): both, or the second instead of the first (a correction, or a paste of an old line)? Neither is
    taken; both are asked (problems appended). The indexes of the orders asked."""
    by_target: dict[tuple[str, str], list[int]] = {}
    for i, o in enumerate(sheet.orders):
        target, amount = getattr(o, "target", None), getattr(o, "amount", None)
        if i not in repeated and isinstance(target, str) and isinstance(amount, int) and unit_of(o) is None:
            by_target.setdefault((type(o).__name__, target), []).append(i)
    asked: list[int] = []
    for (_, target), indexes in by_target.items():
        if len({sheet.lines[i] for i in indexes}) < 2:
            continue                    # one line giving both ('2 gold to France and 3 to Spain'...): the line's own
        lines = ", ".join(str(sheet.lines[i]) for i in indexes)
        for i in indexes:
            problems.append(OrderProblem(sheet.lines[i], sheet.texts[i], NOT_UNDERSTOOD,
                                         f"{len(indexes)} gifts to {target} (lines {lines}), each of another sum: "
                                         "all of them, or a later one instead of an earlier? ask the player"))
        asked += indexes
    return asked


LAST_ORDERS = ("asks for last turn's orders again: they are not copied by themselves; the GM copies them "
               "(in the window: Orders > Copy last turn's orders) or asks the player")


def _or_in_english(parse_line: LineReader) -> LineReader:
    """The ruleset's reader, and when it cannot read a line, the line again with its French, German,
    Spanish or Italian order phrases in English (engine.words.foreign_phrases: 'marche sur la'); the
    first error stands otherwise. Word for word (engine.words.foreign) is tried after, by the sheet."""
    def read(text: str) -> Order | Sequence[Order | NotUnderstood] | None:
        try:
            first = parse_line(text)
        except NotUnderstood:
            english = foreign_phrases.in_english(text)
            if english is None:
                raise
            try:
                again = parse_line(english)
            except NotUnderstood:
                raise
            if is_clean(again):
                return again
            raise
        if is_clean(first):
            return _given_in_english(first, text)
        english = foreign_phrases.in_english(text)
        if english is not None:
            try:
                again = parse_line(english)
            except NotUnderstood:
                return first
            if is_clean(again):
                return again
        return first

    def _given_in_english(first: Order | Sequence[Order | NotUnderstood] | None,
                          text: str) -> Order | Sequence[Order | NotUnderstood] | None:
        """'construire 2 infanterie à Carmine ... non, ..., alors 1 infanterie à Carmine': a line read as giving
        nothing, its foreign words of correction taking back the order before, read again in English: the order
        it gives instead, when that reads cleanly; otherwise the first reading."""
        if first or not holds_turns(text) or (english := foreign_phrases.in_english(text)) is None:
            return first
        try:
            again = parse_line(english)
        except NotUnderstood:
            return first
        gives = isinstance(again, Order) or isinstance(again, (list, tuple)) and any(
            isinstance(o, Order) for o in again)
        return again if gives and is_clean(again) else first
    return read


def _talk_goes_on(sheet: _Sheet, before: int, text: str) -> bool:
    """A line that goes on with the talk of the line before, cut off mid-sentence ('The views expressed are
    those of the Laird alone and' / 'not of the Clan Council.'): the rest of that talk, never a retraction of
    the orders above it. Only a line opening with 'not', 'nor' or 'no' and a word ('no more'), in lower
    case, under a line set aside as no order that ends on a word no sentence ends with."""
    said = text.lstrip()
    if not said[:1].islower() or not sheet.chatter or sheet.chatter[-1].line != before \
            or not sheet.chatter[-1].reason.startswith("not an order") or not _unfinished(sheet.text_before):
        return False
    first = said.split(None, 1)[0]
    return first in ("not", "nor") or first == "no" and said[2:3] == " " and said[3:4].isalpha()


def _a_reason_alone(text: str) -> bool:
    """'to watch Brest from the south', 'because the Dutch coast is empty': a line that is only the reason for
    the order above it, naming no place gone to and nothing that could change it (engine.words.tails)."""
    said = text.strip(" .!")
    return said[:1].islower() and (purpose_tail(f"order, {said}") or ("", ""))[1] == said


# Words of a heading before a colon, which the reader by meaning is asked about ('Muscovy turn 1: ...').
_HEADS_SAID = frozenset("turn step phase round orders".split())


def _may_be_a_title(text: str) -> bool:
    """'The lads on the boats land in Normandy:': a sentence ending with ':', no number, no arrow,
    and no word of a condition ('Britain has armies in I. Then:' may be a condition cut short)."""
    return text.endswith(":") and len(text.split()) <= 10 and not any(is_digits(c) for c in text) \
        and "->" not in text and " - " not in text and not _CONDITION_WORDS.intersection(words(text)) \
        and not premise_may_order(text)     # 'Sire, we will declare war on Prussia. Orders:' (engine.words.lead_ins)


_CONDITION_WORDS = frozenset("if then has have unless when".split())


def _reads(parse_line: LineReader, text: str) -> bool:
    """Whether the line gives orders and nothing refused."""
    try:
        read = parse_line(text)
    except NotUnderstood:
        return False
    if read is None or isinstance(read, Order):
        return read is not None
    return bool(read) and not any(isinstance(x, NotUnderstood) for x in read)


def apply_fixes(text: str, sheet: OrderSheet) -> tuple[str, list[tuple[int, str, str]]]:
    """The text with every suggested fix applied, and (line, as written, as fixed) for each."""
    fixes = sheet.fixes()
    lines = text.splitlines(keepends=True)
    done = []
    for number, fix in sorted(fixes.items()):
        old = lines[number - 1]
        body = old.rstrip("\r\n")
        lines[number - 1] = fix + old[len(body):]
        done.append((number, body, fix))
    return "".join(lines), done


_APOLOGY = frozenset(("sorry", "apologies"))


def _said_in_manners(text: str, word: str) -> bool:
    """Whether the apology a line opens with is manners ('Sorry to bother you again: ...', 'Sorry for the delay.
    ...'), no correction: the line may still be read by meaning, which sets the apology aside."""
    low = [w.strip(",.:;!") for w in text.casefold().split()[:_APOLOGY_LOOK]]
    return word in low and is_manners(low, low.index(word))


_APOLOGY_LOOK = 12          # words looked at for the apology that opens a line

