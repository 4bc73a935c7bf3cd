#!/usr/bin/env python3
"""Train the injection scorer of models/injection/SPEC.md; write models/injection-head.json.

Reproducible: float64 numpy, one BLAS thread, fixed seed, full-batch optimisation, data
read in sorted file order; the same data and model files give the same bytes.

    PY="$(tools/python-env.sh)/bin/python"
    $PY models/injection/train.py                   # train, cross-validate, write the head
    $PY models/injection/argus_injection.py --golden models/injection/golden.json

Data: models/injection/data/*.jsonl, one object a line: {"text", "label":
"injection"|"benign", "kind", "source"} and optionally "injection" (the injected
sentence(s), a string or a list) and "group" (documents sharing a group stay in one
cross-validation fold).

Steps (the report printed at the end and stored under "trained" gives the figures):
1. Documents -> windows (SPEC §2-3) -> hashed lexical features (SPEC §4).
2. Groups: documents of the same source file (source up to '#') or with the same text
   or injected sentence share a group; 5 folds of whole groups, balanced per label.
3. Window labels. Benign document: every window negative. Injected document with an
   "injection" field: windows containing a piece of it positive, the others negative
   with half weight. Injected document without: multiple-instance learning — the
   windows within 1.0 logit of the document's best window under the current lexical
   model (at most 3) are its positives, its other windows are not used; 3 rounds.
4. Lexical model: L2-regularised logistic regression over the hashed buckets, L-BFGS,
   each document weighing 1 (benign documents up to 16 windows' worth; benign documents of
   natural_*.jsonl weigh --natural-weight), classes balanced.
   Out-of-fold logits (5 folds) feed steps 5-7; the shipped model is fit on all data.
5. Candidates: per document the top windows by out-of-fold lexical logit (and its known
   injected windows) are embedded (int8 model, one window per run; cached on disk).
6. Head on x = embedding ++ lexical: 385 -> H -> 1 (relu) or H = 0 (logistic),
   full-batch Adam in float64; loss = document-level log loss of the max over the
   document's embedded windows (top-k, SPEC §5) + window-level log loss (benign and
   known-injected windows) + L2. H and the L2 weight are chosen by grouped 5-fold CV on
   the document-level balanced log loss.
7. Platt calibration (class-balanced) of the out-of-fold document scores of the chosen
   configuration; the shipped head is then trained on all documents.
"""
from __future__ import annotations

import os

for _v in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_v, "1")

import argparse  # noqa: E402
import glob  # noqa: E402
import hashlib  # noqa: E402
import json  # noqa: E402
import math  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from collections import Counter, defaultdict  # noqa: E402

import numpy as np  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import argus_injection as ai  # noqa: E402

DATA = os.path.join(HERE, "data")
CACHE = os.path.join(os.environ.get("ARGUS_CACHE", os.path.expanduser("~/.cache/argus")),
                     "injection-embeddings")
SEED = 0
FOLDS = 5
BUCKETS = 262144
MAX_TOKENS = 64
RANK = {"base": 0, "per_kib": 1, "max": 32}
BENIGN_WINDOW_CAP = 16      # a benign document weighs at most this many windows
MIL_ROUNDS = 3
MIL_MARGIN = 1.0
MIL_TOP = 3
CONTEXT_WEIGHT = 0.5        # non-injected windows of documents with an "injection" field
LEX_L2 = 1e-4
# RANK: one window up to 2 KiB (k is at least 1), then one per KiB: a 1 KiB text embeds one
# window (the 1 KiB latency target; the validation set scored the same with k = 1 or 2).
# H and l2 were chosen on a separate validation set (eval/injection/validation.jsonl, via
# evaluate.py) among 16:1e-3, 0:1e-3, 16:1e-2, 32:1e-2 with natural weight 1 or 3 and lexical
# l2 1e-4 or 1e-3; --grid H:l2,... cross-validates several and keeps the best by CV.
# With the composed data, CV picks 32:1e-3 over 16:1e-3 (balanced log loss 0.293 / 0.305);
# on the validation set 32 has AUC 0.946 / 0.941 and at p > 0.7 recall 0.85 / 0.86 with
# false-positive rate 0.08 / 0.11, so both stay in the default grid.
HEAD_GRID = [(16, 1e-3), (32, 1e-3)]
HEAD_STEPS = 400
HEAD_LR = 0.01
WINDOW_TERM = 0.5           # weight of the window-level loss next to the document loss
NATURAL_WEIGHT = 1.0        # weight of a benign document from natural_*.jsonl

T0 = time.time()


def log(msg):
    print("[%6.1fs] %s" % (time.time() - T0, msg), file=sys.stderr, flush=True)


# ------------------------------------------------------------------ data

class Doc:
    __slots__ = ("text", "y", "kind", "source", "injection", "derived", "group_key", "natural", "weight",
                 "windows", "nbytes", "w0", "w1", "fold", "group")


