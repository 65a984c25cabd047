"""A nation written short by its first letters (issue 22): 'ally Pru', 'DoW Aus', 'peace w/ Ott', 'Alli. w/ Prussia':
the one nation whose name or other name starts so, three letters at least; otherwise refused."""

import pytest

from tests.corpus.positions import position

RULES = __import__("engine.rulesets", fromlist=["ruleset"]).ruleset("napoleonic")
BOARD, START = position("napoleonic", "start")


def read(text, nation="France"):
    sheet = RULES.parse_orders(text, nation, START, BOARD)
    return [RULES.format_order(x, BOARD) for x in sheet.orders], sheet.problems


@pytest.mark.parametrize("text, orders", [
    ("ally Pru", ["alliance with Prussia"]),
    ("ally Rus", ["alliance with Russia"]),
    ("Alli. w/ Prussia", ["alliance with Prussia"]),
    ("DoW Aus", ["declare war on Austria"]),
    ("peace w/ Ott", ["peace with Ottoman Empire"]),
    ("alliance with Den and Nap", ["alliance with Denmark", "alliance with Naples"]),
    ("alliance with Spa", ["alliance with Spain"]),
    ("alliance with Aust.", ["alliance with Austria"]),
    ("break alliance with Russ", ["break alliance with Russia"]),
])
def test_a_nation_written_by_its_first_letters_is_that_nation(text, orders):
    assert read(text) == (orders, ())


@pytest.mark.parametrize("text", ["ally Pr", "ally Bav", "alliance with Xyz"])
def test_a_short_form_of_no_nation_or_too_short_is_refused(text):
    orders, problems = read(text)
    assert orders == [] and problems


# -- a veteran's builds written short beside them: read, or refused, never dropped ----------------------------

@pytest.mark.parametrize("nation, text, orders", [
    ("Austria", "+2i Vie", ["build 2 infantry in Vienna"]),
    ("Austria", "+1c Bud", ["build cavalry in Buda"]),
    ("Austria", "+2i Vienna", ["build 2 infantry in Vienna"]),
    ("Ottoman Empire", "b 2i Stamb", ["build 2 infantry in Stamboul"]),
    ("Ottoman Empire", "b 1i Salon", ["build infantry in Salonica"]),
    ("Russia", "bld 1xcav Tula", ["build cavalry in Tula"]),
    ("Russia", "build 2xinf in Moscow", ["build 2 infantry in Moscow"]),
    ("Prussia", "+1a Berlin", ["build artillery in Brandenburg"]),
    ("Austria", "+ 1 cav Buda", ["build cavalry in Buda"]),     # round 11: a count, a unit word and a place are a build
])
def test_a_veterans_build_written_short_reads(nation, text, orders):
    assert read(text, nation) == (orders, ())


@pytest.mark.parametrize("nation, text", [
    ("Russia", "bld 2xinf Mosc."), ("Austria", "+2i"), ("Austria", "+3q Vienna"),
])
def test_a_veterans_build_that_does_not_read_is_refused_never_dropped(nation, text):
    orders, problems = read(text, nation)
    assert orders == [] and problems
