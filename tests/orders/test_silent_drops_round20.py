"""Issue 22, round 20 (helper Dr): four silent drops made mechanisms.
- engine.words.place_changed: 'make that X' after an order or a question on it changes one place, the one its
  remark names ('Smolensk can't, make that St Petersburg') or the last; the other orders of the sentence stand.
- engine.words.tail_adds: words after an order's dash adding a name or a letter ('- fine, and D too') are never
  set aside: the line is refused and asked.
- engine.words.letter_a: 'a away from moravia' opens with corps A, never the article: read or refused.
- a remark after an order's dash is set aside on the receipt with its reason ('- as agreed with Austria').
- napoleonic: the writer's nation written short over a season heading ('RUS winter: ...')."""

import pytest

from tests.orders.bundled import sheet_of, written

_NAP_W = ("napoleonic", "Russia", "start")
_NAP = ("napoleonic", "Russia", "spring-1805-war")
_AUS = ("napoleonic", "Austria", "spring-1805-war")
_CLASSIC = ("classic", "Spain", "start")
_SUCC = ("succheesion", "Maustria", "start")

# (ruleset, nation, position, text, the orders read)
CHANGED = [
    (*_NAP_W, "RUS winter: +2i Moscow, +1c Smolensk? no wait Smolensk can't, make that St Petersburg. ally Aus.",
     ["build 2 infantry in Moscow", "build cavalry in St Petersburg", "alliance with Austria"]),
    (*_NAP_W, "+2i Moscow, +1c Smolensk? no wait, make that St Petersburg. ally Aus.",
     ["build 2 infantry in Moscow", "build cavalry in St Petersburg", "alliance with Austria"]),
    (*_NAP_W, "+2i Moscow, +1c Smolensk. no wait, make that St Petersburg. ally GB.",     # the first build stands
     ["build 2 infantry in Moscow", "build cavalry in St Petersburg", "alliance with Great Britain"]),
    (*_NAP_W, "+2i Moscow, +1c Smolensk. no wait Moscow can't, make it Kiev. ally GB.",   # the place named changes
     ["build 2 infantry in Kiev", "build cavalry in Smolensk", "alliance with Great Britain"]),
    (*_NAP_W, "Russia winter: +2i Moscow, +1c St Petersburg",
     ["build 2 infantry in Moscow", "build cavalry in St Petersburg"]),
    (*_NAP_W, "RUS: +1c Moscow", ["build cavalry in Moscow"]),
    (*_SUCC, "6 units 21 -> 22? no wait, make that 23.", ["6 units 21 -> 23"]),
]


@pytest.mark.parametrize("rules_id, nation, where, text, expected", CHANGED)
def test_a_place_changed_after_the_order_is_read_into_it(rules_id, nation, where, text, expected):
    sheet = sheet_of(rules_id, nation, where, text)
    assert sorted(written(rules_id, where, sheet)) == sorted(expected), (sheet.orders, sheet.problems, sheet.chatter)
    assert not sheet.problems, sheet.problems


def test_a_place_changed_in_classic_is_the_one_said():
    sheet = sheet_of(*_CLASSIC, "3 armies 14 -> 11? no wait 11 can't, make that 13.")
    assert written("classic", "start", sheet) == ["3 armies 14 -> 13"], (sheet.problems, sheet.chatter)


# A change that names a place the order does not name, or gives no place: never read into the order.
NOT_CHANGED = [
    (*_NAP_W, "+2i Moscow, +1c Smolensk. no wait, make that 3 infantry. ally Aus."),
    (*_NAP_W, "+2i Moscow, +1c Smolensk? no wait Riga can't, make that St Petersburg. ally Aus."),
]


@pytest.mark.parametrize("rules_id, nation, where, text", NOT_CHANGED)
def test_a_change_that_does_not_fit_changes_no_place(rules_id, nation, where, text):
    sheet = sheet_of(rules_id, nation, where, text)
    shown = written(rules_id, where, sheet)
    assert "build cavalry in St Petersburg" not in shown and "build 2 infantry in St Petersburg" not in shown, shown
    assert not any("changed by the words after it" in c.reason for c in sheet.chatter), sheet.chatter


# Words after the dash that add a unit or a place: refused and asked, the order offered as a choice.
ADDED = [
    (*_NAP, "Corps C to Kiev - fine, and D too.", "C - Kiev"),
    (*_NAP, "Corps C to Kiev - new and Brabant", "C - Kiev"),
    (*_NAP, "Corps C to Kiev - fine, and Brabant too.", "C - Kiev"),
    (*_CLASSIC, "3 armies 14 -> 11 - and 13 too", "3 armies 14 -> 11"),
    (*_SUCC, "6 units 21 -> 22 - and 23 too", "6 units 21 -> 22"),
]


