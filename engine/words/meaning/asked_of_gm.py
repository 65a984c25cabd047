"""A question put to the GM about the game, naming places, units, counts and nations, and the words beside it
(issue 22, round 19).

Newcomers ask the GM about the rules between their orders: 'Is it OK to put two corps in one province?', 'do I need
to declare anything to enter Hanover?', 'Can I build anything?', 'do the ships in the Channel count toward my free
ships?', 'can Prussia give me gold every turn?', 'Please tell me if the ships can do that in one turn'. Round 15's
question (engine.words.meaning.questions) asks for a question naming none of the writer's units and no condition;
these name them, and stayed refused. They are judged here by their grammar, not by their words:

- **the question**: after a lead-in ('Question:', 'I also want to ask:', 'Can I ask,', a topic before a comma: 'the
  Infantry I build this turn, can they ...', a condition before a comma: 'if Russia asks again, do I have to ...'),
  it opens with a verb that asks and ends with '?', or asks in words ('please tell me if', 'can you tell me after
  the turn if'), or it is a statement with a tag ('..., is that OK?', '... right?', '... I think?');
- **its verb**: one of being ('is it true/OK/allowed that ...', 'is Saxony neutral', 'is 2 galleons enough', 'is
  there anything else I should do'), of knowing, needing, counting or costing ('do I need to ...', 'do I have to
  ...', 'do the ships count toward ...', 'does a squadron cost 12'), or a modal of permission or possibility
  asked of the GM ('can I build anything', 'can my ship do anything useful', 'can I build ships in R if I own
  108', 'what can I actually do', 'can Prussia give me gold'): what it asks is never the writer's order put as a
  question. It is an order asked, and is refused as before, when it is a request to the GM ('could you / would you
  + an order verb'), names one of the writer's units by letter or number, an arrow, a correction, a place gone to
  by the writer's units or a count of them going somewhere, an order verb on a nation said of the writer ('can we
  ally with Spain'), an order verb with a definite object of the writer's ('could I split corps B'), or when what
  follows the asking verb reads as an order ('can I build 2 infantry in Paris');
- **the words beside it** (beside_question, each sentence or clause alone): a hedge or a feeling ('I think yes',
  'I hope so', 'I'd guess yes', 'Just want to be sure', "that's scary", 'probably not lol', 'I read it is but I am
  not sure', 'someone on the discord said so', 'First time I try it'), a state ('I have only 5 cheese', 'They have
  3...', 'we have a deal', 'it has no owner'), or the writer's own answer that gives no order ('Not this turn
  anyway', 'So no builds', 'If not just leave it'): none names a place gone to, a unit's letter, an arrow, a
  correction, a condition of an order or a verb of an order said as the writer's own.

A line is set aside only when one sentence asks and every other is such words (the questions pass, round 15's
caller); a sentence that gives or asks an order beside it ('If yes then I'd like one infantry there please'), or
tells the GM to act on what it asks ('Then do it.', 'If so, yes.', tells_to_act), keeps the whole line refused; so
does a modal question of the writer's units with a modal other than 'can' or a polite word ('Could the fleet
perhaps do something?': the GM asked to give an order). One pass over each sentence's words; no pattern."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from engine.words import patterns as re
from engine.words.later_turns import later_turn
from engine.words.lexicon import CONDITIONS, ORDER_EXACT, UNIT_WORDS, WEAK_VERBS, counts_units, is_order_word
from engine.words.meaning.holds_order import OrderWords, firm, goes, holds_unit_count, order_words
from engine.words.meaning.slots import Finder, Slots
from engine.words.reading import NUMBER_WORDS

__all__ = ["asks_about_game", "beside_question", "doubt_of_nothing", "tells_to_act"]

_MOST_WORDS = 40
_MOST_BESIDE = 16           # words of a remark beside a question
_BE = frozenset("is are was were isn't aren't wasn't weren't".split())
_DO = frozenset("do does did don't doesn't didn't".split())
_MODAL = frozenset("can could may might will would can't couldn't won't".split())
_HAVE = frozenset("has have hasn't haven't".split())
_ASKING = _BE | _DO | _MODAL | _HAVE
_WH = frozenset("what where when why how who which".split())
_FILLERS = frozenset("""gm gms and also so btw oh ah hmm hm well ok okay but ps p.s. just one last quick small little
    another dear sir by the way question a""".split())
_LEAD = ("question", "ask", "asking", "wondering", "wonder", "query")
# The writer, and the GM asked to do something.
_WRITER = frozenset("i we i'm we're i've we've i'll we'll i'd we'd".split())
_MINE = frozenset("my our mine ours".split())
_YOU = frozenset("you u ya".split())
# What the GM is asked to do when he is the subject: tell, never an order.
_TELL = frozenset("tell let confirm say check explain remind clarify answer show inform".split())
# What asks whether something is needed or known ('do I need to', 'do I have to', 'do we pay', 'do I get').
_NEED = frozenset("need have must get lose pay know understand still really also even always".split())
# Objects that name nothing an order acts on ('do anything', 'build anything', 'do that').
_INDEFINITE = frozenset("""anything something nothing everything any more else that this it those these them so
    much many""".split())
# Openings of a hedge, a feeling or a report beside a question.
_HEDGES = (("i", "think"), ("i", "guess"), ("i'd", "guess"), ("i", "hope"), ("i", "suppose"), ("i", "believe"),
           ("i", "read"), ("i", "heard"), ("i", "am", "not", "sure"), ("i'm", "not", "sure"), ("not", "sure"),
           ("just", "want"), ("just", "wanted"), ("i", "just", "want"), ("probably",), ("maybe",), ("perhaps",),
           ("hopefully",), ("that's",), ("that", "is"), ("that", "would"), ("someone",), ("somebody",),
           ("people",), ("first", "time"), ("i'm", "new"), ("i", "am", "new"), ("just", "joined"), ("i", "just", "joined"), ("i", "hope", "so"), ("lol",),
           ("haha",), ("sounds",), ("seems",), ("it", "seems"))
# Words of a bare answer ('I think yes', 'probably not lol', 'I hope so', "I'd guess yes").
_ANSWER_WORDS = frozenset("""i i'd think guess hope suppose believe yes no not so probably maybe perhaps lol haha
    but sure am i'm just to be it is yeah yep nope right ok okay correct fine""".split())
