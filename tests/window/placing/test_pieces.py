"""Which pieces a counter stands for (the generic default a ruleset's window part may override),
what a new piece starts with, and how a piece is named: the ruleset's declarations, no Qt."""

from app.placing.pieces import kinds_standing, may_stand, new_entry, piece_name
from app.render.picture import Marker
from app.rulesets.base import RulesetUI
from engine.rulesets.placing import Field, FieldKind, PieceKind

A = {"type": "corps", "nation": "France", "letter": "A", "at": "picardy", "infantry": 2}
B = {"type": "corps", "nation": "France", "letter": "B", "at": "picardy", "infantry": 3}
AUSTRIAN = {"type": "corps", "nation": "Austria", "letter": "A", "at": "picardy", "infantry": 1}
FLEET = {"type": "fleet", "nation": "France", "name": "Brest", "at": "picardy"}
ALL = [A, B, AUSTRIAN, FLEET, {**A, "at": "paris"}]


def test_a_counter_keyed_by_type_nation_and_letter_is_that_corps():
    assert RulesetUI().pieces_of_marker(Marker("picardy", key="corps:France:B"), ALL) == [B]
    assert RulesetUI().pieces_of_marker(Marker("picardy", key="corps:Austria:A"), ALL) == [AUSTRIAN]


def test_a_counter_keyed_by_nation_and_place_stands_for_the_nations_stack_there():
    assert RulesetUI().pieces_of_marker(Marker("picardy", key="units:France:picardy"), ALL) == [A, B, FLEET]
    drawn = [Marker("picardy", key="corps:France:picardy"), Marker("picardy", key="fleet:France:Brest")]
    assert RulesetUI().pieces_of_marker(Marker("picardy", key="corps:France:picardy"), ALL, drawn) == [A, B]


def test_a_counter_without_a_key_that_names_a_nation_stands_for_everything_in_its_region():
    assert RulesetUI().pieces_of_marker(Marker("picardy", key="battle"), ALL) == [A, B, AUSTRIAN, FLEET]
    assert RulesetUI().pieces_of_marker(Marker("paris", key="corps:France:A"), ALL) == [{**A, "at": "paris"}]


CORPS = PieceKind(type="corps", label="Corps", stands="land", fields=(
    Field(key="letter", label="Letter", kind=FieldKind.TEXT, identity=True),
    Field(key="infantry", label="Infantry", minimum=0, maximum=3),
    Field(key="guard", label="Guard", kind=FieldKind.FLAG),
    Field(key="stance", label="Stance", kind=FieldKind.CHOICE, choices=("attack", "defend")),
    Field(key="ally", label="Ally", kind=FieldKind.NATION, optional=True),
    Field(key="bonus", label="Bonus", default=2)))
SHIPS = PieceKind(type="fleet", label="Fleet", stands="sea")
ANY = PieceKind(type="spy", label="Spy", stands="any")


class Rules:
    title = "Test"
    piece_kinds = (CORPS, SHIPS, ANY)


class RulesProposing(Rules):
    def new_piece_defaults(self, board, state, type_, nation):
        return {"letter": "K"} if type_ == "corps" else {}


def test_a_new_piece_starts_from_its_fields_defaults_then_what_the_rules_propose(tiny_board):
    fresh = new_entry(Rules(), tiny_board, None, CORPS, "France", "paris")
    assert fresh == {"type": "corps", "nation": "France", "at": "paris", "letter": "", "infantry": 0,
                     "guard": False, "stance": "attack", "ally": None, "bonus": 2}
    assert new_entry(RulesProposing(), tiny_board, None, CORPS, "France", "paris")["letter"] == "K"


def test_land_pieces_stand_on_land_fleets_at_sea_and_any_on_both(tiny_board):
    assert [k.type for k in kinds_standing(Rules(), tiny_board, "paris")] == ["corps", "spy"]
    assert [k.type for k in kinds_standing(Rules(), tiny_board, "channel")] == ["fleet", "spy"]
    assert may_stand(ANY, tiny_board, "channel") and not may_stand(CORPS, tiny_board, "channel")


def test_a_piece_is_named_by_its_nation_kind_identity_and_place(tiny_board):
    entry = {"type": "corps", "nation": "France", "letter": "C", "at": "paris"}
    assert piece_name(Rules(), tiny_board, entry) == "France's corps C in Paris"
    assert piece_name(Rules(), tiny_board, entry, place=False) == "France's corps C"
    assert piece_name(Rules(), tiny_board, {"type": "fleet", "nation": "France", "at": "channel"}) == \
        "France's fleet in Channel"


def test_a_piece_no_counter_names_goes_with_its_nations_counters_in_its_region():
    leader = {"type": "leader", "nation": "France", "name": "Napoleon", "at": "picardy"}
    foe = {"type": "leader", "nation": "Austria", "name": "Charles", "at": "picardy"}
    pieces = ALL + [leader, foe]
    drawn = [Marker("picardy", key="corps:France:picardy"), Marker("picardy", key="fleet:France:Brest")]
    assert RulesetUI().pieces_of_marker(Marker("picardy", key="corps:France:picardy"), pieces, drawn) == \
        [A, B, leader]
    assert RulesetUI().pieces_of_marker(Marker("picardy", key="fleet:France:Brest"), pieces, drawn) == [FLEET, leader]
    assert RulesetUI().pieces_of_marker(Marker("picardy", key="corps:France:B"), pieces, drawn) == [B, leader]
