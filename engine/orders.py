"""Orders as typed data, and the problems found in a player's order text.

Every ruleset defines its orders as subclasses of `Order`; a player's message is parsed once,
at the edge, into an `OrderSheet`: the orders it understood, each with its line number, the
lines it could not use, each with the reason (and a fix when one is known), and the lines
that are not orders at all (greetings, quoted mail), kept and said so.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence

import msgspec

from engine.errors import NotUnderstood
from engine.lexicon import asks_for_last_orders, counts_units, is_order_word
from engine.message import is_heading, message_lines, words
from engine.reading import NUMBER_WORDS, Names
from engine.textio import MAX_LINE_CHARS, MAX_MESSAGE_BYTES, MessageTooLarge

__all__ = ["NOT_ALLOWED", "NOT_UNDERSTOOD", "Chatter", "Names", "Order", "OrderProblem", "OrderSheet", "Rejections",
           "apply_fixes", "looks_like_order", "parse_lines"]


NOT_UNDERSTOOD = "not understood"
NOT_ALLOWED = "not allowed"


class Order(msgspec.Struct, frozen=True, kw_only=True, tag_field="order"):
    nation: str


class OrderProblem(msgspec.Struct, frozen=True):
    """A line that is not understood, or an order that is not allowed, and why; `fix` is the
    corrected line when the reader can propose one ("did you mean 'Paris'?")."""
    line: int
    text: str
    kind: str            # "not understood" | "not allowed"
    reason: str
    fix: str | None = None

    def __str__(self) -> str:
        return f"line {self.line}: {self.kind} ({self.text.strip()!r}): {self.reason}"


class Chatter(msgspec.Struct, frozen=True):
    """A line kept in the stored text that is not an order: a greeting, a heading, a sign-off,
    quoted earlier mail. Never an error, never counted as an order."""
    line: int
    text: str
    reason: str = "not an order"


class OrderSheet(msgspec.Struct, frozen=True):
    """One nation's orders for one turn, as parsed from the text the player wrote."""
    nation: str
    orders: tuple[Order, ...] = ()
    lines: tuple[int, ...] = ()          # the line each order came from (a line may give several)
    texts: tuple[str, ...] = ()          # that line's text
    problems: tuple[OrderProblem, ...] = ()
    chatter: tuple[Chatter, ...] = ()

    def __iter__(self) -> Iterator[Order]:
        return iter(self.orders)

    def ok(self) -> bool:
        return not self.problems

    def entries(self) -> Iterator[tuple[int, str, Order]]:
        return zip(self.lines, self.texts, self.orders)

    def fixes(self) -> dict[int, str]:
        """The corrected line for each line that has one suggested."""
        return {p.line: p.fix for p in self.problems if p.fix is not None}

    def without(self, rejected: set[int]) -> OrderSheet:
        """The sheet without the orders at the given indexes."""
        keep = [i for i in range(len(self.orders)) if i not in rejected]
        return OrderSheet(self.nation, tuple(self.orders[i] for i in keep), tuple(self.lines[i] for i in keep),
                          tuple(self.texts[i] for i in keep), self.problems, self.chatter)


class Rejections:
    """The order-rejection gate: orders of a sheet refused one by one (by index, with the kind
    and the reason), then the sheet without them and their problems listed by line."""

    def __init__(self, sheet: OrderSheet, others: Mapping[str, OrderSheet] | None = None):
        self.original = sheet
        self.others = dict(others or {})   # the other nations' stored sheets, for what they grant
        self.rejected: set[int] = set()
        self.problems: list[OrderProblem] = list(sheet.problems)

    def __contains__(self, index: int) -> bool:
        return index in self.rejected

    def reject(self, index: int, kind: str, reason: str) -> None:
        self.rejected.add(index)
        self.problems.append(OrderProblem(self.original.lines[index], self.original.texts[index], kind, reason))

    def sheet(self) -> OrderSheet:
        """The sheet without the refused orders; its chatter kept."""
        kept = self.original.without(self.rejected)
        return msgspec.structs.replace(kept, problems=tuple(sorted(self.problems, key=lambda p: p.line)))