# The writer's own answer of no order: 'Not this turn anyway', 'So no builds', 'If not just leave it'.
_OWN_ANSWER = frozenset("""so then anyway not this turn no nothing just leave it them if yes ok okay fine forget
    skip never mind alone time year season round for now""".split())
_PLURAL_ORDERS = frozenset("builds moves orders buys purchases attacks changes".split())
_STATE = frozenset("have has own owns had".split())
_TAGS = (("is", "that", "ok"), ("is", "that", "okay"), ("is", "that", "right"), ("is", "that", "correct"),
         ("is", "that", "allowed"), ("right",), ("correct",), ("i", "think"), ("no",), ("yes",), ("isn't", "it"),
         ("am", "i", "right"), ("ok",))
_ASKED_IN_WORDS = ["is", "it"]     # the body of a question asked in words ('tell me if ...'): asked of the GM
# The conditions a question's lead-in opens on (engine.words.lexicon's but 'until', 'till', 'otherwise', which open
# no condition on another's act: 'until Paris falls, ...' is a time of the writer's order).
_CONDITIONS = CONDITIONS - frozenset(("until", "till", "otherwise"))
_CORRECTIONS = frozenset("instead rather scratch cancel correction sorry edit wait".split())
# Verbs of an order the lexicon's lists leave to each ruleset: said by the writer, an order asked.
_ORDER_VERBS = frozenset("""attack attacks march marches sail sails invade invades besiege besieges siege assault
    blockade blockades transfer transfers split splits merge merges declare declares annex annexes recruit recruits
    construct constructs carry carries transport transports embark embarks disembark disembarks retreat retreats
    intercept intercepts occupy occupies capture captures seize seizes evacuate withdraw withdraws""".split())


_BRACKETED = re.compile(r"\([^()]{0,200}\)")      # a note in brackets: its '?' is the note's, not the sentence's


