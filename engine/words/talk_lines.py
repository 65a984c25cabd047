"""Lines that are plainly talk, for every ruleset: a greeting or a self-introduction ('Hi GM and all,
Prussia here.', 'Dunbarra to GM.'), a heading naming the writer's own nation, turn or step ('Randomia
turn 1.', 'Austrian land step, corps by corps:'), a closing or a signature ('I remain, Sir, your obedient
servant,', 'Godoy, Prince of the Peace', '_sent from my chariot_'), the address of a letter ('To the
Council of Stilwen, from the Chancellery at Maus Imperial:') and a question put to the GM ('Question for
the GM: can a ship bought this turn carry armies?').

Each is told by its shape and its words: a greeting, heading or closing holds nothing but the words of
greetings, headings and closings and the writer's own nation (a number only as a turn's or a year's);
the others hold no number, no arrow, no order verb or unit word outside a title, and a question to the
GM names no place. So a line that may be an order (an order verb with a unit, place or quantity; a
route) is never talk. One pass over the words of the line."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from engine.words.foreign import in_english, is_foreign
from engine.words.treaty_lines import treaty_part
from engine.words.lexicon import UNIT_WORDS, is_order_word
from engine.words.message import words
from engine.words.movement import GO, STAY, goes
from engine.words.textio import is_digits

_GREETING = "hi hello hey hiya howdy dear greetings good morning afternoon evening day salut bonjour hallo hola ciao salve"
_ADDRESS = "gm gms all everyone everybody folks guys sir sirs madam friends gentlemen lads team referee umpire players"
_SELF = "here this is it's speaking writing reporting in new player i i'm im am a an first time playing back again we we're"
_HEADING = ("turn round orders order plan plans instructions step phase land naval sea political diplomatic diplomacy "
            "economic winter spring summer autumn fall season month year january february march april may june july "
            "august september october november december jan feb mar apr jun jul aug sep sept oct nov dec for of my our "
            "this next the kingdom empire republic crown government court and to from with reasons reason explained "
            "so you can follow thinking below as follows following notes comments by full people")
_CLOSING = ("thanks thank thx ty cheers regards best kind kindest warm yours truly faithfully sincerely respectfully "
            "your obedient humble most servant remain luck update report sry sorry typos typo late bye see later "
            "saludos cordialement grüße gruss mit freundlichen un abrazo")
_TALK = frozenset(" ".join((_GREETING, _ADDRESS, _SELF, _HEADING, _CLOSING)).split())
# A number in a heading: a turn's or a step's ('turn 1', 'Zug 1'), or a year ('1805').
_NUMBERED = frozenset("turn round step phase year zug turno tour".split())
# Titles a letter is addressed to or signed with.
_TITLES = frozenset("""king queen emperor empress prince princess duke duchess count countess baron marquis archduke
    elector regent khan tsar czar sultan pasha vizier shah doge consul president chancellor minister secretary
    ambassador envoy admiral general marshal lord lady majesty highness excellency grace council chancellery
    court cabinet parliament senate admiralty governor""".split())
_ADDRESS_WORDS = frozenset("""to from letter the of at in a an his her their your so called so-called copy for gm
    exile and de di von van la le du y el""".split())
# Demonyms that do not begin as their nation's name does.
_DEMONYMS = {"france": ("french",), "spain": ("spanish",), "great britain": ("british", "english", "britain"),
             "turkey": ("turkish", "ottoman", "ottomans", "turks"), "ottoman empire": ("turkish", "ottomans", "turks"),
             "denmark": ("danish", "danes"), "sweden": ("swedish", "swedes"), "naples": ("neapolitan",),
             "netherlands": ("dutch",), "holland": ("dutch",), "portugal": ("portuguese",)}
_QUESTION_OPENINGS = ("question for the gm", "a question for the gm", "question to the gm", "rules question",
                      "a rules question", "quick question", "a quick question", "question for gm", "q for the gm",
                      "gm, a question", "gm, a rules question", "gm, quick question", "gm, question")
_MOST_WORDS = 40


def talk_of(text: str, nation: str, looks: Callable[[str], bool] | None, ends_message: bool = False,
            after_closing: bool = False) -> str | None:
    """Why the line is plainly talk ('a greeting', 'a heading', 'a closing', 'a signature', 'the address of a
    letter', 'a question to the GM', 'the writer's name' under a closing), or None when it is not, or may be an
    order."""
    treaty = treaty_part(text)
    if treaty is not None:
        return treaty                   # 'Article 3. Neither party shall make a separate peace.'
    low = words(text)
    if not low or len(low) > _MOST_WORDS or "->" in text or "\u2192" in text or "=>" in text:
        return None
    if after_closing and _a_name(text, low):
        return "the writer's name under the closing"
    own = own_forms(nation)
    if _only_talk(low, own) and "A" not in text.replace(",", " ").replace(".", " ").replace(":", " ").split():
        # ('A here': corps A, not an article)
        if low[0] in _GREETING.split() or "here" in low or "gm" in low and len(low) <= 4:
            return "a greeting"
        if any(w in _CLOSING.split() for w in low):
            return "a closing"
        return "a heading"
    if any(is_digits(w) for w in low):
        return None
    if _sent_from(low):
        return "a signature"
    if ends_message and _signed(text, low):
        return "a signature"
    if _addressed(text, low):
        return "the address of a letter"
    if _to_the_gm(text, low, looks):
        return "a question to the GM"
    return None


@cache
def own_forms(nation: str) -> frozenset[str]:
    """The words the writer's own nation goes by: its name's words, its initials ('gb', 'tln'), the first
    three letters of a one-word name ('rus'), and its demonyms ('prussian', 'maustria's', 'french')."""
    name = nation.casefold()
    parts = name.split()
    forms = set(parts) | set(_DEMONYMS.get(name, ()))
    if len(parts) > 1:
        forms.add("".join(p[0] for p in parts))
    else:
        forms.add(name[:3])
    forms |= {f + "'s" for f in list(forms)}
    return frozenset(forms)


def _is_own(word: str, own: frozenset[str]) -> bool:
    return word in own or any(len(f) >= 5 and (word.startswith(f[:5]) and len(word) <= len(f) + 4
                                               or len(word) >= 4 and f.startswith(word)) for f in own)    # 'brit'


def _turn_code(word: str) -> bool:
    """'t1', 't12': a turn's number typed short ('VIK t1:', 'brit t2:')."""
    return 2 <= len(word) <= 4 and word[0] == "t" and word[1:].isdigit()


def _only_talk(low: list[str], own: frozenset[str]) -> bool:
    """Every word a word of greetings, headings or closings, the writer's own nation, or a turn's number."""
    for k, w in enumerate(low):
        if w in _TALK or _is_own(w, own) or _turn_code(w):
            continue
        if is_digits(w) and (k > 0 and low[k - 1] in _NUMBERED or len(w) == 4 and w[:2] in ("17", "18")
                             or w == "4" and k + 1 < len(low) and low[k + 1] in _NUMBERED):
            continue                    # 'turn 1', '1805', 'orders 4 turn 1' ('4': for, typed short)
        if k > 1 and low[k - 1] == "by" and low[k - 2] == w:
            continue                    # 'unit by unit', 'corps by corps'
        if k + 2 < len(low) and low[k + 1] == "by" and low[k + 2] == w:
            continue
        return False
    ordering = [w for w in low if is_order_word(w) or goes(w)]      # 'land step', 'Orders for March'
    return not ordering or any(w not in ordering and (w in _MARKERS or _is_own(w, own)) for w in low)


# Words that make a line of talk's words talk: a verb of the game among them ('land', 'march') needs one.
_MARKERS = frozenset("""hi hello hey hiya howdy dear greetings gm gms here turn round step phase plan plans orders
    thanks thank thx cheers regards yours servant saludos""".split())


def _orders_in(low: list[str]) -> bool:
    return any(is_order_word(w) or w in UNIT_WORDS or w in GO or w in STAY or goes(w) for w in low)


def _sent_from(low: list[str]) -> bool:
    """'_sent from my chariot_', '-- sent from the Crimson Keep war room': where the message was written."""
    return len(low) <= 9 and low[:2] == ["sent", "from"] and "to" not in low and not _orders_in(low[2:])


def _a_name(text: str, low: list[str]) -> bool:
    """'Citizen-General Mausseau', 'Frederick William': a few capitalised words and nothing of an order."""
    said = text.strip(" -_*").replace(",", " ").split()
    return len(said) <= 5 and not any(is_digits(w) for w in low) and not _orders_in(low) and all(
        w[:1].isupper() or w.casefold() in _ADDRESS_WORDS for w in said)


def _signed(text: str, low: list[str]) -> bool:
    """'Godoy, Prince of the Peace', '- Count Pfefferkorn, Chancellor': a name with a title, as the last
    words of a letter; the words after 'of' are the title's (a nation, 'the Peace')."""
    if len(low) > 9 or ":" in text or " - " in text.strip(" -"):
        return False
    name, comma, title = text.strip(" -_*").partition(", ")
    if not comma or not any(w in _TITLES for w in words(title)):
        return False                    # 'Godoy, Prince of the Peace': a name, then its title after a comma
    said = text.strip(" -_*").replace(",", " ").split()
    if not all(w[:1].isupper() or w.casefold() in _ADDRESS_WORDS for w in said):
        return False
    head = low[:low.index("of")] if "of" in low else low
    return not _orders_in(head)


def _addressed(text: str, low: list[str]) -> bool:
    """'To the so-called Council of Stilwen, from the Chancellery at Maus Imperial:', 'Letter from the Khan of
    Typ Lef Nazin to the Emperor of Maustria (copy for the GM)': who writes to whom, and nothing after."""
    if len(low) > 25 or ": " in text.rstrip(": ") or not any(w in _TITLES for w in low):
        return False
    if not ({"to", "from"} & set(low)) or _orders_in(low):
        return False
    said = text.replace("(", " ").replace(")", " ").replace(",", " ").replace(":", " ").split()
    return all(w[:1].isupper() or w.casefold().strip(".") in _ADDRESS_WORDS for w in said)


def _to_the_gm(text: str, low: list[str], looks: Callable[[str], bool] | None) -> bool:
    """'Question for the GM: can a ship bought this turn carry armies this turn? ...': said to be a question
    for the GM, with a '?', naming no place or nation and no number (else it may be an order: asked)."""
    said = " ".join(low)
    if "?" not in text or not said.startswith(tuple(o.replace(",", "") for o in _QUESTION_OPENINGS)):
        return False
    if looks is None:
        return False
    bare = [w for w in text.replace("?", " ").replace(":", " ").split() if w.casefold().strip(".,;!\"'") != "gm"
            and not looks(w.strip(".,;!\"'"))]
    return not looks(" ".join(bare) + " 2")      # a name with a number looks like an order: so none is named


_HEADS = frozenset("turn round step phase orders order plan instructions moves".split())
_NOT_HEADS = frozenset("new change changed player revised update updated amended next later following".split())


def heads_orders(head: str, nation: str, looks: Callable[[str], bool] | None) -> bool:
    """'Crimsonia turn 1', 'GB land step', 'Russian orders, turn 1' (in another language too): a heading of the writer's own turn or step
    before a colon; never a correction ('New plan:', 'Change of plan:') nor news of a player ('New player for
    Russia:')."""
    if is_foreign(head):
        head = in_english(head)         # 'Órdenes de invierno', 'Rozkazy Austrii na zimę': 'orders for winter'
    said = set(words(head))
    said |= {"turn"} if any(_turn_code(w) for w in said) else set()
    return bool(said & _HEADS) and not said & _NOT_HEADS and talk_of(head + ":", nation, looks) == "a heading"


def introduces(head: str, nation: str, looks: Callable[[str], bool] | None) -> bool:
    """'carthage here', 'Naples here' before a colon or a dash on the orders' line: the writer's own nation saying
    who writes (another nation's name is no self-introduction)."""
    said = words(head)
    return 2 <= len(said) <= 4 and "here" in said and talk_of(head, nation, looks) == "a greeting"
