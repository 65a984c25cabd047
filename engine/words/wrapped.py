"""Lines that one order runs over, for every ruleset: a mail program or a letter wraps a long sentence ('Corps C
will march' / 'to Piedmont'), a route goes on the line after ('-> 15'), a line left open at its end ('..., then').
The sheet (engine.orders) keeps the run of lines refused whole and reads them joined."""

from __future__ import annotations

from functools import lru_cache

from engine.order_sheet import Order, OrderProblem
from engine.words.clauses import sentences
from engine.words.run_on import opens_on_a_verb

_MARKS_ENDING = frozenset(".!?;")      # a line's last mark that ends a sentence; one character each: '' is in neither
_MARKS_CLOSING = _MARKS_ENDING | {":"}      # ... or that ends the line's own words
MOST_JOINED = 300     # characters: two orders said in one sentence are well under it


class Wrapped:
    """The lines just read that were refused whole, none ending a sentence: one order may run over
    them and the next ('Two armies from 13' / 'to 12.'), read joined when it reads so (at most 3 lines)."""

    def __init__(self) -> None:
        self.numbers: list[int] = []
        self.raws: list[str] = []
        self.text = ""
        self.first_problem = 0
        self._line: tuple[int, str, str, int, int] | None = None     # the line being read, and the sheet's sizes before it
        self.read_before: tuple[int, str, str, int] | None = None   # the line before, read whole and ending no sentence
        self.colon = False                  # the run's last line ends with ':', what it opens on the next line
        self.partial = False                # the run is the last sentence of a line whose other sentences read
        self.line_before: tuple[int, str, str] | None = None     # the line just before, set aside and ending no sentence
        # this line read joined with lines before it: (this line, (the order's first line, the raws, the text, its first index))
        self.joined_as: tuple[int, tuple[int, str, str, int]] | None = None
        # what `carries_on` and `leaves_unfinished` answered, by the words: functions of the two lines' texts alone
        self._carries: dict[tuple[str, str], bool] = {}
        self._leaves: dict[str, bool] = {}

    def after(self, is_text: bool, number: int, raw: str, text: str, problems: list[OrderProblem],
              orders: list[Order]) -> None:
        """Called as each line starts: the line before joins the run when it was refused whole."""
        last, self._line = self._line, ((number, raw, text, len(problems), len(orders)) if is_text else None)
        self.line_before = None
        if last is None:
            self.numbers = []
            return
        at, last_raw, last_text, problems_before, orders_before = last
        end = last_text.rstrip()[-1:]       # its last mark, looked at once
        ends_sentence, ends_open = end in _MARKS_ENDING, end in _MARKS_CLOSING
        if len(problems) == problems_before and len(orders) == orders_before \
                and not ends_sentence:
            self.line_before = (at, last_raw, last_text)     # no order and no problem: set aside as talk, or a title
        refused = len(problems) > problems_before and len(orders) == orders_before and \
            all(p.line == at for p in problems[problems_before:])
        read_whole = len(problems) <= problems_before and len(orders) > orders_before     # fewer: rejoined
        self.read_before = (at, last_raw, last_text, orders_before) if read_whole and \
            not ends_open else None
        joined, self.joined_as = self.joined_as, None
        if joined is not None and joined[0] == at and not ends_open:
            # the line went on an order over lines ('The four ships in D' / 'will sail' / 'into E'): the next may too
            self.read_before = joined[1]
        self.partial = False
        if not refused and len(problems) == problems_before + 1 and len(orders) > orders_before \
                and problems[-1].line == at and not ends_open:
            said = sentences(last_text)     # 'D occupies Friesland. Blücher's corps E is' / 'sent into Thuringia.'
            if len(said) > 1:
                self.numbers, self.raws, self.text = [at], [last_raw], said[-1].strip()
                self.first_problem, self.partial, self.colon = problems_before, True, False
                return
        opens = end == ":"     # 'Corps B is ordered to:' / 'march to Saxony': the run's last line
        if self.line_before is not None and self.numbers and self.numbers[-1] == at - 1 and not self.colon \
                and len(self.numbers) < _MOST_WRAPPED and last_text[:1].islower() and runs_on(self.text, last_text):
            # set aside as talk in the middle of a run ('The Baltic fleet' / 'puts to sea' / 'into the Gulf of
            # Finland.'): the run goes on over it, read joined only when the whole reads
            self.numbers.append(at)
            self.raws.append(last_raw)
            self.text += " " + last_text.rstrip(" :")
            return
        if not refused or ends_sentence or len(self.numbers) >= _MOST_WRAPPED:
            self.numbers, self.colon = [], False
            return
        if self.numbers and self.numbers[-1] == at - 1 and not self.colon and runs_on(self.text, last_text):
            self.numbers.append(at)
            self.raws.append(last_raw)
            self.text += " " + last_text.rstrip(" :")
        else:
            self.numbers, self.raws, self.text, self.first_problem = [at], [last_raw], last_text.rstrip(" :"), problems_before
        self.colon = opens

    def continued_by(self, text: str) -> bool:
        return bool(self.numbers) and self.numbers[-1] == (self._line or (0,))[0] - 1 and (
            opens_on_a_verb(text) if self.colon else runs_on(self.text, text))

    def carries_on(self, text: str) -> bool:
        """Whether this line goes on the order the line before gave, unfinished ('The Cossacks ride through
        Kharkov' / 'and on to Poltava.'): it starts with a word that joins on, in lower case."""
        if self.read_before is None or len(self.read_before[2]) + len(text) > MOST_JOINED:
            return False        # ('... at Gothenburg. The Holstein' / 'corps stays home.': its last sentence runs on)
        key = (self.read_before[2], text)
        known = self._carries.get(key)
        if known is None:
            known = _carries_on(self.read_before[2], text)
            if len(self._carries) < _MOST_KEPT:
                self._carries[key] = known
        return known

    def subject_before(self, text: str) -> bool:
        """Whether this line goes on, by its verb, the line just before that was set aside as talk ('Then the two at
        Republic Marsh' / 'go to Rubygate.'): the two may be one order, its subject said on the first."""
        return self.line_before is not None and self.line_before[0] == (self._line or (0,))[0] - 1 \
            and len(self.line_before[2]) + len(text) <= MOST_JOINED and opens_on_a_verb(_without_sub_item(text), True)

    def leaves_unfinished(self, text: str) -> bool:
        """Whether this line starts with a word that goes on the order of the line before ('carrying the four
        units of Rubygate, ...', '1.2 and on to Eastmark (23)'): when it does not read, that order is unfinished."""
        if self.read_before is None:
            return False
        known = self._leaves.get(text)
        if known is None:
            known = _leaves_unfinished(text)
            if len(self._leaves) < _MOST_KEPT:
                self._leaves[text] = known
        return known


