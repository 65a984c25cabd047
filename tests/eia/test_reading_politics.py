"""Issue 22: EiA political orders written as prose are read by meaning: other verbs of war, alliance
and breaking one, nations by their houses, rulers and peoples (only where one nation fits), players
leaving and replaced, standing answers and the outflanking force said in sentences."""

import pytest

from engine.rulesets import ruleset
from engine.rulesets.eia.orders import Diplomacy, OutflankingForce, PlayerChange, Standing
from engine.state import ALLIANCE, with_relation
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation="Prussia", step="start"):
    board, state = position("eia", step)
    sheet = RULES.parse_orders(text, nation, state, board)
    return list(sheet.orders), [p.reason for p in sheet.problems]


def read_allied(text, nation, other):
    """As read, with the nation allied to the one it breaks with (breaking no alliance is refused)."""
    board, state = position("eia", "start")
    state = with_relation(state, nation, other, ALLIANCE, state.month)
    sheet = RULES.parse_orders(text, nation, state, board)
    return list(sheet.orders), [p.reason for p in sheet.problems]


def war(nation, other):
    return Diplomacy(nation=nation, action="war", other=other)


def ally(nation, other):
    return Diplomacy(nation=nation, action="alliance", other=other)


def breaks(nation, other):
    return Diplomacy(nation=nation, action="break", other=other)


@pytest.mark.parametrize("nation, text, order", [
    ("Russia", "The Tsar makes war on the Ottomans.", war("Russia", "Turkey")),
    ("Russia", "Russia goes to war with the Porte", war("Russia", "Turkey")),
    ("Prussia", "We are making war upon Sweden.", war("Prussia", "Sweden")),
    ("Prussia", "His Majesty wages war against the Habsburgs", war("Prussia", "Austria")),
    ("Austria", "Austria hereby declared war upon the Hohenzollerns!", war("Austria", "Prussia")),
    ("Spain", "We open hostilities with Albion.", war("Spain", "Great Britain")),     # France is at war with it already
    ("Turkey", "The Sublime Porte declares war on the Muscovites", war("Turkey", "Russia")),
    ("Spain", "DoW on the Portuguese.", war("Spain", "Portugal")),
])
def test_war_is_read_in_other_verbs_and_with_nations_by_their_houses_and_rulers(nation, text, order):
    assert read(text, nation) == ([order], [])


@pytest.mark.parametrize("nation, text, order", [
    ("Austria", "The Habsburgs seek an alliance with the Hohenzollerns.", ally("Austria", "Prussia")),
    ("Austria", "Austria offers an alliance to Prussia", ally("Austria", "Prussia")),
    ("Prussia", "We propose an alliance with the Tsar.", ally("Prussia", "Russia")),
    ("Prussia", "Prussia accepts the Russian alliance.", ally("Prussia", "Russia")),
    ("Spain", "We accept France's offer of an alliance.", ally("Spain", "France")),
    ("Prussia", "Conclude an alliance with Albion", ally("Prussia", "Great Britain")),     # Russia is its ally already
    ("Prussia", "alliance w/ Russia", ally("Prussia", "Russia")),
    ("Prussia", "We are entering into an alliance with the Danes", ally("Prussia", "Denmark")),
])
def test_an_alliance_is_read_when_sought_offered_accepted_or_concluded(nation, text, order):
    assert read(text, nation) == ([order], [])


@pytest.mark.parametrize("nation, text, order", [
    ("Prussia", "Prussia breaks with France.", breaks("Prussia", "France")),
    ("Prussia", "We break off our alliance with Austria", breaks("Prussia", "Austria")),
    ("Spain", "End the alliance with the French.", breaks("Spain", "France")),
    ("Russia", "Russia renounces its alliance with Great Britain", breaks("Russia", "Great Britain")),
    ("Austria", "The Emperor Francis dissolves the alliance with the Tsar.", breaks("Austria", "Russia")),
    ("Austria", "We are ending the Russian alliance.", breaks("Austria", "Russia")),
])
def test_breaking_an_alliance_is_read_in_its_forms(nation, text, order):
    assert read_allied(text, nation, order.other) == ([order], [])


def test_two_political_orders_in_one_sentence_are_both_read():
    assert read("Spain accepts the French alliance and declares war on Portugal.", "Spain") == (
        [ally("Spain", "France"), war("Spain", "Portugal")], [])
    assert read("We ally with Russia and with Austria, and we declare war on France.") == (
        [ally("Prussia", "Russia"), ally("Prussia", "Austria"), war("Prussia", "France")], [])
    assert read("Prussia seeks an alliance with the Tsar, then makes war on the French", "Prussia") == (
        [ally("Prussia", "Russia"), war("Prussia", "France")], [])


