"""Issue 23, what was left of seed 003 (afa_naval) to the letter: each test quotes the seed's words it checks."""

from __future__ import annotations

import pytest

from engine.rulesets.eia.decisions import DecisionsOpen
from engine.rulesets.eia.afa_naval.state import AFA_STATE
from tests.eia.helpers import fleet, play, position

AFA = {"modules": ["eia_sop", "afa_naval"]}
VENICE = ({"name": "Venice", "colour": "#806040", "home": [], "major": False},)
BRITISH = "Great Britain"


def _question(state, orders, decide, key, play=play, dice=()) -> str:
    with pytest.raises(DecisionsOpen) as e:
        play(state, orders, dice=dice, decide=decide)
    return next(d.question for d in e.value.open if d.key == key)


def test_venice_has_minus_1_to_its_combat_die_in_every_sea_battle_the_gm_is_asked_about():
    """Seed 003 X, NAVAL COMBAT MODIFIER: "Venice receives a -1 to its combat die roll": in a battle at sea,
    in a harbour under attack and off the map after a breakout, the GM's question shows it."""
    venetian = "Venice fleet Arsenal -1 to its combat die (Venice -1)"
    at_sea = position([fleet("France", "Brest", "brittany", 4), fleet("Venice", "Arsenal", "channel", 10)],
                      wars=(("France", "Venice"),), more_nations=VENICE, step="France naval", params=AFA)
    base = "sea.Channel.France_fleet_Brest"
    question = _question(at_sea, {"France": "fleet Brest: Brittany - Biscay - Channel"},
                         {f"{base}.interception": "intercepted", f"{base}.evasion": "caught"}, f"{base}.winner",
                         dice=[6])
    assert venetian in question and "France fleet Brest" not in question.split("(", 1)[1]

    from tests.eia import test_afa_port_attack as port
    harbour = position([fleet(BRITISH, "Channel", "biscay", 25), port.garrison(),
                        fleet("Venice", "Arsenal", "brittany", 6)], wars=(("France", BRITISH), ("Venice", BRITISH)),
                       more_nations=VENICE, step="Great Britain naval", params=AFA)
    question = _question(harbour, port.ATTACK, {}, "port.Brest.Great_Britain_fleet_Channel.winner", play=port.play,
                         dice=[6, 5, 6, 6, 6, 6, 6, 6])
    assert venetian in question

    off_map = position([fleet("France", "Brest", "brittany", 8), fleet("Venice", "Arsenal", "channel", 10)],
                       wars=(("France", "Venice"),), more_nations=VENICE, step="France naval",
                       params={**AFA, "west_map_edge": ["biscay"]})
    orders = {"France": "fleet Brest: break out off the map",
              "Venice": "fleet Arsenal: pursue fleet Brest off the map and fight"}
    question = _question(off_map, orders, {}, "offmap.Biscay.France_fleet_Brest.Venice_fleet_Arsenal.winner",
                         dice=[6, 1])
    assert venetian in question


def test_without_afa_naval_venice_fights_unmodified():
    at_sea = position([fleet("France", "Brest", "brittany", 4), fleet("Venice", "Arsenal", "channel", 10)],
                      wars=(("France", "Venice"),), more_nations=VENICE, step="France naval")
    base = "sea.Channel.France_fleet_Brest"
    question = _question(at_sea, {"France": "fleet Brest: Brittany - Biscay - Channel"},
                         {f"{base}.interception": "intercepted", f"{base}.evasion": "caught"}, f"{base}.winner")
    assert "Venice" in question and "combat die" not in question


