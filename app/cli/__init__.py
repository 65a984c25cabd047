"""The `berthier` command line: every verb a GM needs to run a game without the window."""

from app.cli.main import main, run

__all__ = ["main", "run"]
