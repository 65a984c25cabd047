"""A line that leaves its units, a decision or an order to someone else than the writer, in other words than the
fixed phrases of engine.words.delegations and the judging words of engine.words.judged_best (issue 22, round 18).
The rules take only the player's own orders, so a careful GM asks about such a line; it is never talk. Four shapes:

- passed on: a verb of asking or telling in the imperative (ask, tell, get, urge, have ...), the one told (a nation,
  'the Prussians', 'our ally', 'them'; never 'me' or 'us') and what he is to do ('to help', 'to attack', bare after
  'have'): 'please ask Stilwen to help Adoen', 'tell the Prussians to attack Saxony', 'have Russia send its fleet'.
- chosen by another: the GM, the referee or 'you' and a verb of choosing ('the GM decides where the fleet goes',
  'you pick the target of corps B', 'let the referee choose'), or their choice as a noun ('your pick', 'the GM's
  decision on the cavalry').
- put to a vague use: a verb of using or sending and an aim no order names ('do something useful with it', 'put
  the reserve to good use', 'send them wherever they are needed', 'use the rest wisely', 'in your hands').
- left undecided: the writer says he does not know what to order ('I don't know what to order them', 'no idea
  what to do with the fleet').

Lines of true talk name none of these ('you know the map better than me', 'tell me if it is unclear', 'Prussia
asked us to help', 'thanks for your decision'). The words are read once, each test a look at the next few words:
linear; a quick word-set test first."""

from __future__ import annotations

from engine.words.lexicon import UNIT_WORDS

# Imperative verbs of passing an order on: the one told follows, then 'to' and what he is to do.
_TELLING = frozenset("ask tell get urge request beg persuade convince instruct order invite remind".split())
# 'have X attack Y': the one told, then the bare verb.
_HAVING = frozenset("have".split())
# What the one told is to do: an order's verb.
_ACTING = frozenset("""help attack support move march sail send join hold defend guard cover convoy lend give pay
    declare ally stay withdraw retreat invade take besiege siege blockade land enter leave build raise assist protect
    reinforce back aid fight strike come bring keep transfer escort cede trade honour honor break open go push
    advance relieve garrison occupy capture seize hit""".split())
# Words before the verb that make it a report or a plan of the writer's, not a request: 'we asked Prussia to help'.
_SUBJECTS = frozenset("""i we they he she it who that which will shall would should must might may can could to did
    didn't don't do not never also already i'll we'll we'd i'd they'll you'll he'll she'll""".split())
_REQUESTING = frozenset("please kindly pls plz".split())   # 'please ask', 'could you please ask': a request
_NOT_TOLD = frozenset("me us myself ourselves him her".split())      # 'tell me if ...', 'ask us'
_MOST_TOLD = 5      # 'tell my ally in the north to move': the one told, in at most five words

# The ones who may choose for the player, and their verbs and nouns of choosing.
_CHOOSERS = frozenset("gm gm's gms referee referee's umpire umpire's moderator moderator's you your host".split())
_CHOOSING = frozenset("""decide decides choose chooses pick picks determine determines select selects settle settles
    sort""".split())
_CHOICE = frozenset("pick decision choosing discretion pleasure judgement judgment hands".split())
_THANKING = frozenset("thanks thank for respect accept about on agree agreed with".split())    # 'thanks for your decision'

# A verb of using or sending, then an aim no order names.
_USING = frozenset("""do use put make find send move employ place station deploy handle manage keep""".split())
# ... or a verb of going, said of the units: 'corps III goes wherever it is needed'.
_GOING = frozenset("go goes march marches sail sails move moves head heads ride rides".split())
_VAGUE = ("something useful", "anything useful", "something sensible", "something clever", "good use", "best use",
          "better use", "some use", "wisely", "sensibly", "usefully", "where needed", "wherever needed", "where it's needed",
          "where they're needed", "where they are needed", "wherever they are needed", "wherever they're needed",
          "wherever it's needed", "wherever it is needed", "where it is needed", "where most needed", "the best of",
          "something to do", "where it helps", "where they help", "wherever it helps", "wherever they help",
          "where they can help", "wherever they can help", "where it can help", "however they can", "however it can",
          "somewhere safe", "out of trouble", "out of harm's way", "somewhere useful", "anywhere useful")
