"""The round-13 speed-ups of reading give what the plain passes gave (issue 22: a 1 MB message under 1 s, no
reading changed): `message_lines` keeping what a line outside any quote gives by itself, EiA's units over their
routes looked at once per line's text, `Wrapped`'s run-on tests remembered per message, a single clause's saying
read once (`Phrasing.sentence`), and the unions of word sets made once. Each is checked against the pass it
replaced (kept here as it was), on repeated and hostile lines."""

from __future__ import annotations

from functools import cache
from html import unescape

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.errors import NotUnderstood
from engine.rulesets.eia.attacks import attack_there
from engine.rulesets.eia.unit_heads import (_STAYS, _TITLES, _route, _unarticled, _unit, _unlisted,
                                            joined_under_units)
from engine.words import wrapped as wrapped_module
from engine.words.message import (FORWARDED, HEADER, QUOTED, SIGNATURE, STRUCK, _SENT_FROM_DEVICE, _decoded,
                                  _forwards, _header_block, _header_key, _is_quote_line, _outside_notes,
                                  _quoted_printable, _without_tags, greets_the_gm, message_lines, plain,
                                  struck_parts, without_struck, MessageLine)
from engine.words.reading import Names
from engine.words.textio import MAX_LINE_CHARS
from engine.words.wrapped import Wrapped

_MOST_KEPT = 4096


def _plain_message_lines(text: str) -> Iterator[MessageLine]:
    """Every line of `text`, with what a ruleset should read of it."""
    if text.startswith("\ufeff"):
        text = text[1:]
    lines = text.splitlines()
    if "=" in text and _quoted_printable(text):
        lines = _decoded(lines)
    headers = _header_block(lines)
    depth = 0                 # open [quote] blocks
    rest = ""                 # after "-----Original Message-----", an Outlook reply header, a signature
    body = False              # words of this message seen: an Outlook header can only follow them
    above = False             # the earlier mail opens the message: the reply may follow it
    for index, raw in enumerate(lines):
        number = index + 1
        if len(raw) > MAX_LINE_CHARS:              # refused by its size (engine.orders), never scanned
            yield MessageLine(number, raw, raw, rest)
            continue
        if index < headers:
            yield MessageLine(number, raw, "", HEADER)
            continue
        stripped = raw.strip()
        if rest and not (above and rest == QUOTED and not lines[index - 1].strip() and greets_the_gm(stripped)):
            yield MessageLine(number, raw, "", rest)
            continue
        above = False
        rest = _plain_ends_message(stripped, lines, index, body)
        above = rest == QUOTED and not body     # the GM's mail pasted above the reply: a greeting to the GM ends it
        if rest:
            yield MessageLine(number, raw, "", rest)
            continue
        if depth == 0 and _is_quote_line(stripped):
            yield MessageLine(number, raw, "", QUOTED)
            continue
        unstruck = without_struck(raw) if depth == 0 else raw
        struck = struck_parts(raw) if unstruck != raw else ()
        if unstruck != raw and not _outside_notes(unstruck).strip(" .,;:!-\t"):
            yield MessageLine(number, raw, "", STRUCK, struck)       # '~~A - Hanover~~': taken back
            continue
        kept, depth, had_quote = _without_tags(unstruck, depth)
        if "&" in kept and ";" in kept:     # HTML pasted from web mail: '3 armies 68 -&gt; 71', '&nbsp;'
            kept = unescape(kept)
        words = plain(kept)
        body = body or bool(words)
        yield MessageLine(number, raw, words, QUOTED if (had_quote or depth > 0) and not words else "", struck)


def _plain_ends_message(line: str, lines: list[str], index: int, body: bool) -> str:
    """Outlook's reply header and the e-mail signature mark: nothing after them is an order."""
    low = line.casefold()
    if line in ("--", "__") or low.startswith("sent from my ") or _SENT_FROM_DEVICE.match(low):
        return SIGNATURE
    if low.startswith("-----original message"):
        return QUOTED
    if _forwards(low):
        return FORWARDED
    if body and low.startswith(("from:", "de :", "von:")) and any(                  # Outlook: From, then Sent/Date/To
            _header_key(after.strip()) in ("sent", "date", "to", "subject", "envoyé", "gesendet")
            for after in lines[index + 1:index + 4]):
        return QUOTED
    return ""


