"""The story around a message's orders: a refused line that says again, in words, what the message's read orders
already say, or tells what goes on around them, set aside as talk (engine.order_sheet.RETOLD), seen at the level of
the message (issue 22, round 16).

A writer in character gives the orders, then tells them: 'Sicily is ours by right. Cyrenaica too, nobody uses it.'
beside moves into both, 'We go to Macedonia by sea, it's quicker.' beside the landing there, 'Both corps meet in
Saxony, the King wants a show of strength.' beside the two moves. Each was refused for want of an order shape, and
the message was not read. A GM reads the orders and passes over the telling. This pass runs once per message, after
the other passes (remarks, questions, comments), and only on a message with at least one order read. A line refused
for want of an order shape (the grammar's general refusal, a motion with no place or no unit said, a name it cannot
tell as a place; of the whole line, or of a piece of a line that gives no order) is set aside when it:

- names no place, no unit of the nation by its letter or number, no unit word of a kind no read order moves, no
  number, and no nation acted on ('march on Austria', a verb of attack, war, peace, alliance or gift beside it) that
  the read orders (their lines and their fields) do not also name; places the orders name may come in any order
  ('Belgica first, then Swabia' beside both moves), and another nation may be named in passing ('before the
  Austrians', 'the French ran north', 'since Russia went quiet');
- holds no word of change, condition, doubt, later turn or question (the reader by meaning's blockers and
  corrections, engine.words.meaning.verbs, 'only', 'away', '?'), no arrow or dash between names, no word of staying
  (a stay said of units the orders move is another order) and none of another unit taken along ('with', 'aboard');
- gives, by its verbs and its words of an order on nations (war, peace, alliance, gold), no kind of order the
  message's read orders lack (a build beside moves, a war beside a gift); says a unit word only going somewhere the
  orders go, never alone or in a sequence ('militia die first': the order of losses);
- opens each sentence on a word a telling opens on (a pronoun, an article, a joint, a name or unit word the reader
  knows), never on one that may be a command ('Protect our coasts from the French.', 'Free Adoen!');
- has no capitalised word the reader cannot tell, nor a word after 'to', 'into', 'in', 'at' it cannot tell (a place
  misspelt, or one it does not know, may be a new place);
- is named by no other refusal (a correction holding a line back) and shares no place or unit with a line that stays
  refused (held back, a correction, a condition, a later turn, the same order twice, or a near-order): such a line's
  neighbour stays refused with it.

Near-orders stay refused: 'Brabant first, then Alsace.' where no order goes to Alsace, 'Brabant, not Champagne.',
'Brabant if the Austrians let us.', 'The fleet sails for L with 4 armies.', 'Our men go north to attack the
Austrians.' The line is filed as chatter with the read order lines it goes with, so the receipt and the window name
it. One pass over the refused lines; each line's words are found once (engine.words.meaning.slots)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from collections.abc import Mapping, Sequence

from engine.order_sheet import NOT_UNDERSTOOD, RETOLD, Chatter, Order, OrderProblem
from engine.words.comments import _NO_SLOTS, _Given, _others_act, heads_of, places_of
from engine.words.everyday import is_everyday
from engine.words.message import words
from engine.words.meaning.slots import COMMON
from engine.words.meaning.talked_of import _TITLES
from engine.words.meaning.verbs import BLOCKERS, CORRECTIONS

if TYPE_CHECKING:
    from engine.words.sheet import Sheet

__all__ = ["NATION_WORDS", "ReadContext", "classes_of", "read_context", "story_aside"]

# The refusals of a line for want of an order shape: the grammar's general one (engine.orders._NO_SHAPE), a motion
# with no place or no unit said, a name it cannot tell as a place (every name of a story line must be one the orders
# name: a misspelt place stays refused). The only ones this pass looks at, of the whole line or of a piece of it.
_NO_SHAPE = ("expected ", "not an order", "orders start with", "say where", "say what moves", "armies need a destination",
             "no province or sea called ", "no region called ")
# Verb classes of no order (a wish, a thought): said in story ('The Emperor wants Brabant').
_NO_ORDER_VERBS = frozenset(("wish", "muse"))
# Words of change, condition, later turn, doubt or taking along: a line with one is never only the story.
_CHANGES = frozenset("""instead actually rather change changes changed edit edited correction correct corrected not
no nope don't dont never cancel cancelled canceled scratch ignore forget forgot disregard replace replaces wrong
mistake oops typo sorry unless if except otherwise alternatively or either neither nor only away until till once
when whenever next later eventually soon tomorrow afterwards future meanwhile maybe perhaps possibly probably
instead unless ask asks asking question wait waits waiting said says wrote writes told tells quote quoted""".split())
_WITH_OTHERS = frozenset("""with without join joins joined joining together accompany accompanies escort escorts
aboard board boards embark embarks carry carries carrying transport transports load loads lead leads led under
command commands""".split())
_STAYING = frozenset("""stay stays stayed remain remains linger lingers rest rests sit sits guard guards guarding keep
keeps kept lie lies hold holds held defend defends garrison garrisons fortify fortifies dig digs entrench camp camps
winter winters halt halts stop stops pause pauses idle""".split())
# The reader by meaning's blockers said in story as well: a place before another ('Venetia before the Austrians'),
# the past ('last turn'), where a unit goes ('hit anyone there'), a contrast, a share said with no unit word.
_STORY_TOO = frozenset("before there but however already last ago yesterday lots plenty".split())
_SEQUENCE = frozenset("first then next second".split())
_SHARES = frozenset("lots plenty several many few some numerous half portion remainder bulk most".split())
_BLOCKING = (BLOCKERS | CORRECTIONS | _CHANGES | _WITH_OTHERS | _STAYING) - _STORY_TOO - _SHARES
_GLUED = ("n't", "n\u2019t")
# Verb classes of an order acting on another nation: a line with one and a nation the orders do not name may be one.
_ON_NATIONS = frozenset("attack war peace ally break give annex support invest".split())
# Words before a nation that make it where units go or what they act on ('march on Austria', 'against the French').
_TOWARDS = frozenset("against on upon to into at toward towards for".split())
_ARTICLES = frozenset("the a an".split())
# Words a sentence telling the story opens on: pronouns, articles and determiners, joints, the time, a few of talk.
_OPENERS = frozenset("""the a an our my your their his her its we i you they he she it us this that these those
all both each every and so then first now at in on by for from as since while there here well ok okay yes ah oh
alas anyway sadly finally lots plenty good great glory long short hmm hm ha haha long one""".split())
_SENTENCE_END = re.compile(r"[.!;]\s")
_ARROWS = ("->", " - ", "=>", "\u2192", " > ", " \u2013 ", " \u2014 ", ">>")
_PLACE_BEFORE = frozenset("to into towards toward onto in at from via through across".split())
# Words of letters never a place: greetings and thanks in the writers' other languages.
_PASSED = frozenset("merci danke gracias grazie obrigado spasibo bitte ciao adieu salut".split())
# Words of an order on a nation, by the verb class (engine.words.meaning.verbs) of that order.
NATION_WORDS = {"war": "war", "wars": "war", "declare": "war", "declares": "war", "declaring": "war", "peace": "peace",
                 "treaty": "peace", "truce": "peace", "alliance": "ally", "alliances": "ally", "ally": "ally",
                 "allies": "ally", "annex": "annex", "annexes": "annex", "gold": "give", "money": "give",
                 "gift": "give", "gifts": "give", "subsidy": "give", "loan": "give", "tribute": "give"}
# The verb classes of an order, by its tag's words (a ruleset's 'move_corps', 'attack_at_sea', 'afa_build').
_TAG_CLASSES = {"move": "move", "sail": "move", "ships": "move", "corps": "move", "fleet": "move", "units": "move",
                "retreat": "move", "transport": "move", "hold": "hold", "attack": "attack", "siege": "attack",
                "blockade": "attack", "build": "build", "buy": "build", "raise": "build", "war": "war",
                "declare": "war", "peace": "peace", "alliance": "ally", "break": "break", "gift": "give",
                "transfer": "give", "lend": "give", "invest": "give", "annex": "annex", "cede": "give"}
_SEEN: list[tuple[int, str, str]] | None = None     # a measure's list of each line looked at and why kept ('')
_MOST_WORDS = 60        # words of a line looked at for the nations it names
_MOST_CHARS = 300       # a longer line is more than the story: left as it is
_MOST_LINES = 300       # lines of orders or refusals looked at: a longer message is left as it is


class ReadContext:
    """What a message's read orders name, for the passes that set aside the story around them (this module and
    engine.words.told_sentences): the slots of a text (found once), the read lines, their places, nations, numbers
    and verb classes (`read`), the unit words (`kinds`) and units (`heads`) they move."""

    def __init__(self, finder: Any, by_line: dict[int, tuple[str, list[Order]]], read: _Given, kinds: set[str],
                 heads: set[str], names: Any, found: dict[str, Any]):
        self.finder, self.by_line, self.read, self.kinds, self.heads, self.names = finder, by_line, read, kinds, heads, names
        self._found = found
        self.amounts: set[int] = set()      # the money of the read orders: each amount and their sum

    def slots(self, text: str) -> Any:
        if text not in self._found:
            said = text.strip().strip("\"'()[]*_").rstrip(".!").strip()
            self._found[text] = self.finder.find(said) if len(said) <= _MOST_CHARS else None
        return self._found[text]

    def kept_for(self, text: str) -> str:
        """Why a text is no story around the read orders ('' when it is only that; module docstring)."""
        got = self.slots(text)
        if got is None:
            return "too long"
        return _kept_for(text, got, self.read, self.kinds, self.heads, self.names, self.finder)

    def lines_of(self, text: str, line: int) -> str:
        """The read order lines a text goes with (those naming its places, or all): 'line 3', 'lines 2, 4'."""
        got = self.slots(text)
        return _lines_of(got, line, self.by_line) if got is not None else _lines_of(_NO_SLOTS, line, self.by_line)


def read_context(sheet: Sheet) -> ReadContext | None:
    """What the read orders of a sheet name (ReadContext), None when it has none or too many lines, or no reader by
    meaning."""
    meaning = sheet.by_meaning
    if meaning is None or not sheet.orders or len(sheet.problems) > _MOST_LINES:
        return None
    finder = meaning.finder()
    if finder is None:
        return None
    by_line: dict[int, tuple[str, list[Order]]] = {}
    for line, text, order in zip(sheet.lines, sheet.texts, sheet.orders):
        by_line.setdefault(line, (text, []))[1].append(order)
    if len(by_line) > _MOST_LINES:
        return None
    context = ReadContext(finder, by_line, _Given(), set(), set(), meaning.names(), {})
    units = meaning.units()
    read, heads, kinds = context.read, context.heads, context.kinds
    for text, orders in by_line.values():
        got = context.slots(text)
        if got is not None:
            read.add(got, orders)
            kinds.update(k for k, _ in got.nouns)
        else:
            read.add(_NO_SLOTS, orders)
        for o in orders:
            heads |= heads_of(o, units)
            read.verbs.update(classes_of(o))
    amounts = [a for _, orders in by_line.values() for o in orders if isinstance(a := getattr(o, "amount", None), int)]
    for a in (*amounts, sum(amounts)) if amounts else ():
        context.amounts.add(a)
        if a % 100 == 0:
            context.amounts.add(a // 100)      # a ruleset counting money in hundredths
    for u in units:
        if u.head in heads:
            kinds.update(u.nouns)
            kinds.update(u.kinds)
            kinds.update(x for x in (u.main,) if x)
    return context


def story_aside(sheet: Sheet) -> None:
    """The refused lines of a sheet that tell the story around its read orders, filed as chatter with the lines of
    those orders (the sheet's problems and chatter changed in place)."""
    if not sheet.problems or not any(_may_tell(p) for p in sheet.problems):
        return
    context = read_context(sheet)
    if context is None:
        return
    candidates = {id(p) for p in sheet.problems if _may_tell(p)}
    finder, by_line, read, kinds, heads, slots = (context.finder, context.by_line, context.read, context.kinds,
                                                  context.heads, context.slots)
    names = context.names
    told: dict[int, Chatter] = {}
    for p in sheet.problems:
        said = (_piece(p) or p.text) if id(p) in candidates and p.line not in by_line else None     # a line of orders
        got = slots(said) if said is not None else None
        why = _kept_for(said, got, read, kinds, heads, names, finder) if got is not None and said is not None \
            else "not looked at"
        if not why and said != p.text:         # a piece: the rest of the line is held to the same
            whole = slots(p.text)
            why = _kept_for(p.text, whole, read, kinds, heads, names, finder) if whole is not None else "too long"
        if not why and any(f"line {p.line} " in q.reason or f"line {p.line})" in q.reason or f"line {p.line}:" in q.reason
                           for q in sheet.problems if q is not p):
            why = "another refusal names the line"
        if id(p) in candidates and _SEEN is not None:
            _SEEN.append((p.line, p.text, why))
        if not why:
            told[id(p)] = Chatter(p.line, p.text, RETOLD.format(lines=_lines_of(got, p.line, by_line)))
    touched: set[str] = set()           # the places and units of the lines that stay refused
    for p in sheet.problems:
        got = slots(p.text) if id(p) not in told else None
        if got is not None:
            touched.update(x.rid for x in got.places)
            touched.update(got.units)
    for p in sheet.problems:
        got = slots(_piece(p) or p.text) if id(p) in told else None
        if got is not None and ({x.rid for x in got.places} | got.units) & touched:
            del told[id(p)]             # a place or unit of a refused line: that line's neighbour, refused as well
            if _SEEN is not None:
                _SEEN.append((p.line, p.text, "a place or unit of a line that stays refused"))
    if told:
        sheet.problems[:] = [p for p in sheet.problems if id(p) not in told]
        sheet.chatter.extend(told.values())


def classes_of(order: Order) -> set[str]:
    """The verb classes of an order's kind, by the words of its tag ('move_corps': move)."""
    tag = type(order).__struct_config__.tag
    parts = str(tag).split("_") if tag else [type(order).__name__.casefold()]
    return {_TAG_CLASSES[w] for w in parts if w in _TAG_CLASSES}


def _may_tell(p: OrderProblem) -> bool:
    """Whether a refusal is for want of an order shape, of the whole line or of a piece of it, and asks nothing."""
    if p.kind != NOT_UNDERSTOOD or "?" in p.text or len(p.text) > _MOST_CHARS or p.fix is not None:
        return False
    return p.reason.startswith(_NO_SHAPE) or _piece(p) is not None


def _piece(p: OrderProblem) -> str | None:
    """The piece of a line a refusal for want of an order shape is about ("'Hmm, the fleet sails on': expected ..."),
    None when it is about the whole line or for another reason."""
    quote = p.reason[:1]
    end = p.reason.find(quote + ": ", 1) if quote in ("'", '"') else -1
    if end < 0 or not p.reason[end + 3:].startswith(_NO_SHAPE):
        return None
    return p.reason[1:end] if p.reason[1:end] in p.text else None


def _kept_for(text: str, got: Any, read: _Given, kinds: set[str], heads: set[str], names: Any, finder: Any) -> str:
    """Why a refused line (its slots) is no story around the read orders: it names what they do not, or may give an
    order of its own; '' when it is only the story."""
    low = [w.strip("'\u2019") for w in words(text.casefold())]
    said = set(low)
    if _BLOCKING & said or any(w.endswith(_GLUED) for w in low) or got.correction or got.unknown:
        return f"a word of change, condition or doubt {sorted(_BLOCKING & said) or got.correction or got.unknown}"
    if got.arrow or any(a in text for a in _ARROWS):
        return "an arrow or a dash between names"
    if got.stays or got.outcome:
        return "a stay, or where units end the turn"
    if got.numbers or got.other_counts or got.carried or _SHARES & said and got.nouns:
        return "a count of its own"
    if got.units or _letter_unread(text, finder, heads):
        return "a unit named by its letter or name: the comment pass's, its order held back when the line is refused"
    if got.verbs - _NO_ORDER_VERBS and not got.places and not got.nouns:
        return "an order's verb with no place and no unit word ('The Vikings sail!': which units, where?)"
    places = {x.rid for x in got.places}
    if not places <= read.places:
        return f"a place of its own {sorted(places - read.places)}"
    if got.nouns and (not got.places and not got.verbs or _SEQUENCE & said):
        return "a unit word said in an order of its own (which die first, which go first)"
    if any(k not in kinds for k, _ in got.nouns):
        return f"a unit word of a kind no read order moves {got.nouns}"
    if not got.verbs <= read.verbs | _NO_ORDER_VERBS:
        return f"a verb of another kind of order {sorted(got.verbs - read.verbs - _NO_ORDER_VERBS)}"
    if any(NATION_WORDS[w] not in read.verbs for w in said if w in NATION_WORDS):
        return "a word of an order on nations the read orders do not give"
    if not got.nations <= read.nations and not _others_act(text, names) \
            and (got.verbs & _ON_NATIONS or _acted_on(text, names)):
        return f"another nation, acted on {sorted(got.nations - read.nations)}"
    opener = _opener_unread(text, finder)
    if opener:
        return f"a sentence opening on a word that may be a command {opener!r}"
    unknown = _unknown_name(text, finder)
    return f"a name it cannot tell {unknown!r}" if unknown else ""


def _unknown_name(text: str, finder: Any) -> str:
    """A word of a line that may be a name the reader cannot tell: a capitalised word that is no place, nation, unit
    or everyday word ('Swabya'), or any word but an everyday one after 'to', 'into', 'in', 'at' ('to wallonia'): it
    may be a place misspelt, or one the reader does not know. '' when none."""
    raw = text.split()
    for i, token in enumerate(raw):
        w = token.strip(",.;:!()\"'[]*_")
        if w.endswith(("'s", "\u2019s")):
            w = w[:-2]
        if len(w) < 3 or not w.isalpha():
            continue
        low = w.casefold()
        after_to = i > 0 and raw[i - 1].casefold() in _PLACE_BEFORE
        if not w[:1].isupper() and not after_to:
            continue
        if (is_everyday(low) or low in COMMON) and (not after_to or not w[:1].isupper()) or low in _PASSED or low in _TITLES \
                or finder.names_place_or_nation(w) or finder.names.known_nation(low) is not None \
                or low in finder.labels or low in finder.nouns:
            continue
        return w
    return ""


def _changes(text: str) -> bool:
    """Whether a line has a word of change, condition, doubt or taking along, or asks something."""
    low = [w.strip("'\u2019") for w in words(text.casefold())]
    return "?" in text or bool(_BLOCKING.intersection(low)) or any(w.endswith(_GLUED) for w in low)


def _opener_unread(text: str, finder: Any) -> str:
    """The first word of a sentence of the line that may open a command ('Protect our coasts', 'Free Adoen!', 'Teach
    Maustria a lesson'): none of the words a telling opens on (a pronoun, an article, a name the reader knows, a unit
    word, a joint), '' when every sentence opens on one."""
    for sentence in _SENTENCE_END.split(text):
        first = next(iter(words(sentence.casefold())), "").strip("'\u2019")
        if not first or first in _OPENERS or first in finder.nouns or first in finder.labels:
            continue
        raw = sentence.strip(" \"'([*_")
        name = raw.split(",")[0].split(" ")[0].strip(".!:;")
        if raw[:1].isupper() and (finder.names_place_or_nation(name) or finder.names.known_nation(name.casefold())
                                  is not None or name.casefold() in _TITLES):
            continue
        if raw[:1].isupper() and (finder.names_place_or_nation(" ".join(raw.split()[:2]).strip(".!,:;"))):
            continue
        return first
    return ""


def _acted_on(text: str, names: Any) -> bool:
    """Whether a nation a line names stands where units go or what they act on ('march on Austria', 'into the
    French lands', 'against the Turks'), not as a neighbour said in passing ('before the Austrians')."""
    said = [w.strip(",.;:!()\"'") for w in text.split()][:_MOST_WORDS]
    for i, w in enumerate(said):
        if w[:1].isupper() and names is not None and names.known_nation(w.casefold()) is not None:
            j = i - 1
            while j >= 0 and said[j].casefold() in _ARTICLES:
                j -= 1
            if j >= 0 and said[j].casefold() in _TOWARDS:
                return True
    return False


def _letter_unread(text: str, finder: Any, heads: set[str]) -> bool:
    """Whether a line has a lone capital letter (not 'I') that is the letter of a unit of the nation no read order
    moves ('A the coast'), or any lone capital letter where the nation's units go by letters and it names none."""
    for token in text.split():
        w = token.strip(",.;:!()\"'[]*_")
        if len(w) != 1 or not w.isupper() or w == "I":
            continue
        named = finder.labels.get(w.casefold())
        if named is None and finder._lettered() or named is not None and not set(named) <= heads:
            return True
    return False


def _lines_of(got: Any, line: int, by_line: Mapping[int, tuple[str, Sequence[Order]]]) -> str:
    """The read order lines a story line goes with: those naming its places, or all the message's."""
    places = {x.rid for x in got.places}
    near = [n for n, (_, orders) in by_line.items() if places & places_of(orders)] if places else []
    near = sorted(near or by_line)
    said = ", ".join(str(n) for n in near[:6]) + (", ..." if len(near) > 6 else "")
    return f"line {said}" if len(near) == 1 else f"lines {said}"
