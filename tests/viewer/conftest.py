"""The viewer's tests share a tiny game played for three turns."""

from tests.viewer.played import played, played_template  # noqa: F401
