"""Units and receivers as newcomers name them (round 19, helper Ur): a unit by what it holds and where it stands
('my cavalry in Bulgaria'), as the writer's only one ('my one ship'), by its letter with its kind ('corps E
cavalry'), the one left behind ('the army left in London'); a gift's receiver by pronoun ('give them 4 gold')
and its purpose ('as a gift of friendship', 'to help them'). One unit fits: read. Several: asked. None: refused,
naming what was looked for. A stay of units where the writer has none is refused, never set aside."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("rules_id, nation, where, text, orders", [
    ("napoleonic", "Ottoman Empire", "spring-1805-war", "my cavalry in Bulgaria goes to Salonica", ["B - Salonica"]),
    ("napoleonic", "Ottoman Empire", "spring-1805-war", "our horse in Bulgaria rides to Salonica", ["B - Salonica"]),
    ("napoleonic", "Ottoman Empire", "spring-1805-war", "my infantry in Stamboul marches to Bulgaria", ["A - Bulgaria"]),
    ("napoleonic", "Ottoman Empire", "spring-1805-war", "the infantry at Smyrna holds", ["D holds"]),
    ("napoleonic", "Naples", "spring-1805-war", "My one ship goes to the Ionian sea", ["squadron 1 - Ionian Sea"]),
    ("napoleonic", "Naples", "spring-1805-war", "our only squadron stays", ["squadron 1 holds"]),
    ("napoleonic", "France", "spring-1805-war", "corps E cavalry from Paris to Champagne and scout Lorraine",
     ["E Paris - Champagne, scout Lorraine"]),
    ("classic", "Britain", "britons-aboard", "the army left in London goes to 5", ["1 army 3 -> 5"]),
    ("classic", "Britain", "britons-aboard", "The army left London and went to 5", ["1 army 3 -> 5"]),
])
def test_a_unit_described_is_read_when_one_fits(rules_id, nation, where, text, orders):
    got, sheet = checked(rules_id, nation, where, text)
    assert got == orders and not sheet.problems


@pytest.mark.parametrize("rules_id, nation, where, text, said", [
    ("napoleonic", "Ottoman Empire", "spring-1805-war", "my cavalry in Stamboul goes to Bulgaria", "cavalry in Stamboul"),
    ("napoleonic", "France", "spring-1805-war", "my cavalry in Vienna goes to Bavaria", "cavalry in Vienna"),
    ("napoleonic", "Naples", "spring-1805-war", "my 1 corps holds", "corps 1"),
    ("napoleonic", "France", "spring-1805-war", "corps A cavalry to Champagne", "no cavalry"),
    ("eia", "France", "start", "The brave corps in Vienna stays", "Vienna"),
    ("eia", "France", "start", "the cavalry in Vienna holds", "Vienna"),
    ("classic", "Britain", "britons-aboard", "The brave armies in Paris stay", "21"),
    ("classic", "Britain", "britons-aboard", "The ships in the North Sea stay", "in C"),
])
def test_a_unit_described_that_fits_none_is_refused_naming_it(rules_id, nation, where, text, said):
    got, sheet = checked(rules_id, nation, where, text)
    assert got == [] and sheet.problems and said in sheet.problems[0].reason


@pytest.mark.parametrize("rules_id, nation, where, text", [
    ("napoleonic", "Ottoman Empire", "spring-1805-war", "my one ship goes to the Aegean Sea"),     # two squadrons
    ("napoleonic", "Naples", "spring-1805-war", "my one corps holds"),                   # two corps: never squadron 1
    ("napoleonic", "Ottoman Empire", "spring-1805-war", "my infantry in Bulgaria goes to Salonica"),  # mostly cavalry
    ("napoleonic", "Ottoman Empire", "spring-1805-war", "my cavalry in Damascus holds"),  # as much infantry
])
def test_a_unit_described_that_fits_several_or_in_part_is_asked(rules_id, nation, where, text):
    got, sheet = checked(rules_id, nation, where, text)
    assert got == [] and sheet.problems


@pytest.mark.parametrize("rules_id, nation, where, text", [
    ("eia", "France", "start", "The corps in Paris stays"),
    ("classic", "Britain", "britons-aboard", "The army left in London stays"),
    ("classic", "Britain", "britons-aboard", "The ships in the Channel stay"),
    ("succheesion", "Maustria", "start", "The units left in Rostopki stay"),
])
def test_a_stay_of_units_standing_there_gives_no_order_and_no_question(rules_id, nation, where, text):
    got, sheet = checked(rules_id, nation, where, text)
    assert got == [] and not sheet.problems


@pytest.mark.parametrize("rules_id, nation, text, orders", [
    ("napoleonic", "Prussia", "Alliance with Naples and give them 4 gold", ["alliance with Naples", "give 4 gold to Naples"]),
    ("napoleonic", "Prussia", "Alliance with Naples. Give them 4 gold.", ["alliance with Naples", "give 4 gold to Naples"]),
    ("napoleonic", "Prussia", "Alliance with Naples and give 4 gold to them",
     ["alliance with Naples", "give 4 gold to Naples"]),
    ("napoleonic", "Prussia", "Alliance with Denmark and I give 2 gold to Denmark as a gift of friendship",
     ["alliance with Denmark", "give 2 gold to Denmark"]),
    ("napoleonic", "Prussia", "Alliance with Denmark and I send 5 gold to Denmark to help them.",
     ["alliance with Denmark", "give 5 gold to Denmark"]),
    ("classic", "Britain", "give 5 gold to Prussia to help them", ["give 5 gold to Prussia"]),
    ("classic", "Britain", "give 5 gold to Prussia as a present", ["give 5 gold to Prussia"]),
])
def test_a_gifts_receiver_by_pronoun_and_its_purpose(rules_id, nation, text, orders):
    got, sheet = checked(rules_id, nation, "start", text)
    assert got == orders and not sheet.problems


@pytest.mark.parametrize("text", [
    "Alliance with Naples and Spain and give them 4 gold",      # two nations: which?
    "Spain gives them 5 gold",                                  # another nation's gift
    "give them 4 gold",                                         # no nation named
    "Alliance with Denmark and give 2 gold to Denmark to help them against France",     # the tail names more
])
def test_a_gift_whose_receiver_is_not_one_nation_said_before_is_never_read(text):
    got, sheet = checked("napoleonic", "Prussia", "start", text)
    assert not any(o.startswith("give") for o in got) and sheet.problems


def test_a_long_line_of_pronouns_and_sums_stays_linear():
    text = "Alliance with Naples and give them 4 gold " + "them " * 20000 + "as a gift " * 5000
    got, sheet = checked("napoleonic", "Prussia", "start", text)
    assert sheet.problems or got


@pytest.mark.parametrize("rules_id, nation, where, text, orders", [
    ("napoleonic", "Great Britain", "spring-1805-war", "Gibraltar and Malta garrisons stay", ["C holds", "D holds"]),
    ("napoleonic", "Great Britain", "spring-1805-war", "The Gibraltar and Malta garrisons hold", ["C holds", "D holds"]),
    ("classic", "Britain", "start", "the Wessex and Mercia armies stay", []),
    ("classic", "France", "start", "my armies in Paris: 2 of them go to Flanders (22), one stays at home",
     ["2 armies 21 -> 22"]),
    ("classic", "France", "start", "Our 2 ships in the Channel attack Britain.\nThe two in Austrasia (24) hold.",
     ["2 ships I attack Britain"]),
    ("classic", "Britain", "start", "one army from Mercia (5) goes to Wales (4)\n"
                                    "the other army in Mercia and the 2 in Wessex stay", ["1 army 5 -> 4"]),
])
def test_units_of_several_places_or_parts_of_a_stack(rules_id, nation, where, text, orders):
    got, sheet = checked(rules_id, nation, where, text)
    assert got == orders and not sheet.problems


@pytest.mark.parametrize("rules_id, nation, where, text", [
    ("napoleonic", "Great Britain", "spring-1805-war", "Gibraltar and Paris garrisons stay"),     # none in Paris
    ("classic", "Britain", "start", "the Wessex and Paris armies stay"),
    ("classic", "Britain", "start", "the army in Mercia and the 2 in Paris stay"),
    ("classic", "Britain", "start", "the London and Mercia armies go to Wales"),    # never Mercia's march alone
    ("classic", "France", "start", "my armies in Paris: 5 of them go to Flanders (22)"),
])
def test_units_of_several_places_or_parts_of_a_stack_that_do_not_fit_are_refused(rules_id, nation, where, text):
    _, sheet = checked(rules_id, nation, where, text)
    assert sheet.problems       # (London's march refused beside Mercia's: each place's units judged)


@pytest.mark.parametrize("rules_id, nation, where, text", [
    ("classic", "France", "start", "my armies in Paris:" + " " * 100_000 + "2 of them go to 22"),
    ("classic", "Britain", "start", "the Wessex and" + " " * 100_000 + "Mercia armies stay"),
    ("eia", "France", "start", "The brave corps in" + " " * 100_000 + "Vienna stays"),
    ("napoleonic", "Prussia", "start", "Alliance with Naples and give" + " " * 100_000 + "them 4 gold"),
    ("napoleonic", "Ottoman Empire", "spring-1805-war", "my cavalry in" + " " * 100_000 + "Bulgaria goes to Salonica"),
])
def test_long_lines_stay_quick(rules_id, nation, where, text):
    import time
    began = time.monotonic()
    checked(rules_id, nation, where, text)
    assert time.monotonic() - began < 20


@pytest.mark.parametrize("text, orders, refused", [
    ("Transfer the cavalry of corps A to a new corps C in Holstein", ["transfer 1 cavalry from A to C"], False),
    ("Transfer the cavalry of corps A to C", ["transfer 1 cavalry from A to C"], False),
    ("Transfer the artillery of corps A to C", [], True),       # A holds none: refused, naming it
])
def test_an_arm_of_a_corps_named_whole_in_a_transfer(text, orders, refused):
    got, sheet = checked("napoleonic", "Denmark", "start", text)
    assert got == orders and bool(sheet.problems) == refused


@pytest.mark.parametrize("text", [
    "The 3 units in Adoen Shore go to Republic Marsh to attack Stilwen.",
    "The 3 units in Adoen Shore go to Republic Marsh and attack Stilwen.",
])
def test_an_attack_said_as_a_marchs_purpose_on_land_is_set_aside(text):
    got, sheet = checked("succheesion", "Maustria", "start", text)
    assert got == ["3 units 20 -> 8"] and not sheet.problems


@pytest.mark.parametrize("rules_id, nation, where, text", [
    ("eia", "France", "start", "the fleet sails to the Bay of Biscay"),                # Brest and Toulon: which?
    ("eia", "France", "start", "my fleet stays in port"),
    ("napoleonic", "Ottoman Empire", "spring-1805-war", "the fleet sails to the Ionian Sea"),     # two squadrons
    ("napoleonic", "Ottoman Empire", "spring-1805-war", "the corps in Vienna holds"),     # Austria's, never ours
])
def test_the_fleet_of_two_and_anothers_unit_are_never_taken(rules_id, nation, where, text):
    got, sheet = checked(rules_id, nation, where, text)
    assert got == [] and sheet.problems


def test_a_stay_at_a_place_sharing_a_word_with_another_names_other_units():
    text = ("The army at Adoen Crown, eight and the General, marches on Grenadier Hills.\n"
            "The three at Adoen Shore stay where they are.")
    got, sheet = checked("succheesion", "Maustria", "start", text)
    assert got == ["8 units and the General 11 -> 10"] and not sheet.problems


def test_a_stay_of_the_units_a_march_moves_is_still_asked():
    text = "The army at Adoen Crown marches on Grenadier Hills.\nThe 8 at Adoen Crown stay where they are."
    _, sheet = checked("succheesion", "Maustria", "start", text)
    assert sheet.problems


@pytest.mark.parametrize("rules_id, nation, text, orders", [
    ("succheesion", "Manarth", "build 1 Infantry in Manarth Hold, and my 4 units there go to Vengeance Ford (34).",
     ["build 1 Infantry in 32", "4 units 32 -> 34"]),
    ("classic", "France", "buy 1 army in 21, and my 3 armies there go to 22", ["buy 1 army in 21", "3 armies 21 -> 22"]),
])
def test_units_said_there_are_those_of_the_one_place_named_before(rules_id, nation, text, orders):
    got, sheet = checked(rules_id, nation, "start", text)
    assert got == orders and not sheet.problems


@pytest.mark.parametrize("text", [
    "I like Manarth Hold and Rubygate, my 4 units there go to Vengeance Ford (34).",     # two places: which?
    "build 1 Infantry in Manarth Hold, and my 9 units there go to Vengeance Ford (34).",  # 4 stand there
])
def test_units_said_there_that_fit_no_one_place_are_refused(text):
    got, sheet = checked("succheesion", "Manarth", "start", text)
    assert sheet.problems and not any("->" in o for o in got)


@pytest.mark.parametrize("said, orders", [
    ("The two ships in the Kattegat stay too.", ["squadron 1 holds", "squadron 2 holds"]),   # a count, not squadron 2
])
def test_a_count_of_ships_staying_is_no_label(said, orders):
    from engine.rulesets import ruleset
    from tests.corpus.positions import position
    board, state = position("napoleonic", "spring-1805-war")
    rules = ruleset("napoleonic")
    sheet = rules.check_orders(rules.parse_orders(said, "Denmark", state, board), state, board)
    assert [rules.format_order(o, board) for o in sheet.orders] == orders and not sheet.problems
