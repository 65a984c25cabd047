"""A treaty written out before the orders that carry it out (issue 22): its title and its articles are the
treaty's words, set aside and said so; the orders after them are read, and an article that gives an order
the ruleset reads is never set aside."""

import pytest

from engine.words.treaty_lines import articles, treaty_part
from tests.orders.bundled import parsed, sheet_of, written


@pytest.mark.parametrize("line, part", [
    ("Article 1. The Tyrrhenian Sea shall be Roman.", "an article"),
    ("ARTICLE IV: Hanover shall be restored at the peace.", "an article"),
    ("Art. 2 Neither party shall land on the other's islands.", "an article"),
    ("Clause 3) Both kings keep their crowns.", "an article"),
    ("TREATY OF LUNEVILLE", "the title"),
    ("The Pact of Steel between Prussia and Russia", "the title"),
    ("Convention of Cintra (unofficial)", "the title"),
    ("The Charter of the League, between the free cities.", "the title"),
])
def test_a_treatys_title_and_articles_are_told(line, part):
    assert treaty_part(line).startswith(part)


@pytest.mark.parametrize("line", ["A - Baden", "Articles: none", "The treaty is void: declare war on Austria",
                                  "Treaty: ally with Prussia", "article", "I. A - Baden", "build 2 infantry in Paris"])
def test_other_lines_are_no_part_of_a_treaty(line):
    assert treaty_part(line) is None


@pytest.mark.parametrize("rules_id, nation, text, meant", [
    ("classic", "France", "TREATY OF PARIS between France and Spain\nArticle 1. Each party keeps its borders.\n"
     "Article 2. France shall pay Spain a tribute.\nOrders under the treaty:\ngive 5 gold to Spain",
     ["give 5 gold to Spain"]),
    ("napoleonic", "Austria", "The Convention of Olmütz\nArticle I. There shall be friendship between the two crowns.\n"
     "Article II. Each shall respect the other's borders in Silesia.\nalliance with Prussia", ["alliance with Prussia"]),
    ("eia", "Spain", "PACT OF ARANJUEZ\nArticle 1: Spain and France shall act together against Portugal.\n"
     "ally with France\ndeclare war on Portugal", ["ally with France", "declare war on Portugal"]),
    ("succheesion", "Maustria", "Treaty of the Cheese Road, between Maustria and her friends.\n"
     "Article 1. The road stays open.\nArticle 2. Tolls shall be shared.\nraise cheese in 21", ["raise cheese in 21"]),
])
def test_the_orders_after_a_treaty_are_read_and_its_words_set_aside(rules_id, nation, text, meant):
    sheet = sheet_of(rules_id, nation, "start", text)
    assert sheet.problems == ()
    assert written(rules_id, "start", sheet) == meant
    assert any("treaty" in c.reason for c in sheet.chatter)


@pytest.mark.parametrize("rules_id, where, nation, text, meant", [
    ("classic", "start", "Italy", "Pact of Ancona, between Rome and Carthage\n"
     "Article 2. Rome sends Carthage 2 gold as earnest money.\nOrders:\ngive 2 gold to Carthage",
     ["give 2 gold to Carthage"]),
    ("napoleonic", "spring-1805-war", "France", "TREATY OF AMIENS between France and Spain\n"
     "Article II. France gives Spain 4 gold, in token of friendship.\nArticle III. Neither party shall attack the other."
     "\n\nOrders:\ngive 4 gold to Spain", ["give 4 gold to Spain"]),
    ("napoleonic", "spring-1805-war", "France", "Convention of Ulm\n"
     "Article 1. Corps E leaves Picardy for Champagne, as agreed.\nArticle 2. The convention lasts two seasons.\n"
     "Our orders:\nE - Champagne", ["E - Champagne"]),
])
def test_an_articles_order_given_again_below_is_the_treatys_term(rules_id, where, nation, text, meant):
    """The article says what the treaty binds its parties to; the line below carries it out: read once, from that
    line, never asked as the same order twice."""
    orders, sheet = parsed(rules_id, nation, text, where)
    assert orders == meant
    assert sheet.problems == ()
    assert any("whose order line" in c.reason for c in sheet.chatter)


def test_an_articles_order_no_other_line_gives_stays_read():
    orders, sheet = parsed("classic", "Italy", "Pact of Ancona\nArticle 2. Rome sends Carthage 2 gold as earnest money.")
    assert orders == ["give 2 gold to Carthage"]


@pytest.mark.parametrize("rules_id, where, nation, text, meant", [
    ("classic", "start", "Italy", "PACT OF SYRACUSE\n1) Carthage keeps the west of Sicily.\n"
     "2) Rome sends Carthage 2 gold every year.\n\nOrders:\ngive 2 gold to Carthage", ["give 2 gold to Carthage"]),
    ("napoleonic", "start", "Russia", "TREATY OF TILSIT\nI. There shall be peace and friendship between the two "
     "emperors.\nII. The Emperor of all the Russias joins in an alliance with Prussia.\nIII. This treaty is secret.\n"
     "Given at Tilsit.\n\nalliance with Prussia", ["alliance with Prussia"]),
    ("succheesion", "start", "Crimsonia", "The Compact of the Red Hills\n\u00a71 Members keep the roads open.\n"
     "\u00a72 Members defend one another.\n\ninvest 5 cheese in trade with Stilwen",
     ["invest 5 cheese in trade with Stilwen"]),
])
def test_the_numbered_items_under_a_treatys_title_are_its_articles(rules_id, where, nation, text, meant):
    orders, sheet = parsed(rules_id, nation, text, where)
    assert orders == meant
    assert sheet.problems == ()


@pytest.mark.parametrize("lines, meant", [
    ([(1, "TREATY OF TILSIT"), (2, "I. There shall be peace."), (3, ""), (4, "II. Friendship forever."), (5, "Given at Tilsit."),
      (6, "III. A - Baden")], {2, 4}),
    ([(1, "I. A - Baden"), (2, "II. B holds")], set()),
    ([(1, "Orders:"), (2, "\u00a72 Members defend one another."), (3, "1. build 2 infantry in Paris")], {2}),
])
def test_articles_are_the_numbered_lines_under_a_title_and_section_marks(lines, meant):
    assert articles(lines) == meant


def test_a_numbered_item_written_as_an_order_under_a_title_is_refused_when_unread():
    lines = [(1, "TREATY OF PRESSBURG"), (2, "1. corps C to Aragn"), (3, "2) buy 2 armies in 21"), (4, "3. A - Baden"),
             (5, "4. The two crowns shall be friends.")]
    assert articles(lines) == {5}