def _baltic(owner: str = "Sweden", wars: tuple = (), sweden_major: bool = False):
    """France, Great Britain and Russia (major powers) with a Sweden whose capital is Stockholm, at March's
    economic step: France builds at Brest, Russia or Sweden may deny the Baltic's stores."""
    import msgspec

    from engine.rulesets.eia.state import month_steps
    from engine.game.scenario import build_scenario
    from tests.eia.helpers import area, edges, make_map, sea_area
    board = make_map([area("Paris", capital="France"), area("Kent", capital="Great Britain"),
                      area("Brittany", city_records=[{"name": "Brest", "capacity": 1, "ports": ["biscay"]}]),
                      area("Moscow", capital="Russia"), area("Stockholm", capital="Sweden"), sea_area("Biscay")],
                     edges("paris-brittany brittany~biscay moscow-stockholm kent~biscay"))
    nations = [{"name": "France", "home": ["paris", "brittany"]}, {"name": "Great Britain", "home": ["kent"]},
               {"name": "Russia", "home": ["moscow"]}, {"name": "Sweden", "home": ["stockholm"], "major": sweden_major}]
    nations = [{**n, "colour": f"#{40 * k:02x}6080"} for k, n in enumerate(nations)]
    majors = ["France", "Great Britain", "Russia"] + (["Sweden"] if sweden_major else [])
    data = {"ruleset": "eia", "map": None, "nations": nations, "held": {"stockholm": owner},
            "relations": [{"nations": list(w), "status": "war"} for w in wars],
            "params": {**AFA, "power_order": majors}, "units": [],
            "powers": {n: {"money": 100, "manpower": 10} for n in majors}}
    _, state = build_scenario(data, board=board)
    steps = month_steps(2, state.params)
    return board, msgspec.structs.replace(state, month=2, steps=steps, step=steps.index("economic"))


def _economic(board, state, orders: dict[str, str]):
    from engine.dice import FixedDice
    from tests.eia.helpers import RULES
    sheets = {n: RULES.parse_orders(t, n, state, board) for n, t in orders.items()}
    return RULES.resolve(board, state, sheets, FixedDice([6] * 4), {"decisions": {}})


def _refusals(board, state, nation: str, text: str) -> list[str]:
    from tests.eia.helpers import RULES
    return [p.reason for p in RULES.check_orders(RULES.parse_orders(text, nation, state, board), state, board).problems]


DENY = "deny Baltic (Sweden) to France"


def test_a_neutral_sweden_controlled_by_no_major_power_trades_with_everyone():
    """Seed 003 III A: "If Sweden is neutral and not controlled by a major power, it trades with everyone":
    nobody may deny its stores (refused when entered and at the step), and a denial made before it became
    neutral costs France nothing: 2 new ships at Brest cost 10 each, not 14."""
    from engine.rulesets.eia.afa_naval.stores import SWEDEN_TRADES
    board, state = _baltic()
    assert _refusals(board, state, "Sweden", DENY) == [SWEDEN_TRADES]
    res = _economic(board, state, {"Sweden": DENY, "France": "build 2 at Brest"})
    assert AFA_STATE.of(res.state).denials == ()
    assert res.state.power("France").money == 100 - 20
    import msgspec
    denied_before = _with(state, msgspec.structs.replace(AFA_STATE.of(state), denials=(("Baltic (Sweden)", "France"),)))
    assert _economic(board, denied_before, {"France": "build 2 at Brest"}).state.power("France").money == 80


def test_sweden_controlled_by_a_major_power_or_at_war_may_be_denied_by_its_controller():
    """Seed 003 III A, the other side of the rule: a Sweden held by Russia no longer trades with everyone;
    Russia denies its stores for it, and France then pays a third more (10 -> 14 a ship)."""
    board, held = _baltic(owner="Russia")
    assert _refusals(board, held, "Sweden", DENY) == [
        "only Russia, which controls Sweden, can deny Baltic (Sweden)'s naval stores, not Sweden"]
    assert _refusals(board, held, "Russia", DENY) == []
    denied = AFA_STATE.of(_economic(board, held, {"Russia": DENY}).state)
    assert denied.denials == (("Baltic (Sweden)", "France"),)
    assert _economic(board, _with(held, denied), {"France": "build 2 at Brest"}).state.power("France").money == 100 - 28
    board, at_war = _baltic(wars=(("Sweden", "France"),))
    assert _refusals(board, at_war, "Sweden", DENY) == []
    denied = AFA_STATE.of(_economic(board, at_war, {"Sweden": DENY}).state)
    assert _economic(board, _with(at_war, denied), {"France": "build 2 at Brest"}).state.power("France").money == 72


