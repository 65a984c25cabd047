"""Builds said with no verb (round 21): the word 'new' says they are built ('Two new squadrons in the English Channel
please': engine.words.new_units, read through engine.words.built_said), and napoleonic's count, unit and place in
lower case after 'in' ('1 inf in smyrna + 1 inf in damascus'). Units without 'new' that may stand there, a question,
a negation or a sentence going on after the place are never read as builds."""

import time

import pytest

from engine.words.new_units import new_builds
from tests.orders.bundled import checked


@pytest.mark.parametrize("rules, nation, text, orders", [
    ("napoleonic", "Great Britain", "Three new squadrons in the North Sea please.", ["build 3 squadrons in North Sea"]),
    ("napoleonic", "Great Britain", "2 new squadrons at the Irish Sea", ["build 2 squadrons in Irish Sea"]),
    ("napoleonic", "Austria", "Two new infantry in Vienna", ["build 2 infantry in Vienna"]),
    ("classic", "Britain", "Two new armies in 1 please", ["buy 2 armies in 1"]),
    ("succheesion", "Crimsonia", "Two new Infantry at 12 please", ["build 2 Infantry in 12"]),
    ("napoleonic", "Ottoman Empire", "1 inf in angora + 2 cav in aleppo",
     ["build infantry in Angora", "build 2 cavalry in Aleppo"]),
    ("napoleonic", "Ottoman Empire", "2 inf in smyrna, 1 cav at damascus",
     ["build 2 infantry in Smyrna", "build cavalry in Damascus"]),
])
def test_builds_read(rules, nation, text, orders):
    shown, sheet = checked(rules, nation, "start", text)
    assert shown == orders and not sheet.problems, (shown, sheet.problems)


@pytest.mark.parametrize("nation, text", [
    ("Great Britain", "Three new squadrons in the North Sea?"),
    ("Great Britain", "No new squadrons in the North Sea."),
    ("Great Britain", "Three new squadrons in the North Sea would be nice."),
    ("Great Britain", "two squadrons in the English Channel"),        # its own squadrons stand there
    ("Ottoman Empire", "1 inf in smyrna?"),
    ("Ottoman Empire", "no inf in smyrna"),
])
def test_never_read_as_builds(nation, text):
    shown, sheet = checked("napoleonic", nation, "start", text)
    assert not shown and sheet.problems, shown


def test_the_shape_is_linear():
    started = time.perf_counter()
    assert new_builds("Two new" + " " * 100_000 + "squadrons in the North Sea") == [
        "build Two new squadrons in the North Sea"]        # spaces of any length are one space
    assert new_builds("Two new squadrons in " + "x " * 50_000) is None
    assert time.perf_counter() - started < 1
