"""Round 9: lines and pieces of lines that may be orders are never dropped in silence (issue 22, item 3):
order shorthand beside orders that read, a stay beside shorthand, another's forwarded mail, and a line
going on with a unit's order that cannot be read. Phrasings of our own, on the bundled positions."""

from __future__ import annotations

import pytest

from engine.words.coded import is_coded, unexplained
from tests.orders.bundled import sheet_of, written


def _read(rid: str, where: str, nation: str, text: str):
    sheet = sheet_of(rid, nation, where, text)
    return written(rid, where, sheet), sheet


@pytest.mark.parametrize("words", ["6u 16->17", "+1i Abr", "2F PS>GO>BB", "sq1 n sq2", "I Bav-Fra", "3c 12>14",
                                   "A -> Saxony"])
def test_order_shorthand_is_coded(words: str) -> None:
    assert is_coded(words)


@pytest.mark.parametrize("words", ["the 2nd corps", "at 10am", "2morrow", "Spring 1805", "That's 4+6+4 = 14 gold",
                                   "Saxe-Coburg", "e-mail", "3 armies 3 2 6", " " * 100_000, "," * 100_000])
def test_plain_words_are_not_coded(words: str) -> None:
    assert not is_coded(words)


def test_a_piece_whose_numbers_no_order_holds_is_unexplained() -> None:
    assert unexplained("5u 12->14, raise cheese 15", ["15"], lambda _: None) == ["5u 12->14"]
    assert unexplained("5u 12->14, raise cheese 15", [], lambda _: None) == ["5u 12->14"]
    assert unexplained("5u 12->14? no. raise cheese 15", ["15"], lambda _: None) == []     # a question answered


@pytest.mark.parametrize("text, kept", [
    ("3q 16->17,raise cheese 15", "raise cheese in 15"),
    ("4q 42->15,inv 5 ubliko", "invest 5 cheese in trade with Ubliko"),
    ("raise cheese 15; 2q 16>17", "raise cheese in 15"),
])
def test_shorthand_beside_an_order_that_reads_is_refused_not_dropped(text: str, kept: str) -> None:
    orders, sheet = _read("succheesion", "start", "Randomia", text)
    assert sheet.problems, sheet            # the piece refused, or the whole line: never the order alone
    assert orders in ([kept], [])


def test_a_stay_beside_shorthand_is_no_stay() -> None:
    orders, sheet = _read("eia", "austria-land", "Austria", "I Bav-Fra | II Tyr-Bav | III stays")
    assert orders == ["corps I: Bavaria - Franconia", "corps II: Tyrol - Bavaria"]     # the routes decide (Sh)
    assert not sheet.problems
    orders, sheet = _read("eia", "france-land", "France", "III Pic-Cha | GdI Par-Cha | II stays")
    assert "corps III: Picardy - Champagne" not in orders and sheet.problems     # 'Cha' beside Picardy: asked


def test_a_known_shorthand_reads_once_no_longer_set_aside() -> None:
    orders, sheet = _read("napoleonic", "start", "Naples", "+1i Apu / ally GB")
    assert orders == ["build infantry in Apulia", "alliance with Great Britain"]
    assert not sheet.problems


FORWARDED = """Declare war on Spain.

---------- Forwarded message ---------
From: Spain
Date: Mon, 3 May
Subject: our orders

Hello friend, we sail soon.
{line}
Thanks"""


@pytest.mark.parametrize("line", ["fleet Cadiz: do not intercept", "declare war on Great Britain", "ally with France"])
def test_orders_in_a_forwarded_mail_are_refused_each_named(line: str) -> None:
    orders, sheet = _read("eia", "start", "Portugal", FORWARDED.format(line=line))
    assert orders == ["declare war on Spain"]
    refused = [p for p in sheet.problems if "forwarded" in p.reason]
    assert line in [p.text for p in refused]
    assert not any("forwarded" in p.reason and p.text.startswith(("From:", "Date:", "Subject:")) for p in sheet.problems)


def test_a_forward_header_in_other_mail_programs() -> None:
    text = "A - Baden\nBegin forwarded message:\n\nFrom: Prussia\nCorps B - Saxony"
    orders, sheet = _read("napoleonic", "start", "France", text)
    assert any("forwarded" in p.reason and p.text == "Corps B - Saxony" for p in sheet.problems)


