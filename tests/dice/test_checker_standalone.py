"""The players' dice checker (engine/game/dice_check.py, sent as check-dice.py) runs with Python alone."""

import ast
import sys
from pathlib import Path

import engine.game.dice_check as dice_check


def test_the_checker_imports_the_standard_library_only():
    tree = ast.parse(Path(dice_check.__file__).read_text(encoding="utf-8"))
    imported = {alias.name.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    imported |= {node.module.split(".")[0] for node in ast.walk(tree)
                 if isinstance(node, ast.ImportFrom) and node.module and node.level == 0}
    assert imported - {"__future__"} <= sys.stdlib_module_names, imported - sys.stdlib_module_names
