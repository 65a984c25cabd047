"""What a map shows as plain data, and which labels fit: no Qt needed."""

import numpy as np

from app.render.labels import place_labels
from app.render.picture import Battle, LegendEntry, MapPicture, Marker, MarkerShape


def test_a_picture_takes_lists_and_mappings_and_stores_plain_values():
    picture = MapPicture(fills={"paris": (47, 95, 167)}, markers=[Marker("paris", "I", "#2f5fa7")],
                         battles=["vienna"], highlights=["lyon", "lyon"], legend={"France": "#2f5fa7"})
    assert picture.fills == {"paris": "#2f5fa7"}
    assert picture.markers == (Marker("paris", "I", "#2f5fa7"),)
    assert picture.battles == (Battle("vienna"),)
    assert picture.highlights == frozenset({"lyon"})
    assert picture.legend == (LegendEntry("France", "#2f5fa7"),)
    assert picture.credits is None


def test_a_changed_picture_names_what_changed():
    before = MapPicture(fills={"a": "red"})
    after = before.with_(markers=[Marker("a", shape="dots", count=3)], selected_region="a")
    assert after.changed_fields(before) == {"markers", "selected_region"}
    assert after.markers[0].shape is MarkerShape.DOTS


def plan(room, widths, anchors, **kw):
    room, widths, anchors = (np.array(x, dtype=float) for x in (room, widths, anchors))
    return place_labels(room, widths, 12.0, anchors, np.arange(len(room), dtype=float)[::-1], **kw)


def test_a_name_that_fits_its_region_is_printed_else_the_short_label():
    result = plan(room=[[100, 40], [30, 40]], widths=[[60, 20], [60, 20]], anchors=[[0, 0], [500, 0]])
    assert result.text.tolist() == [0, 1]


def test_regions_too_small_for_their_name_get_it_where_it_hides_no_other_label():
    # region 0 fits its name; 1 is tiny and its name would cover 0's; 2 is tiny but alone
    result = plan(room=[[100, 40], [4, 4], [4, 4]], widths=[[60, np.inf]] * 3,
                  anchors=[[0, 0], [20, 0], [400, 0]])
    assert result.text.tolist() == [0, -1, 0]


def test_values_are_printed_under_names_with_room_for_both():
    result = plan(room=[[100, 40], [100, 14]], widths=[[60, np.inf]] * 2, anchors=[[0, 0], [500, 0]],
                  value_widths=np.array([8.0, 8.0]), value_height=11.0)
    assert result.value.tolist() == [True, False]


def test_with_thousands_of_crowded_regions_only_fitting_labels_are_printed():
    n = 5000
    result = plan(room=[[5, 5]] * n, widths=[[60, 30]] * n, anchors=[[k * 3, 0] for k in range(n)])
    assert (result.text == -1).all()
