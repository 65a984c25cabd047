"""Issue 22: EiA moves typed on a phone: corps numbered in arabic figures or ordinals ('corps 2', 'corp 1',
'2nd corps', '1st corps:'), the kind of a nation's only corps of that kind ('cav corps'), and places
listed with spaces for dashes ('corps 1 rhineland thuringia') or a '2' for 'to'; a list whose words are
not all places is refused, never guessed."""

import pytest

from engine.rulesets import ruleset
from engine.rulesets.eia.orders import MoveCorps, OutflankingForce, Standing
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation, step):
    board, state = position("eia", step)
    sheet = RULES.parse_orders(text, nation, state, board)
    return list(sheet.orders), [p.reason for p in sheet.problems]


@pytest.mark.parametrize("nation, step, text, corps, path", [
    ("France", "france-land", "corps 1 rhineland thuringia franconia", "I", ("rhineland", "thuringia", "franconia")),
    ("France", "france-land", "Corps 2 Alsace Baden Wurttemberg", "II", ("alsace", "baden", "wurttemberg")),
    ("Turkey", "turkey-land", "corp 2 bulgaria 2 serbia", "II", ("bulgaria", "serbia")),
    ("Austria", "austria-land", "corps 3 vienna moravia", "III", ("vienna", "moravia")),
    ("Russia", "russia-land", "corps 2 volhynia 2 lemberg", "II", ("volhynia", "lemberg")),
    ("Prussia", "prussia-land", "1st corps: Brandenburg - Saxony", "I", ("brandenburg", "saxony")),
    ("France", "france-land", "2nd corps: Alsace - Baden", "II", ("alsace", "baden")),
    ("Austria", "austria-land", "3rd corps: Vienna - Moravia", "III", ("vienna", "moravia")),
    ("France", "france-land", "cav corps: Lorraine - Alsace", "Cav I", ("lorraine", "alsace")),
    ("Austria", "austria-land", "corps 2: Tyrol - Bavaria", "II", ("tyrol", "bavaria")),
    ("France", "france-land", "3rd corps picardy flanders", "III", ("picardy", "flanders")),
    ("Prussia", "prussia-land", "corps 2 to saxony", "II", ("silesia", "saxony")),
])
def test_a_corps_numbered_in_figures_with_places_listed_without_dashes_moves(nation, step, text, corps, path):
    assert read(text, nation, step) == ([MoveCorps(nation=nation, corps=corps, path=path)], [])


def test_several_phone_moves_on_one_line_cut_at_full_stops():
    orders, problems = read("turk land. corps 2 bulgaria 2 serbia. corp 1 stays", "Turkey", "turkey-land")
    assert (orders, problems) == ([MoveCorps(nation="Turkey", corps="II", path=("bulgaria", "serbia"))], [])


@pytest.mark.parametrize("nation, step, text", [
    ("France", "france-land", "corps 1 rhineland thuringia soon"),        # 'soon' is no place
    ("France", "france-land", "corps 7 rhineland thuringia"),              # France has no corps VII
    ("Austria", "austria-land", "cav corps bavaria tyrol fast"),
])
def test_a_phone_list_that_is_not_all_places_or_names_no_corps_is_refused(nation, step, text):
    orders, problems = read(text, nation, step)
    assert not orders and problems


def test_a_kind_the_nation_has_several_of_is_not_guessed():
    # Russia has one guard corps and the Cossacks; 'cav corps' names none of them
    orders, problems = read("cav corps: Podolia - Kherson", "Russia", "russia-land")
    assert not orders and problems


def standing(nation, kind, answer):
    return Standing(nation=nation, kind=kind, answer=answer)


@pytest.mark.parametrize("nation, text, orders", [
    ("Turkey", "stdg guard: commit\nstdg surr: fight on",
     [standing("Turkey", "guard", "commit"), standing("Turkey", "surrender", "fight on")]),
    ("France", "Stndg surr.: surrender", [standing("France", "surrender", "surrender")]),
    ("Austria", "std. guard: hold", [standing("Austria", "guard", "hold")]),
    ("Prussia", "stdg further days: withdraw", [standing("Prussia", "further days", "withdraw")]),
    ("Russia", "STDG SURR: NEVER", [standing("Russia", "surrender", "fight on")]),
    ("Spain", "stand. surr: fight on", [standing("Spain", "surrender", "fight on")]),
    ("Spain", "surr: fight on", [standing("Spain", "surrender", "fight on")]),
    ("Great Britain", "stdg gd: commit", [standing("Great Britain", "guard", "commit")]),
])
def test_a_standing_answer_written_short_is_read(nation, text, orders):
    assert read(text, nation, "start") == (orders, [])


def test_a_short_standing_line_that_does_not_read_is_refused_never_dropped():
    orders, problems = read("stdg surr: maybe", "Turkey", "start")
    assert not orders and problems
    orders, problems = read("stdg xyz: fight on", "Turkey", "start")
    assert not orders and problems


@pytest.mark.parametrize("nation, text, kind, answer", [
    ("Spain", "standing surrender: surrender (no Saragossa this time)", "surrender", "surrender"),
    ("Austria", "standing guard: hold (no guard)", "guard", "hold"),
    ("France", "standing guard: commit (the Emperor wants no half measures)", "guard", "commit"),
    ("Prussia", "standing surrender: fight on (not one more city given up)", "surrender", "fight on"),
    ("Russia", "standing further days: withdraw [no more Eylaus]", "further days", "withdraw"),
    ("Turkey", "Standing guard: hold (not this month, the Janissaries are restless)", "guard", "hold"),
    ("Great Britain", "standing surrender: never (Gibraltar holds)", "surrender", "fight on"),
])
def test_a_remark_beside_a_strict_standing_answer_is_set_aside(nation, text, kind, answer):
    assert read(text, nation, "start") == ([standing(nation, kind, answer)], [])


