"""Paragraphs the mail program wrapped, for every ruleset (issue 22, round 21, helper Hw).

A mail client or a forum's text box breaks a long paragraph into lines of its width ('The Emperor spent the week
receiving envoys. The Prussian one was polite and said nothing. The Italian one' / 'said a great deal and meant
less. ...'). Read line by line, each piece is a fragment of two sentences and is refused. Here the lines of a
paragraph broken mid-sentence are laid out again by sentence before the message is read: each sentence goes whole
to the line it starts on ('... The Italian one said a great deal and meant less.' on the first, 'The Russian came
with a letter ... put in a drawer.' on the second), so each is judged whole by the reader (its orders read, its
talk set aside). A line on which no sentence starts (the middle of a long one) is kept on the receipt, read with
the line its sentence starts on ('read with line 3: ...'), never gone.

A line is taken as broken by the mail program, going on on the next line, only when all of these hold:

- both are lines of words (no quote, no blank, no table row with '|' or tabs, nothing struck through, no markup
  taken off), in one paragraph (no blank line between them);
- the line is long: at least `_MOST_SHORT` characters and near the paragraph's width (the longest of its lines,
  itself at least `_LEAST_WIDTH`), and either close to that width or the first word of the next line would not
  have fitted after it in the paragraph's width: the mail program broke it there, not the writer;
- it ends mid-sentence: no mark that ends a sentence or a heading ('.', '!', '?', ':', ';'), no arrow or dash;
- the next line goes on the sentence: it starts in lower case ('said a great deal ...'), or the line ends on a
  word or mark no sentence ends with ('... the passes into' / 'Bavaria ...', '... the Turks,' / 'Prussia ...');
- the next line is no item of its own: no bullet, no list number, no arrow, no digit opening it, no word of an
  order (engine.words.lexicon.is_order_word) first or after 'and', 'then' ('buy 1 army in Tyrol' under a long
  line is its own order);
- neither line reads alone as orders with nothing refused (`reads`): a list of orders is never joined
  ('fleet Toulon: Provence - Gulf of Lion' / 'standing surrender: fight on').

A list of orders is never laid out again: its lines are short (well under the width of a wrapped paragraph), or
read alone, or open with a bullet or a number. A paragraph is at most `_MOST_JOINED` characters: longer, the rest
is read line by line as before. Linear: each line is looked at a bounded number of times."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from engine.order_sheet import OrderSheet
from engine.words.clauses import sentences
from engine.words.lexicon import is_order_word
from engine.words.message import MessageLine, message_lines
from engine.words.textio import MAX_LINE_CHARS
from engine.words.wrapped import GOES_ON, left_open

WRAPPED = "not an order by itself: the words of line {line}'s sentence, a paragraph the mail program wrapped, read " \
          "with that line"
_LEAST_WIDTH = 60          # characters: a paragraph wrapped by a mail program is at least this wide
_MOST_SHORT = 45           # characters: a wrapped line of prose is at least this long
_NEAR_WIDTH = 0.72         # ... and at least this share of its paragraph's width
_SLACK = 2                 # characters a mail program may leave at the end of a line
_CLOSE = 0.85              # a line this near the paragraph's width ends where the mail program broke it
_MOST_JOINED = 1500        # characters of one paragraph laid out again (an order line is at most 2,000)
MOST_LAID_OUT = 30_000     # characters of a message read a second time with its paragraphs laid out
_ENDS = frozenset(".!?:;")
_ITEMS = ("- ", "* ", "+ ", "\u2022", "\u00b7", "\u2013", "\u2014", "#", ">", "|", "(", "[", "=")


def wrapped_paragraphs(lines: Iterable[MessageLine], most_chars: int, reads: Callable[[str], bool],
                       runs: list[list[int]] | None = None) -> list[MessageLine]:
    """The message's lines, each paragraph the mail program wrapped laid out again by sentence (the module's
    docstring); `most_chars`: the longest line read; `reads`: whether a text reads alone as orders, nothing refused;
    `runs`, when given, gets the numbers of the lines of each run laid out again."""
    said = list(lines)
    out: list[MessageLine] = []
    i = 0
    while i < len(said):
        j = i
        while j < len(said) and _prose(said[j], most_chars):
            j += 1
        if j - i < 2:
            out.extend(said[i:max(j, i + 1)])
            i = max(j, i + 1)
            continue
        out.extend(_paragraph(said[i:j], reads, runs))
        i = j
    return out


def _prose(line: MessageLine, most_chars: int) -> bool:
    text = line.text
    return bool(text) and not line.left and not line.struck and len(line.raw) <= most_chars \
        and line.raw.strip() == text.strip() and "|" not in text and "\t" not in text


def _paragraph(block: list[MessageLine], reads: Callable[[str], bool],
               runs: list[list[int]] | None) -> list[MessageLine]:
    """One paragraph's lines (no blank between them), the runs of wrapped lines laid out again by sentence."""
    width = max(len(x.text.strip()) for x in block)
    if width < _LEAST_WIDTH:
        return block
    laid: list[list[MessageLine]] = [[block[0]]]
    size = len(block[0].text)
    for before, line in zip(block, block[1:]):
        nxt = line.text.strip()
        if size + len(nxt) < _MOST_JOINED and breaks(before.text.strip(), nxt, width) \
                and not reads(before.text) and not reads(line.text):
            laid[-1].append(line)
            size += len(nxt) + 1
        else:
            laid.append([line])
            size = len(nxt)
    out: list[MessageLine] = []
    for run in laid:
        out.extend(by_sentence(run) if len(run) > 1 else run)
        if len(run) > 1 and runs is not None:
            runs.append([x.number for x in run])
    return out


