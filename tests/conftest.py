"""Settings for the whole suite: Qt headless, and property tests that cannot flake on a slow machine."""

import os

from hypothesis import HealthCheck, settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# No order sheets kept between commands (engine.game.read_cache) unless a test asks for them: a test
# that changes the reader must see it read, and nothing is written under the user's home.
os.environ.setdefault("BERTHIER_CACHE_DIR", "off")

# The same examples on every run (a failure found once is found again), and no per-example
# time limit: CI machines are shared and slow, and speed is checked by benchmarks, not tests.
settings.register_profile("berthier", derandomize=True, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "berthier"))

# The toy third ruleset lives in the tests only; registering it here (both sides) makes every
# contract test, the map editor's attribute list and the window see it, as a ruleset written
# outside the tree would be seen.
import toy_ruleset  # noqa: E402,F401


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _mail_clock(monkeypatch):
    """The hand-made mails are dated around the deadline of 30 Nov 2026: for the mail reader, 'now'
    is after it, so their dates are not taken for dates in the future."""
    from datetime import UTC, datetime

    import engine.mail.mail
    monkeypatch.setattr(engine.mail.mail, "clock", lambda: datetime(2026, 12, 15, tzinfo=UTC))


REAL_DISPLAY = os.path.join("tests", "real_display")


def pytest_collection_modifyitems(config, items):
    """The real-screen tests share one worker when run with `--dist loadgroup` (`./test.sh` runs them apart, in one
    worker of their own: loadgroup hangs when a worker crashes): one Xvfb, one window manager."""
    for item in items:
        if REAL_DISPLAY in str(item.path):
            item.add_marker(pytest.mark.xdist_group("real_display"))