@pytest.mark.parametrize("text, held", [
    ("* Corps A\n  - goes to Saxony\n  - scouts Franconia with care", "A - Saxony"),
    ("Corps E: into the Banat, and let its hussars peer at Serbia.", "E - Banat"),
    ("Corps E - Banat\nits light horse looks over Serbia with care", "E - Banat"),
])
def test_a_unit_whose_next_words_cannot_be_read_is_held_back(text: str, held: str) -> None:
    nation = "Prussia" if "Corps A" in text else "Austria"
    orders, sheet = _read("napoleonic", "spring-1805-war", nation, text)
    assert held not in orders
    assert any(p.reason.startswith("held back") for p in sheet.problems)


@pytest.mark.parametrize("second", ["give 10 gold from the Prussian treasury to Russia", "And should we talk to Prussia?",
                                    "attack Bavaria, but only if the Austrians stay"])
def test_an_order_of_its_own_after_a_march_holds_nothing_back(second: str) -> None:
    orders, sheet = _read("napoleonic", "spring-1805-war", "Russia", f"B - Livonia\n{second}")
    assert "B - Livonia" in orders


@pytest.mark.parametrize("text", [
    "The Chancellor proposed to break trade with Maustria.",
    "Item 4. The Marshal suggests that we declare war on Crimsonia. No vote was taken.",
    "Our envoy urged making peace with Dunbarra",
])
def test_a_proposal_reported_is_asked_not_taken(text: str) -> None:
    orders, sheet = _read("succheesion", "start", "Berdain", text)
    assert orders == []
    assert any(p.reason.startswith("a proposal") for p in sheet.problems)


@pytest.mark.parametrize("text, order", [
    ("The Chancellor proposed to break trade with Maustria. The Council agreed.", "break trade with Maustria"),
    ("I propose to break trade with Maustria.", "break trade with Maustria"),
])
def test_a_proposal_agreed_or_the_players_own_is_read(text: str, order: str) -> None:
    orders, _ = _read("succheesion", "start", "Berdain", text)
    assert orders == [order]


@pytest.mark.parametrize("talk", ["The views expressed are those of the Laird alone and\nnot of the Clan Council.",
                                  "We keep our word and\nno more needs saying."])
def test_talk_cut_mid_sentence_takes_nothing_back(talk: str) -> None:
    orders, sheet = _read("succheesion", "start", "Dunbarra", f"build 1 Militia in 36\n\n{talk}")
    assert orders == ["build 1 Militia in 36"]


def test_a_retraction_on_a_line_of_its_own_still_takes_back() -> None:
    orders, _ = _read("succheesion", "start", "Dunbarra", "build 1 Militia in 36\nWe are ready and\ncancel that.")
    assert orders == []


@pytest.mark.parametrize("rid, where, nation, text", [
    ("napoleonic", "spring-1805-war", "Austria", "Maybe corps B marches into Saxony."),
    ("napoleonic", "spring-1805-war", "Austria", "Perhaps B - Saxony"),
    ("eia", "prussia-land", "Prussia", "Possibly corps II goes on to Saxony."),
    ("classic", "start", "Italy", "and maybe 2 armies 37 -> 36"),
    ("eia", "start", "Russia", "I fear a declaration of war on the Ottomans, GM."),
])
def test_an_order_said_in_doubt_is_asked(rid: str, where: str, nation: str, text: str) -> None:
    orders, sheet = _read(rid, where, nation, text)
    assert orders == []
    assert any("in doubt" in p.reason for p in sheet.problems)


def test_a_polite_question_with_perhaps_is_no_doubt() -> None:
    orders, _ = _read("napoleonic", "spring-1805-war", "Austria", "Could corps B perhaps go to Saxony?")
    assert orders == ["B - Saxony"]


@pytest.mark.parametrize("text", ["The Russians are allowed through the Sea of Marmara this season, we are friends.",
                                  "The British may pass the Sea of Marmara, they are our friends now."])
def test_a_permission_said_as_news_is_never_set_aside(text: str) -> None:
    orders, sheet = _read("napoleonic", "start", "Ottoman Empire", text)
    assert sheet.problems or orders, sheet          # read, or refused: never talk
