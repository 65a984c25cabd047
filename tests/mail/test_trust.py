"""Whose orders a mail holds, when it arrived, whether it was read before, and mail that is hostile:
a player's mail proves its sender by the address only, and no mail can stop the others being read."""

from __future__ import annotations

import os

import pytest

from engine.mail.intake import take_in
from engine.mail.mail import read_mails, read_one
from engine.game.players import parse_deadline
from tests.mail.conftest import DEADLINE, make_mail, write_folder
from tests.mail.hostile import campaign, huge, mail


def stored(game):
    return game.conn.execute("SELECT nation, text, current FROM orders ORDER BY id").fetchall()


def test_a_stranger_naming_a_nation_that_has_a_player_is_held_and_nothing_is_stored(game, tmp_path):
    forged = make_mail("A - Baden\n", sender="troll@elsewhere.net", subject="France: orders")
    result = take_in(game, read_mails(write_folder(tmp_path / "in", {"1.eml": forged})), by_subject=True)
    assert result.received == [] and stored(game) == []
    held, = result.unmatched
    assert held.held and "not an address of France's player" in held.reason
    assert result.summary()[0].startswith("HELD: ") and "troll@elsewhere.net" in result.summary()[0]


def test_a_nation_without_a_players_address_takes_mail_by_subject_only_when_the_gm_allows_it(game, tmp_path):
    folder = write_folder(tmp_path / "in", {"1.eml": make_mail("build infantry in Vienna\n", sender="k@wien.at",
                                                               subject="Austria")})
    result = take_in(game, read_mails(folder))
    assert result.received == [] and result.unmatched[0].held
    assert "has no player's address" in result.unmatched[0].reason and result.unmatched[0].by_subject
    assert "inbox --by-subject" in result.summary()[0]
    assert "answer Yes" in result.summary(by_subject="answer Yes")[0]
    result = take_in(game, read_mails(folder), by_subject=True)
    assert [(r.nation, r.how) for r in result.received] == [("Austria", "subject")]


def test_a_mail_from_the_players_address_that_the_server_found_forged_is_held(game, tmp_path):
    msg = make_mail("A - Baden\n")
    msg["Authentication-Results"] = "gm.example.org; spf=fail smtp.mailfrom=example.org; dmarc=fail"
    result = take_in(game, read_mails(write_folder(tmp_path / "in", {"1.eml": msg})))
    assert result.received == [] and "dmarc=fail" in result.unmatched[0].reason and stored(game) == []


def test_a_mailbox_read_again_after_resolve_stores_nothing_for_the_new_turn(game, tmp_path):
    folder = write_folder(tmp_path / "in", {"1.eml": make_mail("A - Baden\n")})
    take_in(game, read_mails(folder))
    first = game.label()
    game.resolve(seed=1)
    again = take_in(game, read_mails(folder))
    assert game.orders_text("France") is None
    assert again.received[0].repeated and not again.received[0].current
    assert f"already read for {first}, not stored again" in again.summary()[0]


def test_the_same_mail_copied_with_other_delivery_headers_is_known_by_its_message_id(game, tmp_path):
    one = make_mail("A - Baden\n")
    one["Message-ID"] = "<orders-1@example.org>"
    take_in(game, read_mails(write_folder(tmp_path / "a", {"1.eml": one})))
    game.resolve(seed=1)
    one.replace_header("Received", "from mx2 by gm-backup; Mon, 30 Nov 2026 19:30:00 +0000")
    assert take_in(game, read_mails(write_folder(tmp_path / "b", {"1.eml": one}))).received[0].read_for


def test_the_senders_date_does_not_decide_which_mail_wins_nor_lateness(game, tmp_path):
    game.set_deadline(parse_deadline(DEADLINE))
    forged = make_mail("A holds\n", date="Fri, 1 Jan 2100 00:00:00 +0000", received="Mon, 30 Nov 2026 10:00:00 +0000")
    real = make_mail("A - Baden\n", date="Mon, 30 Nov 2026 09:00:00 +0000", received="Mon, 30 Nov 2026 12:00:00 +0000")
    result = take_in(game, read_mails(write_folder(tmp_path / "in", {"1.eml": real, "2.eml": forged})))
    assert game.orders_text("France") == "A - Baden\n"
    assert [(r.mail.body, r.current, r.late) for r in result.received] == [("A - Baden\n", True, False),
                                                                           ("A holds\n", False, False)]


def test_a_received_date_in_the_future_is_unknown_and_the_files_time_is_used(tmp_path):
    msg = make_mail("A - Baden\n", received="Fri, 1 Jan 2100 00:00:00 +0000")
    path = write_folder(tmp_path / "in", {"1.eml": msg}) / "1.eml"
    os.utime(path, (1_795_000_000, 1_795_000_000))      # 2026-11-18
    assert read_mails(path)[0].received.year == 2026
    assert read_one(bytes(msg), "m.eml").received is None


def test_a_mail_of_unknown_arrival_read_later_does_not_replace_orders_that_arrived(game, tmp_path):
    take_in(game, read_mails(write_folder(tmp_path / "in", {"1.eml": make_mail("A - Baden\n")})))
    undated = read_one(bytes(make_mail("A holds\n", date="", received=None)), "later.eml")
    result = take_in(game, [undated])
    assert game.orders_text("France") == "A - Baden\n" and not result.received[0].current


@pytest.mark.parametrize("name", list(huge()))
def test_each_mail_that_stalled_the_inbox_is_read_or_refused_with_its_reason(name):
    got = read_one(huge()[name], name)
    assert got.problem == "" or name in got.problem or "its " in got.problem


def test_one_bad_mail_is_listed_with_its_file_and_the_others_are_stored(game, tmp_path):
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "1-punycode.eml").write_bytes(mail(ctype=b"text/plain; charset=punycode"))
    (folder / "2-deep.eml").write_bytes(mail(base=b"From: " + b"(" * 1000 + b")" * 1000 + b" <x@y.org>\r\n",
                                             ctype=b"text/plain; charset=utf-8 " + b"(" * 1000 + b")" * 1000))
    (folder / "3-good.eml").write_bytes(bytes(make_mail("A - Baden\n")))
    result = take_in(game, read_mails(folder))
    assert [r.nation for r in result.received] == ["France"] and game.orders_text("France") == "A - Baden\n"
    reasons = {u.mail.where.rsplit("/", 1)[-1]: u.reason for u in result.unmatched}
    assert "'punycode' is not a text encoding" in reasons["1-punycode.eml"]
    assert "nested too deep" in reasons["2-deep.eml"]


def test_a_group_as_sender_gives_its_first_member():
    got = read_one(mail(base=b"From: Players: anna@example.org, b@c.org;\r\nSubject: x\r\n"), "m.eml")
    assert got.problem == "" and got.sender == "anna@example.org"


def test_a_campaign_of_hostile_mails_crashes_nothing_and_every_one_is_read_or_refused(game):
    mails = []
    for name, data in campaign():
        got = read_one(data, name)          # raises nothing
        assert got.problem == "" or got.where == name
        mails.append(got)
    assert len(mails) >= 1000
    result = take_in(game, mails[::7])
    assert len(result.received) + len(result.unmatched) == len(mails[::7])
