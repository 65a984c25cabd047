"""EiA orders as players list them: an item lettered 'a)', '(b)' or 'c.' before its order, a heading
of a kind of order with nothing under it ('war: none', 'alliances: -', 'fleets: nothing'), which gives
no order and is never taken for a nation called 'none', and a letter's dateline ('Vienna, January 1805.')."""

from __future__ import annotations

from engine.words import patterns as re        # its compile() waits for first use

from engine.rulesets.eia.calendar import MONTHS
from engine.errors import Contradiction, NotUnderstood
from engine.words.message import words

# 'a) corps I: ...', '(b) ally with Prussia', 'c. declare war on Spain': a letter of a list, not of the order;
# '2.3 surrender: fight on', '3.1. ally with Prussia': an item numbered under an item (a list's '1. ' is
# engine.words.message's).
_ITEM_LETTER = re.compile(r"\(?[a-hA-H][).] |(?:[0-9]{1,2}\.){1,3}[0-9]{1,2}[.)]? ")
# Headings of a kind of order ('1) war: none') and the words that say nothing is ordered under one.
_HEADINGS = frozenset("war wars dow diplomacy alliance alliances ally break breaks fleet fleets interception "
                      "interceptions naval land moves corps attack attacks battle standing outflanking transport "
                      "transports transfer transfers xfer xfers landing landings".split())
# Kinds of order a sentence 'no KIND' says none of ('no xfer.', 'No transports this month', 'no landings').
_NONE_OF = frozenset("transport transports transfer transfers xfer xfers landing landings embarkation".split())
_NOTHING = frozenset("none nothing no nil n/a na - -- nobody noone".split())


def without_item_letter(text: str) -> str:
    """'a) corps I: Brandenburg - Saxony', '2.1 guard: commit' -> the order; other text as it is."""
    m = _ITEM_LETTER.match(text)
    return text[m.end():] if m else text


def nothing_under(text: str) -> bool:
    """'war: none', 'Alliances: -', 'fleets: nothing this month': a heading with no order under it; 'no xfer',
    'no transports this month': none of a kind no other order of the step is of."""
    said = words(text)
    if said[:1] == ["no"] and said[1:2] and said[1] in _NONE_OF and said[2:] in ([], ["this", "month"], ["this", "turn"]):
        return True
    head, colon, rest = text.partition(":")
    said = rest.strip(" .!").casefold().split()
    return bool(colon) and " ".join(head.casefold().split()) in _HEADINGS and bool(said) and said[0] in _NOTHING \
        and (len(said) == 1 or said[1:] in (["this", "month"], ["this", "turn"], ["for", "now"]))


# The words of a letter's dateline besides its place: 'Vienna, 3rd January 1805', 'Headquarters at Vilna, January'.
_MONTHS = frozenset(m.casefold() for m in MONTHS) | frozenset("jan feb mar apr jun jul aug sep sept oct nov dec".split())
_DATELINE = frozenset("the of at in on this headquarters camp palace written given before near day".split())
_ORDINAL_ENDS = ("st", "nd", "rd", "th", "er", "e")


def dateline(text: str, is_place) -> bool:
    """'Vienna, January 1805.', 'Paris, the 3rd of January 1805', 'Camp before Ulm, 2 January': a place
    and a date and nothing else, the top of a letter and no order. `is_place` says whether words name a place."""
    toks = [t.strip(",.;:!()") for t in text.split()]
    toks = [t for t in toks if t]
    if not 2 <= len(toks) <= 9 or not any(t.casefold() in _MONTHS for t in toks) or \
            not any(_date_number(t.casefold()) for t in toks):
        return False                            # a day or a year too: 'march on Vienna' is no date
    places = 0
    i = 0
    while i < len(toks):
        low = toks[i].casefold()
        if low in _MONTHS or low in _DATELINE or _date_number(low):
            i += 1
            continue
        n = next((n for n in (3, 2, 1) if i + n <= len(toks) and is_place(" ".join(toks[i:i + n]))), 0)
        if not n:
            return False
        places += 1
        i += n
    return places == 1


def _date_number(low: str) -> bool:
    """'3', '3rd', '1805', '1er': a day or a year."""
    for end in ("", *_ORDINAL_ENDS):
        stem = low.removesuffix(end) if end else low
        if stem.isascii() and stem.isdigit() and (len(stem) <= 2 and 0 < int(stem) <= 31 or len(stem) == 4):
            return True
    return False