def test_a_heading_clause_before_a_colon_announcing_the_orders_is_no_order():
    assert read("Prussia joins the coalition: we ally with Russia and we declare war on France.") == (
        [ally("Prussia", "Russia"), war("Prussia", "France")], [])


def test_a_house_or_title_several_nations_share_is_asked_never_guessed():
    orders, problems = read("Ally with the Bourbons.")
    assert not orders and "Spain" in problems[0] and "Naples" in problems[0]
    orders, problems = read("Declare war on the Emperor")
    assert not orders and "France" in problems[0] and "Austria" in problems[0]


def test_another_nation_as_the_subject_and_words_left_over_are_refused():
    orders, problems = read("Russia seeks an alliance with Prussia.", "Prussia")
    assert not orders and problems
    orders, problems = read("We ally with Russia and maybe something about Saxony.")
    assert not orders and problems
    orders, problems = read("Seek peace with Austria.")
    assert not orders and problems


@pytest.mark.parametrize("text, player", [
    ("Our player Hans has to leave the game, sadly.", "Hans"),
    ("Hans is leaving the game.", "Hans"),
    ("Our player, Anna, will leave the game after this month", "Anna"),
    ("Max has left the game; the power goes to the GM.", "Max"),
    ("Our player Franz leaves the game; we have no one to replace him yet.", "Franz"),
    ("Sadly Karl must drop out of the game.", "Karl"),
])
def test_a_player_leaving_is_read_in_prose(text, player):
    assert read(text) == ([PlayerChange(nation="Prussia", player=player, leaves=True)], [])


@pytest.mark.parametrize("text, player", [
    ("Karl replaces Hans as our player.", "Karl"),
    ("Our new player is Karl.", "Karl"),
    ("Karl takes over Prussia from this month.", "Karl"),
    ("We have found a replacement: Karl.", "Karl"),
])
def test_a_replacement_player_is_read_in_prose(text, player):
    assert read(text) == ([PlayerChange(nation="Prussia", player=player, leaves=False)], [])


@pytest.mark.parametrize("text, kind, answer", [
    ("If a city of ours is besieged, it fights on.", "surrender", "fight on"),
    ("Our cities never surrender.", "surrender", "fight on"),
    ("When besieged, our cities surrender.", "surrender", "surrender"),
    ("When our chit is asked, we defend.", "chit", "defend"),
    ("When the chit is asked of us we withdraw", "chit", "withdraw"),
    ("Our chit is always outflank.", "chit", "outflank"),
    ("When asked for further days, we withdraw.", "further days", "withdraw"),
    ("If asked for more days of battle we fight.", "further days", "fight"),
    ("The Guard is always committed when asked.", "guard", "commit"),
    ("We never commit the Guard.", "guard", "hold"),
    ("We hold the Guard back.", "guard", "hold"),
])
def test_standing_answers_are_read_in_prose(text, kind, answer):
    assert read(text) == ([Standing(nation="Prussia", kind=kind, answer=answer)], [])


def test_several_standing_answers_and_a_kept_order_in_one_line():
    orders, problems = read("If a city of ours is besieged, it fights on. When our chit is asked, we defend.")
    assert problems == [] and orders == [Standing(nation="Prussia", kind="surrender", answer="fight on"),
                                         Standing(nation="Prussia", kind="chit", answer="defend")]
    orders, problems = read("We leave every standing order as it is, except: when asked for further days, "
                            "we withdraw.")
    assert problems == [] and orders == [Standing(nation="Prussia", kind="further days", answer="withdraw")]


@pytest.mark.parametrize("nation, text, corps", [
    ("Russia", "The Cossacks and corps II form the outflanking force.", ("Cossacks", "II")),
    ("Russia", "Our outflanking force is corps I.", ("I",)),
    ("Prussia", "If we outflank, corps II goes round.", ("II",)),
    ("Austria", "Corps III and Cav I will make up the outflanking force", ("III", "Cav I")),
    ("Austria", "Austria's outflanking force, if one is needed in Bavaria: corps II and Cav I.", ("II", "Cav I")),
    ("France", "When we outflank, the Guard and corps III go round.", ("Guard I", "III")),
])
def test_the_outflanking_force_is_read_in_prose(nation, text, corps):
    assert read(text, nation) == ([OutflankingForce(nation=nation, corps=corps)], [])


