"""Issue 22, round 19: a sentence that tells how things stand or what happened, or how the writer feels, and orders
nothing, is set aside with its kind while the orders beside it are read (engine.words.meaning.states): a verb of
being or having ('we are at war with X' where the position agrees, 'we are an island', 'I have almost nothing'),
another's act in a tense that tells ('The French declared war on us', 'The Pope will not be happy'), the writer's
feeling ('I hope the British fleet will protect me', 'we are too small'), the writer's nation staying at peace.
Never set aside: the writer's act in the present or future with a verb of an order, a claim of war, peace or
alliance the position does not agree with, a hope of the writer's own unit, a count, a unit of the writer's, a
place gone to."""

import pytest

from tests.orders.bundled import checked

# One order each writer gives beside the sentence, and how it is written back.
_ORDERS = {("napoleonic", "France"): ("D goes from Alsace into Baden", "D Alsace - Baden"),
           ("napoleonic", "Austria"): ("The corps in Tyrol moves to Bavaria", "D - Bavaria"),
           ("classic", "Italy"): ("1 army 34 -> 33", "1 army 34 -> 33"),
           ("succheesion", "Berdain"): ("build 2 Infantry in Berdain", "build 2 Infantry in 38"),
           ("succheesion", "Adoen"): ("2 units 18 -> 19", "2 units 18 -> 19"),
           ("eia", "Denmark"): ("fleet Copenhagen: do not intercept", "fleet Copenhagen: do not intercept"),
           ("eia", "Russia"): ("ally with Prussia", "ally with Prussia"),
           ("eia", "Portugal"): ("ally with Great Britain", "ally with Great Britain")}
_WHERE = {"napoleonic": "spring-1805-war", "classic": "start", "succheesion": "start", "eia": "start"}


@pytest.mark.parametrize("rules_id, nation, said", [
    # a state of the writer's nation the position agrees with (France and Austria at war; Berdain and Dunbarra)
    ("napoleonic", "France", "So now we are at war with Austria finally."),
    ("napoleonic", "France", "We are still at war with the Austrians, sadly."),
    ("succheesion", "Berdain", "Berdain is at war with Dunbarra, I did not even start it!"),
    ("eia", "Russia", "We are already allied with Austria and Britain."),
    ("eia", "Denmark", "Denmark stays out of the wars this month, we are too small."),
    ("napoleonic", "France", "We stay neutral for now with Prussia, no alliances."),
    ("classic", "Italy", "We stay neutral for now, no alliances."),
    ("classic", "Italy", "Italy stays at peace with everyone this spring."),
    # the writer about himself, his feelings
    ("succheesion", "Adoen", "I am Adoen, I know I have almost nothing, my country is occupied :("),
    ("eia", "Denmark", "We are a small country, I am a bit confused by the rules haha"),
    ("classic", "Italy", "Italy is a small country, so I play careful."),
    # another's act or state, past, future, in progress
    ("napoleonic", "Austria", "The French declared war on us. Ok."),
    ("napoleonic", "Austria", "The French have chosen war."),
    ("napoleonic", "France", "The British are building boats at Portsmouth."),
    ("classic", "Italy", "The Carthaginians will not be happy haha"),
    ("eia", "Portugal", "I hope the British fleet will protect me!"),
    ("eia", "Russia", "The Turks are too close to Moldavia for comfort."),
])
def test_a_state_told_beside_an_order_is_set_aside(rules_id, nation, said):
    order, written = _ORDERS[rules_id, nation]
    got, sheet = checked(rules_id, nation, _WHERE[rules_id], f"Hello GM\n{said}\n{order}")
    assert got == [written] and not sheet.problems, (got, sheet.problems)
    assert any(said[:20] in c.text for c in sheet.chatter), sheet.chatter


@pytest.mark.parametrize("rules_id, nation, said", [
    ("napoleonic", "France", "My army in Piedmont walks to Venice. The Pope will not be happy haha"),
    ("eia", "Russia", "Ally with Prussia. They are at war with France."),
    ("napoleonic", "France", "D goes from Alsace into Baden, we are at war with Austria anyway."),
    ("succheesion", "Adoen", "Our two units go from 18 to 19, there are no Maustrians there at the moment."),
])
def test_a_state_told_after_an_order_on_its_line_is_set_aside(rules_id, nation, said):
    got, sheet = checked(rules_id, nation, _WHERE[rules_id], f"Hello GM\n{said}")
    assert got and not sheet.problems, (got, sheet.problems)