def _with(state, afa):
    import msgspec
    return AFA_STATE.put(state, afa)


RUSSIA = ({"name": "Russia", "colour": "#208020", "home": []},)
TSAR = {"type": "leader", "nation": "Russia", "name": "Alexander", "royal": True, "seniority": 1}
EXCUSED = "he need no longer accompany the army into the field (seed 003 XVII C)"


def _tsar_at(where: str, units: list[dict], step: str, wars: tuple, orders: dict, decide: dict, dice=()):
    state = position([*units, {**TSAR, "at": where}], wars=wars, more_nations=RUSSIA, step=step, params=AFA)
    assert not AFA_STATE.of(state).tsar_excused
    return play(state, orders, dice=dice, decide=decide)


def test_the_tsar_present_at_a_siege_lost_is_excused_from_the_field():
    """Seed 003 XVII C: "If the Tsar is present at at defeat, he no longer need accompany the army into the
    field": a city breached whose garrison surrenders is a defeat, not only a field combat lost."""
    from tests.eia.helpers import corps, lines
    garrison = {"type": "garrison", "nation": "Russia", "city": "Munich", "at": "bavaria", "factors": 1}
    res = _tsar_at("bavaria", [corps("France", "I", "bavaria", infantry=9), garrison], "France land",
                   (("France", "Russia"),), {"France": "attack Bavaria"},
                   {"land.Bavaria.breach": "breached", "land.Bavaria.honors": "deny",
                    "siege.Bavaria.surrender.Russia": "surrender"})
    assert AFA_STATE.of(res.state).tsar_excused
    assert (f"Alexander was present at a defeat in Bavaria (the city breached and its garrison surrendered): "
            f"{EXCUSED}.") in lines(res)
    held = _tsar_at("bavaria", [corps("France", "I", "bavaria", infantry=9), garrison], "France land",
                    (("France", "Russia"),), {"France": "attack Bavaria"}, {"land.Bavaria.breach": "held"})
    assert not AFA_STATE.of(held.state).tsar_excused


def test_the_tsar_present_at_a_sea_battle_lost_or_a_surrender_with_honors_of_war_is_excused():
    """Seed 003 XVII C, "present at a defeat": beaten at sea where he stands, or surrendering with honors of
    war before a field battle (XVIII); a defeat elsewhere, or a victory, does not excuse him."""
    from tests.eia.helpers import corps
    base = "sea.Channel.France_fleet_Brest"
    units = [fleet("France", "Brest", "brittany", 4), fleet("Russia", "Baltic", "channel", 10)]
    sea = {f"{base}.interception": "intercepted", f"{base}.evasion": "caught", f"{base}.losses": "1-3"}
    lost = _tsar_at("channel", units, "France naval", (("France", "Russia"),),
                    {"France": "fleet Brest: Brittany - Biscay - Channel"}, {**sea, f"{base}.winner": "France"},
                    dice=[6, 1, 1, 1])
    assert AFA_STATE.of(lost.state).tsar_excused
    won = _tsar_at("channel", units, "France naval", (("France", "Russia"),),
                   {"France": "fleet Brest: Brittany - Biscay - Channel"}, {**sea, f"{base}.winner": "Russia"},
                   dice=[6, 1, 1, 1])
    assert not AFA_STATE.of(won.state).tsar_excused
    away = _tsar_at("paris", units, "France naval", (("France", "Russia"),),
                    {"France": "fleet Brest: Brittany - Biscay - Channel"}, {**sea, f"{base}.winner": "France"},
                    dice=[6, 1, 1, 1])
    assert not AFA_STATE.of(away.state).tsar_excused
    honors = {"land.Bavaria.honors_offered.France": "offer", "land.Bavaria.honors_of_war.Russia": "surrender"}
    surrendered = _tsar_at("bavaria", [corps("France", "I", "bavaria"), corps("Russia", "I", "bavaria")],
                           "France land", (("France", "Russia"),), {"France": "attack Bavaria"}, honors, dice=[1])
    assert AFA_STATE.of(surrendered.state).tsar_excused


