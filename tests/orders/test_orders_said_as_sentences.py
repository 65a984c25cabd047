"""Issue 22, round 19 (helper Pl): orders said as requests, wishes, passives and sentences.
- a condition on the writer's own money ('if the money is enough', 'if there's gold') is read as the order, named
  on the receipt (engine.words.own_money); the treasury check judges it;
- a remark after a diplomatic order about the other side, judged by its subject ('they never pay', "they're
  declaring on us anyway", '(they can hold it, we can't)') is set aside (engine.words.others_tails);
- a diplomatic order for two nations ('an alliance with Great Britain and one with Russia') is one for each
  (engine.words.others_again);
- builds in the passive with their place ('are to be fitted out in', 'are paid for at', ', and one of Cavalry at
  Madder Vale') are builds (engine.words.built_said);
- rulers' titles and peoples' adjectives are the nations' aliases in each scenario ('the Tsar', 'the Dunbarran
  ships').
Never: a condition on another nation or on the future, a negation of the order, a question, a request for another
nation."""

import pytest

from tests.orders.bundled import parsed

READ = [    # (ruleset, position, nation, line, the orders, words said on the receipt or '')
    # a condition on the writer's own money
    ("napoleonic", "start", "France", "Also one cavalry in Picardy if the money is enough (I think I have 20?)",
     ["build cavalry in Picardy"], "if the money is enough"),
    ("napoleonic", "start", "France", "build 1 infantry in Paris, if there's gold", ["build infantry in Paris"],
     "if there's gold"),
    ("napoleonic", "start", "France", "If we can afford it, build 1 artillery in Paris.", ["build artillery in Paris"],
     "If we can afford it"),
    ("napoleonic", "start", "France", "give 5 gold to Spain, money permitting", ["give 5 gold to Spain"],
     "money permitting"),
    ("classic", "start", "France", "buy 1 army in 21 if we have the gold", ["buy 1 army in 21"], "if we have the gold"),
    ("succheesion", "start", "Maustria", "build 1 Heavy Cavalry in Maus Imperial if there is enough cheese",
     ["build 1 Heavy Cavalry in 21"], "if there is enough cheese"),
    ("succheesion", "start", "Randomia", "Build 2 Infantry in Randomia as long as the treasury allows it.",
     ["build 2 Infantry in 15"], "as long as the treasury allows it"),
    # a remark about the other side after a diplomatic order
    ("succheesion", "start", "Randomia", "- break trade with Ubliko, they never pay", ["break trade with Ubliko"],
     "they never pay"),
    ("succheesion", "start", "Adoen", "cede 19 to Stilwen (they can hold it, we can't)", ["cede 19 to Stilwen"], ""),
    ("eia", "start", "Portugal", "EDIT: and declare war on Spain, we might as well, they're declaring on us anyway.",
     ["declare war on Spain"], "they're declaring on us anyway"),
    ("napoleonic", "start", "France", "alliance with Spain, they never let us down", ["alliance with Spain"],
     "they never let us down"),
    ("classic", "start", "France", "give 10 gold to Spain, they never forget a friend", ["give 10 gold to Spain"],
     "they never forget a friend"),
    # a wish with its article, and the writer's letters after it
    ("napoleonic", "start", "France", "We'd like an alliance with Spain, I've written to Madrid already.",
     ["alliance with Spain"], "I've written to Madrid already"),
    ("succheesion", "start", "Manarth", "I would like an alliance with Typ Lef Nazin, we talked about it",
     ["ally with Typ Lef Nazin"], "we talked about it"),
    ("napoleonic", "start", "Great Britain", "We seek an alliance with Russia.", ["alliance with Russia"], ""),
    ("eia", "start", "Austria", "We would like an alliance with Prussia, I wrote to Berlin.", ["ally with Prussia"], ""),
    # one diplomatic order for two nations
    ("napoleonic", "start", "Austria", "Please also sign an alliance with Great Britain and one with Russia.",
     ["alliance with Great Britain", "alliance with Russia"], ""),
    ("napoleonic", "start", "Austria",
     "We ally ourselves with the Tsar of all the Russias, and with the King of Great Britain.",
     ["alliance with Russia", "alliance with Great Britain"], ""),
    ("succheesion", "start", "Randomia", "declare war on Maustria and on Zurin",
     ["declare war on Maustria", "declare war on Zurin"], ""),
    # builds in the passive
    ("napoleonic", "start", "Great Britain", "Two new squadrons are to be fitted out in the English Channel.",
     ["build 2 squadrons in English Channel"], ""),
    ("succheesion", "start", "Crimsonia",
     "Two regiments of Infantry are to be raised at Crimson Keep, and one of Cavalry at Madder Vale.",
     ["build 2 Infantry in 1", "build 1 Cavalry in 12"], ""),
    ("succheesion", "start", "Maustria", "Two regiments of Guards are paid for at Maus Imperial.",
     ["build 2 Guard Infantry in 21"], ""),
    ("napoleonic", "start", "Russia", "Two divisions of infantry are paid for in Moscow.", ["build 2 infantry in Moscow"],
     ""),
    # rulers and peoples
    ("napoleonic", "start", "Austria", "alliance with the Tsar of all the Russias", ["alliance with Russia"], ""),
    ("napoleonic", "start", "France", "Alliance with Prussia, if the King of Prussia signs as well.", ["alliance with Prussia"], ""),
    ("eia", "start", "Austria", "ally with the King of Prussia", ["ally with Prussia"], ""),
    ("succheesion", "start", "Berdain",
     "I'd like my frigate in Brie Bight to sail to Gorgonzola Ocean (50) and attack the Dunbarran ships.",
     ["1 Frigate 51 -> 50", "attack Dunbarra in 50"], ""),
]


