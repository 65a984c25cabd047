"""Berthier's desktop program (PySide6) and command line, over the pure `engine` package."""

__version__ = "0.1.0"      # the same as engine.__version__ (tests/cli check it)
