"""The reader by meaning's core (engine.words.meaning) on a hand-made candidate list: the slots a
sentence names, one candidate read, several asked, a sentence with a name it does not know or a
negation left refused. The rulesets' own candidate lists are tested in their folders."""

from __future__ import annotations

import pytest

from engine.orders import parse_lines
from engine.rulesets import ruleset
from engine.rulesets.napoleonic import syntax, unit_refs
from engine.rulesets.napoleonic.options import order_options
from engine.words.meaning import Candidate, Meaning
from engine.words.meaning.lines import Asked, ByMeaning, Read
from engine.words.meaning.verbs import near
from engine.words.reading import Names
from tests.corpus.positions import position


def _meaning(board, state, nation):
    opts = order_options(board, state, nation)
    out = []
    for c in opts.corps:
        head = f"Corps {c.letter}"
        out += [Candidate(f"{head} - {board[d].name}", "move", (head,), c.at, d, tuple(p)) for d, p in c.marches.items()]
        out.append(Candidate(f"{head} holds", "hold", (head,), c.at))
    for s in opts.squadrons:
        head = f"squadron {s.number}"
        out += [Candidate(f"{head} - {board[m].name}", "move", (head,), s.at, m) for m in s.moves]
        out.append(Candidate(f"{head} holds", "hold", (head,), s.at))
    return Meaning(tuple(unit_refs._unit_refs(nation, state)), tuple(out), names=Names(board, state))


@pytest.fixture(scope="module")
def france():
    board, state = position("napoleonic", "spring-1805-war")
    rules = ruleset("napoleonic")
    reader = ByMeaning(lambda: _meaning(board, state, "France"), "France",
                       lambda line: syntax.parse_line(line, "France", Names(board, state)))
    return rules, board, state, reader


@pytest.mark.parametrize("text, order", [
    ("Corps D, which stands in Alsace, marches into Baden", "Corps D - Baden"),
    ("The corps A it is going at Flanders for the protection of the coasts", "Corps A - Flanders"),
    ("The army that holds Alsace goes to Baden", "Corps D - Baden"),
    ("The corps in Alsace, old D, shall procede into Baden at dawn", "Corps D - Baden"),     # a misspelt verb
    ("Korps D marchs to Baden", "Corps D - Baden"),          # 'marchs' a verb, never the Marches
    ("Marshal Lannes will hold Flanders with corps C", "Corps C holds"),      # a person after his title
    ("Today I ordered corps D into Baden; the Austrians did not resist", "Corps D - Baden"),   # talk with 'not'
    ("<div>Corps D goes to Baden</div><div>Jean</div>", "Corps D - Baden"),     # HTML left from mail
    ("sq4 and sq5 stay in the Gulf of Lion", "squadron 4 holds\nsquadron 5 holds"),   # one order each
    ("The Guard (corps E) rides to Champagne with all speed, Sire", "Corps E - Champagne"),     # named in a note
    ("Corps D (in Alsace) marches into Baden (57), God willing", "Corps D - Baden"),           # notes confirm
    ("Both corps to Champagne: corps E from Paris, corps A from Picardy", "Corps E - Champagne\nCorps A - Champagne"),
])
def test_one_candidate_is_read(france, text, order):
    rules, board, state, reader = france
    got = reader.read(text)
    assert isinstance(got, Read)
    assert rules.format_orders(got.orders, state, board).strip() == order.replace("Corps ", "")


@pytest.mark.parametrize("text", [
    "Wallonia is to be held by corps C, marching from Flanders",      # a name it does not know
    "Corps D will not go to Baden",                                    # a negation
    "Corps D goes to Baden if Austria attacks",                        # a condition
    "Maybe corps D marches on Baden",                                  # a doubt
    "corps c to wallonia",
    "sq4 HB / sq5 hld",                                                # a short form it does not know
    "Corps D marches into Baden (if the roads allow), God willing",    # a condition in a note
    "Corps D (corps E) marches into Baden",                            # a note naming another unit
    "Three corps to Champagne: corps E from Paris, corps A from Picardy",     # three, and two named
    "Corps D holds fast and marches into Baden",                       # a stay and a move: which?
    "Their fleet sails into the Gulf of Lion",                         # someone else's
    "squadron Swift: Gulf of Lion - Tyrrhenian Sea",                   # a unit's name it does not know
    "Corps D marches to Alsace, Baden",                                # 'Alsace, Baden': which?
    "Le corps D ne marche pas sur Baden",                              # a negation in French
    "For corps A, GM's choice, whatever keeps Picardy safe",           # left to the GM
    "Corps D goes to Baden, and then on into Wurttemberg",             # a second place gone to, no unit
])
def test_what_it_cannot_tell_stays_refused(france, text):
    *_, reader = france
    assert not isinstance(reader.read(text), Read)          # refused; at most the nearest orders offered


