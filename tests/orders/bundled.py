"""The bundled games the reading tests use: each ruleset with its map and scenario, and a reader
that insists every line was understood."""

from pathlib import Path

from engine.rulesets import ruleset
from engine.scenario import load_scenario

MAPS = Path(__file__).resolve().parents[2] / "resources" / "maps"
FOLDERS = {"napoleonic": "europe1805", "classic": "classic-europe", "succheesion": "mausropa"}


def bundled(rules_id: str):
    """(rules, board, state) of the ruleset's bundled scenario."""
    board, state, _ = load_scenario(MAPS / FOLDERS[rules_id] / "scenario.json")
    return ruleset(rules_id), board, state


def reader(rules, board, state, nation):
    """read(text) -> the orders of a text whose every line must be understood."""
    def read(text, who=nation):
        sheet = rules.parse_orders(text, who, state, board)
        assert sheet.problems == (), sheet.problems
        return list(sheet.orders)
    return read
