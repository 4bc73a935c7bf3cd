#!/usr/bin/env bash
# Create or reuse the linters' venv at $ARGUS_CACHE/lint-venv (actionlint, shellcheck)
# from tools/lint-requirements.txt (pinned, hash-checked wheels from PyPI) and print its
# bin directory:   export PATH="$(tools/lint-env.sh):$PATH"
# A stamp holds the sha256 of the requirements; when it matches nothing is installed.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cache="${ARGUS_CACHE:-$HOME/.cache/argus}"
venv="$cache/lint-venv"
req="$here/lint-requirements.txt"
python="${PYTHON:-python3}"

log() { echo "lint-env: $*" >&2; }
die() { echo "lint-env: ERROR: $*" >&2; exit 1; }

command -v "$python" >/dev/null 2>&1 || die "'$python' not found (apt-get install python3 python3-venv)"
key="$(sha256sum "$req" | cut -d' ' -f1)"
stamp="$venv/.argus-lint-requirements.sha256"
if [[ -x "$venv/bin/actionlint" && -f "$stamp" && "$(cat "$stamp")" == "$key" ]]; then
  echo "$venv/bin"
  exit 0
fi
mkdir -p "$cache"
[[ -x "$venv/bin/python" ]] || "$python" -m venv "$venv" \
  || die "python -m venv failed (on Debian: apt-get install python3-venv)"
log "installing $req into $venv"
"$venv/bin/python" -m pip install --disable-pip-version-check -q --no-deps \
  --only-binary=:all: --require-hashes -r "$req" >&2 \
  || die "pip install -r $req failed (is PyPI reachable? the wheels are linux x86_64)"
"$venv/bin/actionlint" -version >&2 || die "actionlint does not run"
"$venv/bin/shellcheck" --version >/dev/null || die "shellcheck does not run"
echo "$key" > "$stamp"
echo "$venv/bin"
