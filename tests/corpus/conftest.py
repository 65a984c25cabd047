"""The corpus's share read exactly, per ruleset, printed at the end of every run that reads it."""

from __future__ import annotations

from collections import Counter

from tests.corpus.corpus import RESULTS     # filled by test_corpus.py (one module, whatever the import path)


def summary_lines(results: dict[str, Counter]) -> list[str]:
    out = []
    for ruleset, counts in sorted(results.items()):
        total = counts["exact"] + counts["not read"] + counts["misread"]
        line = (f"{ruleset}: {counts['exact']} of {total} messages read exactly ({counts['exact'] / total:.0%}); "
                f"{counts['not read']} refused in part or whole; {counts['misread']} misread "
                f"({counts['known']} of them known)")
        if counts["known, now read"]:
            line += f"; {counts['known, now read']} known misreadings now read: take them off known_misreadings.txt"
        out.append(line)
    return out


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    if RESULTS:
        terminalreporter.section("players' message corpus")
        for line in summary_lines(RESULTS):
            terminalreporter.write_line(line)