def load_docs(data_dir, exclude=()):
    docs, seen, conflicts, dups = [], {}, 0, 0
    for path in sorted(glob.glob(os.path.join(data_dir, "*.jsonl"))):
        if os.path.basename(path).startswith(tuple(exclude)) and exclude:
            continue
        with open(path, encoding="utf-8") as f:
            for line_no, line in enumerate(f, 1):
                line = line.strip()
                if not line:
                    continue
                r = json.loads(line)
                if r.get("label") not in ("injection", "benign"):
                    raise SystemExit("%s:%d: label must be injection|benign" % (path, line_no))
                d = Doc()
                d.text = ai.capped(ai.decode(r["text"]))
                d.y = 1 if r["label"] == "injection" else 0
                d.kind = str(r.get("kind", "unknown"))
                d.source = str(r.get("source", os.path.basename(path)))
                inj = r.get("injection")
                if isinstance(inj, str):
                    inj = [inj]
                d.injection = [ai.decode(s) for s in inj] if inj and d.y else None
                d.derived = False
                d.natural = os.path.basename(path).startswith("natural_")
                d.weight = 1.0
                d.group_key = r.get("group")
                key = d.text
                if key in seen:
                    other = docs[seen[key]]
                    if other.y != d.y:
                        conflicts += 1
                        other.y = -1  # conflicting labels: drop both
                    else:
                        dups += 1
                    continue
                seen[key] = len(docs)
                docs.append(d)
    docs = [d for d in docs if d.y >= 0]
    log("data: %d documents (%d duplicates dropped, %d conflicting texts dropped)"
        % (len(docs), dups, conflicts))
    return docs


STANDALONE_KINDS = ("sentence", "payload")


def derive_injections(docs, min_chars=20):
    """Injected documents without an "injection" field that contain, verbatim, the text of
    a standalone injection of the data (kind sentence/payload) get it as their injection
    (the longest one found)."""
    known = sorted({d.text.strip(ai.WHITE_SPACE) for d in docs
                    if d.y == 1 and d.kind in STANDALONE_KINDS},
                   key=lambda t: (-len(t), t))
    known = [k for k in known if len(k) >= min_chars]
    n = 0
    for d in docs:
        if d.y != 1 or d.injection or d.kind in STANDALONE_KINDS:
            continue
        for k in known:
            if k in d.text:
                d.injection = [k]
                d.derived = True
                n += 1
                break
    log("injection field: %d given, %d derived from %d standalone injections"
        % (sum(1 for d in docs if d.injection and not d.derived), n, len(known)))


class UnionFind:
    def __init__(self, n):
        self.p = list(range(n))

    def find(self, a):
        while self.p[a] != a:
            self.p[a] = self.p[self.p[a]]
            a = self.p[a]
        return a

    def union(self, a, b):
        a, b = self.find(a), self.find(b)
        if a != b:
            self.p[max(a, b)] = min(a, b)


def _norm(s):
    return " ".join(ai.tokens(s))


def assign_folds(docs):
    """Groups -> FOLDS folds of whole groups, greedily balanced per label; deterministic.
    Documents share a group when they have the same PyPI source file (source up to '#';
    generated and written sources are not grouped by source: one template source holds
    thousands of documents), an explicit "group", the same injection (given or derived;
    a standalone injection joins the documents that contain it) or the same text."""
    uf = UnionFind(len(docs))
    first = {}
    for i, d in enumerate(docs):
        keys = []
        if not d.source.startswith(("generated:", "written:")):
            keys.append("src:" + d.source.split("#")[0])
        if d.y == 1 and d.kind in STANDALONE_KINDS:
            keys.append("inj:" + _norm(d.text))
        if d.group_key is not None:
            keys.append("grp:" + str(d.group_key))
        for s in d.injection or []:
            keys.append("inj:" + _norm(s))
        keys.append("txt:" + _norm(d.text))
        for k in keys:
            if k in first:
                uf.union(i, first[k])
            else:
                first[k] = i
    members = defaultdict(list)
    for i in range(len(docs)):
        members[uf.find(i)].append(i)
    groups = sorted(members.values(), key=lambda m: (-len(m), m[0]))
    tot = [sum(1 for d in docs if d.y == c) or 1 for c in (0, 1)]
    load = np.zeros((FOLDS, 2))
    for g, m in enumerate(groups):
        cnt = np.array([sum(1 for i in m if docs[i].y == c) for c in (0, 1)], dtype=float)
        cost = [((load[f] + cnt) / tot).sum() for f in range(FOLDS)]
        f = int(np.argmin(cost))
        load[f] += cnt
        for i in m:
            docs[i].fold = f
            docs[i].group = g
    log("groups: %d (largest %s); folds (benign, injected): %s"
        % (len(groups), [len(m) for m in groups[:5]], [tuple(int(v) for v in r) for r in load]))


# ------------------------------------------------------------------ windows, features

class WindowTable:
    """All windows of all documents and their hashed features (CSR over buckets)."""

    def __init__(self, docs):
        rows_doc, indptr, indices, values, texts = [], [0], [], [], []
        for di, d in enumerate(docs):
            d.windows = ai.windows(d.text)
            d.nbytes = len(d.text.encode("utf-8"))
            d.w0 = len(texts)
            for w in d.windows:
                b = ai.buckets(w, BUCKETS)
                indices.extend(b)
                values.extend([1.0 / math.sqrt(len(b))] * len(b) if b else [])
                indptr.append(len(indices))
                rows_doc.append(di)
                texts.append(w)
            d.w1 = len(texts)
        self.texts = texts
        self.doc = np.array(rows_doc, dtype=np.int64)
        self.indptr = np.array(indptr, dtype=np.int64)
        self.indices = np.array(indices, dtype=np.int64)
        self.values = np.array(values, dtype=np.float64)
        self.row_of_nz = np.repeat(np.arange(len(texts)), np.diff(self.indptr))
        log("windows: %d (%d feature hits)" % (len(texts), len(indices)))

    def logits(self, bias, w, rows=None):
        z = np.bincount(self.row_of_nz, weights=w[self.indices] * self.values,
                        minlength=len(self.texts))
        # the spec sums per window in sorted-feature order; bincount gives the same value
        # to ~1e-15, and the shipped numbers are recomputed by argus_injection anyway
        z = z + bias
        return z if rows is None else z[rows]


