"""A sentence that tells how things stand or what happened, or how the writer feels, and orders nothing (issue 22,
round 19).

Players explain, complain and tell news between their orders: 'So now we are at war with Austria finally.', 'The
French declared war on us. Ok.', 'The Pope will not be happy haha', 'I am Adoen, I know I have almost nothing, my
country is occupied :(', 'Denmark stays out of the wars this month, we are too small.', 'I hope the British fleet
will protect me!'. They name a nation, a place or a war, so the readers before kept them as orders not read. The
grammar and who acts tell them from orders, never a list of sentences; the sentence is cut into clauses (at commas,
semicolons and 'and'/'but'/'so'/'because' before a new subject), and each clause must be one of:

- **a state** (a verb of being or having): 'we are at war with X', 'already allied with X', 'neutral', 'small',
  'broke', 'an island', 'I have almost nothing', 'Manarth is a small country', 'I am Adoen';
- **another's act told**: past or perfect ('The French declared war on us', 'have chosen war'), future or modal
  ('will not be happy', 'will try something'), in progress ('are building boats at Portsmouth'), a plain present of
  no order ('It does not.');
- **the writer's feeling, hope or thought**: 'I hope ...' of another's act, 'I am confused', 'we are tired of ...',
  'I think/know ...' before a clause of these kinds, 'sorry', 'good luck', 'haha';
- **the writer's nation staying at peace, out of the wars or neutral**: no ruleset has an order of neutrality
  (docs/rules), so it is a state.

The writer's claim of a war, a peace or an alliance ('we are at war with Austria', 'we are tired of this war with
Berdain', 'Prussia stays at peace with everyone') is set aside only when the position agrees: 'we are at war with
Austria now' while the two are at peace may be meant as the declaration, and stays refused with it offered. Never a
state: the writer or his nation (or its sovereign: 'The Emperor marches on Vienna') acting with a verb of an order in
the present, the future or a wish ('We declare war on France', 'Spain declares war on Portugal' from Spain, 'I want
to help'), a passive ('are allowed through'), an imperative, a hope of the writer's own unit ('I hope corps D reaches
Baden': round 17's, asked), a unit of the writer's named, a count, a digit, an arrow, a correction, a condition or
a question, a place gone to or left, a place added at the end ('... and Lef Oasis'); another's verb of an order in
the present, as a command or a will ('Austria stays put', 'The Austrians shall pay for this', 'they will attack'),
news of a war or a peace between two other nations ('Crimsonia has declared war on Adoen': refused, as round 16),
'is going to', a subject that may be the writer's units ('they', 'the one left', 'the rest', 'the fleet'), the GM.
One pass over at most 60 words."""

from __future__ import annotations

from dataclasses import replace

from engine.words import patterns as re
from engine.words.lexicon import CONDITIONS, NOT_WORDS, WEAK_VERBS, is_order_word
from engine.words.meaning.holds_order import firm, goes, order_words
from engine.words.meaning.slots import Finder, Slots
from engine.words.meaning.talk import TALK_WORD
from engine.words.meaning.verbs import classes
from engine.words.talk_lines import own_forms

__all__ = ["FEELING", "NEWS", "STATE", "KINDS", "leads_on", "state_cuts", "state_told", "without_emoticons"]

STATE = "tells how things stand, no order given"
NEWS = "tells another's act, no order of ours"
FEELING = "says how the writer feels, no order given"
KINDS = frozenset((STATE, NEWS, FEELING))

_MOST_CHARS, _MOST_WORDS, _MOST_SUBJECT = 300, 60, 6
_BE = frozenset("am is are was were be been being 'm 're 's i'm we're they're it's that's he's she's there's".split())
_BE_LEADS = {"i'm": "i", "we're": "we", "they're": "they", "it's": "it", "that's": "that", "he's": "he",
             "she's": "she", "there's": "there"}
_HAVE = frozenset("have has had 've i've we've they've".split())
_DO = frozenset("do does did don't doesn't didn't".split())
_MODALS = frozenset("""will would shall should may might can could must won't wouldn't shan't can't cannot couldn't
    'll i'll we'll they'll it'll""".split())
