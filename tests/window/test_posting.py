"""Post the turn: a summary of what was written and where, with "Open folder"; the turn marked as
posted in the window and in the game file; the folder's README lists every file written."""

from pathlib import Path

import pytest

from app.window import posting
from app.window.export import nation_slugs
from engine.game.gamefile import Game
from engine.game.posts import posts
from engine.reports.forums import format_name


class FakeDesktop:
    opened: list = []

    @classmethod
    def openUrl(cls, url):
        cls.opened.append(url.toLocalFile())
        return True


@pytest.fixture
def posted_window(window, open_game, tiny_game, monkeypatch):
    monkeypatch.setattr(posting, "QDesktopServices", FakeDesktop)
    FakeDesktop.opened = []
    open_game(tiny_game)
    window.session.store_orders("France", "build 1 infantry in Paris\n")
    window.session.commit(seed=1)
    window.show_results(0)
    return window


def test_posting_shows_what_was_written_where_with_a_button_to_open_the_folder(posted_window):
    window = posted_window
    files = window.post_turn()
    folder = window.session.game.path.parent / "tiny-turns" / "000-winter-1804"
    dialog = window.posted_dialog
    assert dialog.isVisible() and not dialog.isModal()
    summary = dialog.text.toPlainText()
    assert str(folder) in summary and "forum-post.txt" in summary and "public-map.png" in summary
    for nation, slug in nation_slugs(["France", "Austria"]).items():
        assert f"{nation}: {slug}/ {slug}-map.png" in summary
        assert f"{slug}-report.md" in summary
    dialog.open_button.click()
    assert FakeDesktop.opened == [str(folder)]
    assert len(files) == len([p for p in folder.rglob("*") if p.is_file()])


def test_the_readme_lists_the_forum_post_and_every_nations_files(posted_window):
    files = posted_window.post_turn()
    folder = posted_window.session.game.path.parent / "tiny-turns" / "000-winter-1804"
    readme = (folder / "README.txt").read_text(encoding="utf-8")
    assert "forum-post.txt" in readme and "public-map.png" in readme
    for path in files:
        if path.name != "README.txt":
            assert path.relative_to(folder).as_posix() in readme, f"{path.name} is not in the README"
    assert readme.index("forum-post.txt") < readme.index("Send privately")


def test_the_turn_is_marked_posted_in_the_history_and_the_game_file_keeps_it(posted_window):
    window = posted_window
    history = window.history
    assert ", posted" not in history.turn_items()[-1].text(0)
    window.post_turn()
    item = next(i for i in history.turn_items() if i.text(0).startswith("Winter 1804"))
    forum = format_name(window.reports.current_format())
    assert item.text(0).endswith(", posted") and f"UTC for {forum}: " in item.toolTip(0)
    assert "Winter 1804 is posted" in window.next_label.text()
    path = window.session.game.path
    window.session.close()
    with Game.open(path) as game:                       # the mark survives closing the game
        assert list(posts(game)) == [0] and posts(game)[0].files > 3
        game.rollback(0, "a result was wrong")          # the turn is resolved again: posted again
        assert posts(game) == {}


def test_a_file_from_before_posting_existed_has_nothing_posted(tiny_game):
    with Game.open(tiny_game) as game:
        assert posts(game) == {}
        assert not any(r[0] == "posts" for r in game.conn.execute("SELECT name FROM sqlite_master"))
    assert Path(tiny_game).exists()
