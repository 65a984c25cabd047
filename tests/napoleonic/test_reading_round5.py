"""Issue 22, round 5, napoleonic: a build taken back by the kind of its units ('disregard the artillery'),
with the order or the reason after it, and an unread line that says 'instead' holding back the orders
it names; each phrasing gives exactly its orders, or is refused and asked."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

RULES = ruleset("napoleonic")
BOARD, WAR = position("napoleonic", "spring-1805-war")
_, START = position("napoleonic", "start")


def read(text, nation="Russia", state=START):
    sheet = RULES.parse_orders(text, nation, state, BOARD)
    return [RULES.format_order(x, BOARD) for x in sheet.orders], sheet


# -- a build taken back by its units' kind ------------------------------------------------------

@pytest.mark.parametrize("text, orders", [
    ("Build 1 artillery in Kiev.\nDisregard the artillery.", []),
    ("Build 2 infantry in Moscow.\nBuild 1 artillery in Kiev.\nForget the artillery, I need the gold.",
     ["build 2 infantry in Moscow"]),
    ("Build 2 inf in Moscow and 1 arty in Kiev\nscratch the arty", ["build 2 infantry in Moscow"]),
    ("Build 2 cavalry in Moscow. Forget the cavalry, build 2 infantry in Moscow instead.", ["build 2 infantry in Moscow"]),
    ("build 1 artillery in Moscow\nbuild 1 artillery in Kiev\nEDIT: drop the artillery in Kiev", ["build artillery in Moscow"]),
    ("Raise 2 cavalry in Kiev.\nBuild 2 infantry in Moscow.\nOn second thoughts, cancel the cav, too dear.",
     ["build 2 infantry in Moscow"]),
    ("Build one cavalry division in Kiev.\nChange of plan: scrap the cavalry. Build 1 infantry in Kiev instead.",
     ["build infantry in Kiev"]),
    ("Build 2 cavalry in Moscow.\nForget the cavalry, it costs too much.", []),
])
def test_a_build_is_taken_back_by_the_kind_of_its_units(text, orders):
    read_orders, sheet = read(text)
    assert (read_orders, sheet.problems) == (orders, ())
    assert any("set aside" in c.reason for c in sheet.chatter)


def test_a_squadron_build_is_taken_back_by_its_unit_word():
    orders, sheet = read("Build 1 squadron in North Sea.\nBuild infantry in London.\nScratch the squadron.",
                         nation="Great Britain")
    assert (orders, sheet.problems) == (["build infantry in London"], ())


def test_what_follows_the_taking_back_is_refused_when_it_does_not_read():
    orders, sheet = read("Build 2 cavalry in Moscow.\nForget the cavalry, march on Berlin.")
    assert orders == [] and len(sheet.problems) == 1 and "march on Berlin" in sheet.problems[0].reason


def test_a_unit_word_no_build_holds_takes_nothing_back():
    orders, sheet = read("Build 2 infantry in Moscow.\nDisregard the cavalry.")
    assert orders == [] and sheet.problems      # which order does it mean? the build is held back, asked


# -- an unread line saying 'instead' holds back the orders it names ------------------------------

@pytest.mark.parametrize("text, held", [
    ("A - Saxony\nIf the Austrians march into Saxony too, then A holds in Brandenburg instead.", "A - Saxony"),
    ("A - Saxony\nShould the Austrians come, A stays in Brandenburg instead.", "A - Saxony"),
    ("B - Hanover\nWhen Austria marches, B goes to Saxony instead of Hanover - maybe.", "B - Hanover"),
    ("A - Saxony\nIn case the French are in Hanover, A rather waits instead.", "A - Saxony"),
    ("B - Hanover\nB to Saxony instead if the Saxons ask for us", "B - Hanover"),
    ("A - Saxony\nif Austria declares, A should hold instead of moving", "A - Saxony"),
    ("A - Saxony\nB - Hanover\nUnless Russia moves first, send A to Hanover instead, and B stays.", "A - Saxony"),
    ("A - Saxony\nA instead guards Brandenburg should the Austrians cross.", "A - Saxony"),
])
def test_an_unread_line_that_says_instead_holds_back_the_order_it_names(text, held):
    orders, sheet = read(text, nation="Prussia", state=WAR)
    assert held not in orders
    assert any(p.text.strip() == held and "held back" in p.reason for p in sheet.problems)


# -- the veteran's and the phone writer's words ----------------------------------------------------

def orders_of(text, nation, state=START):
    sheet = RULES.parse_orders(text, nation, state, BOARD)
    assert sheet.problems == () or all(p.kind == "not allowed" for p in sheet.problems), sheet.problems
    return [RULES.format_order(x, BOARD) for x in sheet.orders] + [p.text for p in sheet.problems]


@pytest.mark.parametrize("text, nation, orders", [
    ("A-Sax sc Pra", "Prussia", ["A - Saxony, scout Prague"]),
    ("D-Han, sc Holland", "Prussia", ["D - Hanover, scout Holland"]),
    ("A: Sax / sc Prague", "Prussia", ["A - Saxony, scout Prague"]),
    ("A-Sax + sc Pra", "Prussia", ["A - Saxony, scout Prague"]),
    ("G: Don-Khar-Orel /sc Tula", "Russia", ["G Don Cossacks - Kharkov - Orel, scout Tula"]),
    ("E - Thuringia sc. Saxony", "Prussia", ["E - Thuringia, scout Saxony"]),
    ("A - Saxony scts Prague", "Prussia", ["A - Saxony, scout Prague"]),
    ("D-Han sc Westphalia", "Prussia", ["D - Hanover, scout Westphalia"]),
])
def test_sc_is_scout(text, nation, orders):
    assert orders_of(text, nation, WAR) == orders


@pytest.mark.parametrize("text, nation, orders", [
    ("Bld: 1 arty Vienna, 2 inf Moravia. Xfer 1 inf B->I.", "Austria",
     ["build artillery in Vienna", "build 2 infantry in Moravia", "transfer 1 infantry from B to I"]),
    ("xfer 2 inf from A to H", "Prussia", ["transfer 2 infantry from A to H"]),
    ("trf 1 inf B > I", "Austria", ["transfer 1 infantry from B to I"]),
    ("Xfr 1 infantry A->H", "Prussia", ["transfer 1 infantry from A to H"]),
    ("Build in Moscow: 2 infantry\nand 1 artillery.", "Russia", ["build 2 infantry, artillery in Moscow"]),
    ("Build in Kiev: 2 cavalry and 1 infantry", "Russia", ["build infantry, 2 cavalry in Kiev"]),
    ("Raise in Vienna: 1 artillery", "Austria", ["build artillery in Vienna"]),
    ("2x inf Christiania, 1x inf Bergen. DoW nobody. thx", "Denmark",
     ["build 2 infantry in Christiania", "build infantry in Bergen"]),
    ("build 2 inf in stamboul pls\nn allow russia thru sea of marmara\nty", "Ottoman Empire",
     ["build 2 infantry in Stamboul", "allow Russia through Sea of Marmara"]),
    ("i) build 1 infantry, 1 cavalry in Brandenburg\nii) build 1 infantry in Silesia\niii) transfer 1 infantry from A to H",
     "Prussia", ["build infantry, cavalry in Brandenburg", "build infantry in Silesia", "transfer 1 infantry from A to H"]),
    ("(iv) bld 2 inf Silesia", "Prussia", ["build 2 infantry in Silesia"]),
])
def test_short_words_of_builds_and_transfers(text, nation, orders):
    assert orders_of(text, nation) == orders


@pytest.mark.parametrize("text", ["DoW nobody", "DoW: none", "no DoW this turn", "declare war on no one",
                                  "Declarations of war: none", "dow nobody yet"])
def test_no_war_declared_is_no_order_and_no_refusal(text):
    sheet = RULES.parse_orders(text, "Denmark", START, BOARD)
    assert sheet.orders == () and sheet.problems == ()


def test_a_war_on_a_nation_not_in_the_game_is_still_refused():
    sheet = RULES.parse_orders("DoW Sweden", "Denmark", START, BOARD)
    assert sheet.problems and "Sweden" in sheet.problems[0].reason


# -- corps carried by sea, the start named, the squadrons that carry them -------------------------

@pytest.mark.parametrize("text, orders", [
    ("B: Dublin to Wales via Irish Sea", ["B - Wales via Irish Sea"]),
    ("B: Dublin - Wales via Irish Sea", ["B - Wales via Irish Sea"]),
    ("B from Dublin to Wales via Irish Sea", ["B - Wales via Irish Sea"]),
    ("A: London to Holland, carried by the Channel squadrons (via English Channel)", ["A - Holland via English Channel"]),
    ("A - Holland, carried by the Channel squadrons", ["A - Holland via English Channel"]),
    ("A to Holland, transported by the North Sea fleet", ["A - Holland via North Sea"]),
    ("Corps B goes to Wales, ferried by the Irish Sea squadron.", ["B - Wales via Irish Sea"]),
    ("A: London - Holland, carried on the English Channel ships", ["A - Holland via English Channel"]),
    ("- Sq 10: to the Ionian Sea\n- Sq 8: Gulf of Cadiz", ["squadron 10 - Ionian Sea", "squadron 8 - Gulf of Cadiz"]),
])
def test_a_corps_carried_by_sea_said_with_its_start_or_its_squadrons(text, orders):
    read_orders, sheet = read(text, nation="Great Britain", state=WAR)
    assert (read_orders, sheet.problems) == (orders, ())


def test_a_start_named_by_sea_that_is_not_where_the_corps_stands_is_refused_saying_where_it_is():
    orders, sheet = read("B: London - Wales via Irish Sea", nation="Great Britain", state=WAR)
    assert orders == [] and "stands in Dublin, not in London" in sheet.problems[0].reason


# -- corps orders written as sentences: owners, appositions, leaders, rivers, riders ahead ---------

@pytest.mark.parametrize("text, nation, orders", [
    ("Corps C will descend upon Lombardy", "Austria", ["C - Lombardy"]),
    ("Corps C crosses the Adige into Lombardy", "Austria", ["C - Lombardy"]),
    ("Marshal Davout's Corps D crosses the Rhine into Thuringia, his light horse sweeping ahead into Westphalia.",
     "France", ["D - Thuringia, scout Westphalia"]),
    ("the Archduke will lead Corps C out of Venice into Lombardy", "Austria", ["C Venice - Lombardy"]),
    ("The Army of Italy, Corps C, will descend upon Lombardy.", "Austria", ["C - Lombardy"]),
    ("Archduke Charles's Corps C marches into Lombardy.", "Austria", ["C - Lombardy"]),
    ("Corps C marches into Lombardy, its hussars riding ahead into Piedmont.", "Austria", ["C - Lombardy, scout Piedmont"]),
    ("The Pasha of Rumelia's horsemen (B) shall go up into Wallachia, their outriders peering across into Transylvania.",
     "Ottoman Empire", ["B - Wallachia, scout Transylvania"]),
    ("Corps D bears down on Thuringia", "France", ["D - Thuringia"]),
    ("The Marshal takes Corps D out of Alsace into Baden.", "France", ["D Alsace - Baden"]),
    ("Corps D sweeps into Thuringia, with the cavalry screen pushing on to Saxony", "France", ["D - Thuringia, scout Saxony"]),
])
def test_a_corps_order_written_as_a_sentence(text, nation, orders):
    read_orders, sheet = read(text, nation=nation, state=WAR)
    assert (read_orders, sheet.problems) == (orders, ())


@pytest.mark.parametrize("text", ["My other corps stay where they are.", "The rest of my corps hold.",
                                  "Our other squadrons remain where they are.", "my remaining corps hold this turn"])
def test_the_rest_staying_is_no_order(text):
    sheet = RULES.parse_orders(text, "Spain", WAR, BOARD)
    assert sheet.orders == () and sheet.problems == ()


def test_a_river_named_as_a_place_is_still_a_step():
    orders, sheet = read("Corps B crosses Saxony into Bohemia", nation="Prussia", state=WAR)
    assert orders == ["B - Saxony - Prague"] or sheet.problems    # never Bohemia alone: Saxony is a step


# -- typed short: a corps letter before a place it borders, divisions counted with no verb ---------

@pytest.mark.parametrize("text, nation, orders", [
    ("a saxony scout prague", "Prussia", ["A - Saxony, scout Prague"]),
    ("a saxony", "Prussia", ["A - Saxony"]),
    ("A Saxony", "Prussia", ["A - Saxony"]),
    ("e thuringia", "Prussia", ["E - Thuringia"]),
    ("gm quick one from my phone\nD to hanover\nE to thuringia\na saxony scout prague\nthx", "Prussia",
     ["D - Hanover", "E - Thuringia", "A - Saxony, scout Prague"]),
])
def test_a_corps_letter_before_a_place_it_borders_is_a_march(text, nation, orders):
    read_orders, sheet = read(text, nation=nation, state=WAR)
    assert (read_orders, sheet.problems) == (orders, ())


@pytest.mark.parametrize("text", ["A Brandenburg", "A Bavaria"])
def test_a_corps_letter_before_its_own_place_or_one_it_does_not_border_is_asked(text):
    orders, sheet = read(text, nation="Prussia", state=WAR)
    assert orders == [] and "write the move as" in sheet.problems[0].reason


@pytest.mark.parametrize("text, orders", [
    ("2 infantry in Paris", ["build 2 infantry in Paris"]),
    ("Paris: 2 infantry", ["build 2 infantry in Paris"]),
    ("2 infantry divisions in Paris", ["build 2 infantry in Paris"]),
    ("Three infantry divisions in Paris, two cavalry in Picardy", ["build 3 infantry in Paris", "build 2 cavalry in Picardy"]),
    ("A pair of infantry divisions in Flanders, and three more infantry in Paris.",
     ["build 2 infantry in Flanders", "build 3 infantry in Paris"]),
    ("a cavalry division in Picardy", ["build cavalry in Picardy"]),
    ("1 artillery at Paris", ["build artillery in Paris"]),
    ("Picardy: 1 cavalry", ["build cavalry in Picardy"]),
])
def test_divisions_counted_in_a_province_with_no_verb_are_a_build(text, orders):
    read_orders, sheet = read(text, nation="France", state=START)
    assert (read_orders, sheet.problems) == (orders, ())


def test_divisions_counted_with_a_remark_after_them_are_refused():
    orders, sheet = read("2 infantry in Paris are enough", nation="France", state=START)
    assert orders == [] and sheet.problems


# -- orders in other languages: scouting, the rest holding, the names of 1805 and of other tongues --

@pytest.mark.parametrize("text, nation, orders", [
    ("Korps A nach Sachsen, Aufklärung Böhmen.", "Prussia", ["A - Saxony, scout Prague"]),
    ("Korps E marschiert nach Thüringen und erkundet Sachsen", "Prussia", ["E - Thuringia, scout Saxony"]),
    ("Korpus G - Kharków - Orzeł, zwiad Tuła", "Russia", ["G - Kharkov - Orel, scout Tula"]),
    ("Korpus A do Finlandii", "Russia", ["A - Finland"]),
    ("le corps E va à Alep", "Ottoman Empire", ["E - Aleppo"]),
    ("l'escadre 2 va en mer de Candie", "Ottoman Empire", ["squadron 2 - Sea of Candia"]),
    ("il corpo F va in Lombardia,", "France", ["F - Lombardy"]),
    ("Corps F goes in Lombardy", "France", ["F - Lombardy"]),
    ("D - Breisgau", "France", ["D - Baden"]),
    ("C to the Batavian Republic.", "France", ["C - Holland"]),
])
def test_orders_in_other_languages_and_old_names(text, nation, orders):
    read_orders, sheet = read(text, nation=nation, state=WAR)
    assert (read_orders, sheet.problems) == (orders, ())


@pytest.mark.parametrize("text", ["Alle anderen halten.", "Alle übrigen bleiben.", "Der Rest bleibt."])
def test_the_rest_holding_in_german_is_no_order(text):
    sheet = RULES.parse_orders(text, "Prussia", WAR, BOARD)
    assert sheet.orders == () and sheet.problems == ()


@pytest.mark.parametrize("text", [
    "Prussia's Corps D moves to Hanover.",
    "The Prussian Army, Corps D, moves to Hanover.",
    "The King of Prussia's Corps D moves to Hanover.",
    "the Prussians will send Corps D to Saxony",
])
def test_another_nations_corps_named_in_a_sentence_is_never_ours(text):
    orders, sheet = read(text, nation="Austria", state=WAR)
    assert orders == [] and sheet.problems