_NEGATIONS = NOT_WORDS         # engine.words.lexicon's: glued negations are looked at apart
_ADVERBS = frozenset("""not never already still now too so very even all really just also quite only almost always
    finally pretty definitely probably clearly surely again yet longer certainly truly""".split())
# Words that hang a clause on something, change an order or ask: never a state.
# The conditions are engine.words.lexicon's but 'provided', 'providing': 'We are provided with ...' says how things
# stand.
_BLOCKED = CONDITIONS - frozenset(("provided", "providing")) | frozenset("""instead rather except cancel scratch
    forget ignore disregard undo actually wait please let let's lets should must choose chooses decide decides
    discretion allow allows allowed permit permits permitted pass passage through access grant grants""".split())
_OPENERS = frozenset("""so now also and but ok okay well anyway finally sadly alas oh ah yes btw meanwhile then
    hmm haha lol honestly frankly""".split())
_TAILS = frozenset("""haha hahaha lol lmao ok okay finally now already anyway though too either yet again this that
    month turn year time round season for as usual sadly""".split())
_TALK = frozenset("""sorry everyone everybody all guys thanks thank you good luck have fun fun bad news great
    news well done sad oh no haha lol ok okay alas nice cheers hello hi bye phew damn ugh yay hooray
    boo new job and no time""".split())
_FRAMES = frozenset("""think thought guess believe know knew fear feel suppose expect suspect reckon understand
    heard hear see saw notice noticed""".split())
_HOPES = frozenset("hope hoped trust pray".split())
_FEELINGS = frozenset("""confused tired sick bored sorry sad happy glad afraid scared worried nervous angry annoyed
    upset disappointed sure unsure certain excited proud fine ok okay careful grateful thankful new lost weak
    small tiny poor broke busy ready finished done occupied surrounded beaten outnumbered isolated exhausted stuck
    doomed late fed alone brave big large strong rich island country kingdom empire nation republic power player
    friends friend friendly enemies enemy neutral allied allies at peace war safe quiet short far close closer near
    nearer interested hungry""".split())
# Participles of a state, never done to the subject by an order ('my country is occupied'): not a passive order.
_STATE_PARTICIPLES = frozenset("""occupied surrounded beaten outnumbered isolated exhausted confused tired bored
    worried scared annoyed surprised interested finished done stuck allied doomed fed used""".split())
_PARTICIPLES = frozenset("""given sent paid built made taken let granted kept left brought held bought sold lent shown
    seen told won lost beaten driven thrown chosen gone come begun done written spoken broken been""".split())
_IRREGULAR_PAST = frozenset("""went came took gave made sat stood held fought fell rode ran saw brought bought sought
    began left kept felt sent got found led won lost burnt struck said told thought knew heard wrote spoke chose
    broke was were had did""".split())
_SELF_WORDS = frozenset("i we me us my our myself ourselves".split())
_OUR_NOUNS = frozenset("""country nation kingdom empire republic people realm land lands state government court
    emperor empress king queen tsar czar sultan khan kaiser shah majesty highness sovereign council senate""".split())
_OTHERS = frozenset("they he she it that this there them everyone everybody nobody someone somebody".split())
# Words of a subject that may be the writer's units left or named before ('The one left stays', 'the rest').
_LEFT_OVER = frozenset("one ones rest others other remaining remainder left last first second both each all".split())
_RELATIONS = {"war": "war", "wars": "war", "peace": "peace", "neutral": "peace", "allied": "ally", "allies": "ally",
              "ally": "ally", "alliance": "ally", "alliances": "ally", "friends": "ally", "enemies": "war"}
_ADDRESSED = frozenset("gm gms you referee umpire moderator host master".split())
_COMMANDING = frozenset("shall must".split())      # 'The Austrians shall pay for this': the writer commands
_STAYING = frozenset("stay stays staying remain remains remaining keep keeps".split())
_CLOSE = frozenset("close closer near nearer next due".split())
_CUTS = frozenset("and but so because since as while".split())
_NONE = frozenset("not no nothing".split())     # 'so not much this turn': what follows from the state
_MONEY_SAID = re.compile(r"\((\d{1,4}) ([A-Za-z]+)\)")
_EMOTICONS = re.compile(r"[:;]-?[()DPp/|](?!\w)|\^\^|<3")


