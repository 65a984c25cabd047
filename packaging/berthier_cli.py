"""The frozen program's `berthier` command (the console one): the command line, as `berthier` in a venv."""

import sys

from app.cli import main

if __name__ == "__main__":
    sys.exit(main())
