"""A player's answers to the GM's questions, for every ruleset, in one place:

- the answer on its line: 'Yes, alliance with Spain.', 'Answer: yes, fleet Mediterranean: intercept.', 'Re "Prussia
  gives Russia gold?": yes, give 8 gold to Russia.', 'GM asked: "Will you cede anything?" No, we will not.' The GM's
  question quoted on the line is set aside, said so; a 'yes' opens the order that follows it; a 'no' with nothing
  more than a refusal gives no order. What follows a 'yes' or a 'no' is read as any line is: an order there is never
  dropped. One pass over the line (`answer_of`, `refuses`);
- a short answer naming what it agrees to ('Spain, yes.', 'Yes, Prussia', 'Baden: no'): the order it means cannot
  be told from it, so it is asked, never dropped as chatter (`answers_yes`, `names_a_choice`, `answer_naming`,
  `refuse_answer`);
- the units a quoted question of the GM names, for the answer under it that leaves them out or says 'they'
  (`units_asked`, `with_units`).

The rulesets keep only their own tables; the reader and the state judge the order an answer gives."""

from __future__ import annotations

import msgspec

from engine.errors import NotUnderstood
from engine.words.going import STAY, goes
from engine.words.message import untagged, words
from engine.words.reading import Names

# What cites the GM's question before the quote ('GM asked: "..."', 'Re "...":', 'Re your question "...":').
_CITES = ("gm asked", "the gm asked", "you asked", "gm wrote", "the gm wrote", "you wrote", "re ", "re:",
          "re your question", "in answer to", "answering", "to your question", "as to your question",
          "your question", "question:", "gm:")
# What opens the answer itself.
_ANSWERS = ("answer:", "answer -", "reply:", "and yes,", "and yes:", "oh and yes,", "yes,", "yes:", "yes -",
            "yes.", "yes!", "yes \u2014", "yes \u2013")
_NOS = ("no,", "no.", "no:", "no -", "no!", "nope,", "no \u2014", "no \u2013")
_QUOTES = {'"': '"', "\u201c": "\u201d", "\u00ab": "\u00bb", "'": "'"}
# The words of a plain refusal ('No, we will not.', 'no, not this turn, thanks').
_REFUSAL = frozenset("""we i will not shall won't don't do does no thanks thank you this turn time yet nope sorry
    never nothing none not now we'll i'll neither at all""".split())


class Answer(msgspec.Struct, frozen=True):
    """A line read as an answer: the GM's question it quotes (or ''), 'yes', 'no' or '', and the words to read."""
    question: str
    said: str
    rest: str


def answer_of(text: str) -> Answer | None:
    """The answer the line gives, or None when it is no answer (nothing cited, no 'yes' or 'answer:' opening)."""
    question, rest = _cited(text)
    said = ""
    low = rest.casefold()
    for opening in _ANSWERS:
        if low.startswith(opening):
            rest, said = rest[len(opening):].strip(), "yes" if "yes" in opening else ""
            low = rest.casefold()
            if not said and low.startswith(("yes,", "yes:", "yes -", "yes.", "yes ")):
                rest, said = rest[4:].strip(" ,:-"), "yes"      # 'Answer: yes, ...'
            break
    else:
        if question and (low.startswith(_NOS) or low in ("no", "nope")):
            said, rest = "no", rest[rest.find(" ") + 1:].strip() if " " in rest else ""
        elif question and low in ("yes", "yes please", "yes, please"):
            said, rest = "yes", ""
    if not question and not said and rest == text:
        return None
    return Answer(question, said, rest)


def refuses(text: str) -> bool:
    """'we will not', 'not this turn, thanks': a 'no' said again, giving and naming nothing."""
    return all(w in _REFUSAL for w in words(text))


def _cited(text: str) -> tuple[str, str]:
    """(the GM's question, the words after it) when the line opens by citing it in quotes; ('', text) else."""
    low = text.casefold()
    if not low.startswith(_CITES):
        return "", text
    start = min((text.find(q) for q in _QUOTES if text.find(q) >= 0), default=-1)
    if start < 0 or start > 40:
        return "", text
    end = text.find(_QUOTES[text[start]], start + 1)
    if end < 0:
        return "", text
    return text[start + 1:end].strip(), text[end + 1:].lstrip(" :,-\u2014\u2013").strip()


# -- a short answer naming what it agrees to ----------------------------------------------------------------------
_YES_WORDS = frozenset("yes yep yeah aye sure ok okay certainly absolutely indeed gladly".split())
_NONE_SAID = frozenset("nothing none no nope not".split())
# Words of address after a 'yes' that name no choice ('Yes, GM.', 'Yes, Sir, thanks').
_ADDRESSED = frozenset("gm sir sire majesty your excellency mr mrs thanks thank please ok okay indeed of course i "
                       "all everyone".split())
# Yes and no in the languages players write, and the words beside them that name nothing ('Spain, yes please').
_YES_NO = frozenset("yes yep yeah yea aye sure ok okay certainly absolutely indeed no nope nay never oui si sì ja "
                    "nein non".split())
_FILLER = frozenset("please of course thanks thank you to with and the for".split())
_SHORT = 80                 # characters: a short answer only


