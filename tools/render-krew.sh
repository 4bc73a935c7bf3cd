#!/usr/bin/env bash
# Render kubectl-argus/krew/argus.yaml for a release: the version, the GitHub repository
# and the sha256 of each kubectl-argus_<version>_<os>_<arch>.tar.gz in DIR. Fails when an
# archive is missing or a placeholder is left.
#   tools/render-krew.sh 0.2.0 argus-dev/argus dist > dist/argus.yaml
set -euo pipefail
version="${1:?usage: tools/render-krew.sh VERSION OWNER/REPO DIR}"
repository="${2:?usage: tools/render-krew.sh VERSION OWNER/REPO DIR}"
dir="${3:?usage: tools/render-krew.sh VERSION OWNER/REPO DIR}"
template="$(dirname "${BASH_SOURCE[0]}")/../kubectl-argus/krew/argus.yaml"
out="$(sed -e "s|{{VERSION}}|$version|g" -e "s|{{REPOSITORY}}|$repository|g" "$template")"
for platform in linux_amd64 linux_arm64 darwin_amd64 darwin_arm64; do
  archive="$dir/kubectl-argus_${version}_${platform}.tar.gz"
  [[ -f "$archive" ]] || { echo "render-krew: missing $archive" >&2; exit 1; }
  sha="$(sha256sum "$archive" | cut -d' ' -f1)"
  out="${out//"{{SHA256_${platform}}}"/$sha}"
done
if grep -q '{{' <<<"$out"; then
  echo "render-krew: placeholders left: $(grep -o '{{[A-Za-z0-9_]*}}' <<<"$out" | sort -u | tr '\n' ' ')" >&2
  exit 1
fi
printf '%s\n' "$out"
