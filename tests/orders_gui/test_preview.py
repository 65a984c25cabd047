"""What the resolve dialog tells the GM, worked out without widgets."""

from app.rulesets.napoleonic.orders import battle_units
from app.orders.preview import battles_needing_results, run_preview
from engine.decisions import BattleKey, BattlesNeedResults
from engine.rulesets.napoleonic.events import Battle
from engine.state import replace


def test_the_places_of_battles_waiting_for_a_result_are_read_from_the_engine():
    error = BattlesNeedResults.waiting([(BattleKey(("bavaria",)), "the battle of Bavaria"),
                                        (BattleKey(("baden", "alsace")), "the battle on the border")])
    assert battles_needing_results(error) == ["bavaria", "alsace|baden"]


def test_what_each_nation_brought_to_a_battle_is_counted_by_kind():
    battle = Battle(place="x", naval=False, sides=(("Austria",), ("France",)),
                    before=((("Austria", "corps A", "2 infantry"),
                             ("Austria", "corps B", "1 infantry, 1 artillery")),
                            (("France", "corps A", "2 infantry, 1 cavalry + scouting cavalry"),)),
                    losses=((), ()), destroyed=())
    assert battle_units(battle) == {"Austria": {"infantry": 3, "artillery": 1},
                                    "France": {"infantry": 2, "cavalry": 1, "scout": 1}}


def test_the_manual_model_previews_with_the_battles_left_to_decide(summer):
    summer.store_orders("France", "A - Bavaria\n")
    state = summer.state()
    summer.edit(replace(state, params={**state.params, "combat_model": "manual"}), "house rule", "manual")
    preview = run_preview(summer, seed=1, fixed=None, overrides=None)
    assert preview.pending == ["bavaria"]
    assert [b.place for b in preview.battles] == ["bavaria"]
    result = {"losses": {"Austria": "all"}, "reason": "forum"}
    decided = run_preview(summer, seed=1, fixed=None, overrides={"battles": {"bavaria": result}})
    assert decided.pending == [] and decided.battles[0].winner == 1
