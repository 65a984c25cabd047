"""Reading the bytes of a player's message: encodings, size and files that are not text."""

import codecs

import pytest

from engine.errors import BerthierError
from engine.words.textio import MAX_MESSAGE_BYTES, MessageTooLarge, decode_message, read_message

ORDERS = "A - Bavière\nbuild 1 cavalry in Paris\n"


@pytest.mark.parametrize("data", [
    ORDERS.encode("utf-8"),
    codecs.BOM_UTF8 + ORDERS.encode("utf-8"),
    ORDERS.encode("utf-16"),                      # with its BOM
    ORDERS.encode("utf-16-le"),                   # no BOM, as some Windows editors save
    ORDERS.encode("utf-16-be"),
    ORDERS.encode("cp1252"),
])
def test_every_encoding_players_send_reads_as_the_same_text(data):
    assert decode_message(data) == ORDERS


def test_windows_1252_punctuation_is_kept():
    assert decode_message("“A” – Paris".encode("cp1252")) == "“A” – Paris"


def test_a_message_far_beyond_any_order_set_is_refused_by_size():
    with pytest.raises(MessageTooLarge, match="standard input is .* bytes"):
        decode_message(b"x" * (MAX_MESSAGE_BYTES + 1), "standard input")


def test_a_binary_file_is_not_read_as_orders(tmp_path):
    path = tmp_path / "orders.txt"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR" + bytes(range(256)))
    with pytest.raises(BerthierError, match="not a text file"):
        read_message(path)


def test_a_missing_file_and_a_folder_are_named(tmp_path):
    with pytest.raises(BerthierError, match="no such file"):
        read_message(tmp_path / "nope.txt")
    with pytest.raises(BerthierError, match="is a folder"):
        read_message(tmp_path)


def test_a_utf16_file_reads(tmp_path):
    path = tmp_path / "orders.txt"
    path.write_bytes(ORDERS.encode("utf-16"))
    assert read_message(path) == ORDERS
