#!/usr/bin/env bash
# `make e2e-lab`: the e2e suite against the lab of the shared folder (docs/src/e2e-lab.md).
# If no API server answers at $ARGUS_LAB/kubeconfig, bring the lab up (up.sh, STAGE2=1),
# give pods a cluster DNS (kubelet-dns.sh + dns.py, queries logged) and storage (a default
# StorageClass with hostPath volumes: the lab has no provisioner), build the binaries,
# build and import the images (tools/lab-images.py), install the chart (2 operator
# replicas), then run the suite with the mock LLM on the node IP. Prints each step's
# wall time. The lab must have been built once (build.sh; see the doc).
#
#   ARGUS_LAB=/path/to/lab make e2e-lab
#
# Environment: ARGUS_LAB (required), ARGUS_LAB_SCRIPTS (default: ../shared/lab beside the
# checkout), ARGUS_BIN_PROFILE (debug|release, default debug: a release build with fat
# LTO takes far longer on two cores), ARGUS_E2E_MOCK_ADDR (default 10.244.0.1:19000),
# ARGUS_E2E_FILTER (a test name filter), ARGUS_E2E_KEEP=1 (keep the test namespace).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
: "${ARGUS_LAB:?set ARGUS_LAB to the lab folder (see docs/src/e2e-lab.md)}"
scripts="${ARGUS_LAB_SCRIPTS:-$root/../shared/lab}"
[[ -x "$scripts/up.sh" ]] || { echo "e2e-lab: no lab scripts at $scripts (set ARGUS_LAB_SCRIPTS)"; exit 2; }
export KUBECONFIG="$ARGUS_LAB/kubeconfig" PATH="$ARGUS_LAB/bin:$PATH"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$root/target}"
profile="${ARGUS_BIN_PROFILE:-debug}"
node_ip=10.244.0.1
log() { echo "[e2e-lab] $(date +%T) $*"; }
timed() {  # timed WHAT CMD...: run, print the wall time
  local what=$1 t0; shift; t0=$(date +%s)
  "$@"; log "$what: $(( $(date +%s) - t0 )) s"
}

import_image() {  # import_image TAR: into the lab's containerd, quietly (timed's line still prints)
  ctr -a "$ARGUS_LAB/run/containerd/containerd.sock" -n k8s.io images import "$1" >/dev/null
}

# 1. The lab
if ! kubectl get --raw /readyz >/dev/null 2>&1; then
  [[ -x "$ARGUS_LAB/bin/kube-apiserver" && -x "$ARGUS_LAB/bin/kubelet" ]] || {
    echo "e2e-lab: the lab is not built in $ARGUS_LAB: K8S_GIT_DIR=<microshift git dir> STAGE2=1 $scripts/build.sh (docs/src/e2e-lab.md)"; exit 2; }
  timed "lab up" env STAGE2=1 "$scripts/up.sh"
fi
kubectl get nodes -o wide
# 2. Cluster DNS for the pods (the sidecars reach redis-argus.<ns>.svc). Pods the kubelet
#    started before it had clusterDNS (after a full up.sh) have no resolver: the operator's
#    audit API then cannot reach any namespace's Redis, so restart it.
had_dns=0; grep -q '^clusterDNS:' "$ARGUS_LAB/etc/kubelet.yaml" && had_dns=1
"$scripts/argus/kubelet-dns.sh" "$node_ip"
if [[ $had_dns == 0 ]] && kubectl -n argus-system get deploy/argus-operator >/dev/null 2>&1; then
  log "kubelet had no clusterDNS: restarting the operator's pods"
  kubectl -n argus-system rollout restart deploy/argus-operator
