"""Issue 22, round 15 (engine.words.meaning.talked_of): a remark may name a place when the words around it say it
is talked of, not gone to: a court's feeling ('Austria is going to regret this.'), where the writer writes from
('To the GM, from the Emperor's headquarters at Boulogne.'), a title's realm ('the Court of Vienna'). The line is
filed as chatter with why; a line that may send a unit there ('On to Bavaria.', 'Denmark is going to Copenhagen.',
'Peace with the King of Naples.') stays refused or is read."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

FIRST = {"eia": ("France", "declare war on Portugal"), "napoleonic": ("France", "build 1 infantry in Paris"),
         "succheesion": ("Maustria", "build 2 Infantry in 21"), "classic": ("Italy", "2 armies 37 -> 36")}


def _remark(rules_id: str, line: str) -> tuple[bool, list]:
    nation, first = FIRST[rules_id]
    board, state = position(rules_id, "start")
    sheet = ruleset(rules_id).parse_orders(f"{first}\n{line}", nation, state, board)
    return any(c.line == 2 and c.reason.startswith("not an order: a remark") for c in sheet.chatter), sheet.problems


@pytest.mark.parametrize("rules_id, line", [
    # a court's or a nation's feeling, through auxiliaries
    ("eia", "Denmark is going to regret this."),
    ("eia", "Sweden is going to complain, as always."),
    ("napoleonic", "Berlin is going to complain, as always."),
    ("napoleonic", "Austria is going to regret this."),
    ("eia", "Portugal is going to panic."),
    # where the writer writes from
    ("eia", "Hi GM, from Burgundy."),
    ("napoleonic", "To the GM, from the Emperor's headquarters at Boulogne."),
    ("napoleonic", "Hi GM, from Vienna."),
    ("eia", "Hello from Brittany, GM."),
    # a title's realm
    ("eia", "Our compliments to the Court of Denmark."),
    ("succheesion", "Our compliments to the Court of Zurin."),
    ("eia", "Best wishes to the Court of Naples."),
    # 'nothing' that says there is no news, with no verb of an order
    ("eia", "Hi GM, nothing new from Bavaria."),
    ("napoleonic", "Hi GM, nothing new from Thuringia."),
])
def test_a_place_talked_of_is_a_remark(rules_id, line):
    remark, problems = _remark(rules_id, line)
    assert remark and not problems, problems


@pytest.mark.parametrize("rules_id, line", [
    ("eia", "Denmark is going to Copenhagen."),                 # going somewhere
    ("eia", "Bavaria is going to be ours."),                    # no feeling: a place taken
    ("eia", "Denmark is going to regret this, we march on it."),
    ("napoleonic", "Austria is going to Vienna."),
    ("napoleonic", "Vienna is going to fall."),
    ("succheesion", "Maustria is going to Rubygate."),
    ("succheesion", "Rubygate is going to fall."),
    ("eia", "Greetings from Alsace, on to Baden!"),             # a greeting, then a move
    ("eia", "Hi GM, hold at Bavaria."),                         # a stay
    ("eia", "Hello, from Alsace to Baden."),                    # from one place to another
    ("eia", "Copenhagen here, attack Bavaria."),
    ("eia", "On to Bavaria."),
    ("napoleonic", "From Paris to Lyon."),
    ("napoleonic", "Greetings from Paris, on to Lyon!"),
    ("succheesion", "Hello, from Rubygate to Nibbles."),
    ("eia", "Peace with the King of Naples."),                  # an order of its own beside the title
    ("eia", "Support the King of Naples."),                     # a command
    ("eia", "The Duke of Naples attacks."),     # ('the King of Naples' is Naples's name since round 19: a nation)
    ("eia", "Alliance with the Court of Denmark."),
    ("eia", "The army of Naples to Apulia."),
    ("napoleonic", "The army of Naples to Rome."),
    ("succheesion", "Peace with the Queen of Adoen."),
    ("eia", "Nothing this month leaves Bavaria."),                # 'nothing' with a verb of an order
    ("eia", "Nothing else moves."),
    ("eia", "Nothing new moves."),
    ("eia", "Hi GM, nothing new, hold in Bavaria."),
    ("napoleonic", "Nothing this winter leaves Thuringia."),
])
def test_a_place_that_may_be_gone_to_is_no_remark(rules_id, line):
    remark, _ = _remark(rules_id, line)
    assert not remark


def test_the_check_is_linear_on_a_long_line():
    import time
    started = time.process_time()
    _remark("eia", "Hi GM, " + "greetings from Bavaria " * 300 + ".")
    _remark("eia", "Denmark " + "is going to " * 400 + "regret this.")
    assert time.process_time() - started < 5
