"""Issue 22, round 20 (helper Lb): a label before an order's colon that gives its purse or its place, headings of a
message in shapes the plain-talk reader did not know, the GM's question cited without quotes and answered on the
line, an answer said again before its order, a remark after an order from a closed list, and a nation named by its
people after words of friendship (engine.words.labelled, headed, asked_unquoted, remarked, relabelled). And what
never happens: a place label over an order that starts elsewhere is asked; a 'no' is never the order asked about;
a 'yes' alone gives no order; a tail naming another place, count or nation is never set aside by these."""

import pytest

from engine.words.asked_unquoted import cited_unquoted
from engine.words.headed import elsewhere, heading_of
from engine.words.labelled import may_clash, purse_label
from engine.words.remarked import answer_restated, people_named, remark_after
from tests.orders.test_phone_typed import read

_NAP = "spring-1805-war"


@pytest.mark.parametrize("rules, where, nation, text, orders", [
    # a purse's label
    ("classic", "start", "Spain", "Gold: 2 to Carthage", ["give 2 gold to Carthage"]),
    ("classic", "start", "Spain", "Treasury: 3 to France", ["give 3 gold to France"]),
    ("classic", "start", "Vikings", "Tribute: five to Britain", ["give 5 gold to Britain"]),
    # a place's label, 'there' its place
    ("classic", "start", "Spain", "Baetica: 2 armies stay, and one army is bought there", ["buy 1 army in 16"]),
    ("succheesion", "start", "Randomia", "Odds End: 4 units stay, and one Militia is built there",
     ["build 1 Militia in 42"]),
    # remarks after the order
    ("napoleonic", _NAP, "Russia", "Corps C to Kiev - new.", ["C - Kiev"]),
    ("napoleonic", _NAP, "Russia", "Alliance with Prussia too - why not both.", ["alliance with Prussia"]),
    ("napoleonic", _NAP, "Russia", "Alliance with Prussia. Alliance with Spain too - why not both.",
     ["alliance with Prussia", "alliance with Spain"]),
    ("succheesion", "start", "Randomia", "13 units 15 -> 17 - as agreed.", ["13 units 15 -> 17"]),
    ("classic", "start", "Britain", "3 armies 3 -> 6; as planned.", ["3 armies 3 -> 6"]),
    # a nation named by its people
    ("classic", "start", "Italy", "We also send 3 gold to our friends the Carthaginians.", ["give 3 gold to Carthage"]),
    # the GM's question cited without quotes, and an answer said again before its order
    ("napoleonic", _NAP, "Russia", "GM, I have read your report. You asked whether corps C was going anywhere this "
                                   "turn: yes, C marches to Kiev.", ["C - Kiev"]),
    ("classic", "start", "Prussia", "The GM asked whether the armies in 58 move: yes, 3 armies 58 -> 59.",
     ["3 armies 58 -> 59"]),
    ("classic", "start", "Prussia", "Answer: they attack. 2 ships E -> D attack Vikings.",
     ["2 ships E -> D attack Vikings"]),
    ("classic", "start", "Prussia", "> Prussia, do the ships in E attack the Vikings or not?\nThey attack. 2 ships E -> "
                                    "D attack Vikings.", ["2 ships E -> D attack Vikings"]),
    # a reason another gave, after an order of diplomacy
    ("napoleonic", _NAP, "Great Britain", "Alliance with Naples; Ferdinando asked nicely.", ["alliance with Naples"]),
    ("eia", "start", "Russia", "Ally with Prussia - Wilhelm insisted.", ["ally with Prussia"]),
    # a place's label that is the nation's name too, over an order of another place: as the nation's heading
    ("classic", "start", "Spain", "Castile: 3 armies to Lusitania (15)", ["3 armies 14 -> 15"]),
    # headings
    ("napoleonic", "start", "Austria", "Austria winter orders (v2 - ignore the first mail):\nbuild 1 infantry in Venice",
     ["build infantry in Venice"]),
    ("napoleonic", "start", "Austria", "winter builds - austria\n2 inf Vienna", ["build 2 infantry in Vienna"]),
    ("succheesion", "start", "Randomia", "Randomia orders (v2):\nbuild 1 Militia in 42", ["build 1 Militia in 42"]),
])
def test_read_with_what_the_label_heading_or_answer_gives(rules, where, nation, text, orders):
    assert read(rules, where, nation, text) == (orders, [])


