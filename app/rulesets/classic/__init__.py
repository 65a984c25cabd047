"""The classic ruleset in the window: how it is drawn (`drawing`) and its part of the orders panel (`orders`)."""
