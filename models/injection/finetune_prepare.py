#!/usr/bin/env python3
"""Stage 1 of the encoder fine-tuning (finetune.py): choose the training windows and cache
the frozen lower layers' output for them.

For every document of models/injection/data (train.load_docs, derive_injections,
assign_folds: the same groups and folds as train.py) the windows (SPEC §2-3) are ranked by
the lexical logit of the committed head and chosen as the scorer chooses them (SPEC §4-5:
by characters, the head's "rank"), and labelled:
  benign document              its first BENIGN_WINDOWS chosen windows, label 0 (the scorer
                               reads every chosen window, so every one must stay low)
  injected, injection field    up to 2 windows that contain a piece of it, label 1; its
                               first 2 other chosen windows, label 0 with weight 0.5
  injected, no field           its first chosen window, label 1 (the multiple-instance guess)
(Before the character budget: a benign document's top-2 windows and one other window of an
injected document.)
Each window is run alone (unpadded, first 64 tokens, as SPEC §5) through the int8 model
models/model-int8.onnx, and the hidden state after layer FROZEN-1 is stored in float16.

    $PY models/injection/finetune_prepare.py --out $ARGUS_CACHE/finetune/train.npz
    $PY models/injection/finetune_prepare.py --eval eval/injection/validation.jsonl --out .../val.npz

--reuse OLD.npz copies the states of windows OLD already holds (same texts, same frozen
layers) instead of running them again.
"""
from __future__ import annotations

import os

for _v in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_v, "1")

import argparse  # noqa: E402
import json  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402

import numpy as np  # noqa: E402
import onnx  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.dirname(HERE))
import argus_injection as ai  # noqa: E402
import common  # noqa: E402
import train  # noqa: E402

MAX_TOKENS = 64
BENIGN_WINDOWS = 4
TWIN_SOURCES = ("written:hands", "written:apis", "written:turns", "written:langs", "written:docs", "written:struct",
                "written:content")
# (a prefix: "written:turns" and "written:langs" also take the later writers of each, turns2/3/4 and
# langs2/3/4; "written:struct" takes struct3, "written:hands" hands4)


def bottom_session(frozen):
    """The int8 model with the output of layer frozen-1 exposed."""
    m = onnx.load(os.path.join(ai.MODELS, "model-int8.onnx"))
    name = "l%d/ln2" % (frozen - 1)
    m.graph.output.append(onnx.helper.make_tensor_value_info(name, onnx.TensorProto.FLOAT, None))
    return common.session(m.SerializeToString()), name


def states(texts, frozen, reuse=None):
    sess, name = bottom_session(frozen)
    tok = ai.embedder(MAX_TOKENS)[1]
    hid = np.zeros((len(texts), MAX_TOKENS, ai.DIM), dtype=np.float16)
    ids = np.zeros((len(texts), MAX_TOKENS), dtype=np.int32)
    lens = np.zeros(len(texts), dtype=np.int32)
    todo = list(range(len(texts)))
    if reuse:
        old = np.load(reuse)
        where = {str(t): j for j, t in enumerate(old["texts"])}
        pairs = [(i, where[t]) for i, t in enumerate(texts) if t in where]
        if pairs:
            new_i, old_j = (np.array(v) for v in zip(*pairs))
            order = np.argsort(old_j)
            hold = old["hidden"]
            hid[new_i[order]] = hold[old_j[order]]
            del hold
            ids[new_i] = old["ids"][old_j]
            lens[new_i] = old["lens"][old_j]
        done = set(int(i) for i, _ in pairs)
        todo = [i for i in todo if i not in done]
        print("  reused %d windows of %s, %d to run" % (len(pairs), reuse, len(todo)), file=sys.stderr, flush=True)
    t0 = time.time()
    for n, i in enumerate(todo):
        t = texts[i]
        e = tok.encode(t).ids
        f = common.feeds([e])
        h = sess.run([name], f)[0][0]
        hid[i, :len(e)] = h
        ids[i, :len(e)] = e
        lens[i] = len(e)
        if n % 5000 == 0:
            print("  %d/%d windows (%.0fs)" % (n, len(todo), time.time() - t0), file=sys.stderr, flush=True)
    return hid, ids, lens


def top(zz, n):
    return [int(j) for j in np.lexsort((np.arange(len(zz)), -zz))[:n]]


def derive_from_twins(docs, prefixes=TWIN_SOURCES, min_chars=20):
    """An injected document of these sources without an injection field whose group holds
    one benign document (its twin: the same text with a benign line in the same place) gets
    as its field the stretches of its text that the twin does not have (a diff of the
    whitespace-separated words; stretches of at least min_chars, from the first to the last
    word of each)."""
    import difflib
    import re
    benign = {}
    for d in docs:
        if d.y == 0 and d.group_key and d.source.startswith(prefixes):
            benign.setdefault(d.group_key, []).append(d)
    n = 0
    for d in docs:
        if d.y != 1 or d.injection or not d.group_key or not d.source.startswith(prefixes):
            continue
        twins = benign.get(d.group_key, [])
        if len(twins) != 1 or len(d.text) > 20000:
            continue
        a = twins[0].text.split()
        spans = [m.span() for m in re.finditer(r"\S+", d.text)]
        b = [d.text[s:e] for s, e in spans]
        sm = difflib.SequenceMatcher(None, a, b, autojunk=False)
        parts = []
        for tag, _, _, j1, j2 in sm.get_opcodes():
            if tag in ("insert", "replace") and j2 > j1:
                part = d.text[spans[j1][0]:spans[j2 - 1][1]]
                if len(part) >= min_chars:
                    parts.append(part)
        if parts:
            d.injection = parts
            d.derived = True
            n += 1
    print("injection field derived from a benign twin: %d documents" % n, file=sys.stderr, flush=True)