def asks_about_game(sentence: str, finder: Finder, reads: Callable[[str], bool]) -> bool:
    """Whether a sentence asks the GM about the game (a verb of being, knowing, needing, counting, or a modal of
    permission or possibility asked of him), naming what it may, with no order of the writer's asked (module list)."""
    said = sentence.strip().strip("*_\"'()[]").strip()
    raw = said.split()
    if not raw or len(raw) > _MOST_WORDS:
        return False
    low = _words(said)
    if "?" not in said and not _in_words(low):
        return False
    outside = _BRACKETED.sub(" ", said)
    if "?" not in outside and not _in_words(_words(outside)):
        return False                    # '... one cavalry in Picardy if the money is enough (I think I have 20?)'
    if low[:2] == ["do", "not"] or low[:1] in (["don't"], ["never"], ["not"]):
        return False                    # 'Do not also one cavalry in Picardy ...?': an order denied, never a question
    if _CORRECTIONS.intersection(low) or any(w in ("->", ">", "=>", "\u2192") for w in raw):
        return False
    slots = finder.find(_articles(said.rstrip("?!. ")))
    held = _asked(slots)
    if firm(replace(held, correction=held.correction and (slots.correction != "actually" or "actually" in low[:2]))):
        return False                    # (the module's exception: 'actually' said late in a question is no change)                    # 'can A reach Bavaria?', 'could I split corps B?': the writer's order asked
    if slots.places and counts_units(low, NUMBER_WORDS) and (low[0] in NUMBER_WORDS or low[0].isdigit()
                                                             or is_order_word(low[0])):
        return False                    # 'build 1 infantry in Berdain?': a count of units and a place, an order asked
    tagged = _tagged(low)
    if tagged is not None:
        return _statement_of_no_order(tagged, finder, reads)
    body = _question_body(low)
    if body is None:
        return False
    later = later_turn(said) is not None
    if len(body) < 2 or len(low) != len(raw):
        return False
    if reads(" ".join(body)) or len(body) > 2 and reads(" ".join(body[1:])) or len(body) > 3 and reads(" ".join(body[2:])):
        return False                    # 'can I build 2 infantry in Paris?': the order asked
    told = len(body) - 2 if body[:2] == _ASKED_IN_WORDS else len(body)
    head, asked = " ".join(raw[:len(raw) - told]), " ".join(raw[len(raw) - told:]).rstrip("?!. ")
    if not _head_free(head, finder) or _order_verbs(_words(head)) and reads(head.rstrip(", ")):
        return False                    # 'I send 2 armies to 12, is that OK?': the order beside it
    own = finder.find(_articles(asked))
    if later:
        return _no_order_named(own, body, goes=False)
    return _judged(body, own, body, finder)


def _asked(slots: Slots) -> OrderWords:
    """What a question's words hold of an order's (engine.words.meaning.holds_order), with the module's exception: the
    word a negation blocks is no name it cannot tell ('Is it true that a corps ... can't move in spring?': a rule
    asked about, no order)."""
    return replace(order_words(slots), unknown=False)


def _head_free(head: str, finder: Finder) -> bool:
    """Whether the words before a question's asking verb (a lead-in, a topic, a condition) name no order: no count of
    units, and a place gone to only in a condition on another's act ('if Russia asks again for the Marmara, ...')."""
    if not head.strip():
        return True
    slots = finder.find(_articles(head.rstrip(",: ")))
    held = order_words(slots)
    if holds_unit_count(held):
        return False
    low = [w.rstrip(",") for w in _words(head) if w.rstrip(",:") not in _FILLERS and not w.endswith(":")]
    if slots.places and _order_verbs(low) and not (low and low[0] in _CONDITIONS):
        return False                    # 'I want to land in Holland next turn, ...': an order of the writer's
    if goes(held):
        return len(low) > 1 and low[0] in _CONDITIONS and low[1] not in _WRITER and low[1] not in _MINE
    return True


