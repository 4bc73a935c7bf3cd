#!/usr/bin/env python3
"""Train the multilingual half of the injection head (SPEC §5b) and write it into the head file.

Routed scoring: each window the head chooses (SPEC §5) is read by the English encoder and head, or,
when the routing rule (ROUTE below, written into the head) calls it not English, by the multilingual
encoder (models/injection-multilingual.*, built by models/build_multilingual.py) and this network; the
text's score is the max over its chosen windows, as before. This network reads the window's 512-value
vector (512 -> 64 relu -> 1 none), p = 1 / (1 + exp(-(scale * z + offset))).

Steps (deterministic given --seed; the numbers are printed):
 1. training windows from models/injection/data/*.jsonl (training data only): benign texts' windows
    (at most 8 a text: the 2 with the highest lexical logit + 6 at random), injected texts' windows that
    hold the `injection` field (or, without it, windows not in any benign text, top 3 by lexical logit
    when more than 4), at most 4 a text; deduplicated, a window that is both is a negative;
 2. their lexical logits, route() and multilingual vectors (argus_injection.ml_embed: the scorer's own
    encoder files and tokenizer);
 3. an MLP, class-balanced log loss, AdamW, linear decay; routed windows weigh --routed-weight;
 4. the offset: on the placing sets (--place) the routed scorer (the English head on the windows not
    routed, this network on the routed ones) puts 0.7 at a false-positive rate of --fpr on the benign
    texts that have a routed window (the midpoint between two neighbouring scores);
 5. writes the head (--out; the English head of --head with `multilingual` added) and prints recall /
    false-positive rate at 0.5 / 0.7 / 0.9 on every development set, by the sets' `lang` labels.

    OMP_NUM_THREADS=1 nice -n 19 $PY models/injection/train_multilingual.py --out models/injection-head.json \
        [--cache vectors.npz]   # --cache: keep the multilingual vectors by window text between runs

Time on one core (2026-11-28, shared machine): the 157k training windows ~7.5 min, the development sets
~1 min, training ~20 s. Then: argus_injection.py --golden, and models/injection-head.sha256.
"""
from __future__ import annotations

import argparse
import glob
import hashlib
import json
import os
import random
import sys
import time

sys.dont_write_bytecode = True
import numpy as np  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
import argus_injection as ai  # noqa: E402

PLACE = ["validation", "heldout", "heldout2", "written5"]
REPORT = ["written6", "written7", "written8"]
FILES = {"model": "injection-multilingual.onnx", "table": "injection-multilingual.emb",
         "tokenizer": "injection-multilingual.spm", "max_tokens": 128}
T0 = time.time()
ROUTER = None  # the routing rule, as argus_injection reads it from the head (main)

# ------------------------------------------------------------------ the routing rule (SPEC §5b)
# Tuned on the development sets' `lang` labels (helper report, docs/src/guides/gates.md): windows with
# fewer than 12 letters stay English; under 70 % ASCII letters go; Latin-script windows go when they
# carry evidence of another language (a non-ASCII letter or a listed word) and few English function words.
MIN_LETTERS = 12   # fewer alphabetic characters: English head (default path)
ASCII_PCT = 70     # ASCII letters under 70% of the alphabetic characters: route
MIN_WORDS = 3      # fewer words: decided by ASCII_PCT alone
EN_PCT = 20        # English function words under 20% of the words (with evidence): route

# 173 English function words and very common short words (lowercase; tokens split at apostrophes, so
# "don't" gives "don" + "t": stems of negative contractions are listed; no single letters but a, i).
EN_WORDS = frozenset("""
a about above after again against all also am an and any are as at be because been before being below
between both but by can could did didn do does doesn doing don done down during each either else even
ever every few for from further get gets got had has hasn have haven having he her here hers herself
him himself his how however i if in into is isn it its itself just let like many may me might more most
much must my myself need never no nor not now of off often on once only or other others our ours
ourselves out over own please rather same shall she should shouldn since so some such than that the
their theirs them themselves then there these they this those though through thus to too under until up
upon us very was wasn we were weren what whatever when where whether which while who whom whose why will
with within without won would wouldn yet you your yours yourself yourselves
""".split())

