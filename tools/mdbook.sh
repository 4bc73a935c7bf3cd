#!/usr/bin/env bash
# Install mdbook (crates.io, pinned below) into $ARGUS_CACHE/mdbook and print its bin
# directory. Built with `cargo install` the first time only (a few minutes); a second run
# finds the binary and does nothing.
#   "$(tools/mdbook.sh)/mdbook" build docs
set -euo pipefail

VERSION="0.5.4"

cache="${ARGUS_CACHE:-$HOME/.cache/argus}"
root="$cache/mdbook"
bin="$root/bin"
log() { echo "mdbook: $*" >&2; }

if [[ ! -x "$bin/mdbook" ]] || [[ "$("$bin/mdbook" --version 2>/dev/null)" != "mdbook v$VERSION" ]]; then
  log "installing mdbook $VERSION from crates.io into $root (cargo install, first time only)"
  # Only `build` is used: without the watch and serve features (no tokio, axum or notify)
  # a fresh install compiles far fewer crates.
  "${CARGO:-cargo}" install mdbook --version "$VERSION" --locked --no-default-features \
    --features search --root "$root" >&2
fi
echo "$bin"