def _judged(body: list[str], slots: Slots, low: list[str], finder: Finder) -> bool:
    """Whether the body of a question (its subject and verb phrase after the asking verb) asks no order."""
    verb, rest = body[0], body[1:]
    subject = rest[0] if rest else ""
    if verb in _MODAL and subject in _YOU:
        return len(rest) > 1 and rest[1] in _TELL and _no_order_named(slots, low)     # 'can you tell me if ...'
    if not _no_order_named(slots, low):
        return False
    if verb in _MODAL and _put_to_the_gm(verb, rest):
        return False                    # 'Could the fleet perhaps do something?': the GM asked to give it an order
    acts = _order_verbs(rest)
    if not acts:
        return True                     # 'is Saxony neutral', 'do the ships count toward my free ships'
    if slots.nations and not (subject and _named(subject, finder)):
        return False                    # 'is it OK to attack France?', 'do I need to declare war on Austria?'
    if _targets_named(rest, acts[0], finder):
        return False                    # 'is it OK to attack Austria?': the first act's target named, an order asked
    if verb in _BE and subject in ("it", "there", "that", "this"):
        return True                     # 'is it OK to attack with only 2 ships', 'is it allowed that the ships ...'
    if verb in _DO and subject in _WRITER:
        return len(rest) > 1 and rest[1] in _NEED      # 'do I need to declare anything', never 'do I attack ...'
    if subject in _WRITER or subject in _MINE or subject in ("the", "they", "these", "those"):
        return all(_object_indefinite(rest, i) for i in acts) and not slots.nations \
            and not _objects_named(rest, acts, slots)
    return not _acts_on_nation(rest, acts, slots, finder)     # 'can Prussia give me gold', never 'could Austria attack ...'


def _put_to_the_gm(verb: str, rest: list[str]) -> bool:
    """Whether a modal question about the writer's units or the writer asks the GM to act for him: the units as its
    subject ('the fleet', 'my ship') with a modal other than 'can' ('could the fleet ...', 'would my armies ...'), or
    a word of a polite request or a vague act ('perhaps', 'please', 'something')."""
    units = len(rest) > 1 and rest[0] in ("the", "my", "our") and rest[1] in UNIT_WORDS
    if not units and (not rest or rest[0] not in _WRITER):
        return False
    return units and verb not in ("can", "can't") or bool(_POLITE.intersection(rest))


_POLITE = frozenset("perhaps please pls plz maybe kindly somehow something".split())


def _no_order_named(slots: Slots, low: list[str], goes: bool = True) -> bool:
    """Nothing of an order of the writer's: no place gone to, no count of units sent somewhere, no condition on an
    order ('if ...' only before or after the question, of being or having)."""
    if goes and any(p.role == "to" for p in slots.places):
        return False
    if (slots.numbers or slots.other_counts) and slots.nouns and any(p.role in ("to", "from") for p in slots.places):
        return False
    for i, w in enumerate(low):
        if w in _CONDITIONS and not (i and low[i - 1] in ("me", "know", "wonder", "wondered", "tell", "see")):
            after = [x.strip(",?") for x in low[i + 1:i + 5]]
            if [k for k in _order_verbs(after) if after[k] not in ("pay", "give", "ask", "asks")] \
                    and not any(x in _STATE or x in _BE for x in after):
                return False            # 'if they attack, can we ...': maybe an order hung on it
    return True


def _order_verbs(words: list[str]) -> list[int]:
    """The positions of order verbs among words (the lexicon's exact and weak verbs)."""
    return [i for i, w in enumerate(words) if (w in ORDER_EXACT or w in WEAK_VERBS or w in _ORDER_VERBS)
            and w not in UNIT_WORDS]


def _object_indefinite(words: list[str], at: int) -> bool:
    """Whether the order verb at `at` has an object naming nothing (anything, that, it), a bare plural unit word
    ('build ships'), no object ('can I build?', 'can they march'), or a place it is done in ('build in Copenhagen')."""
    nxt = words[at + 1] if at + 1 < len(words) else ""
    if not nxt or nxt in _INDEFINITE or nxt in ("in", "at", "with", "next", "this", "every", "already", "now", "and",
                                                "or", "to", "there", "here", "on", "during", "before", "after", "for"):
        return True
    return nxt in UNIT_WORDS and nxt.endswith("s") and nxt not in ("corps",)


def _targets_named(words: list[str], at: int, finder: Finder) -> bool:
    """Whether the order verb at `at` is said of a place or nation named just after it ('attack Austria', 'attack the
    French', 'invade Holland'), past an article."""
    nxt = [w for w in words[at + 1:at + 4] if w not in ("the", "a", "an", "on", "into", "in", "to")][:1]
    return bool(nxt) and (nxt[0].isdigit() or _named(nxt[0], finder))


def _named(word: str, finder: Finder) -> bool:
    """Whether a word in lower case is a place's name or another nation's ('austria', 'hanover')."""
    return finder.names_place_or_nation(word[:1].upper() + word[1:])


