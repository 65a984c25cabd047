"""Reading a player's e-mail: sender, date, the text/plain or HTML body, quoted replies dropped."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from engine.errors import BerthierError
from engine.mail.mail import drop_quoted, html_to_text, parse_mail, read_mails, strip_pasted_headers
from tests.mail.conftest import make_mail, write_folder, write_mbox


def test_a_plain_mail_gives_its_sender_subject_date_and_body():
    mail = parse_mail(bytes(make_mail("Hi GM,\nA - Baden\n", sender="Anna <Anna@Example.ORG>",
                                      subject="France, Spring 1805")))
    assert (mail.sender, mail.sender_name, mail.subject) == ("anna@example.org", "Anna", "France, Spring 1805")
    assert mail.sent == datetime(2026, 11, 30, 19, 0, tzinfo=UTC)
    assert mail.body == "Hi GM,\nA - Baden\n"


def test_a_reply_loses_the_quoted_earlier_mail_and_its_attribution_line():
    body = ("A - Baden\nB holds\n\nOn Mon, 30 Nov 2026 at 10:00, Game Master <gm@example.org> wrote:\n"
            "> Orders for Spring 1805 are due Monday.\n> A - Tyrol\n")
    assert parse_mail(bytes(make_mail(body))).body == "A - Baden\nB holds\n"


def test_an_outlook_reply_is_cut_at_the_quoted_header_block():
    body = ("A - Baden\n\n-----Original Message-----\nFrom: GM\nSent: Monday\nA - Tyrol\n")
    assert drop_quoted(body) == "A - Baden\n"
    outlook = "A - Baden\n\nFrom: Game Master <gm@example.org>\nSent: Monday, 30 November 2026\nSubject: x\n\nB - X\n"
    assert drop_quoted(outlook) == "A - Baden\n"


def test_a_line_that_only_looks_like_an_attribution_is_kept_when_nothing_is_quoted_below_it():
    text = "The Emperor wrote:\nA - Baden\n"
    assert drop_quoted(text) == text


def test_an_html_only_mail_becomes_text_with_its_line_breaks():
    html = ("<html><head><style>p {color: red}</style></head><body><p>Hi GM,</p><p><b>Orders</b></p>"
            "<ul><li>A - Baden</li><li>B holds</li></ul><div>Vive l'Empereur!<br>Nap</div>"
            "<blockquote>A - Tyrol</blockquote></body></html>")
    mail = parse_mail(bytes(make_mail(None, html=html)))
    assert mail.body.splitlines() == ["Hi GM,", "", "Orders", "", "- A - Baden", "- B holds",
                                      "Vive l'Empereur!", "Nap"]


def test_html_entities_are_decoded():
    assert html_to_text("<p>A &amp; B - Baden&nbsp;</p>").strip() == "A & B - Baden"


def test_a_plain_part_is_preferred_to_the_html_one():
    mail = parse_mail(bytes(make_mail("A - Baden\n", html="<p>something else</p>")))
    assert mail.body == "A - Baden\n"


@pytest.mark.parametrize("charset", ["utf-16", "cp1252", "iso-8859-1"])
def test_bodies_in_other_encodings_are_decoded(charset):
    mail = parse_mail(bytes(make_mail("Corps A marche sur Württemberg, Général\n", charset=charset)))
    assert mail.body == "Corps A marche sur Württemberg, Général\n"


def test_a_txt_attachment_is_kept_aside_and_other_attachments_are_ignored():
    mail = parse_mail(bytes(make_mail("See the attached file.\n", attachments=(
        ("orders.txt", "A - Baden\r\n".encode("utf-16")), ("map.png", b"\x89PNG\r\n\x1a\n")))))
    assert mail.body == "See the attached file.\n"
    assert mail.attachment.splitlines() == ["A - Baden"]


def test_a_mail_without_sender_or_date_is_still_read():
    mail = parse_mail(bytes(make_mail("A holds\n", sender="", date="")))
    assert (mail.sender, mail.sent, mail.body) == ("", None, "A holds\n")


def test_a_date_header_that_cannot_be_read_counts_as_no_date():
    assert parse_mail(bytes(make_mail("A holds\n", date="sometime next week"))).sent is None


def test_pasted_mail_headers_are_dropped_with_the_quoted_text():
    pasted = ("From: Anna Marchand <anna@example.org>\nSent: Monday, November 30, 2026 7:00 PM\n"
              "To: GM\nSubject: RE: France orders\n\nA - Baden\n> A - Tyrol\n")
    assert strip_pasted_headers(pasted) == "A - Baden\n"


def test_text_that_merely_starts_with_a_header_word_is_left_alone():
    for text in ("Subject: my orders\nA - Baden\n", "A - Baden\nFrom: Anna\nDate: today\n\nB holds\n"):
        assert strip_pasted_headers(text) == text


def test_a_folder_of_eml_files_is_read_in_name_order(tmp_path):
    folder = write_folder(tmp_path / "in", {"2.eml": make_mail("B holds\n"), "1.eml": make_mail("A holds\n"),
                                            "notes.txt": make_mail("ignored\n")})
    assert [m.body for m in read_mails(folder)] == ["A holds\n", "B holds\n"]


def test_an_mbox_gives_every_message(tmp_path):
    box = write_mbox(tmp_path / "orders.mbox", [make_mail("A holds\n"), make_mail("B holds\n", subject="Austria")])
    mails = read_mails(box)
    assert [(m.subject, m.body) for m in mails] == [("Orders", "A holds\n"), ("Austria", "B holds\n")]
    assert mails[1].where.endswith("orders.mbox message 2")


def test_sources_that_are_not_mail_are_refused_with_the_reason(tmp_path):
    with pytest.raises(BerthierError, match="no such folder or mailbox"):
        read_mails(tmp_path / "nope")
    (tmp_path / "empty").mkdir()
    with pytest.raises(BerthierError, match="holds no .eml files"):
        read_mails(tmp_path / "empty")
    (tmp_path / "orders.txt").write_text("A holds\n")
    with pytest.raises(BerthierError, match="neither a folder of .eml files nor an mbox"):
        read_mails(tmp_path / "orders.txt")


def test_reading_a_100_kb_line_stays_linear():
    line = "On " + "x " * 50_000
    assert drop_quoted(line + "\n") == line + "\n"
    assert strip_pasted_headers("From: " + "a" * 100_000 + "\n") .startswith("From:")
    assert len(html_to_text("<p>" + "a <b>b</b> " * 10_000 + "</p>")) > 10_000


def test_an_empty_plain_part_gives_way_to_the_html_one():
    mail = parse_mail(bytes(make_mail("", html="<p>A - Baden</p>")))
    assert mail.body == "A - Baden\n"


def test_a_date_without_a_known_local_zone_is_read_as_utc():
    mail = parse_mail(bytes(make_mail("A holds\n", date="Mon, 30 Nov 2026 19:00:00 -0000")))
    assert mail.sent == datetime(2026, 11, 30, 19, 0, tzinfo=UTC)


def test_a_body_far_larger_than_any_order_set_is_refused_in_any_charset():
    with pytest.raises(BerthierError, match="1,000,000 bytes"):
        parse_mail(bytes(make_mail("é" * 1_100_000, charset="cp1252")))


def test_a_folder_that_cannot_be_read_is_refused_with_the_reason(tmp_path, monkeypatch):
    folder = write_folder(tmp_path / "in", {"1.eml": make_mail("A holds\n")})

    def denied(self):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(type(folder), "iterdir", denied)
    with pytest.raises(BerthierError, match="cannot be read: Permission denied"):
        read_mails(folder)
