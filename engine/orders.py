"""A player's order text read into an `OrderSheet` (the types are in `engine.order_sheet`).

A player's message is parsed once, at the edge: the orders it understood, each with its line
number, the lines it could not use, each with the reason (and a fix when one is known), and the
lines that are not orders at all (greetings, quoted mail), kept and said so. The types are
re-exported here for the reading code; code that only holds orders imports `engine.order_sheet`,
which loads none of the reading machinery.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence

from engine.words import patterns as re        # its compile() waits for first use

import msgspec

from engine.errors import Contradiction, NotUnderstood
from engine.order_sheet import (NOT_ALLOWED, NOT_UNDERSTOOD, Chatter, LineReader, Order, OrderProblem,  # noqa: F401
                                OrderSheet, Rejections)
from engine.words.clauses import (LINE_ABOVE, UNDO_EDIT, sentences, route_not_route, is_remark, moving_only, is_tally, is_tallies, title_verb, expanded, partition, table_cells, note_aside, without_tail, ORDINALS, RETRACTIONS, STRONG_CORRECTIONS, without_remark, crossed_out_line, not_instead, swapped, rest_stays, takes_back, named_in_brackets, cancelled_kinds, clauses, correction_of, has_clauses, kind_of, replacement_name, unit_of,
                            with_last_name_replaced, stopped_short, without_brackets, without_filler, kinds_named, names_said, stay_said, KIND_WORDS)
from engine.words import foreign_phrases
from engine.words.conditions import refused_under_conditions
from engine.words.corrections import (MOST_NAMES_TRIED, MOST_RENAMED, Corrections, as_list, is_clean, find_word, counts_in,
                                      first_name, names_in, pointed_correction)
from engine.words.shorthand import read_in_full
from engine.words.kinds_said import holds_unit_word
from engine.words.joined_routes import read_spaced
from engine.words.commands import codes_said, commands_a_name
from engine.words.requests import is_request, read_requests
from engine.words.unread import CLAUSE_JOINTS, PASSED_OVER, UNREAD_BESIDE_STAY, near_places, passed_over, read_by_clauses, beside_stay, coarse_parts, depends
from engine.words.talk_lines import heads_orders, talk_of
from engine.words.tables import header_of, row_as_order
from engine.words.wrapped import GOES_ON as _GOES_ON, Wrapped as _Wrapped, goes_on as _goes_on, left_open as _left_open
from engine.words.answers import answer_of, refuses
from engine.words.tails import arrow_note, no_order_tail, purpose_tail, without_apology
from engine.words.foreign import in_english, is_foreign
from engine.words.movement import goes
from engine.words.lexicon import UNIT_WORDS, WEAK_VERBS, asks_for_last_orders, counts_units, is_order_word, unit_with_verb
from engine.words.nothing import denied_beside_orders
from engine.words.prose import keeps_them
from engine.words.message import QUOTED, is_heading, message_lines, plain, untagged, words
from engine.words.reading import NUMBER_WORDS, Names
from engine.words.textio import MAX_LINE_CHARS, MAX_MESSAGE_BYTES, MessageTooLarge, is_digits

__all__ = ["NOT_ALLOWED", "NOT_UNDERSTOOD", "Chatter", "Names", "Order", "OrderProblem", "OrderSheet", "Rejections",
           "apply_fixes", "looks_like_order", "parse_lines"]


def parse_lines(text: str, nation: str, parse_line: LineReader,
                looks_like_order: Callable[[str], bool] | None = None) -> OrderSheet:
    """A player's message read line by line with a ruleset's `parse_line` (an order, several
    orders, or None for a comment line; NotUnderstood for a line it cannot read). Markup and
    quoted mail are taken away first (engine.words.message); a line that cannot be read and that
    `looks_like_order` says holds no order word, unit, place or nation is chatter, not a problem."""
    if len(text) > MAX_MESSAGE_BYTES:
        raise MessageTooLarge(f"the message is {len(text):,} characters; an order set is at most "
                              f"{MAX_MESSAGE_BYTES:,}")
    parse_line = read_requests(refused_under_conditions(read_spaced(read_in_full(_or_in_english(parse_line)))))
    sheet = _Sheet(parse_line, looks_like_order, nation)
    orders, lines, texts, problems, chatter = sheet.orders, sheet.lines, sheet.texts, sheet.problems, sheet.chatter
    title: OrderProblem | None = None     # an unread line ending with ':', a title if orders follow it
    quoted: list[tuple[int, str]] = []    # quoted earlier text: orders there are asked about, below
    refers = False                        # a line of the message's own points at the quoted orders
    struck: tuple[int, str, tuple[str, ...]] | None = None     # a line's struck-through words, once it is read
    table: tuple[str, ...] | None = None  # the columns of a table of orders, from its header row
    listed: str | None = None             # the verb a title ('Build:') gives the list under it
    closed = -9                           # the line of a closing ending with ',' ('Your servant,'): a name under it
    said_before = said_last = 0
    wrapped = _Wrapped()                  # the lines refused whole just before: an order may run on ('Corps C will march' / 'to Piedmont')
    said_lines = list(message_lines(text))
    signing = {line.number for line in [x for x in said_lines if x.text and not x.left][-2:]}   # where a signature may stand
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
            continue
        if not line.text:
            continue
        said_before, said_last = said_last, number      # the line of text before this one
        text = line.text
        if wrapped.continued_by(text) and sheet.rejoin(wrapped, number, raw, text) \
                or wrapped.carries_on(text) and sheet.carry_on(wrapped, number, raw, text):
            continue
        if _goes_on(text) and not _a_reason_alone(text) and sheet.goes_on(number, raw, text):
            continue
        text = pointed_correction(text)      # '... 50% <- EDIT: this one, not the 40'
        head, colon, tail = text.partition(": ")
        if colon and tail.strip() and len(head) <= 60 and heads_orders(head, nation, looks_like_order):
            chatter.append(Chatter(number, raw, f"set aside: {head!r}, a heading"))
            text = tail.strip()             # 'Crimsonia turn 1: 2 units 9 -> 4': the heading is no part of the order
        if text.startswith("|"):            # '| from | to | armies |' over '| 21 | 27 | 3 |'
            if header_of(text) is not None:
                table = header_of(text)
                chatter.append(Chatter(number, raw, "not an order: the header of a table of orders"))
                continue
            text = row_as_order(table, text) or text if table else text
        else:
            table = None
        answer = answer_of(text)
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
                continue
            if answer.said == "no":
                text = "No, " + answer.rest     # 'No, they sail to L': read as a 'no' and what follows it
            else:
                text = answer.rest
        refers = refers or _points_at_quote(text)
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
        helped = False
        if error is not None and listed is not None:   # 'Build:' over '- 2 infantry in Paris'
            try:
                under = parse_line(f"{listed} {text}")
            except NotUnderstood:
                under = None
            if under and is_clean(under):
                read, error, helped = under, None, True
        listed = title_verb(text[:-1]) if text.endswith(":") and len(text.split()) <= 4 else listed if helped else None
        if (error is not None or not is_clean(read)) and (
                has_clauses(text) and sheet.by_clauses(number, raw, text, read)
                or english != text and has_clauses(english) and sheet.by_clauses(number, raw, english, read)):
            continue
        if error is not None:
            if asks_for_last_orders(text):
                problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, LAST_ORDERS))
                continue
            if is_tallies(text):            # 'Total 12 of 15 gold. Divisions raised: 5 of 10.'
                chatter.append(Chatter(number, raw, "not an order: the player's tally of his sums"))
                continue
            if orders and sheet.lines[-1] == said_before and _a_reason_alone(text):
                chatter.append(Chatter(number, raw, f"set aside: {text!r}, the reason for the order of line "
                                                    f"{said_before}"))     # '- to watch Brest from the south'
            elif is_heading(text) or looks_like_order is not None and not looks_like_order(text) \
                    and (english == text or not looks_like_order(english)) and not _corrects_something(text):
                chatter.append(Chatter(number, raw))
            elif (talk := talk_of(text, nation, looks_like_order, number in signing, closed == number - 1)) is not None:
                chatter.append(Chatter(number, raw, f"not an order: {talk}"))  # 'Hi GM and all, Prussia here.'
                closed = number if talk == "a closing" and text.rstrip().endswith(",") else closed

            else:
                word = correction_of(text.strip().rstrip(".!"))[0]
                reason = (f"a correction ({word}) that names no order the reader can tell: ask the player which "
                          f"order it changes and how ({error.reason})" if word in STRONG_CORRECTIONS else error.reason)
                problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, reason, _fixed(raw, text, error, parse_line)))
                said = text.strip().rstrip(".!")
                if word or cancelled_kinds(said) or crossed_out_line(said) or _corrects_something(text) \
                        or said.casefold().startswith(("instead of ", "rather than ")) \
                        or "instead" in words(said):        # '..., then A holds in Brandenburg instead.'
                    sheet.hold_back(number, raw, correction_of(said)[1], word in STRONG_CORRECTIONS or word in RETRACTIONS
                                    or bool(cancelled_kinds(said) or crossed_out_line(said)))
                if _may_be_a_title(text):
                    title = problems[-1]
            continue
        if read is None and _reads_as_correction(text) and sheet.by_clauses(number, raw, text, read):
            continue                    # 'Sorry, cancel that last one, the war waits': the ruleset's commentary
        retracts = read is None and correction_of(text)[0] in RETRACTIONS and bool(orders)
        if retracts or read is None and correction_of(text)[0] and names_said(correction_of(text)[1]) and \
                not cancelled_kinds(correction_of(text)[1]) and \
                looks_like_order is not None and looks_like_order(text) and sheet.names_earlier(text):
            problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, "a correction that names no order the reader "
                                         "can tell: ask the player which order it changes and how"))
            sheet.hold_back(number, raw, correction_of(text)[1], retracts)    # 'Sorry, cancel that last one, the war ...'
            continue
        word = correction_of(text)[0] if read else ""
        if word in RETRACTIONS and is_clean(read):      # 'scratch that: declare war on Britain', read whole by the ruleset
            sheet.replace(number, raw, [o for o in as_list(read) if isinstance(o, Order)], text, True)
        elif not is_clean(read) and (word in RETRACTIONS or word in STRONG_CORRECTIONS):
            sheet.hold_back(number, raw, correction_of(text)[1], True)      # its orders refused: what it takes back too
        sheet.add(number, raw, text, read)
    if struck is not None:
        sheet.struck(*struck)
    if quoted and (refers or not orders and not problems):
        _quoted_orders(quoted, parse_line, sheet, take=refers and not orders and not problems)
    return sheet.result(nation)


_MOST_QUOTED = 200         # quoted lines looked at for orders: a whole forum thread quoted is not read
_POINTS_AT_QUOTE = ("as posted", "as above", "as quoted", "keep it", "keep them", "they stand", "it stands",
                    "orders above", "above orders", "same as above", "see above", "still stand", "stands as")
QUOTED_ORDER = ("an order in quoted earlier text, which is never taken by itself: if it is meant for this turn, "
                "the player writes it again unquoted, or the GM copies it (ask)")


def _points_at_quote(text: str) -> bool:
    """'They stand as posted', 'Then keep it': the message's own words taking up quoted orders."""
    low = " ".join(text.casefold().split())
    return len(low) < 300 and _POINTS_AT_QUOTE_SAID.search(low) is not None


