"""`python -m app.cli`: the berthier command line."""

from app.cli import main

raise SystemExit(main())
