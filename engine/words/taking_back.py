"""The words a player takes a line back with, in one place: 'scratch that', 'never mind', 'forget the edit',
'No wait, ...', 'cancel the build'. Every reader that meets them imports them from here.

The readers do not all ask the same thing of these words, so the lexicon keeps named subsets, each for one
question, and says why it differs from the others:

- WITHDRAW_VERBS: the verbs of withdrawing ('cancel', 'scrap', ...): a sentence opening with one takes back
  (engine.words.prose), with the first words of a 'no' that says nothing more (`FIRST_WORDS`);
- WITHDRAWN_WHOLE: a phrase that withdraws the order before it when nothing follows ('Cancel that.');
- LINE_ABOVE / UNDO_EDIT: a verb with what it withdraws ('ignore the line above', 'forget the edit');
- KIND_VERBS: the verbs of 'cancel the build', tried in this order on a clause's start;
- DONT: what a correction says when it takes the order before back whole ('on second thought, don't');
- SAID_AGAIN: corrections that give an order again in place of the one before (a mere 'sorry' or 'oops'
  may open manners, so it is none), `SAID_AGAIN_SHORT` the short list the sheet uses for a line corrected
  at once ('... no wait thats prussian. B h');
- SAYS_THAT_AGAIN: the 'no, ...' that a thought is taken back with before a stay (engine.words.thought_back);
- PIECE_TAKEN_BACK: openings of a piece that takes the piece before it back (engine.words.coded);
- OPENS_TAKING_BACK: openings of a sentence that takes the line before back, talk included ('Never mind.');
- NO_GOES_ON: the words after a 'no' that make it a correction, not an order said with 'no'
  ('No wait, ...' against 'No attack on Bavaria').
"""

from __future__ import annotations

# The verbs that withdraw an order, in the order cancelled_kinds tries them ('forget ' before 'forget about ').
KIND_VERBS = ("cancel ", "forget ", "drop ", "scrap ", "scratch ", "strike ", "remove ", "delete ", "ignore ", "no ",
              "disregard ", "undo ", "forget about ")
# A sentence opening with one of these takes back what came before it ("No. Ignore that.").
FIRST_WORDS = frozenset("no nope nah not ignore scratch scrap cancel delete skip forget disregard strike undo belay drop"
                        .split())
# Corrections that withdraw the order before them when nothing follows ('Cancel that.').
WITHDRAWN_WHOLE = frozenset(("never mind that", "forget it", "cancel it", "undo that", "scratch it", "strike it",
                             "scratch that", "ignore that", "forget that", "cancel that", "strike that", "scrap that",
                             "disregard that", "belay that"))
# Corrections that take back the orders of the line above them, whatever they are.
LINE_ABOVE = frozenset(f"{verb} {what}" for verb in ("ignore", "disregard", "scratch", "strike", "delete", "forget",
                                                        "cancel", "scrap", "drop", "remove")
                       for what in ("the line above", "the above", "the previous line", "the last line",
                                    "the line before", "previous line", "line above", "the order above",
                                    "the orders above", "the previous order", "the last order", "above"))
# Corrections that take back the last correction ('EDIT2: forget the edit, B goes to Prague after all').
UNDO_EDIT = frozenset(f"{verb} {what}" for verb in ("forget", "ignore", "scratch", "cancel", "undo", "disregard", "drop",
                                                     "scrap", "strike")
                      for what in ("the edit", "my edit", "the last edit", "my last edit", "the correction",
                                   "my correction", "the last correction", "that edit", "the change", "my change",
                                   "the first edit", "edit 1", "edit1"))
# What a correction says when it takes the order before back whole ('on second thought, don't.'); 'not that'
# is not one: it may mean 'not that one' (asked)
DONT = frozenset(("don't", "dont", "do not", "don't do it", "do not do it", "don't do that", "never mind",
                  "forget it", "cancel it", "scrap it", "drop it", "no", "nope", "skip it", "don't bother"))
# Corrections that give an order again in place of the one before ('sorry', 'oops' may open manners).
SAID_AGAIN_SHORT = frozenset(("no", "no wait", "wait", "nah", "nope", "scratch that", "i mean", "i meant"))
SAID_AGAIN = SAID_AGAIN_SHORT | frozenset(("actually", "make that", "correction", "rather", "instead"))
# The corrections that take what was just said back ('no, ...', 'wait, ...') before a stay.
SAYS_THAT_AGAIN = frozenset(("no,", "no -", "no:", "no.", "no \u2014", "no \u2013", "no wait", "wait")) | WITHDRAWN_WHOLE
# What opens a piece that takes the piece before it back, whose reading is then the corrections' (engine.words.sheet).
PIECE_TAKEN_BACK = ("scratch that", "scratch it", "no wait", "i mean", "i meant", "actually", "ignore that",
                    "forget that", "cancel that", "make that", "make it", "correction", "strike that", "scrap that",
                    "disregard that")
# Openings of a sentence that takes back what came before it ('No wait, the giants live there.', 'Never mind.').
OPENS_TAKING_BACK = ("no wait", "no, wait", "wait,", "wait ", "never mind", "nevermind", "no,", "no.", "no!", "nope",
                     "scratch that", "forget it", "forget that", "oops", "hmm, no", "on second thought")
# Words after 'no' that make it a correction ('No wait, ...'), not an order said with 'no'.
# The heads of a correction that says the order again, changed ('make it 1 army 80 -> 42', 'change that to Baden').
CHANGED_TO = ("make that ", "make it ", "change that to ", "change it to ")
NO_GOES_ON = frozenset("wait sorry actually no scratch cancel forget hang".split())
