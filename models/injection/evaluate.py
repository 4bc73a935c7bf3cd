#!/usr/bin/env python3
"""Score a labelled JSONL set ({"text","label","kind"}) with an injection head (SPEC.md)
and print precision / recall / FPR at several thresholds and per kind.

    $PY models/injection/evaluate.py eval/injection/validation.jsonl [--head H.json ...] [--ci]

--ci adds 95 % bootstrap intervals (2,000 resamples of the injected and the benign texts
separately) for recall at the fixed threshold 0.7 and for recall at a false-positive rate
<= 0.05 (threshold chosen in each resample), and per-source figures.

Same computation as argus_injection.details (windows, lexical, top-k, head, calibration);
embeddings come from train.py's on-disk cache (computed and cached when missing).
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from collections import defaultdict

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import argus_injection as ai  # noqa: E402
import train  # noqa: E402


def score_all(texts, head, caches):
    if head.model_path not in caches:
        caches[head.model_path] = train.EmbeddingCache(head.model_path)
    cache = caches[head.model_path]
    plan, need = [], []
    for t in texts:
        t = ai.capped(ai.decode(t))
        wins = ai.windows(t)
        logits = [ai.lexical_logit(w, head) for w in wins]
        chosen = head.choose(wins, logits, len(t.encode("utf-8")))
        plan.append((wins, logits, chosen))
        need.extend(wins[i] for i in chosen)
    E = cache.get(need).astype(np.float64) if need else np.zeros((0, ai.DIM))
    out, j = [], 0
    for wins, logits, chosen in plan:
        if not chosen:
            out.append(0.0)
            continue
        x = np.concatenate([E[j:j + len(chosen)], np.array([[logits[i]] for i in chosen])], axis=1)
        j += len(chosen)
        out.append(float(head.p(head.z(x)).max()))
    return np.array(out)


def figures(p, y, thr):
    f = p > thr
    tp = int((f & (y == 1)).sum())
    fp = int((f & (y == 0)).sum())
    return {"precision": tp / max(1, tp + fp), "recall": tp / max(1, (y == 1).sum()),
            "fpr": fp / max(1, (y == 0).sum()), "tp": tp, "fp": fp}


def report(name, p, y, kinds, per_kind_thr=0.7, quiet=False):
    line = []
    for thr in (0.5, 0.7, 0.9):
        m = figures(p, y, thr)
        line.append("p>%.1f P %.3f R %.3f FPR %.3f" % (thr, m["precision"], m["recall"], m["fpr"]))
    # best recall at FPR <= 0.05 (threshold free)
    neg = np.sort(p[y == 0])[::-1]
    j = int(np.floor(0.05 * len(neg)))
    thr = neg[j] if j < len(neg) else 0.0
    r05 = float((p[y == 1] > thr).mean())
    from train import auc
    print("%-28s %s | AUC %.4f R@FPR.05 %.3f" % (name, " | ".join(line), auc(p, y), r05))
    if quiet:
        return
    by = defaultdict(list)
    for i, k in enumerate(kinds):
        by[k].append(i)
    print("   per kind at p>%.1f: kind  inj-recall  benign-FP" % per_kind_thr)
    for k in sorted(by):
        idx = np.array(by[k])
        yy, pp = y[idx], p[idx]
        fl = pp > per_kind_thr
        print("     %-18s %2d/%-2d  %2d/%-2d" % (k, int((fl & (yy == 1)).sum()), int((yy == 1).sum()),
                                             int((fl & (yy == 0)).sum()), int((yy == 0).sum())))


def recall_at(p, y, fpr=0.05):
    """Recall at the lowest threshold whose false-positive rate is <= fpr (p > thr flags)."""
    neg = np.sort(p[y == 0])[::-1]
    j = int(np.floor(fpr * len(neg)))
    thr = neg[j] if j < len(neg) else 0.0
    return float((p[y == 1] > thr).mean()), float(thr)


def bootstrap(p, y, stat, n=2000, seed=0):
    rng = np.random.default_rng(seed)
    pos, neg = np.where(y == 1)[0], np.where(y == 0)[0]
    out = []
    for _ in range(n):
        idx = np.concatenate([rng.choice(pos, len(pos)), rng.choice(neg, len(neg))])
        out.append(stat(p[idx], y[idx]))
    return np.percentile(out, [2.5, 97.5])


def report_ci(p, y, rows):
    r05, thr05 = recall_at(p, y)
    lo, hi = bootstrap(p, y, lambda pp, yy: recall_at(pp, yy)[0])
    f = figures(p, y, 0.7)
    rlo, rhi = bootstrap(p, y, lambda pp, yy: float((pp[yy == 1] > 0.7).mean()))
    flo, fhi = bootstrap(p, y, lambda pp, yy: float((pp[yy == 0] > 0.7).mean()))
    print("   recall at FPR<=0.05: %.3f [95%% CI %.3f-%.3f] (threshold %.3f)" % (r05, lo, hi, thr05))
    print("   at 0.7: recall %.3f [%.3f-%.3f], FPR %.3f [%.3f-%.3f]" % (f["recall"], rlo, rhi, f["fpr"], flo, fhi))
    groups = defaultdict(list)
    for i, r in enumerate(rows):
        groups["source=" + r.get("source", "?")].append(i)
        if r.get("lang"):
            groups["lang=" + ("en" if r["lang"] == "en" else "other")].append(i)
    for g in sorted(groups):
        idx = np.array(groups[g])
        yy, pp = y[idx], p[idx]
        print("     %-22s inj %3d/%-3d flagged at 0.7, %3d/%-3d at %.3f | benign %2d/%-3d at 0.7, %2d/%-3d at %.3f"
              % (g, int((pp[yy == 1] > 0.7).sum()), int((yy == 1).sum()), int((pp[yy == 1] > thr05).sum()),
                 int((yy == 1).sum()), thr05, int((pp[yy == 0] > 0.7).sum()), int((yy == 0).sum()),
                 int((pp[yy == 0] > thr05).sum()), int((yy == 0).sum()), thr05))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("data")
    ap.add_argument("--head", action="append", default=None)
    ap.add_argument("--quiet", action="store_true")
    ap.add_argument("--dump", help="write per-text scores (JSONL) here")
    ap.add_argument("--ci", action="store_true", help="bootstrap intervals and per-source figures")
    a = ap.parse_args()
    rows = [json.loads(l) for l in open(a.data, encoding="utf-8") if l.strip()]
    y = np.array([1 if r["label"] == "injection" else 0 for r in rows])
    kinds = [r.get("kind", "?") for r in rows]
    caches = {}
    for hp in a.head or [ai.HEAD_PATH]:
        head = ai.Head.load(hp)
        p = score_all([r["text"] for r in rows], head, caches)
        report(os.path.basename(hp), p, y, kinds, quiet=a.quiet)
        if a.ci:
            report_ci(p, y, rows)
        if a.dump:
            with open(a.dump, "w", encoding="utf-8") as f:
                for r, v in zip(rows, p):
                    f.write(json.dumps({"id": r.get("id"), "p": round(float(v), 4), "label": r["label"],
                                        "kind": r.get("kind")}) + "\n")
    for cache in caches.values():
        cache.save()


if __name__ == "__main__":
    main()
