"""Issue 22, round 20 (helper Dc): orders said in character (engine.words.decreed).
- a decree's frame taken away and the order inside read by the whole chain ('That two regiments of Infantry be
  raised at Maus Imperial, and one of Cavalry at Rostopki.', '... commands that ...');
- an office or the majesty of the writer's own nation said to act ('The Ministry of War shall raise ...', 'His
  Majesty seeks an alliance with the Tsar', 'the war ministry is to raise ...');
- diplomacy in the passive ('An alliance is offered to His Catholic Majesty of Spain', 'War is hereby declared on
  Austria');
- a commander named leading a corps or squadron named by its letter or number ('Archduke Charles will lead Corps C
  out of Venice into Lombardy', 'Marshal Soult, you will take Corps A ...').
Never: another nation's subject or its ruler, another nation's 'will' (a statement), a commander with no corps named
(asked), a motion ('The Chancellor proposes to ...'), a negation, a condition, a question, a wish, a later turn."""

import time

import pytest

from engine.words.decreed import decreed
from engine.words.reading import Names
from tests.corpus.positions import position
from tests.orders.bundled import parsed

READ = [    # (ruleset, position, nation, line, the orders)
    # an office or majesty of the writer's, with shall / will / is to, or in the present
    ("napoleonic", "start", "France",
     "The Ministry of War shall raise two divisions of infantry in Paris, and one of artillery in the Lyonnais.",
     ["build 2 infantry in Paris", "build artillery in Lyonnais"]),
    ("napoleonic", "start", "Great Britain", "the war ministry is to raise 2 infantry in London",
     ["build 2 infantry in London"]),
    ("napoleonic", "start", "Austria", "Further, His Majesty seeks an alliance with the Tsar.", ["alliance with Russia"]),
    ("napoleonic", "start", "Great Britain",
     "His Majesty's Government further proposes an alliance to the Emperor of Austria.", ["alliance with Austria"]),
    ("napoleonic", "start", "Russia", "The Imperial Treasury will give 5 gold to Prussia.", ["give 5 gold to Prussia"]),
    ("succheesion", "start", "Berdain", "The Chancellor shall break trade with Maustria.", ["break trade with Maustria"]),
    ("succheesion", "start", "Randomia", "The Royal Council will declare war on Maustria.", ["declare war on Maustria"]),
    ("classic", "start", "France", "The Ministry of War shall buy 1 army in 21.", ["buy 1 army in 21"]),
    ("eia", "start", "Austria", "The Hofkriegsrat shall declare war on Prussia.", ["declare war on Prussia"]),
    # diplomacy in the passive, the other side by its ruler's style
    ("napoleonic", "start", "France", "An alliance is offered to His Catholic Majesty of Spain.", ["alliance with Spain"]),
    ("napoleonic", "start", "France", "An alliance is offered to the King of Prussia.", ["alliance with Prussia"]),
    ("napoleonic", "start", "France", "Peace is offered to Russia.", ["peace with Russia"]),
    ("succheesion", "start", "Randomia", "War is hereby declared on Maustria.", ["declare war on Maustria"]),
    # a decree's frame, the order inside read by the whole chain
    ("succheesion", "start", "Maustria",
     "That two regiments of Infantry be raised at Maus Imperial, and one of Cavalry at Rostopki.",
     ["build 2 Infantry in 21", "build 1 Cavalry in 22"]),
    ("succheesion", "start", "Crimsonia", "The Council decrees that two regiments of Infantry be raised at Crimson Keep.",
     ["build 2 Infantry in 1"]),
    # a commander named, leading a corps named by its letter
    ("napoleonic", "spring-1805-war", "Austria",
     "Archduke Charles will lead Corps C out of Venice into Lombardy, to meet the French where they stand.",
     ["C Venice - Lombardy"]),
    ("napoleonic", "spring-1805-war", "France",
     "Marshal Soult, you will take Corps A out of Picardy and into Brabant, your scouts reaching into Holland.",
     ["A Picardy - Brabant, scout Holland"]),
    ("eia", "austria-land", "Austria", "Archduke Charles takes corps I back from Bavaria into Tyrol.",
     ["corps I: Bavaria - Tyrol"]),
]


@pytest.mark.parametrize("rules, where, nation, line, orders", READ)
def test_an_order_said_in_character_is_read(rules, where, nation, line, orders):
    got, sheet = parsed(rules, nation, line, where)
    assert got == orders and not sheet.problems, (got, sheet.problems)


