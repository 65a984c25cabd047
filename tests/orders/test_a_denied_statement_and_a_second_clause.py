"""Issue 22, round 17: two misreads of an unseen writer's text (fresh23).

- A correction's reason that denies a statement ('scratch that, Randomia is not at war with us') is no 'X, not Y'
  taking a name back: before, it took 'war' back from an earlier peace line and left the corrected move standing.
- A clause that does not read before a strong joint (', and') is never passed over for the move read after it: 'my
  frigates stay in Pirates' Sound and blockade it, and the three lads in Dunbarra march to Skerries' read the march
  alone, the blockade dropped with nothing said."""

import pytest

from engine.words.clauses import not_instead
from tests.orders.bundled import sheet_of, written


@pytest.mark.parametrize("said", [
    "Randomia is not at war with us",
    "the Austrians are not our enemies",
    "it was not my idea",
    "they do not move this turn",
    "Bavaria is not worth the trouble",
])
def test_a_denied_statement_takes_no_name_back(said):
    assert not_instead(said) is None


@pytest.mark.parametrize("said, old", [
    ("A goes to Saxony, not Mecklenburg", "Mecklenburg"),
    ("E should go to Burgundy not Champagne", "Champagne"),
    ("the 3 armies from 58 go to 57, not 55", "55"),
])
def test_a_name_taken_back_is_still_read(said, old):
    got = not_instead(said)
    assert got is not None and got[1] == old


@pytest.mark.parametrize("reason", [
    "Randomia is not at war with us",
    "Randomia is not our enemy",
    "the war is not with Randomia",
])
def test_a_retraction_with_a_denied_reason_takes_back_the_line_before(reason):
    text = ("Please make peace with Dunbarra (the war costs us too much).\n"
            "2 units 39 -> 15, to visit Randomia.\n"
            f"Actually scratch that, {reason}.\n")
    sheet = sheet_of("succheesion", "Berdain", "start", text)
    got = written("succheesion", "start", sheet)
    assert "2 units 39 -> 15" not in got and "make peace with Dunbarra" in got, (got, sheet.problems)


@pytest.mark.parametrize("line", [
    "My frigates will stay in Pirates' Sound and blockade it, and the three lads in Dunbarra march to Skerries.",
    "Our ships keep to Pirates' Sound and harry it, and the 3 units in Dunbarra march to Skerries.",
    "The frigates linger in Pirates' Sound and watch it; the three lads in Dunbarra march to Skerries.",
])
def test_a_clause_unread_before_a_strong_joint_is_never_passed_over(line):
    sheet = sheet_of("succheesion", "Dunbarra", "start", line)
    got = written("succheesion", "start", sheet)
    assert sheet.problems or "blockade 52 with the fleet in 52" in got, (got, sheet.chatter)
