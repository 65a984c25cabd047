"""A sentence of a paragraph told of someone else's act, the subject deciding (issue 22, round 17).

Letters in character tell what others did between their orders: 'General Mack spoke for an hour on Ulm', 'The
Duke of Brunswick reported the cavalry fit for service', 'Prince Louis argued for war with France at dinner',
'The Austrians have crossed the Inn', 'The Russian consul at Warsaw has been courting the nobles again'. Who
does what tells them from orders, never the words of an order they hold ('war', 'cavalry', a place):

- **a person of the story**: a title and a name ('Count Cobenzl', 'the Duke of Brunswick', 'Baron Stein') with
  a verb of saying, reporting or feeling ('spoke', 'reported', 'argues for', 'complained'), or with a verb in
  a tense that tells ('has counted', 'wrote') that is no verb of an order; never a verb of asking or offering
  ('asked to be sent', 'proposes an alliance'), which may be the writer's own request;
- **the sovereign** ('the Emperor', 'the Khan'): the same, when the sentence names no unit word or count;
- either with a word of an order ('The Grand Vizier proposed war on Russia', 'The King argues for war with
  France'): not read as the order, asked: the player's to say;
- **the writer's hope** ('We hope corps D reaches Baden', 'Hopefully the fleet gets through'): asked, never
  read;
- **another nation or people** ('the Austrians', 'the Danish court', 'the Russian consul') with a verb in a
  tense that tells ('have crossed', 'are arming', 'crossed', 'has been courting') or of saying, no word of an
  order or count in it ('Spain declared war on Portugal' stays refused, news of a war): their act; a plain
  present ('The Austrians march to Bavaria', 'Russia declares war') stays as the reader leaves it.

Never told of others: a sentence naming one of the writer's units by letter or number, an arrow, a correction,
a question, a condition, or 'we', 'I', 'let' (the writer's own act or wish). Cheap: a scan of at most 80
words."""

from __future__ import annotations

from engine.words.meaning.slots import Finder, Slots
from engine.words.reading import DEMONYMS
from engine.words.talk_lines import own_forms
from engine.words.meaning.talk import CONDITIONS, TALK_WORD
from engine.words.meaning.verbs import classes

# Sentences never read as the order they hold, asked: the player's to say whether they give it.
HOPED = "says a hope, no order given"
SPOKEN = "tells what someone of the court said or proposed, no order given"
DOUBTS = frozenset((HOPED, SPOKEN))

# Titles of persons of the story: a minister, a general, a courtier, never the writer's sovereign.
_TITLES = frozenset("""count countess general duke duchess archduke archduchess citizen lord lady marshal admiral
    prince princess baron baroness minister consul ambassador envoy cardinal bishop abbot chancellor senator
    colonel major captain commodore monsieur herr signor signore don dona madame sir dame earl viscount margrave
    landgrave hetman ataman vizier pasha bey effendi governor intendant secretary tribune praetor legate
    centurion thane ealdorman boyar emir sheikh magistrate""".split())
_SOVEREIGNS = frozenset("""emperor empress king queen tsar czar tsarina sultan khan kaiser shah doge regent elector
    jarl laird""".split())
# Verbs of saying, reporting or feeling: what follows them is what was said, never an order given.
_REPORTING = frozenset("""say says said speak speaks spoke spoken report reports reported tell tells told write
    writes wrote written argue argues argued complain complains complained grumble grumbles grumbled insist insists
    insisted claim claims claimed boast boasts boasted laugh laughs laughed sigh sighs sighed mutter mutters muttered
    warn warns warned remark remarks remarked observe observes observed explain explains explained swear swears
    swore sworn fear fears feared worry worries worried doubt doubts doubted think thinks thought believe believes
    believed hear hears heard learn learns learned learnt know knows knew rage rages raged weep weeps wept sulk
    sulks sulked dither dithers dithered hesitate hesitates hesitated mourn mourns mourned rejoice rejoices rejoiced
    dine dines dined sleep sleeps slept pray prays prayed owe owes owed met meets
    count counts counted spent lost presiding spoken""".split())