def test_ships_sold_abroad_reach_the_buyer_at_launch():
    """Seed 003 II, FOREIGN NAVAL SALES: "One nation may contract with another nation for the construction of
    ships": France builds 2 at Brest for Austria in March 1805, pays for them, and at the launch twelve
    months later (I: France's TIME 12) they are Austria's fleet in Brest; both learn of it, nobody else."""
    import msgspec

    from engine.rulesets.eia.events import StepPlayed
    from engine.rulesets.eia.state import month_steps
    players = {n: {"players": [n]} for n in ("Austria", "Great Britain")}
    state = position([], wars=(), params=AFA, powers={"France": {"money": 100, "manpower": 10, "players": ["F"]},
                                                      **players})
    steps = month_steps(2, state.params)
    state = msgspec.structs.replace(state, month=2, steps=steps, step=steps.index("economic"))
    res = play(state, {"France": "build 2 at Brest for Austria"}, dice=[6])
    assert (res.state.power("France").money, res.state.power("France").manpower) == (80, 8)
    assert AFA_STATE.of(res.state).yard("Brest").building[0].buyer == "Austria"
    for _ in range(200):
        res = play(res.state, {})
        bought = [f for f in res.state.fleets if f.nation == "Austria"]
        if bought:
            break
    played = next(e for e in res.events if isinstance(e, StepPlayed))
    assert (played.month, played.step) == ("March 1806", "economic")
    assert [(f.name, f.at, f.in_port, f.ships) for f in bought] == [("Brest", "brittany", True, 2)]
    told = [(e.text, e.private_to) for e in res.events if "Brest" in getattr(e, "text", "")]
    assert told == [("2 ships launched at Brest for Austria, built by France (seed 003 II)", ("Austria", "France")),
                    ("2 ships at Brest join Austria fleet Brest", ("Austria", "France"))]
    assert not any(f.nation == "France" for f in res.state.fleets)


def test_an_enforced_peace_set_by_the_scenario_holds_until_a_casus_belli_is_approved():
    """Seed 003 adaptation 5: "Even though a nation may have an enforced peace of 24 or 36 months imposed upon
    it, there may come into play reasons why the enforced peace may be broken [...] This will be used only with
    the approval of the instructor": a war declared under it is refused, when entered and at the step, until
    the GM approves the nation's casus belli; XV C's opt-out stays refused meanwhile."""
    import msgspec

    from engine.rulesets.eia.decisions import Answered
    from tests.eia.helpers import MAP, RULES, lines
    state = position([], wars=(), params=AFA, powers={"Austria": {"enforced_peace": {"France": "December 1806"}}})
    why = "Austria and France are bound by an enforced peace until December 1806: only a casus belli the GM approves breaks it"
    sheet = RULES.check_orders(RULES.parse_orders("declare war on France", "Austria", state, MAP), state, MAP)
    assert [p.reason for p in sheet.problems] == [why]
    res = play(state, {"Austria": "declare war on France"})
    assert not res.state.at_war("Austria", "France")
    assert f"Line 1 ('declare war on France'): not allowed: {why}." in lines(res)
    assert not play(state, {"France": "declare war on Austria"}).state.at_war("Austria", "France")
    approved = msgspec.structs.replace(state, answered=(Answered(key="casus belli.Austria.France", answer="approved",
                                                                 by="GM"),))
    assert play(approved, {"Austria": "declare war on France"}).state.at_war("Austria", "France")
    ended = msgspec.structs.replace(state, month=23)
    assert play(ended, {"Austria": "declare war on France"}).state.at_war("Austria", "France")


