"""Full garbage collections held back while a long message is read off the window's thread, and made
once at its end (app/orders/gc_hold.py): each one held the interpreter's lock, and the window froze
with it, three to six times in a reading of 2,000 lines on a real screen."""

import gc
import threading

from app.orders.gc_hold import NEVER, full_collections_held
from tests.orders_gui.test_long_message import long_message


class Cycle:
    def __init__(self):
        self.me = self


def full_collections(during):
    """How many full collections ran while `during()` ran."""
    seen = []

    def counted(phase, info):
        if phase == "start" and info["generation"] == 2:
            seen.append(True)
    gc.callbacks.append(counted)
    try:
        during()
    finally:
        gc.callbacks.remove(counted)
    return len(seen)


def heap_of_cycles():
    kept = [Cycle() for _ in range(300_000)]      # a reading's worth, alive until it ends
    return len(kept)


def test_no_full_collection_while_held_and_one_at_the_end():
    before = gc.get_threshold()
    assert full_collections(heap_of_cycles) > 0, "the heap of cycles no longer sets off a full collection"
    inside = []

    def held():
        with full_collections_held():
            inside.append(gc.get_threshold())
            inside.append(full_collections(heap_of_cycles))
    assert full_collections(held) == 1                   # once, at the end
    assert inside == [(before[0], before[1], NEVER), 0]
    assert gc.get_threshold() == before


def test_overlapping_readings_give_the_threshold_back_when_the_last_ends():
    before = gc.get_threshold()
    first_in, second_in, first_out = threading.Event(), threading.Event(), threading.Event()

    def first():
        with full_collections_held():
            first_in.set()
            second_in.wait(10)
        first_out.set()
    reader = threading.Thread(target=first)
    reader.start()
    first_in.wait(10)
    with full_collections_held():
        second_in.set()
        first_out.wait(10)
        assert gc.get_threshold()[2] == NEVER, "the first reading's end gave the threshold back too soon"
    reader.join(10)
    assert gc.get_threshold() == before


def test_a_long_message_is_read_with_full_collections_held(qtbot, dock, session):
    editor = dock.editors["France"]
    thresholds = []
    parsed = session.game.parsed

    def watched(*args, **kwargs):
        thresholds.append(gc.get_threshold()[2])
        return parsed(*args, **kwargs)
    session.game.parsed = watched
    with qtbot.waitSignal(editor.checked, timeout=60_000):
        editor.text.setPlainText(long_message())
    assert thresholds[0] == NEVER
    assert gc.get_threshold()[2] != NEVER
