"""What a player says of an earlier message of his own, for every ruleset: 'In my orders yesterday I wrote "2 armies
13 -> 12".', 'This replaces what I sent this morning (that one is void):', 'Scrap everything I sent at lunch.',
'(the first mail had A going to Saxony, forget that)'. That message is not in the text being read: what it said
gives no order here, and the GM sets it aside by this message; the orders this message gives are read. A sentence
that reports an earlier message and also changes something ('my last message had a typo: the ships go D -> E, not
D -> F') is set aside only on a line that goes on to give the orders again in full ('Full orders again:'), else
refused as before. 'where I wrote C to Gascony I meant C to Aragon' gives what it meant. One pass over the words."""

from __future__ import annotations

from engine.words.going import goes
from engine.words.lexicon import UNIT_WORDS
from engine.words.message import words

# Nouns for a message; a writing verb in the past; words saying when, or which one.
_MESSAGES = frozenset("message messages mail mails email e-mail emails post posts orders list pm letter note chat "
                      "send".split())
_WROTE = frozenset("wrote typed posted written said".split())
# Verbs that also send units ('This morning I sent my two ships into the Black Sea'): of a message only as 'what I
# sent', 'everything I sent', or before a quote.
_SENT = frozenset("sent put ordered gave had".split())
_WHAT = frozenset("what everything all whatever anything".split())
_EARLIER = frozenset("""yesterday morning night lunch earlier before tuesday monday wednesday thursday friday saturday
    sunday last previous first original old chat""".split())
_WHOSE = frozenset("my the that this".split())
# What says the sentence changes an order rather than only reports or takes the earlier message back; a route or a
# verb of going said outside what it reports does too ('my last message had a typo: the ships go D -> E').
_CHANGES = frozenset("meant mean instead should rather".split())
_REPORTING = (" i wrote ", " i sent ", " i typed ", " i put ", " i had written ", " i said ", " i ordered ",
              " mail had ", " message had ", " orders had ", " post had ")
_ROUTE_MARKS = ("->", " - ", "\u2192", " to ", " into ")
# What takes the earlier message back whole: 'scrap everything I sent', 'that one is void', 'ignore my first mail'.
_VOID = frozenset("void scrap ignore forget disregard replaces replace cancel cancelled scratch drop null".split())
# A line announcing that the orders come again in full after it.
_WHOLE = frozenset("full whole complete all final entire".split())
_SET = frozenset("orders set list again".split())
_MOST_WORDS = 40


def names_earlier_message(text: str) -> bool:
    """Whether the words speak of an earlier message of the writer's ('what I sent this morning', 'my last message',
    'in my orders yesterday I wrote', "last night's mail", 'the first mail')."""
    said = words(text.replace('"', " ").replace("\u201c", " ").replace("\u201d", " "))
    if not said or len(said) > _MOST_WORDS:
        return False
    quoted = '"' in text or "\u201c" in text
    wrote = any(k and said[k - 1] == "i" and (w in _WROTE or w in _SENT and (quoted or k > 1 and said[k - 2] in _WHAT))
                for k, w in enumerate(said))
    earlier = any(w in _EARLIER or w.rstrip("'s") in _EARLIER for w in said)
    message = any(w in _MESSAGES and k and (said[k - 1] in _WHOSE or said[k - 1] in _EARLIER
                                            or said[k - 1].endswith("'s")) for k, w in enumerate(said))
    return earlier and (wrote or message)


def quoted_earlier(text: str) -> str | None:
    """The order an earlier message gave, as the sentence quotes it ('2 armies 13 -> 12' in 'In my orders yesterday I
    wrote "2 armies 13 -> 12"'); None when it quotes none."""
    for left, right in (('"', '"'), ("\u201c", "\u201d")):
        start = text.find(left)
        end = text.find(right, start + 1) if start >= 0 else -1
        if start >= 0 and end > start + 1:
            return text[start + 1:end].strip()
    return None


