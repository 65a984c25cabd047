"""A third ruleset that lives in the tests only (cheese in hundredths, militia and forts, a node-link
map, no seasons): it shows that a ruleset plugs in at run time on both sides without touching
generic code. Importing this package registers it."""

from toy_ruleset.app_side import ToyUI  # noqa: F401  (registers the window part)
from toy_ruleset.engine_side import Toy  # noqa: F401  (registers the ruleset)

DATA = __import__("pathlib").Path(__file__).resolve().parent / "data"
SCENARIO = DATA / "cheese-scenario.json"
