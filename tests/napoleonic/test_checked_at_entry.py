"""Issue 23: what the season's resolution would refuse whatever the other nations order and whatever
the dice say is refused when the orders are entered, in the same words. Each case is run twice: at
entry, and through the resolution of a sheet stored unchecked (as before the checks existed)."""

import pytest

from engine.dice import SeededDice

from .helpers import RULES, edges, land, make_map, nation, position, rejections, sea, strait

BOARD = make_map(
    land("paris:5 alsace:3 baden:2 bavaria:2 vienna:5 calais:1 dover:1 london:5 madrid:3"),
    sea("channel north_sea"),
    edges("paris-alsace alsace-baden baden-bavaria bavaria-vienna paris-calais london-dover paris-madrid "
          "calais~channel dover~channel london~north_sea channel-north_sea"),
    strait("calais", "dover", "channel"))
NATIONS = [nation("France", "paris alsace calais", gold=60), nation("Austria", "vienna bavaria", gold=20),
           nation("Great Britain", "london dover", gold=20), nation("Prussia", "baden", gold=20),
           nation("Spain", "madrid", gold=20)]


def europe(season: str = "Spring 1805", **extra):
    return position(BOARD, season=season, nations=NATIONS,
                    corps=["France A paris: 2 infantry + scout", "France B alsace: 2 infantry, 1 cavalry",
                           "France C calais: 1 infantry", "France D baden: 1 infantry",
                           "Austria A vienna: 2 infantry", "Great Britain A london: 2 infantry"],
                    squadrons=["Great Britain 1 channel", "Great Britain 2 channel", "France 1 north_sea"],
                    relations=["France at war with Austria", "France allied with Prussia"], **extra)


SPRING, WINTER = europe(), europe("Winter 1805")

LATE = [
    # Diplomacy and exchanges (phases 1 and 2).
    (SPRING, "France", "declare war on Austria", "France is already at war with Austria"),
    (SPRING, "France", "declare war on Prussia",
     "Prussia is an ally: break the alliance first, then declare war in a later turn"),
    (SPRING, "France", "declare war on France", "France cannot do that with itself"),
    (SPRING, "France", "peace with Spain", "France is not at war with Spain"),
    (SPRING, "France", "alliance with Prussia", "France is already allied to Prussia"),
    (SPRING, "France", "break alliance with Spain", "France is not allied to Spain"),
    (SPRING, "France", "give 5 gold to Spain", "gold may only be given to an ally, and Spain is not allied to France"),
    (SPRING, "France", "cede Paris to Spain",
     "provinces may only be traded between allies, and Spain is not allied to France"),
    (SPRING, "France", "cede Vienna to Prussia", "France does not own Vienna"),
    (SPRING, "France", "accept Vienna from Prussia", "Prussia does not own Vienna"),
    (SPRING, "France", "allow Spain through Channel",
     "France does not control the straits of Channel (no majority of its squadrons)"),
    # Builds, reorganisation and annexation.
    (SPRING, "France", "build 1 infantry in Vienna",
     "France may build only in its home provinces that it owns, and Vienna is not one"),
    (SPRING, "France", "build 1 infantry in Channel", "divisions are built in a province, and Channel is not one"),
    (SPRING, "France", "build 1 squadron in Paris", "squadrons are built in a sea, and Paris is not one"),
    (SPRING, "France", "build 1 squadron in North Sea",
     "North Sea does not border a province where France may build"),
    (SPRING, "France", "transfer 1 infantry from A to B",
     "corps A is in Paris and corps B in Alsace: divisions pass between corps in one province"),
    (SPRING, "France", "transfer 3 infantry from B to B", "a corps cannot transfer divisions to itself"),
    (SPRING, "France", "annex Bavaria", "provinces are annexed only in Winter"),
    (WINTER, "France", "annex Bavaria", "France has no corps in Bavaria to annex it"),
    (WINTER, "France", "annex Paris", "France already owns Paris"),
    (WINTER, "France", "annex Baden", "Baden belongs to France's ally Prussia: allies trade provinces instead"),
    (WINTER, "France", "annex Channel", "Channel is not a province"),
    # Movement, scouting and transport.
    (WINTER, "France", "A - Alsace", "units may not move or scout during Winter"),
    (SPRING, "France", "Z - Alsace", "France has no corps Z"),
    (SPRING, "France", "A - Baden", "Baden does not border Paris"),
    (SPRING, "France", "B - Baden - Bavaria - Vienna",
     "a corps with infantry or artillery moves at most 1 space, not 3"),
    (SPRING, "France", "A - Madrid",
     "Madrid belongs to Spain, with whom France is at peace but not allied; declare war first"),
    (SPRING, "France", "C - Dover",
     "the strait between Calais and Dover is controlled by Great Britain (a majority of the squadrons in "
     "Channel); crossing needs Great Britain's permission"),
    (SPRING, "France", "B scout Vienna", "corps B has no scouting cavalry"),
    (SPRING, "France", "A scout Vienna", "Vienna is not next to any space corps A occupies this season"),
    (SPRING, "France", "C - Dover via Channel",
     "no squadron of France or its allies stays in Channel this season to carry the corps"),
    (SPRING, "France", "squadron 1 - Alsace", "Alsace is not a sea"),
    (SPRING, "France", "squadron 7 - Channel", "France has no squadron 7"),
    (SPRING, "France", "A holds\nA holds", "corps A already has an order (line 1)"),
    (SPRING, "France", "A holds\nA - Alsace", "two different orders for corps A (lines 1, 2): which is meant? ask the player"),
]


@pytest.mark.parametrize("state, who, text, reason", LATE, ids=[text for _, _, text, _ in LATE])
def test_refused_at_entry_in_the_words_of_the_resolution(state, who, text, reason):
    entered = RULES.check_orders(RULES.parse_orders(text, who, state, BOARD), state, BOARD)
    assert reason in [p.reason for p in entered.problems]
    assert {p.kind for p in entered.problems} <= {"not allowed", "not understood"}
    unchecked = RULES.parse_orders(text, who, state, BOARD)
    res = RULES.resolve(BOARD, state, {who: unchecked}, SeededDice(1))
    assert any(r.endswith(": " + reason) for r in rejections(res)), rejections(res)


def test_the_elimination_reads_the_same_at_entry_and_at_resolution():
    state = position(BOARD, nations=[*NATIONS[:4], nation("Spain")], corps=["France A paris: 1 infantry"])
    entered = RULES.check_orders(RULES.parse_orders("give 1 gold to France", "Spain", state, BOARD), state, BOARD)
    res = RULES.resolve(BOARD, state, {"Spain": RULES.parse_orders("give 1 gold to France", "Spain", state, BOARD)},
                        SeededDice(1))
    assert [p.reason for p in entered.problems] == ["Spain has been eliminated: it has no provinces and no units"]
    assert rejections(res) == ["not allowed: Spain has been eliminated: it has no provinces and no units"]


def test_a_declaration_refused_at_resolution_after_the_other_side_declared_first_reads_as_at_entry():
    # Known only at resolution: Great Britain's declaration on Spain is carried out first.
    orders = {"Great Britain": "declare war on Spain", "Spain": "declare war on Great Britain"}
    res = RULES.resolve(BOARD, SPRING, {n: RULES.parse_orders(t, n, SPRING, BOARD) for n, t in orders.items()},
                        SeededDice(1))
    assert rejections(res) == ["failed: Spain is already at war with Great Britain"]
