"""No import circles anywhere in engine/ and app/: counted over every import a module runs, at its
top or inside a function (an import only for type checkers, under `if TYPE_CHECKING:`, runs never
and does not count). A circle means two modules that cannot be read, tested or moved apart."""

from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx

ROOT = Path(__file__).resolve().parents[2]


def modules() -> dict[str, Path]:
    out = {}
    for package in ("engine", "app"):
        for path in (ROOT / package).rglob("*.py"):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            out[".".join(parts)] = path
    return out


def _type_checking_only(tree: ast.AST) -> set[int]:
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skipped.update(id(n) for stmt in node.body for n in ast.walk(stmt))
    return skipped


def import_graph(mods: dict[str, Path]) -> nx.DiGraph:
    def known(name: str) -> str:
        while name and name not in mods:
            name = name.rpartition(".")[0]
        return name

    graph = nx.DiGraph()
    for name, path in mods.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        skipped = _type_checking_only(tree)
        for node in ast.walk(tree):
            if id(node) in skipped:
                continue
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [known(a.name) for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parent = package
                    for _ in range(node.level - 1):
                        parent = parent.rpartition(".")[0]
                    base = f"{parent}.{base}" if base else parent
                targets = [known(f"{base}.{a.name}") if f"{base}.{a.name}" in mods else known(base)
                           for a in node.names]
            graph.add_edges_from((name, t) for t in targets if t and t != name)
    return graph


def test_the_graph_sees_an_import_inside_a_function():
    graph = import_graph(modules())
    assert graph.has_edge("engine.reports.render", "engine.reports.forums")
    assert graph.has_edge("engine.game.gamefile", "engine.game.records")


def test_no_import_circles():
    circles = sorted(sorted(c) for c in nx.strongly_connected_components(import_graph(modules())) if len(c) > 1)
    assert not circles, "modules that import each other (directly or round a circle): " + \
        "; ".join(" <-> ".join(c) for c in circles)
