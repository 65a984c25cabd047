"""A line reader that reads each text once (engine.words.reading.read_once) keeps a refused line's
error without its traceback: kept, the traceback held every frame of that line's reading and their
locals until the whole message was read (some 110 objects a refused line, 220,000 for a message of
2,000 lines), and each full garbage collection walked them, freezing the window while a long message
was read on a thread of its own (benchmarks/real_paste.py)."""

import copy
import gc
import weakref

import pytest

from engine.errors import NotUnderstood
from engine.words.reading import read_once


class Local:
    pass


def test_a_refusal_kept_for_a_line_given_again_holds_none_of_the_frames_that_refused_it():
    seen = []

    def read(text):
        local = Local()                 # a local of the frame that refuses the line
        seen.append(weakref.ref(local))
        raise NotUnderstood(f"{text!r} is not an order", fix=("x", "y"))

    once = read_once(read)
    collecting = gc.isenabled()
    gc.disable()                        # only what the reader still holds is alive
    try:
        with pytest.raises(NotUnderstood) as raised:
            once("Vive l'Empereur")
        first = raised.value
        assert seen[0]() is not None    # the error raised has its traceback, and the frame in it
        said = (copy.copy(first).args, first.reason, first.fix, first.line, first.text)
        del raised, first               # the error raised gone, only the one kept for the line is left
        assert seen[0]() is None, "the error kept for the line holds the frames that refused it"
        with pytest.raises(NotUnderstood) as raised:
            once("Vive l'Empereur")
        again = raised.value
    finally:
        if collecting:
            gc.enable()
    assert len(seen) == 1                           # read once
    # given again, the line gets a fresh copy of the error, as before it was kept without its traceback
    assert (again.args, again.reason, again.fix, again.line, again.text) == said
