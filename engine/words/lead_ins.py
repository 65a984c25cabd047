"""A line of talk ending with a lead-in to the orders under it, set aside as talk, for every ruleset (issue 22, round
22, helper Tk).

Players open their orders with a few sentences and a lead-in: 'Sire, the fort at Adoen Crown is ours, but the coast is
not safe. I have taken these steps:', 'The Sultan Selim has seen Russian ships where they ought not to be. He trusts
neither, and he has decided:', "Hi all, I'm the new Austria (Markus had to leave, real life). Markus asked me to post
this for him:", 'The King watches the war in the south with interest. Orders:'. A short title ending with ':' over
orders is chatter already (engine.orders: 'a title over orders', ten words at most, no 'has' or 'have'); a line of
several sentences ending with one is refused whole, since a line ending with ':' may be the premise the orders below
hang on ('Britain has armies on its ships in I. Then:').

This pass sets such a line aside when:
- it holds no order read, no other refusal names it, it ends with ':' and the next line of the message gives orders
  read and nothing refused;
- its last sentence is a **lead-in**: at most twelve words, no digit, arrow or dash, no word of a condition, a choice
  or a later time ('if', 'then', 'unless', 'when', 'should', 'otherwise', 'or', 'until', 'later'), no unit of the
  writer by its label, and a word saying what follows is the orders ('orders', 'thus', 'follows', 'following',
  'these', 'this', 'so', 'propose', 'decided', 'commands', 'steps', 'dispositions', 'moves', 'here');
- every sentence before it is talk of a kind the passes before know (engine.words.told_sentences.sentence_kinds,
  engine.words.news.news_of, engine.words.talk_lines.talk_of, engine.words.meaning.thanks.thanks_of), judged after
  the one addressed is taken off its head ('Sire, ...', 'Majesty, ...', 'Dear GM, ...', 'My dear Alexander, ...').

Never set aside: a lead-in with a condition ('If Austria attacks, then:', 'Should the French land:'), with a count or
a number, with a unit of the writer ('Corps A does this:'); a line before orders that are refused; a sentence before
the lead-in that may be an order (a command, the writer's unit going somewhere, 'we will ...'): the line stays refused
as before. The receipt says what was set aside: "set aside as talk: ...; 'I propose:' leads into the orders of line
N"."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from engine.order_sheet import Chatter
from engine.words.clauses import sentences
from engine.words.lexicon import is_order_word
from engine.words.meaning.holds_order import order_words
from engine.words.meaning.player_affairs import affairs_of, player_orders_needed
from engine.words.meaning.thanks import TALK_ASIDE, thanks_of
from engine.words.news import news_of
from engine.words.story import read_context
from engine.words.talk_lines import talk_of
from engine.words.told_sentences import file_aside, refusals_unread, sentence_kinds

if TYPE_CHECKING:
    from engine.words.sheet import Sheet

__all__ = ["lead_ins_aside", "leads_in", "premise_may_order"]

_MOST_CHARS = 400
_MOST_SENTENCES = 4
_MOST_LEAD_WORDS = 12
_WORD = re.compile(r"[^\W_]+(?:['\u2019][^\W_]+)*")
_LEADS = frozenset("""orders order thus follows following these this so propose proposes decided decides decide
    commands command steps measures dispositions moves here below instructions""".split())
_BLOCKED = frozenset("""if then unless when whenever should otherwise or either until till later next instead only
    except but provided whether else once after before same plus also again above previous earlier repeat rest
    remaining too more additional addition other others besides without last yesterday""".split())
_ADDRESSED = frozenset("""sire sir majesty excellency highness lord lords lordship grace gm general admiral marshal
    brother cousin friend friends gentlemen madam ma'am monsieur colonel captain""".split())
_DEAR = frozenset("dear my your most".split())
_WRITER_ACTS = frozenset("we i we'll i'll let let's will shall must".split())
_NO_LABELS = frozenset("GM OOC PS IC".split())
_CRIES = frozenset("war peace".split())


