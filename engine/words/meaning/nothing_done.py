"""What the writer says his nation or his units will NOT do, or that a unit does nothing (issue 22, round 20).

Players say it in many words: 'we are NOT declaring war on anybody', 'No alliance for now, we stay neutral like
always.', 'Prussia stays out of the war for now.', 'I don't want to buy anything yet, I'll save my gold.', 'Our
frigate in Brie Bight keeps watch and does nothing more.', 'our frigates (2) in 52 stay where they are, no
fighting this turn.', 'We keep our galleons in the Fondue Sea out of trouble this turn (no orders for them).'
None of them gives an order: a careful GM sets them aside and says why on the receipt. Two kinds:

- **a negated order of the writer's nation** (`denied`): the writer or his nation (we, I, its name), a word of
  negation, a verb of an order, and nothing more than what it is denied of ('anybody', 'anything', 'an alliance',
  another nation) and a time ('for now', 'this turn', 'yet'); or 'no' and a kind of order ('No alliance for now');
  or the nation staying out of it ('we stay neutral', 'Prussia stays out of the war'). A remark after a comma
  that names nothing of an order may follow ('..., I'll save my gold', '..., we stay neutral like always');
- **a nothing-order of named units** (`nothing_for_units`): units of the writer (a head, or a unit word after
  'our', 'my', 'the') and only words of doing nothing after them ('stay where they are', 'does nothing more',
  'keeps watch', 'out of trouble', 'out of combat', 'stay home', 'no fighting', 'no orders for them', 'do not move
  otherwise'). Where the ruleset has a hold the reader reads it (engine.words.meaning.lines); else it is set
  aside.

Never set aside here (the sentence keeps today's reading: read, asked or refused): a condition or a doubt ('we
don't attack unless they do'), a correction, 'but' and what follows ('no builds, but move A to Baden': the order
is read), a place gone to, an arrow, a count that is no unit's count, another nation as the subject ('Prussia is
not moving' from France: a statement, talk as before), 'no trade with X' (an order of some rulesets: break trade).
A negation of an order the message also gives is asked, never one of them dropped (`contradicted`, called when
the sheet is made). Each test is one pass over the sentence's words."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from engine.order_sheet import NOT_UNDERSTOOD, Chatter, OrderProblem
from engine.words import patterns as re
from engine.words.clauses import sentences
from engine.words.lexicon import UNIT_WORDS
from engine.words.meaning.nothing_more import nothing_alone, nothing_more
from engine.words.meaning.slots import Slots
from engine.words.meaning.verbs import is_negation
from engine.words.not_moved import stay_of_denied_move
from engine.words.talk_lines import own_forms

from engine.words.story import read_context
from engine.words.unmoved import held_stay

if TYPE_CHECKING:
    from engine.words.meaning.lines import ByMeaning, Read
    from engine.words.sheet import Sheet

_WORD = re.compile(r"[\w'\u2019]+|->|=>|[,;:?()>\u2192]")
_LONGEST = 300          # characters: a denial is a short sentence

DENIED = "a denial: the writer says his nation does not do it, which gives no order"
NEUTRAL = "the writer's nation stays out of it, which gives no order"
NOTHING_FOR_UNITS = "units said to do nothing: those without orders stay where they are"
CONTRADICTED = ("{denial!r} denies an order the message also gives ({order}): which stands? ask the player "
                "(neither is dropped)")

# New sets (Sj merges them into engine.words.lexicon): the words of a condition, a doubt or a turn of mind beside a
# negation, which leave the sentence as it was read before ('we don't attack unless they do', 'no builds, but ...').
CONDITIONS = frozenset("""if unless provided providing otherwise once until till when whenever except but however
    instead rather maybe perhaps probably possibly might unsure wait actually""".split())
# Words before the denial that say nothing: a lead, and a hedge ending at 'but' ('dont know if this matters but').
_LEAD = frozenset("so and also oh ok okay well then btw fyi just note please".split())
_HEDGES = (("dont", "know", "if", "this", "matters", "but"), ("don't", "know", "if", "this", "matters", "but"),
           ("not", "sure", "if", "this", "matters", "but"), ("not", "sure", "it", "matters", "but"),
           ("dont", "know", "if", "it", "matters", "but"), ("don't", "know", "if", "it", "matters", "but"),
           ("just", "so", "you", "know"), ("for", "the", "record"), ("in", "case", "you", "wonder"),
           ("in", "case", "you", "wondered"), ("to", "be", "clear"))
# Who the writer's nation is, said as the subject; and the words between it and the negation.
_WE = frozenset("we i i'm we're i'll we'll our my".split())
_AUX = frozenset("""are am is will shall do does would 'll be been being going to want wants plan plans intend
    intends mean means wish wish need needs have has yet still currently really definitely certainly""".split())
# Verbs of an order (their forms) the writer may deny of his nation.
_VERBS = frozenset("""declare declares declaring declared war attack attacks attacking attacked buy buys buying bought
    build builds building built raise raises raising recruit recruits recruiting purchase purchases purchasing
    ally allies allying make making sign signing join joins joining send sends sending give gives giving spend
    spends spending invest invests investing annex annexes annexing sway swaying move moves moving march marches
    marching invade invades invading fight fights fighting""".split())
_MAKING = frozenset("buy buys buying build builds building raise raises raising recruit recruits recruiting purchase "
                    "purchases purchasing".split())
# What a denied verb may be said of: anybody, anything, a kind of order, a nation (checked by name), the words around.
_OF = frozenset("""anybody anyone anything any one nobody nothing none war wars peace alliance alliances alliance
    treaty treaties pact pacts new more on against with the a an of to for in either""".split())
# Kinds of order after 'no' ('No alliance for now', 'no war this year', 'no builds'); 'trade' is no such kind:
# 'no trade with X' may be an order (break trade) where the ruleset has one, asked as before.
_KINDS = frozenset("""alliance alliances war wars declaration declarations builds build building buying buys
    purchases recruits recruiting attack attacks attacking fighting fights treaty treaties pact pacts""".split())
# Times and remarks after a denial ('for now', 'this turn', 'yet', 'like always', 'thanks').
_TAIL = frozenset("""for now this turn season year month round time yet at all either again anymore any more
    like always as usual ever before thanks thank you please sorry right today here just""".split())
# Staying out of it ('we stay neutral', 'Prussia stays out of the war for now', 'we keep out of it').
_STAY = frozenset("stay stays remain remains keep keeps staying remaining".split())
_NEUTRAL = frozenset("neutral out of the war wars it fighting trouble peaceful at peace quiet".split())
# A reason after a denial opens so ('it is too expensive', 'because ...'): with no order's verb, unit or number.
_WHY = frozenset("it it's its that's because since too".split())
# A remark after a comma: keeping the money ('I'll save my gold'), staying neutral, thanks.
_SAVE = frozenset("""i'll we'll i we will save saves saving keep keeping my our the gold money cheese treasury
    cash ducats funds for later next turn instead""".split())

# A nothing-order of units: the words that may follow the units named ('stay where they are', 'does nothing more').
_IDLE = frozenset("""stay stays remain remains staying keep keeps keeping watch where they it is are put home at
    in port harbour harbor place still there nothing more else do does doing not don't dont doesn't move moves
    otherwise out of trouble combat fighting harm's harms way the this that turn season no orders order for them
    fight fights attack attacks anybody anyone and just simply will shall should quietly idle sit sits tight
    clear any lie low on station guard duty hold holds holding""".split())
_HOLD = frozenset("hold holds holding".split())
_NEGATED_IDLE = frozenset("move moves moving fight fights fighting attack attacks combat orders order".split())
# Words of keeping out of a fight, and the verbs of the candidate orders that say it where a ruleset has such an
# order (a ruleset's 'no combat'): there they are that order, read or asked, never set aside as doing nothing.
_COMBAT = frozenset("combat fighting fight fights attack attacks trouble harm harm's harms battle battles".split())
_STANCES = frozenset("avoid escape".split())
# What a nothing-order must say (one of them): otherwise 'the ships in D' is no sentence of doing nothing.
_IDLE_HEADS = (("where", "they", "are"), ("where", "it", "is"), ("does", "nothing"), ("do", "nothing"),
               ("keeps", "watch"), ("keep", "watch"), ("out", "of", "trouble"), ("out", "of", "combat"),
               ("out", "of", "harm's", "way"), ("stay", "home"), ("stays", "home"), ("at", "home"),
               ("no", "fighting"), ("no", "orders"), ("no", "order"), ("not", "move"), ("don't", "move"),
               ("dont", "move"), ("doesn't", "move"), ("sit", "tight"), ("stay", "put"),
               ("stays", "put"), ("clear", "of"), ("lie", "low"), ("on", "station"))
# Words of the subject: whose units, and where they are ('our frigates (2) in 52', 'the 4 at Odds End').
_OWN = frozenset("our my the these those both all two three four five six 2 3 4 5 6 ( )".split())


def _tokens(said: str) -> list[str]:
    return [w.casefold().replace("\u2019", "'") for w in _WORD.findall(said[:_LONGEST])]


def _unhedged(low: list[str]) -> list[str]:
    """The words past a lead and a hedge ('dont know if this matters but ...', 'So, ...')."""
    changed = True
    while changed and low:
        changed = False
        for hedge in _HEDGES:
            if tuple(low[:len(hedge)]) == hedge:
                low, changed = low[len(hedge):], True
        while low and (low[0] in _LEAD or low[0] == ",") and not changed:
            low, changed = low[1:], True
    return low


def _pieces(low: list[str]) -> list[list[str]]:
    """The sentence's pieces between commas, colons and brackets."""
    out: list[list[str]] = [[]]
    for w in low:
        if w in (",", ":", ";", "(", ")"):
            out.append([])
        else:
            out[-1].append(w)
    return [p for p in out if p]