# ------------------------------------------------------------------ lexical LR

def lbfgs(fun, x0, iters=300, m=10, tol=1e-7):
    """Deterministic L-BFGS with backtracking (Armijo) line search."""
    x = x0.copy()
    f, g = fun(x)
    S, Y = [], []
    for _ in range(iters):
        q = g.copy()
        alphas = []
        for s, y in reversed(list(zip(S, Y))):
            a = s.dot(q) / y.dot(s)
            alphas.append(a)
            q -= a * y
        if S:
            q *= S[-1].dot(Y[-1]) / Y[-1].dot(Y[-1])
        for (s, y), a in zip(zip(S, Y), reversed(alphas)):
            b = y.dot(q) / y.dot(s)
            q += s * (a - b)
        d = -q
        gd = g.dot(d)
        if gd >= 0:
            d, gd = -g, -g.dot(g)
        step = 1.0
        while True:
            xn = x + step * d
            fn, gn = fun(xn)
            if fn <= f + 1e-4 * step * gd or step < 1e-10:
                break
            step *= 0.5
        s, y = xn - x, gn - g
        x, f_old, f, g = xn, f, fn, gn
        if s.dot(y) > 1e-12:
            S.append(s)
            Y.append(y)
            if len(S) > m:
                S.pop(0)
                Y.pop(0)
        if abs(f_old - f) <= tol * max(1.0, abs(f)) or np.abs(g).max() < 1e-8:
            break
    return x


def fit_lr(wt, rows, y, sw, l2, x0=None):
    """Weighted L2 logistic regression on the windows `rows`; returns (bias, weights[B])."""
    sel = np.zeros(len(wt.texts), dtype=bool)
    sel[rows] = True
    nz = sel[wt.row_of_nz]
    nz_row = wt.row_of_nz[nz]
    nz_col = wt.indices[nz]
    nz_val = wt.values[nz]
    used, col = np.unique(nz_col, return_inverse=True)
    # local row numbers
    local = np.full(len(wt.texts), -1, dtype=np.int64)
    local[rows] = np.arange(len(rows))
    nz_row = local[nz_row]
    n, p = len(rows), len(used)
    sw = sw / sw.sum()

    def fun(theta):
        w, b = theta[:p], theta[p]
        z = np.bincount(nz_row, weights=w[col] * nz_val, minlength=n) + b
        pz = 1.0 / (1.0 + np.exp(-z))
        loss = (sw * (np.logaddexp(0.0, z) - y * z)).sum() + 0.5 * l2 * w.dot(w)
        r = sw * (pz - y)
        gw = np.bincount(col, weights=r[nz_row] * nz_val, minlength=p) + l2 * w
        return loss, np.append(gw, r.sum())

    theta0 = np.zeros(p + 1)
    if x0 is not None:
        theta0[:p] = x0[1][used]
        theta0[p] = x0[0]
    theta = lbfgs(fun, theta0)
    w = np.zeros(BUCKETS)
    w[used] = theta[:p]
    return float(theta[p]), w


_POS = {}


def positive_rows(d):
    """Windows of an injected document that contain a piece of its injection field."""
    if id(d) not in _POS:
        parts = [p for s in d.injection for p in (ai.pieces(s) or [s.strip()]) if p]
        _POS[id(d)] = [d.w0 + i for i, w in enumerate(d.windows) if any(p in w for p in parts)]
    return _POS[id(d)]


def fit_lexical(docs, wt, doc_ids, l2=LEX_L2):
    """Multiple-instance lexical training on the documents doc_ids -> (bias, w)."""
    fixed_rows, fixed_y, fixed_w, mil = [], [], [], []
    for di in doc_ids:
        d = docs[di]
        n = d.w1 - d.w0
        if n == 0:
            continue
        if d.y == 0:
            c = min(1.0, BENIGN_WINDOW_CAP / n) * d.weight
            fixed_rows.extend(range(d.w0, d.w1))
            fixed_y.extend([0.0] * n)
            fixed_w.extend([c] * n)
            continue
        pos = positive_rows(d) if d.injection else []
        if pos:
            ps = set(pos)
            neg = [r for r in range(d.w0, d.w1) if r not in ps]
            fixed_rows.extend(pos + neg)
            fixed_y.extend([1.0] * len(pos) + [0.0] * len(neg))
            fixed_w.extend([1.0 / len(pos)] * len(pos)
                           + [CONTEXT_WEIGHT * min(1.0, BENIGN_WINDOW_CAP / max(1, len(neg)))] * len(neg))
        else:
            mil.append(di)
    fixed_rows = np.array(fixed_rows, dtype=np.int64)
    fixed_y = np.array(fixed_y)
    fixed_w = np.array(fixed_w)

    def assemble(mil_rows, mil_w):
        rows = np.concatenate([fixed_rows, mil_rows]).astype(np.int64)
        y = np.concatenate([fixed_y, np.ones(len(mil_rows))])
        sw = np.concatenate([fixed_w, mil_w])
        pos_tot = sw[y == 1].sum()
        neg_tot = sw[y == 0].sum()
        sw = np.where(y == 1, sw / pos_tot, sw / neg_tot)  # classes balanced
        return rows, y, sw

    # round 0: every window of an unlabelled injected document, the document weighing 1
    mil_rows = np.concatenate([np.arange(docs[i].w0, docs[i].w1) for i in mil]) if mil else np.zeros(0, np.int64)
    mil_w = np.concatenate([np.full(docs[i].w1 - docs[i].w0, 1.0 / (docs[i].w1 - docs[i].w0)) for i in mil]) if mil else np.zeros(0)
    model = fit_lr(wt, *assemble(mil_rows, mil_w), l2)
    for _ in range(MIL_ROUNDS):
        if not mil:
            break
        z = wt.logits(*model)
        mr, mw = [], []
        for i in mil:
            d = docs[i]
            zz = z[d.w0:d.w1]
            order = np.lexsort((np.arange(len(zz)), -zz))[:MIL_TOP]
            top = [j for j in order if zz[j] >= zz[order[0]] - MIL_MARGIN]
            mr.extend(d.w0 + j for j in top)
            mw.extend([1.0 / len(top)] * len(top))
        model = fit_lr(wt, *assemble(np.array(mr, np.int64), np.array(mw)), l2, x0=model)
    return model