def table_rows(text: str) -> str:
    """A message with the rows of its Markdown tables written as orders ('| guard | commit |' is 'guard:
    commit', '| corps I | Brandenburg | Saxony |' is 'corps I: Brandenburg - Saxony'; a column headed as a
    note, 'detail' or 'reason', goes in brackets after the order); a table's head (the row above
    '|---|---|') and that rule are left as they are (no order), every other line too."""
    if "|" not in text:
        return text
    lines = text.split("\n")
    out: list[str] = []
    head: list[str] = []
    for k, line in enumerate(lines):
        cells = _cells(line)
        if not cells or _is_rule(line) or k + 1 < len(lines) and _is_rule(lines[k + 1]):
            head = [" ".join(c.casefold().split()) for c in cells] if cells and not _is_rule(line) else head
            head = head if cells else []
            out.append(line)
            continue
        notes = [c for n, c in enumerate(cells) if n < len(head) and head[n] in _NOTE_TITLES]
        said = [c for n, c in enumerate(cells) if not (n < len(head) and head[n] in _NOTE_TITLES)]
        row = said[0] + (f": {' - '.join(said[1:])}" if len(said) > 1 else "") if said else ""
        out.append(row + "".join(f" ({n})" for n in notes) if row else line)
    return "\n".join(out)


# The heads of a table's columns that hold a note on the order, not the order.
_NOTE_TITLES = frozenset("note notes detail details comment comments reason reasons remark remarks why "
                         "because purpose".split())


def _cells(line: str) -> list[str]:
    """The cells of a table row ('| a | b |', '|a|b|'); [] for a line that is no row."""
    row = line.strip()
    if len(row) < 3 or not row.startswith("|") or not row.endswith("|"):
        return []
    cells = [c.strip() for c in row[1:-1].split("|")]
    return cells if all(cells) else []


def _is_rule(line: str) -> bool:
    """'|---|---|', '| --- | :---: |': the rule under a table's head."""
    cells = _cells(line)
    return bool(cells) and all(not c.strip("-: ") for c in cells)


# A heading over a step's orders: the nation, the step's kind, and words that say no more ('Spain, land step.',
# 'RUS land Jan', 'Austrian land step, corps by corps:', 'GB naval orders:').
_STEP_KINDS = frozenset("land naval sea political pol politics diplomatic diplomacy economic eco economy "
                        "reinforcement reinforcements reinf".split())
_STEP_FILLER = frozenset("step steps phase phases orders order turn moves movement movements for the of and pls "
                         "please plz corps by here are is month".split())
# Short names of nations that are no start of the name (a start, 'RUS', 'Pru', is read as the name).
_NATION_SHORT = {"aut": "Austria", "esp": "Spain", "ott": "Turkey", "ottomans": "Turkey", "gbr": "Great Britain",
                 "eng": "Great Britain"}


def step_heading(text: str, nation: str, known_nation) -> bool:
    """Whether the text is a heading naming the writer's nation and a step and nothing else; `known_nation`
    gives the nation a word names ('Austrian', 'GB'), or None."""
    return heading_nation(text, nation, known_nation) == nation


def heading_nation(text: str, nation: str, known_nation) -> str | None:
    """The nation a step's heading names ('Spain, land step.': Spain), None when the text is no such heading."""
    low = words(text)
    if not 2 <= len(low) <= 10 or not any(w in _STEP_KINDS for w in low):
        return None
    named = None
    for w in low:
        if w in _STEP_KINDS or w in _STEP_FILLER or w in _MONTHS or w.isdigit():
            continue
        said = _nation_said(w, nation, known_nation)
        if said is None or named not in (None, said):
            return None
        named = said
    return named


_FOR = ("orders for ", "orders of ", "for ", "on behalf of ")
_ORDER_HEADS = frozenset("corps fleet squadron standing outflanking attack declare ally break".split())


def _other_nation_head(head: str, rest: str, nation: str, known_nation) -> str | None:
    """The other nation a head names alone ('Sweden (my brother plays them): ally with Great Britain', 'For
    Sweden: corps I ...') over an order that is not about it: that nation's orders, None otherwise ('Sweden:
    war' may be war on Sweden)."""
    bare = head.split("(", 1)[0].strip(" *_#>-").casefold()
    for opening in _FOR:
        bare = bare.removeprefix(opening)
    if not bare or len(bare) > 40:
        return None
    named = known_nation(bare)
    if named is None or named == nation:
        return None
    said = words(rest)
    others = {known_nation(" ".join(said[i:i + n])) for n in (1, 2) for i in range(len(said) - n + 1)} - {None}
    return named if others - {named} or said[:1] and said[0] in _ORDER_HEADS and not others else None


