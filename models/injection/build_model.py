#!/usr/bin/env python3
"""Build models/injection-model.onnx: all-MiniLM-L6-v2 whose top layers run twice over
the same lower layers, once with the base weights and once with the fine-tuned weights of
models/injection-encoder.npz (finetune.py, float16); the output last_hidden_state is both
stacks' states side by side, [batch, sequence, 768] (SPEC §5, §9). Built as build_fp32.py
builds the base model (no PyTorch), then int8-quantized with quantize.py's settings.

With --head, also write the injection head (SPEC §7) for it from the base head that
train.py writes (--base-head: its lexical model, rank, 385 -> 32 -> 1 network and
calibration) and the fine-tuned logistic layer and calibration stored in the npz: the head's
logit is the mean of the two calibrated logits (the base network reads the base half of the
vector and the lexical logit, the fine-tuned layer the other half).

    $PY models/injection/build_model.py --out models/injection-model.onnx
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
MODELS = os.path.dirname(HERE)
sys.path.insert(0, MODELS)

KEYS = {
    "q_w": "attention.self.query.weight", "q_b": "attention.self.query.bias",
    "k_w": "attention.self.key.weight", "k_b": "attention.self.key.bias",
    "v_w": "attention.self.value.weight", "v_b": "attention.self.value.bias",
    "ao_w": "attention.output.dense.weight", "ao_b": "attention.output.dense.bias",
    "ln1_w": "attention.output.LayerNorm.weight", "ln1_b": "attention.output.LayerNorm.bias",
    "ff1_w": "intermediate.dense.weight", "ff1_b": "intermediate.dense.bias",
    "ff2_w": "output.dense.weight", "ff2_b": "output.dense.bias",
    "ln2_w": "output.LayerNorm.weight", "ln2_b": "output.LayerNorm.bias",
}


def overrides(npz):
    """npz keys l<i>.<name> ([in, out] matrices) -> safetensors keys ([out, in])."""
    out = {}
    for key in sorted(npz.files):
        if not key.startswith("l"):
            continue
        layer, name = key.split(".", 1)
        v = npz[key].astype(np.float32)
        out["encoder.layer.%d.%s" % (int(layer[1:]), KEYS[name])] = v.T.copy() if name.endswith("_w") and v.ndim == 2 else v
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--weights", default=os.path.join(MODELS, "injection-encoder.npz"))
    ap.add_argument("--out", default=os.path.join(MODELS, "injection-model.onnx"))
    ap.add_argument("--fp32", action="store_true", help="write the fp32 graph (no quantization)")
    ap.add_argument("--head", default=None, help="also write the head file here")
    ap.add_argument("--base-head", default=os.path.join(MODELS, ".build.base-head.json"))
    ap.add_argument("--multilingual-from", default=None, metavar="HEAD",
                    help="with --head: the head file whose `multilingual` half (SPEC 5b, and its `trained` record) "
                         "the new head carries unchanged; default: the file --head replaces, if it has one; "
                         "'none': an English head alone")
    ap.add_argument("--stacks", choices=("both", "tuned"), default=None,
                    help="both: base and fine-tuned top layers side by side (768 wide); tuned: the fine-tuned "
                         "layers only (384 wide, fewer layers to run). Default: 'stacks' in the npz's .json, else both")
    ap.add_argument("--tuned-share", type=float, default=None,
                    help="with both stacks: the head's logit is (1 - s) * base + s * fine-tuned (calibrated "
                         "logits). Default: 'tuned_share' in the npz's .json, else 0.5")
    a = ap.parse_args()

    import build_fp32
    from quantize import quantize

    npz = np.load(a.weights)
    digest = build_fp32.sha256_file(a.weights)
    over = overrides(npz)
    first = min(int(k.split(".")[2]) for k in over)
    meta_path = a.weights + ".json"
    meta = json.load(open(meta_path)) if os.path.exists(meta_path) else {}
    if a.stacks is None:
        a.stacks = meta.get("stacks", "both")
    if a.tuned_share is None:
        a.tuned_share = float(meta.get("tuned_share", 0.5))
    # added to the head's logit: places threatThreshold 0.7 at a chosen false-positive rate on
    # the validation set (choose_head.py --fpr-at-default)
    a.offset = float(meta.get("offset", 0.0))
    doc = "; top layers fine-tuned for injection detection: %s sha256=%s" % (os.path.basename(a.weights), digest)
    if a.stacks == "both":
        model = build_fp32.build(build_fp32.package_model_dir(), (first, over), name="argus-injection-encoder",
                                 doc_extra=doc)
    else:
        model = build_fp32.build(build_fp32.package_model_dir(), None, name="argus-injection-encoder",
                                 doc_extra=doc, replace=over)
    with tempfile.TemporaryDirectory() as tmp:
        fp32 = os.path.join(tmp, "fp32.onnx")
        with open(fp32, "wb") as f:
            f.write(model.SerializeToString(deterministic=True))
        dst = a.out + ".tmp.onnx"
        if a.fp32:
            os.replace(fp32, dst)
        else:
            quantize(fp32, dst)  # models/quantize.py: as model-int8.onnx, weights stored as uint8
        os.replace(dst, a.out)
    print("build_model: wrote %s (%.1f MB)" % (a.out, os.path.getsize(a.out) / 1e6), file=sys.stderr)

    if a.head:
        with open(a.base_head, encoding="utf-8") as f:
            base = json.load(f)
        write_head(a.head, base, npz, digest, a, multilingual_half(a.head, a.multilingual_from))


def multilingual_half(head_path, source):
    """(the `multilingual` half, its `trained` record) the new head carries: from `source`, or
    from the file at `head_path` when `source` is None (nothing when that file is missing or has
    none); None for "none". A `source` named but missing or without a half is an error."""
    if source == "none":
        return None
    path = head_path if source is None else source
    if not os.path.exists(path):
        if source is not None:
            raise SystemExit("build_model: --multilingual-from %s: no such file" % source)
        return None
    with open(path, encoding="utf-8") as f:
        old = json.load(f)
    if not old.get("multilingual"):
        if source is not None:
            raise SystemExit("build_model: --multilingual-from %s: the file has no multilingual half" % source)
        return None
    return old["multilingual"], old.get("trained", {}).get("multilingual")


def tuned_unit(npz):
    """The fine-tuned logistic layer: weights over its 384-wide block, its lexical weight, bias."""
    u = float(npz["head.u"][0]) if "head.u" in npz.files else 0.0
    return npz["head.w"].astype(np.float64), u, float(npz["head.b"][0])


def write_head(path, base, npz, digest, a, ml=None):
    """Both stacks: (1 - s) * the base network's calibrated logit + s * the fine-tuned
    layer's, as one network of the head format: the base network's hidden units, and the
    fine-tuned logit z as relu(z) and relu(-z). Fine-tuned stack only: its logistic layer
    (over the 384 values and the lexical logit) with its calibration. ml: (a head's
    `multilingual` half, SPEC 5b, and its `trained` record), carried unchanged; None: none."""
    D = 384
    wf, uf, bf = tuned_unit(npz)
    sb, ob = (float(v) for v in npz["calibration"])
    r6 = lambda m: [[round(float(v), 6) for v in row] for row in m]  # noqa: E731
    head = {k: base[k] for k in ("format", "buckets", "max_tokens", "lexical")}
    sys.path.insert(0, HERE)
    import argus_injection as ai  # noqa: E402
    head["rank"] = dict(ai.RANK)  # SPEC §5 (train.py's rank counts windows)
    if a.stacks == "tuned":
        l1 = np.concatenate([sb * wf, [sb * uf]])[None, :]
        head["layers"] = [{"weights": r6(l1), "bias": r6([[sb * bf + ob + a.offset]])[0], "activation": "none"}]
    else:
        s = a.tuned_share
        (w1, b1), (w2, b2) = [(np.array(l["weights"], np.float64), np.array(l["bias"], np.float64))
                              for l in base["layers"]]
        assert [l["activation"] for l in base["layers"]] == ["relu", "none"] and w1.shape[1] == D + 1
        sa, oa = base["calibration"]["scale"], base["calibration"]["offset"]
        h = w1.shape[0]
        l1 = np.zeros((h + 2, 2 * D + 1))
        l1[:h, :D] = w1[:, :D]
        l1[:h, 2 * D] = w1[:, D]
        l1[h, D:2 * D] = wf
        l1[h + 1, D:2 * D] = -wf
        l1[h, 2 * D] = uf
        l1[h + 1, 2 * D] = -uf
        l1b = np.concatenate([b1, [bf, -bf]])
        l2 = np.concatenate([(1 - s) * sa * w2[0], [s * sb, -s * sb]])[None, :]
        l2b = np.array([(1 - s) * (sa * b2[0] + oa) + s * ob + a.offset])
        head["layers"] = [
            {"weights": r6(l1), "bias": r6([l1b])[0], "activation": "relu"},
            {"weights": r6(l2), "bias": r6([l2b])[0], "activation": "none"},
        ]
    head["calibration"] = {"scale": 1.0, "offset": 0.0}
    head["model"] = os.path.basename(a.out)
    meta_path = a.weights + ".json"
    meta = json.load(open(meta_path)) if os.path.exists(meta_path) else {}
    head["trained"] = {"base": base.get("trained", {}),
                       "encoder": {"file": os.path.basename(a.weights), "sha256": digest,
                                   "calibration": [round(sb, 6), round(ob, 6)], **meta, "stacks": a.stacks,
                                   **({"tuned_share": a.tuned_share} if a.stacks == "both" else {})}}
    if ml:
        head["multilingual"] = ml[0]
        if ml[1] is not None:
            head["trained"]["multilingual"] = ml[1]
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(head, f, sort_keys=True, separators=(",", ":"), ensure_ascii=False)  # as train_multilingual.py
    os.replace(tmp, path)
    print("build_model: wrote %s" % path, file=sys.stderr)


if __name__ == "__main__":
    main()
