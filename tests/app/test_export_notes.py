"""Exported maps: notes under the map."""


def test_notes_are_printed_in_a_band_under_the_map():
    from app.render import MapPicture, render_map
    from engine.board.synthetic import grid_board
    board = grid_board(6, 4)
    plain = render_map(board, MapPicture(), width=800)
    noted = render_map(board, MapPicture(notes=("Corps of France: " + " · ".join(f"{c} in Paris: 3 infantry"
                                                                              for c in "ABCDEFGHIJ"),)), width=800)
    assert noted.width() == plain.width() == 800
    assert noted.height() > plain.height() + 30          # a wrapped note takes two lines or more
