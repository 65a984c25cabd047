"""`python -m app.cli`: the berthier command line."""

from app.cli import run

run()