# ------------------------------------------------------------------ embeddings

class EmbeddingCache:
    def __init__(self, model=ai.MODEL_PATH):
        self.model = model
        with open(model, "rb") as f:
            self.model_sha = hashlib.sha256(f.read()).hexdigest()[:16]
        os.makedirs(CACHE, exist_ok=True)
        self.path = os.path.join(CACHE, "%s-first%d.npz" % (self.model_sha, MAX_TOKENS))
        self.vec = {}
        if os.path.exists(self.path):
            z = np.load(self.path)
            for k, v in zip(z["keys"], z["vecs"]):
                self.vec[str(k)] = v
        self.dirty = False

    @staticmethod
    def key(text):
        return hashlib.sha1(text.encode("utf-8")).hexdigest()

    def get(self, texts):
        keys = [self.key(t) for t in texts]
        todo = sorted({k: t for k, t in zip(keys, texts) if k not in self.vec}.items())
        if todo:
            log("embedding %d new windows (one per run)" % len(todo))
            t = time.time()
            for start in range(0, len(todo), 2000):
                chunk = todo[start:start + 2000]
                vecs = ai.embed([t for _, t in chunk], MAX_TOKENS, self.model)
                for (k, _), v in zip(chunk, vecs):
                    self.vec[k] = v
                self.dirty = True
                self.save()
            log("embedded in %.1fs (%.2f ms/window)" % (time.time() - t, 1000 * (time.time() - t) / len(todo)))
        return np.array([self.vec[k] for k in keys], dtype=np.float32).reshape(len(texts), -1)

    def save(self):
        if self.dirty:
            keys = sorted(self.vec)
            tmp = self.path + ".%d.tmp.npz" % os.getpid()
            np.savez(tmp, keys=np.array(keys), vecs=np.array([self.vec[k] for k in keys]))
            os.replace(tmp, self.path)
            self.dirty = False