# Auxiliaries before the verb that tells: 'has been buying', 'are arming', 'had crossed'.
_TELLING_AUX = frozenset("has have had is are was were 's 're 've been".split())
_BE = frozenset("is are was were 's 're been".split())
_MODALS = frozenset("will would shall should can could may might must do does did".split())
_SELF = frozenset("""we i we'll i'll we're i'm we've i've we'd i'd let our my""".split())
_SKIP = frozenset("the a an of".split())
_ADVERBS = frozenset("""again already also still just once twice never ever long often always not finally
    now then lately recently been""".split())
_IRREGULAR_PAST = frozenset("""went came took gave made sat stood held fought fell rode ran saw brought bought sought
    began left kept felt sent got found led won burnt burned struck""".split())
_QUOTES = (":", '"', "\u201c", "\u201d", "'s orders")
# Verbs of deciding or ordering: what follows may be the order decided ('has decided to fall back').
_DECIDING = frozenset("""decide decides decided order orders ordered command commands commanded resolve resolves
    resolved decree decrees decreed direct directs directed determine determines determined choose chooses chose
    chosen agree agrees agreed plan plans planned intend intends intended mean means meant wish wishes wished want
    wants wanted desire desires desired require requires required instruct instructs instructed""".split())
_ANYONE = frozenset("nobody everybody everyone somebody someone none".split())
_GRAND = frozenset("first grand high great old young royal imperial prime lord".split())
# Peoples players name, of the game's nations or not ('the Swedes' where Sweden does not play).
_PEOPLES = frozenset(w for forms in DEMONYMS.values() for w in forms if w.endswith(("s", "ish", "ch", "ese")))
_NOT_THEIRS = frozenset("to from at against with toward towards in into on near by over".split())    # 'the envoy to the Turks'
_HOPES = frozenset("hope trust pray".split())
_HOPE_ADVERBS = frozenset("do all only really sincerely truly".split())
_MOST_WORDS = 80
_MOST_SUBJECT = 8           # words before the verb: a longer subject is no person's or people's


def told_of(said: str, slots: Slots, finder: Finder) -> str | None:
    """Why a sentence is told of someone else's act ('told of ...'), one of DOUBTS when it holds an order it does
    not give (a hope, the sovereign's words), None when it may be the writer's order (the reader goes on as before)."""
    if slots.arrow or slots.correction or "?" in said or len(said) > 600:
        return None
    if any(q in said for q in _QUOTES):
        return None             # 'Spain said: A - Schwerin': the words quoted may be an order, as the reader leaves them
    raw = TALK_WORD.findall(said)[:_MOST_WORDS]
    low = [w.casefold() for w in raw]
    if (slots.units or slots.nouns) and _hoped(low):
        return HOPED            # 'We hope corps D reaches Baden': a hope, no order given; the player's to say
    if slots.units:
        return None
    if _SELF.intersection(low) or any(w in CONDITIONS and not (w == "if" and i and low[i - 1] == "as")
                                      for i, w in enumerate(low)):
        return None             # 'we', 'I', 'let': the writer's own; 'if', 'unless': it may hang on something
    start = _after_address(raw, low)
    k = next((i for i in range(start + 1, min(len(low), start + _MOST_SUBJECT + 1))
              if _is_verb(raw[i], low[i], finder)), None)
    if k is None:
        return None
    who = _who(raw, low, start, k, finder)
    if who is None:
        return None
    main, aux = _main_verb(low, k)
    at = low.index(main, k) if main is not None else -1
    if main is None or at >= len(low) - 1 or main == "going" and low[at + 1] == "to":
        return None             # 'Prussia said': nothing told after it (a quote's frame); 'is going to': a will
    told = aux or main in _IRREGULAR_PAST or main.endswith("ed") or main.endswith("ing") and aux
    reporting = main in _REPORTING
    order_verb = bool(classes(main, finder.meaning.verbs))
    if who == "people" and (slots.order_words or slots.numbers or any(ch.isdigit() for ch in said)):
        return None             # 'Spain declared war on Portugal', 'Austria receives 5 gold': refused as news of it
    if who == "people" and main not in _DECIDING:
        if reporting or told or not order_verb and not slots.order_words:
            return "told of another nation's doing, no order of ours"
        return None             # 'The Austrians march to Bavaria', 'Russia declares war': as the reader leaves it
    if who == "anyone":
        return "told of others, no order of ours" if (told or reporting) and not order_verb else None
    if main in _DECIDING:
        return None             # 'Archduke Charles has decided to fall back': a decision, maybe the order
    if order_verb and not reporting:
        return None             # 'General Blucher marches to Saxony', 'The Emperor has returned to Paris'
    if not (reporting or told):
        return None             # 'The Emperor wishes ...', 'Archduke John asked to be sent ...': a request
    if slots.order_words:
        return SPOKEN           # 'The Grand Vizier proposed war on Russia': the writer's court, maybe the order
    if who == "sovereign" and (slots.nouns or slots.numbers):
        return None
    return "told of a person of the story, no order of ours"


