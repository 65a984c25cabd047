"""An order said, then a question the writer cannot answer himself, then what to do on its answer ('Corps B marches
from Christiania to Gotesburg. Er, is Gotesburg ours? ... If not, it stays.', 'join pact Cheddar League. Does that
exist yet? if not ignore.'): the order hangs on the GM's answer, which the reader cannot give; the line is refused
whole, naming the answer it waits on (round 22, helper Mr: a misread of fresh11, the move taken as if unasked).
A question that is itself the order ('Can my armies in 16 go to Morocco by ship? If yes, do it.') is left to the
rulesets: the check of the order answers it (an order the rules do not allow is refused, saying why). Linear: the
sentences once, a look at each one's first words."""

from __future__ import annotations

from collections.abc import Callable

from engine.errors import NotUnderstood
from engine.order_sheet import NOT_UNDERSTOOD, OrderProblem
from engine.words.clauses import sentences

# How a sentence opens when it says what to do on the answer to the question before it.
_ON_ANSWER = ("if not", "if no", "if so", "if yes", "if it is", "if it isn't", "if it is not", "if it does",
              "if it doesn't", "if it does not", "if they are", "if they aren't", "if they are not", "if that is so",
              "if that's so", "if that's the case", "if that is the case", "if not,", "otherwise", "else",
              "in that case", "if the answer is")
_MOST_CHARS = 2000


def hangs_on_answer(text: str, reads: Callable[[str], bool]) -> str | None:
    """The words saying what to do on the answer ('If not'), when `text` gives an order in a sentence, then asks a
    question that gives none (`reads`: whether a sentence reads as an order by itself), then opens a sentence on
    its answer; None otherwise."""
    if len(text) > _MOST_CHARS or "?" not in text:
        return None
    said = sentences(text)
    ordered = asked = False
    for sentence in said:
        plain = sentence.strip(" -*>\"'()")
        low = " ".join(plain.casefold().replace("\u2019", "'").split())
        if asked and ordered and low.startswith(_ON_ANSWER):
            cut = next(h for h in _ON_ANSWER if low.startswith(h))
            return plain[:len(cut)].strip(" ,")
        if plain.endswith("?"):
            if ordered and not reads(plain.rstrip("?")):
                asked = True            # 'is Gotesburg ours?': a question of the writer's about the position
            continue
        if not asked and reads(plain):
            ordered = True
    return None



def answers_awaited(sheet, reads: Callable[[str], object]) -> None:
    """Each line whose orders hang on the GM's answer to the writer's question (`hangs_on_answer`): its orders
    taken out and the line refused, naming the answer awaited (the sheet changed in place: engine.words.sheet)."""
    done: set[int] = set()
    for i, line in enumerate(list(sheet.lines)):
        if i in sheet.dropped or line in done or "?" not in sheet.texts[i]:
            continue
        done.add(line)
        raw = sheet.texts[i]
        answer = hangs_on_answer(raw.strip(), lambda said: bool(reads(said)))
        if answer is None:
            continue
        for k, other in enumerate(sheet.lines):
            if other == line:
                sheet.dropped.add(k)
        sheet.problems.append(OrderProblem(line, raw, NOT_UNDERSTOOD, AWAITED.format(answer=answer)))


AWAITED = ("the order waits on the answer to the question after it ({answer!r}), which only the GM can give: "
           "not taken by itself; ask the player")