def _carries_on(before: str, text: str) -> bool:
    """`Wrapped.carries_on` of a line after one read whole (`before`, its words)."""
    said = _without_sub_item(text)     # '1.2 and on to Eastmark (23)' under '1.1 rides to Steppe Gate (28)'
    if said.split(" ", 1)[0] in ("And", "Also", "Plus"):
        said = said[:1].lower() + said[1:]      # 'ally with Russia' / 'And also with Great Britain': a joint all the same
    return said.split(" ", 1)[0] in _CARRY_ON or said[:1].islower() and (
        len(sentences(before)) > 1 or said.split(" ", 1)[0] in _RUN_ON or opens_on_a_verb(said, True))


def _leaves_unfinished(text: str) -> bool:
    """`Wrapped.leaves_unfinished` of a line after one read whole."""
    said = _without_sub_item(text).split(" ", 2)
    if said[0] == "and" and len(said) > 1:
        said = said[1:]                 # 'and on to ...', never 'and Corps B will go to'
    return said[0] in _ROUTE_WORDS or said[0] in _RUN_ON or opens_on_a_verb(_without_sub_item(text), True)


def _without_sub_item(text: str) -> str:
    """A line without the number of a sub-item ('1.2 and on to ...' -> 'and on to ...')."""
    head, _, rest = text.partition(" ")
    parts = head.rstrip(".)").split(".")
    return rest.lstrip() if len(parts) > 1 and all(p.isdigit() for p in parts) else text


def held_run_on(count: int, held: set[int], read_before: tuple[int, str, str, int] | None) -> list[int]:
    """The indexes of the orders the line before gave (`read_before`, of `count` orders in all) that a line going
    on from it leaves unfinished ('... sail to Ricotta Lagoon,' / 'carrying the four units of Rubygate, who land
    at Adoen Shore.' that does not read): held back and asked, never carried out cut short."""
    if read_before is None:
        return []
    return [i for i in range(read_before[3], count) if i not in held]


_MOST_WRAPPED = 3          # lines one order may run over
_MOST_KEPT = 4096          # the answers kept per message: a hostile message cannot grow them without end
GOES_ON = ("->", "\u2192", "=>")       # a line starting so goes on the order of the line before
_CARRY_ON = frozenset("and then to into on onto via through towards toward by".split())    # in lower case only
_ROUTE_WORDS = frozenset("then to into on onto onward onwards via through towards toward".split())
# Words that go on the order of the line before, in lower case ('carrying the four units of Rubygate'): with them a
# line that cannot be read leaves that order unfinished.
_RUN_ON = frozenset("carrying with who which while taking escorting escorted bringing followed leading plus "
                    "together along joined".split())
# A ship or a body of troops sent on, said in the participle ('1 Frigate at Republic Marsh,' / 'sent out into the Fondue
# Sea.'): the same.
_RUN_ON |= frozenset("sent launched bound headed heading sailing setting putting".split())
# A line in lower case starting with a word of the route goes on the march of the line before ('... and march
# through Champagne' / 'to Lorraine.') when it gives no order by itself.
_ROUTE_ON = ("to ", "into ", "onto ", "towards ", "toward ", "via ", "through ", "then to ", "then on ", "and then ",
             "and on ")


@lru_cache(maxsize=4096)     # a function of the words alone: a long message repeats its lines
def goes_on(text: str) -> bool:
    said = text.lstrip()
    if said[:1] == "(" and said.rstrip(" .").endswith(")"):
        said = said[1:]                 # '(to the Havarti Sea).' under 'Build 1 Frigate at Nibbles'
    return said.startswith(GOES_ON) or said.startswith(_ROUTE_ON)
_OPEN_ENDS = frozenset("to into towards toward for through via from in at on of and then with the a an is are will shall must "
                       "should attacks invades occupies enters joins reinforces".split())


def left_open(text: str) -> bool:
    """Whether a text ends where a sentence cannot ('... to Carmine, then', '... and', '... 39 ->')."""
    end = text.rstrip()
    return end.endswith((",", "-", "->")) or end.rsplit(" ", 1)[-1].casefold() in _OPEN_ENDS


def runs_on(before: str, text: str) -> bool:
    """Whether `text` may go on the sentence `before` left open: it starts in lower case or with a
    number, or `before` ends with a word or mark that cannot end one ('to', 'and', ',', '-')."""
    if not text or len(before) + len(text) > MOST_JOINED:
        return False
    end = before.rstrip()
    last = end.rsplit(" ", 1)[-1].casefold()
    return text[0].islower() or text[0].isdigit() or end.endswith((",", "-", "->")) or last in _OPEN_ENDS \
        or text.startswith(GOES_ON)     # '3 ships D' / '-> C'