# 188 function words of other Latin-script languages (de fr es it pt nl sv/da/no pl cs tr id ro hu fi),
# none of them in EN_WORDS; words frequent in English technical text (com, ve, os, co, ci, non, y, un,
# pour, till, care, dan, je, su, op, uma) left out.
OTHER_WORDS = frozenset("""
aan aber ada akan al ale alla anda ani ao att au auch auf aux av avec az bei bij bir bitte bu ce ces
cette che como con cu da dans dari das dass dat dei del della dem den dengan der des det deze di din dit
dos du een egy ei ein eine einem einen einer el elle em en er es est esta este et ett ez gli gracias
haben hat het hogy ich ihnen ihr ihre ik ikke il ile im ini inte ist itu ja jag jak jest kami ke kein
keine la las le les leur lo los ma maar mai mais med meg merci mit muy na nach nas ne nel nem nicht nie
niet noch nos notre nous nu nur och oder og ook ou par para pas pe pero por que questa questo qui sau
saya se sehr seu si sich sie sin sind som sono sont sua sur sus te ti tidak tu um una und une untuk
usted van vi vom von voor vos votre vous wenn werden wie wir wird wurde yang zijn zum zur
""".split())
assert len(EN_WORDS) == 173 and len(OTHER_WORDS) == 188 and not (EN_WORDS & OTHER_WORDS)
ROUTE = {"min_letters": MIN_LETTERS, "ascii_pct": ASCII_PCT, "min_words": MIN_WORDS, "en_pct": EN_PCT,
         "en_words": sorted(EN_WORDS), "other_words": sorted(OTHER_WORDS)}


def multilingual(layers=None, offset=0.0):
    """The `multilingual` object of the head (SPEC §7), as argus_injection reads it."""
    d = dict(FILES, route=ROUTE, layers=layers or [], calibration={"scale": 1.0, "offset": offset})
    ml = ai.Multilingual(d)
    ml.dir = ai.MODELS
    return d, ml


def log(msg):
    print("[%6.1fs] %s" % (time.time() - T0, msg), file=sys.stderr, flush=True)


# ------------------------------------------------------------------ multilingual vectors

class VectorCache:
    """Multilingual vectors by window text (argus_injection.ml_embed), optionally kept in an .npz between
    runs, keyed by the encoder files' sha256 (vectors of other files are never reused)."""

    def __init__(self, path, ml):
        self.path, self.ml = path, ml
        h = hashlib.sha256()
        for name in (ml.model, ml.table, ml.tokenizer):
            with open(ml.path(name), "rb") as f:
                for chunk in iter(lambda: f.read(1 << 20), b""):
                    h.update(chunk)
        h.update(str(ml.max_tokens).encode())
        self.sha = h.hexdigest()
        self.vec = {}
        if path and os.path.exists(path):
            z = np.load(path, allow_pickle=False)
            if str(z["model_sha256"]) == self.sha:
                self.vec = dict(zip(z["texts"].tolist(), z["vectors"].astype(np.float32)))
                log("cache: %d vectors from %s" % (len(self.vec), path))
            else:
                log("cache: %s is for other encoder files, ignored" % path)
        self.new = 0

    def get(self, windows):
        todo = list(dict.fromkeys(w for w in windows if w not in self.vec))
        if todo:
            t = time.time()
            for i in range(0, len(todo), 5000):
                for w, v in zip(todo[i:i + 5000], ai.ml_embed(todo[i:i + 5000], self.ml)):
                    self.vec[w] = v
                log("multilingual: %d/%d windows (%.1f ms a window)"
                    % (min(i + 5000, len(todo)), len(todo), 1e3 * (time.time() - t) / min(i + 5000, len(todo))))
            self.new += len(todo)
        return np.array([self.vec[w] for w in windows], np.float32).reshape(len(windows), ai.ML_WIDTH)

    def save(self):
        if self.path and self.new:
            texts = list(self.vec)
            np.savez(self.path, texts=np.array(texts), vectors=np.array([self.vec[t] for t in texts], np.float32),
                     model_sha256=np.array(self.sha))
            log("cache: wrote %d vectors to %s" % (len(texts), self.path))


# ------------------------------------------------------------------ 1. training windows