def _own(word: str, own: frozenset[str]) -> bool:
    return word in _WE or word in own or word.removesuffix("'s") in own


def _negated(piece: list[str], own: frozenset[str], nations: frozenset[str]) -> bool:
    """'we are not declaring war on anybody', 'I don't want to buy anything yet', 'Prussia will not attack'."""
    at = next((i for i, w in enumerate(piece[:6]) if is_negation(w) and w not in ("no", "nothing", "none")), None)
    if at is None or at == 0 or not _own(piece[0], own) or not all(w in _AUX or _own(w, own) for w in piece[1:at]):
        return False
    rest = piece[at + 1:]
    while rest and rest[0] in _AUX:
        rest = rest[1:]
    if not rest or rest[0] not in _VERBS:
        return False
    making = rest[0] in _MAKING         # 'I do not build ship this time': the kind not made, no unit of the writer's
    return all(w in _OF or w in _TAIL or w in _VERBS or w in nations or making and w in UNIT_WORDS for w in rest[1:])


def _no_kind(piece: list[str], nations: frozenset[str]) -> bool:
    """'No alliance for now', 'no war this turn', 'no builds': a kind of order denied, a time at most."""
    if piece[0] != "no" or len(piece) < 2 or piece[1] not in _KINDS:
        return False
    return all(w in _KINDS or w in _TAIL or w in ("or", "and", "no", "with", "on", "against") or w in nations
               for w in piece[2:])