fi
dnspid="$ARGUS_LAB/dns.pid"
if ! { [[ -f $dnspid ]] && kill -0 "$(cat "$dnspid")" 2>/dev/null; }; then
  [[ -x "$ARGUS_LAB/venv-dns/bin/python" ]] || { python3 -m venv "$ARGUS_LAB/venv-dns"; "$ARGUS_LAB/venv-dns/bin/pip" install -q dnslib; }
  setsid "$ARGUS_LAB/venv-dns/bin/python" "$scripts/argus/dns.py" --listen "$node_ip:53" \
    --kubectl "$ARGUS_LAB/bin/kubectl" --log "$ARGUS_LAB/logs/dns-queries.log" \
    >>"$ARGUS_LAB/logs/dns.log" 2>&1 </dev/null &
  echo $! >"$dnspid"; log "dns.py on $node_ip:53 (pid $!, queries in $ARGUS_LAB/logs/dns-queries.log)"
fi
# 2b. Storage: the Redis of each namespace keeps its data on a claim (persistence is on by
#     default). The lab has no provisioner, so a default StorageClass without one and
#     hostPath PersistentVolumes for the claims to bind to; a released volume (its claim
#     deleted with its namespace) is wiped and offered again.
pvdir="$ARGUS_LAB/pv"; mkdir -p "$pvdir"
kubectl apply -f - >/dev/null <<'YAML'
apiVersion: storage.k8s.io/v1
kind: StorageClass
metadata:
  name: lab-hostpath
  annotations: {storageclass.kubernetes.io/is-default-class: "true"}
provisioner: kubernetes.io/no-provisioner
volumeBindingMode: WaitForFirstConsumer
reclaimPolicy: Retain
YAML
for i in 0 1 2 3; do
  pv=lab-pv-$i
  phase=$(kubectl get pv "$pv" -o jsonpath='{.status.phase}' 2>/dev/null || true)
  if [[ $phase == Released || $phase == Failed ]]; then
    kubectl delete pv "$pv" --wait=true >/dev/null; rm -rf "${pvdir:?}/$i"; phase=
  fi
  if [[ -z $phase ]]; then
    mkdir -p "$pvdir/$i"; chmod 0777 "$pvdir/$i"   # Redis runs as a non-root user
    kubectl apply -f - >/dev/null <<YAML
apiVersion: v1
kind: PersistentVolume
metadata: {name: $pv, labels: {argus.dev/lab: "true"}}
spec:
  capacity: {storage: 2Gi}
  accessModes: [ReadWriteOnce]
  storageClassName: lab-hostpath
  persistentVolumeReclaimPolicy: Retain
  hostPath: {path: $pvdir/$i, type: Directory}
YAML
  fi
done
log "storage: $(kubectl get pv -l argus.dev/lab=true --no-headers | awk '{print $1"="$5}' | tr '\n' ' ')"
# 3. Binaries (the images ship them; the tests run the mock LLM and kubectl-argus)
cd "$root"
if [[ $profile == release ]]; then
  timed "cargo build --release (images)" cargo build --release -p argus-operator -p argus-sidecar -p argus-embedder
fi
timed "cargo build (debug bins)" cargo build --bins
# 4. Images, rebuilt when a shipped binary is newer than the last import
out="$ARGUS_LAB/images/argus"; mkdir -p "$out"
stale=0
for f in "$CARGO_TARGET_DIR/$profile"/argus-{operator,sidecar,embedder} models/injection-head.json models/injection-model.onnx models/injection-multilingual.onnx tools/lab-images.py; do
  [[ "$f" -nt "$out/.imported" ]] && stale=1
done
if [[ $stale == 1 ]]; then
  timed "images (build)" python3 tools/lab-images.py "$out" --bin-dir "$CARGO_TARGET_DIR/$profile" \
    --redis-files "$scripts/argus/redis"
  for i in argus-operator argus-sidecar argus-embedder redis-stack; do
    timed "import $i" import_image "$out/$i.tar"
  done
  touch "$out/.imported"; restart=1
else
  log "images up to date ($out/.imported)"; restart=0
fi
# 5. The chart: two operator replicas with leader election
helm_bin=$(command -v helm || echo "$(tools/k8s-tools.sh)/helm")
"$helm_bin" status argus -n argus-system >/dev/null 2>&1 || restart=0   # a first install runs the new images anyway
timed "helm upgrade --install" "$helm_bin" upgrade --install argus charts/argus -n argus-system --create-namespace \
  --set operator.replicas=2 --set operator.logFormat=text --wait --timeout 5m