def test_several_candidates_are_asked(france):
    *_, reader = france
    got = reader.read("The corps in Picardy goes to Flanders")      # A and B stand in Picardy
    assert isinstance(got, Asked) and "Corps A - Flanders" in got.reason and "Corps B - Flanders" in got.reason


def test_talk_beside_an_order_is_set_aside(france):
    *_, reader = france
    got = reader.read("Corps D, which stands in Alsace, marches into Baden; the weather is fine.")
    assert isinstance(got, Read) and got.talk == ["the weather is fine"] and len(got.orders) == 1


def test_a_line_read_by_meaning_reaches_the_sheet(france):
    rules, board, state, _ = france
    names = Names(board, state)
    sheet = parse_lines("The army that holds Alsace goes to Baden.", "France",
                        lambda line: syntax.parse_line(line, "France", names),
                        meaning=lambda: _meaning(board, state, "France"))
    assert not sheet.problems
    assert rules.format_orders(sheet.orders, state, board).strip() == "D - Baden"
    assert any("read by meaning" in c.reason for c in sheet.chatter)


def test_near_words():
    assert near("procede", {"proceed", "precede"}) is None          # two fit: no guess
    assert near("purchse", {"purchase", "purchases"}) == "purchase"
    assert near("amry", {"army", "arms"}) == "army"
    assert near("go", {"go"}) is None                               # too short to guess at


def test_a_long_line_of_spaces_is_quick(france):
    *_, reader = france
    assert reader.read(" " * 1999 + "x") is None


def test_an_asked_line_offers_each_reading(france):
    rules, board, state, _ = france
    names = Names(board, state)
    sheet = parse_lines("The corps in Picardy goes to Flanders.", "France",
                        lambda line: syntax.parse_line(line, "France", names),
                        meaning=lambda: _meaning(board, state, "France"))
    (problem,) = sheet.problems
    assert set(problem.choices) == {"Corps A - Flanders", "Corps B - Flanders"}
    assert not sheet.orders


def test_a_line_read_by_nothing_offers_the_nearest_orders(france):
    *_, reader = france
    got = reader.read("Corps D rides hard for Baden, Bavaria being too far")
    assert isinstance(got, Asked) and got.reason == "" and "Corps D - Baden" in got.choices
    assert len(got.choices) <= 3
    assert reader.read("Corps D will not go to Baden") is None       # what it means is the player's to say


def test_a_sentence_goes_on_with_the_unit_said_just_before(france):
    rules, board, state, _ = france
    names = Names(board, state)

    def read(text):
        return parse_lines(text, "France", lambda line: syntax.parse_line(line, "France", names),
                           meaning=lambda: _meaning(board, state, "France"))

    sheet = read("Corps D is ready, Sire.\nIt marches on Baden at dawn.")
    assert rules.format_orders(sheet.orders, state, board).strip() == "D - Baden"
    assert [p.line for p in sheet.problems] == [1] or not sheet.problems
    sheet = read("Corps D and corps C are ready.\nIt marches on Baden at dawn.")      # which one?
    assert not sheet.orders


def test_quoted_printable_mail_is_read_decoded():
    from engine.words.message import message_lines
    text = ("Hello GM=2C\nbuild 3 Infantry in 1=20\ncorps I from Stamboul to=\n Bulgaria.\n"
            "fleet Copenhagen: inter=\ncept\nTotal 6+8 = 14\nZ=C3=BCrich")
    got = [(line.number, line.text) for line in message_lines(text)]
    assert got == [(1, "Hello GM,"), (2, "build 3 Infantry in 1"), (3, "corps I from Stamboul to Bulgaria."), (4, ""),
                   (5, "fleet Copenhagen: intercept"), (6, ""), (7, "Total 6+8 = 14"), (8, "Zürich")]
    assert [line.text for line in message_lines("Total 6+8 = 14\nA - B")] == ["Total 6+8 = 14", "A - B"]


