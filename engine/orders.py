"""Orders as typed data, and the problems found in a player's order text.

Every ruleset defines its orders as subclasses of `Order`; a player's message is parsed once,
at the edge, into an `OrderSheet`: the orders it understood, each with its line number, and
the lines it could not use, each with the reason.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING

import msgspec

from engine.errors import NotUnderstood, UnknownName
from engine.message import is_heading, message_lines, words
from engine.textio import MAX_LINE_CHARS, MAX_MESSAGE_BYTES, MessageTooLarge

from engine.board.board import name_key

if TYPE_CHECKING:
    from engine.board import Board
    from engine.state import GameState


NOT_UNDERSTOOD = "not understood"


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


LineReader = Callable[[str], "Order | Sequence[Order] | None"]


def parse_lines(text: str, nation: str, parse_line: LineReader,
                looks_like_order: Callable[[str], bool] | None = None) -> OrderSheet:
    """A player's message read line by line with a ruleset's `parse_line` (an order, several
    orders, or None for a comment line; NotUnderstood for a line it cannot read). Markup and
    quoted mail are taken away first (engine.message); a line that cannot be read and that
    `looks_like_order` says holds no order word, unit, place or nation is chatter, not a problem."""
    if len(text) > MAX_MESSAGE_BYTES:
        raise MessageTooLarge(f"the message is {len(text):,} characters; an order set is at most "
                              f"{MAX_MESSAGE_BYTES:,}")
    orders, lines, texts, problems, chatter = [], [], [], [], []
    for line in message_lines(text):
        number, raw = line.number, line.raw
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
            if is_heading(line.text) or looks_like_order is not None and not looks_like_order(line.text):
                chatter.append(Chatter(number, raw))
            else:
                problems.append(OrderProblem(number, raw, NOT_UNDERSTOOD, e.reason,
                                             _fixed(raw, line.text, e, parse_line)))
            continue
        if read is None:
            continue
        if isinstance(read, Order):
            read = (read,)
        if not read:
            chatter.append(Chatter(number, raw, "not an order: units without orders hold"))
        for order in read:
            orders.append(order)
            lines.append(number)
            texts.append(raw)
    return OrderSheet(nation, tuple(orders), tuple(lines), tuple(texts), tuple(problems), tuple(chatter))


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
            parse_line(text)
        except NotUnderstood as e:
            error = e
            continue
        return raw
    return None


def looks_like_order(text: str, order_words: frozenset[str], names: Names) -> bool:
    """Whether a line holds an order word, an arrow, a corps-like letter followed by a dash, or a
    place or nation of the game: such a line, unread, is an error and never chatter."""
    if "->" in text or "\u2192" in text or "=>" in text:
        return True
    tokens = words(text)
    if any(t in order_words for t in tokens):
        return True
    first = text.split(" ", 2)
    if len(first) == 1 and len(text) <= 3 and text.isupper():
        return True                     # a corps letter alone: an order cut short
    if len(first) > 1 and len(first[0]) <= 3 and first[0].isupper() and first[1] in ("-", "\u2013", ":"):
        return True
    return names.mentioned(tokens)


# Nation adjectives and demonyms players write ("the Turks", "Austrian ships"), by nation name;
# a scenario adds its own through the nations' aliases.
DEMONYMS: dict[str, tuple[str, ...]] = {
    "france": ("french", "frenchmen", "gauls"),
    "great britain": ("british", "english", "brits", "britons", "englishmen", "uk", "gb"),
    "britain": ("british", "english", "brits", "britons", "englishmen", "uk", "gb", "great britain"),
    "russia": ("russian", "russians"),
    "prussia": ("prussian", "prussians"),
    "austria": ("austrian", "austrians", "austria-hungary"),
    "spain": ("spanish", "spaniards", "spaniard"),
    "ottoman empire": ("ottoman", "ottomans", "turks", "turkish", "turk", "turkey"),
    "turkey": ("ottoman", "ottomans", "turks", "turkish", "turk"),
    "denmark": ("danish", "danes", "dane"),
    "naples": ("neapolitan", "neapolitans"),
    "carthage": ("carthaginian", "carthaginians", "punic"),
    "italy": ("italian", "italians"),
    "vikings": ("viking", "norse", "norsemen"),
    "sweden": ("swedish", "swedes", "swede"),
    "portugal": ("portuguese",),
    "holland": ("dutch",),
    "netherlands": ("dutch",),
    "bavaria": ("bavarian", "bavarians"),
    "saxony": ("saxon", "saxons"),
    "poland": ("polish", "poles"),
    "venice": ("venetian", "venetians"),
    "sardinia": ("sardinian", "sardinians"),
    "egypt": ("egyptian", "egyptians"),
}
NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "single": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
                "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15,
                "twenty": 20, "thirty": 30, "fifty": 50}
MAX_DIGITS = 6                 # no count, gold sum or squadron number of a real game is longer


def number(text: str, what: str = "a number") -> int | None:
    """The number a player wrote ("3", "three", "an"), None if the words are not a number.
    A number of more than six digits is refused: no order needs one, and reading it costs."""
    word = text.strip().casefold()
    if word in NUMBER_WORDS:
        return NUMBER_WORDS[word]
    if not word.isascii() or not word.isdigit():
        return None
    if len(word) > MAX_DIGITS:
        raise NotUnderstood(f"{text.strip()[:12]}... is not {what} of this game (more than {MAX_DIGITS} digits)")
    return int(word)


def split_list(text: str) -> list[str]:
    """'Spain, Prussia and Great Britain' -> the three names, in one pass ('&' and '+' too)."""
    text = text.replace("&", ",").replace(" + ", ",")
    parts: list[str] = []
    for piece in text.split(","):
        for part in piece.replace(" And ", " and ").replace(" AND ", " and ").split(" and "):
            part = part.strip()
            if part.casefold().startswith("and "):
                part = part[4:]
            if part:
                parts.append(part)
    return parts


_FORCES = {"ships", "ship", "fleet", "fleets", "squadron", "squadrons", "navy", "armies", "army", "corps", "troops",
           "forces"}


def split_orders(text: str, starts: Callable[[str], bool], incomplete: Callable[[str], bool]) -> list[str]:
    """A line cut where a new order starts: at ';' always, at ',' or ' and ' when what follows
    `starts` an order and what came before is not `incomplete` ('A and C - Baden' is one order)."""
    parts = text.replace(" And ", " and ").split(";")
    out: list[str] = []
    for part in parts:
        pieces = [p for chunk in part.split(",") for p in _with_ands(chunk)]
        current = ""
        for sep, piece in pieces:
            if current and starts(piece.strip()) and not incomplete(current.strip()):
                out.append(current)
                current = piece
            else:
                current += sep + piece if current else piece
        out.append(current)
    return [p.strip() for p in out if p.strip()]


def _with_ands(chunk: str) -> list[tuple[str, str]]:
    """(separator, text) pairs of a comma-separated chunk cut at ' and '."""
    pieces = chunk.split(" and ")
    return [(",", pieces[0])] + [(" and ", p) for p in pieces[1:]]


def _strip_the(text: str) -> str:
    text = text.strip().strip(".,;:!").strip()
    return text[4:] if text[:4].casefold() == "the " else text


class Names:
    """Turns the names players write into ids: regions from the map, nations from the state
    (by name, alias, adjective or demonym). A name that is not found is "not understood", with
    the near misses suggested as a fix."""

    def __init__(self, board: Board, state: GameState):
        self.board = board
        self.state = state
        self._nations: dict[str, str] = {}
        for n in state.nations:
            for key in (n.name, *n.aliases, *DEMONYMS.get(n.name.casefold(), ())):
                self._nations.setdefault(name_key(_strip_the(key)), n.name)
        self._longest = max((len(k.split()) for k in self._spoken_names()), default=1)

    def _spoken_names(self) -> Iterator[str]:
        for r in self.board:
            yield from (r.name, *r.attributes.get("aliases", ()))
        for n in self.state.nations:
            yield from (n.name, *n.aliases)

    def clean_region(self, text: str) -> str:
        return _strip_the(text)

    def region(self, text: str) -> str:
        text = self.clean_region(text)
        if not text:
            raise NotUnderstood("a province or sea name is missing")
        if len(text) > 100:
            raise NotUnderstood(f"{text[:40]!r}... is not a province or sea name")
        try:
            return self.board.find(text).id
        except UnknownName as e:
            raise NotUnderstood(str(e), fix=(text, e.suggestions[0]) if e.suggestions else None) from None

    def is_region(self, text: str) -> bool:
        text = self.clean_region(text)
        return bool(text) and len(text) <= 100 and self.board.knows(text)

    def nation(self, text: str) -> str:
        text = _strip_the(text)
        last = text.rsplit(" ", 1)
        if len(last) == 2 and last[1].casefold() in _FORCES:      # 'the Austrian ships'
            text = last[0]
        if len(text) > 100:
            raise NotUnderstood(f"{text[:40]!r}... is not a nation")
        key = name_key(text)
        found = self._nations.get(key) or self._nations.get(key.removesuffix("s")) \
            or self._nations.get(key.removesuffix("'s"))
        if found:
            return found
        try:
            return self.state.find_nation(text).name
        except UnknownName as e:
            raise NotUnderstood(str(e), fix=(text, e.suggestions[0]) if e.suggestions else None) from None

    def is_nation(self, text: str) -> bool:
        try:
            self.nation(text)
        except NotUnderstood:
            return False
        return True

    def nations(self, text: str) -> tuple[str, ...]:
        return tuple(self.nation(p) for p in split_list(text))

    def mentioned(self, tokens: list[str]) -> bool:
        """Whether the words name a nation, or a place by more than a bare number or letter
        (classic's provinces are numbers and its seas letters: "see you in 2 days" is chatter)."""
        for i in range(len(tokens)):
            for n in range(1, min(self._longest, len(tokens) - i) + 1):
                key = "".join(tokens[i:i + n])
                if key in self._nations:
                    return True
                if len(key) > 1 and not key.isdigit() and self.board.knows(key):
                    return True
        return False