def state_told(said: str, slots: Slots, finder: Finder) -> str | None:
    """The kind of a sentence that tells how things stand, another's act or the writer's feeling (STATE, NEWS,
    FEELING: the module's list), None when it may be an order or is none of them."""
    said = without_emoticons(said)
    money = [int(m.group(1)) for m in _MONEY_SAID.finditer(said) if m.group(2).casefold() in finder.meaning.money]
    if money and len(said) <= _MOST_CHARS:
        said = _MONEY_SAID.sub(" ", said)      # 'Adoen is broke (5 cheese)': the treasury said, no count
    # The module's exception: a name it cannot tell is a subject it judges itself ('The Pope will not be happy').
    held = replace(order_words(slots), unknown=False)
    if len(said) > _MOST_CHARS or "?" in said or firm(held) or held.counts or set(slots.numbers) - set(money) \
            or any(c.isdigit() for c in said) or any(q in said for q in ":\"\u201c"):
        return None             # a count said of the treasury is the module's own exception: 'broke (5 cheese)'
    low = [w.casefold().replace("\u2019", "'") for w in TALK_WORD.findall(said)]
    if not low or len(low) > _MOST_WORDS or _BLOCKED.intersection(low) and not _as_if(low):
        return None
    if _TAKING.intersection(low) or _order_named(low):
        return None                 # 'We shall reconquer Stepka's March', 'Retaking Liberty Downs, that is the plan',
                                    # "The Tsar's answer to the Porte is a declaration of war": an order's words
    if goes(held) and any(p.role == "from" or p.role == "to" and not _close_to(low) for p in slots.places) \
            or "away" in low:
        return None                 # a place gone to or left: maybe an order (the module's exception: a place one is
                                    # close to, 'we are close to Paris')
    if _ends_on_a_place(low, finder):
        return None                 # '..., there are no Maustrians there and Lef Oasis': a place added, maybe gone to
    kinds: list[str] = []
    for clause in _clauses(low):
        kind = _clause(clause, finder)
        if kind is None:
            return None
        if kind:
            kinds.append(kind)
    if not kinds:
        return None                 # plain talk: the remark readers' own
    return STATE if STATE in kinds else NEWS if NEWS in kinds else FEELING


# Verbs of taking or fighting for a place (engine.words.lexicon.WEAK_VERBS) that no state is said with: the sentence
# may be an order in words the reader does not list, refused, never set aside ('We shall reconquer Stepka's March').
_TAKING = WEAK_VERBS - frozenset("""keep keeps leave leaves help helps support supports make makes go goes going head heads
    follow follows protect protects guard guards court courts courting woo woos wooing break breaks""".split())
_ARTICLES = frozenset("a an our my the one".split())


def _order_named(low: list[str]) -> bool:
    """Whether a verb of being names an order as what something is ('... is a declaration of war', 'our answer is an
    alliance'): an order said as a statement, never how things stand."""
    for i, w in enumerate(low[:-1]):
        if w in _BE:
            k = i + 1
            while k < len(low) and low[k] in _ARTICLES:
                k += 1
            if k < len(low) and k > i + 1 and is_order_word(low[k]) and low[k] not in _RELATIONS:
                return True
    return False


def state_cuts(said: str, finder: Finder) -> list[tuple[str, str, str]]:
    """(the order, the clause, its kind) cuts of a sentence before a clause after a comma that tells how things stand,
    another's act or the writer's feeling ('Our two units go to Pratplatkof, there are no Maustrians there at the
    moment'): at most three commas, the last first; the head is the reader's to read as orders."""
    if len(said) > _MOST_CHARS or ", " not in said:
        return []
    out: list[tuple[str, str, str]] = []
    at = len(said)
    for _ in range(3):
        at = said.rfind(", ", 0, at)
        if at <= 0:
            break
        head, tail = said[:at].strip(), said[at + 2:].strip()
        kind = state_told(tail, finder.find(tail), finder) if head and tail else None
        if kind is not None:
            out.append((head, tail, kind))
    return out


