"""An EiA decision's key is built part by part (`Key`), each name with underscores for its spaces, so
that it reads as docs/rules/eia.md lists the keys and as the answers stored in earlier games."""

from engine.rulesets.eia.decisions import Key, key_part


def test_a_key_writes_each_name_with_underscores():
    assert Key.of("ump", "Great Britain", "active").text == "ump.Great_Britain.active"
    assert key_part("  Great   Britain ") == "Great_Britain"


def test_a_key_grows_from_its_base_as_the_step_goes_on():
    base = Key.of("land", "Upper Bavaria")
    assert base.at("day2", "result").text == "land.Upper_Bavaria.day2.result"
    assert base.at("sortie").at("retire", "Great Britain").text == "land.Upper_Bavaria.sortie.retire.Great_Britain"
    assert f"--decide {base.at('losses')}=1-2" == "--decide land.Upper_Bavaria.losses=1-2"


def test_a_sea_battles_keys_name_the_sea_and_the_fleets_sailing_together():
    base = Key.of("sea", "Western Mediterranean", "_and_".join(["France fleet Toulon", "France fleet Cartagena"]))
    assert base.at("winner").text == \
        "sea.Western_Mediterranean.France_fleet_Toulon_and_France_fleet_Cartagena.winner"
