"""Issue 22, round 22 (helper Ne): orders EiA's reader refused or lost, read by their mechanism.

- a gathering's corps named by rank or by where they stand (engine/rulesets/eia/gathered_ranks.py);
- 'neither of our fleets is to intercept' (engine/rulesets/eia/none_of_fleets.py);
- every unit stays but one, told in a relative clause (engine/words/all_but.py);
- a standing answer with its reason (engine/rulesets/eia/answer_reasons.py);
- a unit's label before a colon, a short form's dot on a route (engine/words/abbreviations.py);
- an interception with its fleet's stay in port (engine/rulesets/eia/port_stays.py).

Each with near-misses that must stay refused: a negation, a condition, a question, a past, another nation's
units, a count that is not the nation's."""

import pytest

from tests.orders.bundled import checked

READ = [
    # a gathering: the corps by rank, by where they stand
    ("Austria", "austria-land", "Both corps gather in Tyrol: the First from Bavaria, the Third from Vienna.",
     ["corps I: Bavaria - Tyrol", "corps III: Vienna - Tyrol"]),
    ("Austria", "austria-land", "We concentrate in the Tyrol: the First Corps from Bavaria, the Third Corps from Vienna.",
     ["corps I: Bavaria - Tyrol", "corps III: Vienna - Tyrol"]),
    ("Russia", "russia-land", "Both our corps mass in Lemberg, from Volhynia and from Podolia.",
     ["corps II: Volhynia - Lemberg", "corps Cossacks: Podolia - Lemberg"]),
    # no fleet of ours intercepts
    ("France", "start", "Neither of our fleets is to intercept.",
     ["fleet Brest: do not intercept", "fleet Toulon: do not intercept"]),
    ("France", "start", "None of our squadrons will intercept this month.",
     ["fleet Brest: do not intercept", "fleet Toulon: do not intercept"]),
    ("Great Britain", "start", "Neither of our two fleets shall intercept; they keep their stations.",
     ["fleet Channel: do not intercept", "fleet Mediterranean: do not intercept"]),
    # all stay but one
    ("France", "france-land", "All our corps hold, except the Guard, which marches from Paris to Champagne.",
     ["corps Guard I: Paris - Champagne"]),
    ("Russia", "russia-land", "Everything stays where it is except the Cossacks, which ride from Podolia to Kiev.",
     ["corps Cossacks: Podolia - Kiev"]),
    # a standing answer with its reason
    ("France", "start", "standing guard: hold, because the Guard is the Emperor's last reserve",
     ["standing guard: hold"]),
    ("Austria", "start", "Standing further days: withdraw, since Vienna cannot spare the men.",
     ["standing further days: withdraw"]),
    # an interception with its fleet's stay in port (engine/rulesets/eia/port_stays.py); 'hold it back'
    ("France", "start", "The Toulon fleet does not intercept this month, it stays in port.",
     ["fleet Toulon: do not intercept"]),
    ("Spain", "start", "The Cadiz fleet intercepts, and it waits at anchor.", ["fleet Cadiz: intercept"]),
    ("Russia", "start", "Guard: keep it back.", ["standing guard: hold"]),
    # short forms on a route beside the unit's label and its colon
    ("Prussia", "prussia-land", "I: Bra. -> Saxony", ["corps I: Brandenburg - Saxony"]),
    ("Austria", "austria-land", "CavI: Mor-Vienna", ["corps Cav I: Moravia - Vienna"]),
]


@pytest.mark.parametrize("nation, where, text, orders", READ)
def test_the_lost_order_is_read(nation, where, text, orders):
    got, sheet = checked("eia", nation, where, text)
    assert (got, sheet.problems) == (orders, ()), sheet.problems


REFUSED = [
    # a gathering that names one of two, a wrong start, a past, a question, a negation, a place with no corps
    ("Austria", "austria-land", "Both corps gather in Tyrol: the First from Bavaria."),
    ("Austria", "austria-land", "Both corps gather in Tyrol: the First from Bavaria, the Third from Moravia."),
    ("Austria", "austria-land", "Last month both corps gathered in Tyrol: the First from Bavaria, the Third from Vienna."),
    ("Austria", "austria-land", "Should both corps gather in Tyrol: the First from Bavaria, the Third from Vienna?"),
    ("Austria", "austria-land", "We do not concentrate in the Tyrol: the First from Bavaria, the Third from Vienna."),
    ("Russia", "russia-land", "Both our corps mass in Lemberg, from Volhynia and from Cracow."),
    # interception: a count not the nation's, another nation's fleets, two negations, a past, a question
    ("Spain", "start", "Neither of our two fleets will intercept."),
    ("France", "start", "Neither of the British fleets will intercept."),
    ("France", "start", "Neither of our fleets is not to intercept."),
    ("France", "start", "Neither of our fleets intercepted last month."),
    ("France", "start", "Neither of our fleets should intercept?"),
    # all but one: a condition, a past, another nation's corps, no order for the one
    ("France", "france-land", "If Austria moves, all our corps hold except the Guard, which marches to Champagne."),
    ("France", "france-land", "All our corps stayed where they were, except the Guard, which marched to Champagne."),
    ("France", "france-land", "All the Austrian corps stay except corps I, which goes to Tyrol."),
    ("France", "france-land", "All my corps stay except the Guard."),
    # a stay that says more than the port: a time, a voyage
    ("France", "start", "The Toulon fleet does not intercept, it stays in port until March."),
    ("France", "france-naval", "The Toulon fleet does not intercept, it sails to the Gulf of Lion."),
    # a reason that gives another answer
    ("France", "start", "standing guard: commit, because we must never hold back"),
]


@pytest.mark.parametrize("nation, where, text", REFUSED)
def test_the_near_miss_gives_no_order(nation, where, text):
    got, sheet = checked("eia", nation, where, text)
    assert got == [] and sheet.problems, (got, sheet.problems)


@pytest.mark.parametrize("kind, rest, kept", [
    ("guard", "hold, because the Guard is our last reserve", "hold"),
    ("surrender", "fight on because we are brave", "fight on"),
    ("guard", "hold, because we commit it only if Paris is attacked", None),     # a condition in the reason
    ("guard", "commit, because we must never hold back", None),                  # another answer in the reason
    ("surrender", "fight on", None),                                             # no reason said
])
def test_a_reason_is_left_out_only_when_it_changes_nothing(kind, rest, kept):
    from engine.rulesets.eia.answer_reasons import without_reason
    from engine.rulesets.eia.notes import _ANSWERS, _CONDITIONS
    assert without_reason(rest, _ANSWERS[kind], _CONDITIONS) == (kept or rest)
