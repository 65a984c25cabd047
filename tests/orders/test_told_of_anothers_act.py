"""Issue 22, round 17 (fresh21, letters in character): a sentence of a paragraph told of someone else's act, the
subject deciding, is set aside with its reason while the orders beside it are read: a person of the story with a
verb of saying or reporting ('General Mack spoke for an hour on Ulm'), another nation or people in a tense that
tells ('The Austrians have crossed the Inn'). The words of an order in it ('war', 'cavalry') never make it an
order; near orders stay as the reader leaves them: a plain present of another's act, the writer's own sovereign's
words holding a word of an order, 'we', a condition, a unit of the writer's named."""

import pytest

from engine.words.meaning.told_of import DOUBTS, told_of
from tests.orders.bundled import checked, sheet_of, written

_ORDERS = {("napoleonic", "Prussia"): ("Corps E goes to Thuringia.", "E - Thuringia"),
           ("napoleonic", "Russia"): ("Corps D goes to Smolensk.", "D - Smolensk"),
           ("classic", "Italy"): ("1 army 34 -> 33.", "1 army 34 -> 33"),
           ("succheesion", "Adoen"): ("2 units 18 -> 19.", "2 units 18 -> 19")}
_WHERE = {"napoleonic": "spring-1805-war", "classic": "start", "succheesion": "start"}


@pytest.mark.parametrize("rules_id, nation, story", [
    ("napoleonic", "Prussia", "The Duke of Brunswick reported the cavalry fit for service."),
    ("napoleonic", "Prussia", "Baron Stein complained for an hour about the price of bread in Berlin."),
    ("napoleonic", "Prussia", "The Russian consul at Warsaw has been courting the nobles again."),
    ("napoleonic", "Russia", "The Austrians have crossed the Inn without a declaration."),
    ("napoleonic", "Russia", "Count Razumovsky wrote from Vienna that the Archduke is unwell."),
    ("classic", "Italy", "Senator Gracchus spoke for two hours on the price of grain."),
    ("classic", "Italy", "The Carthaginians have landed in Sicily again."),
    ("succheesion", "Adoen", "The Maustrians have burned the mills at Pratplatkof."),
])
def test_anothers_act_beside_an_order_is_set_aside(rules_id, nation, story):
    order, written = _ORDERS[rules_id, nation]
    got, sheet = checked(rules_id, nation, _WHERE[rules_id], f"{story} {order}")
    assert got == [written] and not sheet.problems, sheet.problems


@pytest.mark.parametrize("rules_id, nation, text", [
    ("napoleonic", "Prussia", "Prince Louis argued for war with France at dinner."),
    ("napoleonic", "Prussia", "The King argues for war with France."),
    ("napoleonic", "Prussia", "General Blucher marches to Saxony."),
    ("napoleonic", "Prussia", "Russia declares war on France."),
    ("napoleonic", "Prussia", "Russia declared war on France last week."),      # news of a war: refused
    ("classic", "Italy", "Austria receives 5 gold from Spain."),
    ("napoleonic", "Prussia", "We hope corps E reaches Thuringia."),
    ("classic", "Italy", "Tribune Drusus argued for war with Carthage."),
])
def test_no_order_is_read_from_the_story(rules_id, nation, text):
    got, sheet = checked(rules_id, nation, _WHERE[rules_id], text)
    assert got == [], got


@pytest.mark.parametrize("rules_id, nation, text", [
    ("napoleonic", "Prussia", "The King argues for war with France. Corps E goes to Thuringia."),
    ("napoleonic", "Prussia", "General Blucher marches to Saxony. Corps E goes to Thuringia."),
    ("napoleonic", "Prussia", "Russia declares war on France. Corps E goes to Thuringia."),
    ("napoleonic", "Prussia", "If the Austrians have crossed the Inn, corps E goes to Thuringia."),
    ("napoleonic", "Prussia", "Russia said: alliance with Austria. Corps E goes to Thuringia."),     # a quote
    ("classic", "Italy", "Tribune Drusus argued for war with Carthage. 1 army 34 -> 33."),
    ("napoleonic", "Prussia", "General Blucher has decided to march on Saxony. Corps E goes to Thuringia."),
])
def test_a_near_order_beside_an_order_is_not_set_aside(rules_id, nation, text):
    got, sheet = checked(rules_id, nation, _WHERE[rules_id], text)
    assert sheet.problems and not any("told of" in c.reason for c in sheet.chatter)