def _nation_said(word: str, nation: str, known_nation) -> str | None:
    if word in _NATION_SHORT:
        return _NATION_SHORT[word]
    found = known_nation(word)
    if found:
        return found
    if 2 <= len(word) < 5 and nation.casefold().startswith(word):
        return nation                           # 'RUS', 'Pru', 'fra', 'FR' beside a step's name ('FR land:')
    return " ".join(nation.casefold().split()) == word and nation or None


# The nations' short codes, written in capitals at the head of a nation's orders ('FR land:', 'RU:', 'GB naval').
_NATION_CODES = {code: nation for nation, codes in {
    "France": "fr fra", "Great Britain": "gb gbr uk eng", "Russia": "ru rus", "Prussia": "pr pru",
    "Austria": "au aus aut", "Spain": "sp spa esp", "Turkey": "tu tur ott", "Denmark": "dk den", "Naples": "na nap",
    "Sweden": "sw swe", "Portugal": "pt po por"}.items() for code in codes.split()}


def coded_head(head: str) -> str | None:
    """The nation a head names by its short code in capitals, alone or beside a step's name ('FR land',
    'RU', 'GB naval step'); None for any other head ('Au revoir', 'PR land' is Prussia's)."""
    said = head.strip(" *_#>-").split()
    if not said or len(said) > 4:
        return None
    code = said[0].strip(",.")
    if not code.isupper() or code.casefold() not in _NATION_CODES:
        return None
    if not all(w in _STEP_KINDS or w in _STEP_FILLER or w in _MONTHS or w.isdigit() for w in words(" ".join(said[1:]))):
        return None
    return _NATION_CODES[code.casefold()]


def without_step_heading(text: str, nation: str, known_nation) -> str:
    """'Prussia, land step: corps I marches ...' -> the orders after the heading; other text as it is."""
    head, colon, rest = text.partition(":")
    if not colon or not rest.strip():
        return text
    coded = coded_head(head)
    if coded is not None and coded != nation:         # 'FR land: corps I: ...' written by Austria
        raise Contradiction(f"{head.strip()!r} heads orders of {coded}, not of {nation}: whose orders are these? "
                            f"{coded}'s player sends them; ask the player")
    named = heading_nation(head, nation, known_nation)
    other = None if named else _other_nation_head(head, rest, nation, known_nation)
    if other is not None:           # never the order after it read alone as this nation's
        raise Contradiction(f"{head.strip()!r} heads orders of {other}, not of {nation}: whose orders are these? "
                            f"{other}'s player sends them; ask the player")
    if named is not None and named != nation:
        raise NotUnderstood(f"{head.strip()!r} heads orders of {named}, not of {nation}: whose orders are these? "
                            "ask the player")
    return rest.strip() if named else text


# How a reply to the GM's question opens before the order it gives: 'Answer: yes, fleet Med: intercept',
# 'Re interception: ...', 'As to interception: ...', 'A: ...'.
_ANSWER_HEADS = frozenset("answer answers reply a re as to regarding about concerning your question questions "
                          "interception interceptions the gm's gm".split())
_YES = ("yes, ", "yes: ", "yes - ", "yes. ", "yes ", "aye, ", "yep, ", "sure, ", "ok, ", "okay, ")


def without_answer_head(text: str) -> str:
    """'Answer: yes, fleet Mediterranean: intercept.' -> 'fleet Mediterranean: intercept.': the words that
    say the line answers the GM, and a 'yes' before the order, taken off; other text as it is."""
    for joint in (":", " - "):
        head, found, rest = text.partition(joint)
        said = words(head)
        if found and rest.strip() and 0 < len(said) <= 4 and said[0] in ("answer", "answers", "reply", "a", "re",
                                                                          "as", "regarding", "concerning") \
                and all(w in _ANSWER_HEADS for w in said):
            text = rest.strip()
            break
    low = text.casefold()
    yes = next((y for y in _YES if low.startswith(y)), None)
    return text[len(yes):].strip() if yes and len(text) > len(yes) + 3 else text
