"""Berthier's rules engine: maps, game state, orders, dice, resolution and reports.

Pure Python; it never imports Qt, so it runs headless, in tests and from the command line.
"""

__version__ = "0.1.0"
