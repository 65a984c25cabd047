"""A player leaving and his replacement said in French, German, Spanish, Italian, Dutch or Polish ('lo sostituisce
Karl', 'Karl le remplace', 'Der Spieler Franz verlässt das Spiel'): read as the English is, both changes of a
sentence kept, none dropped in silence (issue 22)."""

import pytest

from tests.orders.bundled import checked

LEAVES, JOINS = "player leaves: Franz", "replacement player: Karl"


@pytest.mark.parametrize("text, expected", [
    ("Ordini dell'Austria: il giocatore Franz lascia la partita (player leaves: Franz); lo sostituisce Karl.",
     [LEAVES, JOINS]),
    ("Il giocatore Franz lascia la partita e lo sostituisce Karl.", [LEAVES, JOINS]),
    ("Il nuovo giocatore è Karl.", [JOINS]),
    ("Franz è sostituito da Karl.", [JOINS]),
    ("Le joueur Franz quitte la partie; Karl le remplace.", [LEAVES, JOINS]),
    ("Franz est remplacé par Karl.", [JOINS]),
    ("Nouveau joueur: Karl", [JOINS]),
    ("Der Spieler Franz verlässt das Spiel, Karl ersetzt ihn.", [LEAVES, JOINS]),
    ("Spieler Franz hört auf; Karl übernimmt.", [LEAVES, JOINS]),
    ("Der neue Spieler ist Karl.", [JOINS]),
    ("El jugador Franz deja la partida; lo sustituye Karl.", [LEAVES, JOINS]),
    ("Franz es sustituido por Karl.", [JOINS]),
    ("Speler Franz verlaat het spel; Karl vervangt hem.", [LEAVES, JOINS]),
    ("Gracz Franz opuszcza grę, zastępuje go Karl.", [LEAVES, JOINS]),
    ("Nowy gracz: Karl", [JOINS]),
    # the same shapes in English
    ("Franz leaves the game and Karl replaces him.", [LEAVES, JOINS]),
    ("Franz leaves the game, the new player is Karl.", [LEAVES, JOINS]),
    ("Franz quits the game; his replacement is Karl.", [LEAVES, JOINS]),
    ("Franz leaves the game; we have no one to replace him yet.", [LEAVES]),
])
def test_a_player_change_in_another_language_reads_as_in_english(text, expected):
    orders, sheet = checked("eia", "Austria", "start", text)
    assert sheet.problems == ()
    assert orders == expected


def test_a_name_ends_at_a_comma():
    """'..., Karl ersetzt ihn' put in English in part ('Spiel, Karl replaces him') gave a player 'Spiel Karl'."""
    orders, _ = checked("eia", "Austria", "start", "Der Spieler Franz verlässt das Spiel, Karl ersetzt ihn.")
    assert "replacement player: Spiel Karl" not in orders


@pytest.mark.parametrize("text", [
    "Franz quits, Karl replaces him",                 # Franz's leaving said without 'game': asked, not dropped
    "il giocatore Franz fa qualcosa; lo sostituisce Karl.",
])
def test_a_replacement_never_covers_the_clause_before_it(text):
    orders, sheet = checked("eia", "Austria", "start", text)
    assert sheet.problems or len(orders) == 2, orders