_POINTS_AT_QUOTE_SAID = re.compile("|".join(map(re.escape, _POINTS_AT_QUOTE)))     # one search, not thirteen


def _quoted_orders(quoted: list[tuple[int, str]], parse_line: LineReader, sheet: _Sheet, take: bool) -> None:
    """Orders that stand only in quoted text, when the message gives none of its own or points at
    them: taken when the message's own words say they stand and give nothing else ('> A - Baden /
    they stand as posted'), else each such line asked about; never dropped in silence."""
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
                sheet.add(number, raw, text, parse_line(text))
            else:
                sheet.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, QUOTED_ORDER))


def _reads_as_correction(text: str) -> bool:
    """Whether a line the ruleset takes for commentary is a correction read by its clauses all the same: a
    retraction ('Sorry, cancel that last one, ...'), a second edit undoing the first, a stay or a march
    ended short ('Change of plan: no further than Württemberg for corps I')."""
    word, body = correction_of(text.strip().rstrip(".!"))
    return bool(word) and (word in RETRACTIONS or word in UNDO_EDIT or stopped_short(body) is not None
                           or stay_said(body) is not None)


def _corrects_something(text: str) -> bool:
    """'PS: make that 2 rather than 3', 'Not 55 but 57': a correction naming a number is refused when
    it does not read (which order does it change? ask), never set aside as chatter."""
    said = text.strip().rstrip(".!")
    word, body = correction_of(said)
    if not (word or swapped(body) != body):
        return False
    return word in STRONG_CORRECTIONS and bool(body) or word in UNDO_EDIT or any(is_digits(w) for w in words(said))


def repeats_asked(sheet: OrderSheet) -> OrderSheet:
    """An order of no unit (a build, a purchase, a gift, armies counted from a province) given again on
    another line is taken once and the repeat asked: pasted twice, or meant twice? A unit's second
    order is the ruleset's to refuse."""
    seen: dict[bytes, int] = {}
    repeated: list[int] = []
    problems = list(sheet.problems)
    for i, o in enumerate(sheet.orders):
        if unit_of(o) is not None:
            continue
        key = msgspec.json.encode(o)
        if key in seen:
            repeated.append(i)
            problems.append(OrderProblem(sheet.lines[i], sheet.texts[i], NOT_UNDERSTOOD,
                                         f"the same order again (line {sheet.lines[seen[key]]}): once or twice? "
                                         "ask the player; it is taken once"))
        else:
            seen[key] = i
    if not repeated:
        return sheet
    kept = sheet.without(set(repeated))
    return msgspec.structs.replace(kept, problems=tuple(sorted(problems, key=lambda p: p.line)))


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
            return first
        english = foreign_phrases.in_english(text)
        if english is not None:
            try:
                again = parse_line(english)
            except NotUnderstood:
                return first
            if is_clean(again):
                return again
        return first
    return read


def _a_reason_alone(text: str) -> bool:
    """'to watch Brest from the south', 'because the Dutch coast is empty': a line that is only the reason for
    the order above it, naming no place gone to and nothing that could change it (engine.words.tails)."""
    said = text.strip(" .!")
    return said[:1].islower() and (purpose_tail(f"order, {said}") or ("", ""))[1] == said


def _may_be_a_title(text: str) -> bool:
    """'The lads on the boats land in Normandy:': a sentence ending with ':', no number, no arrow,
    and no word of a condition ('Britain has armies in I. Then:' may be a condition cut short)."""
    return text.endswith(":") and len(text.split()) <= 10 and not any(is_digits(c) for c in text) \
        and "->" not in text and " - " not in text and not _CONDITION_WORDS.intersection(words(text))


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


def _fixed(raw: str, text: str, error: NotUnderstood, parse_line: LineReader) -> str | None:
    """The line with each misspelt name replaced by the name suggested, if the result reads."""
    for _ in range(4):                 # a line may misspell several names
        if error.fix is None:
            return None
        wrong, right = error.fix
        at = raw.casefold().find(wrong.casefold())
        at_text = text.casefold().find(wrong.casefold())
        if at < 0 or at_text < 0:
            return None
        raw = raw[:at] + right + raw[at + len(wrong):]
        text = text[:at_text] + right + text[at_text + len(wrong):]
        try:
            read = parse_line(text)
        except NotUnderstood as e:
            error = e
            continue
        left = [x for x in read if isinstance(x, NotUnderstood)] if isinstance(read, (list, tuple)) else []
        if left:
            error = left[0]
            continue
        return raw
    return None