def _neutral(piece: list[str], own: frozenset[str]) -> bool:
    """'we stay neutral like always', 'Prussia stays out of the war for now', 'we keep out of it'."""
    if len(piece) < 3 or not _own(piece[0], own):
        return False
    at = next((i for i, w in enumerate(piece[1:4], 1) if w in _STAY), None)
    if at is None or not all(w in _AUX or _own(w, own) for w in piece[1:at]):
        return False
    rest = piece[at + 1:]
    return bool(rest) and rest[0] in ("neutral", "out", "at", "peaceful", "quiet") \
        and all(w in _NEUTRAL or w in _TAIL for w in rest)


def _remark(piece: list[str], own: frozenset[str]) -> bool:
    """A remark beside a denial: keeping the money, thanks ('I'll save my gold', 'Thanks for running this')."""
    if all(w in _TAIL for w in piece):
        return True             # 'as always', 'for now'
    if piece[0] in _WHY and not any(w in _VERBS or w in UNIT_WORDS or w.isdigit() or w in _STAY for w in piece):
        return True             # 'it is too expensive for us', 'because the money is short'
    if piece[0] in ("thanks", "thank", "cheers"):
        return all(w not in _VERBS and w not in UNIT_WORDS for w in piece)
    return any(w in ("save", "saving", "saves") for w in piece) and all(w in _SAVE or _own(w, own) for w in piece)