_HANDS = ("in your hands", "in the gm's hands", "in gm's hands", "yours to use", "yours to command", "yours to move",
          "i trust you with", "i entrust", "we entrust", "i leave the", "we leave the", "i leave them", "i leave it")
_LEAVE_TO = (" to you", " to the gm", " to the referee", " to your", " with you")

# A verb of doing for the writer, asked of the GM ('sort out my builds', 'I'd like the GM to handle my builds').
_HANDLING = frozenset("handle sort deal manage arrange organise organize look take do figure work plan".split())
_PARTICLES = frozenset("out with after care of up".split())
_THE_MESSAGE = frozenset("orders order message messages mail mails email post letter turn's".split())

# The writer does not know what to order.
_UNSURE = ("know what to order", "know what to do with", "idea what to do with", "idea what to order",
           "sure what to do with", "sure what to order", "know where to send", "idea where to send",
           "sure where to send", "know what they should do", "know what it should do", "know where to move",
           "idea where to move", "sure where to move")
_NOT_KNOWING = frozenset("don't dont can't cannot not never".split())

_CUES = _TELLING | _HAVING | _CHOOSING | _CHOICE | _USING | _GOING | _HANDLING | {"know", "idea", "sure", "hands", "yours", "trust",
                                                             "entrust", "leave"}
_LONGEST = 400


def left_to_others(text: str) -> str | None:
    """The words by which the line leaves units, a decision or an order to the GM or to another player, None when
    it has none."""
    if len(text) > _LONGEST:
        return None
    low = " ".join(text.casefold().replace("\u2019", "'").split())
    raw = low.split()
    said = [w.strip(".,;:!?()\"'*") for w in raw]
    if _CUES.isdisjoint(said):
        return None                     # the quick test
    starts = {0} | {i + 1 for i, w in enumerate(raw) if w[-1:] in ",;:.!?-" or w in ("-", "--", "\u2013", "\u2014")}
    found = _passed_on(said, starts) or _chosen_by_another(said) or _put_to_vague_use(low, said, starts) or \
        _undecided(low) or _done_for_the_writer(said, starts)
    return _as_written(found, said, text) if found else None


def _as_written(found: str, said: list[str], text: str) -> str:
    """The words found, as the line writes them ('ask Stilwen to help', not 'ask stilwen to help')."""
    written = text.replace("\u2019", "'").split()
    looked = found.split()
    if len(written) == len(said):
        for k in range(len(said) - len(looked) + 1):
            if said[k:k + len(looked)] == looked:
                return " ".join(w.strip(".,;:!?()\"'*") for w in written[k:k + len(looked)])
    return found


def _requested(said: list[str], starts: set[int], i: int) -> bool:
    """The verb at `i` is said as a request: first of its clause, or after 'please', 'and', 'GM' opening it, or
    after 'could you'; never after a subject ('we asked', 'I'll tell')."""
    if i in starts:
        return True
    before = said[i - 1]
    if before in _REQUESTING:
        return True
    if before in _OPENING:
        return i - 1 in starts
    return before == "you" and i >= 2 and said[i - 2] in ("could", "can", "would", "will", "pls", "please", "gm")


_OPENING = frozenset("and also so then gm just but now".split())


def _passed_on(said: list[str], starts: set[int]) -> str | None:
    """'ask Stilwen to help Adoen', 'tell the Prussians to attack', 'have Russia send its fleet'."""
    for i, w in enumerate(said):
        if w not in _TELLING and w not in _HAVING or not _requested(said, starts, i):
            continue
        if i + 1 >= len(said) or said[i + 1] in _NOT_TOLD or said[i + 1] in _NOT_ONE_TOLD:
            continue                    # 'tell me if ...', 'ask whether ...'
        for j in range(i + 2, min(i + 2 + _MOST_TOLD, len(said))):
            if _own_units(said[i + 1:j]):
                break                   # 'have corps II march to Carniola', 'tell my fleet to sail': an order
            if w in _TELLING and said[j] == "to" and j + 1 < len(said) and said[j + 1] in _ACTING:
                return " ".join(said[i:j + 2])
            if w in _HAVING and said[j] in _ACTING and said[j - 1] not in ("to", "a", "an", "the", "no", "any"):
                return " ".join(said[i:j + 1])
            if said[j] in _TELLING or said[j] in ("and", "or", "if", "but", "because") or j in starts:
                break
    return None


