"""Bounds on counts no real game reaches, so that an absurd number in an order, a scenario or a GM
edit is refused with the limit instead of making the program work for minutes (or forever)."""

MAX_UNITS = 100_000         # armies, ships or divisions of one kind a nation may have
MAX_GOLD = 1_000_000_000    # gold in one treasury, one gift or one price
