"""Every message of the players' corpus read as its nation sends it: the share read exactly is
reported, a refusal counts as not read, and a misreading (wrong orders, or orders or order-like
lines silently dropped) fails, unless it is a known one listed in known_misreadings.txt."""

from __future__ import annotations

import pytest

from engine.rulesets import ruleset as get_ruleset
from tests.corpus.corpus import MISREAD, RESULTS, classify, known_misreadings, read_corpus
from tests.corpus.positions import SCENARIOS, position

CASES = [(r, c) for r in SCENARIOS for c in read_corpus(r)]
KNOWN = known_misreadings()


def test_the_corpus_holds_at_least_200_messages_per_ruleset_with_chatter_and_refusals():
    for ruleset in SCENARIOS:
        cases = [c for r, c in CASES if r == ruleset]
        assert len(cases) >= 200, f"{ruleset}: {len(cases)} messages"
        if ruleset in ("napoleonic", "classic"):        # the corpora written with the reader have pure chatter too
            assert sum(1 for c in cases if not c.expect and not c.refused) >= 5, "too few messages of pure chatter"
        assert sum(1 for c in cases if c.refused) >= 20, "too few lines that must be refused"


def test_every_known_misreading_is_a_message_of_the_corpus():
    assert set(KNOWN) <= {c.id for _, c in CASES}


@pytest.mark.parametrize("ruleset, case", CASES, ids=[f"{r}:{c.id}" for r, c in CASES])
def test_a_message_is_read_exactly_or_refused_never_misread(ruleset, case):
    rules = get_ruleset(ruleset)
    board, state = position(ruleset, case.position)
    verdict, _ = classify(rules, case, board, state)
    RESULTS[ruleset][verdict.kind] += 1
    if case.id in KNOWN:
        RESULTS[ruleset]["known" if verdict.kind == MISREAD else "known, now read"] += 1
        if verdict.kind == MISREAD:
            pytest.xfail(f"known misreading: {KNOWN[case.id]}")
        return
    shown = rules.format_orders(verdict.extra, state, board) if verdict.extra else ""
    assert verdict.kind != MISREAD, (f"{case.where} ({case.id}) misread: {verdict.why}\n"
                                     f"wrong orders:\n{shown}missing: {verdict.missing}\nmessage:\n{case.message}")
