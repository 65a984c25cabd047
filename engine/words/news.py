"""News and talk of others and of the past, set aside sentence by sentence, for every ruleset (issue 22, round 21,
helper Hw).

Beside their orders players tell what others did or said and what happened ('The Prussians won't like B but there
it is.', 'We have heard that Italy complains about our ships in the Strait.', 'The Council of Carthage has read the
GM's news of the Roman fleet in S and is not afraid.', 'Olof moved house and has no time.', 'Our army has sat in
Randomia long enough.'). The reader's rule that a line that may be an order is never talk refuses them when they
name a place, a nation or a unit. This pass, run once per message after the others that set prose aside
(engine.words.told_sentences), looks at the lines still refused for want of an order shape (the grammar's general
refusal, no fix, no other refusal naming them, no order read on the line) and sets one aside when every sentence of
it is either of a kind told_sentences knows or **news**:

- its subject is a third person: another nation or its people, court or ruler ('The Prussians', 'Italy', 'The
  Maustrians', 'the Swedes'), 'they', 'he', 'she' (engine.words.lexicon.THIRD_PERSONS) or a person named (a name
  that is no place, nation or unit), and its verb is no verb of an order said in the present ('The Austrians march
  to Bavaria' stays as the reader leaves it), or the verb is past ('Prussia declared war') or a state ('The
  Maustrians have 8 units and the General there');
- or its verb is past or perfect ('We discussed ...', 'has sat', 'We have heard that ...') and no verb of an order
  or of deciding ('We have decided to ...', 'our fleet sailed to ...' stay refused).

Never news, whatever the subject or the tense (engine.words.meaning.holds_order, the shared judgement): a question,
a condition, a correction or taking back, an arrow, units carried, a name the reader cannot tell, a stay, an
outcome, a unit of the writer with a verb of an order or a place gone to or from, a count said with a unit word
beside the writer's subject, a modal ('will', 'shall', 'must') of the writer, 'they' with a place gone to or a unit
word (the writer's units, maybe), a line sharing a place or unit with a line that stays refused
(told_sentences.without_neighbours). The sentence set aside is on the receipt with why ('news: ...'), so the GM
sees it. Cheap: at most `_MOST_SENTENCES` sentences of a line, `_MOST_WORDS` words of each looked at."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.order_sheet import NEWS, Chatter
from engine.words.clauses import sentences
from engine.words.lexicon import THIRD_PERSONS, is_order_word
from engine.words.meaning.holds_order import order_words
from engine.words.meaning.talk import TALK_WORD
from engine.words.meaning.verbs import classes
from engine.words.reading import DEMONYMS
from engine.words.story import read_context
from engine.words.told_sentences import file_aside, refusals_looked_at, sentence_kinds

if TYPE_CHECKING:
    from engine.words.sheet import Sheet

__all__ = ["news_aside", "news_of"]

_MOST_CHARS = 1600
_MOST_SENTENCES = 8
_MOST_WORDS = 80
_RELATIVES = frozenset("that which who whom whose where when".split())
_QUOTES = (":", '"', "\u201c", "\u201d", "'s orders")
_MOST_SUBJECT = 7               # words before the verb: a longer subject is no subject we tell
_AUX = frozenset("has have had is are was were 's 're 've been being".split())
_BE = frozenset("is are was were 's 're been being".split())
_PERFECT = frozenset("has have had 've".split())
_PAST_AUX = frozenset("had was were been".split())
_MODALS = frozenset("""will would shall should can could may might must do does did won't wouldn't can't couldn't
shan't shouldn't mustn't don't doesn't didn't 'll 'd""".split())
_ADVERBS = frozenset("""again already also still just once never ever long often always not finally now then lately
recently been all both""".split())
_IRREGULAR_PAST = frozenset("""went came took gave made sat stood held fought fell rode ran saw brought bought sought
began left kept felt sent got found led won burnt burned struck read heard told said spoke thought knew met spent
lost wrote sang slept ate""".split())
_REPORTING = frozenset("""say says said tell tells told write writes wrote hear hears heard learn learns learned learnt
think thinks thought believe believes believed know knows knew complain complains complained discuss discusses
discussed read reads report reports reported claim claims claimed fear fears feared want wants like likes hate
hates listen listens listened grumble grumbles grumbled argue argues argued worry worries worried""".split())
_DECIDING = frozenset("""decide decides decided order orders ordered command commands commanded resolve resolves
resolved decree decrees decreed direct directs directed determine determines determined choose chooses chose chosen
agree agrees agreed plan plans planned intend intends intended mean means meant wish wishes wished""".split())
# Words of a gift said with the receiver as the subject ('Spain gets 5 gold'): the writer's gift, maybe.
_GIVING = frozenset("gold money gift gifts tribute subsidy subsidies loan pay pays paid get gets receive receives".split())
# Words of war, peace and alliance: another nation's present act with one may be an order for it (refused as such).
_DIPLOMACY = frozenset("war peace alliance ally allies treaty truce declare declares annex annexes cede cedes".split())
_OWN = frozenset("we i our my us me ours mine let let's".split())
_STATE = frozenset("have has had hold holds held own owns keep keeps kept".split())
_SKIP = frozenset("the a an of".split())
# The writer's sovereign, court and ministers as a subject ('The Khan listened', 'The council has voted'): what they
# did is told; what they shall do may be the order (engine.words.decreed reads it).
_COURT = frozenset("""emperor empress king queen tsar czar tsarina sultan khan kaiser shah doge regent elector jarl
laird thane majesty government council cabinet ministry ministers minister lordships admiralty court senate diet
parliament chancellor generals marshals staff""".split())
# Openings of a clause of the writer's inside a sentence ('..., and we pay our debts').
_OWN_OPENINGS = (", and we ", ", but we ", " and we ", " but we ", " so we ", ", we ", "; we ", ", and i ", ", but i ",
                 " and i ", " but i ", " so i ", ", i ", "; i ")
_NOT_THEIRS = frozenset("to from at against with toward towards in into on near by over".split())
_PEOPLES = frozenset(w for forms in DEMONYMS.values() for w in forms if w.endswith(("s", "ish", "ch", "ese")))


def news_aside(sheet: Sheet) -> None:
    """The lines still refused whose every sentence is news or another kind of prose around the read orders (the
    module's docstring), filed as chatter naming why (the sheet's problems and chatter changed in place)."""
    if not sheet.problems or not sheet.orders or sheet.by_meaning is None:
        return
    context = read_context(sheet)
    if context is None:
        return
    done: dict[int, Chatter] = {}
    for p in refusals_looked_at(sheet, context):
        told = _told(p.text, context, sheet.by_meaning, sheet.nation)
        if told:
            done[id(p)] = Chatter(p.line, p.text, NEWS.format(kinds="; ".join(told)))
    file_aside(sheet, context, done, lambda p: p.text)


def _told(text: str, context: Any, meaning: Any, nation: str) -> list[str]:
    """Why each sentence of a refused line is no order, [] when one may be (or none is news)."""
    if len(text) > _MOST_CHARS:
        return []
    parts = [s for s in sentences(text.strip()) if s.strip(" .!*_()[]\"'")]
    if not parts or len(parts) > _MOST_SENTENCES:
        return []
    out: list[str] = []
    news = False
    for part in parts:
        said = part.strip().strip("()[]*_\"'").strip()
        kinds = sentence_kinds(said, context, meaning, nation)
        if kinds:
            out.append(f"{said!r}, {'; '.join(dict.fromkeys(kinds))}")
            continue
        why = news_of(said, context, nation)
        if why is None:
            return []
        news = True
        out.append(f"news: {said!r}, {why}, no order of ours")
    return out if news else []


def news_of(sentence: str, context: Any, nation: str) -> str | None:
    """Why a sentence is news (told of others or of the past, no order of the writer's), None when it may hold one."""
    if "?" in sentence or not sentence or any(q in sentence for q in _QUOTES):
        return None                 # 'Spain said: buy 2 armies in 58': the words quoted may be an order
    got = context.slots(sentence)
    if got is None:
        return None
    w = order_words(got, sentence)
    if w.conditions or w.correction or w.taking_back or w.arrow or w.carried:
        return None                 # 'If Ubliko takes the bribe ...', '... instead': what an order hangs on or changes
    if w.units and (w.gone or w.verbs) or w.gone and (w.unit_words or w.numbers):
        return None                 # 'corps B marched to Bavaria', '..., and 3 armies go to 15': maybe an order
    if any(_own_order(clause, context.finder) for clause in _own_clauses(sentence)):
        return None                 # '..., and we pay our debts', '... but we will take it': the writer's own act
    raw = TALK_WORD.findall(sentence)[:_MOST_WORDS]
    low = [x.casefold() for x in raw]
    if not low or classes(low[0], context.finder.meaning.verbs) or is_order_word(low[0]) or low[0] in _DECIDING:
        return None                 # 'Declare war on Italy.', 'Send help to Adoen.': a command, no subject told
    k = next((i for i in range(1, min(len(low), _MOST_SUBJECT + 1)) if _is_verb(raw[i], low[i], context.finder)), None)
    if k is None:
        return None
    if _RELATIVES.intersection(low[:k]):
        return None                 # 'the fleet that got beaten off Cadiz ... stays in port': the verb is the clause's
    who = _who(raw, low, k, context, nation)
    main, aux, modal = _main_verb(low, k)
    if main is None or main in _DECIDING:
        return None                 # 'The council has decided to ally with Russia': the decision, maybe the order
    if aux in _BE and (main.endswith(("ed", "en")) or main in _IRREGULAR_PAST):
        return None                 # 'The Russians are allowed through the Straits': done to them, maybe by us
    past = aux in _PERFECT or aux in _PAST_AUX or main in _IRREGULAR_PAST or main.endswith("ed") and main != "need"
    order_verb = bool(classes(main, context.finder.meaning.verbs)) and main not in _REPORTING
    money: frozenset[str] = getattr(context.finder.meaning, "money", frozenset())
    gives = bool((money | _GIVING).intersection(low))
    theirs = who in ("people", "court", "person") and (past or not order_verb or main in _STATE)
    held = past and set(classes(main, context.finder.meaning.verbs)) == {"hold"}    # 'has sat', 'stayed': no order
    if (w.unknown or w.stays and not held or w.outcome) and not theirs:
        return None                 # a stay, where units end, a name not told: the writer's, unless told of others
    if who == "court":
        if modal or order_verb and not past or w.unit_count or gives and not past:
            return None             # 'The Emperor shall raise ...', 'the King marches to ...': maybe the order
        return "told of the court's doing"
    if who in ("people", "person", "pronoun"):
        if who == "pronoun" and (w.gone or w.unit_words or w.units or w.places):
            return None             # 'They go to Rubygate', 'they sailed into the Lagoon': the writer's units, maybe
        others = set(w.nations) - {context.finder.names.known_nation(x) for x in low[:k]}
        if not past and (gives or others or _DIPLOMACY.intersection(low) or (w.numbers or w.counts) and main not in
                         _STATE or order_verb and main not in _STATE and (w.gone or w.units or w.unit_count or w.places)):
            return None             # 'The Austrians march to Bavaria', 'Spain gets 5 gold', 'Manarth declares war on
            #                         Maustria': an order for another nation, or the writer's: as the reader leaves it
        if who == "person" and (w.unit_count or w.gone or w.units or order_verb and not past):
            return None             # 'Davout takes 3 infantry to Saxony': a commander of the writer's, maybe
        return "told of another's doing" if who != "person" else "told of someone's doing"
    if modal or not past or w.unit_count or w.gone or w.unknown or w.stays and not held or w.outcome \
            or _DIPLOMACY.intersection(low) or gives \
            or order_verb and not held and (w.places or w.unit_words or w.nations):
        return None                 # 'we will ...', 'our fleet sailed to ...', '..., Vienna sues for peace'
    return "told of what was done, in the past"


def _own_clauses(sentence: str) -> list[str]:
    """The clauses of the writer's after the sentence's first ('..., and we pay our debts' -> 'we pay our debts')."""
    low = sentence.casefold()
    out: list[str] = []
    for opening in _OWN_OPENINGS:
        at = low.find(opening)
        if at > 0:
            out.append(sentence[at + len(opening) - len(opening.rsplit(" ", 2)[-2]) - 1:])
    return out


def _own_order(clause: str, finder: Any) -> bool:
    """Whether a clause of the writer's ('we pay our debts', 'we will take it') may give an order: a modal, or a
    verb of an order in the present."""
    low = [x.casefold() for x in TALK_WORD.findall(clause)[:_MOST_SUBJECT + 2]]
    for word in low[1:]:
        if word in _MODALS or word.endswith("'ll"):
            return True
        if word in _ADVERBS:
            continue
        return bool(classes(word, finder.meaning.verbs)) and word not in _REPORTING or word in _DECIDING
    return False


def _is_verb(written: str, word: str, finder: Any) -> bool:
    if not written[:1].islower():
        return False                # 'Count', 'March' written with a capital: a title or a name
    return word in _AUX or word in _MODALS or word in _REPORTING or word in _IRREGULAR_PAST or word in _DECIDING \
        or bool(classes(word, finder.meaning.verbs)) or len(word) > 4 and word.endswith("ed") \
        or word.endswith(("n't", "'ll"))


def _main_verb(low: list[str], k: int) -> tuple[str | None, str, bool]:
    """The verb after the auxiliaries and adverbs from `k`, its last auxiliary of tense ('' for none), and whether a
    modal came before it; a possession ('The Maustrians have 8 units') is its own main verb."""
    aux, modal = "", False
    i = k
    while i < len(low) and (low[i] in _AUX or low[i] in _MODALS or low[i] in _ADVERBS):
        if low[i] in _MODALS:
            modal = True
        elif low[i] in _AUX:
            aux = low[i]
        i += 1
    w = low[i] if i < len(low) else ""
    if not (w.isalpha() and (w in _REPORTING or w in _IRREGULAR_PAST or w in _STATE or w in _DECIDING
                             or w.endswith(("ed", "en", "ing", "s")) or classes(w))):
        return (aux, "", modal) if aux in _STATE and w != "to" else (None, "", modal)     # 'have 8 units'; 'have to'
    return w, aux, modal


def _who(raw: list[str], low: list[str], k: int, context: Any, nation: str) -> str | None:
    """The subject's kind: 'own' (the writer, its units or nation), 'pronoun' (they, he, she), 'people' (another
    nation, its people, ruler or court), 'person' (a name no place, nation or unit), None (anything else)."""
    subject = [i for i in range(k) if low[i] not in _SKIP and low[i].isalpha()]
    if not subject:
        return None
    finder = context.finder
    if any(low[i] in _OWN for i in subject):
        return "own"
    if any(low[i] in _COURT for i in subject) and all(
            finder.names.known_nation(low[i]) in (None, finder.nation) for i in subject):
        return "court"              # 'The Khan', 'The Council of Carthage' (the writer's): its doings told
    if low[subject[0]] in THIRD_PERSONS and len(subject) == 1:
        return "pronoun"
    for i in subject:
        if i and low[i - 1] in _NOT_THEIRS:
            continue                # 'the envoy to the Turks'
        known = finder.names.known_nation(low[i])
        if known is not None:
            return "own" if known == finder.nation else "people"
        if low[i] in _PEOPLES:
            return "people"         # 'the Swedes', a people of no nation in the game
    if any(low[i] in _COURT for i in subject):
        return "court"              # 'The Khan', 'His Majesty's Government', 'the council': the writer's court
    if any(low[i] in finder.nouns or low[i].rstrip("s") in finder.nouns for i in subject):
        return "own"                # 'our army', 'the fleet': the writer's
    if len(subject) == 1 and raw[subject[0]][:1].isupper() and k == 1:
        got = context.slots(raw[0])
        if got is not None and not (got.places or got.nations or got.units or got.nouns):
            return "person"         # 'Olof moved house'
    return None
