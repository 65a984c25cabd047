"""Reading a message: forum markup and list bullets are taken away, quoted earlier mail is left
aside, greetings and sign-offs are chatter ("not an order", never an error), and a line that
may be an order but cannot be read stays an error, with its fix when a name was misspelt."""

import pytest

from engine.words.message import message_lines

from .bundled import bundled
from .test_natural_napoleonic import BOARD, RULES, STATE

F = "France"

FORUM_POST = """\ufeffHi GM,

**Orders for Spring 1805**

[b]Moves:[/b]
[list]
[*]Corps A moves from Picardy to Flanders
[*][i]B - Champagne[/i]
[/list]

Builds:
- Build two infantry divisions in Paris
- build 1 cavalry in Parris

## Diplomacy
1. DoW Spain
2) __Give Prussia 10 gold__

[quote="Frederick"]A - Paris please, and send me gold[/quote]
On Monday, Frederick wrote:
> declare war on Austria
> thanks

Thanks, Nap
Vive l'Empereur!
--
Napoleon, Emperor of the French
"""


def sheet(text):
    return RULES.parse_orders(text, F, STATE, BOARD)


def test_a_forum_post_gives_its_orders_and_only_its_orders():
    s = sheet(FORUM_POST)
    assert s.lines == (7, 8, 12, 13, 16, 17)
    assert [type(o).__name__ for o in s.orders] == ["MoveCorps", "MoveCorps", "Build", "Build", "DeclareWar", "Gift"]


def test_greetings_headings_and_sign_offs_are_chatter_not_errors():
    s = sheet(FORUM_POST)
    said = {c.line: c.reason for c in s.chatter}
    assert {n: said[n] for n in (1, 3, 5, 11, 24, 25)} == dict.fromkeys((1, 3, 5, 11, 24, 25), "not an order")


def test_quoted_earlier_text_and_the_signature_are_never_read():
    s = sheet(FORUM_POST)
    said = {c.line: c.reason for c in s.chatter}
    assert [said[n] for n in (19, 20, 21, 22)] == ["quoted earlier text"] * 4
    assert [said[n] for n in (26, 27)] == ["signature"] * 2
    assert not any(o.target == "Austria" for o in s.orders if hasattr(o, "target"))


def test_a_misspelt_place_in_an_order_is_read_by_meaning_and_said_so():
    s = sheet(FORUM_POST)
    assert not s.problems
    said = {c.line: c.reason for c in s.chatter}
    assert said[13] == "read by meaning: 'build 1 cavalry in Parris' as 'build 1 cavalry in Paris'"


def test_a_misspelt_place_the_meaning_cannot_settle_stays_an_error_with_its_fix():
    [problem] = sheet("build 1 cavalry in Parris, if the gold allows").problems
    assert problem.kind == "not understood"


@pytest.mark.parametrize("text", ["A - Parris", "A", "A: Parris", "declare war on Prusssia", "Paris Flanders",
                                  "Flanders 2"])
def test_what_may_be_an_order_is_never_taken_for_chatter(text):
    s = sheet(text)
    assert len(s.problems) == 1 and s.chatter == ()


@pytest.mark.parametrize("quote", [
    '[QUOTE="Frederick, post: 1234, member: 56"]A - Paris[/QUOTE]',                       # XenForo
    "[quote author=Frederick link=topic=12.msg345#msg345 date=1130000000]A - Paris[/quote]",  # SMF
    "[quote=Frederick]\nA - Paris\n[/quote]",                                              # phpBB, on lines
])
def test_quotes_of_every_forum_are_left_aside(quote):
    s = sheet(quote + "\nB - Champagne")
    assert [o.corps for o in s.orders] == ["B"] and s.problems == ()


def test_a_fix_that_would_not_read_either_is_not_offered():
    [problem] = sheet("A - Parris - Nowhere").problems
    assert problem.fix is None


def test_line_numbers_stay_those_of_the_text_as_written():
    lines = list(message_lines("[list]\n[*] A - Paris\n[/list]"))
    assert [(x.number, x.text) for x in lines] == [(1, ""), (2, "A - Paris"), (3, "")]


@pytest.mark.parametrize("space", [" ", "\t", "\u00a0", "\u3000", "\u2003"])
def test_spaces_of_every_kind_read_as_one(space):
    [order] = sheet(f"A{space * 5}-{space * 3}Flanders").orders
    assert order.path == ("flanders",)


@pytest.mark.parametrize("line", ["Builds", "[b]Diplomacy[/b]", "Army and navy", "Moves for Spring:",
                                  "Here are my orders for this turn:", "Orders for France", "Emperor of the French",
                                  "See you next turn", "-- Nap", "Spring 1806"])
def test_titles_and_the_writers_own_nation_alone_are_chatter(line):
    s = sheet(f"{line}\nA - Flanders")
    assert [c.line for c in s.chatter] == [1] and s.problems == ()


@pytest.mark.parametrize("line", ["I will attack next turn", "Long live Prussia and Austria", "Paris - Narnia"])
def test_an_order_word_or_two_names_or_a_name_and_a_dash_are_never_chatter(line):
    s = sheet(line)
    assert s.chatter == () and len(s.problems) == 1


