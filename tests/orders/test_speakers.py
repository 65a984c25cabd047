"""Issue 22 (minutes, shared nations): a council's minutes ('The Emperor: "..." Carried.') and two players sharing a
nation ('Lars: one infantry in Copenhagen.') name who speaks before a colon; the name, the quotation marks and the
council's assent are set aside and what is said is read. A label that is a unit, a place, a nation, the GM or a
word of a heading is never taken for a speaker, and a council's dissent is never set aside."""

import pytest

from engine.words.speakers import is_speaker, speech
from tests.orders.bundled import checked


def read(rules_id, where, nation, text):
    shown, sheet = checked(rules_id, nation, where, text)
    return shown, [str(p) for p in sheet.problems], sheet


@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("napoleonic", "spring-1805-war", "Austria", 'The Archduke: "Corps B marches into Saxony." Approved.', ["B - Saxony"]),
    ("napoleonic", "spring-1805-war", "Russia",
     'Admiral Chichagov: \u201cSquadron 3 sails to the Eastern Black Sea.\u201d The Tsar: "Let it be so." Carried unanimously.',
     ["squadron 3 - Eastern Black Sea"]),
    ("napoleonic", "spring-1805-war", "Austria", 'Il Conte: "Corps B marches into Saxony." (Agreed, 5 votes to 2.)',
     ["B - Saxony"]),
    ("classic", "start", "Spain", "Don Alvaro (army): \"Three armies from 14 to 15.\" Agreed.", ["3 armies 14 -> 15"]),
    ("classic", "start", "Spain", 'The Cortes: "Three armies from 14 go to 15." Mendoza seconded.', ["3 armies 14 -> 15"]),
    ("eia", "start", "Russia", 'THE TSAR: "Russia declares war on Turkey." So resolved.', ["declare war on Turkey"]),
    ("succheesion", "start", "Dunbarra", "Fergus says: invest 3 cheese in trade with Manarth.",
     ["invest 3 cheese in trade with Manarth"]),
])
def test_what_a_speaker_says_is_read_without_the_name_and_the_assent(rules_id, where, nation, text, orders):
    got, problems, sheet = read(rules_id, where, nation, text)
    assert (got, problems) == (orders, [])


def test_the_receipt_says_who_spoke_and_the_assent():
    _, _, sheet = read("napoleonic", "spring-1805-war", "Austria", 'The Archduke: "Corps B marches into Saxony." Approved.')
    assert [c.reason for c in sheet.chatter] == ["set aside: 'The Archduke', who speaks, and 'Approved.', asked or assented to"]


@pytest.mark.parametrize("text", [
    'The Emperor: "Corps B marches into Saxony." Rejected, 3 votes to 2.',
    'The Emperor: "Corps B marches into Saxony." Vetoed by the Empress.',
    'The Emperor: "Corps B marches into Saxony." Archduke Karl: "I object, the Prussians are too near."',
])
def test_a_council_that_says_more_than_its_assent_is_never_set_aside(text):
    got, problems, _ = read("napoleonic", "spring-1805-war", "Austria", text)
    assert got == [] and problems


def _looks(text):
    return any(w in text for w in ("Prussia", "Paris", "corps", "Guard")) or text == "Cossacks: 2"


@pytest.mark.parametrize("label", ["The Emperor", "KING FREDERICK WILLIAM", "Il Re", "Dmitri (treasury)", "Marta says",
                                   "I say", "Boyar Shuisky", "Talleyrand"])
def test_a_person_or_a_title_speaks(label):
    assert is_speaker(label, _looks)


@pytest.mark.parametrize("label", ["Cav I", "II", "Cuerpo I", "Korpus B", "Prussia", "the Guard", "GM", "Next Turn",
                                   "Edit", "Correction", "Orders for Spring", "Builds", "I", "corps A", "Note",
                                   "Maybe", "Plan B", "Paris garrison", "my fleet", "Cossacks", "Alternatively", "Actually", "Second Thoughts",
                                   "AUS", "GB"])
def test_a_unit_a_place_a_heading_or_the_gm_is_no_speaker(label):
    assert not is_speaker(label, _looks)


def test_a_line_without_a_speaker_is_left_as_it_is():
    assert speech("Corps A: Picardy - Flanders", _looks) is None
    assert speech("GM: your corps B? Yes.", _looks) is None
    assert speech("3 armies 14 -> 15", _looks) is None


def test_two_speakers_on_a_line_and_the_talk_before_them():
    said = speech('Two of us play Russia. Dmitri (treasury): 2 infantry at Smolensk. Olga (diplomacy): we ally with '
                  'Sweden.', _looks)
    assert said is not None
    assert said.said == "Two of us play Russia. 2 infantry at Smolensk. we ally with Sweden."
    assert said.speakers == ["Dmitri (treasury)", "Olga (diplomacy)"]


def test_a_long_line_of_colons_reads_fast():
    long = speech("Lars: " + ", " * 50_000, _looks)
    assert long is not None and long.speakers == ["Lars"]
    assert speech(" ".join(["A: b."] * 20_000), _looks) is None


def test_a_council_s_assent_said_apart_is_set_aside_and_its_question_answered():
    got, problems, sheet = read("napoleonic", "spring-1805-war", "Austria",
                                "The Emperor approved it. Corps B is to march into Saxony; the council concurred.")
    assert (got, problems) == (["B - Saxony"], [])
    got, problems, _ = read("eia", "start", "Russia", 'Count Tolstoy: "And the Turks?" THE TSAR: "Russia declares war '
                                                      'on Turkey." Carried.')
    assert (got, problems) == (["declare war on Turkey"], [])


def test_an_assent_beside_an_order_of_its_own_is_no_assent():
    got, problems, _ = read("napoleonic", "spring-1805-war", "Austria",
                            "Corps B marches into Saxony; the council agreed to ally with Prussia.")
    assert problems
