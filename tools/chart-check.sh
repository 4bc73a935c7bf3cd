#!/usr/bin/env bash
# The chart's checks (`make lint-chart`): helm lint --strict, rendering against
# values.schema.json with the defaults and with every optional part on, refusal of
# wrong values naming their path, version == appVersion, and the dashboards' metrics.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export PATH="$(tools/k8s-tools.sh):$PATH"
chart=charts/argus
fail() { echo "chart-check: FAIL: $*" >&2; exit 1; }

# Every optional part on (the monitoring API announced as a cluster would).
all_on=(--set monitoring.serviceMonitor.enabled=true --set monitoring.podMonitor.enabled=true
  --set monitoring.dashboards.enabled=true --set webhook.certManager.enabled=true
  --set redis.persistence.storageClass=fast --set operator.podDisruptionBudget.minAvailable=50%)

helm lint --strict "$chart"
helm lint --strict "$chart" "${all_on[@]}" --set monitoring.apiCheck=false
helm template argus "$chart" -n argus-system >/dev/null
out="$(helm template argus "$chart" -n argus-system "${all_on[@]}" --api-versions monitoring.coreos.com/v1)"
for kind in ServiceMonitor PodMonitor PodDisruptionBudget Certificate; do
  grep -q "^kind: $kind\$" <<<"$out" || fail "$kind not rendered with every optional part on"
done
grep -q 'grafana_dashboard: "1"' <<<"$out" || fail "the dashboards ConfigMap lacks its label"
# One replica: no PodDisruptionBudget (it would block every drain) and no spread.
one="$(helm template argus "$chart" -n argus-system --set operator.replicas=1)"
! grep -q '^kind: PodDisruptionBudget$' <<<"$one" || fail "a PodDisruptionBudget for one replica"
! grep -q 'topologySpreadConstraints' <<<"$one" || fail "topologySpreadConstraints for one replica"
# Off by default, and refused without the monitoring API unless told.
! grep -qE '^kind: (ServiceMonitor|PodMonitor)$' <<<"$(helm template argus "$chart")" \
  || fail "monitors rendered by default"
if helm template argus "$chart" --set monitoring.serviceMonitor.enabled=true >/dev/null 2>&1; then
  fail "a ServiceMonitor rendered without the monitoring.coreos.com/v1 API"
fi
# The embedder's multilingual injection encoder: on unless turned off, passed to the operator.
ml='name: ARGUS_EMBEDDER_INJECTION_MULTILINGUAL'
grep -A1 "$ml" <<<"$one" | grep -q 'value: "true"' || fail "injectionMultilingual is not true by default"
grep -A1 "$ml" <<<"$(helm template argus "$chart" --set embedder.injectionMultilingual=false)" \
  | grep -q 'value: "false"' || fail "embedder.injectionMultilingual=false does not reach the operator"

# Wrong values are refused with their path.
refused() { # refused PATH-IN-MESSAGE --set ...
  local want="$1"; shift
  local err
  if err="$(helm template argus "$chart" "$@" 2>&1 >/dev/null)"; then
    fail "helm template $* was accepted"
  fi
  grep -qF -- "$want" <<<"$err" || fail "helm template $* failed without naming $want: $err"
  echo "chart-check: refused as expected: $* -> $(grep -F -- "$want" <<<"$err" | head -1 | sed 's/^ *//')"
}
refused /operator/replicas --set operator.replicas=two
refused /redis/persistence/enabled --set redis.persistence.enabled=maybe
refused /redis/persistence/size --set redis.persistence.size=lots
refused /webhook/failurePolicy --set webhook.failurePolicy=Sometimes
refused "'persistance' not allowed" --set redis.persistance.enabled=false
refused /monitoring/serviceMonitor/interval --set monitoring.serviceMonitor.interval=often
refused /clusterDomain --set clusterDomain=cluster_local
refused /embedder/injectionMultilingual --set embedder.injectionMultilingual=yes

# version and appVersion move together (the images are tagged with appVersion).
version="$(sed -nE 's/^version: *"?([^"]+)"?$/\1/p' "$chart/Chart.yaml")"
app="$(sed -nE 's/^appVersion: *"?([^"]+)"?$/\1/p' "$chart/Chart.yaml")"
[[ -n "$version" && "$version" == "$app" ]] \
  || fail "Chart.yaml version ($version) and appVersion ($app) differ: bump both with tools/bump-version.sh"
crate="$(sed -nE '/^\[workspace.package\]/,/^\[/s/^version *= *"([^"]+)"/\1/p' Cargo.toml)"
[[ "$crate" == "$version" ]] || fail "the workspace version ($crate) is not the chart's ($version): tools/bump-version.sh"

python3 tools/check-dashboards.py
echo "chart-check: ok"
