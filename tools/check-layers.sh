#!/usr/bin/env bash
# The pure crates stay pure: argus-wire and argus-engine build without an async runtime, an
# HTTP stack, a Redis client or a Kubernetes client (their normal dependency trees hold none
# of tokio, mio, hyper, fred, kube-client, kube-runtime, reqwest, tonic). The API types of
# argus-crds bring kube's derive and core types, which do no I/O. Run by `make lint`.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
status=0
for crate in argus-wire argus-engine; do
  found=$(cargo tree -q -p "$crate" -e normal --prefix none --format '{p}' \
    | awk '{print $1}' | grep -E '^(tokio|mio|hyper|hyper-util|fred|kube-client|kube-runtime|reqwest|tonic)$' | sort -u || true)
  if [[ -n $found ]]; then
    echo "check-layers: $crate depends on $(echo "$found" | tr '\n' ' ')- it must stay pure (no I/O runtime, HTTP, Redis or Kubernetes client)" >&2
    status=1
  fi
done
[[ $status == 0 ]] && echo "check-layers: argus-wire and argus-engine are pure"
exit "$status"
