"""EiA's political step by meaning (engine.words.meaning): war on each nation the power may declare war on,
an alliance with each it may ally with, the break of each alliance it has ('Naples allies with Austria',
'a declaration of war on France', 'we break with Prussia'), each tied to the nation by its `nations` slot so
that 'the French', 'France' and 'the Porte' pick it; and the standing answers of a major power, each tied to
its question by the question's words ('the standing of the guard is to hold', 'besieged cities fight on',
'our chit: we outflank'). Each one the step's checks allow on its own.
A sentence whose verbs pull two ways fits none ('Declare war on the French allies': the core asks every
verb of a sentence to fit its one order); a negation, a condition or a question blocks it (the core)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from engine.board import Board
from engine.order_sheet import Order
from engine.rulesets.eia.checks import STANDING_ANSWERS
from engine.rulesets.eia.orders import Diplomacy, Standing
from engine.rulesets.eia.params import core_params
from engine.rulesets.eia.sayings import CHITS
from engine.rulesets.eia.state import EiaState
from engine.words.meaning import Candidate
from engine.words.meaning.verbs import classes

# Each change of relations: its order's action, its verb class (engine/words/meaning/verbs.py), whether
# the two must be allies now (a break) or must not be (war, an alliance: the checks say the rest).
_ACTIONS = (("war", "war"), ("alliance", "ally"), ("break", "break"))

# The words EiA's political sentences use beyond the common verbs: 'a declaration of war', 'hostilities',
# the answers of the standing questions that are no verb of an order ('commit the Guard', 'we outflank').
VERBS = {"declaration": "war", "hostilities": "war",
         **dict.fromkeys("commit commits committed committing".split(), "commit"),
         **dict.fromkeys("surrender surrenders surrendered capitulate capitulates".split(), "surrender"),
         **dict.fromkeys("outflank outflanks outflanking".split(), "outflank"),
         **dict.fromkeys("counterattack counterattacks counterattacking".split(), "counterattack"),
         # an alliance sought or accepted is one: said of another nation it is that nation's ('Russia seeks
         # an alliance with Prussia' is no order of Prussia's)
         **dict.fromkeys("seek seeks seeking sought accept accepts accepted accepting conclude concludes "
                         "concluded concluding".split(), "ally"),
         # a wish, a hope, a thought: of an order, never the order ('We dream of an alliance with Austria')
         **dict.fromkeys("dream dreams dreamed dreamt hope hopes hoped wish wishes wished fear fears feared "
                         "think thinks thought believe believes doubt doubts wonder wonders imagine imagines "
                         "regret regrets pray prays prayed rumour rumours rumoured rumor rumors rumored hear "
                         "hears heard".split(), "muse")}
# Each standing question by the words that name it (one must stand in the sentence) and the unit words
# that may be said of it ('the Guard'); each answer by its verb class.
_QUESTIONS = {"guard": (("guard",), ("guard",)),
              "further days": (("further days", "further day", "another day", "second day"), ()),
              "surrender": (("surrender", "surrenders", "capitulate", "capitulates", "besieged", "siege"), ()),
              "chit": (("chit",), ())}
_ANSWER_VERBS = {("guard", "commit"): "commit", ("guard", "hold"): "hold", ("further days", "fight"): "attack",
                 ("further days", "withdraw"): "move", ("surrender", "surrender"): "surrender",
                 ("surrender", "fight on"): "attack"}


def candidates(board: Board, state: EiaState, nation: str, allowed: Callable[[Order], bool],
               said: Callable[[Order], str]) -> Iterator[Candidate]:
    """War, alliance and break with every other nation of the game, where the checks allow each alone. The
    power's own name, which the map also gives an area ('Naples allies with Austria', 'Portugal, England's
    oldest friend, allies with ...'), is the order's subject: the area it names is where the order comes from."""
    home = board.find(nation).id if board.knows(nation) else None
    for other in state.nations:
        if other.name == nation:
            continue
        for action, verb in _ACTIONS:
            order = Diplomacy(nation=nation, action=action, other=other.name)
            if allowed(order):
                yield Candidate(said(order), verb, origin=home, nations=(other.name,))


def standing(state: EiaState, nation: str, allowed: Callable[[Order], bool], said: Callable[[Order], str]
             ) -> Iterator[Candidate]:
    """Every answer of every standing question the rules list (the game's chits, else EiA's) whose answer is
    said with a verb: 'standing chit: cordon' names no verb and is left to the strict forms."""
    chits = core_params(state.params).chits or CHITS
    answers = [*((kind, answer) for kind, answers in STANDING_ANSWERS.items() if kind in _QUESTIONS
                 for answer in answers), *(("chit", chit.casefold()) for chit in chits)]
    for kind, answer in answers:
        verb = _ANSWER_VERBS.get((kind, answer)) or _verb(answer.split()[-1])
        if not verb:
            continue
        order = Standing(nation=nation, kind=kind, answer=answer)
        if not allowed(order):
            continue
        named, nouns = _QUESTIONS[kind]
        if kind == "chit":          # 'our chit is escalated assault': the answer's words are said whole
            named = tuple(f"{n} {answer}" for n in named)
        yield Candidate(said(order), verb, extra=named, kinds=nouns)


def _verb(word: str) -> str:
    """The verb class a chit's word gives ('defend': hold), '' if it is no verb the reader knows."""
    found = VERBS.get(word) or next(iter(classes(word)), "")
    return found
