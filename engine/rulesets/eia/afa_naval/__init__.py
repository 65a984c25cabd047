"""Module afa_naval (seed 003, the AFA supplement): shipyards, naval stores, prizes, fleets at sea,
the fortified-port attack and the political ledger, as typed state and pure functions."""
