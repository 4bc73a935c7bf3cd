#!/usr/bin/env python3
"""Dynamic int8 quantization of the fp32 all-MiniLM-L6-v2 graph (models/build_fp32.py)
with onnxruntime.quantization.quantize_dynamic.

Settings (chosen from the measurements in models/README.md):
  weight_type=QInt8, per_channel=True   per-output-channel weight scales: cos to fp32
                                         ~0.995 instead of ~0.970 with per-tensor scales
  MatMulConstBOnly=True                 only MatMuls with a constant weight are quantized
                                         (Q.K^T and P.V stay fp32)
  reduce_range=False                    7-bit weights cost quality (cos ~0.89) and are not
                                         needed on CPUs with VNNI/AVX512
then unsigned_weights.py: the int8 weights stored as uint8 (lossless), so that ONNX Runtime
multiplies exactly on CPUs without VNNI too (see that file).
Gather (word embeddings) is quantized too (default op types), which keeps the file ~23 MB.

quantize_dynamic is byte-deterministic for a given input and onnxruntime version
(verified by models/fetch.sh --check-determinism).
"""
import argparse
import logging
import os
import sys

from onnxruntime.quantization import QuantType, quantize_dynamic

from unsigned_weights import unsigned_weights_file


def quantize(inp, out):
    """The shipped quantization of the fp32 graph at `inp`, written to `out` (the settings above,
    then the int8 weights stored as uint8); returns how many weights were rewritten. Also used
    by models/injection/build_model.py for the injection encoder."""
    logging.disable(logging.WARNING)  # quantize_dynamic warns about missing pre-processing
    tmp = out + ".tmp.onnx"
    quantize_dynamic(
        inp,
        tmp,
        weight_type=QuantType.QInt8,
        per_channel=True,
        reduce_range=False,
        extra_options={"MatMulConstBOnly": True},
    )
    n = unsigned_weights_file(tmp)
    os.replace(tmp, out)
    return n


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--in", dest="inp", required=True, help="fp32 ONNX model")
    ap.add_argument("--out", required=True, help="int8 ONNX model to write")
    a = ap.parse_args()
    n = quantize(a.inp, a.out)
    print(f"quantize: {n} MatMulInteger weights stored as uint8", file=sys.stderr)
    print(f"quantize: wrote {a.out} ({os.path.getsize(a.out) / 1e6:.1f} MB)", file=sys.stderr)


if __name__ == "__main__":
    main()