def denied(said: str, own: Iterable[str], nations: Iterable[str] = ()) -> str | None:
    """Why a sentence gives no order because the writer denies one of his nation or keeps it out of it (the module's
    first kind); None when it may be an order, a condition, or anything more. `own`: the writer's nation's words in
    lower case (name, demonym); `nations`: the other nations' words in lower case (what a denial may be of)."""
    if len(said) > _LONGEST or "->" in said or "\u2192" in said:
        return None
    low = _unhedged(_tokens(said))
    own_, others = frozenset(own), frozenset(nations) - frozenset(own)
    if not low or CONDITIONS & set(low) or any(w.isdigit() for w in low) or "?" in low:
        return None
    pieces = _pieces(low)
    why: str | None = None
    for piece in pieces:
        if _negated(piece, own_, others) or _no_kind(piece, others):
            why = why or DENIED
        elif _neutral(piece, own_):
            why = why or NEUTRAL
        elif why is None or not _remark(piece, own_):
            return None
    return why


_SAID_OF = frozenset("does do don't dont doesn't will shall should sit sits lie is are have has".split())


def _split_subject(low: list[str]) -> tuple[list[str], list[str]] | None:
    """The units named and what is said of them: cut at the first word of doing nothing that is no place's word."""
    for i, w in enumerate(low):
        if w in _STAY or w in _HOLD or w in _SAID_OF:
            return low[:i], low[i:]
    return None


def nothing_for_units(said: str, units: Iterable[str] = (), nouns: int = 0) -> bool:
    """Whether a sentence says named units of the writer do nothing (the module's second kind). `units`: the heads
    the reader found in it ('Corps B', 'squadron 1'); `nouns`: how many unit words it found. Where they are may be
    said after 'in' or 'at' ('in the Fondue Sea'); nothing after the verb may name a place or a number."""
    return idle_units(said, units, nouns) is not None


def idle_units(said: str, units: Iterable[str] = (), nouns: int = 0) -> str | None:
    """The words naming the units of a nothing-order as written ('our frigates (2) in 52'), None when the sentence
    is none (nothing_for_units)."""
    if len(said) > _LONGEST or "->" in said or "\u2192" in said or not (units or nouns):
        return None
    spans = [m.span() for m in _WORD.finditer(said[:_LONGEST])]
    low = _unhedged(_tokens(said))
    skipped = len(spans) - len(low)
    if low[-1:] == ["otherwise"]:
        low = low[:-1]          # 'The ships do not move otherwise': apart from the order given, never a condition
    if not low or CONDITIONS & set(low) or "?" in low:
        return None
    if low[0] in ("we", "i") and len(low) > 2 and low[1] in ("keep", "keeps", "leave"):
        low, skipped = low[2:], skipped + 2     # 'We keep our galleons in the Fondue Sea out of trouble': the units
        split = next((i for i, w in enumerate(low) if w in ("out", "where", "at", "quiet", "idle", "on")
                      and not (w == "at" and i + 1 < len(low) and low[i + 1] not in ("home", "anchor", "rest"))), None)
        if split is None:
            return None
        subject, rest = low[:split], low[split:]
    else:
        cut = _split_subject(low)
        if cut is None:
            return None
        subject, rest = cut
    head_words = {w for u in units for w in _tokens(u)}
    if not subject or not any(w in UNIT_WORDS or w in head_words for w in subject):
        return None
    at = next((i for i, w in enumerate(subject) if w in ("in", "at", "of", "off")), len(subject))
    if not all(w in _OWN or w in UNIT_WORDS or w in head_words or w.isdigit() for w in subject[:at]):
        return None            # 'our frigates (2)', 'Squadron 1', 'the 4'
    if any(w in _VERBS or w in _STAY or w in UNIT_WORDS or is_negation(w) for w in subject[at:]):
        return None            # where they are: a place's words, no verb, no other unit
    if any(w.isdigit() for w in rest):
        return None            # a number after the verb: may be where they go
    if not all(w in _IDLE or w in _TAIL or w in ("," , "(", ")", ":") for w in rest):
        return None
    said_of = [w for w in rest if w not in (",", "(", ")", ":")]
    for i, w in enumerate(said_of):     # a negation only of moving or fighting ('do not move', 'no fighting'):
        after = said_of[i + 1] if i + 1 < len(said_of) else ""      # 'stays in port, not this turn' is no idling
        if w == "nothing" and i and said_of[i - 1] in ("do", "does", "doing") \
                or is_negation(w) and w != "nothing" and after in _NEGATED_IDLE:
            continue
        if is_negation(w):
            return None
    text = " ".join(said_of)
    if not (said_of and said_of[0] in _STAY | _HOLD and all(w in _TAIL for w in said_of[1:])
            or any(" ".join(head) in text for head in _IDLE_HEADS)):
        return None             # ('Our 4 at Berdain stay.', 'The 4 at Odds End hold.' are; 'the ships in D' is not)
    return said[spans[skipped][0]:spans[skipped + len(subject) - 1][1]]