def k_of(nbytes, rank):
    return min(rank["max"], max(1, rank["base"] + rank["per_kib"] * (nbytes // 1024)))


# ------------------------------------------------------------------ head

class HeadData:
    """Rows = embedded candidate windows; per document the inference set (top-k)."""

    def __init__(self, docs, wt, lex, emb_rows, X, rank):
        self.docs = docs
        self.X = X                      # [rows, 385]
        self.win = emb_rows             # window index of each row
        row_of_win = {w: i for i, w in enumerate(emb_rows)}
        self.row_of_win = row_of_win
        self.top = []                   # per doc: rows of its top-k windows (rank order)
        self.cand = []                  # per doc: all its candidate rows
        self.train = []                 # per doc: rows the head trains on
        for d in docs:
            n = d.w1 - d.w0
            zz = lex[d.w0:d.w1]
            order = np.lexsort((np.arange(n), -zz))
            k = k_of(d.nbytes, rank)
            self.top.append([row_of_win[d.w0 + j] for j in order[:k]])
            self.cand.append(sorted(row_of_win[w] for w in range(d.w0, d.w1) if w in row_of_win))
            tr = {row_of_win[d.w0 + j] for j in order[:k + 1]}
            if d.injection:
                tr.update(row_of_win[w] for w in positive_rows(d) if w in row_of_win)
            self.train.append(sorted(tr))


def _init(H, seed):
    rng = np.random.default_rng(seed)
    if H == 0:
        return {"w": np.zeros(ai.DIM + 1), "b": np.zeros(1)}
    return {"W1": rng.normal(0, math.sqrt(2.0 / (ai.DIM + 1)), (H, ai.DIM + 1)),
            "b1": np.zeros(H),
            "w2": rng.normal(0, math.sqrt(1.0 / H), H),
            "b2": np.zeros(1)}


def _forward(P, X):
    if "w" in P:
        return X @ P["w"] + P["b"][0], None
    A = X @ P["W1"].T + P["b1"]
    Hh = np.maximum(A, 0.0)
    return Hh @ P["w2"] + P["b2"][0], Hh


HEAD_STEPS_SET = [HEAD_STEPS]


def train_head(hd, doc_ids, H, l2, seed=SEED, steps=None):
    """Full-batch Adam (float64) on the documents doc_ids -> params in standardised space
    plus (mu, sd) of the inputs."""
    docs = hd.docs
    rows = sorted({r for di in doc_ids for r in hd.train[di]})
    local = {r: i for i, r in enumerate(rows)}
    X = hd.X[rows]
    mu = X.mean(axis=0)
    sd = X.std(axis=0) + 1e-6
    Xs = (X - mu) / sd
    # document term: max over top-k rows
    dt_rows, dt_ptr, dt_y, dt_w = [], [0], [], []
    # window term
    wr, wy, ww = [], [], []
    n_cls = Counter()
    for di in doc_ids:
        if hd.top[di]:
            n_cls[docs[di].y] += docs[di].weight
    for di in doc_ids:
        d = docs[di]
        if not hd.top[di]:
            continue
        cw = 0.5 * d.weight / n_cls[d.y]
        dt_rows.extend(local[r] for r in hd.top[di])
        dt_ptr.append(len(dt_rows))
        dt_y.append(d.y)
        dt_w.append(cw)
        if d.y == 0:
            c = hd.train[di]
            wr.extend(local[r] for r in c)
            wy.extend([0.0] * len(c))
            ww.extend([cw / len(c)] * len(c))
        elif d.injection:
            pos = set(hd.row_of_win[w] for w in positive_rows(d) if w in hd.row_of_win)
            c = hd.train[di]
            for r in c:
                wr.append(local[r])
                if r in pos:
                    wy.append(1.0)
                    ww.append(cw / len(pos))
                else:
                    wy.append(0.0)
                    ww.append(CONTEXT_WEIGHT * cw / max(1, len(c) - len(pos)))
    dt_rows = np.array(dt_rows, np.int64)
    dt_ptr = np.array(dt_ptr, np.int64)
    sizes = np.diff(dt_ptr)
    dt_doc = np.repeat(np.arange(len(sizes)), sizes)
    dt_y = np.array(dt_y, float)
    dt_w = np.array(dt_w)
    wr = np.array(wr, np.int64)
    wy = np.array(wy)
    ww = np.array(ww) * WINDOW_TERM

    steps = steps or HEAD_STEPS_SET[0]
    P = _init(H, seed)
    M = {k: np.zeros_like(v) for k, v in P.items()}
    V = {k: np.zeros_like(v) for k, v in P.items()}
    b1, b2, eps = 0.9, 0.999, 1e-8
    n = len(rows)
    for t in range(1, steps + 1):
        z, Hh = _forward(P, Xs)
        # document term
        zt = z[dt_rows]
        zmax = np.maximum.reduceat(zt, dt_ptr[:-1])
        ismax = zt == zmax[dt_doc]
        first = np.zeros(len(zt), bool)
        idx = np.flatnonzero(ismax)
        _, firsts = np.unique(dt_doc[idx], return_index=True)
        first[idx[firsts]] = True
        gdoc = dt_w * (1.0 / (1.0 + np.exp(-zmax)) - dt_y)
        gz = np.zeros(n)
        np.add.at(gz, dt_rows[first], gdoc[dt_doc[first]])
        # window term
        if len(wr):
            np.add.at(gz, wr, ww * (1.0 / (1.0 + np.exp(-z[wr])) - wy))
        G = {}
        if H == 0:
            G["w"] = Xs.T @ gz + 2 * l2 * P["w"]
            G["b"] = np.array([gz.sum()])
        else:
            G["w2"] = Hh.T @ gz + 2 * l2 * P["w2"]
            G["b2"] = np.array([gz.sum()])
            gA = np.outer(gz, P["w2"]) * (Hh > 0)
            G["W1"] = gA.T @ Xs + 2 * l2 * P["W1"]
            G["b1"] = gA.sum(axis=0)
        lr = HEAD_LR * (0.5 * (1 + math.cos(math.pi * (t - 1) / steps)))  # cosine decay
        for k in P:
            M[k] = b1 * M[k] + (1 - b1) * G[k]
            V[k] = b2 * V[k] + (1 - b2) * G[k] ** 2
            mh = M[k] / (1 - b1 ** t)
            vh = V[k] / (1 - b2 ** t)
            P[k] = P[k] - lr * mh / (np.sqrt(vh) + eps)
    return P, mu, sd


def head_z(P, mu, sd, X):
    return _forward(P, (X - mu) / sd)[0]


def to_layers(P, mu, sd):
    """Fold the input standardisation into the first layer (SPEC §6 layers)."""
    if "w" in P:
        w = P["w"] / sd
        b = P["b"][0] - (P["w"] * mu / sd).sum()
        return [{"weights": [w], "bias": [b], "activation": "none"}]
    W1 = P["W1"] / sd
    b1 = P["b1"] - (P["W1"] * (mu / sd)).sum(axis=1)
    return [{"weights": list(W1), "bias": b1, "activation": "relu"},
            {"weights": [P["w2"]], "bias": P["b2"], "activation": "none"}]


def doc_scores(hd, doc_ids, z_rows, k_override=None, lex=None):
    """max z over each document's top-k rows (-inf for a document without windows)."""
    out = np.full(len(doc_ids), -np.inf)
    for j, di in enumerate(doc_ids):
        top = hd.top[di]
        if k_override is not None:
            d = hd.docs[di]
            top = top_rows(hd, d, lex, k_override)
        if top:
            out[j] = max(z_rows[r] for r in top)
    return out


def top_rows(hd, d, lex, rank):
    n = d.w1 - d.w0
    zz = lex[d.w0:d.w1]
    order = np.lexsort((np.arange(n), -zz))
    k = k_of(d.nbytes, rank)
    return [hd.row_of_win[d.w0 + j] for j in order[:k] if d.w0 + j in hd.row_of_win]


# ------------------------------------------------------------------ calibration, metrics

def platt(z, y):
    """Class-balanced Platt scaling: (scale, offset) minimising weighted log loss."""
    z = np.where(np.isfinite(z), z, -50.0)
    w = np.where(y == 1, 0.5 / max(1, (y == 1).sum()), 0.5 / max(1, (y == 0).sum()))

    def fun(t):
        a, b = t
        s = a * z + b
        p = 1.0 / (1.0 + np.exp(-s))
        loss = (w * (np.logaddexp(0.0, s) - y * s)).sum()
        r = w * (p - y)
        return loss, np.array([(r * z).sum(), r.sum()])

    a, b = lbfgs(fun, np.array([1.0, 0.0]), iters=200, tol=1e-12)
    return float(a), float(b)


def balanced_logloss(p, y):
    p = np.clip(p, 1e-12, 1 - 1e-12)
    l1 = -np.log(p[y == 1]).mean() if (y == 1).any() else 0.0
    l0 = -np.log(1 - p[y == 0]).mean() if (y == 0).any() else 0.0
    return 0.5 * (l1 + l0)


def auc(s, y):
    s = np.where(np.isfinite(s), s, -1e9)
    pos, neg = s[y == 1], s[y == 0]
    if len(pos) == 0 or len(neg) == 0:
        return float("nan")
    order = np.argsort(np.concatenate([pos, neg]), kind="mergesort")
    ranks = np.empty(len(order))
    allv = np.concatenate([pos, neg])[order]
    # average ranks for ties
    i = 0
    while i < len(allv):
        j = i
        while j + 1 < len(allv) and allv[j + 1] == allv[i]:
            j += 1
        ranks[order[i:j + 1]] = (i + j) / 2.0 + 1
        i = j + 1
    return float((ranks[:len(pos)].sum() - len(pos) * (len(pos) + 1) / 2) / (len(pos) * len(neg)))


def metrics(p, y, thr=0.5):
    flag = p >= thr
    tp = int((flag & (y == 1)).sum())
    fp = int((flag & (y == 0)).sum())
    fn = int((~flag & (y == 1)).sum())
    tn = int((~flag & (y == 0)).sum())
    return {"n": int(len(y)), "injected": int((y == 1).sum()), "benign": int((y == 0).sum()),
            "precision": round(tp / (tp + fp), 4) if tp + fp else None,
            "recall": round(tp / (tp + fn), 4) if tp + fn else None,
            "fpr": round(fp / (fp + tn), 4) if fp + tn else None}


# ------------------------------------------------------------------ output

def r6(v):
    v = round(float(v), 6)
    return 0.0 if v == 0 else v


def write_head(path, lex_model, layers, calib, rank, trained):
    bias, w = lex_model
    nzb = [(int(b), r6(w[b])) for b in np.flatnonzero(w)]
    nzb = [(b, v) for b, v in nzb if v != 0.0]
    head = {
        "format": ai.FORMAT,
        "buckets": BUCKETS,
        "max_tokens": MAX_TOKENS,
        "rank": dict(rank),
        "lexical": {"bias": r6(bias), "weights": [[b, v] for b, v in nzb]},
        "layers": [{"weights": [[r6(x) for x in row] for row in l["weights"]],
                    "bias": [r6(x) for x in l["bias"]],
                    "activation": l["activation"]} for l in layers],
        "calibration": {"scale": r6(calib[0]), "offset": r6(calib[1])},
        "trained": trained,
    }
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(head, f, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
        f.write("\n")
    os.replace(tmp, path)
    return head


# ------------------------------------------------------------------ main

def main(argv=None):
    ap = argparse.ArgumentParser(description="train the injection head (SPEC.md)")
    ap.add_argument("--data", default=DATA)
    ap.add_argument("--out", default=os.path.join(ai.MODELS, "injection-head.json"))
    ap.add_argument("--grid", default=None, help="H:l2,H:l2,... (default: %s)" % HEAD_GRID)
    ap.add_argument("--rank", default=None, help="base,per_kib,max (default: %s)" % RANK)
    ap.add_argument("--natural-weight", type=float, default=NATURAL_WEIGHT,
                    help="weight of a benign document from natural_*.jsonl (default %(default)s)")
    ap.add_argument("--lex-l2", type=float, default=LEX_L2)
    ap.add_argument("--steps", type=int, default=HEAD_STEPS)
    ap.add_argument("--out-all", default=None, help="also write one head per grid configuration here")
    ap.add_argument("--exclude", default="", help="comma-separated data file prefixes to leave out")
    a = ap.parse_args(argv)
    HEAD_STEPS_SET[0] = a.steps
    rank = dict(RANK)
    if a.rank:
        rank = dict(zip(("base", "per_kib", "max"), (int(x) for x in a.rank.split(","))))
    grid = HEAD_GRID
    if a.grid:
        grid = [(int(x.split(":")[0]), float(x.split(":")[1])) for x in a.grid.split(",")]

    docs = load_docs(a.data, [x for x in a.exclude.split(",") if x])
    for d in docs:
        if d.natural and d.y == 0:
            d.weight = a.natural_weight
    derive_injections(docs)
    assign_folds(docs)
    wt = WindowTable(docs)
    y_doc = np.array([d.y for d in docs])
    all_ids = list(range(len(docs)))
    fold_ids = [[i for i, d in enumerate(docs) if d.fold == f] for f in range(FOLDS)]

    # -- lexical: out-of-fold logits, then the shipped model on everything
    lex_oof = np.zeros(len(wt.texts))
    for f in range(FOLDS):
        train_ids = [i for i, d in enumerate(docs) if d.fold != f]
        m = fit_lexical(docs, wt, train_ids, a.lex_l2)
        z = wt.logits(*m)
        for i in fold_ids[f]:
            lex_oof[docs[i].w0:docs[i].w1] = z[docs[i].w0:docs[i].w1]
        log("lexical fold %d fitted" % f)
    lex_final = fit_lexical(docs, wt, all_ids, a.lex_l2)
    log("lexical: %d non-zero buckets" % int((lex_final[1] != 0).sum()))

    # lexical-only doc AUC (max window logit) and known-injection top-k coverage
    doc_lex_max = np.array([lex_oof[d.w0:d.w1].max() if d.w1 > d.w0 else -np.inf for d in docs])
    lex_auc = auc(doc_lex_max, y_doc)

    # -- candidates to embed: top-M by out-of-fold lexical logit + known injected windows
    rank_wide = {"base": 4, "per_kib": 2, "max": 32}
    cand = set()
    for d in docs:
        n = d.w1 - d.w0
        if n == 0:
            continue
        zz = lex_oof[d.w0:d.w1]
        order = np.lexsort((np.arange(n), -zz))
        cand.update(d.w0 + int(j) for j in order[:max(k_of(d.nbytes, rank_wide), k_of(d.nbytes, rank))])
        if d.injection:
            cand.update(positive_rows(d))
    emb_rows = sorted(cand)
    cache = EmbeddingCache()
    E = cache.get([wt.texts[r] for r in emb_rows]).astype(np.float64)
    X = np.concatenate([E, lex_oof[emb_rows][:, None]], axis=1)
    hd = HeadData(docs, wt, lex_oof, emb_rows, X, rank)
    log("head rows: %d candidate windows of %d documents" % (len(emb_rows), len(docs)))

    # -- choose H and l2 by grouped CV (document-level balanced log loss after Platt)
    results = {}
    oof_by_cfg = {}
    for H, l2 in grid:
        zr = np.zeros(len(emb_rows))
        for f in range(FOLDS):
            train_ids = [i for i, d in enumerate(docs) if d.fold != f]
            P, mu, sd = train_head(hd, train_ids, H, l2)
            rows = sorted({r for i in fold_ids[f] for r in hd.cand[i]})
            zr[rows] = head_z(P, mu, sd, X[rows])
        zd = doc_scores(hd, all_ids, zr)
        s, o = platt(zd, y_doc)
        pd = 1.0 / (1.0 + np.exp(-(s * np.where(np.isfinite(zd), zd, -50.0) + o)))
        results[(H, l2)] = {"logloss": balanced_logloss(pd, y_doc), "auc": auc(zd, y_doc)}
        oof_by_cfg[(H, l2)] = zr
        log("cv H=%d l2=%g: balanced logloss %.4f, AUC %.4f"
            % (H, l2, results[(H, l2)]["logloss"], results[(H, l2)]["auc"]))
    best = min(grid, key=lambda c: (round(results[c]["logloss"], 3), c[0], -c[1]))
    H, l2 = best
    log("chosen: H=%d l2=%g" % best)
    if a.out_all:
        # one head per grid configuration (for model selection on a separate set)
        os.makedirs(a.out_all, exist_ok=True)
        for cfg in grid:
            zc = doc_scores(hd, all_ids, oof_by_cfg[cfg])
            cal = platt(zc, y_doc)
            Pc, muc, sdc = train_head(hd, all_ids, cfg[0], cfg[1])
            write_head(os.path.join(a.out_all, "H%d_l2%g.json" % cfg), lex_final, to_layers(Pc, muc, sdc),
                       cal, rank, {"grid": "%d:%g" % cfg, "cv": results[cfg]})
            log("wrote head H=%d l2=%g" % cfg)

    # -- calibration on the out-of-fold document scores of the chosen configuration
    zr = oof_by_cfg[best]
    zd = doc_scores(hd, all_ids, zr)
    calib = platt(zd, y_doc)
    pd = 1.0 / (1.0 + np.exp(-(calib[0] * np.where(np.isfinite(zd), zd, -50.0) + calib[1])))

    # -- report per kind (grouped CV, out-of-fold, threshold 0.5)
    kinds = sorted({d.kind for d in docs})
    per_kind = {k: metrics(pd[[i for i, d in enumerate(docs) if d.kind == k]],
                           y_doc[[i for i, d in enumerate(docs) if d.kind == k]]) for k in kinds}
    overall = metrics(pd, y_doc)
    overall["auc"] = round(auc(zd, y_doc), 4)
    overall["balanced_logloss"] = round(balanced_logloss(pd, y_doc), 4)
    # recall at fixed FPR
    neg = np.sort(pd[y_doc == 0])[::-1]
    at_fpr = {}
    for fpr in (0.01, 0.05):
        j = int(math.floor(fpr * len(neg)))
        thr = neg[j] if j < len(neg) else 0.0
        at_fpr["recall_at_fpr_%g" % fpr] = round(float((pd[y_doc == 1] > thr).mean()), 4)
    overall.update(at_fpr)

    # rank sensitivity: OOF recall/FPR when fewer or more windows are embedded
    rank_table = {}
    for rk in ({"base": 1, "per_kib": 0, "max": 32}, {"base": 1, "per_kib": 1, "max": 32},
               {"base": 2, "per_kib": 1, "max": 32}, {"base": 3, "per_kib": 1, "max": 32},
               rank_wide):
        zk = doc_scores(hd, all_ids, zr, k_override=rk, lex=lex_oof)
        pk = 1.0 / (1.0 + np.exp(-(calib[0] * np.where(np.isfinite(zk), zk, -50.0) + calib[1])))
        m = metrics(pk, y_doc)
        known = hit = 0
        for i, d in enumerate(docs):
            if d.y == 1 and d.injection and d.w1 > d.w0:
                known += 1
                hit += bool(set(top_rows(hd, d, lex_oof, rk))
                            & {hd.row_of_win[w] for w in positive_rows(d) if w in hd.row_of_win})
        rank_table["%d+%d/KiB" % (rk["base"], rk["per_kib"])] = {
            "recall": m["recall"], "fpr": m["fpr"], "auc": round(auc(zk, y_doc), 4),
            "known_injection_in_topk": round(hit / known, 4) if known else None}

    # lexical top-k coverage: documents whose best head window (among candidates) is in
    # the lexical top-k; for documents with an injection field: a known injected window
    cover = Counter()
    for i, d in enumerate(docs):
        if d.y != 1 or not hd.cand[i]:
            continue
        top = set(hd.top[i])
        if d.injection:
            pos = {hd.row_of_win[w] for w in positive_rows(d) if w in hd.row_of_win}
            cover["known_docs"] += 1
            cover["known_in_topk"] += bool(pos & top)
        best_row = max(hd.cand[i], key=lambda r: (zr[r], -r))
        cover["docs"] += 1
        cover["best_in_topk"] += best_row in top

    # -- final head on all documents
    P, mu, sd = train_head(hd, all_ids, H, l2)
    layers = to_layers(P, mu, sd)
    counts = defaultdict(Counter)
    for d in docs:
        counts[source_key(d)]["%s/%s" % ("injection" if d.y else "benign", d.kind)] += 1
    excluded = tuple(x for x in a.exclude.split(",") if x)
    files = sorted(os.path.basename(p) for p in glob.glob(os.path.join(a.data, "*.jsonl"))
                   if not (excluded and os.path.basename(p).startswith(excluded)))
    n_win_1k = windows_of_1kib()
    trained = {
        "data": {"files": files, "documents": len(docs),
                 "injection": int(y_doc.sum()), "benign": int((y_doc == 0).sum()),
                 "by_source": {s: dict(sorted(c.items())) for s, c in sorted(counts.items())}},
        "seed": SEED,
        "head": {"hidden": H, "l2": l2, "steps": HEAD_STEPS_SET[0], "lr": HEAD_LR,
                 "natural_weight": a.natural_weight, "lexical_l2": a.lex_l2},
        "cv": {"folds": FOLDS, "grouping": "source file, group field, injected sentence, text",
               "threshold": 0.5, "overall": overall, "per_kind": per_kind,
               "grid": {"%d:%g" % c: {k: round(v, 4) for k, v in r.items()} for c, r in sorted(results.items())},
               "lexical_only_auc": round(lex_auc, 4),
               "rank": rank_table,
               "coverage": dict(sorted(cover.items()))},
    }
    write_head(a.out, lex_final, layers, calib, rank, trained)
    cache.save()
    log("wrote %s" % a.out)
    report(trained, n_win_1k, rank)


def source_key(d):
    """Source for the data counts: natural sources are counted per collection."""
    s = d.source.split("#")[0]
    if d.natural and not s.startswith("written:"):
        s = s.split(":")[0] + ":*"
    return s


def windows_of_1kib():
    text = ("Hello, thanks for reaching out about your order. We shipped it yesterday and it "
            "should arrive within three business days. ") * 9
    return text[:1024]


def report(trained, text_1k, rank):
    cv = trained["cv"]
    print("documents: %d (%d injection, %d benign)" % (
        trained["data"]["documents"], trained["data"]["injection"], trained["data"]["benign"]))
    print("head: H=%d l2=%g" % (trained["head"]["hidden"], trained["head"]["l2"]))
    print("grid (balanced logloss / AUC):")
    for c, r in cv["grid"].items():
        print("  %-10s %.4f  %.4f" % (c, r["logloss"], r["auc"]))
    print("overall: %s" % json.dumps(cv["overall"]))
    print("lexical-only AUC (max window logit): %s" % cv["lexical_only_auc"])
    print("per kind (out-of-fold, p >= 0.5):")
    print("  %-22s %5s %5s %5s %9s %7s %6s" % ("kind", "n", "inj", "ben", "precision", "recall", "fpr"))
    for k, m in cv["per_kind"].items():
        f = lambda v: "-" if v is None else "%.3f" % v  # noqa: E731
        print("  %-22s %5d %5d %5d %9s %7s %6s" % (k, m["n"], m["injected"], m["benign"],
                                                  f(m["precision"]), f(m["recall"]), f(m["fpr"])))
    print("rank settings (recall / fpr / auc): %s" % json.dumps(cv["rank"]))
    print("coverage: %s" % json.dumps(cv["coverage"]))
    nb = len(text_1k.encode())
    print("a %d-byte text embeds k = %d windows (rank %s; it has %d windows)" % (
        nb, k_of(nb, rank), rank, len(ai.windows(text_1k))))


if __name__ == "__main__":
    main()