@pytest.mark.parametrize("rules, where, nation, line, orders, aside", READ, ids=[t[3][:50] for t in READ])
def test_an_order_said_as_a_sentence_is_read_and_its_words_said(rules, where, nation, line, orders, aside):
    got, sheet = parsed(rules, nation, line, where)
    assert not sheet.problems, sheet.problems
    assert got == orders
    if aside:
        assert any(aside in c.reason for c in sheet.chatter), sheet.chatter


ASKED = [   # (ruleset, position, nation, line): no order taken without asking
    # a condition on another nation, on the future, or not on money
    ("napoleonic", "start", "France", "build 1 infantry in Paris if Russia agrees"),
    ("napoleonic", "start", "France", "build 1 infantry in Paris if they want it"),
    ("napoleonic", "start", "Austria", "build 1 infantry in Vienna if France attacks"),
    ("napoleonic", "start", "France", "build 1 infantry in Paris if they have the gold"),
    ("napoleonic", "start", "France", "build 1 infantry in Paris if not"),
    ("napoleonic", "start", "France", "build 1 infantry in Paris unless the money is gone"),
    ("napoleonic", "start", "France", "build 1 infantry in Paris if the money is enough?"),
    ("napoleonic", "start", "France", "build 1 infantry in Paris if the money is enough next turn"),
    ("classic", "start", "France", "2 armies 21 -> 22 if there's gold"),
    ("succheesion", "start", "Maustria", "build 1 Heavy Cavalry in Maus Imperial if Zurin pays us the cheese"),
    ("napoleonic", "start", "France", "Alliance with Prussia, if they want it before the summer."),
    ("napoleonic", "start", "France", "Alliance with Prussia, if Russia wants it."),   # 'if they want it': read (round 22)
    # a negation of the order, or a remark that is not about the other side
    ("succheesion", "start", "Randomia", "break trade with Ubliko, they never pay, but not yet"),
    ("succheesion", "start", "Randomia", "break trade with Ubliko, or not"),
    ("succheesion", "start", "Adoen", "cede 19 to Stilwen (we can't)"),
    ("napoleonic", "start", "France", "A - Burgundy, they never stop"),
    ("succheesion", "start", "Randomia", "break trade with Ubliko, they attack Berdain"),
    # one diplomatic order for two nations, not so said
    ("napoleonic", "start", "France", "give 5 gold to Spain and to Naples"),
    ("napoleonic", "start", "Austria", "alliance with Russia and one with Prussia, if they agree"),
    ("napoleonic", "start", "Austria", "alliance with Russia and one with Prussia?"),
    # a wish or a letter beside what may be more of an order
    ("napoleonic", "start", "France", "A - Burgundy, I've written to Madrid already"),
    ("napoleonic", "start", "France", "alliance with Spain, I've written to Madrid, not yet"),
    ("succheesion", "start", "Manarth", "please ask Typ Lef Nazin for an alliance with Zurin"),
    ("napoleonic", "start", "France", "We'd like an alliance with Spain, I've written to Madrid already and Rome"),
    ("napoleonic", "start", "France", "And we would like an alliance with Great Britain?"),
    ("eia", "start", "Portugal", "EDIT: and declare war on Spain, we might as well, they're declaring on us anyway?"),
    ("napoleonic", "start", "France", "break the alliance with Spain, they never pay and Naples"),
    # builds in the passive, denied, conditioned or asked
    ("succheesion", "start", "Crimsonia", "Two regiments of Infantry are not to be raised at Crimson Keep."),
    ("succheesion", "start", "Crimsonia", "Two regiments of Infantry are to be raised at Crimson Keep if Maustria attacks."),
    ("napoleonic", "start", "Great Britain", "Two new squadrons are to be fitted out in the English Channel?"),
]


@pytest.mark.parametrize("rules, where, nation, line", ASKED, ids=[t[3][:50] for t in ASKED])
def test_a_condition_a_negation_or_a_question_keeps_the_line_asked(rules, where, nation, line):
    got, sheet = parsed(rules, nation, line, where)
    assert sheet.problems, got


def test_a_request_for_another_nation_is_no_order_of_the_writer():
    got, sheet = parsed("napoleonic", "France", "please ask Prussia to declare war on Austria")
    assert not any("declare war" in o for o in got), got


LONG = ["build 1 infantry in Paris if{} the money is enough", "alliance with Spain and{} one with Russia",
        "Two new squadrons are to be{} fitted out in the English Channel", "We'd like{} an alliance with Spain",
        "alliance with Spain, they never{} pay, I've written to Madrid"]


@pytest.mark.parametrize("line", LONG)
def test_a_long_line_of_spaces_reads_in_time(line):
    import time
    start = time.perf_counter()
    parsed("napoleonic", "France", line.format(" " * 100_000))
    assert time.perf_counter() - start < 10


def test_a_count_of_units_after_a_colon_in_a_sentence_after_a_question_is_never_set_aside_as_a_remark():
    # the refusal quoted the sentence cut at its own ': ', and the remark test looked at the cut piece only
    text = ("Hi everyone! I have 8 gold, and an infantry division costs 2, so I think I can build 4? I'll build only 2 "
            "to keep some gold: 2 infantry in Denmark (the province). And alliance with Great Britain, since my fleet "
            "is small.")
    got, sheet = parsed("napoleonic", "Denmark", text)
    assert "build 2 infantry in Denmark" in got or sheet.problems, (got, sheet.chatter)


def test_a_passive_build_under_a_condition_on_the_writer_s_money_is_read():
    got, sheet = parsed("napoleonic", "France", "Two infantry divisions are to be raised in Paris if the treasury allows")
    assert got == ["build 2 infantry in Paris"] and not sheet.problems, sheet.problems
