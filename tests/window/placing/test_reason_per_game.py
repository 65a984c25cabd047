"""The reason the GM gave last is offered again in the same game only: opened in another game, the question
why came with the first game's reason selected ('artillery swapped for infantry' offered for a rebel army in a
classic game), and Enter recorded it there. Kept between sessions, as before, for the game it was given in."""

from __future__ import annotations

import shutil

import pytest

from tests.window.placing.test_placing import marker


@pytest.fixture
def two_games(tmp_path, tiny_game):
    other = tmp_path / "other.berthier"
    shutil.copy(tiny_game, other)
    return tiny_game, other


def test_a_reason_is_offered_again_in_its_own_game_only(window, open_game, two_games, fake_dialogs):
    first, other = two_games
    lasts: list[str | None] = []
    answers = iter(["agreed on the forum", "agreed on the forum", "rebel army", "the treaty again"])
    fake_dialogs.answer("ask_reason", lambda change, **kw: lasts.append(kw.get("last")) or next(answers))
    open_game(first)
    window.placing.drop(marker(window, "corps:France:A"), "baden")
    window.placing.drop(marker(window, "corps:France:A"), "bavaria")
    assert lasts[1] == "agreed on the forum"                 # the same game: offered
    open_game(other)
    window.placing.drop(marker(window, "corps:France:A"), "baden")
    assert lasts[2] == ""                                      # another game: nothing offered
    open_game(first)
    window.placing.drop(marker(window, "corps:France:A"), "baden")
    assert lasts[3] == "agreed on the forum"                 # back in the first game: its own reason