def test_an_outflanking_force_of_a_corps_the_power_does_not_have_is_refused():
    orders, problems = read("Corps IV forms the outflanking force.", "Russia")
    assert not orders and problems


def test_a_chit_and_an_outflanking_force_in_one_sentence():
    orders, problems = read("When the chit is asked of us we defend, and if we outflank, corps II goes round.")
    assert problems == [] and orders == [Standing(nation="Prussia", kind="chit", answer="defend"),
                                         OutflankingForce(nation="Prussia", corps=("II",))]


def test_words_that_do_not_make_the_order_never_widen_it():
    orders, problems = read("Ally with Russia against France.", "Prussia")
    assert not orders and "against France" in problems[0]
    orders, problems = read("We remain allied with Russia.")
    assert not orders and problems
    orders, problems = read("Corps II outflanks via Tyrol", "Austria")
    assert not orders and problems


def test_an_alliance_offered_by_another_and_a_player_replaced_in_the_passive():
    assert read("We accept the alliance offered by Russia.") == ([ally("Prussia", "Russia")], [])
    assert read("Hans will be replaced by Karl.") == (
        [PlayerChange(nation="Prussia", player="Karl", leaves=False)], [])


def test_a_withdrawal_from_an_alliance_breaks_it_and_a_bare_alliance_noun_with_other_words_is_refused():
    assert read_allied("We withdraw from our alliance with Austria.", "Prussia", "Austria") == (
        [breaks("Prussia", "Austria")], [])
    assert read("Please declare war on Austria on our behalf.") == ([war("Prussia", "Austria")], [])
    orders, problems = read("We dream of an alliance with Austria.")
    assert not orders and problems


def test_several_standing_answers_in_one_sentence_each_read_never_one_dropped():
    orders, problems = read("Standing orders: the Guard is committed, our cities fight on, and we withdraw when "
                            "asked for further days.")
    assert problems == [] and orders == [Standing(nation="Prussia", kind="guard", answer="commit"),
                                         Standing(nation="Prussia", kind="surrender", answer="fight on"),
                                         Standing(nation="Prussia", kind="further days", answer="withdraw")]
    assert read("Surrender: never.") == ([Standing(nation="Prussia", kind="surrender", answer="fight on")], [])
    assert read("Guard: yes") == ([Standing(nation="Prussia", kind="guard", answer="commit")], [])


@pytest.mark.parametrize("nation, text, orders", [
    ("Russia", "Alliance: Prussia.", [ally("Russia", "Prussia")]),
    ("Russia", "War: Turkey.", [war("Russia", "Turkey")]),
    ("Russia", "DoW: Turkey, Sweden.", [war("Russia", "Turkey"), war("Russia", "Sweden")]),
    ("Prussia", "Prussia joins the Third Coalition and allies with Austria and Great Britain.",
     [ally("Prussia", "Austria"), ally("Prussia", "Great Britain")]),
    ("Russia", "Alexander breaks off the alliance with Napoleon.", [breaks("Russia", "France")]),
    ("Russia", "New player for Russia: Dmitri.", [PlayerChange(nation="Russia", player="Dmitri", leaves=False)]),
])
def test_short_political_forms_with_a_colon_and_a_coalition_joined(nation, text, orders):
    broken = [o.other for o in orders if isinstance(o, Diplomacy) and o.action == "break"]
    assert (read_allied(text, nation, broken[0]) if broken else read(text, nation)) == (orders, [])


def test_no_change_takes_no_earlier_order_back():
    orders, problems = read("Standing guard: commit\nNo change to standing orders.")
    assert orders == [Standing(nation="Prussia", kind="guard", answer="commit")] and problems == []


def test_a_negation_far_from_the_answer_never_turns_it():
    assert read("We stay neutral. No orders except: standing surrender: surrender.") == (
        [Standing(nation="Prussia", kind="surrender", answer="surrender")], [])
    assert read("Our cities do not fight on: they surrender when besieged.")[0] != [
        Standing(nation="Prussia", kind="surrender", answer="fight on")]


def test_a_political_order_then_another_order_after_a_comma_and_nations_typed_in_lower_case():
    orders, problems = read("dow spain, fleet Baltic: do not intercept", "Russia")
    assert problems == [] and orders[0] == war("Russia", "Spain") and len(orders) == 2
    orders, problems = read("Declare war on Spain, Bavaria")
    assert not orders and problems
