"""Bring an outside author's development pairs into the cache eval.

`python3 eval/import_dev_pairs.py NAME PAIRS` writes eval/semantic_cache/NAME.jsonl: the
pairs of PAIRS (the author's build writes it: `python3 eval/build6/build/build.py` for dev6,
`python3 eval/build_dev7/build/build.py` for dev7), one pair in three marked
`"split": "validation"` by a fixed hash of its id (sha256 of the id, as an integer, divisible
by 3), decided before any figure of the set was seen. The eval reports that third as
`NAME_val`, totals only.
"""

import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def validation(pair_id: str) -> bool:
    return int(hashlib.sha256(pair_id.encode("utf-8")).hexdigest(), 16) % 3 == 0


def main() -> None:
    if len(sys.argv) != 3:
        sys.exit("usage: import_dev_pairs.py NAME PAIRS (e.g. dev7 eval/build_dev7/pairs.jsonl)")
    name, src = sys.argv[1], sys.argv[2]
    lines = []
    with open(src, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            pair = json.loads(line)
            for key in ("id", "first", "second", "label"):
                if not isinstance(pair.get(key), str) or not pair[key]:
                    sys.exit("%s:%d: missing or empty %s" % (src, n, key))
            if pair["label"] not in ("hit", "miss"):
                sys.exit("%s:%d: label must be hit or miss, not %r" % (src, n, pair["label"]))
            if validation(pair["id"]):
                pair["split"] = "validation"
            lines.append(json.dumps(pair, ensure_ascii=False))
    out = os.path.join(HERE, "semantic_cache", name + ".jsonl")
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(lines) + "\n")
    print("%s: %d pairs, %d kept as %s_val" % (os.path.relpath(out), len(lines),
                                              sum('"split"' in l for l in lines), name))


if __name__ == "__main__":
    main()