def leads_on(said: str) -> bool:
    """Whether a sentence only leads on to the orders below it as what follows from a state told before it ('So:',
    'Therefore:', 'Hence my orders:'): no condition ('Then:', 'If so:') and nothing else."""
    low = [w.casefold() for w in TALK_WORD.findall(said) if w != ":"]
    return bool(low) and low[0] in _LEADS_ON and all(w in _LEADS_ON or w in ("my", "our", "the", "orders") for w in low)


_LEADS_ON = frozenset("so therefore hence thus accordingly".split())


def without_emoticons(said: str) -> str:
    """A sentence without its smileys (':(', ';)', '^^'): a colon of one leads into nothing."""
    return _EMOTICONS.sub(" ", said).rstrip() if ":" in said or ";" in said or "^" in said or "<" in said else said


def _as_if(low: list[str]) -> bool:
    """'as if it owned it', 'as though': a comparison, no condition; the only blocked word said so."""
    blocked = [i for i, w in enumerate(low) if w in _BLOCKED]
    return all(w == "if" and i and low[i - 1] == "as" for i, w in ((i, low[i]) for i in blocked))


def _close_to(low: list[str]) -> bool:
    """Whether every 'to' of the sentence follows a word of nearness ('too close to Constantinople'): no place gone to."""
    tos = [i for i, w in enumerate(low) if w in ("to", "into", "towards", "toward")]
    return bool(tos) and all(i and low[i - 1] in _CLOSE for i in tos)


def _clauses(low: list[str]) -> list[list[str]]:
    """The clauses of a sentence's words: cut at ',', ';', '(', ')' and at a joint before a new subject ('..., and I
    want to help', 'small now, but we are not finished')."""
    out: list[list[str]] = [[]]
    for i, w in enumerate(low):
        nxt = low[i + 1] if i + 1 < len(low) else ""
        if w in (",", ";", "(", ")", "-") or w in _CUTS and (nxt in _SELF_WORDS or nxt in _OTHERS or nxt in _BE_LEADS
                                                            or nxt == "the" or w == "so" and nxt in _NONE) and out[-1]:
            out.append([])
            continue
        out[-1].append(w)
    return [c for c in out if c]


def _clause(low: list[str], finder: Finder) -> str | None:
    """One clause's kind, '' for plain talk, None when it may be an order."""
    while low and low[0] in _OPENERS:
        low = low[1:]
    while low and low[-1] in _TAILS:
        low = low[:-1]
    if not low or all(w in _TALK for w in low) or low in (["not", "much"], ["nothing", "much"]):
        return ""                   # 'Sorry everyone.', 'so not much this turn' (never 'not' alone: 'not this turn')
    if low[:2] == ["bad", "news"] or low[:2] == ["good", "news"]:
        return "" if len(low) == 2 else None
    hoped = False
    if low[0] == "hopefully":
        low, hoped = low[1:], True
    elif len(low) > 2 and low[0] in ("i", "we") and (low[1] in _FRAMES or low[1] in _HOPES):
        hoped = low[1] in _HOPES
        low = low[3:] if low[2] == "that" else low[2:]
        if not low or low in (["so"], ["not"]):
            return FEELING          # 'I hope so', 'I think not'
    elif low[0] == "no" or not _has_verb(low, finder):
        return "" if _plain(low, finder) else None      # 'new job and no time', 'no alliances'
    return _judged(low, finder, hoped)


def _has_verb(low: list[str], finder: Finder) -> bool:
    return any(_verbal(w, finder) for w in low)


def _verbal(w: str, finder: Finder) -> bool:
    return w in _BE or w in _HAVE or w in _DO or w in _MODALS or w in _IRREGULAR_PAST or w in _BE_LEADS \
        or bool(classes(w, finder.meaning.verbs)) or len(w) > 4 and w.endswith("ed") \
        or w.endswith("s") and len(w) > 3 and bool(classes(w[:-1], finder.meaning.verbs))


