"""Orders read by their sentences (issue 22): several sentences on a line, corrections that win
over what they correct (and the receipt saying what was set aside), questions the player answers
himself, notes in brackets, other-language place names; and what must stay refused."""

import pytest

from engine.words.clauses import clauses, sentences, without_brackets, without_filler
from engine.rulesets.napoleonic import orders as n

from .bundled import bundled, words

RULES, BOARD, STATE = bundled("napoleonic")
C_RULES, C_BOARD, C_STATE = bundled("classic")


def sheet(text, nation="France"):
    return words(RULES, text, nation, STATE, BOARD)     # the words: the scenario is not set up for them


def written(text, nation="France"):
    s = sheet(text, nation)
    assert s.problems == (), s.problems
    return RULES.format_orders(list(s.orders), STATE, BOARD).strip().splitlines()


def test_a_line_is_cut_at_its_sentences_but_not_at_abbreviations():
    assert sentences("Annex Saxony. Build 1 cav in Berlin.") == ["Annex Saxony.", "Build 1 cav in Berlin."]
    assert sentences("A - St. Petersburg? Nope. A holds!") == ["A - St. Petersburg?", "Nope.", "A holds!"]
    assert [c.correction for c in clauses("B to Bavaria. Actually, make that Franconia.")] == ["", "actually"]


def test_notes_and_filler_words_come_off():
    assert without_brackets("Corps D (Moscow garrison) marches to Tula") == ("Corps D marches to Tula",
                                                                              ["Moscow garrison"])
    assert without_brackets("A (unclosed - Tula") == ("A (unclosed - Tula", [])
    assert without_filler("Please also D - Oporto then.") == "D - Oporto"


@pytest.mark.parametrize("text, orders", [
    ("Alliance with Russia. Give Russia 5 gold. A holds.", ["alliance with Russia", "give 5 gold to Russia",
                                                            "A holds"]),
    ("C to Gascony. Scratch that, C holds.", ["C holds"]),
    ("B - Champagne\nScratch that: B - Flanders.", ["B - Flanders"]),
    ("B to Champagne. Actually, make that Picardy.", ["B - Picardy"]),
    ("Build 2 infantry in Paris.\nEDIT: cancel the build, I need the gold.", []),
    ("A - Kent? No. A holds.", ["A holds"]),
    ("Corps D (Paris garrison) marches to Champagne.", ["D - Champagne"]),
    ("D - Köln", ["D - Rhineland"]),
    ("Build 1 cav in Wien.", ["build cavalry in Vienna"]),
])
def test_sentences_and_corrections_read_as_meant(text, orders):
    nation = "Austria" if "Wien" in text else "France"
    assert written(text, nation) == orders


def test_a_correction_says_what_it_set_aside():
    s = sheet("B - Champagne\nScratch that: B - Flanders.")
    assert [o.path for o in s.orders if isinstance(o, n.MoveCorps)] == [("flanders",)]
    assert any(c.line == 1 and "set aside" in c.reason and "line 2" in c.reason for c in s.chatter)


def test_a_question_the_player_answers_is_set_aside_and_said_so():
    s = sheet("E - Champagne? E is needed at home. E holds.")
    assert s.problems == ()
    assert [type(o) for o in s.orders] == [n.Hold]
    assert any("question" in c.reason for c in s.chatter)


def test_a_corps_holding_elsewhere_than_it_stands_is_refused():
    s = sheet("A - Flanders holds")        # France's A stands in Picardy
    assert not s.orders and s.problems and "stands in" in s.problems[0].reason


def test_a_note_that_changes_the_order_is_never_dropped():
    # '(via ships)' is read into the order (by sea), never set aside
    s = C_RULES.parse_orders("Land 2 armies from London in Holland (via ships)", "Britain", C_STATE, C_BOARD)
    assert not s.problems and [C_RULES.format_order(o, C_BOARD) for o in s.orders] == ["2 armies 3 -> 23 via ships"]


@pytest.mark.parametrize("text", ["Take Greece.", "Raid the English coast."])
def test_a_verb_with_a_name_is_refused_not_chatter(text):
    s = C_RULES.parse_orders(text, "Turkey" if "Greece" in text else "Vikings", C_STATE, C_BOARD)
    assert not s.orders and s.problems


def test_a_greeting_with_a_weak_verb_and_no_name_stays_chatter():
    s = sheet("Take care, everyone!\nA holds")
    assert s.problems == () and len(s.orders) == 1


def test_a_misspelt_unit_word_with_one_reading_is_read_and_two_are_not():
    from engine.words.lexicon import closest_word
    assert written("Build 2 infantry, 1 artilery in Paris") == ["build 2 infantry, artillery in Paris"]
    assert closest_word("cavalery", {"cavalry", "infantry", "artillery"}) == "cavalry"
    assert closest_word("cav", {"cavalry"}) is None          # too short to guess