def lead_ins_aside(sheet: Sheet) -> None:
    """The refused lines of a sheet of talk ending with a lead-in to the orders under them (the module's docstring),
    filed as chatter saying so (the sheet's problems and chatter changed in place)."""
    if not sheet.problems or not sheet.orders or sheet.by_meaning is None:
        return
    context = read_context(sheet)
    if context is None:
        return
    refused = {p.line for p in sheet.problems}
    seen = set(context.by_line) | refused      # the lines of chatter between are passed over ('- siege 20? no.')
    done: dict[int, Chatter] = {}
    for p in refusals_unread(sheet, context):
        text = p.text.strip().rstrip("*_ ")
        if len(text) > _MOST_CHARS or not text.endswith(":"):
            continue
        after = min((n for n in seen if n > p.line), default=None)
        if after is None or after not in context.by_line or after in refused:
            continue                    # the orders it leads into are not read whole: what it says may matter
        kinds = _kinds(text, context, sheet.by_meaning, sheet.nation)
        if kinds is not None:
            kinds.append(f"{kinds.pop()!r} leads into the orders of line {after}")
            done[id(p)] = Chatter(p.line, p.text, TALK_ASIDE.format(kinds="; ".join(kinds)))
    file_aside(sheet, context, done, lambda p: p.text)


def _kinds(text: str, context: Any, meaning: Any, nation: str) -> list[str] | None:
    """Why each sentence before the lead-in is talk, and the lead-in last; None when one may be an order."""
    if "->" in text or "\u2192" in text or "=>" in text:
        return None
    parts = [s.strip() for s in sentences(text) if s.strip(" .!*_()[]\"'")]
    if len(parts) < 2 or len(parts) > _MOST_SENTENCES:
        return None                     # one sentence alone is engine.orders' title, judged there
    lead = parts[-1]
    if not leads_in(lead, context):
        return None
    out: list[str] = []
    for part in parts[:-1]:
        said = _unaddressed(part.strip("()[]*_\"'").strip())
        if not said:
            out.append(f"{part!r}, the one addressed")
            continue
        kinds = sentence_kinds(said, context, meaning, nation)
        if kinds:
            out.append(f"{said!r}, {'; '.join(dict.fromkeys(kinds))}")
        elif (news := news_of(said, context, nation)) is not None:
            out.append(f"news: {said!r}, {news}")
        elif (talk := talk_of(said, nation, None)) is not None:
            out.append(f"{talk}: {said!r}")
        elif (thanks := thanks_of(said, context) or (None if player_orders_needed(context) else
                                                      affairs_of(said, context))) is not None:
            out.append(f"{thanks}: {said!r}")
        else:
            return None
    out.append(lead)
    return out


def leads_in(lead: str, context: Any) -> bool:
    """Whether a sentence ending with ':' only says the orders follow ('I have taken these steps:', 'Orders for this
    Winter:', 'he has decided:'): the module's docstring."""
    if not lead.rstrip("*_ ").endswith(":") or any(ch.isdigit() for ch in lead) or " - " in lead:
        return False
    low = [w.casefold().replace("\u2019", "'") for w in _WORD.findall(lead)]
    if not low or len(low) > _MOST_LEAD_WORDS or _BLOCKED.intersection(low) or not _LEADS.intersection(low):
        return False
    got = context.slots(lead.rstrip(":*_ "))
    if got is None:
        return False
    w = order_words(got, lead)
    return not (w.units or w.unit_count or w.numbers or w.arrow or w.conditions or w.correction or w.taking_back
                or w.unknown)


def _unaddressed(sentence: str) -> str:
    """A sentence without the one addressed on its head ('Sire, the English are off Sardinia.' -> 'the English are
    off Sardinia.'); the sentence as it is when it has none."""
    head, comma, rest = sentence.partition(",")
    if not comma:
        return sentence
    low = [w.casefold() for w in _WORD.findall(head)]
    if not low or len(low) > 4:
        return sentence
    if all(w in _ADDRESSED or w in _DEAR or w in ("the", "and", "all", "hi", "hello") for w in low) \
            or low[0] in _DEAR and len(low) <= 3 and head.strip()[-1:].isalpha() and head.split()[-1][:1].isupper():
        return rest.strip()
    return sentence


def premise_may_order(text: str) -> bool:
    """Whether a short title of several sentences ending with ':' holds, before its last sentence, words that may
    give an order ('Sire, we will declare war on Prussia. Orders:', 'Corps C marches to Holland. The rest:'): a word
    of an order, the writer with a modal, a unit's label. engine.orders takes such a line as no title; this pass
    judges it sentence by sentence (a title of one sentence, or after a heading: 'Horse Guards. The Duke of York to
    the GM:', stays one)."""
    parts = sentences(text)
    for part in parts[:-1]:
        raw = _WORD.findall(part)
        said = [w.casefold() for w in raw if is_order_word(w.casefold())]
        if said and not (set(said) <= _CRIES and not any(w[:1].isupper() for w in raw[1:])) \
                or any(w.casefold() in _WRITER_ACTS for w in raw) \
                or any(w.isupper() and len(w) <= 4 and w not in _NO_LABELS for w in raw):
            return True             # ('War it is!': a cry naming no one, no declaration)
    return False