def training_windows(data_dir, head, seed=0):
    """[(window, label, file)] from the training data (the module docstring, step 1)."""
    random.seed(seed)
    rows = []
    for f in sorted(glob.glob(os.path.join(data_dir, "*.jsonl"))):
        for line in open(f, encoding="utf-8"):
            if line.strip():
                r = json.loads(line)
                r["file"] = os.path.basename(f)[:-6]
                rows.append(r)
    wins = [ai.windows(ai.capped(ai.decode(r["text"].encode()))) for r in rows]
    benign = set()
    for r, w in zip(rows, wins):
        if r["label"] == "benign":
            benign.update(w)

    def alpha(x):
        return sum(1 for c in x if ai.is_alphabetic(c))

    out = []
    for r, w in zip(rows, wins):
        if not w:
            continue
        if r["label"] == "benign":
            idx = list(range(len(w)))
            if len(idx) > 8:
                top = ai.top_k([ai.lexical_logit(x, head) for x in w], 2)
                idx = top + random.sample([i for i in idx if i not in top], 6)
            out += [(w[i], 0, r["file"]) for i in idx]
            continue
        span = r.get("injection")
        if span:
            pos = [x for x in w if span in x or (x in span and alpha(x) >= 12)]
        else:
            pos = [x for x in w if x not in benign and alpha(x) >= 12] or [x for x in w if x not in benign]
            if len(pos) > 4:
                pos = [pos[i] for i in ai.top_k([ai.lexical_logit(x, head) for x in pos], 3)]
        if len(pos) > 4:
            pos = random.sample(pos, 4)
        out += [(x, 1, r["file"]) for x in pos]
    seen = {}
    for x, y, f in out:
        seen[x] = (min(seen[x][0], y), seen[x][1]) if x in seen else (y, f)
    final = [(x, y, f) for x, (y, f) in seen.items()]
    random.shuffle(final)
    return final


# ------------------------------------------------------------------ 3. the MLP

