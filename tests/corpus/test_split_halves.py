"""The one splitter of a fresh corpus into its halves (tests/corpus/split_halves.py): every message goes to one
half, each family split evenly, a message's reason in the header goes with it, and the same seed gives the same
halves (the corpora's wrappers reproduce the splits made once)."""

import pytest

from tests.corpus.split_halves import by_families, by_shares


def _file(tmp_path):
    header = ["# a corpus [as written]"] + [f"# t-cl-{fam}-{i}: why {fam} {i}" for fam in ("a", "b") for i in (1, 2)]
    body = [f"--- nation: Russia; position: start; id: t-cl-{fam}-{i}\ntext {fam}{i}\n=== expect\n"
            for fam, count in (("a", 4), ("b", 3), ("c", 2)) for i in range(1, count + 1)]
    path = tmp_path / "classic.txt"
    path.write_text("\n".join(header) + "\n" + "\n".join(body), encoding="utf-8")
    return path


@pytest.mark.parametrize("split", [lambda p, out: by_shares(p, out, "7:classic"), lambda p, out: by_families(p, out, 7)])
def test_every_message_goes_to_one_half_with_its_reason(tmp_path, split):
    path = _file(tmp_path)
    counts = split(path, tmp_path)
    dev, held = ((tmp_path / half / "classic.txt").read_text(encoding="utf-8") for half in ("dev", "heldout"))
    ids = [f"t-cl-{fam}-{i}" for fam, count in (("a", 4), ("b", 3), ("c", 2)) for i in range(1, count + 1)]
    in_dev = {i for i in ids if f"id: {i}\n" in dev}
    in_held = {i for i in ids if f"id: {i}\n" in held}
    assert in_dev.isdisjoint(in_held) and in_dev | in_held == set(ids)
    assert counts == {"dev": len(in_dev), "heldout": len(in_held)} and len(in_held) == 4
    assert sum(1 for i in in_held if i.startswith("t-cl-a-")) == 2 and sum(1 for i in in_held if i.startswith("t-cl-c-")) == 1
    for case_id in ("t-cl-a-1", "t-cl-b-2"):
        assert (f"# {case_id}: why" in dev) == (case_id in in_dev) and (f"# {case_id}: why" in held) == (case_id in in_held)
    again = tmp_path / "again"
    again.mkdir()
    split(path, again)
    assert (again / "heldout" / "classic.txt").read_text(encoding="utf-8") == held