ASKED = [   # (ruleset, position, nation, line): no order taken without asking, never set aside
    # another nation's office or ruler
    ("napoleonic", "start", "France", "The Ministry of War of Spain shall raise two infantry in Madrid."),
    # a commander with no corps named: asked, never guessed
    ("napoleonic", "spring-1805-war", "Austria", "Archduke Charles will march to Lombardy."),
    ("napoleonic", "spring-1805-war", "Austria", "Archduke Charles will lead the army to Lombardy."),
    ("eia", "austria-land", "Austria", "Mack, you are to hold the Black Forest at all costs."),
    # a motion, a past decision, a negation, a condition, a question, a later turn
    ("succheesion", "start", "Berdain", "The Chancellor proposes to break trade with Maustria."),
    ("succheesion", "start", "Berdain", "The Chancellor proposed to break trade with Maustria."),
    ("napoleonic", "start", "France", "The Ministry of War shall not raise two infantry in Paris."),
    ("napoleonic", "start", "France", "The Ministry of War shall raise two infantry in Paris next year."),
    ("napoleonic", "start", "France", "The Ministry of War shall raise two infantry in Paris if Spain agrees."),
    ("napoleonic", "start", "France", "Shall the Ministry of War raise two infantry in Paris?"),
    ("napoleonic", "start", "France", "An alliance is offered to Russia, if they agree."),
    ("classic", "start", "France", "The Ministry of War should buy 1 army in 21."),
    # no such order in the rules (EiA has no passage through the straits to grant): refused, never dropped
    ("eia", "start", "Turkey", "The Sultan permits the Russian ships to pass through the Sea of Marmara this year."),
    ("eia", "start", "Turkey", "The Divan shall allow the Russian fleet through the Dardanelles."),
]


@pytest.mark.parametrize("rules, where, nation, line", ASKED)
def test_another_s_subject_a_commander_alone_or_a_doubt_keeps_the_line_asked(rules, where, nation, line):
    got, sheet = parsed(rules, nation, line, where)
    assert not got and sheet.problems, (got, sheet.chatter)


NO_ORDER = [   # (ruleset, nation, line): another nation's will, a wish for the future: no order of the writer's
    ("napoleonic", "France", "Prussia will attack us."),
    ("napoleonic", "France", "may God grant that Russia falls"),
    ("succheesion", "Berdain", "Maustria will declare war on us."),
]


@pytest.mark.parametrize("rules, nation, line", NO_ORDER)
def test_another_nation_s_will_or_a_wish_is_no_order(rules, nation, line):
    got, _ = parsed(rules, nation, line)
    assert not got


@pytest.mark.parametrize("rules, nation, line", [
    ("napoleonic", "France", "The Prussian Council shall give 5 gold to Austria."),
    ("napoleonic", "France", "His Catholic Majesty shall raise two infantry in Madrid."),
    ("succheesion", "Berdain", "The Maustrian Council shall declare war on Randomia."),
    ("napoleonic", "France", "The Ministry of War of Spain will declare war on Austria."),
])
def test_another_nation_s_office_or_ruler_is_never_taken_for_the_writer_s(rules, nation, line):
    # (the rulesets' own readers take some of these as the writer's on main already: 'The Prussian Council gives
    # 5 gold to Austria' from France; this reader never adds one)
    board, state = position(rules, "start")
    assert decreed(line, Names(board, state), nation) == []


STAYS = [   # (nation, line): the writer's army said as a whole, the capital as such: a stay of the one stack it is
    ("Stilwen", "The army of the Republic, five and the General, holds the capital."),
    ("Stilwen", "The main army, five and the General, holds Stilwen City."),
    ("Stilwen", "Our main army, five and the General, holds our capital."),
    ("Stilwen", "The army of Stilwen, five and the General, holds the capital."),
]


@pytest.mark.parametrize("nation, line", STAYS)
def test_the_main_army_holding_the_capital_is_a_stay(nation, line):
    got, sheet = parsed("succheesion", nation, line)
    assert not got and not sheet.problems, sheet.problems


@pytest.mark.parametrize("rules, nation, line", [
    ("succheesion", "Stilwen", "The army of Maustria, five and the General, holds the capital."),   # another's
    ("succheesion", "Stilwen", "The main army holds the capital."),        # two stacks: which?
    ("succheesion", "Stilwen", "The main army holds Liberty Downs."),      # not there
    ("succheesion", "Stilwen", "The main army, five and the General, marches to Liberty Downs."),
    ("napoleonic", "France", "The Grand Army marches to Champagne."),       # which corps?
    ("classic", "France", "The main army marches to 21."),
])
def test_the_main_army_that_points_to_no_one_stack_is_asked(rules, nation, line):
    got, sheet = parsed(rules, nation, line)
    assert not got and sheet.problems, sheet.chatter


def test_the_frames_taken_away():
    assert decreed("An alliance is offered to Spain.") == ["alliance with Spain"]
    assert decreed("War is hereby declared on Austria.") == ["declare war on Austria"]
    assert decreed("Archduke Charles will lead Corps C to Lombardy")[0] == "lead Corps C to Lombardy"
    assert decreed("Marshal Ney will march to Bavaria") == []
    assert decreed("The Ministry of War shall not raise 2 infantry in Paris") == []
    assert decreed("The Ministry of War shall raise 2 infantry in Paris") == []     # no names: never the writer's


@pytest.mark.parametrize("line", ["The Ministry of War shall{} raise 2 infantry in Paris",
                                  "An alliance is offered to{} Spain", "Archduke Charles will lead{} Corps C to X",
                                  "That two regiments be raised{} at Paris"])
def test_a_long_line_of_spaces_reads_in_time(line):
    start = time.perf_counter()
    decreed(line.format(" " * 100_000))
    parsed("napoleonic", "France", line.format(" " * 100_000))
    assert time.perf_counter() - start < 10