if [[ $restart == 1 ]]; then   # same tags, new contents: restart what runs the old ones
  kubectl -n argus-system rollout restart deploy/argus-operator
  kubectl -n argus-system rollout status deploy/argus-operator --timeout=5m
fi
# 6. The suite
export ARGUS_E2E_REQUIRE_CLUSTER=1 ARGUS_E2E_AGENT_IMAGE="${ARGUS_E2E_AGENT_IMAGE:-lab.local/busybox:1.35}"
export ARGUS_E2E_MOCK_ADDR="${ARGUS_E2E_MOCK_ADDR:-$node_ip:19000}"
export ARGUS_E2E_DNS_LOG="$ARGUS_LAB/logs/dns-queries.log"
suite() {  # suite LOG [FILTER...]: the e2e tests, output also in LOG; returns their status
  local out=$1 t0 rc; shift; t0=$(date +%s)
  set +e
  cargo test -p argus-e2e -- --nocapture --test-threads=1 "$@" 2>&1 | tee "$out"
  rc=${PIPESTATUS[0]}
  set -e
  log "suite: $(( $(date +%s) - t0 )) s (log: $out)"
  xfail=$(grep -c '^ARGUS-E2E-XFAIL' "$out" || true)
  [[ $xfail -gt 0 ]] && log "expected failures (XFAIL): $(grep '^ARGUS-E2E-XFAIL' "$out" | cut -d' ' -f2 | tr '\n' ' ')"
  return "$rc"
}
# shellcheck disable=SC2086 # the filter is a list of words
suite "$ARGUS_LAB/logs/e2e-suite.log" ${ARGUS_E2E_FILTER:-} && rc=0 || rc=$?
# 7. Clusters older than native sidecars: the chart with injection.nativeSidecars=false,
#    the injection, request-path and opt-out tests again (ARGUS_E2E_CLASSIC=0 skips it).
if [[ ${ARGUS_E2E_CLASSIC:-1} == 1 && -z ${ARGUS_E2E_FILTER:-} ]]; then
  timed "helm upgrade (nativeSidecars=false)" "$helm_bin" upgrade argus charts/argus -n argus-system --reuse-values \
    --set injection.nativeSidecars=false --wait --timeout 5m
  suite "$ARGUS_LAB/logs/e2e-suite-classic.log" a3_ a4_ b1_ d1_ && crc=0 || crc=$?
  timed "helm upgrade (nativeSidecars back on)" "$helm_bin" upgrade argus charts/argus -n argus-system --reuse-values \
    --set injection.nativeSidecars=true --wait --timeout 5m
  [[ $rc == 0 ]] && rc=$crc
fi
# 8. Images nobody can pull (an embedder tag and a Redis image that do not exist): the
#    operator names them in Events on the workload and the Policy (e1), then the chart
#    goes back to its images.
if [[ ${ARGUS_E2E_UNPULLABLE_PASS:-1} == 1 && -z ${ARGUS_E2E_FILTER:-} ]]; then
  redis_image=$("$helm_bin" get values argus -n argus-system --all -o json | python3 -c 'import json,sys; print(json.load(sys.stdin)["redis"]["image"])')
  timed "helm upgrade (unpullable images)" "$helm_bin" upgrade argus charts/argus -n argus-system --reuse-values \
    --set embedder.image.tag=0.0.0-unpullable --set redis.image=lab.local/redis-unpullable:0 --wait --timeout 5m
  ARGUS_E2E_UNPULLABLE=1 suite "$ARGUS_LAB/logs/e2e-suite-unpullable.log" e1_ && urc=0 || urc=$?
  timed "helm upgrade (images back)" "$helm_bin" upgrade argus charts/argus -n argus-system --reuse-values \
    --set embedder.image.tag= --set redis.image="$redis_image" --wait --timeout 5m
  [[ $rc == 0 ]] && rc=$urc
fi
exit "$rc"
