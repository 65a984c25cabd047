"""Orders typed on a phone: lower case, no punctuation, text-speak ('d to baden', 'dow spain',
'channel fleet dont intercept', 'peace w dunbarra pls', 'build 2 inf moscow', 'go 2 10'), written
out in the English every reader takes. Tried only on a line that does not read as written, and
kept only when the written-out line reads whole: a guess never replaces a refusal.

One pass over the words: linear in the line's length."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.errors import Contradiction, NotUnderstood
from engine.words.lexicon import UNIT_WORDS
from engine.words.meaning.verbs import known_verbs, near
from engine.words.route_counts import counted_route
from engine.words.builds_shared import built_apart
from engine.words.delegations import delegated

_LONGEST_TYPED = 500       # characters: a line typed on a phone is well under it; a longer one is read as written

# Text-speak, word for word (lower case as typed).
_WORDS = {
    "w": "with", "w/": "with", "n": "and", "&": "and", "dow": "declare war on", "dont": "do not", "don't": "do not",
    "doesnt": "does not", "doesn't": "does not", "wont": "will not", "cant": "cannot", "u": "you", "r": "are",
    "b4": "before", "thru": "through", "frm": "from", "2morrow": "tomorrow", "tmrw": "tomorrow", "tho": "though",
    "pls": "", "plz": "", "pl": "", "thx": "", "thnx": "", "ty": "", "tx": "", "sry": "", "srry": "", "ok": "",
    "k": "", "kthx": "", "cheers": "", "gm": "", "hld": "holds", "hlds": "holds", "hi": "", "hey": "", "yo": "",
    "2day": "today", "2nite": "tonight", "gtg": "", "g2g": "", "brb": "", "cu": "", "cya": "", "ttyl": "",
}
# Counts in words ('a pair of', 'half a dozen', 'all three'), as digits: the state then says whether so many stand there.
_COUNTS = {
    ("half", "a", "dozen"): "6", ("a", "dozen"): "12", ("a", "pair", "of"): "2", ("a", "couple", "of"): "2",
    ("a", "brace", "of"): "2", ("a", "single"): "1", ("a", "lone"): "1", ("the", "lone"): "the 1", ("a", "score", "of"): "20",
    ("pair", "of"): "2", ("couple", "of"): "2", ("brace", "of"): "2", ("dozen",): "12", ("single",): "1",
    ("a", "trio", "of"): "3", ("a", "trio"): "3", ("trio", "of"): "3", ("a", "pair"): "2",
    ("a", "quartet", "of"): "4", ("a", "quartet"): "4",
}
_NUMBERS = dict(zip("one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
                    "seventeen eighteen nineteen twenty".split(), map(str, range(1, 21))))
_NUMBERS.update(thirty="30", forty="40", fifty="50")
# What ends a line without being part of it ('... thats it', '... ok').
_TAILS = ("thats it", "that's it", "thats all", "that's all", "ta", "cheers gm", "thanks gm", "thanks", "thank you",
          "typos", "sorry for typos", "sorry for the typos", "4 late", "for late", "too late")
_BEFORE_PLACES = frozenset("in at to from into -> > - via".split())    # 'ships in n': sea N, not 'and'
_VERBS_OF_GOING = frozenset("go goes going move moves march marches sail sails send".split())
_VERBS_OF_BUILDING = frozenset("build builds buy buys raise raises recruit recruits".split())
# Verbs of an order a line typed 'n ...' ('and ...') may start with: never corps N ('n allow russia thru ...').
_VERBS_AFTER_AND = frozenset("allow permit build buy raise recruit declare dow give send annex ally peace break cede accept "
                             "transfer xfer bld".split())
# Words after which a lone letter is a unit again ('c attacks piedmont d to bavaria').
_AFTER_LETTER = frozenset("to - -> > attacks attack holds hold stays stay marches moves goes scouts 2 frm from h hld".split())
# Words a unit is typed as before its verb ('corps d', 'sq1', 'sqn 3'): a '2' or an 'h' after one is 'to' or 'holds'.
_UNIT_HEADS = frozenset("corps crps corp korps squadron sq sqn sqd sqdn".split())
_FROM = frozenset(("from", "frm"))
_TO = frozenset(("to", "into", "->", ">", "-"))
# Words after a '2' that make it a count, never 'to' ('2 inf', '2 gold', '2 more').
_COUNTED = frozenset("gold more of x times turns seasons".split())
_SORRY = frozenset(("sry", "srry", "sorry"))
_ROUND7 = _FROM | _SORRY | _UNIT_HEADS | frozenset(("2", "h", "/", "|")) | frozenset(f"{h}{n}" for h in ("sq", "sqn", "sqd")
                                                                                    for n in range(1, 13))
# Words a unit's own word may follow inside one order ('from corps a', 'with sq 2', 'to corps b').
_BEFORE_UNIT = frozenset("from frm to of the my our with and by using w".split())
_JOINS = frozenset(("and", "n", "&", "then", "/"))    # a unit typed after them opens an order of its own


# Words misspelt at an order's head ('buld', 'delcare', 'moev', 'sial', 'standign', 'fleeet'), and the common words
# one letter from an order's word that are never taken for it ('more' is no 'move', 'want' no 'wait').
_TYPO_VOCABULARY = known_verbs(("declare", "standing", "alliance", "squadron", "fleet", "infantry", "cavalry",
                                "artillery", "corps", "transfer"))
_REAL_WORDS = frozenset("more mode want wand said sale same some hole hole hall mall bold sold told cold told wall "
                        "well fell bell tell sell yell lend bend send mend rend tend vend band bond fund find kind mind "
                        "wind bind mild wild gold goal good food mood hood word work worm warm wore ware were here "
                        "there where these those this that them then than they thee free tree three agree from into "
                        "onto with what when your their plus each both also only just over upon unto fort forth "
                        "north lands hands bands".split())
_TYPO_AFTER = frozenset(_UNIT_HEADS | {"cav", "gd", "guard", "the", "my", "our"})


def _typo_at(low: list[str], i: int) -> str | None:
    """The order's word a misspelt word at an order's head stands for: the line's first word, or the word after
    a unit ('cav I moev', 'corps D mrach', 'squadron 1 sial'); None when it is no misspelling or could be several."""
    word = low[i].rstrip(".,;:!")
    if len(word) < 4 or not word.isalpha() or word in _TYPO_VOCABULARY or word in _REAL_WORDS or word in UNIT_WORDS:
        return None
    before = low[i - 1].rstrip(".,;:!") if i else ""
    if i and not (len(before) <= 4 and (before.isdigit() or len(before) == 1 or set(before) <= set("ivx"))
                  or before in _TYPO_AFTER or before in UNIT_WORDS or _numbered_head(before) or i == 1 and near(before, _TYPO_VOCABULARY)):
        return None
    fixed = near(word, _TYPO_VOCABULARY)
    if fixed is None or len(fixed) == len(word) and sorted(fixed) != sorted(word):
        return None         # a letter typed for another is a word of its own as often as not ('half', 'halt')
    return fixed                    # a letter left out, doubled or two swapped: 'buld', 'fleeet', 'moev'


def _misspelt_head(text: str) -> bool:
    """Whether a short line opens with a misspelt order word ('standign guard: hold')."""
    low = text.casefold().split()[:2]
    return len(text) <= 80 and any(_typo_at(low, i) is not None for i in range(len(low)))


def in_full(text: str) -> str | None:
    """The line with its text-speak written out, None when it holds none (or is longer than a typed order);
    a route whose count is said bare around it ('48-47 3', '13 -> 26 w/ 2') with the count typed 'x3' after it
    (engine.words.route_counts); several kinds built in one place with the place after each (engine.words.builds_shared)."""
    said = _text_speak(text)
    moved = counted_route(said or text) or built_apart(text)
    return moved or said


def _text_speak(text: str) -> str | None:
    if len(text) > _LONGEST_TYPED:
        return None
    words = text.split()
    low = [w.casefold() for w in words]
    if not words:
        return None
    out: list[str] = []
    changed = False
    lower = text == text.casefold()
    lower_or_typed = len(words) <= 12          # a short line typed fast: a misspelt order word at its head
    skip = 0
    unit = ""                                   # the last unit words said ('infantry divisions'), for 'three more'
    going_from = False                          # 'frm smyrna' said, and no 'to' yet: a '2' after it is 'to'
    for i, (word, key) in enumerate(zip(words, low)):
        if skip:
            skip -= 1
            continue
        bare = key.rstrip(".,;:!")
        nxt = low[i + 1].rstrip(".,;:") if i + 1 < len(words) else ""
        if going_from and (key != bare or bare in _TO):
            going_from = False                  # the route's end said, or the clause over
        if bare in _ROUND7 or key in _ROUND7:   # one look-up a word; the round-7 shapes below only for these
            if bare in _FROM:
                going_from = key == bare
            if bare in _SORRY and nxt == "late" and i + 2 >= len(words):
                changed = True                  # '... thx gm sry late': an apology, no order
                break
            if bare == "2" and nxt.isalpha() and nxt not in UNIT_WORDS and nxt not in _COUNTED and i > 0 \
                    and low[i - 1] not in UNIT_WORDS and low[i - 1] not in _UNIT_HEADS and (going_from or _after_unit(low, i)):
                out.append("to" + _tail_of(word))   # 'c 2 lombardy', 'corps d frm smyrna 2 angora': to
                changed = True
                continue
            if bare == "2" and key == bare and _between_places(low, i):
                out.append("->")                # '3 armies 48 2 47', '2 ships m 2 p', '3 frm 89 2 96'
                changed = True
                continue
            if bare == "2" and key == bare and _between_named_places(low, i):
                out.append("to")                # '2 armys bergen 2 trondheim', '3 units rep marsh 2 stilwen city'
                changed = True
                continue
            if bare == "h" and (not nxt or key != bare or nxt in ("/", "|")) and _after_unit(low, i):
                out.append("holds" + _tail_of(word))    # 'A h', 'sq1 h': holds (never 'h' before more words: corps H)
                changed = True
                continue
            if (bare in _UNIT_HEADS or _numbered_head(bare)) and out and lower and _unit_at(low, i) \
                    and not out[-1].endswith((",", ";", ":", ".", "!")) and low[i - 1] not in _JOINS \
                    and low[i - 1] not in _BEFORE_UNIT and low[i - 1] not in UNIT_WORDS:
                out[-1] += ";"                  # 'corps a 2 bulgaria corps d 2 angora': a new order starts
                changed = True
            pair = _squadron_pair(low, i)
            if pair:
                out.append(f"squadrons {pair[0]} and {pair[1]}")    # 'sq1 n sq2 2 ...': both go
                skip, changed = 2, True
                continue
            if key in ("/", "|") and out and i + 1 < len(words) and _unit_at(low, i + 1):
                out[-1] += ";"                  # 'sq4 h / sq5 h': two orders
                changed = True
                continue
        if i == 0 and bare in ("n", "&", "+") and nxt in _VERBS_AFTER_AND:
            changed = True                      # 'n allow russia thru ...': 'and', the line before's order done
            continue
        count = next((k for k in _COUNT_AT.get(bare, ()) if tuple(w.rstrip(".,;:!") for w in low[i:i + len(k)]) == k), None)
        if count is not None:
            out.append(_COUNTS[count] + _tail_of(words[i + len(count) - 1]))
            skip = len(count) - 1
            changed = True
            continue
        if bare == "all" and low[i + 1:i + 2] and low[i + 1].rstrip(".,;:!") in _NUMBERS:
            changed = True                      # 'all three armies': three, the state says whether so many stand there
            continue
        if bare in ("one", "ones") and out and out[-1].isdigit() and unit:
            out.append(unit + _tail_of(word))  # 'a pair of armies ..., and a single one': one army
            changed = True
            continue
        if bare in _NUMBERS:
            out.append(_NUMBERS[bare] + _tail_of(word))
            changed = True
            continue
        if bare == "more" and out and out[-1].isdigit():
            changed = True                      # 'three more in Picardy'
            if unit and nxt in ("in", "at", "to", "from"):
                out.append(unit)                # 'a pair of infantry divisions in Paris and three more in Picardy'
            continue
        if bare in UNIT_WORDS:
            unit = " ".join(w.rstrip(".,;:!") for w in words[i - 1:i + 1]) if i and low[i - 1] in UNIT_WORDS else \
                word.rstrip(".,;:!")
        tail = word[len(bare):] if key.startswith(bare) else ""
        if bare in _WORDS and not (bare in ("n", "w") and (i == 0 or low[i - 1] in _BEFORE_PLACES
                                                          or low[i - 1] in _SHIP_WORDS)) \
                and not (len(word.rstrip(".,;:!")) == 1 and word[:1].isupper()):   # 'K', 'W': a sea's letter, never 'ok', 'with'
            english = _WORDS[bare]
            if english:
                out.append(english + tail)
            elif tail and out:
                out[-1] += tail
            changed = True
        elif bare == "to" and 0 < i and low[i - 1].isdigit() and nxt.isdigit() and low[0].isdigit():
            out.append("->")                    # '4 units 1 to 4'
            changed = True
        elif bare == "2" and i > 0 and low[i - 1] in _VERBS_OF_GOING:
            out.append("to")                    # 'go 2 10'
            changed = True
        elif lower and len(bare) == 1 and bare.isalpha() and i > 0 and (low[i - 1] in _SHIP_WORDS or out[-1:] == ["->"]
                                                                        and i > 2 and low[i - 3] in _SHIP_WORDS):
            out.append(bare.upper() + tail)     # '2 ships m 2 p': the seas M and P
            changed = True
        elif lower and len(bare) == 1 and bare.isalpha() and (nxt in _AFTER_LETTER and (bare not in "ai" or i == 0
                                                                                         or low[i - 1].endswith(":"))
                                                              or i == 0 and bare not in "ai" and nxt.isalpha()):
            joint = i > 0 and bool(out) and not out[-1].endswith((",", ";", ":", ".", "!")) and out[-1].casefold() not in ("and", "-", "corps", "from", "to", "into")
            if joint:
                out[-1] += ";"                  # 'c attacks piedmont d to bavaria': a new order starts
            out.append(bare.upper() + tail)     # 'd to baden': corps D
            changed = True
        elif lower_or_typed and (fixed := _typo_at(low, i)) is not None:
            out.append(fixed + tail)            # 'buld 1 infantry', 'cav I moev ...', 'delcare war'
            changed = True
        else:
            out.append(word)
        if bare in UNIT_WORDS and i >= 2 and low[i - 2] in _VERBS_OF_BUILDING and nxt and nxt not in ("in", "at", "to") \
                and nxt.isalnum():
            out.append("in")                    # 'build 2 inf moscow'
            changed = True
    line = " ".join(out)
    folded = line.casefold().rstrip(" .!")
    for tail_words in _TAILS:
        if folded.endswith(" " + tail_words):
            line = line[:len(folded) - len(tail_words)].rstrip(" ,")
            line = line[:-4].rstrip(" ,") if line.casefold().endswith(" and") else line    # '... n thats it'
            changed = True
            break
    return line if changed and line.strip() else None


_SHIP_WORDS = frozenset(("ship", "ships", "shps", "fleet", "fleets"))
_PLACE_BEFORE_ROUTE = UNIT_WORDS | _FROM      # '3 armies 48 2 47', '3 frm 89 2 96': the word before a route's start


def _place_token(word: str) -> bool:
    """A map number or a sea's letter typed alone ('48', 'm')."""
    return word.isdigit() and len(word) <= 3 or len(word) == 1 and word.isalpha() and word not in "ai"