def looks_like_order(text: str, order_words: frozenset[str], names: Names, nation: str | None = None,
                     units: frozenset[str] = frozenset()) -> bool:
    """Whether a line may be an order: it holds an order word, an arrow, one of the nation's
    `units` (corps letters), or a place or nation of the game together with a number, a dash, a
    capital letter or another name. Such a line, unread, is an error and never chatter: an order
    word in any of its forms or languages (engine.words.lexicon), a count of units, a unit of the nation,
    two names, or a name with a number, a dash or a capital abbreviation. A name alone is a greeting
    or a sign-off ("Carthago!", "(Prussia)"), and the writer's own nation makes no order ("Orders
    for France", "Emperor of the French")."""
    if "->" in text or "\u2192" in text or "=>" in text or " > " in text or _ARROW_IN_WORD.search(text):
        return True                     # '68>64', 'D>C': an arrow typed without spaces
    tokens = words(text)
    if any(t in order_words or is_order_word(t) for t in tokens) or asks_for_last_orders(text):
        return True
    if counts_units(tokens, NUMBER_WORDS) or unit_with_verb(tokens):
        return True                     # '2 inf to the front': a count of units; 'the army goes...': a unit sent
    if commands_a_name(text, names, nation) or codes_said(text):
        return True                     # 'Teach Maustria a lesson!', 'SO G=H, FD=W': a command, or orders as codes
    letters = [w.strip(",:.;()") for w in text.split(" ")]
    if any(w in units for w in letters):
        return True                     # 'A', 'A: Parris': a corps of the nation
    if any(_route_shaped(w, units, after_colon=":" in text[:text.find(w)]) for w in letters if "-" in w):
        return True                     # 'A-Sax sc Pra', 'Toulon: Prov-GoL-WMed', 'Don-Khar-Orel': a route typed short
    named = names.mentioned(tokens, besides=nation)
    if named and any(len(w) == 1 and w not in ("a", "i") and w.upper() in units for w in letters):
        return True                     # 'd to baden': a corps typed in lower case, with a place
    if named + sum(1 for t in tokens if is_digits(t) and names.is_region(t)) and any(
            is_digits(a) and len(b) >= 3 and b.isalpha() for a, b in zip(tokens, tokens[1:])):
        return True                     # '3 legers van 68 naar 64': a count of something, and a place
    if len(tokens) <= 8 and names.joins_places(text):
        return True                     # 'I Bdbg-Sax': places joined short
    if named > 1 or named and any(t in WEAK_VERBS for t in tokens):
        return True                     # 'Take Greece': a verb that orders when a name goes with it
    shaped = any(is_digits(t) for t in tokens) or " - " in text or any(
        0 < len(w) <= 3 and w.isalpha() and w.isupper() and w != "I" for w in letters)
    if any(is_digits(t) for t in tokens) and 0 < len(text) < 300 and near_places(text, names.board):
        return True                   # 'the 2 at Stepkas Marsh to Grenadier Hill': places misspelt, and a count
    return named == 1 and shaped      # a name alone is a greeting or a sign-off ("Carthago!", "(Prussia)")


_ARROW_IN_WORD = re.compile(r"\w>\w")


def _orders_said(clause: str) -> bool:
    """Whether an unread clause sends something somewhere ('they sail to L'): never set aside as a remark
    ('no enemy ships there' is one)."""
    return any(goes(w) for w in words(clause))


def _route_shaped(word: str, units: frozenset[str], after_colon: bool) -> bool:
    """A word of places joined by dashes without spaces, as veterans type a route: a corps of the nation
    before the first dash ('A-Sax'), three or more capitalised parts ('Don-Khar-Orel'), or two after a
    colon ('Toulon: Prov-GoL'). 'well-known', 'Jean-Pierre' alone and 'Austro-Hungarian' are not."""
    parts = word.split("-")
    if len(parts) < 2 or not all(parts):
        return False
    if parts[0] in units:
        return True
    capitals = sum(1 for p in parts if p[0].isupper() and p.isalpha())
    return capitals == len(parts) and (len(parts) >= 3 or after_colon)
_CUTS = re.compile(r"[;,]| and | then ")


def _denies_beside(text: str) -> bool:
    """'Nothing moves; 2 armies 20 -> 22', 'No orders, A - Flanders': a part that says no order is
    given beside others: the line is never cut into pieces that half-read it (the rulesets' own readers
    refuse such a line before; this holds for the cuts made here)."""
    if len(text) > _MOST_JOINED:
        return False
    return denied_beside_orders([p for p in _CUTS.split(text) if p.strip()]) is not None


MAX_CLAUSES = 24          # sentences of one line read one by one; a longer paragraph is read whole


_GIVES_AGAIN = ("make that ", "make it ", "change that to ", "change it to ")
_KEEPS = ("keep ", "stick with ", "stay with ")
_NO = frozenset(("no", "nope", "nah", "no thanks", "not yet", "not this turn", "no, not yet", "non", "nein"))
_YES = frozenset(("yes", "yes please", "yes, please", "yep", "indeed", "confirmed", "yes indeed", "do it", "ja", "oui", "sí", "si"))          # an earlier order confirmed after a correction

_MOST_JOINTS = 4       # the 'and's of a clause tried as a cut between two orders
_JOINTS = (" and ", ", then ")
_MOST_JOINED = 300     # characters: two orders said in one sentence are well under it


def _finds(text: str, word: str) -> list[int]:
    """Where `word` starts in `text`, at most _MOST_JOINTS times."""
    out: list[int] = []
    at = text.find(word)
    while at >= 0 and len(out) < _MOST_JOINTS:
        out.append(at)
        at = text.find(word, at + 1)
    return out


# Unit words a correction may use for what an order calls otherwise ('the fleet move' for '1 ship H -> G').
_UNIT_CLASS = {"fleet": "ship", "boat": "ship", "navy": "ship", "galleon": "ship", "frigate": "ship",
               "troop": "army", "soldier": "army", "men": "army", "regiment": "army"}


def _singular(word: str) -> str:
    """'armies' -> 'army', 'fleets' -> 'ship': a unit word as a correction or an order may say it."""
    one = word[:-3] + "y" if word.endswith("ies") else word[:-1] if word.endswith("s") and len(word) > 3 else word
    return _UNIT_CLASS.get(one, one)


def _one_said(head: str) -> bool:
    """Whether a taking back names one order ('disregard the army', 'forget the build'), not several ('the
    armies', 'all builds', 'both moves')."""
    said = words(head)
    return not _SEVERAL.intersection(said) and not any(w.endswith("s") and len(w) > 3 and w not in _NOT_PLURAL
                                                       for w in said[1:])


_SEVERAL = frozenset("all both every each these those".split())
_NOT_PLURAL = frozenset("this turn".split())


