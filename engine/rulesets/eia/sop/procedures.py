"""Seed 002's standing procedures as the answers to the core's choices (engine/rulesets/eia/choices.py):
one function per kind of choice, each calling the procedure of land.py, naval.py or replacement.py
with the choice's facts, the game's dice and the module's parameters."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.rulesets.eia import choices as c
from engine.rulesets.eia import geography as geo
from engine.rulesets.eia.sop import land, naval, replacement
from engine.rulesets.eia.sop.params import sop_params
from engine.rulesets.eia.sop.picks import shuffle

if TYPE_CHECKING:
    from engine.rulesets.eia.work import Work

Procedure = Callable[[Any, "Work"], Any]

PROCEDURES: dict[type[c.Choice[Any]], Procedure] = {
    # 19.1.1, the naval phase
    c.CarryingFleet: lambda ch, w: naval.carrying_fleet(ch.stack, w.dice),
    c.InterceptionAttempt: lambda ch, w: naval.tries_interception(ch.ships, ch.enemy_ships),
    c.Evasion: lambda ch, w: naval.evades(ch.ships, ch.enemy_ships),
    c.NavalPursuit: lambda ch, w: naval.VICTORS_PURSUE_AT_SEA,
    c.NavalRetreat: lambda ch, w: naval.naval_retreat(ch.start, geo.sea_graph(ch.board), ch.ports, w.dice,
                                                      sop_params(w.params).naval_retreat_reach),
    # 19.1.2, the land phase
    c.CombatOrder: lambda ch, w: shuffle(ch.areas, w.dice, "the order of land combats"),
    c.RetreatBeforeCombat: lambda ch, w: land.retreats_before_combat(ch.corps),
    c.RetireIntoCity: lambda ch, w: land.retires_into_city(ch.defenders, ch.attackers, ch.capacity),
    c.Reinforcing: lambda ch, w: land.REINFORCEMENT_ALWAYS_TRIED,
    c.Artillery: lambda ch, w: land.ARTILLERY_ALWAYS_USED,
    c.Outflankers: lambda ch, w: land.outflanking_force(ch.force, w.dice),
    c.Commander: lambda ch, w: land.commander(ch.candidates, w.dice),
    c.Pursuit: lambda ch, w: land.VICTORS_ALWAYS_PURSUE,
    c.LandRetreat: lambda ch, w: land.retreat_area(ch.distances, w.dice, ch.name),
    c.Sortie: lambda ch, w: land.sorties(ch.factors),
    c.HonorsAsked: lambda ch, w: land.asks_honors_of_war(ch.nation, sop_params(w.params).no_honors_of_war),
    # 19.2, replacing players
    c.UmpActive: lambda ch, w: replacement.UMP_ACTIVE,
    c.TakeoverMonth: lambda ch, w: replacement.next_economic_month(ch.month, ch.economic_months),
    c.AllianceLock: lambda ch, w: sop_params(w.params).alliance_lock_months,
}
