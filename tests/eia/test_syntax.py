"""EiA orders as a PBEM player writes them, and the clear refusal of what cannot be read."""

from engine.rulesets.eia import syntax
from engine.rulesets.eia.orders import Attack, Diplomacy, Interception, MoveCorps, MoveFleet, PlayerChange, Standing

from .helpers import MAP, RULES, position

STATE = position([])


def parse(text, nation="France"):
    """The reading alone: these orders are read whatever the state allows (the state's verdict is
    tested in test_reading_prose.py and the checks' tests)."""
    return syntax.parse_sheet(text, nation, STATE, MAP, judge=False)


def test_every_kind_of_order_reads_and_writes_back_the_same():
    text = ("corps Guard I: Paris - Champagne - Bavaria\nfleet Brest: Brittany - Biscay - Channel\nattack Bavaria\n"
            "standing guard: hold\nfleet Brest: do not intercept\ndeclare war on Austria\nally with Great Britain\n"
            "break alliance with Great Britain\nplayer leaves: Ann\nreplacement player: Cy\n")
    sheet = parse(text)
    assert sheet.ok()
    assert [type(o) for o in sheet] == [MoveCorps, MoveFleet, Attack, Standing, Interception, Diplomacy, Diplomacy,
                                        Diplomacy, PlayerChange, PlayerChange]
    assert sheet.orders[0].path == ("paris", "champagne", "bavaria")
    assert RULES.format_orders(sheet.orders, STATE, MAP) == text


def test_the_unit_name_may_come_before_its_kind():
    assert parse("I corps: Paris -> Champagne").orders[0] == MoveCorps(nation="France", corps="I",
                                                                       path=("paris", "champagne"))


def test_lines_that_cannot_be_read_say_why():
    sheet = parse("march on Vienna\nregiment I: Paris - Champagne\ncorps I: Paris\ncorps I: Paris - Atlantis\n"
                  "standing lunch: yes")
    kinds = [p.kind for p in sheet.problems]
    assert kinds == ["not understood"] * 5
    assert "no province or sea called 'Atlantis'" in sheet.problems[3].reason


def test_a_move_between_areas_that_do_not_border_is_not_allowed():
    state = position([{"type": "corps", "nation": "France", "designation": "I", "at": "paris", "infantry": 3}],
                     step="France land")
    sheet = RULES.check_orders(RULES.parse_orders("corps I: Paris - Bavaria", "France", state, MAP), state, MAP)
    assert sheet.problems[0].reason == "Paris and Bavaria do not border each other over land"


def test_long_lines_are_read_without_backtracking_and_100_kb_lines_refused_by_size():
    # no regular expressions read these lines: a backtracking one would not finish
    assert len(parse("corps I: " + "Paris - " * 246 + "Champagne").orders[0].path) == 247
    assert parse("corps " + "a" * 900 + ":" + "-" * 900).problems[0].kind == "not understood"
    assert "split it into one order per line" in parse("corps I: " + "Paris - " * 12_500 + "x").problems[0].reason


def test_a_fleet_carrying_a_corps_reads_and_writes_back():
    (order,) = parse("fleet Brest: Brittany - Biscay carrying I corps").orders
    assert (order.path, order.carrying) == (("brittany", "biscay"), "I")
    assert RULES.format_orders([order], STATE, MAP) == "fleet Brest: Brittany - Biscay carrying corps I\n"
    assert parse("fleet Brest: Brittany - Biscay carrying fleet Toulon").problems[0].kind == "not understood"