def by_sentence(run: list[MessageLine]) -> list[MessageLine]:
    """The lines of one wrapped run, each holding the sentences that start on it (whole); a line on which none
    starts is left, read with the line its sentence starts on."""
    pieces = [x.text.strip() for x in run]
    starts: list[int] = []          # where each line's words start in the run joined
    at = 0
    for piece in pieces:
        starts.append(at)
        at += len(piece) + 1
    joined = " ".join(pieces)
    texts: list[list[str]] = [[] for _ in run]
    k, at = 0, 0
    for sentence in sentences(joined):
        found = joined.find(sentence, at)
        if found < 0:
            return run              # never: the sentences are the joined text's own
        at = found + len(sentence)
        while k + 1 < len(starts) and starts[k + 1] <= found:
            k += 1
        texts[k].append(sentence)
    out: list[MessageLine] = []
    head = run[0]
    for line, said in zip(run, texts):
        if said:
            text = " ".join(said)
            head = line
            out.append(line if text == line.text.strip() else MessageLine(line.number, text, text))
        else:
            out.append(MessageLine(line.number, line.raw, "", WRAPPED.format(line=head.number)))
    return out


def breaks(line: str, nxt: str, width: int) -> bool:
    """Whether `line` (the words of a line, stripped) was broken by the mail program mid-sentence, `nxt` going on
    with it, in a paragraph `width` characters wide."""
    if len(line) < max(_MOST_SHORT, _NEAR_WIDTH * width) or line[-1] in _ENDS or not nxt:
        return False
    first = nxt.split(" ", 1)[0]
    if len(line) < _CLOSE * width and len(line) + 1 + len(first) <= width - _SLACK:
        return False            # the next word would have fitted well: the writer broke the line, not the mail program
    if nxt.startswith(_ITEMS) or nxt.startswith(GOES_ON) or nxt[0].isdigit() or line.endswith(("-", "->")) \
            or line[-1].isdigit():
        return False            # an item of its own, a route going on ('-> 15'), a number ending an order
    said = nxt.split(" ", 2)
    if is_order_word(said[0].strip(",.;:").casefold()) or said[0] in _JOINS and len(said) > 1 \
            and is_order_word(said[1].strip(",.;:").casefold()):
        return False            # 'buy 1 army in Tyrol', 'and build one infantry': an order of its own line, maybe
    return nxt[0].islower() or left_open(line)


_JOINS = frozenset("and then also so but".split())


def may_be_wrapped(text: str) -> bool:
    """Whether a message has lines the mail program may have wrapped (the layout alone, nothing read): cheap. A
    message over `MOST_LAID_OUT` characters is read line by line only (a letter is far shorter: the second reading
    never doubles the time of a huge message)."""
    if len(text) > MOST_LAID_OUT:
        return False
    runs: list[list[int]] = []
    wrapped_paragraphs(message_lines(text), MAX_LINE_CHARS, _reads_nothing, runs)
    return bool(runs)


def _reads_nothing(text: str) -> bool:
    return False


def better(first: OrderSheet, again: OrderSheet, runs: list[list[int]]) -> OrderSheet:
    """The reading line by line (`first`) or the one with the wrapped paragraphs laid out by sentence (`again`, its
    `runs` of lines laid out again): `again` only when it refuses less (fewer refusals, or as many and more orders
    read, and fewer characters refused: two refusals merged into one are no better), keeps every order `first` read,
    and every order it reads more comes from a run of lines of which `first` refused one (what was refused is read,
    never what was set aside)."""
    if not runs or len(again.problems) > len(first.problems) or len(again.problems) == len(first.problems) and (
            len(again.orders) <= len(first.orders)) or _refused(again) >= _refused(first):
        return first                # refusals merged into one are no better: less must be refused
    left = list(first.orders)
    extra: list[int] = []
    for line, order in zip(again.lines, again.orders):
        if order in left:
            left.remove(order)
        else:
            extra.append(line)
    if left:
        return first                # an order read line by line lost: never
    refused = {p.line for p in first.problems}
    in_runs = {n: set(run) for run in runs for n in run}
    if any(not in_runs.get(line, set()) & refused for line in extra):
        return first                # an order read from words set aside line by line: never taken on the layout
    return again


def _refused(sheet: OrderSheet) -> int:
    """The characters a reading refuses (its problems' texts, each line once)."""
    return sum(len(text) for text in {(p.line, p.text): p.text for p in sheet.problems}.values())
