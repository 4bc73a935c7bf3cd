"""Store the constant weights of every MatMulInteger as uint8 instead of int8, losslessly.

Why: ONNX Runtime's x86 kernels for uint8 activations x int8 weights on CPUs without VNNI
(AVX2 only, AVX-512 without VNNI: many Kubernetes nodes) multiply with `vpmaddubsw`, whose
pairwise sums saturate at 32767: the products are not exact, and the embeddings depend on the
node's CPU (all-MiniLM-L6-v2 int8 on an AVX2-only machine: cosine 0.988-0.995 to the exact
result on 12 sentences; on a VNNI machine the same file is exact). With uint8 weights ONNX
Runtime takes its uint8 x uint8 kernels, which widen to 16 bits before multiplying and are exact
on every CPU (cosine 0.99999 to the exact result on the same machine; models/README.md,
"Exact integer arithmetic on every CPU").

The rewrite is exact: an int8 weight w with zero point z is the uint8 weight w + 128 with zero
point z + 128 (MatMulInteger computes (a - a_zero) * (w - z)), so the model computes what it
computed before wherever that was exact.
"""
from __future__ import annotations

import numpy as np
import onnx
from onnx import ModelProto, TensorProto, numpy_helper


def unsigned_weights(model: ModelProto) -> int:
    """Rewrite `model` in place; return how many MatMulInteger nodes now take uint8 weights.
    Refuses (ValueError) when an int8 weight or zero point is also read by another kind of node,
    or a weight is not a constant initializer (the rewrite would change that node)."""
    g = model.graph
    inits = {t.name: t for t in g.initializer}
    readers: dict[str, set[str]] = {}
    for n in g.node:
        for i in n.input:
            readers.setdefault(i, set()).add(n.op_type)
    names: set[str] = set()
    count = 0
    for n in g.node:
        if n.op_type != "MatMulInteger" or n.domain not in ("", "ai.onnx"):
            continue
        b = n.input[1]
        zp = n.input[3] if len(n.input) > 3 and n.input[3] else None
        if b not in inits:
            raise ValueError(f"MatMulInteger {n.name!r}: weight {b!r} is not a constant initializer")
        if inits[b].data_type == TensorProto.UINT8:
            continue
        if zp is None or zp not in inits:
            raise ValueError(f"MatMulInteger {n.name!r}: int8 weight {b!r} without a constant zero point")
        for name in (b, zp):
            if inits[name].data_type != TensorProto.INT8:
                raise ValueError(f"MatMulInteger {n.name!r}: {name!r} is not int8")
            if readers[name] != {"MatMulInteger"}:
                raise ValueError(f"{name!r} is also read by {sorted(readers[name] - {'MatMulInteger'})}")
            names.add(name)
        count += 1
    for name in sorted(names):
        t = inits[name]
        v = numpy_helper.to_array(t).astype(np.int16) + 128
        t.CopyFrom(numpy_helper.from_array(v.astype(np.uint8), name))
    return count


def unsigned_weights_file(path: str) -> int:
    """unsigned_weights() on the ONNX file at `path`, rewritten in place (deterministic bytes)."""
    model = onnx.load(path)
    n = unsigned_weights(model)
    with open(path, "wb") as f:
        f.write(model.SerializeToString(deterministic=True))
    return n
