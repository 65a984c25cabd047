"""Units told to stay where they stand, said as players say it (engine/words/stays/plain.py): with a reason after the
stay, several units, everyone else. Where units without orders stay (classic, Succheesion, EiA) such a sentence
gives no order and is said so on the receipt; napoleonic reads it as its hold order. The units must be the
writer's and stand there, else the sentence is refused, never set aside. A stay holds back no other line but one
moving the same units. A line that changes its mind and ends on a stay gives the stay, the earlier part taken
back (engine/words/thought_back.py)."""

import pytest

from tests.orders.bundled import sheet_of, written

NO_ORDER = "units without orders"


@pytest.mark.parametrize("rules_id, nation, where, text", [
    # a reason after the stay
    ("classic", "Prussia", "start", "The army in 61 stays and minds the harvest."),
    ("classic", "Prussia", "start", "Our 3 armies in Brandenburg (58) hold, Berlin must never be empty."),
    ("classic", "Prussia", "start", "Our ships in E stay put (they are old and slow)."),
    ("succheesion", "Maustria", "start", "The 3 units in Adoen Shore hold the coast."),
    ("succheesion", "Maustria", "start", "the Adoen Shore units stay put."),
    ("succheesion", "Maustria", "start", "Rostopki's 3 stay where they are, hidden in the woods."),
    # several units
    ("classic", "Prussia", "start", "The 2 armies in 59 stay, and so does the 1 in 61."),
    ("classic", "Prussia", "start", "The 2 armies in 59 stay, as does the army in 61."),
    ("classic", "Italy", "start", "the 2 in 38 hold; the 3 in 37 remain too"),
    # everyone
    ("napoleonic", "Russia", "spring-1805-war", "Corps sit tight."),
    ("classic", "Turkey", "start", "buy 2 armies in 48. rest stays"),
    ("succheesion", "Maustria", "start", "build 1 Infantry in 21\nthe others remain where they are"),
])
def test_a_stay_of_the_writers_units_gives_no_order_and_says_so(rules_id, nation, where, text):
    sheet = sheet_of(rules_id, nation, where, text)
    assert sheet.problems == ()
    assert all("buy" in o or "build" in o for o in written(rules_id, where, sheet) if o)
    assert any(NO_ORDER in c.reason for c in sheet.chatter)


@pytest.mark.parametrize("text, orders", [
    ("E stays in Podolia for now and waits for the Turks to blunder.", ["E holds"]),
    ("Corps D stays home and guards the Kremlin.", ["D holds"]),
    ("sq 1, 2 stay in Gulf of Finland (escort)", ["squadron 1 holds", "squadron 2 holds"]),
    ("squadrons 1 and 2 stay in the Gulf of Finland, the Swedes are quiet.", ["squadron 1 holds", "squadron 2 holds"]),
    ("B, C and D stay.", ["B holds", "C holds", "D holds"]),
])
def test_a_stay_in_napoleonic_is_its_hold_order(text, orders):
    sheet = sheet_of("napoleonic", "Russia", "spring-1805-war", text)
    assert sheet.problems == ()
    assert written("napoleonic", "spring-1805-war", sheet) == orders


@pytest.mark.parametrize("rules_id, nation, where, text, why", [
    ("classic", "Prussia", "start", "The 4 armies in 58 stay.", "3 of yours stand there"),
    ("classic", "Prussia", "start", "The 2 armies in 40 stay.", "no such units of yours"),
    ("classic", "Prussia", "start", "The Russian armies in 86 stay.", "not yours"),
    ("succheesion", "Maustria", "start", "The 4 units in Adoen Shore hold the coast.", "3 of yours stand there"),
    ("succheesion", "Maustria", "start", "The Adoen units in Stepka's March stay.", "not yours"),
    ("napoleonic", "Russia", "spring-1805-war", "Corps D stays in Smolensk.", "stands in Moscow"),
    ("napoleonic", "Russia", "spring-1805-war", "Corps D holds in Podolia, the Tsar wants it near.", "stands in Moscow"),
])
def test_a_stay_of_units_not_there_or_not_the_writers_is_refused(rules_id, nation, where, text, why):
    sheet = sheet_of(rules_id, nation, where, text)
    assert sheet.orders == ()
    assert len(sheet.problems) == 1 and why in sheet.problems[0].reason


