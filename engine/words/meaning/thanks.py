"""Thanks, cheers, toasts and regards to other players, set aside as talk, for every ruleset (issue 22, round 22,
helper Tk).

Beside their orders players thank, praise and toast one another: 'Skål to the Prussians for their gift of amber last
turn.', 'Also thanks to Maustria for keeping the trade open through all this.', 'Congratulations to the British on
their Channel blockade last month, a thing of beauty.', 'The Doge sends his regards to Randomia and thanks them for
the grain last turn.', 'The Thane raises his horn to Stilwen. Skål.', 'Peace be upon you all.'. Each names another
nation (and often a place, a unit word, a word of an order: 'gift', 'blockade', 'raises', 'sends'), so the reader's
rule that a line that may be an order is never talk refuses it, and the message is not read.

A sentence is **thanks** when it opens (after 'and', 'also', 'OOC:', 'PS') on a formula of thanks, praise or a toast
('thanks', 'thank you', 'a thank you', 'many thanks', 'cheers', 'a cheer for', 'congratulations', 'kudos', 'well
played', 'hats off', 'skål', 'a toast to', 'compliments to'), or on a subject of at most four words naming no place,
unit, count or other nation, then a verb of thanks ('thanks', 'salutes', 'toasts', 'congratulates'), 'sends
his/her/its/our regards' (greetings, compliments, thanks, best wishes, respects), or 'raises his horn' (glass, cup,
tankard); or it is a blessing on everyone ('Peace be upon you all', 'God be with you'). What follows the formula is
the one thanked and why, and may name nothing of an order of the writer's:

- never a count, a number, an arrow, a colon, a condition, a correction or taking back, units carried, the writer's
  unit by its label, a place gone to or from, a name the reader cannot tell, a stay;
- never the writer as a subject or a modal ('we', 'I', 'let's', 'will', 'shall', 'must': '..., we send 5 gold back');
- a verb or noun of an order ('gift', 'blockade', 'trade', 'escort') only in the reason, when it tells the other's
  doing: said with 'their', 'your', 'his', 'her', 'its', or as a gerund or past ('for keeping the trade open'), or in
  a sentence marked as the past ('last turn', 'last month', 'so far', 'yesterday'); a unit word only so too ('a
  cheer for the Crimsonian galleons last turn').

A line is set aside only when it holds no order read, no other refusal names it, at least one sentence is thanks, and
every other sentence is a kind the passes before know (engine.words.told_sentences.sentence_kinds: the orders told
again, another's act, talk; engine.words.news.news_of: news; engine.words.talk_lines.talk_of: a greeting or heading);
a line sharing a place or unit with a line that stays refused stays refused (told_sentences.without_neighbours). The
receipt says what was set aside: "set aside as talk: thanks or praise to another player: '...'". Near misses stay
as the reader leaves them: 'Thanks, Prussia: 5 gold to you.', 'Thanks to Austria; we send 5 gold back.', 'A gift of
gold to Prussia, with thanks.' (no formula first), 'Thank Prussia for the gold and ally with them.' (a command after
the reason), 'Thanks to corps A for holding Saxony, it stays there.'"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from engine.order_sheet import Chatter
from engine.words.clauses import sentences
from engine.words.lexicon import UNIT_WORDS, is_order_word
from engine.words.meaning.holds_order import order_words
from engine.words.meaning.states import without_emoticons
from engine.words.letter_heads import letter_head
from engine.words.meaning.player_affairs import affairs_of, player_orders_needed
from engine.words.meaning.verbs import classes
from engine.words.news import news_of
from engine.words.story import read_context
from engine.words.talk_lines import talk_of
from engine.words.told_sentences import file_aside, refusals_unread, sentence_kinds

if TYPE_CHECKING:
    from engine.words.sheet import Sheet

__all__ = ["TALK_ASIDE", "thanks_aside", "thanks_of"]

TALK_ASIDE = "not an order: set aside as talk: {kinds}"
_MOST_CHARS = 400
_MOST_SENTENCES = 4
_MOST_WORDS = 40
_WORD = re.compile(r"[^\W_]+(?:['\u2019][^\W_]+)*")
_FILLERS = frozenset("and also oh ooc ps p s btw finally again lastly".split())
# Formulas opening a sentence of thanks, praise or a toast (their words, in order).
_OPENINGS = tuple(tuple(x.split()) for x in (
    "many thanks", "big thanks", "special thanks", "thanks", "thank you", "thank u", "thx", "ty", "a thank you",
    "a big thank you", "a special thank you", "a cheer", "a big cheer", "three cheers", "cheers", "congratulations",
    "congrats", "kudos", "well played", "well done", "good game", "gg", "hats off", "skål", "skal", "skoal", "prost",
    "salud", "salute", "a salute", "a toast", "toast", "compliments", "my compliments", "our compliments", "respect",
    "merci", "danke", "grazie", "gracias", "bravo", "applause", "a round of applause"))
_THANKING = frozenset("""thanks thank salutes salute toasts toast congratulates congratulate applauds applaud
praises praise""".split())
_SENDING = frozenset("sends send sending".split())
_SENT = frozenset("regards greetings compliments thanks wishes respects love congratulations".split())
_RAISING = frozenset("raises raise raising lifts lift".split())
_RAISED = frozenset("horn glass cup tankard goblet mug drink flagon beaker".split())
_POSSESSIVES = frozenset("his her its our my their your the".split())
_BLESSED = frozenset("peace god luck fortune glory".split())
_ALL = frozenset("you all everyone everybody ye".split())
_OTHERS = frozenset("their your his her its".split())
_PAST = (("last", "turn"), ("last", "month"), ("last", "season"), ("last", "year"), ("last", "night"),
         ("last", "week"), ("last", "time"), ("so", "far"))
_PAST_ONE = frozenset("yesterday earlier before recently lately".split())
_WRITER = frozenset("""we i let let's lets we'll i'll we'd i'd will shall must should would can could may might
    won't shan't""".split())
_REASONS = frozenset("for on about over".split())
_IRREGULAR_PAST = frozenset("""went came took gave made sat stood held fought fell rode ran saw seen brought bought
    sent got found led won kept left done given taken shown""".split())


def thanks_aside(sheet: Sheet) -> None:
    """The refused lines of a sheet whose sentences are thanks, praise or toasts to other players, and otherwise only
    kinds of talk the passes before know (the module's docstring), filed as chatter saying so (in place)."""
    if not sheet.problems or not sheet.orders or sheet.by_meaning is None:
        return
    context = read_context(sheet)
    if context is None:
        return
    done: dict[int, Chatter] = {}
    for p in refusals_unread(sheet, context):
        if len(p.text) > _MOST_CHARS:
            continue
        kinds = _kinds(p.text, context, sheet.by_meaning, sheet.nation)
        if kinds:
            done[id(p)] = Chatter(p.line, p.text, TALK_ASIDE.format(kinds="; ".join(kinds)))
    file_aside(sheet, context, done, lambda p: p.text)


def _kinds(text: str, context: Any, meaning: Any, nation: str) -> list[str]:
    """Why each sentence of a line is talk, [] when one may be an order or none is thanks."""
    if "->" in text or "\u2192" in text or "=>" in text:
        return []
    parts = [s for s in sentences(text.strip()) if s.strip(" .!*_()[]\"'")]
    if not parts or len(parts) > _MOST_SENTENCES:
        return []
    out: list[str] = []
    thanked = False
    for part in parts:
        said = without_emoticons(part).strip().strip("()[]*_\"'").strip()
        why = thanks_of(said, context) or (None if player_orders_needed(context) else affairs_of(said, context)) \
            or letter_head(said, context)
        if why is not None:
            thanked = True
            out.append(f"{why}: {said!r}")
            continue
        kinds = sentence_kinds(said, context, meaning, nation)
        if kinds:
            out.append(f"{said!r}, {'; '.join(dict.fromkeys(kinds))}")
            continue
        if (news := news_of(said, context, nation)) is not None:
            out.append(f"news: {said!r}, {news}")
            continue
        if (talk := talk_of(said, nation, None)) is not None:
            out.append(f"{talk}: {said!r}")
            continue
        return []
    return out if thanked else []


def thanks_of(sentence: str, context: Any) -> str | None:
    """What kind of thanks a sentence is ('thanks or praise to another player', 'regards sent to another player',
    'a toast', 'a blessing on all'), None when it is none or may hold an order."""
    raw = _WORD.findall(sentence)
    low = [w.casefold().replace("\u2019", "'") for w in raw]
    if not low or len(low) > _MOST_WORDS or any(ch.isdigit() for ch in sentence) or "?" in sentence \
            or ":" in sentence.casefold().removeprefix("ooc:").removeprefix("ps:"):
        return None
    i = 0
    while i < len(low) - 1 and low[i] in _FILLERS:
        i += 1
    head = _head(low, i, context)
    if head is None:
        return None
    kind, end = head
    if kind == "a blessing on all":
        return kind if all(w in _ALL or w in ("of", "and", "upon", "with", "on") for w in low[end:]) else None
    return kind if _reason_ok(sentence, low, end, context) else None


def _head(low: list[str], i: int, context: Any) -> tuple[str, int] | None:
    """The formula opening the words from `i`: its kind and where the words after it start."""
    for opening in sorted(_OPENINGS, key=len, reverse=True):
        if tuple(low[i:i + len(opening)]) == opening:
            kind = "a toast" if opening[-1] in ("skål", "skal", "skoal", "prost", "salud", "toast") \
                else "thanks or praise to another player"
            return kind, i + len(opening)
    if low[i] in _BLESSED and low[i + 1:i + 2] == ["be"] and low[i + 2:i + 3] in (["with"], ["upon"], ["on"]):
        return "a blessing on all", i + 3
    for k in range(i + 1, min(len(low), i + 5)):
        w = low[k]
        if w in _THANKING:
            kind = "thanks or praise to another player"
            end = k + 1
        elif w in _SENDING and k + 2 < len(low) and low[k + 1] in _POSSESSIVES and low[k + 2] in _SENT:
            kind, end = "regards sent to another player", k + 3
        elif w in _SENDING and k + 3 < len(low) and low[k + 1] in _POSSESSIVES and low[k + 2] == "best" \
                and low[k + 3] in _SENT:
            kind, end = "regards sent to another player", k + 4
        elif w in _RAISING and k + 2 < len(low) and low[k + 1] in _POSSESSIVES and low[k + 2] in _RAISED:
            kind, end = "a toast", k + 3
        else:
            continue
        return (kind, end) if _subject_ok(low[i:k], context) else None
    return None


def _subject_ok(subject: list[str], context: Any) -> bool:
    """Whether the words before a verb of thanks are a subject naming nothing of an order ('The horde', 'The Doge',
    'Our Queen', 'I'): no place, unit, count, unit word or other nation."""
    if not subject or any(w in UNIT_WORDS or w.isdigit() for w in subject):
        return False
    got = context.slots(" ".join(subject))
    if got is None or got.places or got.units or got.numbers or got.unknown:
        return False
    finder = context.finder
    return all(finder.names.known_nation(w) in (None, finder.nation) for w in subject)


def _reason_ok(sentence: str, low: list[str], end: int, context: Any) -> bool:
    """Whether the words after a formula of thanks name the one thanked and why, and nothing of an order of the
    writer's (the module's docstring)."""
    rest = low[end:]
    said = _without_addressee(sentence, low, end, context)
    got = context.slots(said)
    if got is None:
        return False
    w = order_words(got, said)
    past = any(tuple(low[k:k + 2]) in _PAST for k in range(len(low))) or bool(_PAST_ONE.intersection(low))
    reason_at = next((k for k, x in enumerate(rest) if x in _REASONS), None)
    if w.conditions or w.correction or w.taking_back or w.arrow or w.carried or w.units or w.unit_count \
            or w.numbers or w.counts or w.unknown or w.outcome or w.gone and not past \
            or w.stays and reason_at is None:
        return False                # a stay or a place only in the reason, told of the other ('for keeping ...')
    if any(x in _WRITER for x in rest):
        return False                # '..., we send 5 gold back', 'thanks, I will ...': the writer's act, maybe
    verbs = context.finder.meaning.verbs
    for k, x in enumerate(rest):
        ordered = is_order_word(x) or bool(classes(x, verbs)) or x in UNIT_WORDS
        if not ordered:
            continue
        told = past or x.endswith("ing") or x.endswith("ed") or x in _IRREGULAR_PAST \
            or bool(_OTHERS.intersection(rest[max(0, k - 3):k]))
        if reason_at is None or k <= reason_at or not told:
            return False            # 'Thanks, Prussia, send gold', 'a thank you gift to Prussia': an order, maybe
    return True


def _without_addressee(sentence: str, low: list[str], end: int, context: Any) -> str:
    """The sentence without the one thanked after 'to' ('Thanks to Randomia for ...' -> 'Thanks for ...'): a nation
    whose name is a place too is the one thanked there, no place gone to; the sentence as it is when there is none."""
    if low[end:end + 1] != ["to"]:
        return sentence
    finder = context.finder
    j = end + 1
    while j < len(low) and low[j] not in _REASONS and low[j] != "and":
        j += 1
    named = [x for x in low[end + 1:j] if x != "the"]
    if not named or len(named) > 3 or not all(x in _ALL or finder.names.known_nation(x) not in (None, finder.nation)
                                              or x in ("player", "players", "people", "court") for x in named):
        return sentence
    raw = _WORD.findall(sentence)
    return " ".join(raw[:end] + raw[j:])
