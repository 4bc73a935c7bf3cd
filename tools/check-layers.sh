#!/usr/bin/env bash
# The pure crates stay pure: argus-wire, argus-engine and argus-gates build without an async
# runtime, an HTTP stack, a Redis client or a Kubernetes client (their normal dependency trees
# hold none of tokio, mio, hyper, fred, kube-client, kube-runtime, reqwest, tonic). The API
# types of argus-crds bring kube's derive and core types, which do no I/O.
# Inside the sidecar, the LLM call runs one way (docs/src/request-path.md): nothing below
# the pipeline imports it. Checked with grep over code lines (comments are skipped):
# - mcp/ and console/ are services beside the proxy: they never name crate::proxy;
# - shared/, edge/, gating/, forward/, obs/, stores/ (the session store, limits, caches,
#   approvals, context log and inbox), policy, the context engine and replay are below
#   every service: they never name crate::proxy, crate::mcp or crate::console;
# - only proxy/handler.rs names the pipeline, and only serve.rs names proxy::handler;
# - obs/ (metrics, logs, audit sinks, trace ids) stands on stores/session alone (the session key);
# - stores/ never name the context engine (context/ compiles what the log and inbox hold);
# - AppState and its parts (sessions, limiters, caches, gates, obs) are built in
#   shared/state.rs alone, and AppState::new is called by serve.rs alone; edge/ and
#   forward/ take the parts of the state they use (Obs, Metrics; Cooldowns, Metrics),
#   never the whole AppState.
# In every crate of the workspace, lib.rs declares every module private (`mod x;`): the
# public surface is its `pub use` list, and a new crate is held to the rule from its first
# commit. Code generated from a proto may stay a public module, listed in
# generated_pub_mods: argus-embedder's `pb` (tonic's code for embedder/proto, the gRPC
# messages, client and server, named by the .proto).
# argus-testkit links no service crate (argus-sidecar-testkit is the sidecar's own harness).
# Run by `make lint` (and so by `make test`, CI's path).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
status=0
for crate in argus-wire argus-engine argus-gates; do
  found=$(cargo tree -q -p "$crate" -e normal --prefix none --format '{p}' \
    | awk '{print $1}' | grep -E '^(tokio|mio|hyper|hyper-util|fred|kube-client|kube-runtime|reqwest|tonic)$' | sort -u || true)
  if [[ -n $found ]]; then
    echo "check-layers: $crate depends on $(echo "$found" | tr '\n' ' ')- it must stay pure (no I/O runtime, HTTP, Redis or Kubernetes client)" >&2
    status=1
  fi
done

# argus-testkit (the harness of every crate's tests) links no service crate: were it to link
# the sidecar, each sidecar change would rebuild the operator's, the plugin's and the audit
# crate's tests. The sidecar in process is argus-sidecar-testkit, which only the sidecar uses.
found=$(cargo tree -q -p argus-testkit -e normal --prefix none --format '{p}' \
  | awk '{print $1}' | grep -E '^argus-(sidecar|operator|embedder|kubectl-argus|audit)$' | sort -u || true)
if [[ -n $found ]]; then
  echo "check-layers: argus-testkit depends on $(echo "$found" | tr '\n' ' ')- put what needs it in that crate's own testkit (as sidecar/testkit)" >&2
  status=1
fi

# Lines of Rust code under $@ (comments skipped) that match the extended regex $1.
code_matching() {
  local pattern=$1
  shift
  grep -rnE --include='*.rs' "$pattern" "$@" | grep -vE '^[^:]+:[0-9]+:[[:space:]]*//' || true
}

# Fails with $1 (what the rule keeps) when $2 (matches) is not empty.
refuse() {
  if [[ -n $2 ]]; then
    echo "check-layers: $1:" >&2
    echo "$2" | sed 's/^/  /' >&2
    status=1
  fi
}

src=sidecar/src
refuse "mcp/ and console/ must not import proxy/ (take what you need from shared/, gating/, forward/ or edge/)" \
  "$(code_matching '(crate|argus_sidecar)::proxy\b' "$src/mcp" "$src/console")"
below=(shared edge gating forward obs stores policy context replay)
refuse "${below[*]} are below every service and must not import proxy/, mcp/ or console/" \
  "$(code_matching '(crate|argus_sidecar)::(proxy|mcp|console)\b' "${below[@]/#/$src/}")"
refuse "only proxy/handler.rs may import proxy::pipeline (the stages below it must not call back into it)" \
  "$(code_matching '(proxy::|super::)pipeline\b|(proxy|super)::\{[^}]*\bpipeline\b' "$src" | grep -v "^$src/proxy/handler.rs:" || true)"
refuse "only serve.rs may import proxy::handler (nothing below the proxy calls back into it)" \
  "$(code_matching '(proxy::|super::)handler\b|(proxy|super)::\{[^}]*\bhandler\b' "$src" | grep -v "^$src/serve.rs:" || true)"
refuse "obs/ stands on stores/session alone and must not import the rest of the sidecar" \
  "$(code_matching '(crate|argus_sidecar)::(console|context|edge|embedder|forward|gating|mcp|policy|proxy|replay|serve|session|shared)\b|(crate|argus_sidecar)::stores::[a-z_]+' "$src/obs" \
    | grep -vE '::stores::session\b' || true)"
refuse "stores/ are below the context engine and must not import context/ (what both use, such as Entry, lives in stores/)" \
  "$(code_matching '(crate|argus_sidecar)::context\b' "$src/stores")"
refuse "AppState and its parts are built in shared/state.rs alone (AppState::new, called by serve.rs)" \
  "$(code_matching '\b(AppState|Sessions)::new\b|\b(Limiters|Caches|GateStores|Obs)[[:space:]]*\{' "$src" sidecar/tests sidecar/benches testkit/src sidecar/testkit/src \
    | grep -vE "^$src/shared/state.rs:|^$src/serve.rs:[0-9]+:.*AppState::new" || true)"
refuse "edge/ and forward/ take the parts of the shared state they use (Obs, Metrics, Cooldowns), never AppState" \
  "$(code_matching '\bAppState\b' "$src/edge" "$src/forward")"

pub_mod='^[[:space:]]*pub(\([^)]*\))?[[:space:]]+mod[[:space:]]'
generated_pub_mods='^embedder/src/lib.rs:[0-9]+:pub mod pb \{'
members=$(sed -n '/^members *=/,/]/p' Cargo.toml | grep -oE '"[^"]+"' | tr -d '"')
libs=()
for member in $members; do
  if [[ -f $member/src/lib.rs ]]; then libs+=("$member/src/lib.rs"); fi
done
refuse "lib.rs declares modules private and re-exports what it offers (pub use), never pub mod" \
  "$(code_matching "$pub_mod" "${libs[@]}" | grep -vE "$generated_pub_mods" || true)"

[[ $status == 0 ]] && echo "check-layers: argus-wire, argus-engine and argus-gates are pure; the sidecar's layers hold; ${#libs[@]} crates offer a pub use surface"
exit "$status"
