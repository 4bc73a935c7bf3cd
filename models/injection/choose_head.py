#!/usr/bin/env python3
"""Stage 3 of the encoder fine-tuning: choose how the head combines the base network and the
fine-tuned layer, on a validation set only, and record the choice in the npz's .json (which
build_model.py reads).

For each share s of the fine-tuned stack's calibrated logit (s = 1: the fine-tuned stack
alone, built as one stack: fewer layers to run) the texts are scored as the embedder scores
them (SPEC §2-6: windows, lexical top-k, max over the embedded windows) with the two-stack
encoder built from the npz; the share with the highest mean recall at false-positive rates
0.025, 0.05, 0.075 and 0.1 wins (one point alone moves by a text or two on a few hundred
texts; ties: the larger s). With --fpr-at-default F, an offset added to the head's logit
places the GateStack's default threatThreshold 0.7 at a false-positive rate F on the same
set (the Platt scaling on the training fold puts it elsewhere on texts of other authors).
Sets given with --report are printed for information and take no part in the choices.

    $PY models/injection/choose_head.py --weights models/injection-encoder.npz \\
        --base-head models/.build.base-head.json --val eval/injection/validation.jsonl [--write]
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import argus_injection as ai  # noqa: E402
import build_model  # noqa: E402
import train  # noqa: E402
from evaluate import recall_at  # noqa: E402

SHARES = (0.0, 0.25, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0)


def logits(path, base, npz, cache, tuned_only=False):
    """Per text: (base calibrated logit, fine-tuned calibrated logit) of each embedded window
    (tuned_only: the encoder is the fine-tuned stack alone; both are its logit)."""
    rows = [json.loads(l) for l in open(path, encoding="utf-8") if l.strip()]
    head = ai.Head(dict(base, rank=ai.RANK))  # the windows the shipped head embeds (SPEC §5)
    (w1, b1, _), (w2, b2, _) = head.layers
    wf, uf, bf = build_model.tuned_unit(npz)
    sb, ob = (float(v) for v in npz["calibration"])
    out = []
    for r in rows:
        t = ai.capped(ai.decode(r["text"]))
        wins = ai.windows(t)
        lex = [ai.lexical_logit(w, head) for w in wins]
        chosen = head.choose(wins, lex, len(t.encode("utf-8")))
        if not chosen:
            out.append((np.zeros(0), np.zeros(0)))
            continue
        e = cache.get([wins[i] for i in chosen]).astype(np.float64)
        lx = np.array([lex[i] for i in chosen])
        if tuned_only:
            zf = sb * (e[:, :ai.DIM] @ wf + uf * lx + bf) + ob
            out.append((zf, zf))
            continue
        x = np.concatenate([e[:, :ai.DIM], lx[:, None]], axis=1)
        zb = head.scale * ((np.maximum(x @ w1.T + b1, 0) @ w2.T + b2)[:, 0]) + head.offset
        zf = sb * (e[:, ai.DIM:2 * ai.DIM] @ wf + uf * lx + bf) + ob
        out.append((zb, zf))
    y = np.array([1 if r["label"] == "injection" else 0 for r in rows])
    return out, y


def scores(parts, s):
    return np.array([1 / (1 + np.exp(-((1 - s) * zb + s * zf).max())) if len(zb) else 0.0 for zb, zf in parts])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--weights", default=os.path.join(ai.MODELS, "injection-encoder.npz"))
    ap.add_argument("--base-head", required=True, help="train.py's head (its lexical model and base network)")
    ap.add_argument("--val", required=True, action="append",
                    help="the validation set the choice is made on (repeatable: their union)")
    ap.add_argument("--fpr-at-default", type=float, default=None,
                    help="offset the logit so that p > 0.7 flags this share of the validation set's benign texts")
    ap.add_argument("--report", action="append", default=[], help="another labelled set, printed only")
    ap.add_argument("--shares", default=None,
                    help="comma-separated shares to choose from (default: all printed); 1 = the fine-tuned "
                         "stack alone, the only one in the latency budget when three layers are fine-tuned")
    ap.add_argument("--write", action="store_true", help="record the choice in the npz's .json")
    a = ap.parse_args()
    with open(a.base_head, encoding="utf-8") as f:
        base = json.load(f)
    npz = np.load(a.weights)
    # --shares 1: score with the one-stack encoder that ships (its int8 activations are
    # quantized over its own 384 values, so its scores differ from the tuned half of a
    # two-stack build's enough to move the offset)
    tuned_only = a.shares is not None and [float(x) for x in a.shares.split(",")] == [1.0]
    with tempfile.TemporaryDirectory() as tmp:
        model = os.path.join(tmp, "tuned.onnx" if tuned_only else "both.onnx")
        sys.argv = ["build_model.py", "--weights", a.weights, "--out", model,
                    "--stacks", "tuned" if tuned_only else "both"]
        build_model.main()
        cache = train.EmbeddingCache(model)
        union = [logits(v, base, npz, cache, tuned_only) for v in a.val]
        sets = [("union of " + " + ".join(os.path.basename(v) for v in a.val) if len(a.val) > 1 else a.val[0], [x for parts, _ in union for x in parts],
                 np.concatenate([y for _, y in union]))]
        sets += [(p, *logits(p, base, npz, cache, tuned_only)) for p in a.report]
        cache.save()
    allowed = [float(x) for x in a.shares.split(",")] if a.shares else list(SHARES)
    if tuned_only:
        allowed = [1.0]
    best = None
    for s in ([1.0] if tuned_only else sorted(set(SHARES) | set(allowed))):
        line = []
        for i, (path, parts, y) in enumerate(sets):
            p = scores(parts, s)
            r, thr = recall_at(p, y)
            pr = float(np.mean([recall_at(p, y, f)[0] for f in (0.025, 0.05, 0.075, 0.1)]))
            f7 = p > 0.7
            line.append("%s R@FPR.05 %.3f (thr %.2f) mean R@FPR.025-.1 %.3f AUC %.4f | at 0.7 R %.3f FPR %.3f"
                        % (path if path.startswith("union") else os.path.basename(path), r, thr, pr, train.auc(p, y), f7[y == 1].mean(),
                           f7[y == 0].mean()))
            if i == 0 and s in allowed:
                key = (pr, s)
                if best is None or key > best[0]:
                    best = (key, s)
        print("share %.2f: %s" % (s, " || ".join(line)))
    s = best[1]
    print("chosen on %s: tuned_share %.2f%s" % (sets[0][0], s, " (fine-tuned stack alone)" if s == 1 else ""))
    offset = 0.0
    if a.fpr_at_default is not None:
        _, parts, y = sets[0]
        top = np.array([((1 - s) * zb + s * zf).max() if len(zb) else -np.inf for zb, zf in parts])
        neg = np.sort(top[y == 0])[::-1]
        j = int(np.floor(a.fpr_at_default * len(neg)))
        cut = (neg[j] + neg[j - 1]) / 2 if j > 0 else neg[0] + 0.5
        offset = round(float(np.log(0.7 / 0.3) - cut), 4)
        for path, parts, y in sets:
            p = np.array([1 / (1 + np.exp(-(((1 - s) * zb + s * zf).max() + offset))) if len(zb) else 0.0
                          for zb, zf in parts])
            print("offset %+.4f: %s at 0.7 recall %.3f FPR %.3f; at 0.5 %.3f / %.3f; at 0.9 %.3f / %.3f"
                  % (offset, path if path.startswith("union") else os.path.basename(path), (p[y == 1] > 0.7).mean(), (p[y == 0] > 0.7).mean(),
                     (p[y == 1] > 0.5).mean(), (p[y == 0] > 0.5).mean(), (p[y == 1] > 0.9).mean(),
                     (p[y == 0] > 0.9).mean()))
    if a.write:
        meta_path = a.weights + ".json"
        meta = json.load(open(meta_path)) if os.path.exists(meta_path) else {}
        meta.pop("tuned_share", None)
        meta["stacks"] = "tuned" if s == 1 else "both"
        meta["offset"] = offset
        if s != 1:
            meta["tuned_share"] = s
        with open(meta_path, "w") as f:
            json.dump(meta, f, sort_keys=True)
        print("wrote %s" % meta_path)


if __name__ == "__main__":
    main()