@pytest.mark.parametrize("line", ["Paris", "Carthago!", "(Prussia)", "Long live the King of Prussia", "GM -",
                                  "Vive la France"])
def test_a_name_alone_is_a_greeting_or_a_sign_off(line):
    s = sheet(f"A - Flanders\n{line}")
    assert [c.line for c in s.chatter] == [2] and s.problems == ()


def test_a_pasted_e_mail_leaves_its_headers_and_the_outlook_reply_aside():
    text = ("From: Napoleon <nap@example.fr>\nTo: GM <gm@example.org>\nSubject: Re: war with Austria\n"
            "Date: Mon, 2 Nov 2026 10:00:00 +0100\n\nA - Flanders\n\n"
            "From: GM <gm@example.org>\nSent: Sunday, 1 November 2026 20:00\nSubject: Turn 3\n\ndeclare war on Spain\n")
    s = sheet(text)
    assert [o.corps for o in s.orders] == ["A"] and s.problems == ()
    said = {c.line: c.reason for c in s.chatter}
    assert [said[n] for n in (1, 2, 3, 4)] == ["e-mail header"] * 4
    assert said[12] == "quoted earlier text"


GM_MAIL = ("-----Original Message-----\nFrom: GM <gm@example.org>\nSent: Sunday, 1 November 2026 20:00\n"
           "Subject: Turn 3\nFrance: 20 gold. Your corps: A in Picardy.\ndeclare war on Spain\n\n")


@pytest.mark.parametrize("reply", ["Dear GM, A - Flanders", "Hi GM,\nA - Flanders", "Hello GM -\nA - Flanders",
                                   "GM: A - Flanders", "dear gm, corps A marches to Flanders", "Hi GM! A - Flanders",
                                   "Good morning GM, A - Flanders", "Hey GM, orders below\nA - Flanders"])
def test_a_reply_below_the_gms_pasted_mail_is_read_from_its_greeting_to_the_gm(reply):
    s = sheet(GM_MAIL + reply + "\n")
    assert [o.corps for o in s.orders] == ["A"] and s.problems == ()
    assert {c.reason for c in s.chatter if c.line <= 6} == {"quoted earlier text"}


@pytest.mark.parametrize("later", ["Dear Napoleon, A - Flanders", "A - Flanders", "Hi all, A - Flanders",
                                   "GM wants A - Flanders"])
def test_the_gms_pasted_mail_stays_aside_up_to_a_greeting_to_the_gm(later):
    s = sheet(GM_MAIL + later + "\n")
    assert s.orders == () and all("an order in quoted earlier text" in p.reason for p in s.problems)


def test_a_greeting_to_the_gm_below_a_mail_quoted_after_the_orders_stays_quoted():
    s = sheet("B - Champagne\n\n" + GM_MAIL + "Dear GM, A - Flanders\n")
    assert [o.corps for o in s.orders] == ["B"]


def test_a_from_line_that_is_not_a_mail_header_is_read():
    s = sheet("From: the Emperor\nA - Flanders\nB - Champagne")
    assert [o.corps for o in s.orders] == ["A", "B"]


def test_mail_headers_without_a_blank_line_after_them_never_hide_the_orders():
    s = sheet("From: Napoleon <nap@example.fr>\nSubject: orders\nA - Flanders\n")
    assert [o.corps for o in s.orders] == ["A"]


def test_a_part_of_a_line_that_cannot_be_read_is_refused_and_the_others_stand():
    s = sheet("A - Flanders; B - Narnia; declare war on Spain")
    assert [type(o).__name__ for o in s.orders] == ["MoveCorps", "DeclareWar"] and s.lines == (1, 1)
    [problem] = s.problems
    assert problem.line == 1 and problem.reason.startswith("'B - Narnia': no province or sea called 'Narnia'")


def test_a_misspelt_part_gets_the_fix_of_the_whole_line():
    [problem] = sheet("A - Flanders; B - Champagnne").problems
    assert problem.fix == "A - Flanders; B - Champagne"


def test_a_line_of_parts_none_of_which_reads_may_be_chatter():
    s = sheet("Hello; how are you")
    assert s.problems == () and [c.line for c in s.chatter] == [1]


def test_every_ruleset_reads_a_forum_message_the_same_way():
    rules, board, state = bundled("succheesion")
    s = rules.parse_orders("Hi GM,\n[b]declare war on Zurin[/b]\nThanks, Crimsonia forever\n", "Stilwen", state,
                           board)
    assert s.lines == (2,) and s.problems == () and [c.line for c in s.chatter] == [1, 3]


def test_a_sentence_ending_with_a_colon_over_orders_is_their_title():
    s = sheet("The army marches on the Rhine:\nA - Flanders\nThen the army marches on the Meuse:\nB - Narnia\n")
    assert {c.line: c.reason for c in s.chatter} == {1: "not an order: a title over orders"}
    assert [p.line for p in s.problems] == [3, 4]           # no order follows line 3: it stays refused


def test_a_condition_cut_short_is_no_title():
    s = sheet("If Austria has armies in Alsace then:\nA - Flanders\n")
    assert [p.line for p in s.problems] == [1] and s.lines == (2,)