def _between_places(low: list[str], i: int) -> bool:
    """Whether the '2' at word i stands between a route's start and its end: a map number or a sea's letter
    after a unit word or 'from', and another after it that no unit word follows ('2 ships m 2 p thx')."""
    if i < 2 or i + 1 >= len(low):
        return False
    after = low[i + 1].rstrip(".,;:!")
    return low[i - 2] in _PLACE_BEFORE_ROUTE and _place_token(low[i - 1]) and _place_token(after) \
        and (i + 2 >= len(low) or low[i + 2].rstrip(".,;:!") not in UNIT_WORDS)


_MOST_NAME_WORDS = 3        # words of a place typed on a phone ('rep marsh', 'stilwen city')
_NUMBER_WORDS = frozenset("one two three four five six seven eight nine ten".split())
_VERBS_TYPED = known_verbs(())


def _between_named_places(low: list[str], i: int) -> bool:
    """Whether the '2' at word i is 'to' in a count's move typed on a phone: a count and a unit word open the line
    (the unit word maybe misspelt with a plural 's': 'armys'), then a place of one to three words, the '2', and
    another place that ends the line ('2 armys bergen 2 trondheim'); no verb, unit or count word in either place."""
    if not 3 <= i <= 2 + _MOST_NAME_WORDS or not 1 <= len(low) - i - 1 <= _MOST_NAME_WORDS:
        return False
    if not (low[0].isdigit() and len(low[0]) <= 2 or low[0] in _NUMBER_WORDS):
        return False
    unit = low[1].rstrip(".,;:!")
    if unit not in UNIT_WORDS and unit[:-1] not in UNIT_WORDS:
        return False
    places = [w.rstrip(".,;:!") for w in low[2:i] + low[i + 1:]]
    return all((w.isalpha() or w.isdigit() and len(w) <= 3) and w not in UNIT_WORDS and w not in _COUNTED
               and w not in _VERBS_TYPED and w not in _BEFORE_PLACES and w not in _JOINS for w in places) \
        and all(w == w.rstrip(".,;:!") for w in low[2:i])