def _plain_joined_under_units(text: str, nation: str, names: Names) -> str:
    """The message with each unit's route below it (or beside it, in a table row) written on the unit's
    line as 'corps I: Rhineland - Thuringia - Saxony'."""
    lines = text.split("\n")
    if len(lines) < 2:
        return text
    headings: list[int] = []
    joined = False
    seen: dict[str, str | None] = {}    # each text asked once: a long message repeats its units' lines

    def unit_of(said: str) -> str | None:
        if said in seen:
            return seen[said]
        unit = _unit(said, nation, names)
        if len(seen) < _MOST_KEPT:
            seen[said] = unit
        return unit
    for i, line in enumerate(lines):
        core = line.strip()
        if core.startswith("|") and core.endswith("|") and len(core) > 2:
            cells = [c.strip() for c in core[1:-1].split("|")]
            if all(w in _TITLES for c in cells for w in c.casefold().split()) and any(cells):
                headings.append(i)
                continue
            if len(cells) == 2 and (unit := unit_of(cells[0])) and (route := _route(cells[1], names)):
                lines[i] = f"{unit}: {route}"
                joined = True
            continue
        if i + 1 >= len(lines) or core.startswith(">"):
            continue
        unit = unit_of(_unarticled(_unlisted(core).rstrip(":")))
        below = _unlisted(lines[i + 1].strip())
        route = _route(below, names) if unit else None
        march = attack_there(below, names) if unit and route is None and below.casefold().endswith(("there", "there.")) \
            else None
        if march is not None and _route(march, names):      # 'Alsace - Baden - Bavaria, and attack there'
            lines[i], lines[i + 1] = f"{unit}: {_route(march, names)}{below[len(march):]}", ""
        elif unit and route:
            lines[i], lines[i + 1] = f"{unit}: {route}", ""
        elif unit and below.split()[:1] and below.split()[0].casefold() in _STAYS:
            lines[i], lines[i + 1] = f"{core} {below}", ""           # 'The Brest fleet' / 'stays in port.'
    if joined:
        for i in headings:
            lines[i] = ""
    return "\n".join(lines)


_PIECES = ["3 armies 14 -> 15", "[quote]", "[/quote]", "[quote=France]A - Baden[/quote]", "~~A - Hanover~~",
           "~~A - Hanover~~ EDIT: A stays", "> your ships in E?", "Prussia wrote:", "From: Spain", "Sent: Monday",
           "To: GM", "--", "Sent from my phone", "-----Original Message-----", "Hi GM,", "[b]corps I[/b]: Alsace",
           "68 -&gt; 71", "&nbsp;", "", "   ", "fleet Brest: do not intercept", "Begin forwarded message:",
           "[s]declare war on Spain[/s] (the army stays)", "* build 2 infantry in Paris", "Dear GM, orders:"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_PIECES), min_size=1, max_size=12), st.integers(1, 4))
def test_message_lines_give_what_the_plain_pass_gave(pieces, times):
    text = "\n".join(pieces * times)           # a message repeating itself, quotes open over the repeats
    assert list(message_lines(text)) == list(_plain_message_lines(text))


def test_message_lines_on_a_long_and_a_hostile_message():
    text = "\n".join(["[quote]", "A - Baden", "[/quote]", "From: Spain", "Sent: today", "x"] * 50 + ["a" * 3000]
                     + ["\u00a0" * 1999] * 3)
    assert list(message_lines(text)) == list(_plain_message_lines(text))


@cache
def _eia():
    from engine.rulesets import ruleset
    from tests.corpus.positions import position
    board, state = position("eia", "start")
    return ruleset("eia"), board, state


_UNIT_PIECES = ["fleet Brest:", "1. I Corps", "   - Rhineland -> Thuringia -> Saxony", "corps I", "Alsace - Baden",
                "| fleet | route |", "| Channel | English Channel - Irish Sea |", "The Brest fleet", "stays in port.",
                "> corps II", "Alsace - Baden - Bavaria, and attack there", "", "standing guard: hold", "### Corps II"]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(_UNIT_PIECES), min_size=1, max_size=10), st.integers(1, 3))
def test_units_over_their_routes_are_joined_as_the_plain_pass_joined_them(pieces, times):
    _, board, state = _eia()
    names = Names(board, state)
    nation = state.nations[0].name
    text = "\n".join(pieces * times)
    assert joined_under_units(text, nation, names) == _plain_joined_under_units(text, nation, names)


