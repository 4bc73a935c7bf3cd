#!/usr/bin/env bash
# Print the absolute path of libonnxruntime.so.<version> from the venv's onnxruntime
# wheel (PyPI onnxruntime==1.31.1). Rust `ort` (feature load-dynamic) loads it via
#   export ORT_DYLIB_PATH="$(tools/onnxruntime.sh)"
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
want="${ORT_VERSION:-1.31.1}"
die() { echo "onnxruntime: ERROR: $*" >&2; exit 1; }

venv="$("$here/python-env.sh")" || die "could not prepare the Python venv (tools/python-env.sh)"
capi="$("$venv/bin/python" -c 'import os, onnxruntime; print(os.path.join(os.path.dirname(onnxruntime.__file__), "capi"))')" \
  || die "onnxruntime is not importable from $venv"
lib="$capi/libonnxruntime.so.$want"
if [[ ! -f "$lib" ]]; then
  found="$(ls "$capi"/libonnxruntime.so.* 2>/dev/null | tr '\n' ' ')"
  die "expected $lib (onnxruntime==$want); found: ${found:-none}. Check tools/requirements.txt"
fi
if ldd "$lib" | grep -q 'not found'; then
  die "$lib has unresolved shared libraries: $(ldd "$lib" | awk '/not found/ {print $1}' | tr '\n' ' ')"
fi
echo "$lib"