@pytest.mark.parametrize("rules_id, nation, where, text", [
    ("classic", "Prussia", "start", "The army in 61 stays and attacks 62."),
    ("classic", "Prussia", "start", "The army in 61 stays unless Russia attacks."),
    ("napoleonic", "Russia", "spring-1805-war", "C stays in Volhynia but scouts Warsaw."),
    ("napoleonic", "Russia", "spring-1805-war", "corps E frm podolia 2 kherson pls. sq1 stays. thx"),
])
def test_a_stay_with_more_said_is_never_read_as_the_stay_alone(rules_id, nation, where, text):
    sheet = sheet_of(rules_id, nation, where, text)
    assert sheet.problems or set(written(rules_id, where, sheet)) - {"C holds", "E holds", ""}


@pytest.mark.parametrize("nation, text, order", [
    ("Spain", "2 armies 13 -> 26\nOur 2 ships in N hold.", "2 armies 13 -> 26"),
    ("Britain", "3 armies 3 -> 6\nOur three ships in I stay in I; the French are watching.", "3 armies 3 -> 6"),
    ("Russia", "1 army 90 -> 92\nOur one ship in H stays put (it is small and shy).", "1 army 90 -> 92"),
])
def test_a_stay_holds_back_no_order_of_other_units(nation, text, order):
    sheet = sheet_of("classic", nation, "start", text)
    assert sheet.problems == ()
    assert written("classic", "start", sheet) == [order]


@pytest.mark.parametrize("rules_id, nation, where, text, orders", [
    ("classic", "Turkey", "start", "The army in 99 moves on to 101... wait, it would be alone there. Fine, it stays in 99.",
     []),
    ("classic", "Carthage", "start", "2 armies 108 -> 110? No, 110 is too far. Forget it.", []),
    ("classic", "Carthage", "start", "Move 1 army from 31 to 30... hmm, 31 is island, only by ship. It stays.", []),
    ("napoleonic", "Russia", "spring-1805-war", "Corps C to Warsaw... no wait, that's Prussian. C stays in Volhynia.",
     ["C holds"]),
    ("napoleonic", "Russia", "spring-1805-war", "- E - Kherson... no wait thats far. E h", ["E holds"]),
    ("eia", "Russia", "russia-land", "The Cossacks ride from Podolia to Kiev... wait, that's backwards. They stay.", []),
    ("eia", "Russia", "russia-land", "Corps II: Volhynia - Lemberg... no, Lemberg is Austrian. It stays.", []),
    ("succheesion", "Maustria", "start", "The 4 at Whiskerport go to Tailbridge... hmm, that leaves the port empty. They "
                                         "stay.", []),
])
def test_a_line_that_changes_its_mind_and_ends_on_a_stay_gives_the_stay(rules_id, nation, where, text, orders):
    sheet = sheet_of(rules_id, nation, where, text)
    assert sheet.problems == ()
    assert [o for o in written(rules_id, where, sheet) if o] == orders


def test_a_stay_on_a_place_the_taken_back_order_does_not_name_is_not_read_as_its_stay():
    sheet = sheet_of("classic", "Turkey", "start", "The army in 99 moves on to 101. Wait, it would be alone. Fine, "
                                                   "it stays in 98.")
    assert sheet.problems


def test_a_retraction_after_an_answer_that_gives_an_order_takes_that_order_back():
    sheet = sheet_of("classic", "Carthage", "start", "2 armies 108 -> 109? No, 2 armies 108 -> 110 instead. Forget it.")
    assert sheet.orders == ()


@pytest.mark.parametrize("text", ["Otherwise they stay home.", "Otherwise, they remain where they are.",
                                  "else it stays put"])
def test_the_other_case_of_a_condition_said_as_a_stay_gives_no_order(text):
    sheet = sheet_of("classic", "Prussia", "start", f"If Russia has 2 or fewer armies in 86, then 3 armies 58 -> 57.\n{text}")
    assert not any(p.line == 2 for p in sheet.problems)
    assert any(c.line == 2 and NO_ORDER in c.reason for c in sheet.chatter)


def test_the_reason_a_thought_is_taken_back_with_corrects_no_earlier_line():
    sheet = sheet_of("classic", "Turkey", "start", "The 2 armies in 98 march to 99.\nThe army in 99 moves on to 101... "
                                                   "wait, then it's not there to join. Fine, it stays in 99.")
    assert sheet.problems == ()
    assert written("classic", "start", sheet) == ["2 armies 98 -> 99"]
