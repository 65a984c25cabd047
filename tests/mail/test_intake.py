"""The mail intake: each message matched to its nation, the latest stored, late mail flagged."""

from __future__ import annotations

from engine.mail.intake import nations_named, take_in
from engine.mail.mail import read_mails, read_one
from engine.game.players import parse_deadline
from tests.mail.conftest import DEADLINE, make_mail, write_folder, write_mbox


def entries(game, nation):
    return game.conn.execute("SELECT text, current FROM orders WHERE nation = ? ORDER BY id", (nation,)).fetchall()


def test_a_message_from_a_players_address_becomes_that_nations_orders(game, tmp_path):
    folder = write_folder(tmp_path / "in", {"a.eml": make_mail("Hi GM,\nA - Baden\n\nOn Monday GM wrote:\n> x\n")})
    result = take_in(game, read_mails(folder))
    assert [(r.nation, r.how) for r in result.received] == [("France", "sender")]
    assert game.orders_text("France") == "Hi GM,\nA - Baden\n"
    entry = game.orders_entry("France")
    assert entry["sender"] == "anna@example.org" and entry["source"].endswith("a.eml")


def test_any_of_the_players_addresses_matches(game, tmp_path):
    mail = make_mail("A holds\n", sender="Nappy <ANNA.M@forum.example>")
    assert take_in(game, [read(tmp_path, mail)]).received[0].nation == "France"


def read(tmp_path, msg):
    return read_mails(write_folder(tmp_path / f"one{id(msg)}", {"m.eml": msg}))[0]


def test_a_stranger_is_matched_by_the_nation_the_subject_names(game, tmp_path):
    mail = make_mail("Build infantry in Vienna\n", sender="someone@elsewhere.net", subject="Austrian orders? no: Austria")
    result = take_in(game, [read(tmp_path, mail)], by_subject=True)
    assert [(r.nation, r.how) for r in result.received] == [("Austria", "subject")]


def test_the_players_address_wins_over_the_subject(game, tmp_path):
    result = take_in(game, [read(tmp_path, make_mail("A holds\n", subject="Re: Austria's threats"))])
    assert result.received[0].nation == "France"


def test_a_message_that_cannot_be_matched_is_listed_and_nothing_is_stored(game, tmp_path):
    unknown = make_mail("A holds\n", sender="who@nowhere.net", subject="my orders")
    both = make_mail("A holds\n", sender="who@nowhere.net", subject="France and Austria")
    result = take_in(game, read_mails(write_folder(tmp_path / "in", {"1.eml": unknown, "2.eml": both})))
    assert result.received == []
    assert "names no nation" in result.unmatched[0].reason
    assert "names France, Austria" in result.unmatched[1].reason
    assert any(line.startswith("NOT MATCHED") and "who@nowhere.net" in line for line in result.summary())
    assert game.conn.execute("SELECT COUNT(*) FROM orders").fetchone()[0] == 0


def test_the_latest_message_of_a_nation_is_in_force_and_earlier_ones_stay_in_the_history(game, tmp_path):
    later = make_mail("A - Baden\n", date="Mon, 30 Nov 2026 18:00:00 +0000")
    earlier = make_mail("A holds\n", date="Mon, 30 Nov 2026 09:00:00 +0000")
    result = take_in(game, read_mails(write_folder(tmp_path / "in", {"1.eml": later, "2.eml": earlier})))
    assert [(r.mail.body, r.current) for r in result.received] == [("A - Baden\n", True), ("A holds\n", False)]
    assert game.orders_text("France") == "A - Baden\n"
    assert sorted(entries(game, "France")) == [("A - Baden\n", 1), ("A holds\n", 0)]


def test_a_message_older_than_the_orders_already_in_force_goes_to_the_history(game, tmp_path):
    take_in(game, [read(tmp_path, make_mail("A - Baden\n", date="Mon, 30 Nov 2026 18:00:00 +0000"))])
    take_in(game, [read(tmp_path, make_mail("A holds\n", date="Sun, 29 Nov 2026 18:00:00 +0000"))])
    assert game.orders_text("France") == "A - Baden\n"