def _objects_named(words: list[str], acts: list[int], slots: Slots) -> bool:
    """Whether an order verb acts on something named (a nation, 'the fleet', 'my armies'): an order asked."""
    for i in acts:
        nxt = words[i + 1] if i + 1 < len(words) else ""
        if nxt in ("the", "my", "our", "his", "her", "its", "their", "corps"):
            return True
    return False


def _acts_on_nation(words: list[str], acts: list[int], slots: Slots, finder: Finder) -> bool:
    """'Could Austria attack Bavaria?', 'could the Russians attack Prussia': another's order on a nation or a place,
    maybe asked; 'can Prussia give me gold' acts on the writer only."""
    return any(words[i] in ("attack", "attacks") or words[i] in WEAK_VERBS for i in acts) and bool(slots.places
                                                                                                  or len(slots.nations) > 1)


def _question_body(low: list[str]) -> list[str] | None:
    """The words of a question from its asking verb on, past its lead-in, its topic or condition before a comma;
    None when it is no question of this shape."""
    words = list(low)
    for k, w in enumerate(words[:12]):
        if w.endswith(":") and any(x.strip(":,") in _LEAD for x in words[:k + 1]):
            words = words[k + 1:]       # 'Question:', 'I also want to ask:'
            break
    words = [w.strip(":") for w in words]
    if len(words) > 3 and words[:2] in (["can", "i"], ["may", "i"]) and words[2].rstrip(",") == "ask":
        words = words[3:]               # 'Can I ask, do the ships ...'
    k = 0
    while k < len(words) and words[k].rstrip(",") in _FILLERS:
        k += 1
    words = words[k:]
    found = _in_words(words)
    if found:
        return list(_ASKED_IN_WORDS) + [w.strip(",?") for w in words[found:]]     # 'please tell me if the ships can ...'
    if not words:
        return None
    first = words[0].rstrip(",")
    if first in _ASKING:
        return [w.strip(",?") for w in words]
    if first in _WH and len(words) > 1 and words[1] in _ASKING:
        return [w.strip(",?") for w in words[1:]]
    for k, w in enumerate(words[:14]):
        if w.endswith(",") and k + 1 < len(words) and words[k + 1] in _ASKING:
            return [x.strip(",?") for x in words[k + 1:]]   # 'the Infantry I build this turn, can they march ...'
    return None


def _in_words(words: list[str]) -> int:
    """Where the body of a question asked in words begins ('please tell me if ...', 'can you tell me after the turn
    if ...', 'I wonder whether ...'), 0 when it is not asked so."""
    for k, w in enumerate(words[:6]):
        if w in ("tell", "know", "wonder", "wondered", "confirm") and (k == 0 or words[k - 1] in (
                "please", "you", "me", "let", "i", "to", "could", "can", "pls", "plz")):
            for j in range(k + 1, min(len(words), k + 8)):
                if words[j] in ("if", "whether"):
                    return j + 1
            return 0
    return 0


def _tagged(low: list[str]) -> list[str] | None:
    """The statement before a tag asking for the GM's word ('I want to land in Holland next turn, is that OK?', 'it
    has no owner right?', 'I have armies in 86, 87, 89 and 90 I think?'), None when there is no tag."""
    if not low or not low[-1].endswith("?"):
        return None
    words = [w.rstrip("?,") for w in low]
    for tag in _TAGS:
        if len(words) > len(tag) + 1 and tuple(words[-len(tag):]) == tag:
            return [w.rstrip(",") for w in words[:-len(tag)]]
    return None


def _statement_of_no_order(words: list[str], finder: Finder, reads: Callable[[str], bool]) -> bool:
    """A statement under a tag that gives no order: a plan for a later turn naming no unit of the writer's, or a state
    ('it has no owner', 'I have armies in 86, 87, 89 and 90')."""
    text = " ".join(words)
    if reads(text):
        return False
    slots = finder.find(_articles(text))
    if firm(_asked(slots)):
        return False
    if later_turn(text) is not None:      # 'I want to land in Holland next turn, is that OK?': a note the GM keeps
        return not slots.numbers and not slots.other_counts and not any(p.role in ("to", "at") for p in slots.places)
    return _state(words, slots)