def _plain(low: list[str], finder: Finder) -> bool:
    """Words with no verb that name nothing of an order: no nation, place or unit word; a word of war, peace or
    alliance only after 'no' ('no alliances'); no negation ('not this turn' may take an order back)."""
    if _NEGATIONS.intersection(low) or "nothing" in low or "none" in low:
        return False
    for i, w in enumerate(low):
        if w in _RELATIONS and not (i and low[i - 1] in ("no", "any")):
            return False
        if w in finder.nouns or w.rstrip("s") in finder.nouns or finder.names.known_nation(w) is not None \
                or finder.names.is_region(w) or w in finder.meaning.money:
            return False
    return True


def _judged(low: list[str], finder: Finder, hoped: bool) -> str | None:
    """A clause with a verb: its subject, its verb group and what follows (the module's list)."""
    if low[0] in _BE_LEADS:
        low = [_BE_LEADS[low[0]], "is", *low[1:]]
    k = next((i for i in range(min(len(low), _MOST_SUBJECT + 1)) if _verbal(low[i], finder)), None)
    if k is None or k == 0:
        return None                 # no subject: an imperative, or a verb first ('Make peace with Berdain')
    who = _who(low[:k], finder)
    if who is None:
        return None
    if hoped and who == "self":
        return None                 # 'I hope we reach Baden': the writer's own act hoped, asked (round 17)
    rest = low[k:]
    verb, after, told = _verb_group(rest, finder)
    if verb is None or who == "pronoun" and _places_named(after, finder) > 1:
        return None                 # 'they are too close to Constantinople and Brabant': 'they' may be units placed
    if who in ("thing", "pronoun") and (_names_units(low, finder) or who == "thing" and (
            _names_more(after, finder) or any(w in _RELATIONS for w in low) or bool(classes(verb, finder.meaning.verbs)))
            or verb != "be" and _names_more(after, finder)):
        return None                 # 'The GM can choose what the ships do', 'The Grand Vizier proposed war': the
                                    # writer's units, court or leave, maybe an order
    if verb == "be":
        return _state(who, after, low, finder, hoped)
    if verb == "have":
        if who == "self" and any(w in finder.nouns or w.rstrip("s") in finder.nouns for w in after):
            return None             # 'we have 3 ships in I': the writer's force, the retelling passes' own
        if after[:1] == ["to"]:
            return None             # 'I have to leave': what must be done, maybe an order
        return STATE if who == "self" else NEWS
    order_verb = bool(classes(verb, finder.meaning.verbs)) or verb.endswith("s") and bool(
        classes(verb[:-1], finder.meaning.verbs))
    if who == "self":
        if any(w == "to" and classes(x, finder.meaning.verbs) for w, x in zip(after, after[1:])):
            return None             # 'we want to help', 'does not mean to sit and watch': a will of an order
        if order_verb and not (verb in _STAYING and _at_peace(after, low, finder)):
            return None             # 'We declare war on France', 'I did not attack': the writer's own act
        if verb in _STAYING:
            return STATE if _at_peace(after, low, finder) else None
        if _names_more(after, finder):
            return None
        return FEELING if not told else STATE
    if who == "pronoun" and order_verb:
        return None                 # 'They go to Randomia', 'they are attacking': 'they' may be the writer's units
    if order_verb and (not told or _COMMANDING.intersection(low) or any(w in _MODALS for w in rest[:3])):
        return None                 # 'Russia declares war', 'The Austrians stay put', 'The Austrians shall pay for
                                    # this', 'they will attack': as the reader leaves them (a command, another's order)
    if any(w in _RELATIONS or w in ("declared", "declare") for w in low) and _third_nation(low, finder):
        return None                 # 'Crimsonia has declared war on Adoen': news of another's war, refused
    return FEELING if hoped else NEWS


