"""A short answer naming a nation or a place ('Spain, yes.', 'Yes, Prussia', 'Baden: no') to a question that is
not on its line: asked, never dropped as chatter. The reading is every ruleset's (engine.words.answers); napoleonic
keeps no table of its own for it."""

from __future__ import annotations

from engine.words.answers import answer_naming, refuse_answer

__all__ = ["answer_naming", "refuse_answer"]
