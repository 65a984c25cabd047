"""Several order patterns tried as one (engine.words.patterns): the joined pattern matches a line
exactly when one of them does, and patterns that cannot be joined are left to be tried one by one."""

import re

from engine.rulesets.classic import one_order as classic_lines
from engine.rulesets.classic.vocabulary import PATTERNS as CLASSIC_PATTERNS
from engine.rulesets.napoleonic import syntax as napoleonic
from engine.words.patterns import any_of

LINES = ["A - Thuringia - Westphalia", "give 10 gold to Prussia", "gift Spain 5 gold", "10 gold to Austria",
         "declare war on Spain", "DoW Russia", "alliance with Prussia", "sign peace with Austria",
         "cede Hanover to Prussia", "accept Hanover from Prussia", "allow Britain to pass through the Channel",
         "build 2 infantry in Paris", "transfer 2 infantry from A to B", "merge A into B", "annex Baden",
         "break alliance with Russia", "attack 69 with 8 armies from 59 via ships", "land 2 armies from C in 69",
         "3 armies 58 -> 57", "", "gold", "give", "hand over Saxony to Prussia", "Buys 2 armies", "pay 5 g to Rome"]


def test_the_joined_pattern_matches_a_line_exactly_when_one_of_the_rulesets_patterns_does():
    for name, lines, parsers in (("classic", CLASSIC_PATTERNS, classic_lines._LINE_PARSERS),
                                 ("napoleonic", napoleonic._RE, napoleonic._LINE_PARSERS)):
        patterns = [lines[key] for key, _ in parsers]
        joined = any_of(patterns)
        assert joined is not None
        for line in LINES:
            assert bool(joined.match(line)) == any(p.match(line) for p in patterns), (name, line)


def test_named_groups_are_joined_but_back_references_and_different_flags_are_not():
    assert any_of([re.compile(r"^(?P<count>\d+) armies$"), re.compile(r"^(?P<count>\d+) ships$")]).match("3 ships")
    assert any_of([re.compile(r"^(\w+) and \1$"), re.compile(r"^x$")]) is None
    assert any_of([re.compile(r"^(?P<a>\w+) (?P=a)$"), re.compile(r"^x$")]) is None
    assert any_of([re.compile("^a$", re.IGNORECASE), re.compile("^b$")]) is None
    assert any_of([]) is None