def train_mlp(X, y, hidden=64, epochs=16, lr=2e-3, wd=1e-3, batch=256, seed=0, sw=None):
    """in -> hidden (relu) -> 1; class-balanced (after the sample weights sw) log loss; AdamW (decoupled
    weight decay on the matrices), learning rate decaying linearly to 0; float32; deterministic."""
    X = np.ascontiguousarray(X, np.float32)
    y = y.astype(np.float32)
    n, d = X.shape
    rng = np.random.default_rng(seed)
    sw = np.ones(n, np.float32) if sw is None else sw.astype(np.float32).copy()
    pos = y == 1
    sw[pos] *= 0.5 * sw.sum() / sw[pos].sum()
    sw[~pos] *= 0.5 * sw.sum() / sw[~pos].sum()
    P = {"W1": (rng.standard_normal((d, hidden)) * np.sqrt(2.0 / d)).astype(np.float32),
         "b1": np.zeros(hidden, np.float32),
         "W2": (rng.standard_normal((hidden, 1)) * np.sqrt(1.0 / hidden)).astype(np.float32),
         "b2": np.zeros(1, np.float32)}
    M = {k: np.zeros_like(v) for k, v in P.items()}
    V = {k: np.zeros_like(v) for k, v in P.items()}
    steps, t = epochs * ((n + batch - 1) // batch), 0
    for ep in range(epochs):
        perm, tot = rng.permutation(n), 0.0
        for s in range(0, n, batch):
            idx = np.sort(perm[s:s + batch])
            xb, yb, wb = X[idx], y[idx], sw[idx]
            a = xb @ P["W1"] + P["b1"]
            h = np.maximum(a, 0)
            z = (h @ P["W2"])[:, 0] + P["b2"][0]
            p = 1 / (1 + np.exp(-z))
            tot += float(np.sum(wb * (np.logaddexp(0, z) - yb * z)))
            g = (wb * (p - yb) / wb.sum()).astype(np.float32)[:, None]
            gh = (g @ P["W2"].T) * (a > 0)
            G = {"W2": h.T @ g, "b2": g.sum(0), "W1": xb.T @ gh, "b1": gh.sum(0)}
            t += 1
            lr_t = lr * (1 - (t - 1) / steps)
            for k in P:
                M[k] = 0.9 * M[k] + 0.1 * G[k]
                V[k] = 0.999 * V[k] + 0.001 * G[k] ** 2
                upd = (M[k] / (1 - 0.9 ** t)) / (np.sqrt(V[k] / (1 - 0.999 ** t)) + 1e-8)
                if k.startswith("W"):
                    upd = upd + wd * P[k]
                P[k] -= lr_t * upd
        log("epoch %d: loss %.4f" % (ep, tot / sw.sum()))
    return P


def layers_json(P):
    """SPEC §7 layers: weights one row per output, one value per input; 6 decimals."""
    r = lambda a: [round(float(v), 6) for v in a]  # noqa: E731
    return [{"weights": [r(row) for row in P["W1"].T], "bias": r(P["b1"]), "activation": "relu"},
            {"weights": [r(P["W2"][:, 0])], "bias": r(P["b2"]), "activation": "none"}]


def head_z(layers, X):
    """z of rows X through the JSON layers (float64, as the scorer computes them)."""
    return ai._network(ai.parse_layers(layers), X)


# ------------------------------------------------------------------ 4-5. development sets

L07 = float(np.log(0.7 / 0.3))


def logit(p):
    p = min(max(p, 1e-12), 1 - 1e-12)
    return float(np.log(p / (1 - p)))


def dev_texts(eval_dir, head, sets):
    """Per text: label, language group, chosen windows, the English head's logit of each, route()."""
    out = {}
    for s in sets:
        recs = []
        for line in open(os.path.join(eval_dir, s + ".jsonl"), encoding="utf-8"):
            if not line.strip():
                continue
            r = json.loads(line)
            d = ai.details(r["text"].encode(), head, multilingual=False)
            ch = d["embedded"]
            lang = r.get("lang")
            recs.append({"label": int(r["label"] == "injection"), "lang": lang, "windows": d["windows"],
                         "wins": [d["windows"][i] for i in ch],
                         "en_z": [logit(p) for p in d["window_p"]],
                         "route": [ROUTER.routed(d["windows"][i]) for i in ch]})
        out[s] = recs
        log("%s: %d texts, %d chosen windows, %d routed" % (s, len(recs), sum(len(r["wins"]) for r in recs),
                                                           sum(sum(r["route"]) for r in recs)))
    return out


def language_groups(dev):
    """'en' / 'other' per text by its `lang` label (absent: 'en'; 'mixed', a set without a label per
    text: neither, counted in 'all' only), as make eval reports them."""
    for recs in dev.values():
        for rc in recs:
            lang = rc["lang"] or "en"
            rc["grp"] = lang if lang in ("en", "mixed") else "other"


def routed_z(dev, layers, vectors):
    vectors.get([w for recs in dev.values() for rc in recs for w, r in zip(rc["wins"], rc["route"]) if r])  # one batch
    for recs in dev.values():
        for rc in recs:
            m = np.array(rc["route"], bool)
            rc["use_zs"] = np.full(len(m), -np.inf)
            if m.any():
                X = vectors.get([w for w, r in zip(rc["wins"], rc["route"]) if r])
                rc["use_zs"][m] = head_z(layers, X)


def text_z(rc, offset):
    """The routed scorer's logit of a text: max over its chosen windows (English logit, or USE logit + offset)."""
    if not rc["wins"]:
        return -30.0
    z = [u + offset if r else e for e, u, r in zip(rc["en_z"], rc["use_zs"], rc["route"])]
    return max(z)


def place_offset(dev, fpr, place):
    neg = [rc for s in place if s in dev for rc in dev[s] if any(rc["route"]) and rc["label"] == 0]
    k = int(np.floor(fpr * len(neg)))
    fixed = [rc for rc in neg if text_z(rc, -1e9) > L07]  # flagged by their English windows whatever the offset
    u = np.sort([max(rc["use_zs"]) for rc in neg if rc not in fixed and np.isfinite(max(rc["use_zs"], default=-np.inf))])[::-1]
    j = k - len(fixed)
    if len(u) == 0:
        return 0.0, len(neg), k
    cut = u[0] + 0.5 if j <= 0 else (u[j] + u[j - 1]) / 2 if j < len(u) else u[-1] - 0.5
    return round(float(L07 - cut), 4), len(neg), k


def table(dev, offset):
    lines = ["set         thr  | shipped: en rec/FPR  other rec/FPR  all rec/FPR | routed: en rec/FPR  other rec/FPR  all rec/FPR"]
    groups = [(s, dev[s]) for s in dev] + [("written6-8", [rc for s in REPORT if s in dev for rc in dev[s]])]
    for name, recs in groups:
        for p in (0.5, 0.7, 0.9):
            t = logit(p)
            cells = []
            for key in ("ship", "routed"):
                for g in ("en", "other", "all"):
                    rr = [rc for rc in recs if g == "all" or rc["grp"] == g]
                    zz = [(rc["label"], max(rc["en_z"], default=-30.0) if key == "ship" else text_z(rc, offset)) for rc in rr]
                    pos = [z > t for y, z in zz if y == 1]
                    neg = [z > t for y, z in zz if y == 0]
                    cells.append("%.3f/%.3f" % (np.mean(pos) if pos else np.nan, np.mean(neg) if neg else np.nan))
            lines.append("%-11s %.1f  | %s | %s" % (name, p, "  ".join(cells[:3]), "  ".join(cells[3:])))
    return "\n".join(lines)


# ------------------------------------------------------------------ main

def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", required=True, help="the head file to write (the English head of --head + multilingual)")
    ap.add_argument("--data", default=os.path.join(REPO, "models", "injection", "data"))
    ap.add_argument("--eval-dir", default=os.path.join(REPO, "eval", "injection"))
    ap.add_argument("--head", default=ai.HEAD_PATH, help="the head whose English half is kept (lexical model, rank, layers)")
    ap.add_argument("--cache", default=None, help="an .npz of multilingual vectors by window text, read and updated")
    ap.add_argument("--place", default=",".join(PLACE), help="the development sets the offset is placed on")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--hidden", type=int, default=64)
    ap.add_argument("--epochs", type=int, default=16)
    ap.add_argument("--lr", type=float, default=2e-3)
    ap.add_argument("--wd", type=float, default=1e-3)
    ap.add_argument("--routed-weight", type=float, default=3.0, help="weight of the windows route() sends here")
    ap.add_argument("--fpr", type=float, default=0.04)
    a = ap.parse_args()
    place = a.place.split(",")

    with open(a.head, encoding="utf-8") as f:
        raw = json.load(f)
    raw.pop("multilingual", None)
    head = ai.Head(raw)
    if head.model:  # the English encoder the head names, beside it (as Head.load resolves it)
        head.model_path = os.path.join(os.path.dirname(os.path.abspath(a.head)), head.model)
    global ROUTER
    _, ROUTER = multilingual()
    vectors = VectorCache(a.cache, ROUTER)
    tr = training_windows(a.data, head, a.seed)
    wins = [x for x, _, _ in tr]
    y = np.array([v for _, v, _ in tr], np.int8)
    rt = np.array([ROUTER.routed(x) for x in wins], bool)
    log("training windows %d (positive %d); routed %d (positive %d)" % (len(tr), y.sum(), rt.sum(), y[rt].sum()))
    X = vectors.get(wins)
    sw = np.where(rt, a.routed_weight, 1.0)
    P = train_mlp(X, y, hidden=a.hidden, epochs=a.epochs, lr=a.lr, wd=a.wd, seed=a.seed, sw=sw)
    layers = layers_json(P)

    dev = dev_texts(a.eval_dir, head, PLACE + REPORT)
    language_groups(dev)
    routed_z(dev, layers, vectors)
    vectors.save()
    offset, n_neg, k = place_offset(dev, a.fpr, place)
    log("offset %+.4f: 0.7 at FPR %.3f (%d of %d benign texts with a routed window of %s)"
        % (offset, k / max(n_neg, 1), k, n_neg, "+".join(place)))
    print(table(dev, offset))

    half, _ = multilingual(layers, offset)
    raw["multilingual"] = half
    trained = raw.setdefault("trained", {})
    trained["multilingual"] = {
        "seed": a.seed, "hidden": a.hidden, "epochs": a.epochs, "lr": a.lr, "wd": a.wd,
        "routed_weight": a.routed_weight, "windows": len(tr), "positive": int(y.sum()), "routed": int(rt.sum()),
        "offset_on": place, "offset_fpr": a.fpr, "encoder_files_sha256": vectors.sha}
    with open(a.out, "w", encoding="utf-8") as f:
        json.dump(raw, f, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    log("wrote %s (%.0f KB)" % (a.out, os.path.getsize(a.out) / 1024))


if __name__ == "__main__":
    main()