def _state(words: list[str], slots: Slots) -> bool:
    """'I have only 5 cheese', 'They have 3', 'we have a deal', 'it has no owner', 'I have armies in 86 and 87': a
    subject and a verb of having, no verb of an order, no place gone to or come from."""
    if len(words) < 2:
        return False
    k = next((i for i, w in enumerate(words[:3]) if w in _STATE), -1)
    if k < 1 or _order_verbs(words[:k]) or words[0] in ("if", "when", "unless"):
        return False
    if _order_verbs(words[k + 1:]) or slots.stays or any(p.role in ("to", "from") for p in slots.places):
        return False
    return not _CONDITIONS.intersection(words) and not _CORRECTIONS.intersection(words)


def beside_question(sentence: str, finder: Finder, reads: Callable[[str], bool]) -> bool:
    """Whether a sentence beside a question to the GM gives no order (a hedge, a feeling, a report, a state, the
    writer's own answer of no order), clause by clause at ', ' (module list)."""
    said = sentence.strip().strip("*_\"'()[]").strip()
    if not said or "?" in said or len(said.split()) > _MOST_BESIDE:
        return False
    low = [w.rstrip(".!,") for w in _words(said)]
    if _own_answer(low, finder.find(said.rstrip(".!"))):
        return True                     # 'So no builds.': no order, however the grammar takes it
    if reads(said.rstrip(".!")):
        return False
    if any(w in ("->", ">", "=>", "\u2192", "=") for w in said.split()):
        return False
    return all(_beside_clause(c.strip(), finder, reads) for c in said.replace("; ", ", ").split(", ") if c.strip())


def _beside_clause(clause: str, finder: Finder, reads: Callable[[str], bool]) -> bool:
    low = [w.rstrip(".!,") for w in _words(clause)]
    low = [w for w in low if w and w not in ("...", "..")]
    if not low:
        return True
    slots = finder.find(_articles(clause.rstrip(".!")))
    held = _asked(slots)
    if firm(held) or goes(held) or _CORRECTIONS.intersection(low):
        return False
    if any(len(w) == 1 and w not in ("a", "i") and not w.isdigit() for w in low):
        return False                    # a unit's letter said small
    if all(w in _ANSWER_WORDS for w in low) and not ({"if", "then"} & set(low)):
        return True                     # 'I think yes', 'probably not lol', 'I hope so'
    if _nothing_of_an_order(low, slots):
        return True                     # 'I want to be ready if France comes east', "I'm new"
    if _own_answer(low, slots):
        return True
    if _state(low, slots):
        return not slots.nouns or not slots.places or all(p.role in ("", "stands") for p in slots.places)
    if _staying(low, slots, finder):
        return True
    hedge = next((len(h) for h in _HEDGES if tuple(low[:len(h)]) == h), 0)
    if not hedge:
        return False
    rest = low[hedge:]
    if _state(rest, finder.find(_articles(" ".join(rest)))):
        return True                     # 'I think I have 3'
    if _staying(rest, slots, finder):
        return True
    if rest[:1] and rest[0] in _WRITER and _order_verbs(rest) and (slots.places or slots.nations or slots.nouns
                                                                     or slots.numbers or slots.other_counts):
        return False                    # 'I think I can build 2 armies in 12': the writer's order, maybe
    if slots.places or slots.numbers or slots.other_counts or slots.nouns and _order_verbs(rest):
        return False
    return not (rest[:1] and rest[0] in ("to", "we", "i") and slots.nations)


def _nothing_of_an_order(low: list[str], slots: Slots) -> bool:
    """A clause naming nothing an order is made of: no unit, unit word, count, place, arrow, word of an order that needs
    no unit ('war', 'alliance'), verb of an order, negation or correction; a nation only as another's subject."""
    if slots.units or slots.nouns or slots.numbers or slots.other_counts or slots.places or slots.arrow \
            or slots.correction or slots.order_words or slots.stays or _order_verbs(low):
        return False
    if any(w in _NEGATIONS or w.endswith("n't") for w in low) or any(c.isdigit() for w in low for c in w) \
            or _acting(low):
        return False
    return not slots.nations or not _WRITER.intersection(low) or any(w in _CONDITIONS for w in low)


def tells_to_act(sentence: str) -> bool:
    """Whether a sentence beside a question tells the GM to act on what it asks ('Then do it.', 'If so, yes.', 'Go
    ahead.', 'If yes I want one.'): beside a question judged here, the line is the order asked, never talk."""
    low = [w.rstrip(".!,") for w in _words(sentence)]
    return _acting(low) or any(w == "if" and low[i + 1:i + 2] in (["so"], ["yes"], ["possible"])
                               for i, w in enumerate(low))