# The kinds a denial may be of, and the words of the orders' names (and fields) that give one.
_DENIED_ORDERS = (("war", ("war", "declare")), ("declar", ("war", "declare")), ("alli", ("alliance", "pact", "ally")),
                  ("pact", ("alliance", "pact")), ("build", ("build", "buy", "raise")), ("buy", ("build", "buy", "raise")),
                  ("bought", ("build", "buy")), ("purchas", ("build", "buy")), ("recruit", ("build", "buy", "raise")),
                  ("raise", ("build", "raise", "buy")), ("attack", ("attack",)), ("invad", ("move", "attack")),
                  ("invest", ("invest",)), ("annex", ("annex",)), ("sway", ("sway",)), ("spend", ("spend", "invest")),
                  ("give", ("gift",)), ("send", ("gift",)), ("mov", ("move",)),
                  ("march", ("move",)), ("fight", ("attack",)), ("neutral", ("war", "declare", "alliance", "pact")),
                  ("out of the war", ("war", "declare")))


def kinds_denied(said: str) -> frozenset[str]:
    """The words of the orders' names a denial is of ('not declaring war': 'war', 'declare')."""
    low = _tokens(said)
    joined = " ".join(low)
    return frozenset(k for stem, kinds in _DENIED_ORDERS if any(w.startswith(stem) for w in low) or " " in stem
                     and stem in joined for k in kinds)


def order_words(order: object) -> frozenset[str]:
    """An order's class name and its text fields, in lower case, cut in words ('DeclareWar': 'declare', 'war')."""
    parts = "".join(f" {c}" if c.isupper() else c for c in type(order).__name__).casefold().split()
    fields = getattr(order, "__struct_fields__", ())
    values = [getattr(order, f, "") for f in fields]
    parts += [w for v in values if isinstance(v, str) and len(v) < 40 for w in v.casefold().split()]
    return frozenset(parts)


def contradicted(denial: str, orders: Iterable[object]) -> object | None:
    """The order of the message a denial set aside negates ('No alliance for now' beside 'alliance w/ Austria'):
    the GM asks which stands. None when there is none."""
    kinds = kinds_denied(denial)
    if not kinds:
        return None
    return next((o for o in orders if kinds & order_words(o)), None)


