"""The game file and its records: turns, orders as entered, edits, posts, dice commitments, rule cases, scenarios and games started on a map."""