@pytest.mark.parametrize("rules_id, nation, where, text, offered", ADDED)
def test_words_after_the_dash_adding_a_name_are_asked(rules_id, nation, where, text, offered):
    sheet = sheet_of(rules_id, nation, where, text)
    assert not sheet.orders, sheet.orders
    assert sheet.problems and offered in sheet.problems[0].choices, sheet.problems


# A remark after the dash: the order read, the remark on the receipt with its reason.
REMARKED = [
    (*_NAP, "Alliance with Prussia - as agreed with Austria.", "alliance with Prussia", "as agreed with Austria"),
    (*_NAP, "Corps C to Kiev - total 20, treasury empty, I know", "C - Kiev", "total 20, treasury empty, I know"),
    (*_CLASSIC, "3 armies 14 -> 11 - fine, Spain first", "3 armies 14 -> 11", "fine, Spain first"),
]


@pytest.mark.parametrize("rules_id, nation, where, text, order, remark", REMARKED)
def test_a_remark_after_the_dash_is_on_the_receipt(rules_id, nation, where, text, order, remark):
    sheet = sheet_of(rules_id, nation, where, text)
    assert written(rules_id, where, sheet) == [order], (sheet.problems, sheet.chatter)
    assert any(remark in c.reason for c in sheet.chatter), sheet.chatter


# 'a' opening a line before a word no article goes before: corps A, read or refused, never talk.
@pytest.mark.parametrize("text", ["a away from moravia", "a, b away from moravia", "a holds in moravia"])
def test_a_small_a_is_corps_a(text):
    sheet = sheet_of(*_AUS, text)
    assert sheet.orders or sheet.problems, sheet.chatter


def test_a_small_a_going_to_a_place_is_read():
    sheet = sheet_of(*_AUS, "a to moravia")
    assert written("napoleonic", "spring-1805-war", sheet) == ["A - Moravia"], sheet.problems


@pytest.mark.parametrize("text", ["a good turn to you in Vienna", "a fine day for Austria"])
def test_the_article_stays_talk(text):
    sheet = sheet_of(*_AUS, text)
    assert not sheet.orders and not sheet.problems, (sheet.orders, sheet.problems)


def test_long_lines_stay_quick():
    from engine.words.letter_a import a_is_unit
    from engine.words.place_changed import changed
    from engine.words.tail_adds import adds_to_order
    spaces = " " * 100_000
    assert not adds_to_order(f"fine{spaces}ok")
    assert not a_is_unit(f"a{spaces}x", frozenset("A"))
    assert changed(f"A - Tyrol{spaces}", f"make that{spaces}Bavaria", lambda text: None) is None


def test_a_change_naming_a_place_the_order_does_not_name_is_asked():
    sheet = sheet_of(*_NAP_W, "+2i Moscow, +1c Smolensk? no wait Riga can't, make that St Petersburg. ally Aus.")
    assert any("fits no order before it" in p.reason for p in sheet.problems), (sheet.problems, sheet.chatter)


# Going away from a place another line sends a unit to is no comment on that line: refused, never filed aside.
@pytest.mark.parametrize("text", ["D - Baden\nG - Champagne, I want it behind E\nE away from Champagne",
                                  "D - Baden\nG - Champagne, I want it behind E\nE withdraws from Champagne"])
def test_going_away_is_no_comment(text):
    sheet = sheet_of("napoleonic", "France", "spring-1805-war", text)
    assert any(p.line == 3 for p in sheet.problems), (sheet.problems, sheet.chatter)


# 'from X' with no destination says where the corps leaves: never read as going to X.
@pytest.mark.parametrize("text", ["E withdraws from Champagne", "E retreats from Champagne", "E from Champagne",
                                  "Corps E falls back from Champagne"])
def test_a_corps_leaving_a_place_never_goes_there(text):
    sheet = sheet_of("napoleonic", "France", "spring-1805-war", text)
    assert not sheet.orders and sheet.problems, sheet.orders


def test_a_move_from_its_start_to_a_place_still_reads():
    sheet = sheet_of("napoleonic", "France", "spring-1805-war", "Corps E moves from Paris to Champagne")
    assert written("napoleonic", "spring-1805-war", sheet) == ["E Paris - Champagne"], sheet.problems
