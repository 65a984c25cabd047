"""Writer N's scratch check: canonical lines (EiA, or the ruleset given third) on a position (problems and the canonical form back)."""
import sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parents[3]))
from engine.rulesets import ruleset
from tests.corpus.positions import position

rules = ruleset(sys.argv[3] if len(sys.argv) > 3 else "eia")
nation, pos = sys.argv[1], sys.argv[2]
board, state = position(sys.argv[3] if len(sys.argv) > 3 else "eia", pos)
text = sys.stdin.read()
sheet = rules.parse_orders(text, nation, state, board)
print("parse:", [p.text for p in sheet.problems])
print("check:", [p.text for p in rules.check_orders(sheet, state, board).problems])
print(rules.format_orders(sheet.orders, state, board))