def prepare_train(head, frozen, boost=()):
    docs = train.load_docs(train.DATA)
    train.derive_injections(docs)
    derive_from_twins(docs)
    train.assign_folds(docs)
    wt = train.WindowTable(docs)
    z = wt.logits(head.lex_bias, head.lex_weights)
    texts, y, w, doc, lex = [], [], [], [], []
    for di, d in enumerate(docs):
        if d.w1 == d.w0:
            continue
        zz = z[d.w0:d.w1]
        read = head.choose(d.windows, [float(v) for v in zz], d.nbytes)
        chosen = []
        if d.y == 0:
            chosen = [(j, 0, 1.0) for j in read[:BENIGN_WINDOWS]]
        elif d.injection:
            pos = [r - d.w0 for r in train.positive_rows(d)]
            pos = sorted(pos, key=lambda j: (-zz[j], j))[:2]
            chosen = [(j, 1, 1.0) for j in pos]
            posset = set(train.positive_rows(d))
            other = [j for j in read if d.w0 + j not in posset]
            chosen += [(j, 0, 0.5) for j in other[:2]]
            if not pos:
                chosen = [(read[0], 1, 1.0)]
        else:
            chosen = [(read[0], 1, 1.0)]
        mult = next((m for prefix, m in boost if d.source.startswith(prefix)), 1.0)
        for j, lab, wgt in chosen:
            texts.append(d.windows[j])
            y.append(lab)
            w.append(wgt * mult)
            doc.append(di)
            lex.append(zz[j])
    meta = {
        "y": np.array(y, np.int8), "w": np.array(w, np.float32), "doc": np.array(doc, np.int32),
        "lex": np.array(lex, np.float32),
        "doc_y": np.array([d.y for d in docs], np.int8),
        "doc_fold": np.array([d.fold for d in docs], np.int8),
        "doc_kind": np.array([d.kind for d in docs]),
        "doc_source": np.array([train.source_key(d) for d in docs]),
    }
    return texts, meta


def prepare_eval(head, path, per_text=3):
    rows = [json.loads(l) for l in open(path, encoding="utf-8") if l.strip()]
    texts, doc, lex, rank, k = [], [], [], [], []
    for di, r in enumerate(rows):
        t = ai.capped(ai.decode(r["text"]))
        wins = ai.windows(t)
        logits = [ai.lexical_logit(x, head) for x in wins]
        embedded = head.choose(wins, logits, len(t.encode("utf-8")))
        chosen = embedded + [i for i in ai.top_k(logits, per_text) if i not in embedded]
        k.append(len(embedded))
        for n, i in enumerate(chosen):
            texts.append(wins[i])
            doc.append(di)
            lex.append(logits[i])
            rank.append(n)
    meta = {"doc": np.array(doc, np.int32), "lex": np.array(lex, np.float32), "rank": np.array(rank, np.int32),
            "doc_k": np.array(k, np.int32),
            "doc_y": np.array([1 if r["label"] == "injection" else 0 for r in rows], np.int8),
            "doc_kind": np.array([r.get("kind", "?") for r in rows])}
    return texts, meta


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--eval", default=None, help="a labelled JSONL set instead of the training data")
    ap.add_argument("--frozen", type=int, default=4, help="number of frozen (cached) layers")
    ap.add_argument("--reuse", default=None, help="a prepared npz whose window states may be copied")
    ap.add_argument("--boost", action="append", default=[], metavar="SOURCE_PREFIX=WEIGHT",
                    help="multiply the weight of the windows of documents whose source starts so")
    ap.add_argument("--rank", default=None, metavar="UNIT,BASE,PER_KIB,MAX",
                    help="choose the windows under this rank instead of the head file's (SPEC 5; min_alpha "
                         "stays the head's), e.g. chars,256,256,8192: the training runs since the second")
    a = ap.parse_args()
    boost = [(b.split("=")[0], float(b.split("=")[1])) for b in a.boost]
    head = ai.Head.load()
    if a.rank:
        unit, base, per_kib, most = a.rank.split(",")
        with open(ai.HEAD_PATH, encoding="utf-8") as f:
            spec = json.load(f)
        spec["rank"] = dict(spec["rank"], unit=unit, base=int(base), per_kib=int(per_kib), max=int(most))
        head = ai.Head(spec)
        head.model_path = ai.Head.load().model_path
    texts, meta = prepare_eval(head, a.eval) if a.eval else prepare_train(head, a.frozen, boost)
    print("windows: %d" % len(texts), file=sys.stderr, flush=True)
    hid, ids, lens = states(texts, a.frozen, a.reuse)
    os.makedirs(os.path.dirname(os.path.abspath(a.out)), exist_ok=True)
    np.savez(a.out, hidden=hid, ids=ids, lens=lens, texts=np.array(texts), **meta)
    print("wrote %s" % a.out, file=sys.stderr)


if __name__ == "__main__":
    main()