def _who(subject: list[str], finder: Finder) -> str | None:
    """Who a clause's subject is: 'self' (the writer, his nation, its sovereign or country), 'other' (another nation
    or its people, or its units), 'pronoun' ('they', 'it', 'nobody'), 'thing' (a person or thing of no nation: 'the
    Pope'), None (the writer's units, a place, a name it cannot tell)."""
    words_ = [w for w in subject if w not in ("the", "a", "an", "of", "his", "her", "its", "their")]
    if not words_ or all(w in _ADVERBS for w in words_):
        return None                 # ', already agreed': no subject of its own, said of the order before it
    own = own_forms(finder.nation)
    nations = {finder.names.known_nation(w) for w in words_} - {None}
    if set(words_) & _SELF_WORDS or nations == {finder.nation} or any(w in own for w in words_):
        if any(w in finder.nouns or w.rstrip("s") in finder.nouns for w in words_):
            return None             # 'my army', 'the Prussian corps': the writer's units
        return "self"
    if nations:
        return "other"              # 'the French', 'the British fleet', 'Berdain' from Randomia
    if len(words_) == 1 and words_[0] in _OTHERS:
        return "pronoun"
    if any(w in finder.nouns or w.rstrip("s") in finder.nouns or finder.names.is_region(w) for w in words_) \
            or any(w in _OUR_NOUNS for w in words_):
        return None                 # 'the fleet', 'the ships', 'Bavaria', 'the Emperor': maybe the writer's own
    if set(words_) & _ADDRESSED or set(words_) & _LEFT_OVER:
        return None                 # 'The GM can choose ...', 'you': what is left to the GM is asked
    if len(words_) <= 2 and all(w.isalpha() for w in words_):
        return "thing"              # 'the Pope', 'the game', 'the borders'
    return None


def _verb_group(rest: list[str], finder: Finder) -> tuple[str | None, list[str], bool]:
    """The main verb of a clause ('be', 'have' or the verb), what follows it, and whether its tense tells (past,
    perfect, future, modal, in progress, negated with 'do')."""
    i, told, aux = 0, False, ""
    while i < len(rest) and (rest[i] in _MODALS or rest[i] in _DO or rest[i] in _ADVERBS or rest[i] in _NEGATIONS):
        told = True if rest[i] in _MODALS or rest[i] in ("did", "didn't") else told
        aux = aux or rest[i]
        i += 1
    if i >= len(rest):
        return ("be", [], True) if aux in _MODALS or aux in _DO else (None, [], False)  # 'or will be', 'It does not.'
    w = rest[i]
    after = [x for x in rest[i + 1:] if x not in _ADVERBS]
    if w in _BE:
        if after[:2] and after[0] == "going" and after[1:2] == ["to"]:
            return None, [], False                  # 'is going to': a will, maybe an order (as told_of)
        if after[:1] and after[0].endswith("ing") and after[0] not in ("nothing", "something", "everything"):
            return after[0], after[1:], True        # 'are building boats', 'are going'
        return "be", after, told or w in ("was", "were", "been")
    if w in _HAVE:
        if after[:1] and (after[0] in _PARTICIPLES or after[0].endswith("ed") and len(after[0]) > 4):
            return after[0], after[1:], True        # 'have chosen war', 'has been courting'
        return "have", after, told
    return w, after, told or w in _IRREGULAR_PAST or w.endswith("ed") and len(w) > 4


def _state(who: str, after: list[str], low: list[str], finder: Finder, hoped: bool) -> str | None:
    """A clause of being: what follows the verb is a state, never a passive order ('are allowed through') nor the
    writer's force; the writer's claim of a war, a peace or an alliance is checked against the position."""
    if not after:
        return NEWS if who != "self" else None
    if after[0] == "going" or after[0] == "to":
        return None                 # 'we are going to attack', 'is to be raised': a will, maybe an order
    if after[0] not in _STATE_PARTICIPLES and (after[0] in _PARTICIPLES or after[0].endswith("ed")):
        return None                 # 'The Russians are allowed through', 'are to be raised': done by the writer
    if any(w in finder.nouns or w.rstrip("s") in finder.nouns for w in after) and who in ("self", "pronoun"):
        return None                 # 'we are 3 armies strong', 'they are the ships of Carthage'
    if any(classes(w, finder.meaning.verbs) and w not in _RELATIONS and w not in _FEELINGS for w in after) \
            and who == "self":
        return None                 # 'we are off to attack', 'I am going west'
    if who == "self":
        return _claimed(after, low, finder)
    return FEELING if hoped else NEWS if who == "other" else STATE