def _hoped(low: list[str]) -> bool:
    """Whether the sentence opens on the writer's hope ('We hope ...', 'I do hope that ...', 'Hopefully ...')."""
    if low[:1] == ["hopefully"]:
        return True
    i = 1 if low[:1] in (["we"], ["i"]) else 0
    while i and i < 4 and low[i] in _ADVERBS | _HOPE_ADVERBS:
        i += 1
    return bool(i) and i < len(low) and low[i] in _HOPES


def _after_address(raw: list[str], low: list[str]) -> int:
    """Where the sentence starts after a word of address ('Sir, the Irish corps ...', 'Effendi, the Sultan ...')."""
    if len(low) > 2 and low[1] == "," and raw[0][:1].isupper():
        return 2
    return 0


def _is_verb(written: str, word: str, finder: Finder) -> bool:
    if not written[:1].islower():
        return False                # 'Count', 'General', 'March' written with a capital: a title or a name
    return word in _TELLING_AUX or word in _MODALS or word in _REPORTING or word in _IRREGULAR_PAST \
        or bool(classes(word, finder.meaning.verbs)) or len(word) > 4 and word.endswith("ed")


def _main_verb(low: list[str], k: int) -> tuple[str | None, str]:
    """The verb that tells, after any auxiliaries and adverbs, and the last auxiliary of a tense that tells before
    it ('has', 'are', 'been'; '' for none); a modal ('will', 'can') tells nothing."""
    aux = ""
    i = k
    while i < len(low) and (low[i] in _TELLING_AUX or low[i] in _MODALS or low[i] in _ADVERBS):
        if low[i] in _MODALS:
            return None, ""         # 'they will cross it again', 'the King will raise': a will, maybe an order
        if low[i] in _TELLING_AUX:
            aux = low[i]
        i += 1
    if i >= len(low) or not low[i].isalpha():
        return None, ""             # 'The Republic and the Crimsonians are with us': no verb after 'are'
    w = low[i]
    if not (w in _REPORTING or w in _IRREGULAR_PAST or w.endswith(("ed", "ing", "en")) or classes(w)):
        return None, ""             # 'The Austrians have three corps in Bavaria': no verb that tells
    if aux in _BE and not w.endswith("ing"):
        return None, ""             # 'The Russians are allowed through the Straits': done to them, maybe by us
    return w, aux


def _who(raw: list[str], low: list[str], start: int, k: int, finder: Finder) -> str | None:
    """Who the subject is: 'person' (a title and a name), 'sovereign', 'people' (another nation or its people,
    court or envoy), None (the writer, a unit, a place or anyone else)."""
    words_ = [i for i in range(start, k) if low[i] not in _SKIP and low[i].isalpha()]
    if not words_ or k - start > _MOST_SUBJECT or any(low[i] in (",", "(", ":", ";") for i in range(start, k)):
        return None
    if any(finder.names.known_nation(low[i]) == finder.nation for i in words_) \
            or any(low[i] in finder.nouns or low[i].rstrip("s") in finder.nouns for i in words_):
        return None                 # 'the Prussian corps', 'our squadrons': the writer's own
    for i in words_:
        nation = finder.names.known_nation(low[i])
        if nation is not None and nation != finder.nation and not (i and low[i - 1] in _NOT_THEIRS):
            return "people"         # 'the Austrians', 'the Danish court', 'the Russian consul', 'the King of Naples'
    if len(words_) == 1 and low[words_[0]] in _ANYONE:
        return "anyone"             # 'Nobody knew where Ulm was'
    for i in words_:
        if low[i] in _PEOPLES and low[i] not in own_forms(finder.nation) and not (i and low[i - 1] in _NOT_THEIRS):
            return "people"         # 'the Swedes', a people of no nation in the game
    while len(words_) > 1 and low[words_[0]] in _GRAND:
        words_ = words_[1:]         # 'the First Consul', 'the Grand Vizier'
    first = low[words_[0]]
    if first in _TITLES and len(words_) > 1 and (raw[words_[1]][:1].isupper() or low[words_[1]] in _SKIP):
        return "person"             # 'Count Cobenzl', 'the Duke of Brunswick'
    if first in _TITLES and low[start] == "the" and (len(words_) == 1 or low[words_[0] + 1] == "of"):
        return "person"             # 'the Chancellor', 'the First Consul', 'the Grand Vizier
    if first in _SOVEREIGNS and len(words_) <= 3 and low[start] == "the":
        return "sovereign"          # 'the Emperor', 'the Khan'
    return None