class _Names:
    def known_nation(self, word):
        return {"austrians": "Austria", "russian": "Russia", "prussian": "Prussia"}.get(word)


class _Meaning:
    verbs = None


class _Finder:
    nation, names, nouns, meaning = "Prussia", _Names(), frozenset(("corps", "cavalry")), _Meaning()


class _Slots:
    units: set = set()
    arrow = False
    correction = ""
    order_words = False
    nouns: list = []
    numbers: list = []


@pytest.mark.parametrize("said, told", [
    ("General Mack spoke for an hour on Ulm", "person"),
    ("The Austrians are walking into Hanover as if it were their own garden", "nation"),
    ("The Austrians have three corps in Bohemia", None),         # no verb that tells: as the reader leaves it
    ("The Austrians will cross the Inn", None),                  # a will
    ("We know the Austrians have crossed the Inn", None),        # the writer's own
    ("Unless the Austrians have crossed the Inn", None),
    ("The Prussian corps has crossed the Elbe", None),           # the writer's own
    ("The Swedes are arming in Scania", "nation"),               # a people of no nation in the game
    ("The Austrians offer an alliance to the Russians", None),   # a verb of an order in the present: as it is
    ("Austria said: alliance with Russia", None),                # a quote: the words quoted may be an order
    ("General Mack has decided to fall back on Ulm", None),      # a decision, maybe the order
    ("General " * 300, None),
    ("spoke " * 1000, None),
])
def test_who_tells(said, told):
    got = told_of(said, _Slots(), _Finder())
    assert (None if got is None else "person" if "person" in got else "nation" if "nation" in got else got) == told
    assert got not in DOUBTS


@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("napoleonic", "spring-1805-war", "France",
     "Marshal Lannes, with Corps D, crosses the Rhine into Baden, his light horse sweeping ahead into Württemberg.",
     ["D - Baden, scout Württemberg"]),
    ("napoleonic", "spring-1805-war", "France",
     "Marshal Lannes, at the head of corps D, marches into Baden, his hussars riding ahead into Württemberg.",
     ["D - Baden, scout Württemberg"]),
    ("napoleonic", "spring-1805-war", "Russia",
     "General Bagration, with corps D, marches to Smolensk, his Cossacks riding ahead into Lithuania.",
     ["D - Smolensk, scout Lithuania"]),
    ("napoleonic", "spring-1805-war", "Russia", "Admiral Seniavin's squadron 4 leaves Corfu for the Adriatic Sea.",
     ["squadron 4 - Adriatic Sea"]),
    ("napoleonic", "spring-1805-war", "France",
     "Villeneuve's squadron 4 leaves Toulon for the Western Mediterranean.", ["squadron 4 - Western Mediterranean"]),
])
def test_an_order_told_of_the_units_commander_is_read(rules_id, where, nation, text, orders):
    sheet = sheet_of(rules_id, nation, where, text)         # read, before the position judges it
    assert written(rules_id, where, sheet) == orders and not sheet.problems, sheet.problems


@pytest.mark.parametrize("text", [
    "General Mack's corps crosses into Bavaria.",                   # another's general, no unit of the writer's
    "Marshal Lannes, with the Austrian corps, crosses into Baden.",
    "Marshal Lannes, with Corps D, hopes to reach Baden one day, if the roads allow.",
])
def test_a_commander_with_no_unit_of_the_writers_is_no_order(text):
    got, sheet = checked("napoleonic", "France", "spring-1805-war", text)
    assert got == [] and sheet.problems
