"""The `berthier` command line: every verb a GM needs to run a game without the window."""

from app.cli.main import main

__all__ = ["main"]