_TEXTS = ["and on to Poltava.", "1.2 and on to Eastmark (23)", "carrying the four units of Rubygate", "go to Rubygate.",
          "Corps B will go to", "then to Saxony", "sent out into the Fondue Sea.", "build 2 infantry in Paris", "x"]
_BEFORE = ["The Cossacks ride through Kharkov", "D occupies Friesland. Blücher's corps E is", "1.1 rides to Steppe Gate"]


@pytest.mark.parametrize("before", _BEFORE)
def test_the_run_on_tests_remembered_answer_as_asked_afresh(before):
    kept = Wrapped()
    kept.read_before = (1, before, before, 0)
    for text in _TEXTS * 2:                         # asked twice: the second answer from memory
        fresh = Wrapped()
        fresh.read_before = (1, before, before, 0)
        assert kept.carries_on(text) == fresh.carries_on(text) == wrapped_module._carries_on(before, text)
        assert kept.leaves_unfinished(text) == fresh.leaves_unfinished(text) == \
            wrapped_module._leaves_unfinished(text)
    kept.read_before = None                         # nothing read just before: nothing carried on, whatever is kept
    assert not any(kept.carries_on(t) or kept.leaves_unfinished(t) for t in _TEXTS)


def test_a_sentence_of_one_clause_is_read_by_its_saying_once():
    """'Phrasing.sentence' asks a one-clause sentence's saying once: what it answers (orders, a refusal in its
    own words, or nothing: the clause's refusal) is the sentence's."""
    from engine.rulesets.eia.phrasing import Phrasing
    _, board, state = _eia()
    nation = state.nations[0].name
    asked = 0
    for text in ("the guard leaves the game and is replaced by nobody", "standing surrender fight on maybe",
                 "outflank with II and IV", "if a city of ours is besieged it fights on and on",
                 "when our chit is asked we defend twice", "the Emperor leaves the game", "corps II sings loudly"):
        phrasing = Phrasing(nation, Names(board, state), state)
        if phrasing.politics.read(text) is not None:
            continue
        try:
            phrasing.clause(text)
            continue                            # read as a clause: no saying asked
        except NotUnderstood as error:
            refused = ("refused", error.reason)
        try:
            said = phrasing.sayings.read(text)
            expected = said if said is not None else refused
        except NotUnderstood as error:
            expected = ("refused", error.reason)
        calls: list[str] = []
        read = phrasing.sayings.read
        phrasing.sayings.read = lambda said: calls.append(said) or read(said)
        try:
            got = phrasing.sentence(text)
        except NotUnderstood as error:
            got = ("refused", error.reason)
        assert got == expected and calls == [text], text
        asked += 1
    assert asked >= 3


def test_the_unions_of_word_sets_are_those_of_their_parts():
    from engine.rulesets.eia import phrasing, politics, sayings, short_moves
    from engine.rulesets.napoleonic import subjects, syntax as napoleonic_syntax
    from engine.rulesets.succheesion import counted, notes
    from engine.words import transport
    assert phrasing._POLITICAL_VERBS == phrasing.WAR | phrasing.ALLY | phrasing.BREAK
    assert phrasing._LINKS_OR_WAR == phrasing.LINKS | phrasing.WAR_NOUNS
    assert politics._VERBS_AND_NOUNS == politics._DECLARE | politics._ALLY | politics._BREAK | politics._DOW \
        | politics._WAR_NOUNS
    assert sayings._NOT_NAMES == sayings._NOT_NAME | sayings._NOT_NAMED
    assert short_moves._ON_TO_OR_ON == short_moves._ON_TO | short_moves._ON
    assert subjects._UNIT_NOUNS == subjects.CORPS_NOUNS | subjects.FLEET_NOUNS
    assert napoleonic_syntax._FORCE_NOUNS == napoleonic_syntax._CORPS_NOUNS | napoleonic_syntax._SQUADRON_NOUNS
    assert notes._LAUNCH_LEADS == notes.LAUNCHING | notes._SEA_LEADS
    assert counted._LEADS_YOUR_TAKE == counted._LEADS | counted._YOUR | counted._TAKE
    assert transport._OWN_OR_CARRIERS == transport._OWN | transport.CARRIERS