@pytest.mark.parametrize("text", [
    "Corps D, which stands in Alsace, will\nmarch into Baden with all its guns.",
    "Corps D, which stands in Alsace, marches\ninto Baden with all its guns.",
    "The corps that holds Alsace goes, as planned,\nto Baden.",
])
def test_an_order_wrapped_over_lines_is_read_joined(france, text):
    rules, board, state, _ = france
    names = Names(board, state)
    sheet = parse_lines(text, "France", lambda line: syntax.parse_line(line, "France", names),
                        meaning=lambda: _meaning(board, state, "France"))
    assert not sheet.problems
    assert rules.format_orders(sheet.orders, state, board).strip() == "D - Baden"     # never 'D holds' from line 1


def test_a_sentence_with_no_subject_goes_on_with_no_unit_of_a_line_left_open(france):
    rules, board, state, _ = france
    names = Names(board, state)
    sheet = parse_lines("Corps D goes to Baden. Otherwise everyone\nstays put. I'll be away next weekend.", "France",
                        lambda line: syntax.parse_line(line, "France", names),
                        meaning=lambda: _meaning(board, state, "France"))
    assert "D holds" not in rules.format_orders(sheet.orders, state, board)


@pytest.mark.parametrize("text", [
    "France keeps asking me for gold and an alliance",        # another nation's wish
    "Austria should move corps D to Baden",                    # another nation as the subject
    "The Austrians want peace",                                # a people's wish
])
def test_another_nation_as_the_subject_is_never_read(france, text):
    *_, reader = france
    got = reader.read(text)
    assert not isinstance(got, Read) or not got.orders and got.talk == [text]     # refused, or set aside as talk


def test_digits_of_other_scripts_are_no_count(france):
    *_, reader = france
    assert not isinstance(reader.read("build ² infantry in Paris and ³ in Picardy, Sire"), Read)


def test_two_clauses_of_two_units_are_never_one_order_each(france):
    *_, reader = france
    got = reader.read("Corps D will stand firm, and corps F will march to Baden")
    assert not (isinstance(got, Read) and any("D - Baden" in o for _, o in got.by_meaning))


def test_the_nearest_orders_have_the_count_written():
    from engine.words.meaning.lines import ByMeaning as _B
    board, state = position("napoleonic", "start")
    names = Names(board, state)
    c = [Candidate("build {n} cavalry in Paris", "build", target="paris", kinds=("cavalry",), most=3),
         Candidate("build {n} infantry in Paris", "build", target="paris", kinds=("infantry",), most=3)]
    reader = _B(lambda: Meaning((), tuple(c), names=names), "France", lambda line: syntax.parse_line(line, "France", names))
    assert reader.nearest("Raise 40 cavalry at Paris, my Emperor") == ()          # 40 is more than may be built
    assert reader.nearest("Raise 2 cavalry at Paris, the Guard's") == ("build 2 cavalry in Paris",)     # the kind said


def test_a_line_that_is_only_a_stay_read_by_meaning_is_no_problem():
    from engine.words.meaning.lines import ByMeaning as _B
    board, state = position("napoleonic", "spring-1805-war")
    names = Names(board, state)
    stay = Candidate("Corps D stays", "hold", ("Corps D",), "alsace")

    def parse(line):                        # a ruleset whose stay gives no order
        if line == "Corps D stays":
            return []
        return syntax.parse_line(line, "France", names)
    from engine.words.references import UnitRef
    d = UnitRef("Corps D", "D", frozenset({"corps"}), "alsace")
    reader = _B(lambda: Meaning((d,), (stay,), names=names), "France", parse)
    got = reader.read("The corps that holds Alsace, old D, remains where it is")
    assert isinstance(got, Read) and got.orders == [] and got.stays == 1


def test_a_negation_said_of_a_place_or_unit_is_never_talk(france):
    *_, reader = france
    got = reader.read("Corps D goes to Baden. Squadron 4 in the Gulf of Lion does not.")
    assert not isinstance(got, Read)


def test_a_place_passed_through_is_never_where_the_order_ends(france):
    *_, reader = france
    got = reader.read("The corps in Alsace, old D, rides out through Baden, to the joy of all")
    assert not (isinstance(got, Read) and got.by_meaning and got.by_meaning[0][1] == "Corps D - Baden")
