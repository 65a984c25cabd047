"""Diplomacy: alliances and peace need both nations' orders in the same turn, war and breaking
an alliance one; no war on an ally, nor the turn its alliance is broken; gifts and province
trades only between allies, in public."""

from engine.rulesets.napoleonic.events import CorpsSentHome, ProposalUnanswered, RelationChanged

from .helpers import (
    corps, edges, events, gold, land, make_map, nation, play, position, problems, public_text, rejections,
    sheet)

# Berlin and Posen are Prussian, Warsaw and Moscow Russian; Paris French; Saxony neutral.
BOARD = make_map(land("paris:5 saxony:2 berlin:4 posen:2 warsaw:3 moscow:5"),
                 edges("paris-saxony saxony-berlin berlin-posen posen-warsaw warsaw-moscow"))


def europe(*units, relations=(), season="Spring 1807"):
    nations = [nation("France", home="paris", gold=30), nation("Prussia", home="berlin posen", gold=10),
               nation("Russia", home="warsaw moscow", gold=10)]
    return position(BOARD, season=season, nations=nations, corps=list(units), relations=list(relations))


def status(state, a, b):
    return state.status(a, b)


def test_an_alliance_needs_both_nations_orders_in_the_same_turn():
    state = europe()
    res = play(BOARD, state, {"France": "alliance with Prussia"})
    assert status(res.state, "France", "Prussia") == "peace"
    [unanswered] = events(res, ProposalUnanswered)
    assert (unanswered.nation, unanswered.target, unanswered.private_to) == ("France", "Prussia",
                                                                             ("France", "Prussia"))
    res = play(BOARD, state, {"France": "alliance with Prussia", "Prussia": "sign alliance with France"})
    assert status(res.state, "France", "Prussia") == "alliance"
    assert "France and Prussia sign an alliance." in public_text(BOARD, state, res)


def test_war_needs_one_nations_declaration_and_is_public():
    state = europe()
    res = play(BOARD, state, {"France": "declare war on Russia"})
    assert status(res.state, "France", "Russia") == "war"
    assert "France declares war on Russia." in public_text(BOARD, state, res)


def test_peace_needs_both():
    state = europe(relations=["France at war with Russia"])
    assert status(play(BOARD, state, {"France": "peace with Russia"}).state, "France", "Russia") == "war"
    res = play(BOARD, state, {"France": "peace with Russia", "Russia": "peace with France"})
    assert status(res.state, "France", "Russia") == "peace"
    assert "France and Russia sign a peace treaty." in public_text(BOARD, state, res)


def test_peace_is_signed_only_by_nations_at_war():
    assert problems(sheet(BOARD, europe(), "France", "peace with Russia")) == [
        "line 1: not allowed ('peace with Russia'): France is not at war with Russia"]


def test_breaking_an_alliance_needs_one():
    state = europe(relations=["Prussia allied with Russia"])
    res = play(BOARD, state, {"Prussia": "break alliance with Russia"})
    assert status(res.state, "Prussia", "Russia") == "peace"
    assert "Prussia breaks its alliance with Russia." in public_text(BOARD, state, res)


def test_the_ally_of_an_ally_is_not_an_ally():
    state = europe(relations=["France allied with Prussia", "Prussia allied with Russia"])
    assert status(state, "France", "Russia") == "peace"
    assert problems(sheet(BOARD, state, "France", "give 5 gold to Russia")) == [
        "line 1: not allowed ('give 5 gold to Russia'): gold may only be given to an ally, and Russia is not "
        "allied to France"]


def test_no_war_may_be_declared_on_an_ally():
    state = europe(relations=["Prussia allied with Russia"])
    assert problems(sheet(BOARD, state, "Russia", "declare war on Prussia")) == [
        "line 1: not allowed ('declare war on Prussia'): Prussia is an ally: break the alliance first, then "
        "declare war in a later turn"]


def test_the_seeds_example_war_comes_the_turn_after_the_alliance_is_broken():
    # After Spring 1807 Prussia breaks its alliance with Russia: Russia may not declare war for
    # Summer 1807 ...
    state = europe("Russia A warsaw: 2 infantry", relations=["Prussia allied with Russia"], season="Summer 1807")
    res = play(BOARD, state, {"Prussia": "break alliance with Russia", "Russia": "declare war on Prussia"})
    assert status(res.state, "Prussia", "Russia") == "peace"
    assert "Prussia is an ally" in rejections(res)[0]
    # ... but it may for Fall 1807, and attack at once.
    res = play(BOARD, res.state, {"Russia": "declare war on Prussia\nA - Posen"})
    assert status(res.state, "Prussia", "Russia") == "war"
    assert corps(res.state, "Russia", "A").at == "posen"


def test_the_nation_that_breaks_an_alliance_may_not_declare_war_the_same_turn_either():
    state = europe(relations=["Prussia allied with Russia"])
    res = play(BOARD, state, {"Prussia": "break alliance with Russia\ndeclare war on Russia"})
    assert status(res.state, "Prussia", "Russia") == "peace"
    assert len(rejections(res)) == 1


