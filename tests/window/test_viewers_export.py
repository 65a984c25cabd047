"""File > Export > Viewers writes the public viewer and one per nation into a folder; Post the turn
puts them in the turn's folder, each nation's in its own folder, and the README lists them."""

from app.window import posting
from app.window.export import nation_slugs


def test_export_viewers_writes_the_public_one_and_one_per_nation(window, open_game, tiny_game, fake_dialogs,
                                                                 tmp_path):
    open_game(tiny_game)
    window.session.store_orders("France", "A - Baden\n")
    window.session.commit(seed=1)
    assert window.export_viewers_action.isEnabled()
    fake_dialogs.answer("folder_path", tmp_path / "viewers")
    window.export_viewers_action.trigger()
    written = sorted(p.name for p in (tmp_path / "viewers").iterdir())
    assert written == ["austria-viewer.html", "france-viewer.html", "public-viewer.html"]
    france = (tmp_path / "viewers" / "france-viewer.html").read_text(encoding="utf-8")
    assert "internal report of France" in france and "After Winter 1804" in france
    assert "internal report" not in (tmp_path / "viewers" / "public-viewer.html").read_text(encoding="utf-8")
    assert "Wrote 3 viewers" in window.statusBar().currentMessage()


def test_the_menu_entry_waits_for_a_game(window):
    assert window.export_viewers_action in window.export_menu.actions()
    assert not window.export_viewers_action.isEnabled()


def test_posting_the_turn_puts_each_nations_viewer_in_its_folder(window, open_game, tiny_game, monkeypatch):
    monkeypatch.setattr(posting, "open_folder", lambda folder: True)
    open_game(tiny_game)
    window.session.store_orders("France", "A - Baden\n")
    window.session.commit(seed=1)
    window.show_results(0)
    files = window.post_turn()
    folder = window.session.game.path.parent / "tiny-turns" / "000-winter-1804"
    assert folder / "public-viewer.html" in files
    readme = (folder / "README.txt").read_text(encoding="utf-8")
    for nation, slug in nation_slugs(["France", "Austria"]).items():
        path = folder / slug / f"{slug}-viewer.html"
        assert path in files and f"{slug}/{slug}-viewer.html" in readme
        assert f"internal report of {nation}" in path.read_text(encoding="utf-8")
    assert "France's own viewer: every turn's map and reports" in readme
