"""Orders as typed data: an order, a problem found in a player's order text, a line that is not
an order, and a nation's order sheet for one turn, with the gate that refuses orders one by one.

Every ruleset defines its orders as subclasses of `Order`; a player's message is read once, at
the edge (`engine.orders.parse_lines`), into an `OrderSheet`: the orders it understood, each with
its line number, the lines it could not use, each with the reason (and a fix when one is known),
and the lines that are not orders at all (greetings, quoted mail), kept and said so. This module
imports no reading code: the verbs that only look at a game's orders never load the reader.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
import msgspec

from engine.errors import NotUnderstood

__all__ = ["NOT_ALLOWED", "NOT_AN_ORDER", "NOT_UNDERSTOOD", "QUESTION", "REMARK", "Chatter", "LineReader", "Order", "OrderProblem",
           "OrderSheet", "Rejections", "COMMENT", "PLAN_ON", "STORY", "TOLD", "TOLD_ASKED", "TYPO_READ", "asks_the_gm", "read_as_no_order", "read_with_a_fix"]


NOT_UNDERSTOOD = "not understood"
NOT_ALLOWED = "not allowed"
NOT_AN_ORDER = "not an order"          # a line of talk, with no more said of it
# The chatter reason of a line once refused of which no order can be made (engine.words.meaning.no_order): a remark.
QUESTION = "not an order: a question to the GM (no order of this turn in it): the GM answers it"
REMARK = "not an order: a remark (no unit, place or count of an order in it, and no order comes near it)"
# The chatter reason of a refused line that only talks about an order given on another line (engine.words.comments).
COMMENT = ("not an order: a comment on line {line}'s order (it names the same unit and gives it no other place, count "
           "or kind of order, and changes nothing)")
# The chatter reason of a later turn's plan naming only what this turn's orders name (engine.words.comments).
PLAN_ON = ("not an order: a plan for a later turn beside line {line}'s order (it names no place, unit or count "
           "this turn's orders do not)")
# The chatter reason of a line of the story above the message's orders part (engine.words.story_part).
STORY = ("not an order: the story above the orders part (line {line}): it offers no order that part does not give, "
         "and names no unit, count or nation's order beyond it")
# The chatter reason of a refused line of a message whose orders are read that is only its story (story_part).
SCENERY = ("not an order: the story around the orders (it names no unit, count or order's word of this nation, and no "
           "place gone to that no order names)")
# The chatter reason of a refused line that only tells the story around the message's read orders (engine.words.story).
RETOLD = ("not an order: the story around the orders of {lines} (it names no place, unit, count or nation those "
          "orders do not, and changes nothing)")
# The chatter reason of a refused line whose every sentence is prose around the read orders (engine.words.told_sentences):
# the kinds of its sentences; one asking the GM something opens as a question (asks_the_gm).
TOLD = ("not an order: prose around the orders of {lines}, sentence by sentence: {kinds} (no sentence names a place, "
        "unit, count or nation's order those orders do not)")
TOLD_ASKED = ("not an order: a question to the GM, with prose around the orders of {lines}, sentence by sentence: "
              "{kinds} (no sentence names a place, unit, count or nation's order those orders do not)")

# The note of a line read with a misspelt place's one sure fix (engine.words.place_typos): "'salonika' read as ...".
TYPO_READ = "misspelt place read"


def read_with_a_fix(reason: str) -> bool:
    """Whether a note of the sheet says a misspelt place was read with its fix: the receipts name each such line."""
    return reason.startswith(TYPO_READ)


def read_as_no_order(reason: str) -> bool:
    """Whether a chatter reason is of a line once refused, then set aside as no order (a remark, a question to the GM,
    a comment on an order given elsewhere, a later turn's plan beside the orders): the receipt names each such line."""
    return reason in (REMARK, QUESTION, SCENERY) or reason.startswith(_ONCE_REFUSED)


# The chatter reason of a refused line whose sentences are news of others or of the past (engine.words.news).
NEWS = "not an order: news, sentence by sentence: {kinds}"
_ONCE_REFUSED = (COMMENT.split("{")[0], PLAN_ON.split("{")[0], STORY.split("{")[0], RETOLD.split("{")[0],
                 TOLD.split("{")[0], TOLD_ASKED.split("{")[0], NEWS.split("{")[0])
_ASKS = "not an order: a question"      # QUESTION, and the talk readers' 'a question to the GM', '... or remark to the GM'


def asks_the_gm(reason: str, text: str) -> bool:
    """Whether a line of no order asks the GM something ('Is the Marmara open to us?', 'Question for the GM: ...'):
    filed as a question by a reader, or as plain talk ending with '?'. The receipt lists it: the GM answers it."""
    return reason.startswith(_ASKS) or reason == NOT_AN_ORDER and text.rstrip().endswith("?")


class Order(msgspec.Struct, frozen=True, kw_only=True, tag_field="order"):
    nation: str


class OrderProblem(msgspec.Struct, frozen=True):
    """A line that is not understood, or an order that is not allowed, and why; `fix` is the
    corrected line when the reader can propose one ("did you mean 'Paris'?"); `choices` the orders the
    line may mean, nearest first (engine.words.meaning), each one click away in the window."""
    line: int
    text: str
    kind: str            # "not understood" | "not allowed"
    reason: str
    fix: str | None = None
    choices: tuple[str, ...] = ()

    def __str__(self) -> str:
        return f"line {self.line}: {self.kind} ({self.text.strip()!r}): {self.reason}"


class Chatter(msgspec.Struct, frozen=True):
    """A line kept in the stored text that is not an order: a greeting, a heading, a sign-off,
    quoted earlier mail. Never an error, never counted as an order."""
    line: int
    text: str
    reason: str = NOT_AN_ORDER


class SetAside(msgspec.Struct, frozen=True):
    """Words of a line a ruleset's reader read past because they can change none of its orders there
    ('1 ship H -> G, scouting ahead' in a game with no scouting); the receipt names them and why."""
    words: str
    why: str


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
