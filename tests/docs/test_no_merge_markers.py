"""No file of the project keeps a merge's conflict markers (docs/reading-orders.md kept one from round 11 to 15)."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FOLDERS = ("engine", "app", "docs", "tests", "benchmarks", "tools", "packaging", "resources", "scripts")
SUFFIXES = {".py", ".md", ".toml", ".sh", ".json", ".txt", ".cfg", ".ini", ".yml", ".yaml"}


def _files():
    yield from (p for p in ROOT.glob("*") if p.is_file() and p.suffix in SUFFIXES)
    for folder in FOLDERS:
        for p in (ROOT / folder).rglob("*"):
            if p.suffix in SUFFIXES and p.is_file() and "__pycache__" not in p.parts:
                yield p


def test_no_conflict_markers():
    marked = []
    for path in _files():
        try:
            text = path.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        for number, line in enumerate(text.splitlines(), 1):
            if line.startswith(("<<<<<<< ", ">>>>>>> ")) or line == "=======" and path.suffix != ".md":
                marked.append(f"{path.relative_to(ROOT)}:{number}: {line[:40]}")
    assert not marked, marked
