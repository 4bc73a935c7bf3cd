#!/usr/bin/env bash
# Print the path of a headless-capable Chromium for the console's browser tests:
# $CHROMIUM if set, else Debian's `chromium` (installed with apt-get when missing and
# this shell may install packages).
set -euo pipefail
die() { echo "chromium: ERROR: $*" >&2; exit 1; }
if [[ -n "${CHROMIUM:-}" ]]; then
  [[ -x "$CHROMIUM" ]] || die "CHROMIUM=$CHROMIUM is not executable"
  echo "$CHROMIUM"; exit 0
fi
if ! command -v chromium >/dev/null; then
  if [[ "$(id -u)" == 0 ]] && command -v apt-get >/dev/null; then
    echo "chromium: installing Debian's chromium with apt-get" >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium >&2 \
      || { apt-get update -q >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium >&2; } \
      || die "apt-get install chromium failed"
  elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
    echo "chromium: installing Debian's chromium with sudo apt-get" >&2
    sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium >&2 || die "apt-get install chromium failed"
  else
    die "chromium not found: install it (apt-get install chromium) or set CHROMIUM=/path/to/chromium"
  fi
fi
command -v chromium
