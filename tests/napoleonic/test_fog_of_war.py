"""Fog of war: the public update names corps by letter only; compositions appear in the owner's
internal report, in scouting results, and in the battle reports of those who fought."""

import re

import pytest

from engine.reports.render import FORMATS

from .helpers import edges, internal_text, land, make_map, nation, play, position, public_text, winter_dice

BOARD = make_map(land("paris:5 alsace:3 baden:2 bavaria:3 vienna:4 berlin:3"),
                 edges("paris-alsace alsace-baden baden-bavaria bavaria-vienna baden-berlin"))
NATIONS = [nation("France", home="paris alsace", gold=30), nation("Austria", home="bavaria vienna", gold=20),
           nation("Prussia", home="berlin", gold=20)]
UNIT_WORDS = re.compile(r"infantry|cavalry|artillery", re.I)


def a_season_of_war():
    """France raises corps B, marches A into Baden against Austria's B and scouts Bavaria with it.
    Baden, 3 against 2, 4+ both: Austria rolls 1 1, France 4 4 1 (its scout rolls too)."""
    state = position(BOARD, nations=NATIONS, relations=["France at war with Austria"],
                     corps=["France A alsace: 2 infantry + scout", "Austria A bavaria: 3 artillery",
                            "Austria B baden: 2 infantry", "Prussia A berlin: 1 cavalry"])
    res = play(BOARD, state, {"France": "build 2 infantry, 1 artillery in Paris\nA - Baden, scout Bavaria"},
               dice=[1, 1, 4, 4, 1])
    return state, res


@pytest.mark.parametrize("fmt", FORMATS)
def test_the_public_update_shows_letters_never_compositions(fmt):
    state, res = a_season_of_war()
    text = public_text(BOARD, state, res, fmt)
    assert UNIT_WORDS.search(text) is None, text
    plain = re.sub(r"\[/?\w+\]|\*\*", " ", text)      # without the markup
    assert "France raises corps B in Paris." in plain
    assert re.search(r"France\W+Baden\W+A\b", plain)


def test_the_owner_sees_its_own_corps_in_full():
    state, res = a_season_of_war()
    report = internal_text(BOARD, state, res, "France")
    assert "| France | Baden | A (2 infantry + scouting cavalry) | - |" in report
    assert "| France | Paris | B (2 infantry, 1 artillery, new) | - |" in report
    assert "3 artillery" in report          # what its scouts saw in Bavaria
    # ... but nobody else's corps in its table of positions
    assert "| Prussia |" not in report.split("## Corps and squadrons")[1].split("## News")[0]


def test_the_scouting_results_are_in_the_scouting_nations_report_only():
    state, res = a_season_of_war()
    assert "Corps A scouted Bavaria: Austria corps A: 3 artillery" in internal_text(BOARD, state, res, "France")
    assert "scouted" not in internal_text(BOARD, state, res, "Prussia")
    assert "scouted" not in internal_text(BOARD, state, res, "Austria")


def test_those_who_fought_see_the_compositions_and_every_roll():
    state, res = a_season_of_war()
    for who in ("France", "Austria"):
        report = internal_text(BOARD, state, res, who)
        assert "Side 1 (Austria): Austria corps B (2 infantry)" in report
        assert "Side 2 (France): France corps A (2 infantry + scouting cavalry)" in report
        assert ("Round 1: Austria 2 against France 3; Austria hits on 4+, rolls 1 1: 0 hit(s); "
                "France hits on 4+, rolls 4 4 1: 2 hit(s)") in report
    bystander = internal_text(BOARD, state, res, "Prussia")
    assert "Round 1" not in bystander and "Austria corps B (" not in bystander
    assert "Battle at Baden" in bystander          # the public news of the battle, without details


def test_the_internal_report_shows_the_treasury_with_the_income_breakdown():
    # France in Winter: 30 + 8 from 2 provinces + 4 (heads) = 42; war upkeep 5: 37.
    state = position(BOARD, season="Winter 1805", nations=NATIONS, relations=["France at war with Austria"],
                     corps=["France A baden: 1 infantry"])
    res = play(BOARD, state, dice=winter_dice(("heads", 4), ("tails", 2), ("heads", 1)))
    report = internal_text(BOARD, state, res, "France")
    ledger = report.split("## Treasury")[1].split("##")[0]
    assert [line[2:] for line in ledger.splitlines() if line.startswith("- ")] == [
        "Treasury at the start of the season: 30 gold",
        "Income: 8 from 2 provinces + 4 (heads, 4 on the die) = 12 gold",
        "War upkeep: 5 gold",
        "Supply: 2 gold (corps A in Baden: 1 division, 1 space away, 2 gold)",
        "Treasury now: **35 gold**",
    ]
    assert "At war with: Austria. Allied to: nobody." in report
    austria = internal_text(BOARD, state, res, "Austria")
    assert "Income: 7 from 2 provinces - 2 (tails, 2 on the die) = 5 gold" in austria
    assert "Income: 8" not in austria       # nobody sees another nation's treasury
    assert "Income" not in public_text(BOARD, state, res)