@pytest.mark.parametrize("rules_id, nation, said", [
    # the writer's act, present or future, with a verb of an order
    ("napoleonic", "France", "We declare war on Prussia."),
    ("succheesion", "Berdain", "We make peace with Dunbarra."),
    ("eia", "Russia", "We ally with Spain."),
    ("eia", "Prussia", "Prussia allies with Russia."),
    ("napoleonic", "Spain", "Spain declares war on Portugal."),
    ("napoleonic", "France", "The Emperor marches on Vienna."),
    ("classic", "Italy", "We will attack Carthage."),
    # a claim the position does not agree with: maybe the declaration, asked
    ("napoleonic", "France", "We are at war with Prussia now."),
    ("classic", "Italy", "We are allied with Austria."),
    ("eia", "Denmark", "We are at war with Sweden."),
    ("succheesion", "Berdain", "We are at peace with Dunbarra."),
    # the writer's own units, counts, places gone to, hopes of his own unit
    ("napoleonic", "France", "We hope corps D reaches Baden."),
    ("classic", "Italy", "We have 3 armies in 34."),
    ("napoleonic", "France", "They go to Bavaria."),
    ("napoleonic", "France", "The army is at war with the Austrians and marches to Bavaria."),
    ("classic", "Italy", "Our ships are in T, they will attack Carthage."),
    ("eia", "Russia", "We are going to declare war on Turkey."),
    ("napoleonic", "France", "If the Austrians are in Bavaria, D stays."),
    ("napoleonic", "France", "D goes from Alsace into Baden, we are at war with Prussia."),
    ("classic", "Italy", "The one left stays in 34."),
    ("classic", "Italy", "They are attacking Carthage."),
    ("napoleonic", "France", "The GM can choose what the ships in Brest do."),
    ("eia", "Turkey", "The Grand Vizier proposed war on Russia."),
])
def test_an_order_or_a_claim_is_never_set_aside(rules_id, nation, said):
    got, sheet = checked(rules_id, nation, _WHERE[rules_id], f"Hello GM\n{said}")
    assert not any(said[:20] in c.text and "no order" in c.reason and not c.reason.startswith("not an order: a question")
                   for c in sheet.chatter), sheet.chatter
    assert got or sheet.problems, (got, sheet.chatter)


def test_a_long_line_of_spaces_reads_quickly():
    from engine.words.meaning.states import without_emoticons
    assert without_emoticons("we are small :(" + " " * 100_000 + ":)").strip() == "we are small"


@pytest.mark.parametrize("said, read", [
    ("Berdain is at war with Dunbarra, I did not even start it! So:", True),
    ("Berdain is at war with Dunbarra, sadly. Therefore:", True),
    ("Berdain is at war with Maustria, I did not even start it! So:", False),     # the position disagrees
    ("Berdain is at war with Dunbarra. Then:", False),                            # what follows may hang on it
    ("Berdain is at war with Dunbarra. If so:", False),
])
def test_a_state_leading_on_to_the_orders_is_set_aside_only_when_it_holds(said, read):
    got, sheet = checked("succheesion", "Berdain", "start", f"Hello GM,\n{said}\nmake peace with Dunbarra")
    assert got == ["make peace with Dunbarra"], got
    assert (not sheet.problems) == read, sheet.problems


@pytest.mark.parametrize("rules_id, nation, said", [
    # a state changed the way a player changes an order: no longer only a state
    ("eia", "Turkey", "They are too close to Constantinople, not this turn."),
    ("eia", "Turkey", "They are too close to Constantinople and Brabant"),
    ("eia", "Turkey", "They are too close away from Constantinople."),
    ("succheesion", "Adoen", "There are no Maustrians there at the moment and Lef Oasis"),
    ("napoleonic", "Austria", "The French declared war on us if Prussia agrees."),
    ("classic", "Italy", "The Carthaginians will not be happy?"),
    ("classic", "France", "The Spanish have made peace with Italy."),     # news of others' peace: refused (round 16)
    ("napoleonic", "Russia", "The Austrians shall pay for this."),
])
def test_a_state_changed_is_not_told(rules_id, nation, said):
    from engine.words.meaning.states import state_told
    from tests.orders.bundled import meaning_finder
    finder = meaning_finder(rules_id, nation, _WHERE.get(rules_id, "start"))
    assert finder is not None
    said = said.rstrip(".")
    assert state_told(said, finder.find(said), finder) is None