def _acting(low: list[str]) -> bool:
    """Whether a clause tells the GM to act on what was asked ('Then do it.', 'Go ahead.', 'If yes I want one.', 'Yes
    please do.'): a verb of doing or wanting, never 'want to be / see / know'."""
    for i, w in enumerate(low):
        if w in _ACTING and not (w in ("want", "wants", "like") and low[i + 1:i + 3] in (["to", "be"], ["to", "see"],
                                                                                      ["to", "know"], ["to", "ask"])):
            return True
    return False


_ACTING = frozenset("""do does doing done want wants like go ahead proceed let's lets please same""".split())
_NEGATIONS = frozenset("not no never nothing none cannot nor".split())


def _staying(low: list[str], slots: Slots, finder: Finder) -> bool:
    """'they just stay in the channel', 'My corps just sit there (I suppose)': units told of only as 'they' or a plural
    unit word stay where they are; no letter, no count, no place gone to, no other verb of an order: no order at all."""
    if len(low) < 2 or slots.units or slots.numbers or slots.other_counts or slots.arrow:
        return False
    if low[-2:] == ["i", "suppose"]:
        low = low[:-2]
    k = 1 if low[0] in ("they", "these", "those") else 2 if low[0] in ("my", "our", "the") and len(low) > 2 \
        and low[1] in UNIT_WORDS and (low[1].endswith("s") or low[1] == "corps") else 0
    while 0 < k < len(low) and low[k] in ("just", "all", "simply", "will", "can", "only"):
        k += 1
    if not 0 < k < len(low) or low[k] not in _STAYS:
        return False
    rest = low[k + 1:]
    return not _order_verbs(rest) and not slots.nations and not any(c.isdigit() for w in rest for c in w) \
        and not any(p.role in ("to", "from") for p in slots.places)


_STAYS = frozenset("stay stays sit sits remain remains wait waits rest rests".split())


def _own_answer(low: list[str], slots: Slots) -> bool:
    """'Not this turn anyway', 'So no builds', 'If not just leave it', 'no builds then': the writer answering his own
    question with no order (a leave said of 'it' or 'them' only, a 'no' before a plural of orders)."""
    if slots.places or slots.numbers or slots.other_counts or slots.nations:
        return False
    if any(w == "if" and low[i + 1:i + 2] in (["so"], ["yes"], ["possible"]) for i, w in enumerate(low)):
        return False                    # 'If so, yes.': an answer that acts, the order asked
    if "leave" in low and not any(w in ("it", "them", "alone") for w in low[low.index("leave") + 1:]):
        return False
    return all(w in _OWN_ANSWER or w in _PLURAL_ORDERS and i and low[i - 1] == "no" for i, w in enumerate(low))


def _articles(text: str) -> str:
    """The text with a small 'a' before a word made 'any' ('a corps which gets new divisions'): an article, never the
    unit lettered A (a capital A, or 'corps a', stays one)."""
    raw = text.split(" ")
    out = []
    for i, w in enumerate(raw):
        if w == "a" and i + 1 < len(raw) and raw[i + 1][:1].isalpha() and (i == 0 or raw[i - 1].casefold() not in (
                "corps", "army", "fleet", "squadron", "unit", "unit", "-")):
            out.append("any")
        else:
            out.append(w)
    return " ".join(out)


def _words(text: str) -> list[str]:
    """The words of a text in lower case, the marks around them stripped but for ',', ':' and '?' after them."""
    out = []
    for x in text.split():
        w = x.strip(".;!\"'()[]*_").casefold().replace("\u2019", "'")
        if w:
            out.append(w)
    return out


_DOUBT_SAID = " is said in doubt, not as an order"


def doubt_of_nothing(reason: str) -> bool:
    """Whether a refusal is for a sentence said in doubt (engine.words.proposals) that is only a hedged answer
    ("'probably not lol' is said in doubt"): a refusal for want of an order, the questions pass's to judge."""
    at = reason.find(_DOUBT_SAID)
    if at < 3 or reason[0] not in "'\"" or reason[at - 1] != reason[0]:
        return False
    return all(w.rstrip(".!,") in _ANSWER_WORDS for w in _words(reason[1:at - 1]))