def _claimed(after: list[str], low: list[str], finder: Finder) -> str | None:
    """The writer's state said ('we are at war with Austria', 'we are an island', 'I am Adoen'): a war, a peace or an
    alliance claimed with a nation named only when the position agrees; any other nation named: None."""
    said = {_RELATIONS[w] for w in after if w in _RELATIONS}
    others = {n for w in after if (n := finder.names.known_nation(w)) is not None and n != finder.nation}
    if not said:
        if others:
            return None             # 'we are with Spain': with whom and how, the player's to say
        return FEELING if any(w in _FEELINGS and w not in ("island", "country") for w in after[:3]) else STATE
    if not others:
        return STATE if "everyone" not in after and "all" not in after or _agrees(said, _everyone(finder), finder) \
            else None
    return STATE if _agrees(said, others, finder) else None


def _everyone(finder: Finder) -> set[str]:
    state = getattr(finder.names, "state", None)
    return {n.name for n in getattr(state, "nations", ())} - {finder.nation}


def _agrees(said: set[str], others: set[str], finder: Finder) -> bool:
    """Whether the position agrees with the writer's claim of war, peace or alliance with each nation of `others`."""
    state = getattr(finder.names, "state", None)
    if state is None or len(said) != 1 or not others:
        return False
    relation = next(iter(said))
    for other in others:
        at_war, allied = state.at_war(finder.nation, other), state.allied(finder.nation, other)
        if relation == "war" and not at_war or relation == "peace" and at_war or relation == "ally" and not allied:
            return False
    return True


def _at_peace(after: list[str], low: list[str], finder: Finder) -> bool:
    """'stays at peace (with everyone)', 'stays out of the wars', 'stays neutral': the writer's nation said to stay
    out of war, no order in any ruleset; the position must agree (at war with no one named, or no one at all)."""
    text = " ".join(after)
    if not (text.startswith(("at peace", "neutral", "out of")) and ("war" in text or "peace" in text
                                                                      or "neutral" in text or "it" in after[:3])):
        return False
    others = {n for w in after if (n := finder.names.known_nation(w)) is not None and n != finder.nation}
    return _agrees({"peace"}, others or _everyone(finder), finder)


def _third_nation(low: list[str], finder: Finder) -> bool:
    """Whether a clause names two nations neither of them the writer's, or one besides a subject not the writer
    ('The Spanish have made peace with Italy'): news of others' war or peace, refused (tests: news of war)."""
    named = {n for w in low if (n := finder.names.known_nation(w)) is not None}
    return finder.nation not in named and not _SELF_WORDS.intersection(low) and len(named) >= 1 and any(
        finder.names.known_nation(w) is not None for w in low[_subject_end(low, finder):])


def _subject_end(low: list[str], finder: Finder) -> int:
    return next((i for i in range(min(len(low), _MOST_SUBJECT + 1)) if _verbal(low[i], finder)), len(low))


def _ends_on_a_place(low: list[str], finder: Finder) -> bool:
    """Whether words end on a place (no nation's name) after 'and', 'or', 'then' or a comma ('... and Lef Oasis')."""
    for k in (1, 2, 3):
        if len(low) > k and low[-k - 1] in ("and", "or", "then", ","):
            name = " ".join(low[-k:])
            if finder.names.is_region(name) and finder.names.known_nation(name) is None:
                return True
    return False


def _places_named(words_: list[str], finder: Finder) -> int:
    """How many places words name, one word or two ('Brabant', 'Irish Sea')."""
    count, i = 0, 0
    while i < len(words_):
        if i + 1 < len(words_) and finder.names.is_region(f"{words_[i]} {words_[i + 1]}"):
            count, i = count + 1, i + 2
        else:
            count, i = count + bool(finder.names.is_region(words_[i])), i + 1
    return count


def _names_units(low: list[str], finder: Finder) -> bool:
    """Whether words name a unit word ('the ships', 'fleet')."""
    return any(w in finder.nouns or w.rstrip("s") in finder.nouns for w in low)


def _names_more(after: list[str], finder: Finder) -> bool:
    """Whether words after a verb name a nation, a place, a unit word or money: more than a feeling says."""
    return any(finder.names.known_nation(w) is not None or finder.names.is_region(w) or w in finder.nouns
               or w.rstrip("s") in finder.nouns or w in finder.meaning.money for w in after)