class _Sheet(Corrections):
    """The orders, problems and chatter of a message as its lines are read, with the corrections
    a later clause makes to earlier ones (the orders it replaces are set aside, and said so)."""

    def __init__(self, parse_line: LineReader, looks: Callable[[str], bool] | None, nation: str = ""):
        self.parse_line, self.looks, self.nation = parse_line, looks, nation
        self.orders: list[Order] = []
        self.lines: list[int] = []
        self.texts: list[str] = []
        self.bodies: list[str] = []          # the words each order was read from
        self.ranks: list[float] = []         # where each order stands: a correction's where the order it replaces stood
        self.in_place: float | None = None   # the place of the orders just set aside by a correction
        self.problems: list[OrderProblem] = []
        self.chatter: list[Chatter] = []
        self.dropped: set[int] = set()
        self.dropped_by: dict[int, int] = {}     # the line of the correction that set each dropped order aside
        self.held: set[int] = set()          # held back by a later correction that does not read: refused, asked
        self.last: tuple[str, list[int]] | None = None       # the last clause read, and its orders' indexes
        self.correcting = False              # a clause after a correction is being read
        self.aside = ""                      # the reason after the order _read last took, set aside

    def add(self, number: int, raw: str, text: str, read: object) -> None:
        if read is None:                # the ruleset's comment line, or one taking back what it said: on the receipt
            if not (self.chatter and self.chatter[-1].line == number):     # said of this line just before: once
                self.chatter.append(Chatter(number, raw, "not an order: a remark, or a line taking back what it said"))
            return
        read = as_list(read)
        if not read and self.looks is not None and not self.correcting and not correction_of(text.strip())[0]:
            beside = beside_stay(text, self.looks)
            if beside is not None:          # 'toulon fleet out 2 gulf of lion, brest stays in': the stay only set aside
                read = self._beside_stay(number, raw, *beside)
                if not read:
                    return
        if not read and self._stay_after_order(number, raw, text):
            return
        if not read:
            self.chatter.append(Chatter(number, raw, "not an order: units without orders hold"))
        if read and self.looks is not None and any(j in text for j in CLAUSE_JOINTS) \
                and all(isinstance(x, Order) for x in read):
            passed = passed_over(text, read, self._orders_alone)     # 'X declares war on Y, and our four march to Z'
            if passed and not any(swapped(bit.strip()) != bit.strip() for part in sentences(text)
                                  for bit in part.split("; ")):     # not after 'Not X but Y', which replaced X
                read = read_by_clauses(text, read, self._orders_alone) or \
                    read + [NotUnderstood(PASSED_OVER.format(part=part)) for part in passed]
        start = len(self.orders)
        for order in read:
            if isinstance(order, NotUnderstood):       # one part of the line; its other orders stand
                self.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, order.reason,
                                                  _fixed(raw, text, order, self.parse_line)))
                continue
            if not isinstance(order, Order) or self._said_on_line(order, number):
                continue                                # 'E stays in Buda. E holds.': said twice, one order
            self.orders.append(order)
            self.lines.append(number)
            self.texts.append(raw)
            self.bodies.append(text)
            if self.in_place is not None:
                self.in_place += 0.001
            self.ranks.append(float(len(self.orders)) if self.in_place is None else self.in_place)
        self.last = (text, list(range(start, len(self.orders))))
        self.in_place = None

    def _beside_stay(self, number: int, raw: str, rest: str, ordering: list[str]) -> list[object]:
        """The orders of a line's parts besides its stay clause, read as one text; when they do not read
        whole and clean, each such part refused (engine.words.unread), never filed as 'units hold'."""
        read, error = (None, None) if depends(rest) else self._read(rest)
        orders = as_list(read) if error is None else []
        if orders and is_clean(orders) and all(isinstance(o, Order) for o in orders):
            self.chatter.append(Chatter(number, raw, "not an order: its stay clause, units without orders hold"))
            return orders
        pieces = coarse_parts(rest) if error is not None or not orders else None
        if pieces and not depends(rest):        # 'I Rhl-Thu-Fra-Bav / II Als-Bad-Wur / GdI, III hold': item by item
            each = [self._read(p) for p in pieces]
            if all(e is None and r and is_clean(r) and all(isinstance(o, Order) for o in as_list(r)) for r, e in each):
                self.chatter.append(Chatter(number, raw, "not an order: its stay clause, units without orders hold"))
                return [o for r, _ in each for o in as_list(r)]
        for part in ordering:
            alone = self._read(part)[1] if len(ordering) > 1 or part != rest else error
            why = f"{part!r}: {alone.reason}; the rest of the line only says who stays" if alone is not None \
                else UNREAD_BESIDE_STAY.format(part=part)
            self.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, why))
        return []

    def _orders_alone(self, text: str) -> list[object] | None:
        """A clause's orders read by itself; None when it does not read whole and clean."""
        read, error = self._read(text)
        orders = as_list(read) if error is None else []
        return orders if orders and all(isinstance(o, Order) for o in orders) else None

    def _said_on_line(self, order: Order, number: int) -> bool:
        """Whether the same order was read already from this line (the line's orders are the last ones)."""
        i = len(self.orders) - 1
        while i >= 0 and self.lines[i] == number:
            if i not in self.dropped and self.orders[i] == order:
                return True
            i -= 1
        return False

    def result(self, nation: str) -> OrderSheet:
        keep = sorted((i for i in range(len(self.orders)) if i not in self.dropped and i not in self.held), key=lambda i: self.ranks[i])
        chatter = sorted(self.chatter, key=lambda c: c.line)
        return OrderSheet(nation, tuple(self.orders[i] for i in keep), tuple(self.lines[i] for i in keep),
                          tuple(self.texts[i] for i in keep), tuple(self.problems), tuple(chatter))

    def goes_on(self, number: int, raw: str, text: str) -> bool:
        """A line starting with an arrow goes on the order of the line before ('4 units 38 -> 39' / '-> 15'):
        read joined, it replaces that order; when the joined text does not read, that order is held back
        and asked about, never carried out cut short."""
        if self.last is None or not self.last[1]:
            return False
        indexes = self.last[1]
        first = self.lines[indexes[0]]
        ran = first == number - 1 or any(c.line == number - 1 and c.reason.startswith(
            f"not an order by itself: read with line {first},") for c in self.chatter[-3:])
        if indexes != list(range(indexes[0], len(self.orders))) or any(self.lines[i] != first for i in indexes) \
                or not ran:
            return False
        if not text.lstrip().startswith(_GOES_ON) and self._reads(text):
            return False                        # 'then build 2 infantry in Paris': an order of its own
        before = self.bodies[indexes[0]]
        try:
            read = self.parse_line(before + " " + text)
        except NotUnderstood:
            read = None
        if read and is_clean(read):
            prev_raw = self.texts[indexes[0]]
            for store in (self.orders, self.lines, self.texts, self.bodies, self.ranks):
                del store[indexes[0]:]
            self.add(first, prev_raw + " " + raw.strip(), before + " " + text, read)
            self.chatter.append(Chatter(number, raw, f"not an order by itself: read with line {first}, "
                                                     "one order over lines"))
            return True
        for i in indexes:
            self.held.add(i)
            self.problems.append(OrderProblem(self.lines[i], self.texts[i], NOT_UNDERSTOOD,
                                              f"held back: line {number} ({raw.strip()!r}) goes on with it and they "
                                              "do not read together: ask the player"))
        return False

    def rejoin(self, wrapped: _Wrapped, number: int, raw: str, text: str) -> bool:
        """The lines refused whole before this one read again with it as one order ('Corps C will march' /
        'to Piedmont'): their refusals taken back when the joined text reads, whole or by its sentences."""
        joined, first = wrapped.text + " " + text, wrapped.numbers[0]
        whole = " ".join([*wrapped.raws, raw])
        if _left_open(joined):
            return False                    # '... goes to Carmine, then' / 'Rubygate.': the next line ends it
        read: object = None
        if wrapped.partial and self._reads(wrapped.text):
            return False                    # the line's refused sentence is another than its last
        by_sentences = has_clauses(joined)  # several sentences: each read apart, never the whole at once
        if by_sentences:
            trial = _Sheet(self.parse_line, self.looks, self.nation)
            if not trial.by_clauses(first, whole, joined, None) or trial.problems or not trial.orders:
                return False
        else:
            try:
                read = self.parse_line(joined)
            except NotUnderstood:
                return False
            if not (read and is_clean(read)):
                return False
        if self._reads(text) or has_clauses(text) and _Sheet(self.parse_line, self.looks, self.nation).by_clauses(number, raw, text, None):
            return False                    # the line gives orders of its own
        del self.problems[wrapped.first_problem:]
        if by_sentences:
            self.by_clauses(first, whole, joined, None)
        else:
            self.add(first, whole, joined, read)
        for n, line_raw in zip([*wrapped.numbers[1:], number], [*wrapped.raws[1:], raw]):
            self.chatter.append(Chatter(n, line_raw, f"not an order by itself: read with line {first}, one order over lines"))
        wrapped.numbers = []
        return True

    def carry_on(self, wrapped: _Wrapped, number: int, raw: str, text: str) -> bool:
        """The line before, read whole, read again with this one that goes on its order ('The Cossacks
        (G) ride through Kharkov' / 'and on to Poltava.'): its orders replaced when the joined text reads
        whole and this line gives no order of its own; False, and nothing changed, otherwise."""
        assert wrapped.read_before is not None
        at, before_raw, before_text, orders_before = wrapped.read_before
        if len(self.orders) != orders_before + sum(1 for n in self.lines[orders_before:] if n == at) or self._reads(text):
            return False
        joined, whole = before_text + " " + text, before_raw + " " + raw
        read: object = None
        by_sentences = len(sentences(joined)) > 1
        if by_sentences:                    # each sentence read apart, as the line was
            trial = _Sheet(self.parse_line, self.looks, self.nation)
            if not trial.by_clauses(at, whole, joined, None) or trial.problems or \
                    len(trial.orders) <= len(self.orders) - orders_before:
                return False
        else:
            try:
                read = self.parse_line(joined)
            except NotUnderstood:
                return False
            if not (read and is_clean(read)):
                return False
        for target in (self.orders, self.lines, self.texts, self.bodies, self.ranks):
            del target[orders_before:]
        self.dropped = {i for i in self.dropped if i < orders_before}
        self.held = {i for i in self.held if i < orders_before}
        if by_sentences:
            self.by_clauses(at, whole, joined, None)
        else:
            self.add(at, whole, joined, read)
        self.chatter.append(Chatter(number, raw, f"not an order by itself: read with line {at}, one order over lines"))
        wrapped.read_before = None
        return True

    # -- a line read by its sentences --------------------------------------------------------
    def by_clauses(self, number: int, raw: str, text: str, whole: object) -> bool:
        """Read the line sentence by sentence (engine.words.clauses); kept when it reads more than the
        line as a whole did. False, and nothing changed, otherwise."""
        trial = _Sheet(self.parse_line, self.looks, self.nation)
        trial.orders, trial.lines, trial.texts = list(self.orders), list(self.lines), list(self.texts)
        trial.bodies, trial.ranks = list(self.bodies), list(self.ranks)
        trial.dropped, trial.last, trial.held = set(self.dropped), self.last, set(self.held)
        trial.dropped_by, trial.chatter = dict(self.dropped_by), list(self.chatter)
        before = len(self.orders) - len(self.dropped)
        if not trial._clauses(number, raw, text):
            return False
        whole_orders = sum(1 for x in as_list(whole) if isinstance(x, Order))
        whole_problems = sum(1 for x in as_list(whole) if isinstance(x, NotUnderstood)) if whole is not None else 1
        gained = len(trial.orders) - len(trial.dropped) - before
        if trial.problems and (gained <= whole_orders or len(trial.problems) > whole_problems) \
                and not (trial.dropped - self.dropped):
            return False
        self.orders[:], self.lines[:], self.texts[:] = trial.orders, trial.lines, trial.texts
        self.bodies[:], self.ranks[:] = trial.bodies, trial.ranks
        self.in_place = None
        self.dropped, self.last, self.held = trial.dropped, trial.last, trial.held
        self.dropped_by = trial.dropped_by
        self.problems += trial.problems
        self.chatter[:] = trial.chatter
        return True

    def _clauses(self, number: int, raw: str, text: str) -> bool:
        """Whether any clause gave or changed an order."""
        parts = clauses(text)
        if len(parts) > MAX_CLAUSES:
            return False            # a paragraph of more sentences is read as one line: its time stays bounded
        acted = False
        doubt = False                        # after a question or a correction: remarks may follow
        asked: str | None = None             # the question just set aside: 'yes' after it gives it as the order
        declined = ""                        # a question answered 'no, ...': a stay after gives no order at all
        pending: list[OrderProblem] = []     # remarks after it, set aside if an order follows them
        unread_corrections: list[tuple[OrderProblem, str, bool]] = []    # the earlier orders they may change are held
        for i, clause in enumerate(parts):
            self.in_place = None
            body, correction = clause.text, clause.correction
            bare, notes = without_brackets(body)
            if any(correction_of(n)[0] for n in notes):
                body, correction = bare, correction or "note"
            if not correction and swapped(body) != body:
                correction = "instead"      # 'not 55 but 57', 'instead of 55, 57': a correction all the same
            if clause.question and i < len(parts) - 1 and not (is_request(body) and self._reads(body)):
                self.chatter.append(Chatter(number, raw, f"set aside: {body!r}?, a question the player answers after it"))
                self.last = (body, self._restated(body))    # a correction after it corrects the question
                asked = body
                doubt = True
                continue
            if not correction and (crossed_out_line(body) or cancelled_kinds(body)) and self._correct(
                    number, raw, body, "taken back"):
                acted = True                # 'Please ignore the Champagne line.'
                continue
            doubt = doubt or bool(correction)
            self.correcting = doubt
            if correction and self._fewer_go(number, raw, body):
                acted = True                # 'correction: only 2 armies 48 -> 47, one stays to guard the city'
                continue
            if correction and self._correct(number, raw, body, correction):
                acted = True
                continue
            if not body:
                continue
            answer = without_brackets(body)[0].casefold().strip(" .!,") if asked is not None else ""
            if asked is not None and (answer in _NO or not answer and correction.rstrip(" ,.:;-\u2013\u2014") in _NO):
                self.chatter.append(Chatter(number, raw, f"not an order: {asked!r}?, a question the player answers no"))
                asked, acted = None, True   # 'E - Champagne? No.'
                continue
            if asked is not None and answer in _YES:
                yes = self._whole(asked)    # 'raise cheese in 33? (mountains, 6 cheese) yes': the question is the order
                if yes:
                    self.add(number, raw, asked, yes)
                    asked, acted = None, True
                    continue
            if asked is not None and correction.casefold().startswith("no"):
                declined = asked            # 'march to Lowland Dairies? no, wait, we're not at war. Keep them home.'
            asked = None
            if doubt and body.casefold().startswith(_KEEPS):
                kept = self._restated(body.split(" ", 1)[1], number)
                if kept:                    # '... Moravia? No, that's Austria. Keep corps II: Silesia - Saxony.'
                    self.chatter.append(Chatter(number, raw, f"not an order: {body!r}, the order of line "
                                                             f"{self.lines[kept[0]]} kept"))
                    self.chatter += [Chatter(number, raw, f"not an order: {p.reason.split(': ', 1)[0]}, a remark on "
                                                          "the correction") for p in pending]
                    pending, acted = [], True
                    continue
            if correction and body.casefold().startswith(_GIVES_AGAIN):
                again = body.split(" ", 2)[2] if len(body.split(" ", 2)) > 2 else ""
                if again and self._reads(again):
                    body = again            # 'EDIT: make that B - Livonia': a whole order again
            read, error = self._read(body)
            if error is not None and correction and without_remark(body) != body:
                again_read, again_error = self._read(without_remark(body))    # 'D stays in Tyrol, the French are too close'
                if again_error is None:
                    body, read, error = without_remark(body), again_read, None
            if error is not None and correction and self._stays(number, raw, body):
                acted = True                # 'correction: the 2 from 59 stay home, instead 2 armies 63 -> 62'
                continue
            if error is not None and keeps_them(body) and (declined or self._ordered_on(number)):
                if declined and not any(_orders_said(p.reason.split(": ", 1)[0]) for p in pending):
                    self.chatter += [Chatter(number, raw, f"not an order: {declined!r}?, a question the player answers "
                                                          "no"), Chatter(number, raw, f"not an order: {body!r}: units "
                                                                                      "without orders hold"),
                                     *(Chatter(number, raw, f"not an order: {p.reason.split(': ', 1)[0]}, the "
                                                            "player's reason") for p in pending)]
                    pending, declined, acted = [], "", True
                else:                       # '3 armies 20 -> 19. Keep them home.': which is meant? both held
                    self.held.update(i for i in self._live() if self.lines[i] == number)
                    self.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, f"{body!r} after an order given "
                                                      "on the line: keep them, or the order? ask the player"))
                continue
            if error is not None:
                if is_tally(body):          # 'Builds: 2 inf in Naples. 2 gold kept.'
                    self.chatter.append(Chatter(number, raw, f"not an order: {body!r}, the player's tally"))
                elif (doubt or acted) and (is_remark(body) or self._moving_already(body)):
                    self.chatter.append(Chatter(number, raw, f"not an order: {body!r}, a remark on the correction"))
                elif doubt and rest_stays(body):
                    self.chatter.append(Chatter(number, raw, f"not an order: {body!r}: units without orders stay"))
                elif correction and (not self.looks or self.looks(body) or correction in STRONG_CORRECTIONS
                                     or any(is_digits(w) for w in words(body))):
                    # a correction that names something and does not read: never set aside unread
                    unread = OrderProblem(number, raw, NOT_UNDERSTOOD, f"{body!r}: a correction ({correction}) not "
                                          f"understood: {error.reason}; ask the player which order it changes")
                    (pending if doubt else self.problems).append(unread)
                    unread_corrections.append((unread, body, correction in STRONG_CORRECTIONS))
                elif self.looks is not None and not self.looks(body):
                    self.chatter.append(Chatter(number, raw, f"not an order: {body!r}"))
                elif (talk := talk_of(body, self.nation, self.looks)) is not None:     # 'Denmark here.'
                    self.chatter.append(Chatter(number, raw, f"not an order: {body!r}, {talk}"))
                else:
                    problem = OrderProblem(number, raw, NOT_UNDERSTOOD, f"{body!r}: {error.reason}",
                                           _fixed(raw, body, error, self.parse_line))
                    (pending if doubt else self.problems).append(problem)
                continue
            if self.aside:                  # 'Corps E to Aleppo, to secure the Syrian road.'
                self.chatter.append(Chatter(number, raw, f"set aside: {self.aside!r}, said after the order"))
            new = [x for x in as_list(read) if isinstance(x, Order)]
            if correction:
                self.replace(number, raw, new, body, correction in RETRACTIONS)
            self.add(number, raw, body, read)
            acted = acted or bool(new) or read == []        # 'Nothing moves.': no order, said so on the receipt
            if read == [] and pending and declined and not any(_orders_said(p.reason.split(": ", 1)[0]) or any(
                    is_digits(w) for w in words(p.reason.split(": ", 1)[0])) for p in pending):
                self.chatter += [Chatter(number, raw, f"not an order: {declined!r}?, a question the player answers no"),
                                 *(Chatter(number, raw, f"not an order: {p.reason.split(': ', 1)[0]}, the player's "
                                                        "reason") for p in pending)]
                pending, declined = [], ""
            if new and pending:             # 'C - Herzegovina? C is there. C holds.': the remark explains the change
                ordering = [p for p in pending if _orders_said(p.reason.split(": ", 1)[0])]
                self.chatter += [Chatter(number, raw, f"not an order: {p.reason.split(': ', 1)[0]}, a remark on the "
                                                      f"correction") for p in pending if p not in ordering]
                pending = ordering          # 'No, they sail to L. And 2 armies 16 -> 15': an order unread, asked
        self.correcting = False
        self.problems += pending
        for unread, body, wide in unread_corrections:
            if any(p is unread for p in self.problems):
                self.hold_back(number, raw, body, wide)
        return acted

    def _ordered_on(self, number: int) -> bool:
        """Whether the line gave an order that stands, before the clause being read."""
        return any(self.lines[i] == number for i in self._live())

    def _read(self, text: str) -> tuple[object, NotUnderstood | None]:
        """A clause read as written, then without the words it ends with, then without its notes in brackets."""
        first: NotUnderstood | None = None
        self.aside = ""
        text = arrow_note(text)         # '... -> 84 <-- Livonia': a note, as in brackets
        bare, notes = without_brackets(text)
        if not all(note_aside(n) for n in notes):
            bare = text             # '(via ships)' changes the order: never dropped
        tried: set[str] = set()
        opened = " ".join(text.replace("(", " ").replace(")", " ").split())
        named = named_in_brackets(text) or ""
        tails = [said[0] for said in (without_tail(text), without_tail(bare)) if said is not None]
        purposes: dict[str, str] = {}
        quiet: dict[str, str] = {}

        def candidates() -> Iterator[str]:
            yield from (text, without_filler(text), opened, bare, without_filler(bare), named, without_filler(named),
                        without_remark(without_filler(text)), *tails, *map(without_filler, tails),
                        expanded(without_filler(text)))
            # a reason after the order ('..., to secure the road'), tried only when all else fails
            purposes.update(said for said in (purpose_tail(without_filler(text)), purpose_tail(bare)) if said)
            quiet.update([no_order_tail(without_filler(text)) or ("", "")])      # '..., no order for them'
            quiet.pop("", None)
            yield from (*purposes, *map(without_filler, purposes), *quiet)

        for candidate in candidates():
            if not candidate or candidate in tried:
                continue
            tried.add(candidate)
            try:
                read = self.parse_line(candidate)
            except Contradiction as e:
                return None, e              # '3 armies 1 -> 3 (4)': never read again without its note
            except NotUnderstood as e:
                first = first or e
                continue
            if is_clean(read) and candidate in quiet and as_list(read):
                continue                    # 'A - Baden, no order for them': a stay's words only
            if is_clean(read):
                if not purposes and candidate not in (text, without_filler(text)):     # what was cut: a reason?
                    purposes.update(said for said in (purpose_tail(without_filler(text)), purpose_tail(bare)) if said)
                self.aside = purposes.get(candidate, "") or quiet.get(candidate, "") or next(
                    (t for h, t in purposes.items() if without_filler(h) == candidate), "")
                return read, None
            first = first or next(x for x in as_list(read) if isinstance(x, NotUnderstood))
        if _denies_beside(text):
            return None, first or NotUnderstood(f"{text!r} says no order is given and gives orders: which is meant?")
        halves = self._halves(without_filler(text))
        if halves is not None:
            return halves, None
        several = self._several(expanded(without_filler(text)))
        if several is not None:
            return several, None
        return None, first or NotUnderstood(f"{text!r} is not understood")

    def _several(self, text: str) -> list[object] | None:
        """'A holds, B - Wallachia, C - Serbia', 'alliance w/ Russia, alliance w/ GB', a table row '| ally
        with Prussia | treaty of Potsdam |': several orders in one sentence, each read whole; None unless all
        do (a table's other cells are notes set aside). A title before a colon is left out ('The Porte
        orders: ...')."""
        cells = table_cells(text)
        if cells is not None:
            found: list[object] = []
            for cell in cells:
                read = self._whole(cell)
                if read is None and cell and not note_aside(cell):
                    return None
                found += read or []
            return found or None
        head, colon, tail = text.partition(": ")
        bases = [text]
        if colon and len(head.split()) <= 6 and self.looks is not None and (
                not self.looks(head) or heads_orders(head, self.nation, self.looks)):
            bases.append(tail)      # 'GB land step: the London corps (I) marches to Hampshire'
        elif colon and heads_orders(head, self.nation, self.looks):
            bases = [tail]
        for base in bases:
            found2 = partition(base, self._whole, self.looks or (lambda piece: True))
            if found2 is not None:
                return found2
        verb = title_verb(head) if colon else None
        if verb is not None:            # 'Builds (8 gold): 2 inf in Naples (4), 1 inf in Sicily (2)'
            def given(piece: str) -> list[object] | None:
                return self._whole(piece) or self._whole(f"{verb} {piece}") \
                    or self._whole(f"{verb} {without_brackets(piece)[0]}")
            return partition(tail, given, lambda piece: True) if ", " in tail or "; " in tail else given(tail)
        return None

    def _whole(self, text: str) -> list[object] | None:
        """The orders of a piece of a sentence that reads whole and refuses nothing; None otherwise."""
        for candidate in (text, without_filler(text)):
            try:
                read = self.parse_line(candidate)
            except NotUnderstood:
                continue
            if read is not None and is_clean(read):
                return as_list(read)
        return None

    def _halves(self, text: str) -> list[object] | None:
        """'I'd like my B corps to march on Saxony and please raise two infantry in Berlin': two orders
        joined by 'and' that the line's reader does not cut, each read whole; None unless both read."""
        if len(text) > _MOST_JOINED:
            return None
        low = text.casefold()
        joints = sorted((at, len(joint)) for joint in _JOINTS for at in _finds(low, joint))
        for at, size in joints[:_MOST_JOINTS]:
            left, right = without_filler(text[:at].rstrip(",")), without_filler(text[at + size:])
            if not left or not right:
                continue
            shared = left.casefold().find(" with ")       # 'attack 47 with 2 armies from 48 and 1 from 46'
            for second in (right, left[:shared + 6] + right if shared > 0 else ""):
                try:
                    read_left, read_right = self.parse_line(left), self.parse_line(second) if second else None
                except NotUnderstood:
                    continue
                if read_left and read_right and is_clean(read_left) and is_clean(read_right):
                    return as_list(read_left) + as_list(read_right)
        return None

    def struck(self, number: int, raw: str, parts: Sequence[str]) -> None:
        """'~~buy 2 armies in 21~~ buy 1 ship in I' under 'buy 2 armies in 21': struck-through words that
        say an earlier order again take it back."""
        for part in parts:
            found = self._restated(part, number)
            if found:
                self._drop(found, number, raw, f"struck through: {part!r}")

    def _restated(self, text: str, before: int | None = None) -> list[int]:
        """The earlier orders a question says again ('E - Champagne' / 'E to Champagne? no, Burgundy.'):
        a correction after the question replaces them; [] when it says none of them."""
        try:
            read = self.parse_line(text)
        except NotUnderstood:
            return []
        said = [o for o in as_list(read) if isinstance(o, Order)]
        found = [i for i in self._live() if self.orders[i] in said and (before is None or self.lines[i] < before)]
        return found if said and len(found) == len(said) else []

    def _reads(self, text: str) -> bool:
        try:
            read = self.parse_line(text)
        except NotUnderstood:
            return False
        return bool(read) and is_clean(read)

    def _live(self) -> list[int]:
        return [i for i in range(len(self.orders)) if i not in self.dropped and i not in self.held]

    def names_earlier(self, text: str) -> bool:
        """Whether a line names the unit or a place of an order read before it."""
        names = names_said(correction_of(text)[1])
        return any(names & names_in(self.bodies[i]) for i in self._live())

    def hold_back(self, number: int, raw: str, text: str, wide: bool) -> None:
        """A correction on line `number` that cannot be read: the earlier orders it may concern are
        refused too, never carried out as if it had not been written. Those naming a unit or place it
        names, else those of a kind it names ('the build', 'no war'), else (when `wide`: a correction
        that surely changes something) all the orders of the last line that gave any."""
        live = self._live()
        names = names_said(text) - counts_in(text)         # 'buy 2 more armies in 16' names 16, not every order of 2
        concerned = [i for i in live if names & (names_in(self.bodies[i]) - counts_in(self.bodies[i]))]
        named = [n for n in text.replace(",", " ").replace(".", " ").split(" ") if n.casefold() in names]
        if len(named) <= MOST_NAMES_TRIED:     # '6 units 21 -> 25' / 'Correction: 22, not Tailbridge': by another name
            concerned += [i for i in live[-MOST_RENAMED:] if i not in concerned
                          and any(self._named_there(i, n) for n in named)]
        kinds = kinds_named(text)       # and those of a kind or a unit it names ('disregard the ship, buy ... instead')
        units = {_singular(w) for w in words(text) if w in UNIT_WORDS or w in ("boat", "boats", "navy")}
        concerned += [i for i in live if i not in concerned and (any(k in kind_of(self.orders[i]) for k in kinds)
                                                                  or units & {_singular(w) for w in names_in(self.bodies[i])})]
        if not concerned and wide and live:
            line = max(self.lines[i] for i in live)
            concerned = [i for i in live if self.lines[i] == line]
        for i in concerned:
            self.held.add(i)
            self.problems.append(OrderProblem(self.lines[i], self.texts[i], NOT_UNDERSTOOD,
                                              f"held back: the correction on line {number} ({raw.strip()!r}) may "
                                              "change it and cannot be read: ask the player"))

    def _drop(self, indexes: list[int], number: int, raw: str, why: str) -> None:
        live = [self.ranks[i] for i in indexes if i not in self.dropped]
        if live:
            self.in_place = min(live)       # the order given instead stands where the first one stood
        for i in indexes:
            if i not in self.dropped:
                self.dropped.add(i)
                self.dropped_by[i] = number
                self.chatter.append(Chatter(self.lines[i], self.texts[i],
                                            f"set aside: replaced by the correction on line {number} ({why})"))

    def replace(self, number: int, raw: str, new: list[Order], body: str, retracts: bool = False) -> None:
        """The earlier orders a correcting clause replaces: those for the same units, else those
        of the clause just before when they are of the same kind; with `retracts` ('cancel that, ...'),
        the orders of the clause before whatever they are, and those of the same units."""
        if retracts and self.last is not None:
            self._drop([i for i in self.last[1] if i not in self.dropped], number, raw, body)
        units = {u for u in map(unit_of, new) if u is not None}
        same = [i for i in self._live() if unit_of(self.orders[i]) in units] if units else []
        if not units:               # armies counted by place: the earlier move of the same kind from the same place
            starts = {(kind_of(o), getattr(o, "source", None)) for o in new if getattr(o, "source", None) is not None}
            same = [i for i in self._live() if (kind_of(self.orders[i]), getattr(self.orders[i], "source", None)) in starts]
        if not units and not same and self.last is not None:
            kinds = {kind_of(o) for o in new}
            same = [i for i in self.last[1] if i not in self.dropped and kind_of(self.orders[i]) in kinds]
        self._drop(same, number, raw, body)

    def _correct(self, number: int, raw: str, body: str, word: str) -> bool:
        """'make that Franconia' (the last name of the clause before replaced), 'cancel the build'
        (earlier orders of that kind withdrawn); False for a correction that gives orders itself."""
        if self._not_instead(number, raw, body, word) or self._cross_out(number, raw, body) \
                or self._cancel_by_unit(number, raw, body) \
                or self._stop_short(number, raw, body, word) or self._undo_edit(number, raw, body, word):
            return True
        name = replacement_name(body)
        if name is not None and self.last is not None and self.last[1]:
            for candidate in with_last_name_replaced(self.last[0], name):
                try:
                    read = self.parse_line(candidate)
                except NotUnderstood:
                    continue
                if read and is_clean(read):
                    self._drop(self.last[1], number, raw, f"{word}, {body}")
                    self.add(number, raw, candidate, read)
                    return True
            self.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD,
                                              f"{body!r}: cannot tell which order {name!r} corrects: write the order again whole"))
            return True
        if not body and word in LINE_ABOVE:
            above = [i for i in self._live() if self.lines[i] < number]
            if above:                   # 'Ignore the line above': the orders of the last line that gave any
                line = self.lines[max(above, key=lambda i: self.lines[i])]
                self._drop([i for i in above if self.lines[i] == line], number, raw, word)
                self.last = None
                return True
        if not body and word in RETRACTIONS and self.last is not None:
            self._drop(self.last[1], number, raw, word)      # 'Declare war on Spain. ... Cancel that.'
            self.last = None
            return True
        if body and word in RETRACTIONS and self.last is not None and self.last[1] and self._explains(body, self.last[1]):
            self._drop(self.last[1], number, raw, word)      # 'cancel that last one, the war with Portugal waits'
            self.chatter.append(Chatter(number, raw, f"not an order: {body!r}, the reason for taking it back"))
            self.last = None
            return True
        if takes_back(body):
            if self.last is not None:
                self._drop(self.last[1], number, raw, f"{word}, {body}")
                self.last = None
            self.chatter.append(Chatter(number, raw, f"not an order: {body!r} takes the order before it back"))
            return True
        if self.last is not None and self.last[0] and not self._reads(body):
            for candidate in with_last_name_replaced(self.last[0], body, len(body.split()) + 1):
                if self._reads(candidate):        # '3 armies 68 -> 67? No, 68 -> 65.'
                    read = self.parse_line(candidate)
                    self._drop(self.last[1], number, raw, f"{word}, {body}")
                    self.add(number, raw, candidate, read)
                    return True
        kinds = [x for k in cancelled_kinds(body) for x in (k, *KIND_WORDS.get(k, ()))]    # 'the purchase': a buy
        if kinds:
            hit = [i for i in self._live() if any(k and k in kind_of(self.orders[i]) for k in kinds)]
            if not hit:                 # 'disregard the artillery': the build of artillery
                hit = [i for i in self._live() if holds_unit_word(self.orders[i], kinds[0])]
            head, _, rest = body.partition(", ")
            names = names_said(head.split(" ", 1)[-1])      # not its verb: 'Disregard the build in Silesia'
            if names:                   # 'disregard the build in Silesia': only the build there
                hit = [i for i in hit if names & names_in(self.bodies[i])]
            if len(hit) > 1 and _one_said(head):
                return False            # 'disregard the army' with two purchases of armies: which? asked
            if hit:
                return self._taken_back_then(hit, number, raw, head, rest.strip())
        return False

    def _taken_back_then(self, hit: list[int], number: int, raw: str, head: str, rest: str) -> bool:
        """'Forget the cavalry, build 2 infantry in Moscow instead': the orders named taken back, then what
        follows the comma read as an order, or set aside as the reason ('..., I need the gold'), or refused."""
        for said in dict.fromkeys((rest, without_filler(rest)) if rest else ()):
            read, error = self._read(said)
            if error is None and is_clean(read) and as_list(read):
                self._drop(hit, number, raw, head)
                self.add(number, raw, said, read)
                return True
        reason = bool(rest) and self._explains(rest, hit)
        self._drop(hit, number, raw, head if rest and not reason else f"{head}, {rest}".rstrip(", "))
        if reason:
            self.chatter.append(Chatter(number, raw, f"not an order: {rest!r}, the reason for taking it back"))
        elif rest:
            self.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, f"{rest!r}: not understood after taking "
                                              f"back {head!r}: ask the player what is meant instead"))
        return True

    def _not_instead(self, number: int, raw: str, body: str, word: str) -> bool:
        """'the 3 armies from 58 go to 57, not 55', 'E should go to Burgundy, not Champagne': the
        one earlier order naming the place taken back, with the new place in its stead; asked when
        several orders name it."""
        body, sorry = without_apology(body)
        if sorry:                           # 'Not 8 -> 4 but 8 -> 20, sorry, Carmine is our ally's.'
            self.chatter.append(Chatter(number, raw, f"set aside: {sorry!r}, said after the correction"))
        body = swapped(body)                # 'not 55 but 57', 'instead of 55, 57', '57 rather than 55'
        routes = route_not_route(body)
        if routes is not None:              # "not 9 -> 8, it's 12 -> 9 with 3 units": the order naming that route
            new_order, old_route = routes
            hits = [i for i in self._live() if self.lines[i] <= number and find_word(self.bodies[i], old_route) >= 0]
            if len(hits) == 1 and not self._reads(new_order) and any(a in new_order for a in ("->", "\u2192")):
                at = find_word(self.bodies[hits[0]], old_route)     # 'Not 8 -> 4 but 8 -> 20': the count as before
                new_order = self.bodies[hits[0]][:at] + new_order + self.bodies[hits[0]][at + len(old_route):]
            if len(hits) == 1 and self._reads(new_order):
                self._drop(hits, number, raw, f"{word}, {body}")
                self.add(number, raw, new_order, self.parse_line(new_order))
                return True
        said = not_instead(body)
        if said is None:
            return False
        news, old = said
        found = self._earlier(old, number)
        written = old
        if not found:               # '6 units 21 -> 25' / '..., not Tailbridge': the place by another name
            found, written = self._earlier_by_other_name(old, number)
        if not found:
            return False
        if len(found) > 1:
            self.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, f"{body!r}: the orders of lines "
                                              f"{', '.join(map(str, found))} all name {old!r}: which does it correct? "
                                              "write the order again whole"))
            return True
        indexes = next(iter(found.values()))
        text = self.bodies[indexes[0]]
        head = body[:body.casefold().rfind(" not ")].rstrip(" ,")
        if head and self._reads(head):      # 'the 3 armies from 58 go to 57, not 55': the order given whole
            self._drop(indexes, number, raw, f"{word}, {body}")
            self.add(number, raw, head, self.parse_line(head))
            return True
        at = find_word(text, written)
        if at >= 0 and find_word(text[at + len(written):], written) >= 0:
            self.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, f"{body!r}: {text!r} names {written!r} more "
                                              "than once: which does it correct? write the order again whole"))
            return True
        short = stopped_short(head) if head else None
        place = short[1] if short is not None else news[0]
        if at >= 0 and find_word(text[:at], place) >= 0 and not text[at + len(written):].strip(" .!"):
            cut = text[:at].rstrip(" -\u2013>,")     # 'corps I: Bavaria - Württemberg - Baden' / 'Instead of Baden,
            if self._reads(cut):                        # stop in Württemberg': the march ends short
                self._drop(indexes, number, raw, f"{word}, {body}")
                self.add(number, raw, cut, self.parse_line(cut))
                return True
        for new in news if at >= 0 else ():
            candidate = text[:at] + new + text[at + len(written):]
            if self._reads(candidate):
                self._drop(indexes, number, raw, f"{word}, {body}")
                self.add(number, raw, candidate, self.parse_line(candidate))
                return True
        self.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, f"{body!r}: {text!r} with {news[0]!r} for "
                                          f"{old!r} does not read: write the order again whole"))
        return True

    def _cross_out(self, number: int, raw: str, body: str) -> bool:
        """'Please ignore the Champagne line', 'scratch the ships line': the earlier orders naming
        it are set aside (already so when a correction replaced them)."""
        said = crossed_out_line(body)
        if said is None:
            return False
        name, after = said
        if name in ORDINALS:
            lines = sorted({self.lines[i] for i in self._live() if self.lines[i] < number})
            at = ORDINALS[name]
            found = {lines[at]: [i for i in self._live() if self.lines[i] == lines[at]]} if -len(lines) <= at < len(lines) else {}
        else:
            found = self._earlier(name, number)
        if not found:
            want = words(name)
            if not any(want[0] in words(self.bodies[i]) for i in self.dropped if want):
                return False
            self.chatter.append(Chatter(number, raw, f"not an order: {body!r}, set aside already"))
        else:
            self._drop([i for indexes in found.values() for i in indexes], number, raw, body)
        crossed = [i for indexes in found.values() for i in indexes]
        if after and crossed and not self._reads(after) and self._stop_short(number, raw, after, "", crossed):
            return True                             # 'Scratch the first line: corps I only to Saxony'
        if after and not takes_back(after) and not rest_stays(after) and without_remark(after) == after:
            read, error = self._read(after)         # 'Forget the Champagne line, E holds.'
            if error is not None:
                self.problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, f"{after!r}: {error.reason}"))
            else:
                self.add(number, raw, after, read)
        return True