def test_englands_militia_may_leave_the_british_isles_once_an_invasion_has_taken_place():
    """Seed 003 adaptation 2 A, "may not leave only if an invasion takes place", read by the seed's comment:
    "permanent militia factors [...] that can only leave the British Isles if an invasion has taken place".
    Before any invasion the march out is refused; a French landing in Kent raises the 15 (2 B) and frees
    the 10 to leave, and they still may after the French are gone (the 15 go away, as 2 B says)."""
    import msgspec

    from engine.rulesets.eia.state import month_steps
    from tests.eia.helpers import MAP, RULES, corps, lines
    params = {**AFA, "british_isles": ["kent"], "power_order": ["France", "Great Britain", "Austria"]}
    militia = corps("Great Britain", "Militia", "kent", "militia", 0, militia=10)
    out = "fleet Dover: Kent - Channel - Biscay - Brittany carrying corps Militia"

    def refusals(state):
        return [p.reason for p in RULES.check_orders(RULES.parse_orders(out, "Great Britain", state, MAP), state,
                                                     MAP).problems]
    calm = position([militia, fleet("Great Britain", "Dover", "kent", 3)], step="Great Britain naval", params=params)
    assert refusals(calm) == [
        "Militia is England's militia: it leaves the British Isles only after an invasion (seed 003 adaptation 2)"]
    landing = position([militia, fleet("Great Britain", "Dover", "kent", 3), corps("France", "I", "kent")],
                       step="France land", params=params)
    invaded = play(landing, {})
    assert AFA_STATE.of(invaded.state).isles_invaded
    assert ("The British Isles are invaded: Great Britain's militia may leave them from now on (seed 003 "
            "adaptation 2 A).") in lines(invaded)
    gone = msgspec.structs.replace(invaded.state, corps=tuple(c for c in invaded.state.corps if c.nation != "France"))
    after = play(gone, {}).state
    assert not any(c.designation == "Militia (invasion)" for c in after.corps)
    steps = month_steps(after.month, after.params)
    at_sea = msgspec.structs.replace(after, steps=steps, step=steps.index("Great Britain naval"))
    assert refusals(at_sea) == []


def test_the_gms_books_say_when_a_denial_of_swedens_stores_is_not_applied():
    import msgspec

    from app.rulesets.eia.afa_books import books
    from engine.reports.render import render
    board, free = _baltic()
    free = _with(free, msgspec.structs.replace(AFA_STATE.of(free), denials=(("Baltic (Sweden)", "France"),)))
    assert ("Baltic (Sweden) denied to France (not applied: Sweden is neutral and controlled by no major power: it "
            "trades with everyone (seed 003 III A))") in render(books(board, free, "France"), "md")
    board, held = _baltic(owner="Russia")
    held = _with(held, AFA_STATE.of(free))
    text = render(books(board, held, "France"), "md")
    assert "Baltic (Sweden) denied to France" in text and "not applied" not in text


def test_the_tsar_in_a_port_whose_fleet_loses_the_harbour_battle_is_excused():
    """Seed 003 XVII C with XI: the sea battle in a harbour under attack is a defeat for the fleets in port;
    the Tsar standing in the port's area was present at it."""
    from tests.eia import test_afa_port_attack as port
    units = [fleet(BRITISH, "Channel", "biscay", 25), port.garrison(), fleet("Russia", "Baltic", "brittany", 6),
             {**TSAR, "at": "brittany"}]
    state = position(units, wars=(("France", BRITISH), ("Russia", BRITISH)), more_nations=RUSSIA,
                     step="Great Britain naval", params=AFA)
    base = "port.Brest.Great_Britain_fleet_Channel"
    res = port.play(state, port.ATTACK, dice=[6, 5, 6, 6, 6, 6, 6, 6, 6, 5, 6, 5],
                    decide={f"{base}.winner": BRITISH, f"{base}.losses": "2-4"})
    assert AFA_STATE.of(res.state).tsar_excused
    held = port.play(state, port.ATTACK, dice=[6, 5, 6, 6, 6, 6, 6, 6, 6, 5, 6, 5],
                     decide={f"{base}.winner": "Russia", f"{base}.losses": "4-2"})
    assert not AFA_STATE.of(held.state).tsar_excused


def _breakout_state():
    from tests.eia.test_afa_breakouts import naval
    return naval()