def answers_yes(text: str) -> bool:
    """'Spain, yes.', 'Yes: Hanover.', 'Sure, both of them': a short answer, yes, to the question quoted above it,
    naming what it agrees to: the order it gives is asked, never set aside as talk ('Yes, nothing to order.' gives
    none)."""
    said = words(text)
    return 1 < len(said) <= 8 and bool(_YES_WORDS.intersection(said)) and not _NONE_SAID.intersection(said)


def answer_rest(text: str) -> str:
    """What an answer says after its 'yes' ('Yes, alliance with Spain.': 'alliance with Spain.')."""
    answer = answer_of(text)
    return answer.rest if answer is not None and answer.rest else text


def names_a_choice(rest: str) -> bool:
    """'Yes, Prussia.', 'yes - Piedmont': a short answer naming something (a capitalised word or a number)
    that is no greeting or address ('Yes, GM.', 'Yes, Sir, thanks'): the choice it gives is asked, never
    set aside as talk."""
    said = [w.strip(".,;:!?()\"'") for w in rest.split()]
    return 0 < len(said) <= 3 and any((w[:1].isupper() or w.isdigit()) and w.casefold() not in _ADDRESSED
                                      for w in said if w)


def answer_naming(line: str, names: Names) -> str | None:
    """The nation or place a short yes-or-no answer names ('Spain, yes.', 'Baden: no'), None when the line is
    not one."""
    if len(line) > _SHORT:
        return None
    said = [w.strip(",.;:!?-()\"'") for w in line.split()]
    said = [w for w in said if w]
    if not 2 <= len(said) <= 6 or not any(w.casefold() in _YES_NO for w in said):
        return None
    rest = [w for w in said if w.casefold() not in _YES_NO and w.casefold() not in _FILLER]
    if not rest or len(rest) > 3:
        return None
    named = " ".join(rest)
    return named if names.known_nation(named) or names.is_region(named) else None


def refuse_answer(line: str, names: Names) -> None:
    """Refuses a short answer naming a nation or place, saying why (which order is meant?)."""
    named = answer_naming(line, names)
    if named is not None:
        raise NotUnderstood(f"{line.strip()!r} answers a question that is not on this line: which order about "
                            f"{named} is meant? ask the player to write it whole")


# -- the units a quoted question names, for the answer under it ------------------------------------------------
_UNITS = frozenset("fleet fleets ship ships army armies squadron squadrons navy troops corps".split())
_OWNERS = frozenset("your my our the".split())
_AT = frozenset("in at".split())
_OPENINGS = ("no, ", "yes, ", "yes: ", "no: ", "ok, ", "okay, ")
_PRONOUNS = frozenset("they it".split())
_MORE_VERBS = frozenset("sail sails sails land lands escape escapes attack attacks go goes".split())
_LONGEST = 300


def units_asked(quoted: str) -> str | None:
    """The units a quoted question names, for the answer under it ('> GM: Prussia, your ships in E have been
    idle.' over 'They sail to the Baltic, F.'): 'your ships in E have been idle' -> 'the ships in E'; 'The ships?'
    -> 'the ships'; None when the quoted line names no group of units, or more than one."""
    text = untagged(quoted).lstrip("> ").strip()
    if len(text) > _LONGEST:
        return None
    tokens = [t.strip(",.;:!?()\"'") for t in text.split()]
    low = [t.casefold() for t in tokens]
    found: list[str] = []
    for k, t in enumerate(low):
        named = k > 0 and (k == 1 or low[k - 2] in _OWNERS or low[k - 2] in ("gm", "and")) \
            and tokens[k - 1][:1].isupper() and tokens[k - 1][1:].islower() and low[k - 1] not in _OWNERS \
            and len(low[k - 1]) > 3                 # 'the Irish corps', 'GM: Baltic fleet?'; never 'The ships?'
        if t not in _UNITS or k == 0 or low[k - 1] not in _OWNERS and not named:
            continue
        phrase = f"the {tokens[k - 1]} {tokens[k].casefold()}" if named else f"the {tokens[k].casefold()}"
        rest = low[k + 1:k + 6]
        at = next((j for j, w in enumerate(rest) if w in _AT), None)
        if at is not None and k + 2 + at < len(tokens) and tokens[k + 2 + at][:1].isalnum():
            phrase += f" in {tokens[k + 2 + at]}"
        found.append(phrase)
    return found[0] if len(set(found)) == 1 else None


def with_units(text: str, units: str) -> str | None:
    """The answer with the units asked about as its subject, when it starts with 'they', 'it' or a verb of going
    or staying: 'They sail to the Baltic, F.' -> 'the ships in E sail to the Baltic, F.'; 'Stay in I.' -> 'the
    ships stay in I.'; None when the answer names its own subject."""
    low = text.casefold()
    for opening in _OPENINGS:
        if low.startswith(opening):
            text, low = text[len(opening):].lstrip(), low[len(opening):].lstrip()
            break
    first, _, rest = text.partition(" ")
    word = first.casefold().strip(",.")
    if word in _PRONOUNS and rest:
        return f"{units} {rest}"
    if word in STAY or word in _MORE_VERBS or goes(word):
        return f"{units} {word} {rest}".rstrip()
    return None