# A ruleset's reading of one line: an order, several (a part that cannot be read given as its
# NotUnderstood, so the others still count), or None for a comment; NotUnderstood for the line.
LineReader = Callable[[str], "Order | Sequence[Order | NotUnderstood] | None"]


def parse_lines(text: str, nation: str, parse_line: LineReader,
                looks_like_order: Callable[[str], bool] | None = None) -> OrderSheet:
    """A player's message read line by line with a ruleset's `parse_line` (an order, several
    orders, or None for a comment line; NotUnderstood for a line it cannot read). Markup and
    quoted mail are taken away first (engine.message); a line that cannot be read and that
    `looks_like_order` says holds no order word, unit, place or nation is chatter, not a problem."""
    if len(text) > MAX_MESSAGE_BYTES:
        raise MessageTooLarge(f"the message is {len(text):,} characters; an order set is at most "
                              f"{MAX_MESSAGE_BYTES:,}")
    orders: list[Order] = []
    lines: list[int] = []
    texts: list[str] = []
    problems: list[OrderProblem] = []
    chatter: list[Chatter] = []
    title: OrderProblem | None = None     # an unread line ending with ':', a title if orders follow it
    for line in message_lines(text):
        number, raw = line.number, line.raw
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
            continue
        if not line.text:
            continue
        try:
            read = parse_line(line.text)
        except NotUnderstood as e:
            if asks_for_last_orders(line.text):
                problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, LAST_ORDERS))
                continue
            if is_heading(line.text) or looks_like_order is not None and not looks_like_order(line.text):
                chatter.append(Chatter(number, raw))
            else:
                problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, e.reason,
                                             _fixed(raw, line.text, e, parse_line)))
                if _may_be_a_title(line.text):
                    title = problems[-1]
            continue
        if read is None:
            continue
        if isinstance(read, Order):
            read = (read,)
        if not read:
            chatter.append(Chatter(number, raw, "not an order: units without orders hold"))
        for order in read:
            if isinstance(order, NotUnderstood):       # one part of the line; its other orders stand
                problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, order.reason,
                                             _fixed(raw, line.text, order, parse_line)))
                continue
            orders.append(order)
            lines.append(number)
            texts.append(raw)
    chatter.sort(key=lambda c: c.line)
    return OrderSheet(nation, tuple(orders), tuple(lines), tuple(texts), tuple(problems), tuple(chatter))


LAST_ORDERS = ("asks for last turn's orders again: they are not copied by themselves; the GM copies them "
               "(in the window: Orders > Copy last turn's orders) or asks the player")


def _may_be_a_title(text: str) -> bool:
    """'The lads on the boats land in Normandy:': a sentence ending with ':', no number, no arrow,
    and no word of a condition ('Britain has armies in I. Then:' may be a condition cut short)."""
    return text.endswith(":") and len(text.split()) <= 10 and not any(c.isdigit() for c in text) \
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
    word in any of its forms or languages (engine.lexicon), a count of units, a unit of the nation,
    two names, or a name with a number, a dash or a capital abbreviation. A name alone is a greeting
    or a sign-off ("Carthago!", "(Prussia)"), and the writer's own nation makes no order ("Orders
    for France", "Emperor of the French")."""
    if "->" in text or "\u2192" in text or "=>" in text or " > " in text:
        return True
    tokens = words(text)
    if any(t in order_words or is_order_word(t) for t in tokens) or asks_for_last_orders(text):
        return True
    if counts_units(tokens, NUMBER_WORDS):
        return True                     # '2 inf to the front': a count of units
    letters = [w.strip(",:.;()") for w in text.split(" ")]
    if any(w in units for w in letters):
        return True                     # 'A', 'A: Parris': a corps of the nation
    named = names.mentioned(tokens, besides=nation)
    if named > 1:
        return True
    shaped = any(t.isdigit() for t in tokens) or " - " in text or any(
        0 < len(w) <= 3 and w.isalpha() and w.isupper() and w != "I" for w in letters)
    return named == 1 and shaped      # a name alone is a greeting or a sign-off ("Carthago!", "(Prussia)")