def earlier_note(sentence: str, restated: bool = False) -> str | None:
    """Why a sentence about an earlier message gives no order here (the receipt's words), None when it is no such
    sentence or says a change the reading must not pass over. `restated`: its line gives the orders again in full
    after it ('Full orders again:'), so a change it reports is given there."""
    if not names_earlier_message(sentence):
        return None
    outside = sentence
    quote = quoted_earlier(sentence)
    if quote is not None:
        outside = sentence.replace(quote, " ")
    said = set(words(outside))
    low = f" {outside.casefold()} "
    at = min((k for k in (low.find(r) for r in _REPORTING) if k >= 0), default=len(low))
    if any(c.isdigit() for c in low[:at]) or any(w in UNIT_WORDS for w in words(low[:at])):
        return None                 # 'the 3 armies I sent yesterday go to 27': an order of units sent before
    colon = low.find(": ", at)
    own = low[:at] + (low[colon:] if colon >= 0 else "")    # 'my last message had a typo: the ships go D -> E'
    cut = min((k for k in (low.find(", ", at), low.find("; ", at)) if k >= 0), default=-1)
    if cut >= 0 and not low[cut + 2:].startswith("but "):
        own += low[cut:]            # 'Yesterday I sent A to Baden, today he goes on to Bavaria': more than a report
    if (said & _CHANGES or any(m in own for m in _ROUTE_MARKS) or any(goes(w) for w in words(own))) and not restated:
        return None
    if said & _VOID:
        return "takes back an earlier message: the GM sets that one aside; this message's orders are read"
    if quote is not None:
        return f"what an earlier message said ({quote!r}): this message's orders are read"
    return "about an earlier message: this message's orders are read"


def gives_all_again(text: str) -> bool:
    """Whether a line ends announcing its orders again in full ('Full orders again:', 'So the full orders are:',
    'Here is the whole set again so there is no doubt:', 'To be safe, the full orders again:')."""
    said = text.rstrip()
    if not said.endswith(":"):
        return False
    tail = said[max(said.rfind(". "), said.rfind("? "), -1) + 1:]
    low = words(tail)
    return bool(_WHOLE.intersection(low)) and bool(_SET.intersection(low))


def meant_after_wrote(sentence: str) -> str | None:
    """'where I wrote corps C to Gascony I meant corps C to Aragon' -> 'corps C to Aragon': what the writer meant
    instead of what an earlier message said, when the sentence says both; None otherwise."""
    low = sentence.casefold()
    at = low.find(" i meant ")
    if at < 0 or not names_earlier_message(sentence[:at]) and " i wrote " not in f" {low[:at]}":
        return None
    meant = sentence[at + len(" i meant "):].strip(" .!,")
    return meant or None


# Titles over the orders written out again whole ('Final:', 'Final orders:', 'Corrected list:').
_FINAL = frozenset(("final", "final orders", "final list", "final version", "corrected orders", "corrected list",
                    "revised orders", "revised list", "the final orders", "final set", "orders, final"))


def said_as_final(text: str) -> bool:
    """Whether a line is a title over the final orders ('Final:', 'Final orders:')."""
    said = text.strip().strip("*_#=[]").strip()
    return said.endswith(":") and " ".join(words(said)) in _FINAL


_STANDS = (" stands", " stand", " remains", " remain", " stays", " stay", " is unchanged", " are unchanged",
           " unchanged", " as before", " still holds", " still stands", " still stand")
_REST = ("the rest", "everything else", "all else", "the other orders", "the others", "the rest of my orders",
         "the other order", "the rest of the orders", "my other orders", "the other one")


def orders_standing(sentence: str) -> str | None:
    """'The rest (buy 2 armies in 16) stands.' -> 'buy 2 armies in 16': the orders of an earlier message said to stand,
    named in a note in brackets; None for any other sentence."""
    text = sentence.strip().rstrip(".!")
    low = text.casefold()
    start, end = text.find("("), text.rfind(")")
    if start <= 0 or end <= start or not low.endswith(_STANDS) or text[:start].strip().casefold() not in _REST:
        return None
    if low[end + 1:].strip() not in {s.strip() for s in _STANDS}:
        return None
    return text[start + 1:end].strip() or None