def _own_units(told: list[str]) -> bool:
    """The one told is the writer's own units: a unit word, a number or a letter ('corps II', 'the frigates', 'A')."""
    return any(w in UNIT_WORDS or w in _MORE_UNITS or w.isdigit() or len(w) == 1 and w != "a" for w in told)


_MORE_UNITS = frozenset("""corps squadron squadrons garrison frigates frigate galleons galleon riders general generals
    guard guards militia cavalry infantry artillery division divisions troops men ships boats legion legions""".split())
_NOT_ONE_TOLD = frozenset("if whether that what how when where why about for a an no any".split())


def _chosen_by_another(said: list[str]) -> str | None:
    """'the GM decides where the fleet goes', 'let the referee choose', 'your pick for the reserve'."""
    for i, w in enumerate(said):
        if w in _CHOOSING and i and (said[i - 1] in _CHOOSERS or said[i - 1] in ("let", "lets", "let's")) \
                and not (i >= 2 and said[i - 2] in ("if", "when", "can", "could", "did", "once", "will", "might")):
            if said[i - 1] in ("you", "your") and i + 1 < len(said) and said[i + 1] in ("to", "not", "against"):
                continue                # 'you decide to attack', 'you decide not to'
            return " ".join(said[i - 1:i + 1])
        if w in _CHOICE and i and said[i - 1] in _CHOOSERS and said[i - 1] not in ("you", "gm", "gms") \
                and not (i >= 2 and said[i - 2] in _THANKING):
            return " ".join(said[i - 1:i + 1])      # 'your pick', "the GM's decision"
    return None


def _put_to_vague_use(low: str, said: list[str], starts: set[int]) -> str | None:
    """'do something useful with it', 'put the reserve to good use', 'send them wherever they are needed'."""
    hands = next((h for h in _HANDS if h in low), None)
    if hands is not None and (not hands.startswith(("i leave", "we leave")) or any(t in low for t in _LEAVE_TO)):
        return hands
    vague = next((v for v in _VAGUE if v in low), None)
    if vague is None:
        return None
    at = len(low[:low.find(vague)].split())
    for i in range(max(0, at - 8), min(at, len(said))):
        if said[i] in _USING and _requested(said, starts, i) or said[i] in _GOING:
            return " ".join(said[i:at + len(vague.split())])
    return None


def _undecided(low: str) -> str | None:
    """'I don't know what to order them', 'no idea what to do with the fleet', 'unsure where to send them'."""
    unsure = next((u for u in _UNSURE if u in low), None)
    if unsure is None:
        return None
    before = low[:low.find(unsure)].rstrip()
    said = before.rsplit(" ", 1)[-1] if before else ""
    if said in _NOT_KNOWING or before.endswith(("do not", "not", "un")) or unsure.startswith("idea") and said in (
            "no", "any", "little"):
        return f"{said} {unsure}".strip()
    return None


def _done_for_the_writer(said: list[str], starts: set[int]) -> str | None:
    """'GM please sort out my builds', "I'd like the GM to handle my builds", 'take care of our fleet for me': the
    GM asked to do what the writer owns; never his orders or message themselves ('handle my orders with care')."""
    for i, w in enumerate(said):
        if w not in _HANDLING:
            continue
        asked = _requested(said, starts, i) or i >= 2 and said[i - 1] == "to" and said[i - 2] in (
            "gm", "you", "referee", "umpire", "moderator")
        if not asked:
            continue
        j = i + 1
        while j < len(said) and j <= i + 3 and said[j] in _PARTICLES:
            j += 1
        if j + 1 < len(said) and said[j] in ("my", "our") and said[j + 1] not in _THE_MESSAGE:
            return " ".join(said[i:j + 2])
        if j < len(said) and said[j] in ("it", "them", "this", "that", "the", "those") and j + 1 < len(said) and any(
                said[k] == "for" and k + 1 < len(said) and said[k + 1] in ("me", "us") for k in range(j + 1,
                                                                                                min(j + 5, len(said)))):
            return " ".join(said[i:j + 1]) + " for me"      # 'take care of the fleet for me'
    return None