def nothing_said(reader: ByMeaning, said: str, slots: Slots) -> str | None:
    """Why a sentence is no order: a denial of the writer's nation, or a nothing-order of units that gives none (a
    stay, where a hold is no order); None when it is neither, or the ruleset has an order for it (a hold: read by
    nothing_read; ships kept out of combat where that is a stance), or the units are not the writer's there."""
    finder = reader.finder()
    if finder is None or slots.arrow or slots.correction or any(p.role == "to" for p in slots.places):
        return None
    if not slots.units:         # unit words only as what is not made ('we do not build ships': denied checks)
        why = denied(said, own_forms(finder.nation), {w for n in slots.nations for w in n.casefold().split()}) \
            or nothing_more(said, own_forms(finder.nation), finder, denied)     # 'peace with nobody' (round 21)
        if why is not None or all(kind == "some" for kind, _ in slots.nouns):     # 'some': 'we' in some rulesets
            return why
    stayed = _stayed(reader, said, slots)
    return NOTHING_FOR_UNITS if stayed == [] else None


def _stayed(reader: ByMeaning, said: str, slots: Slots) -> list[object] | None:
    """What the units of a nothing-order staying give, read by the stays reader (engine.words.stays: the units must
    be the writer's and stand there): [] no order, the hold orders where a hold is one; None when it is no
    nothing-order, the ruleset has an order for its words, or the stays reader refuses the units."""
    subject = idle_units(said, slots.units, len(slots.nouns))
    if subject is None or _COMBAT & set(_tokens(said)) and reader.offers(_STANCES) or stay_of_denied_move(said):
        return None             # an order of the ruleset's ('stay out of combat': a ruleset's stance), or a move
    #                             denied, engine.words.unmoved's against the whole message ('The fleet does not move')
    for verb in ("stay", "stays"):
        got = reader.grammar(f"{subject} {verb}")
        if got is not None:
            return got
    return None


def nothing_read(reader: ByMeaning, said: str, slots: Slots, out: Read) -> bool:
    """The reader by meaning's hook (engine.words.meaning.lines): a denial or a nothing-order set aside with its
    reason on the receipt, or read as the hold of the units named where the ruleset's hold is an order; False when
    the sentence is neither (it keeps today's reading)."""
    why = nothing_said(reader, said, slots)
    if why is None and not (slots.arrow or slots.correction or any(p.role == "to" for p in slots.places)):
        held = _stayed(reader, said, slots)         # 'Corps B does nothing more': its hold, an order of the ruleset
        if held:
            out.orders.extend(held)
            out.by_meaning.append((said, "its hold"))
            return True
    if why is None:
        return _denied_then_ordered(reader, said, out)
    out.talk.append(said)
    out.asides[said] = why
    out.stay_units.update(slots.units)      # a unit ordered on another line: both asked (engine.words.sheet.meant)
    return True


def nothing_line(reader: ByMeaning | None, text: str) -> str | None:
    """Why a piece of a line the grammar refused gives no order: each of its sentences a denial or a nothing-order
    (nothing_said), one at least; None otherwise (engine.words.sheet reads it clause by clause)."""
    finder = reader.finder() if reader is not None and len(text) <= _LONGEST else None
    if reader is None or finder is None:
        return nothing_alone(text, reader.nation) if reader is not None else None     # 'austria naval: no fleet'
    why: str | None = None
    for part in (p for s in sentences(text) for p in s.split(";")):
        said = part.strip().strip("\"'()[]*_").rstrip(".!").strip()
        if not said:
            continue
        found = nothing_said(reader, said, finder.find(said))
        if found is None:
            return None
        why = why or found
    return why