def test_the_seeds_breakout_orders_move_to_the_west_indies_and_move_off_the_map_are_breakouts():
    """Seed 003 IX A: "the phasing player writes down the orders for the squadron/fleet. The orders must be
    one of the following: 1. MOVE TO THE WEST INDIES ... 2. MOVE OFF THE MAP AND RETURN THE NEXT MONTH"."""
    from engine.rulesets.eia.afa_naval.orders import BreakOut
    from tests.eia.helpers import MAP, RULES
    state = _breakout_state()
    for line, to in (("fleet Brest: move to the West Indies", "West Indies"),
                     ("fleet Brest: move off the map and return the next month", "off map")):
        sheet = RULES.parse_orders(line, "France", state, MAP)
        assert sheet.problems == () and sheet.orders == (BreakOut(nation="France", fleet="Brest", to=to),)
    res = play(state, {"France": "fleet Brest: move to the West Indies", BRITISH: "fleet Channel: do not pursue"},
               dice=[6])
    [entry] = AFA_STATE.of(res.state).off_map
    assert (entry.nation, entry.orders, entry.months_left) == ("France", "West Indies", 2)


def test_the_intercepting_player_may_initiate_immediate_combat_or_trail_the_enemy_fleet():
    """Seed 003 IX C: "The intercepting player may, at his option, do one of the following: 1. Initiate
    immediate combat. ... 2. Trail the enemy fleet." -- the seed's words are read as 'and fight', 'and trail'."""
    from engine.rulesets.eia.afa_naval.orders import Pursue
    from tests.eia.helpers import MAP, RULES
    state = _breakout_state()
    for line, then in (("fleet Channel: pursue fleet Brest and initiate immediate combat", "fight"),
                       ("fleet Channel: pursue fleet Brest and trail the enemy fleet", "trail")):
        sheet = RULES.parse_orders(line, BRITISH, state, MAP)
        assert sheet.orders == (Pursue(nation=BRITISH, fleet="Channel", quarry="Brest", to="off map", then=then),)


def test_a_pursuit_of_a_fleet_the_phasing_power_does_not_have_is_refused():
    """Seed 003 IX B: "the enemy player(s) must immediately announce if they are going to conduct a
    pursuit" -- of the fleet moving off the map: a pursuit naming no fleet of the phasing power is refused."""
    from tests.eia.helpers import MAP, RULES
    sheet = RULES.parse_orders("fleet Channel: pursue fleet Nowhere", BRITISH, _breakout_state(), MAP)
    assert sheet.orders == () and "France has no fleet 'Nowhere' on the map to pursue" in sheet.problems[0].reason


def _march_economic():
    from tests.eia.test_books import at
    return at(position([], params=AFA), "March", 1805, "economic")


@pytest.mark.parametrize("nation, line, expected", [
    # I: "Instead of using the purchase cost chart, use the following table" -- ships built at a yard
    ("France", "build 4 new ships at Brest", "build 4 at Brest"),
    # IV: prizes "returned to port for repair"; A: "each new construction and prize repair"
    ("France", "repair 2 prizes at Brest", "repair 2 at Brest"),
    # adaptation 4: "Money may be loaned to anyone."
    ("France", "lend 20 money to Austria", "lend 20 to Austria"),
    # III A: "England ... is the only nation that can cut off trade with America"
    (BRITISH, "deny naval stores from America to France", "deny America to France"),
])
def test_the_seeds_economic_orders_in_its_own_words(nation, line, expected):
    from tests.eia.helpers import MAP, RULES
    state = _march_economic()
    said, plain = (RULES.parse_orders(t, nation, state, MAP) for t in (line, expected))
    assert plain.problems == () and said.problems == () and said.orders == plain.orders


@pytest.mark.parametrize("nation, line, expected", [
    # XV A 1: "To put a country under the continental system, an announcement is made at the declaration of war step."
    ("France", "put Austria under the continental system", "continental system: Austria"),
    # XV C: "if a nation either renounces its participation under the continental system"
    ("Austria", "renounce the continental system", "leave the continental system"),
])
def test_the_seeds_political_orders_in_its_own_words(nation, line, expected):
    from tests.eia.helpers import MAP, RULES
    state = position([], params=AFA)
    said, plain = (RULES.parse_orders(t, nation, state, MAP) for t in (line, expected))
    assert plain.problems == () and said.problems == () and said.orders == plain.orders