@pytest.mark.parametrize("text", [
    "standing surrender: surrender (never)",
    "standing guard: commit (no, hold)",
    "standing surrender: fight on (only if Berlin is besieged)",
    "standing further days: fight (or withdraw)",
    "standing guard: commit (no)",
])
def test_a_note_giving_another_answer_or_a_condition_is_refused(text):
    orders, problems = read(text, "Prussia", "start")
    assert not orders and problems


@pytest.mark.parametrize("text, carried", [
    ("fleet Baltic: St Petersburg - Gulf of Finland - Baltic Sea carrying corps Guard I (8 ships)", "Guard I"),
    ("fleet Baltic: St Petersburg - Gulf of Finland - Baltic Sea - Livonia carrying Guard I corps [8 ships; "
     "the Guard lands at Riga to watch the coast]", "Guard I"),
])
def test_a_remark_after_a_carried_corps_is_set_aside(text, carried):
    orders, problems = read(text, "Russia", "russia-naval")
    assert problems == [] and [o.carrying for o in orders] == [carried]


@pytest.mark.parametrize("text, unknown", [
    ("Corps II goes from Alsace to Baden then on to Wurtemburgh.", "Wurtemburgh"),
    ("Corps I marches from Rhineland to Thuringa then in Franconia.", ""),    # a place between the ends misspelt
])
def test_a_move_that_goes_on_to_a_place_not_read_is_refused_never_cut_short(text, unknown):
    orders, problems = read(text, "France", "france-land")
    assert not orders and problems and unknown in problems[0]


@pytest.mark.parametrize("text, path", [
    ("Le corps I marche de Rhénanie en Thuringe puis en Franconie.", ("rhineland", "thuringia", "franconia")),
    ("Corps I marches from Rhineland to Thuringia then in Frankonia.", ("rhineland", "thuringia", "franconia")),
    ("Corps I marches from Rhineland to Thuringia, then into Frankonia", ("rhineland", "thuringia", "franconia")),
    ("Corps III marches from Picardy to Flanders and then to Hollandd.", ("picardy", "flanders", "holland")),
    ("The cavalry rides from Lorraine to Alsace then in Swizerland.", ("lorraine", "alsace", "switzerland")),
])
def test_a_move_that_goes_on_to_a_misspelt_end_is_read_whole_by_meaning_never_cut_short(text, path):
    orders, problems = read(text, "France", "france-land")
    assert problems == [] and [o.path for o in orders] == [path]


@pytest.mark.parametrize("text, path", [
    ("Corps II marches from Alsace to Baden in good order.", ("alsace", "baden")),
    ("Corps II marches from Alsace to Baden in Napoleon's name.", ("alsace", "baden")),
])
def test_words_after_a_move_that_name_no_place_leave_it_whole(text, path):
    assert read(text, "France", "france-land") == ([MoveCorps(nation="France", corps="II", path=path)], [])


@pytest.mark.parametrize("nation, step, text, corps, path", [
    ("France", "france-land", "Le IIe corps : Alsace - Bade.", "II", ("alsace", "baden")),
    ("France", "france-land", "1er corps : Rhénanie - Thuringe", "I", ("rhineland", "thuringia")),
    ("France", "france-land", "le 3e corps: Picardie - Flandre", "III", ("picardy", "flanders")),
    ("Austria", "austria-land", "Das II. Korps: Tirol - Bayern", "II", ("tyrol", "bavaria")),
    ("Spain", "spain-land", "El 1º cuerpo: Madrid - Aragon", "I", ("madrid", "aragon")),
    ("Austria", "austria-land", "Il III corpo: Vienna - Moravia", "III", ("vienna", "moravia")),
    ("France", "france-land", "The 2nd Corps marches from Alsace to Baden.", "II", ("alsace", "baden")),
])
def test_a_corps_numbered_as_another_language_writes_its_ordinal_moves(nation, step, text, corps, path):
    assert read(text, nation, step) == ([MoveCorps(nation=nation, corps=corps, path=path)], [])


def test_an_ordinal_the_nation_has_no_corps_of_is_refused():
    orders, problems = read("Le Ve corps : Alsace - Bade.", "France", "france-land")
    assert not orders and problems


@pytest.mark.parametrize("nation, text, corps", [
    ("Austria", "Whenever our chit is outflank, the outflanking force is the Second Corps and the cavalry.",
     ("II", "Cav I")),
    ("France", "The outflanking force will be the Third Corps.", ("III",)),
    ("France", "If we outflank, the cavalry and the Second Corps go round.", ("Cav I", "II")),
    ("Russia", "Should we outflank, the Cossacks and the First Corps make the outflanking force.", ("Cossacks", "I")),
    ("Austria", "Our outflanking force, should we need one: two corps, the First and the Second.", ("I", "II")),
    ("Prussia", "When we outflank, our Second Corps goes round the flank.", ("II",)),
])
def test_an_outflanking_force_of_corps_named_by_number_in_words_or_kind_is_read(nation, text, corps):
    assert read(text, nation, "start") == ([OutflankingForce(nation=nation, corps=corps)], [])
