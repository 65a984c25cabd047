"""An order said, then a question the writer cannot answer himself, then what to do on its answer ('Corps B marches
from Christiania to Gotesburg. Er, is Gotesburg ours? ... If not, it stays.', 'join pact Cheddar League. Does that
exist yet? if not ignore.'): the order hangs on the GM's answer, which the reader cannot give; the line is refused
whole, naming the answer it waits on (round 22, helper Mr: a misread of fresh11, the move taken as if unasked).
A question that is itself the order ('Can my armies in 16 go to Morocco by ship? If yes, do it.') is left to the
rulesets: the check of the order answers it (an order the rules do not allow is refused, saying why). Words alone
(the line is never read again: the reader keeps marks between readings): the sentences once, a look at each one's
first words."""

from __future__ import annotations

from collections.abc import Callable

from engine.order_sheet import NOT_UNDERSTOOD, OrderProblem
from engine.words.clauses import sentences

# How a sentence opens when it says what to do on the answer to the question before it.
_SAID_ON_ANSWER = ("if not", "if no", "if so", "if yes", "if it is", "if it isn't", "if it is not", "if it does",
              "if it doesn't", "if it does not", "if they are", "if they aren't", "if they are not", "if that is so",
              "if that's so", "if that's the case", "if that is the case", "otherwise", "else", "in that case",
              "if the answer is")
# the longest first: 'if it isn't' before 'if it is'
_ON_ANSWER: tuple[str, ...] = tuple(sorted(_SAID_ON_ANSWER, key=len, reverse=True))
# A question of the position opens on a verb of being or having (after a filler: 'Er, is Gotesburg ours?').
_BEING = frozenset("""is are was were isn't aren't wasn't weren't does do did doesn't don't didn't has have had
    hasn't haven't""".split())
_FILLERS = frozenset("er erm um uh hmm hm oh ah wait but and so well".split())
# What an answer's sentence may say of the order before it ('If not, it stays.', 'if not ignore', 'If so, fine').
_BACK = frozenset("""it they them he she that this the corps army armies unit units ships fleet squadron stays stay
    remains remain holds hold sits sit waits wait keeps keep put home there where is are ignore forget
    skip drop cancel scratch fine ok okay good go goes ahead do don't dont nothing then just please
    order move it's its""".split())
_MOST_CHARS = 2000
AWAITED = ("the order waits on the answer to the question after it ({answer!r}), which only the GM can give: "
           "not taken by itself; ask the player")


def hangs_on_answer(text: str, looks: Callable[[str], bool]) -> str | None:
    """The words saying what to do on the answer ('If not'), when `text` gives an order in a sentence (`looks`: the
    ruleset's test of whether words may be an order, of the words alone), then asks a question of the position
    ('is Gotesburg ours?', 'Does that exist yet?': opening on a verb of being or having, never 'can', 'shall'),
    then opens a sentence on its answer; None otherwise."""
    if len(text) > _MOST_CHARS or "?" not in text:
        return None
    ordered = asked = False
    for sentence in sentences(text):
        plain = sentence.strip(" -*>\"'()")
        low = " ".join(plain.casefold().replace("\u2019", "'").split())
        if asked and low.startswith(_ON_ANSWER):
            cut = next(h for h in _ON_ANSWER if low.startswith(h))
            rest = [w for w in (x.strip(",.;:!") for x in low[len(cut):].split()) if w]
            if not all(w in _BACK for w in rest):
                return None             # 'If not, ally with Prussia': its own order (conditions'); 'If not please
                                        # tell me what you need': a request to the GM
            return plain[:len(cut)].strip(" ,")
        if plain.endswith("?"):
            asked = asked or ordered and _of_the_position(low)
            if not asked:
                return None             # 'Can my armies go to Morocco by ship? If yes, do it.': the order asked
            continue
        if not asked and not ordered:
            ordered = looks(plain)
    return None


def _of_the_position(low: str) -> bool:
    said = [w.strip(",.;:!?") for w in low.split()]
    k = 0
    while k < len(said) and said[k] in _FILLERS:
        k += 1
    return k < len(said) and said[k] in _BEING


def answers_awaited(sheet, looks: Callable[[str], bool] | None) -> None:
    """Each line whose orders hang on the GM's answer to the writer's question (`hangs_on_answer`): its orders
    taken out and the line refused, naming the answer awaited (the sheet changed in place: engine.words.sheet)."""
    done: set[int] = set()
    for i, line in enumerate(list(sheet.lines)):
        if i in sheet.dropped or line in done or "?" not in sheet.texts[i]:
            continue
        done.add(line)
        raw = sheet.texts[i]
        answer = hangs_on_answer(raw.strip(), looks or _anything)
        if answer is None:
            continue
        for k, other in enumerate(sheet.lines):
            if other == line:
                sheet.dropped.add(k)
        sheet.problems.append(OrderProblem(line, raw, NOT_UNDERSTOOD, AWAITED.format(answer=answer)))


def _anything(_text: str) -> bool:
    return True
