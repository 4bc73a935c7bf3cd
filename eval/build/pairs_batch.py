"""Writes one batch of the cache developers' pairs into eval/semantic_cache/train.jsonl.

Each `train<N>_pairs.py` builds its rows (id, first, second, expect, category and, for the
pairs kept aside, `"split": "validation"`) and hands them here: the batch's earlier lines
(ids starting with its prefix) are replaced, the other batches' kept in place, and a pair
that another line already has is refused.
"""

import json
import os

TRAIN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "semantic_cache", "train.jsonl")


def row(id_, first, second, expect, category, validation=False):
    assert first != second, id_
    r = {"id": id_, "first": first, "second": second, "expect": expect, "category": category}
    if validation:
        r["split"] = "validation"
    return r


def write_batch(prefix, rows, sort=False):
    with open(TRAIN) as f:
        kept = [l for l in f if l.strip() and not json.loads(l)["id"].startswith(prefix + "-")]
    lines = [json.dumps(r, ensure_ascii=False) + "\n" for r in rows]
    seen = set()
    for l in kept + lines:
        d = json.loads(l)
        key = (d["first"], d["second"])
        assert key not in seen, d
        seen.add(key)
    if sort:
        lines.sort(key=lambda l: json.loads(l)["id"])
    with open(TRAIN, "w") as f:
        f.writelines(kept + lines)
    n_val = sum(1 for r in rows if r.get("split") == "validation")
    print(f"{len(kept)} kept, {len(lines)} written ({n_val} validation)")
