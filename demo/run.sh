#!/usr/bin/env bash
# `make demo`: the whole request path on one machine, no cluster. Starts the project's
# mock LLM and the Argus sidecar (local mode, the example support workflow), runs a
# scripted agent written with the official OpenAI SDK, prints the transcript, cleans up.
set -euo pipefail
cd "$(dirname "$0")/.."
venv="$(tools/python-env.sh)"
py="$venv/bin/python"
cargo build -q -p argus-sidecar -p argus-mock-llm -p kubectl-argus
work="$(mktemp -d)"
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
free_port() { "$py" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
mock_port="$(free_port)"; proxy_port="$(free_port)"; admin_port="$(free_port)"
mock="http://127.0.0.1:$mock_port"

target/debug/argus-mock-llm --listen "127.0.0.1:$mock_port" --script demo/mock-script.yaml >"$work/mock.log" 2>&1 &
pids+=($!)
"$py" demo/local_config.py --upstream "$mock" --out "$work/sidecar.yaml"
target/debug/argus-sidecar validate "$work/sidecar.yaml" >/dev/null
target/debug/argus-sidecar serve --config "$work/sidecar.yaml" --listen "127.0.0.1:$proxy_port" \
  --admin-listen "127.0.0.1:$admin_port" --log-format json >"$work/sidecar.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 100); do
  if "$py" -c "import urllib.request,sys; urllib.request.urlopen('http://127.0.0.1:$admin_port/readyz', timeout=0.2)" 2>/dev/null; then break; fi
  sleep 0.1
done
"$py" -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$admin_port/readyz', timeout=1)" \
  || { echo "the sidecar did not become ready; its log:"; cat "$work/sidecar.log"; exit 1; }
echo "mock LLM on $mock, argus-sidecar on http://127.0.0.1:$proxy_port (admin http://127.0.0.1:$admin_port)"
echo "Argus console: http://127.0.0.1:$admin_port/console/ (ARGUS_DEMO_KEEP=1 keeps it up after the run)"
echo
"$py" demo/agent.py --base-url "http://127.0.0.1:$proxy_port/v1" --mock "$mock" --log "$work/sidecar.log"
echo
echo "Argus metrics after the run:"
"$py" -c "import urllib.request; print(urllib.request.urlopen('http://127.0.0.1:$admin_port/metrics').read().decode())" \
  | grep -E '^argus_(requests|violations|interventions|transitions|gate_decisions)_total' | sed 's/^/  /'

# The approval scene: a second mock and sidecar whose GateStack holds refunds for ops-team.
echo
amock_port="$(free_port)"; aproxy_port="$(free_port)"; aadmin_port="$(free_port)"
target/debug/argus-mock-llm --listen "127.0.0.1:$amock_port" --script demo/approval-script.yaml >"$work/amock.log" 2>&1 &
pids+=($!)
"$py" demo/local_config.py --upstream "http://127.0.0.1:$amock_port" --out "$work/approvals.yaml" --approvals
target/debug/argus-sidecar serve --config "$work/approvals.yaml" --listen "127.0.0.1:$aproxy_port" \
  --admin-listen "127.0.0.1:$aadmin_port" --log-format json >"$work/asidecar.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 100); do
  if "$py" -c "import urllib.request,sys; urllib.request.urlopen('http://127.0.0.1:$aadmin_port/readyz', timeout=0.2)" 2>/dev/null; then break; fi
  sleep 0.1
done
"$py" demo/approval.py --base-url "http://127.0.0.1:$aproxy_port/v1" --admin-url "http://127.0.0.1:$aadmin_port" \
  --plugin "$PWD/target/debug/kubectl-argus" \
  || { echo "the approval scene failed; the sidecar's log:"; tail -20 "$work/asidecar.log"; exit 1; }
if [[ "${ARGUS_DEMO_KEEP:-}" == 1 ]]; then
  echo
  echo "Argus console: http://127.0.0.1:$admin_port/console/ - press Ctrl-C to stop"
  wait "${pids[1]}" || true
fi
