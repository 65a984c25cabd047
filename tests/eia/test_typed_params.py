"""The house rules the EiA core and module eia_sop read are typed views of the game's parameters
(`core_params`, `sop_params`): every core parameter has its typed field, and each view reads the
defaults and a GM's values as they are."""

import msgspec

from engine.rulesets.eia.params import DEFAULTS, SOP_PARAMS, CoreParams, core_params
from engine.rulesets.eia.sop.params import SopParams, sop_params


def test_every_core_parameter_has_a_typed_field():
    assert set(CoreParams.__struct_fields__) == set(DEFAULTS)


def test_the_typed_views_read_the_defaults_as_they_are():
    assert msgspec.json.decode(msgspec.json.encode(core_params(DEFAULTS))) == DEFAULTS
    assert set(SopParams.__struct_fields__) <= set(SOP_PARAMS)
    read = msgspec.json.decode(msgspec.json.encode(sop_params(SOP_PARAMS)))
    assert read == {k: SOP_PARAMS[k] for k in SopParams.__struct_fields__}


def test_a_house_allowance_set_by_the_gm_is_read():
    house = core_params({**DEFAULTS, "land_move_allowance": 4, "power_order": ["France", "Austria"]})
    assert (house.land_move_allowance, house.power_order) == (4, ("France", "Austria"))


def test_a_game_written_before_module_eia_sop_had_austria_makes_no_insurrection_interruption():
    assert sop_params({k: v for k, v in SOP_PARAMS.items() if k != "austria"}).austria is None