def _squadron_pair(low: list[str], i: int) -> tuple[str, str] | None:
    """('1', '2') for 'sq1 n sq2' (or 'and', '&') at word i: two squadrons told one thing."""
    if i + 2 >= len(low) or low[i + 1] not in _JOINS or low[i + 1] in ("then", "/"):
        return None
    first, second = low[i], low[i + 2].rstrip(".,;:!")
    if not (_numbered_head(first) and _numbered_head(second)) or first.rstrip("0123456789").startswith("c"):
        return None
    return first[len(first.rstrip("0123456789")):], second[len(second.rstrip("0123456789")):]


def _numbered_head(word: str) -> bool:
    """'sq1', 'sqn3': a unit's word typed with its number."""
    head = word.rstrip("0123456789")
    return head != word and head in _UNIT_HEADS


def _unit_at(low: list[str], i: int) -> bool:
    """Whether a unit is typed at word i: a lone letter ('d'), 'sq1', or a unit word and its letter or number."""
    word = low[i].rstrip(".,;:!")
    if len(word) == 1 and word.isalpha():
        return True
    head = word.rstrip("0123456789.")
    if head in _UNIT_HEADS and head != word:
        return True                             # 'sq1', 'sqn3', 'sq.4'
    return word in _UNIT_HEADS and i + 1 < len(low) and len(low[i + 1].rstrip(".,;:!")) <= 3


