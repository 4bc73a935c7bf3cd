"""Bring the sixth author's development pairs into the cache eval.

`python3 eval/build6/import_dev6.py <pairs.jsonl>` (the author's build writes it:
`python3 eval/build6/build/build.py` puts it in eval/build6/) writes
eval/semantic_cache/dev6.jsonl: the same pairs, one pair in three marked
`"split": "validation"` by a fixed hash of its id (sha256 of the id, as an integer,
divisible by 3), decided before any figure of the set was seen.
"""

import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "semantic_cache", "dev6.jsonl")


def validation(pair_id: str) -> bool:
    return int(hashlib.sha256(pair_id.encode("utf-8")).hexdigest(), 16) % 3 == 0


def main() -> None:
    src = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "pairs.jsonl")
    lines = []
    with open(src, encoding="utf-8") as f:
        for line in f:
            if not line.strip():
                continue
            pair = json.loads(line)
            if validation(pair["id"]):
                pair["split"] = "validation"
            lines.append(json.dumps(pair, ensure_ascii=False))
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
