"""Issue 22, round 5: ships named by what and where they are ('The Pirate Squadron (our two frigates in
Pirates' Sound)', 'the squadron in Pirates' Sound'), attacking 'there' (the sea they were named in or went
to), 'both galleons', 'again', and an attack said in a clause of its own after a voyage ('... goes to the
Fondue Sea and the two fleets attack Crimsonia there')."""

import pytest

from tests.succheesion.helpers import read


SAID = [
    ("Maustria", "The galleon in Ricotta Lagoon goes to the Fondue Sea to join the blockade and the two fleets attack "
                 "Crimsonia there.", ["1 Galleon 14 -> 13", "attack Crimsonia in 13"]),
    ("Crimsonia", "Both galleons in the Fondue Sea attack the Maustrian fleet there.", ["attack Maustria in 13"]),
    ("Crimsonia", "the galleons attack Maustria in the Fondue Sea again.", ["attack Maustria in 13"]),
    ("Dunbarra", "Our two frigates sail from Pirates' Sound to the Gorgonzola Ocean and then to Brie Bight, and the "
                 "frigates attack Berdain there.", ["2 Frigates 52 -> 50 -> 51", "attack Berdain in 51"]),
    ("Dunbarra", "Our frigates in Pirates' Sound attack Berdain there", ["attack Berdain in 52"]),
    ("Dunbarra", "The Pirate Squadron (our two frigates in Pirates' Sound) goes to the Gorgonzola Ocean.",
     ["2 Frigates 52 -> 50"]),
    ("Dunbarra", "The squadron in Pirates' Sound sails to the Gorgonzola Ocean.", ["2 Frigates 52 -> 50"]),
    ("Dunbarra", "Our fleet in Pirates' Sound sails to Brie Bight via the Gorgonzola Ocean",
     ["2 Frigates 52 -> 50 -> 51"]),
    ("Berdain", "The navy in Brie Bight sails to Stilton Sound.", ["1 Frigate 51 -> 61"]),
]


@pytest.mark.parametrize("nation, text, orders", SAID, ids=[t[:60] for _, t, _ in SAID])
def test_ships_named_by_what_and_where_they_are(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


def test_a_fleet_of_two_kinds_named_without_them_is_asked():
    shown, sheet = read("Maustria", "The fleet in the Fondue Sea sails to Ricotta Lagoon")
    assert shown == [] and "which ships?" in sheet.problems[0].reason     # the reader's own question, with each reading
    assert set(sheet.problems[0].choices) == {"2 Frigates and 1 Galleon 13 -> 14", "2 Frigates 13 -> 14",
                                              "1 Galleon 13 -> 14"}


def test_there_with_no_sea_before_it_is_asked():
    shown, sheet = read("Berdain", "Build 1 Infantry in Berdain, and the frigates attack Dunbarra there")
    assert "attack Dunbarra" not in " ".join(shown) and sheet.problems
