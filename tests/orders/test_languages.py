"""One table of order words per language (engine.words.languages): both translators take their words from it,
so a word means one English thing wherever it is read ('recrute' is build); whole orders in French, German,
Spanish, Italian, Dutch and Polish read in every ruleset as their English does."""

import pytest

from engine.rulesets import ruleset
from engine.words import foreign, foreign_phrases
from engine.words.languages import LANGUAGES, conflicts, words_of
from tests.corpus.positions import position


def test_no_word_means_two_things_in_the_languages_read_together():
    assert conflicts() == []


@pytest.mark.parametrize("word, english", [("recrute", "build"), ("recluta", "build"), ("arruola", "build"),
                                           ("rekrutiert", "build"), ("reste", "stays"), ("bleibt", "stays"),
                                           ("attaque", "attacks"), ("attacca", "attacks")])
def test_both_translators_give_a_word_the_english_of_its_language_table(word, english):
    assert foreign.WORDS[word] == english
    assert foreign_phrases.in_english(f"A {word} Bayern") == f"A {english} Bayern"


def test_every_language_has_its_table_of_words_and_phrases():
    assert [language.name for language in LANGUAGES] == ["French", "German", "Spanish", "Italian", "Portuguese", "Dutch",
                                                         "Polish",
                                                         "Danish, Norwegian and Swedish"]
    for language in LANGUAGES:
        said = words_of(language)
        assert {"build", "buy", "attack"} & set(said.values()), language.name
        assert any(" " in phrase for phrase in language.phrases), language.name


CASES = [
    ("napoleonic", "France", "start", "build 2 infantry in Paris", [
        "Construire 2 infanterie à Paris", "Baue 2 Infanterie in Paris", "Construir 2 infantería en París",
        "Costruire 2 fanteria a Parigi", "Bouw 2 infanterie in Parijs", "Zbuduj 2 piechoty w Paryżu"]),
    ("napoleonic", "France", "spring-1805-war", "C - Holland", [
        "Le corps C marche sur la Hollande", "Korps C marschiert nach Holland", "El cuerpo C marcha a Holanda",
        "Il corpo C marcia verso l'Olanda", "Korps C marcheert naar Holland", "Korpus C maszeruje do Holandii"]),
    ("classic", "France", "start", "3 armies 21 -> 27", [
        "3 armées de 21 à 27", "3 Armeen von 21 nach 27", "3 ejércitos de 21 a 27", "3 eserciti da 21 a 27",
        "3 legers van 21 naar 27", "3 armie z 21 do 27"]),
    ("classic", "France", "start", "buy 2 armies in 21", [
        "Acheter 2 armées en 21", "Kaufe 2 Armeen in 21", "Compra 2 ejércitos en 21", "Compra 2 eserciti in 21",
        "Koop 2 legers in 21", "Kup 2 armie w 21"]),
    ("succheesion", "Crimsonia", "start", "4 units 9 -> 8", [
        "4 unités de 9 à 8", "4 Einheiten von 9 nach 8", "4 unidades de 9 a 8", "4 unità da 9 a 8",
        "4 eenheden van 9 naar 8", "4 jednostki z 9 do 8"]),
    ("succheesion", "Crimsonia", "start", "build 1 Infantry in 12", [
        "Construire 1 infanterie en 12", "Baue 1 Infanterie in 12", "Construir 1 infantería en 12",
        "Costruire 1 fanteria in 12", "Bouw 1 infanterie in 12", "Zbuduj 1 piechotę w 12"]),
    ("eia", "Spain", "start", "ally with France", [
        "Alliance avec la France", "Bündnis mit Frankreich", "Alianza con Francia", "Alleanza con la Francia",
        "Bondgenootschap met Frankrijk", "Sojusz z Francją"]),
    ("eia", "Spain", "start", "declare war on Portugal", [
        "Déclare la guerre au Portugal", "Kriegserklärung an Portugal", "Declara la guerra a Portugal",
        "Dichiara guerra al Portogallo", "Spanje verklaart Portugal de oorlog", "Wypowiada wojnę Portugalii"]),
    ("eia", "Austria", "austria-land", "corps II: Tyrol - Switzerland", [
        "Le IIe corps marche du Tyrol en Suisse", "Das II. Korps marschiert von Tirol in die Schweiz",
        "El cuerpo II marcha del Tirol a Suiza", "Il corpo II marcia dal Tirolo alla Svizzera",
        "Korps II marcheert van Tirol naar Zwitserland", "Korpus II maszeruje z Tyrolu do Szwajcarii"]),
]


@pytest.mark.parametrize("rules_id, nation, where, meant, line",
                         [(r, n, w, m, line) for r, n, w, m, lines in CASES for line in lines])
def test_a_whole_order_in_each_language_reads_as_its_english_in_every_ruleset(rules_id, nation, where, meant, line):
    rules = ruleset(rules_id)
    board, state = position(rules_id, where)
    sheet = rules.parse_orders(line, nation, state, board)
    assert sheet.problems == ()
    assert rules.format_orders(list(sheet.orders), state, board).strip() == meant


MORE = [
    ("napoleonic", "France", "start", "declare war on Austria", [
        "Frankreich erklärt Österreich den Krieg.", "Erkläre Österreich den Krieg"]),
    ("napoleonic", "France", "start", "peace with Austria", [
        "Faire la paix avec l'Autriche", "Hacer la paz con Austria", "Fare la pace con l'Austria"]),
    ("napoleonic", "France", "spring-1805-war", "C holds", ["C bleibt stehen.", "Korps C bleibt stehen"]),
    ("napoleonic", "France", "spring-1805-war", "C - Holland", [
        "C nach Holland", "C vers la Hollande, s'il vous plaît", "C hacia Holanda"]),
    ("succheesion", "Crimsonia", "start", "build 1 Militia in 12", [
        "Costruire 1 milizia in 12", "Construir 1 milicia en 12", "Baue 1 Miliz in 12", "Zbuduj 1 milicję w 12",
        "Construire 1 milice en 12"]),
    ("classic", "France", "start", "3 armies 21 -> 27", [
        "3 armate da 21 a 27", "3 Armeen 21 -> 27, bitte", "3 ejércitos de 21 a 27, por favor",
        "3 eserciti da 21 a 27 per favore"]),
]


@pytest.mark.parametrize("rules_id, nation, where, meant, line",
                         [(r, n, w, m, line) for r, n, w, m, lines in MORE for line in lines])
def test_war_said_the_german_way_peace_made_militia_and_please_in_each_language(rules_id, nation, where, meant, line):
    rules = ruleset(rules_id)
    board, state = position(rules_id, where)
    sheet = rules.parse_orders(line, nation, state, board)
    assert sheet.problems == ()
    assert rules.format_orders(list(sheet.orders), state, board).strip() == meant
