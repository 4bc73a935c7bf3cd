#!/usr/bin/env python3
"""Fail when a Grafana dashboard of the chart queries a metric the code does not export.

The exported names come from the `registry.register("name", ...)` calls of the three
metrics modules and their registry prefixes; prometheus-client adds `_total` to counters
and `_bucket`/`_sum`/`_count` to histograms.
Usage: tools/check-dashboards.py charts/argus/dashboards/*.json
"""
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MODULES = {
    "sidecar/src/obs/metrics.rs": "argus",
    "operator/src/metrics.rs": "argus_operator",
    "embedder/src/metrics.rs": "argus_embedder",
}
SUFFIXES = ("", "_total", "_bucket", "_sum", "_count")


def exported():
    names = set()
    for path, prefix in MODULES.items():
        text = (ROOT / path).read_text()
        found = re.findall(r'registry\.register\(\s*"([a-z0-9_]+)"', text)
        if not found:
            sys.exit(f"check-dashboards: no registry.register calls found in {path}")
        assert f'with_prefix("{prefix}")' in text, f"{path}: prefix is not {prefix}"
        names.update(f"{prefix}_{n}{s}" for n in found for s in SUFFIXES)
    return names


def exprs(node):
    if isinstance(node, dict):
        for k, v in node.items():
            if k in ("expr", "query", "definition") and isinstance(v, str):
                yield v
            else:
                yield from exprs(v)
    elif isinstance(node, list):
        for v in node:
            yield from exprs(v)


def main(files):
    known = exported()
    bad = []
    for f in files:
        dash = json.loads(Path(f).read_text())
        used = {m for e in exprs(dash) for m in re.findall(r"\bargus_[a-z0-9_]+", e)}
        missing = sorted(used - known)
        if not used:
            bad.append(f"{f}: queries no argus_ metric")
        bad += [f"{f}: {m} is not exported by the code" for m in missing]
        if used and not missing:
            print(f"check-dashboards: {f}: {len(used)} metrics, all exported")
    if bad:
        sys.exit("check-dashboards: " + "\ncheck-dashboards: ".join(bad))


if __name__ == "__main__":
    main(sys.argv[1:] or sorted(str(p) for p in (ROOT / "charts/argus/dashboards").glob("*.json")))