# Words that may open a clause of another's before its subject ('as the French ...', 'for the Dutch ...').
_OPENERS = frozenset("as for since because while now and".split())
_RELATIVES = frozenset(("who", "which", "whose"))
_MOST_TAIL_WORDS = 30


def others_cuts(said: str, finder: Finder) -> list[tuple[str, str]]:
    """(the order, the clause) cuts of a sentence before a clause of another nation's or people's, after a comma:
    its subject is theirs ('..., the Dutch being thoroughly sick of French liberty', '..., as the Austrians are
    arming in Bohemia') or a relative said of them ('... attack the Vikings, who have been taking our merchants').
    The clause names none of the writer's units and says no 'we', 'I', condition or question; at most a few cuts,
    the last comma first."""
    if ", " not in said or len(said) > 600 or "?" in said or any(q in said for q in _QUOTES):
        return []               # 'Prussia said: D stays in Tyrol, the French are too close': a quote, as it is
    out: list[tuple[str, str]] = []
    at = said.rfind(", ")
    while at > 0 and len(out) < 3:
        head, tail = said[:at].strip(), said[at + 2:].strip()
        if head and tail and _theirs(head, tail, finder):
            out.append((head, tail))
        at = said.rfind(", ", 0, at)
    return out


def _theirs(head: str, tail: str, finder: Finder) -> bool:
    raw = TALK_WORD.findall(tail)[:_MOST_TAIL_WORDS + 1]
    low = [w.casefold() for w in raw]
    if not low or len(low) > _MOST_TAIL_WORDS or (_SELF - {"our"}).intersection(low) or any(
            w in CONDITIONS and not (w == "if" and i and low[i - 1] == "as") and not (w == "once" and i and low[i - 1] == "for")
            for i, w in enumerate(low)):      # 'as if', 'for once': no condition
        return False
    found = finder.find(tail)
    if found.units or found.order_words or found.numbers:
        return False                # '..., the Austrians being beaten by corps B', '..., who declares war on France'
    if low[0] in _RELATIVES:
        last = head.rsplit(None, 1)[-1].strip(".,;:!").casefold()
        nation = finder.names.known_nation(last) if last.isalpha() else None
        return nation is not None and nation != finder.nation and len(low) > 1 and (
            low[1] in _TELLING_AUX or low[1] in _MODALS or low[1] in _REPORTING or bool(classes(low[1])))
    i = 1 if low[0] in _OPENERS else 0
    if i < len(low) and low[i] in ("the", "that", "their"):
        i += 1
    for span in (2, 1):
        if i + span >= len(low) or not all(w.isalpha() for w in low[i:i + span]):
            continue
        nation = finder.names.known_nation(" ".join(low[i:i + span]))
        if nation is None or nation == finder.nation:
            continue
        k = i + span
        if raw[k - 1][:1].isupper() and k < len(low) and low[k] in finder.nouns:
            k += 1                  # 'the Austrian army is ...'
        if k < len(low) and (low[k] in _TELLING_AUX or low[k] in _MODALS or low[k] in _REPORTING
                             or low[k] in ("being", "having") or low[k].endswith(("ed", "ing"))):
            return True             # '..., the Dutch being thoroughly sick of French liberty'
    return False