def ask_denials(sheet: Sheet) -> None:
    """A denial set aside beside an order of the message it negates ('alliance w/ Austria' ... 'No alliance for
    now'): the GM asks which stands; the order is kept, the denial is no longer set aside (engine.words.sheet). Units
    said to do nothing that another line moves: both asked, by engine.words.unmoved's check of a stay (called as
    it is today; Sj routes it to the shared judgement)."""
    if not sheet.orders:
        return
    context: list[object] = []      # the read orders' context (engine.words.story), made once when a stay needs it
    for chat in list(sheet.chatter):
        if chat.reason.endswith(NOTHING_FOR_UNITS) and chat in sheet.chatter:
            said = chat.reason.removesuffix(NOTHING_FOR_UNITS).removesuffix(", ").partition(": ")[2].strip("'\"")
            subject = idle_units(said or chat.text, (), 1)
            if subject is not None:     # units said to do nothing that another line moves: both asked (unmoved)
                context = context or [read_context(sheet)]
                held_stay(sheet, chat, f"{_unbracketed(subject)} stay", context[0])
            if subject is not None and chat in sheet.chatter:
                _ask_where_moved(sheet, chat, subject)
            continue
        why = next((w for w in (DENIED, NEUTRAL) if chat.reason.endswith(w)), None)
        if why is None:
            continue
        said = chat.reason.removesuffix(why).removesuffix(", ").partition(": ")[2]
        said = said if said[:1] in ("'", '"') else chat.text        # the whole line set aside: its words
        live = [sheet.orders[i] for i in range(len(sheet.orders)) if i not in sheet.dropped and i not in sheet.held]
        order = contradicted(said, live)
        if order is not None:
            sheet.chatter.remove(chat)
            sheet.problems.append(OrderProblem(chat.line, chat.text, NOT_UNDERSTOOD, CONTRADICTED.format(
                denial=said.strip("'\""), order=type(order).__name__)))


def _ask_where_moved(sheet: Sheet, chat: Chatter, subject: str) -> None:
    """Units said to do nothing where another line's order starts or goes ('our frigates (2) in 52 stay where they
    are' beside '2 Frigates 52 -> 50'): the nothing-order refused, naming that order (kept); which stands is the
    player's to say."""
    finder = sheet.by_meaning.finder() if sheet.by_meaning is not None else None
    if finder is None:
        return
    where = {p.rid for p in finder.find(_unbracketed(subject)).places}
    for i in range(len(sheet.orders)):
        if i in sheet.dropped or i in sheet.held or sheet.lines[i] == chat.line:
            continue
        values = [getattr(sheet.orders[i], f, None) for f in getattr(sheet.orders[i], "__struct_fields__", ())]
        said = {v for v in values if isinstance(v, str)} | {x for v in values if isinstance(v, tuple) for x in v
                                                             if isinstance(x, str)}
        if where & said and order_words(sheet.orders[i]) & _MOVING:
            sheet.chatter.remove(chat)
            sheet.problems.append(OrderProblem(chat.line, chat.text, NOT_UNDERSTOOD, _MOVED_TOO.format(
                who=subject, line=sheet.lines[i], text=sheet.texts[i].strip())))
            return


_MOVING = frozenset("move moves ships sea attack retreat transport fleet squadron corps units armies".split())
_MOVED_TOO = "{who!r} do nothing, and line {line} ({text!r}) orders units there: which stands? ask the player"


def _unbracketed(text: str) -> str:
    """The words without what brackets hold ('our frigates (2) in 52': 'our frigates in 52'): a count said of the
    whole, never 'some of them stay'."""
    out, depth = [], 0
    for c in text:
        depth += c == "("
        if not depth:
            out.append(c)
        depth -= c == ")" and depth > 0
    return " ".join("".join(out).split())


def _denied_then_ordered(reader: ByMeaning, said: str, out: Read) -> bool:
    """'No builds, but A marches to Baden': the denial set aside, the order after 'but' read as a sentence of its own
    (an order said after a denial is never lost with it); False when the words before 'but' deny nothing."""
    finder = reader.finder()
    at = said.find(", but ")
    if finder is None or at <= 0 or said.find(", but ", at + 1) > 0:
        return False
    head, tail = said[:at], said[at + len(", but "):]
    head_slots = finder.find(head)
    if head_slots.units or head_slots.nouns or nothing_said(reader, head, head_slots) is None:
        return False
    kept = (len(out.orders), len(out.by_meaning), len(out.talk), out.stays)
    if reader.sentence(tail, out) is True and len(out.orders) + out.stays > kept[0] + kept[3]:
        out.talk.append(head)
        out.asides[head] = DENIED
        return True
    del out.orders[kept[0]:], out.by_meaning[kept[1]:], out.talk[kept[2]:]
    out.stays = kept[3]
    return False