def _after_unit(low: list[str], i: int) -> bool:
    """Whether word i follows a unit typed alone: 'c 2 ...', 'corps d 2 ...', 'sq1 h', 'sqn 3 h' (a letter or
    number that opens the clause or follows the unit's word)."""
    if i == 0:
        return False
    before = low[i - 1]
    if before != before.rstrip(".,;:!"):
        return False                            # 'stays. 2 ...': the clause before ended
    if len(before) == 1 and before.isalpha():   # 'c 2 ...', 'corps d 2 ...', 'n d 2 ...'
        return i == 1 or low[i - 2] in _UNIT_HEADS or low[i - 2] in _JOINS or low[i - 2][-1:] in ".,;:!"
    head = before.rstrip("0123456789.")
    if head in _UNIT_HEADS and head != before:
        return True                             # 'sq1 h'
    return i >= 2 and low[i - 2] in _UNIT_HEADS and before.isdigit()    # 'sqn 3 h' (never 'squadron 2 and ...')


_COUNT_AT: dict[str, list[tuple[str, ...]]] = {}
for _k in sorted(_COUNTS, key=len, reverse=True):
    _COUNT_AT.setdefault(_k[0], []).append(_k)


def _tail_of(word: str) -> str:
    """The punctuation a word ends with ('three,')."""
    return word[len(word.rstrip(".,;:!")):]


def read_in_full(parse_line: Callable[[str], Any]) -> Callable[[str], Any]:
    """A line reader that, when a line does not read whole, reads it again with its text-speak written
    out, and keeps that reading only when it is whole."""
    def read(text: str) -> Any:
        try:
            first = parse_line(text)
        except Contradiction:
            raise                               # the line contradicts itself: never read again another way
        except NotUnderstood as error:
            full = in_full(text)
            if full is None or delegated(text) is not None:
                raise                           # 'The GM decides where ...': never read with the GM written away
            try:
                again = parse_line(full)
            except NotUnderstood:
                raise error from None           # the line's own reason, not the written-out line's
            if again and _whole(again):
                return again
            raise
        if _whole(first) and not (not first and _misspelt_head(text)):
            return first                        # ('standign guard: hold' read as the Guard staying: written out)
        full = in_full(text)
        if full is not None and delegated(text) is None:
            try:
                again = parse_line(full)
            except NotUnderstood:
                return first
            if again and _whole(again):
                return again
        return first
    return read


def _whole(read: Any) -> bool:
    if isinstance(read, (list, tuple)):
        for x in read:                  # a loop, not a generator: every line read meets it
            if isinstance(x, NotUnderstood):
                return False
    return True
