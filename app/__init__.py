"""Berthier's desktop program (PySide6) and command line, over the pure `engine` package."""
