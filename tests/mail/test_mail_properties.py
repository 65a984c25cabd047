"""Reading mail never fails with anything but a clear message, whatever bytes arrive."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from engine.mail.mail import Mail, drop_quoted, html_to_text, read_one, strip_pasted_headers
from tests.mail.conftest import make_mail

HEADERS = st.sampled_from([b"From: ", b"Subject: ", b"Date: ", b"Content-Type: text/plain; charset=",
                           b"Content-Type: multipart/mixed; boundary=", b"Content-Transfer-Encoding: base64",
                           b"--", b"\r\n", b"\n", b"=?utf-8?q?", b"<a@b.c>", b"utf-16", b"x-unknown"])


@given(st.lists(st.one_of(HEADERS, st.binary(max_size=40)), max_size=30))
def test_any_bytes_give_a_mail_or_a_reason(parts):
    mail = read_one(b"".join(parts), "test.eml")
    assert isinstance(mail, Mail) and isinstance(mail.body, str)


@given(st.binary(max_size=300))
def test_a_real_mail_with_a_damaged_body_is_still_read(noise):
    data = bytes(make_mail("A holds\n")) + noise
    assert isinstance(read_one(data, "test.eml"), Mail)


@given(st.text(max_size=400))
def test_any_text_can_be_stripped_of_quotes_headers_and_tags(text):
    assert isinstance(drop_quoted(text), str)
    assert isinstance(strip_pasted_headers(text), str)
    assert isinstance(html_to_text(text), str)