@pytest.mark.parametrize("rules, where, nation, text", [
    # a place's label over an order starting elsewhere: which is meant?
    ("classic", "start", "Spain", "Baetica: 1 army 17 -> 16"),
    ("classic", "start", "Spain", "Aragon: 1 army 17 -> 13"),
    ("classic", "start", "Spain", "Baetica: buy 1 army in 14"),
    ("succheesion", "start", "Randomia", "Odds End: 13 units 15 -> 17"),
    ("napoleonic", _NAP, "Russia", "Lithuania: corps C from Kiev to Volhynia"),
    ("classic", "start", "Spain", "Baetica: 2 armies 16 -> 17 and stay there"),
    # tails that are no remark of the list
    ("napoleonic", _NAP, "Russia", "Corps C to Kiev - or Minsk."),
    ("napoleonic", _NAP, "Russia", "Corps C to Kiev - why not?"),
    ("napoleonic", _NAP, "Russia", "Corps C to Kiev - 2 of them."),
    ("napoleonic", _NAP, "Russia", "Corps C to Kiev - not new."),
    # a reason naming a nation, a count or a turn of the order
    ("napoleonic", _NAP, "Great Britain", "Alliance with Naples; Ferdinando asked for 5 gold."),
    ("napoleonic", _NAP, "Great Britain", "Alliance with Naples; Ferdinando asked us not to."),
    ("napoleonic", _NAP, "Great Britain", "squadron 1 - North Sea; Nelson asked nicely."),     # no diplomacy
    ("napoleonic", _NAP, "Great Britain", "Alliance with Naples; Russia asked nicely."),      # a nation
    # a word before the citing that may turn the answer
    ("napoleonic", _NAP, "Russia", "Do not GM, I have read your report. You asked whether corps C was going anywhere "
                                   "this turn: yes, C marches to Kiev."),
    # a 'yes' alone gives no order
    ("classic", "start", "Prussia", "You asked whether we give 5 gold to Russia: yes."),
    ("napoleonic", _NAP, "Russia", "You asked whether corps C goes anywhere: yes."),
    # an answer said again that says more than its order
    ("classic", "start", "Prussia", "Answer: they attack. 2 ships E -> D."),
    ("classic", "start", "Prussia", "Answer: they attack Britain. 2 ships E -> D attack Vikings."),
    # a people that is no other nation, or no people
    ("classic", "start", "Italy", "We also send 3 gold to our friends in Rome."),
    ("classic", "start", "Italy", "We also send 3 gold to our friends the Italians."),
    # a heading's note or dash that holds an order, another nation's heading
    ("napoleonic", "start", "Austria", "Austria winter orders (v2 - and 2 inf Vienna):\nbuild 1 infantry in Venice"),
    ("napoleonic", "start", "Austria", "winter builds - russia\n2 inf Vienna"),
    # the orders said to be elsewhere: asked
    ("classic", "start", "Russia", "russia turn 1 - same as discussed on discord\n3 armies 89 -> 93"),
])
def test_never_read_as_the_label_tail_or_answer_would_have_it(rules, where, nation, text):
    shown, problems = read(rules, where, nation, text)
    assert problems


@pytest.mark.parametrize("rules, where, nation, text", [
    ("classic", "start", "Prussia", "You asked whether we give 5 gold to Russia: no."),
    ("classic", "start", "Prussia", "You asked whether the ships in E attack: no, they stay."),
    ("napoleonic", _NAP, "Russia", "GM, you asked whether corps C goes to Kiev: no."),
])
def test_a_no_is_never_the_order_asked_about(rules, where, nation, text):
    shown, problems = read(rules, where, nation, text)
    assert shown == []


def test_the_pieces_judged_alone():
    money = frozenset(("gold", "money"))
    assert purse_label("Gold: 2 to Carthage", money) == "2 gold to Carthage"
    assert purse_label("Treasury: 4 gold to Austria", money) is None       # its own money
    assert purse_label("Gold: 2 armies 3 -> 6", money) is None             # its own unit
    assert purse_label("Gold: a little to Carthage", money) is None        # no count
    assert purse_label("Fleet: 2 to Carthage", money) is None              # no purse
    assert remark_after("Corps C to Kiev - new.") == ("Corps C to Kiev", "new.")
    assert remark_after("Corps C to Kiev - new, and D too.") is None
    assert remark_after("Alliance with Prussia - as agreed with Austria.") is None
    assert remark_after("Corps C to Kiev - why not?") is None
    assert answer_restated("they attack. 2 ships E -> D attack Vikings.") == ("2 ships E -> D attack Vikings.",
                                                                            "they attack")
    assert answer_restated("they attack. 2 ships E -> D.") is None
    assert answer_restated("Prussia attacks. 2 ships E -> D attack.") is None
    assert people_named("3 gold to our friends the Carthaginians", None, "Italy") is None
    assert cited_unquoted("2 armies 3 -> 6. You asked whether E moves: yes, E to Kiev.", lambda s: True) is None
    assert cited_unquoted('You asked whether "E" moves: yes, E to Kiev.', lambda s: False) is None
    assert cited_unquoted("You asked whether E moves: yes, E to Kiev.", lambda s: False) == (
        "", 'Re "whether E moves": yes, E to Kiev.')
    assert cited_unquoted("You asked whether E moves: maybe, E to Kiev.", lambda s: False) is None
    assert heading_of("winter builds - austria", "Russia", None) is None
    assert elsewhere("Austria turn 1 - same as discussed", "Austria", None) == "same as discussed"
    assert not may_clash("Gold: 2 to Carthage")


@pytest.mark.parametrize("text", [" " * 100_000, "a: " + " " * 100_000 + "x", "- " * 50_000,
                                  "You asked whether " + ": " * 50_000, "our friends the " * 10_000])
def test_long_lines_read_in_linear_time(text):
    money = frozenset(("gold",))
    purse_label(text, money)
    remark_after(text)
    answer_restated(text)
    cited_unquoted(text, lambda s: False)
    heading_of(text, "Austria", None)
    elsewhere(text, "Austria", None)
    may_clash(text)


def test_a_place_label_gives_there_its_place_and_nothing_else():
    from engine.words.labelled import place_label
    from engine.words.reading import Names
    from tests.corpus.positions import position
    names = Names(*position("classic", "start"))
    assert place_label("Baetica: one army is bought there", names) == "one army is bought in Baetica"
    assert place_label("Lusitania: my 3 armies go there", names) == "my 3 armies go to Lusitania"
    assert place_label("Lusitania: the armies of Castile go there", names) is None      # another place named
    assert place_label("Lusitania: 3 armies 14 -> 13 and stay there", names) is None     # its own route
    assert place_label("Lusitania: 3 armies stay", names) is None                        # no 'there'
