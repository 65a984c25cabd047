"""The arguments of the trust verbs: dice committed and verified, rulings kept as cases (their code
is in app/cli/dice_verbs.py and app/cli/case_verbs.py, imported when one runs)."""

from __future__ import annotations

from pathlib import Path

from app.cli.lazy import Verbs

dice_verbs = Verbs("app.cli.dice_verbs")
case_verbs = Verbs("app.cli.case_verbs")
DOCS = "docs/cli.md, 'Dice anyone can verify'"


def add_parsers(sub) -> None:
    v = sub.add_parser("commit", help="draw and commit the dice seed of the coming resolution (a hash to post)",
                       description="Draw a secret seed for the current turn, keep it in the game file and print "
                                   "a line to paste in the thread before the deadline: the sha256 of "
                                   "'berthier-dice-v1:GAME:TURN:SEED:SALT'. `resolve` then uses that seed, and "
                                   f"the turn's update reveals it. See {DOCS}.")
    v.add_argument("game", type=Path)
    v.add_argument("--again", action="store_true",
                   help="replace the commitment of this turn by a new one (needs --reason; the update shows both)")
    v.add_argument("--reason", default="", help="why the dice are committed again (told to the players)")
    v.set_defaults(run=dice_verbs.commit)

    v = sub.add_parser("verify", help="recompute a turn's rolls from the game file, or check an update's seed",
                       description="With a game file: resolve each resolved turn again (or --turn) from its "
                                   "stored position, orders and dice, and say whether every roll, event and the "
                                   "state after match, and whether the committed seed was used. With a public "
                                   "update (text): check that the seed it reveals hashes to the commitment. "
                                   f"Exit 1 if anything differs. See {DOCS}.")
    v.add_argument("file", type=Path, help="a game file, or a turn's public update as text")
    v.add_argument("--turn", help="with a game file: only this turn ('Fall 1805', 'Turn 5' or a number)")
    v.add_argument("--commitment", metavar="HASH",
                   help="with an update: the sha256 the GM posted before the deadline")
    v.set_defaults(run=dice_verbs.verify)

    v = sub.add_parser("case", help="keep a resolved turn as a rule case, or replay cases against the rules",
                       description="berthier case save GAME --turn T NAME writes the turn as a case file (the "
                                   "position, the orders, the dice, the outcome, your ruling); berthier case "
                                   "check FILE... resolves each again and reports any whose outcome changed "
                                   "(exit 1). Format: docs/cases.md.")
    cases = v.add_subparsers(dest="case_verb", metavar="save|check", required=True)
    s = cases.add_parser("save", help="write a resolved turn as a case file")
    s.add_argument("game", type=Path)
    s.add_argument("name", help="the case's name, e.g. 'Tyrol holds the line to Vienna'")
    s.add_argument("--turn", required=True, help="the resolved turn: 'Fall 1805', 'Turn 5' or a number")
    s.add_argument("--ruling", help="the ruling in words (why the outcome is right)")
    s.add_argument("--out", type=Path, help="the file to write (default: the name, as NAME.case.json)")
    s.add_argument("--force", action="store_true", help="replace the file if it exists")
    s.set_defaults(run=case_verbs.save)
    c = cases.add_parser("check", help="replay case files against the current rules")
    c.add_argument("files", nargs="*", type=Path, help="case files, or folders of them")
    c.add_argument("--bundled", action="store_true", help="also every case the rulesets ship (their seeds' examples)")
    c.set_defaults(run=case_verbs.check)
