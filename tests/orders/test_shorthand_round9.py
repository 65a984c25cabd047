"""Issue 22, round 9 (shorthand and abbreviations): orders typed short are read or refused, never
dropped. A count glued to its unit and a route before a verb ('6u 16->17,raise cheese 15') are no title
of the verb after them; a place written by its initials after a nation written short ('atk BER BB');
a shorthand build beside another order ('+1i Abr / ally GB') is read by the grammar, never set aside as
talk because it holds no word the reader by meaning knows."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("nation, text, orders", [
    ("Maustria", "3u 22->19,raise cheese 21", ["3 units 22 -> 19", "raise cheese in 21"]),
    ("Maustria", "2u 20->11,inv 3 berdain", ["2 units 20 -> 11", "invest 3 cheese in trade with Berdain"]),
    ("Crimsonia", "3u 12->39, build 1 mil 1", ["3 units 12 -> 39", "build 1 Militia in 1"]),
    ("Randomia", "6U 16>17,RAISE CHEESE 15", ["6 units 16 -> 17", "raise cheese in 15"]),
])
def test_a_glued_count_and_its_route_are_no_title_of_the_next_order(nation, text, orders):
    shown, sheet = checked("succheesion", nation, "start", text)
    assert (shown, sheet.problems) == (orders, ())


@pytest.mark.parametrize("nation, text, orders", [
    ("Maustria", "atk CRI FS", ["attack Crimsonia in 13"]),
    ("Maustria", "atk CRI 13, bld 1 inf 21", ["attack Crimsonia in 13", "build 1 Infantry in 21"]),
    ("Dunbarra", "2F PS>GO>BB, atk BER BB", ["2 Frigates 52 -> 50 -> 51", "attack Berdain in 51"]),
])
def test_an_attack_in_a_sea_written_by_its_initials(nation, text, orders):
    shown, sheet = checked("succheesion", nation, "start", text)
    assert (shown, sheet.problems) == (orders, ())


@pytest.mark.parametrize("nation, text, orders", [
    ("Austria", "+1i Boh / ally GB", ["build infantry in Prague", "alliance with Great Britain"]),
    ("Austria", "+2c Hung / ally w Russia", ["build 2 cavalry in Buda", "alliance with Russia"]),
    ("France", "+1c Pic / ally SPA", ["build cavalry in Picardy", "alliance with Spain"]),
])
def test_a_shorthand_build_beside_another_order_is_read_never_talk(nation, text, orders):
    shown, sheet = checked("napoleonic", nation, "start", text)
    assert (shown, sheet.problems) == (orders, ())
    assert not sheet.chatter


@pytest.mark.parametrize("nation, text, orders", [
    ("France", "2 armies 21 2 22 n buy 1 army in 20 thx", ["2 armies 21 -> 22", "buy 1 army in 20"]),
    ("France", "2 frm 20 2 19 pls", ["2 armies 20 -> 19"]),
    ("France", "yo 3 armies 21 2 22 sry typos", ["3 armies 21 -> 22"]),
    ("Vikings", "2 ships d 2 c n buy 1 army in 68 thx", ["2 ships D -> C", "buy 1 army in 68"]),
    ("Spain", "2 ships n 2 o n buy 1 army in 16", ["2 ships N -> O", "buy 1 army in 16"]),
    ("Prussia", "2 ships e 2 f ty", ["2 ships E -> F"]),
])
def test_a_2_between_a_routes_places_is_to(nation, text, orders):
    shown, sheet = checked("classic", nation, "start", text)
    assert (shown, sheet.problems) == (orders, ())


@pytest.mark.parametrize("nation, text, orders", [
    ("Great Britain", "sq4 n sq5 2 north sea. corps a stays", ["squadron 4 - North Sea", "squadron 5 - North Sea", "A holds"]),
    ("France", "corps e 2 champagne corps d stays sq4 & sq5 stay pls",
     ["E - Champagne", "D holds", "squadron 4 holds", "squadron 5 holds"]),
])
def test_squadrons_typed_short_and_run_together_orders(nation, text, orders):
    shown, sheet = checked("napoleonic", nation, "spring-1805-war", text)
    assert (shown, sheet.problems) == (orders, ())


@pytest.mark.parametrize("nation, text, orders", [
    ("Spain", "spain allies w france 2day. gtg", ["ally with France"]),
])
def test_text_speak_of_a_day_and_a_goodbye(nation, text, orders):
    shown, sheet = checked("eia", nation, "start", text)
    assert (shown, sheet.problems) == (orders, ())


@pytest.mark.parametrize("text", [
    "build 2 armies in 2 2 2",              # nonsense: never a route
    "2 armies 21 2 armies 22",              # a count after the '2': no route
])
def test_a_2_without_places_on_both_sides_is_no_route(text):
    from engine.words.shorthand import in_full
    assert "->" not in (in_full(text) or "")


@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("eia", "start", "Spain", "declrae war on Portugal", ["declare war on Portugal"]),
    ("eia", "start", "Spain", "standign surrender: fight on", ["standing surrender: fight on"]),
    ("eia", "start", "Spain", "declrae war on Portugal\nstandign guard: hold", ["declare war on Portugal", "standing guard: hold"]),
    ("eia", "austria-land", "Austria", "cav I moev Moravia - Vienna", ["corps Cav I: Moravia - Vienna"]),
    ("eia", "austria-land", "Austria", "corps II mrach Tyrol - Venice", ["corps II: Tyrol - Venice"]),
    ("napoleonic", "start", "France", "buidl 2 infantyr in Paris", ["build 2 infantry in Paris"]),
])
def test_a_misspelt_order_word_at_the_head_of_an_order(rules_id, where, nation, text, orders):
    shown, sheet = checked(rules_id, nation, where, text)
    assert (shown, sheet.problems) == (orders, ())


@pytest.mark.parametrize("text", ["three more in Picardy", "I want C to go", "send some more", "hole in 12",
                                  "Half of the units in 9 march to 4", "Halt the men"])
def test_common_words_near_an_order_word_are_never_taken_for_it(text):
    from engine.words.shorthand import in_full
    full = in_full(text) or text
    assert not any(w in full.split() for w in ("move", "wait", "hold", "halt", "half"))
    assert full.split()[0].casefold() == text.split()[0].casefold() or full.split()[0].isdigit()


@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("eia", "start", "Spain", "ally with FRA", ["ally with France"]),
    ("eia", "start", "France", "DoW POR", ["declare war on Portugal"]),
    ("classic", "start", "Italy", "give 3 gold to CAR", ["give 3 gold to Carthage"]),
])
def test_a_nation_written_by_the_start_of_its_name(rules_id, where, nation, text, orders):
    shown, sheet = checked(rules_id, nation, where, text)
    assert (shown, sheet.problems) == (orders, ())


def test_a_short_form_of_a_place_is_no_nation():
    shown, sheet = checked("eia", "Spain", "start", "ally with Sax")
    assert not shown and sheet.problems