def test_reading_the_same_mail_again_stores_nothing_new(game, tmp_path):
    folder = write_folder(tmp_path / "in", {"1.eml": make_mail("A - Baden\n")})
    take_in(game, read_mails(folder))
    again = take_in(game, read_mails(folder))
    assert again.received[0].repeated and "already stored" in again.summary()[0]
    assert len(entries(game, "France")) == 1


def test_a_message_sent_after_the_deadline_is_stored_and_flagged(game, tmp_path):
    game.set_deadline(parse_deadline(DEADLINE))
    late = make_mail("A - Baden\n", date="Mon, 30 Nov 2026 21:30:00 +0100")   # 20:30 UTC
    result = take_in(game, [read(tmp_path, late)])
    assert result.received[0].late and game.orders_text("France") == "A - Baden\n"
    assert "LATE: arrived 2026-11-30 20:30 UTC, after the deadline 2026-11-30 20:00 UTC" in result.summary()[0]


def test_a_message_sent_before_the_deadline_in_another_time_zone_is_on_time(game, tmp_path):
    game.set_deadline(parse_deadline(DEADLINE))
    result = take_in(game, [read(tmp_path, make_mail("A holds\n", date="Mon, 30 Nov 2026 20:30:00 +0100"))])
    assert not result.received[0].late


def test_the_txt_attachment_is_read_when_the_body_holds_no_orders(game, tmp_path):
    mail = make_mail("Hi GM, my orders are attached.\nAnna\n", attachments=(("orders.txt", b"A - Baden\n"),))
    take_in(game, [read(tmp_path, mail)])
    assert game.orders_text("France") == "A - Baden\n"


def test_the_txt_attachment_is_ignored_when_the_body_holds_orders(game, tmp_path):
    mail = make_mail("A holds\n", attachments=(("old.txt", b"A - Baden\n"), ("map.png", b"\x89PNG")))
    take_in(game, [read(tmp_path, mail)])
    assert game.orders_text("France") == "A holds\n"


def test_an_mbox_is_taken_in_like_a_folder(game, tmp_path):
    box = write_mbox(tmp_path / "in.mbox", [make_mail("A holds\n"),
                                             make_mail("build infantry in Vienna\n", sender="k@k.at",
                                                       subject="Austria")])
    result = take_in(game, read_mails(box), by_subject=True)
    assert {r.nation for r in result.received} == {"France", "Austria"}
    assert game.orders_text("Austria") == "build infantry in Vienna\n"


def test_subjects_name_nations_by_name_or_alias_as_whole_words(game):
    state = game.state()
    assert nations_named("Orders of the French, turn 3", state) == ["France"]
    assert nations_named("AUSTRIA", state) == ["Austria"]
    assert nations_named("Frances and Austrians", state) == []


def test_a_subject_may_name_a_nation_by_the_singular_of_its_people(tmp_path):
    from engine.game.scenario import load_scenario
    from tests.mail.conftest import DATA
    _, state, _ = load_scenario(DATA.parents[1] / "resources" / "maps" / "europe1805" / "scenario.json")
    assert nations_named("Prussian orders, Spring 1805", state) == ["Prussia"]
    assert nations_named("RE: Ottoman moves", state) == ["Ottoman Empire"]


def test_a_mail_that_cannot_be_read_is_listed_and_the_others_are_still_taken_in(game, tmp_path):
    folder = write_folder(tmp_path / "in", {"1.eml": make_mail("A - Baden\n"),
                                            "2.eml": make_mail("x" * 1_100_000 + "\n", sender="k@k.at")})
    result = take_in(game, read_mails(folder))
    assert [r.nation for r in result.received] == ["France"]
    assert "could not be read:" in result.unmatched[0].reason and "1,000,000 bytes" in result.unmatched[0].reason


def test_with_a_deadline_a_mail_of_unknown_arrival_is_stored_and_said_to_be_so(game, tmp_path):
    game.set_deadline(parse_deadline(DEADLINE))
    undated = read_one(bytes(make_mail("A - Baden\n", date="", received=None)), "m.eml")   # no file time either
    result = take_in(game, [undated])
    assert not result.received[0].late and game.orders_text("France") == "A - Baden\n"
    assert "when it arrived cannot be told" in result.summary()[0]