def test_when_an_alliance_breaks_units_in_the_others_provinces_go_to_their_nearest_own_province():
    # Russia's corps in Berlin goes home to Warsaw (Berlin - Posen - Warsaw); Prussia's corps in
    # Moscow goes home to Posen.
    state = europe("Russia A berlin: 2 infantry", "Prussia A moscow: 1 cavalry", "Russia B saxony: 1 infantry",
                   relations=["Prussia allied with Russia"])
    res = play(BOARD, state, {"Russia": "break alliance with Prussia"})
    assert corps(res.state, "Russia", "A").at == "warsaw"
    assert corps(res.state, "Prussia", "A").at == "posen"
    assert corps(res.state, "Russia", "B").at == "saxony"      # neutral ground: it stays
    assert {(e.nation, e.corps, e.origin, e.to) for e in events(res, CorpsSentHome)} == {
        ("Russia", "A", "berlin", "warsaw"), ("Prussia", "A", "moscow", "posen")}
    assert "Russia's corps A in Berlin return to Warsaw." in public_text(BOARD, state, res)


def test_a_corps_with_no_province_to_go_home_to_is_disbanded():
    nations = [nation("Prussia", home="berlin posen"), nation("Russia")]
    state = position(BOARD, nations=nations, corps=["Russia A berlin: 1 infantry"],
                     relations=["Prussia allied with Russia"])
    res = play(BOARD, state, {"Prussia": "break alliance with Russia"})
    assert corps(res.state, "Russia", "A") is None
    assert "Russia's corps A in Berlin are disbanded, having no province to return to." in \
        public_text(BOARD, state, res)


# -- gifts and trades ------------------------------------------------------------------------

def test_allies_may_give_gold_in_public():
    state = europe(relations=["France allied with Prussia"])
    res = play(BOARD, state, {"France": "give 12 gold to Prussia"})
    assert (gold(res.state, "France"), gold(res.state, "Prussia")) == (18, 22)
    assert "France gives 12 gold to Prussia." in public_text(BOARD, state, res)


def test_gold_goes_only_to_an_ally():
    assert problems(sheet(BOARD, europe(), "France", "give 12 gold to Prussia")) == [
        "line 1: not allowed ('give 12 gold to Prussia'): gold may only be given to an ally, and Prussia is not "
        "allied to France"]


def test_an_alliance_signed_this_turn_allows_a_gift_this_turn():
    res = play(BOARD, europe(), {"France": "alliance with Prussia\ngive 5 gold to Prussia",
                                 "Prussia": "alliance with France"})
    assert gold(res.state, "Prussia") == 15


def test_a_gift_larger_than_the_treasury_fails():
    state = europe(relations=["France allied with Prussia"])
    res = play(BOARD, state, {"Prussia": "give 11 gold to France"})
    assert rejections(res) == ["failed: the treasury holds 10 gold, not 11"]
    assert gold(res.state, "France") == 30


def test_allies_trade_provinces_when_both_agree_in_public():
    state = europe(relations=["Prussia allied with Russia"])
    res = play(BOARD, state, {"Prussia": "cede Posen to Russia", "Russia": "accept Posen from Prussia"})
    assert res.state.owner("posen") == "Russia"
    assert "Prussia cedes Posen to Russia." in public_text(BOARD, state, res)


def test_a_province_is_not_traded_without_the_receivers_agreement():
    state = europe(relations=["Prussia allied with Russia"])
    res = play(BOARD, state, {"Prussia": "cede Posen to Russia"})
    assert res.state.owner("posen") == "Prussia"
    assert [e.kind for e in events(res, ProposalUnanswered)] == ["cede"]


def test_provinces_are_traded_only_between_allies():
    assert problems(sheet(BOARD, europe(), "Prussia", "cede Posen to Russia")) == [
        "line 1: not allowed ('cede Posen to Russia'): provinces may only be traded between allies, and Russia "
        "is not allied to Prussia"]


def test_a_nation_proposing_an_alliance_may_march_into_the_future_allys_land_in_the_same_orders():
    # When the GM enters France's orders the alliance is taken as made, like a declaration of war;
    # if Prussia does not sign, the march is refused at resolution.
    state = europe("France A saxony: 1 infantry")
    assert sheet(BOARD, state, "France", "alliance with Prussia\nA - Berlin").ok()
    alone = play(BOARD, state, {"France": "alliance with Prussia\nA - Berlin"})
    assert corps(alone.state, "France", "A").at == "saxony"
    both = play(BOARD, state, {"France": "alliance with Prussia\nA - Berlin", "Prussia": "alliance with France"})
    assert corps(both.state, "France", "A").at == "berlin"


def test_every_relation_change_is_kept_in_the_history():
    state = europe()
    res = play(BOARD, state, {"France": "declare war on Russia"})
    res = play(BOARD, res.state, {"France": "peace with Russia", "Russia": "peace with France"})
    assert res.state.relation("France", "Russia").history == ((0, "war"), (1, "peace"))
    assert [e.status for e in events(res, RelationChanged)] == ["peace"]
