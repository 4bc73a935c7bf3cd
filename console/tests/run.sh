#!/usr/bin/env bash
# `make console-test`: the console in a real browser. Starts the project's mock LLM
# (the demo's script) and a local-mode sidecar (the demo's config), and a second pair
# whose GateStack holds refunds for approval (the demo's approval scene), then runs the
# Playwright tests (playwright-core driving Chromium headless) against their admin ports.
# Cluster mode runs the operator's real console router (operator/examples/console_server.rs)
# against a fake Kubernetes API server (console/tests/fake-kube.mjs) and a real Redis
# fed by a third sidecar. Screenshots go to a temporary folder, or to $ARGUS_SCREENSHOTS (make console-screenshots).
set -euo pipefail
cd "$(dirname "$0")/../.."
CARGO="${CARGO:-cargo}"
venv="$(tools/python-env.sh)"
py="$venv/bin/python"
chromium="$(tools/chromium.sh)"
# The sidecar, the mock LLM and the operator's console router alone
# (operator/examples/console_server.rs), built as the workspace's test build builds them
# (every target, the same features): after `make unit` nothing is compiled again. Built per
# package (`-p argus-sidecar …`) they took other feature sets, and a fresh CI compiled
# k8s-openapi, fred and the rest a second time here.
"$CARGO" build -q --workspace --all-targets
bin="${CARGO_TARGET_DIR:-target}/debug"
work="$(mktemp -d)"
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  wait 2>/dev/null || true
  [[ -d "$work/redis" ]] && tools/redis-stack.sh stop "$work/redis" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
free_port() { "$py" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
mock_port="$(free_port)"; proxy_port="$(free_port)"; admin_port="$(free_port)"
amock_port="$(free_port)"; aproxy_port="$(free_port)"; aadmin_port="$(free_port)"
cmock_port="$(free_port)"; cproxy_port="$(free_port)"; cadmin_port="$(free_port)"
redis_port="$(free_port)"; kube_port="$(free_port)"; operator_port="$(free_port)"

"$bin/argus-mock-llm" --listen "127.0.0.1:$mock_port" --script demo/mock-script.yaml >"$work/mock.log" 2>&1 &
pids+=($!)
"$py" demo/local_config.py --upstream "http://127.0.0.1:$mock_port" --out "$work/sidecar.yaml"
"$bin/argus-sidecar" serve --config "$work/sidecar.yaml" --listen "127.0.0.1:$proxy_port" \
  --admin-listen "127.0.0.1:$admin_port" --log-format json >"$work/sidecar.log" 2>&1 &
pids+=($!)
# The approval pair: the model proposes a DELETE-tier refund, which the gate holds.
"$bin/argus-mock-llm" --listen "127.0.0.1:$amock_port" --script demo/approval-script.yaml >"$work/amock.log" 2>&1 &
pids+=($!)
"$py" demo/local_config.py --upstream "http://127.0.0.1:$amock_port" --out "$work/approvals.yaml" --approvals
"$bin/argus-sidecar" serve --config "$work/approvals.yaml" --listen "127.0.0.1:$aproxy_port" \
  --admin-listen "127.0.0.1:$aadmin_port" --log-format json >"$work/asidecar.log" 2>&1 &
pids+=($!)
# Cluster mode with a real operator console: a sidecar of tenant shop/support-agent
# that ships its timelines to a real Redis, a fake Kubernetes API server (tokens, access
# reviews, the namespace's objects) and the operator's console router over both.
mkdir -p "$work/redis"
tools/redis-stack.sh start "$redis_port" "$work/redis" >/dev/null
"$bin/argus-mock-llm" --listen "127.0.0.1:$cmock_port" --script demo/mock-script.yaml >"$work/cmock.log" 2>&1 &
pids+=($!)
"$py" demo/local_config.py --upstream "http://127.0.0.1:$cmock_port" --out "$work/cluster.yaml"
"$py" - "$work/cluster.yaml" "$redis_port" <<'PY'
import json, sys
path, port = sys.argv[1], sys.argv[2]
config = json.load(open(path))
config["name"] = "support"
config["tenant"] = "shop/support-agent"
config["redis"] = {"url": f"redis://127.0.0.1:{port}"}
json.dump(config, open(path, "w"), indent=2)
PY
"$bin/argus-sidecar" serve --config "$work/cluster.yaml" --listen "127.0.0.1:$cproxy_port" \
  --admin-listen "127.0.0.1:$cadmin_port" --log-format json >"$work/csidecar.log" 2>&1 &
pids+=($!)
node console/tests/fake-kube.mjs "$kube_port" "$work/cluster.yaml" >"$work/kube.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 100); do
  curl -fs "http://127.0.0.1:$kube_port/api/v1/namespaces" >/dev/null 2>&1 && break
  sleep 0.1
done
"$bin/examples/console_server" --listen "127.0.0.1:$operator_port" --kube-url "http://127.0.0.1:$kube_port" \
  --redis-url "redis://127.0.0.1:$redis_port" >"$work/operator.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 300); do
  curl -fs "http://127.0.0.1:$operator_port/console/" >/dev/null 2>&1 && break
  sleep 0.1
done
curl -fs "http://127.0.0.1:$operator_port/console/" >/dev/null \
  || { echo "the operator's console did not start; its log:"; cat "$work/operator.log" "$work/kube.log"; exit 1; }
for port in "$admin_port" "$aadmin_port" "$cadmin_port"; do
  for _ in $(seq 1 100); do
    curl -fs "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && break
    sleep 0.1
  done
  curl -fs "http://127.0.0.1:$port/readyz" >/dev/null \
    || { echo "a sidecar did not become ready; their logs:"; cat "$work/sidecar.log" "$work/asidecar.log"; exit 1; }
done
status=0
ARGUS_CONSOLE_URL="http://127.0.0.1:$admin_port/console/" \
ARGUS_PROXY_URL="http://127.0.0.1:$proxy_port" \
ARGUS_APPROVALS_CONSOLE_URL="http://127.0.0.1:$aadmin_port/console/" \
ARGUS_APPROVALS_PROXY_URL="http://127.0.0.1:$aproxy_port" \
ARGUS_OPERATOR_CONSOLE_URL="http://127.0.0.1:$operator_port/console/" \
ARGUS_CLUSTER_PROXY_URL="http://127.0.0.1:$cproxy_port" \
ARGUS_SCREENSHOTS="${ARGUS_SCREENSHOTS:-$work/screenshots}" \
CHROMIUM="$chromium" \
  node --test --test-concurrency=1 console/tests/browser.test.mjs console/tests/operator.test.mjs || status=$?
if [[ $status != 0 ]]; then
  echo "--- sidecar log (last 40 lines)"; tail -40 "$work/sidecar.log"
  echo "--- approvals sidecar log (last 20 lines)"; tail -20 "$work/asidecar.log"
  echo "--- cluster sidecar log (last 20 lines)"; tail -20 "$work/csidecar.log"
  echo "--- operator console log (last 20 lines)"; tail -20 "$work/operator.log"
fi
exit $status
