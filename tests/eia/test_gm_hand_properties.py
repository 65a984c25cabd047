"""Whatever the GM types as an EiA piece, the hand either places it, and the position still reads
back as itself, or refuses it with a message (never another error); many edits in a row alike."""

from hypothesis import HealthCheck, given, settings, strategies as st

from engine.game import edits
from engine.errors import BerthierError
from .helpers import MAP, RULES, corps, fleet, position

START = position([corps("France", "I", "paris"), fleet("France", "Brest", "brittany", 8),
                  fleet("Great Britain", "Channel", "channel", 5)], params={"modules": ["eia_sop", "afa_naval"]})
AREAS = ["paris", "champagne", "bavaria", "vienna", "brittany", "kent", "biscay", "channel", "Tyrol", "nowhere"]
VALUES = st.one_of(st.integers(-3, 12), st.booleans(), st.sampled_from(["", "I", "II", "Brest", "Paris", "Vienna",
                                                                         "infantry", "guard", "hussars"]), st.none())
KEYS = {"corps": ["designation", "kind", "infantry", "cavalry", "guard", "in_city", "aboard", "months_at_sea"],
        "fleet": ["name", "ships", "damaged", "no_intercept"], "squadron": ["name", "ships", "damaged"],
        "leader": ["name", "seniority", "royal", "admiral"], "garrison": ["city", "factors", "militia"], "depot": []}


@st.composite
def pieces(draw):
    type_ = draw(st.sampled_from(sorted(KEYS) + ["cannon"]))
    entry = {"type": type_, "nation": draw(st.sampled_from(["France", "Austria", "Great Britain", "Narnia"])),
             "at": draw(st.sampled_from(AREAS))}
    for key in KEYS.get(type_, []):
        if draw(st.booleans()):
            entry[key] = draw(VALUES)
    return entry


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.sampled_from(["put", "remove", "move"]), pieces(), st.sampled_from(AREAS)),
                min_size=1, max_size=8))
def test_every_piece_typed_is_placed_and_reads_back_or_refused_with_a_message(steps):
    state = START
    for verb, piece, to in steps:
        try:
            if verb == "put":
                edit = edits.put_unit(MAP, state, piece)
            elif verb == "remove":
                edit = edits.remove_unit(MAP, state, piece)
            else:
                edit = edits.move_unit(MAP, state, piece, to)
        except BerthierError as e:
            assert str(e)
            continue
        state = edit.state
        assert RULES.with_units(MAP, state, RULES.unit_entries(MAP, state)) == state
