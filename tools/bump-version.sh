#!/usr/bin/env bash
# Set the one version of a release everywhere it is written: the workspace crates
# (Cargo.toml, Cargo.lock), the chart's version and appVersion (the images' default tag),
# and manifests/install.yaml. Then add a CHANGELOG.md section and tag vVERSION.
#   tools/bump-version.sh 0.2.0
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
new="${1:?usage: tools/bump-version.sh VERSION (e.g. 0.2.0)}"
[[ "$new" =~ ^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?$ ]] || { echo "not a SemVer version: $new" >&2; exit 1; }
python3 - "$new" <<'PY'
import re, sys
new = sys.argv[1]
cargo = open("Cargo.toml").read()
old = re.search(r'(?ms)^\[workspace\.package\].*?^version = "([^"]+)"', cargo).group(1)
cargo = re.sub(r'(?ms)(^\[workspace\.package\].*?^version = )"[^"]+"', rf'\g<1>"{new}"', cargo, count=1)
open("Cargo.toml", "w").write(cargo)
# The workspace members' entries in Cargo.lock (those without a source).
lock = open("Cargo.lock").read()
lock = re.sub(rf'(\[\[package\]\]\nname = "[^"]+"\nversion = )"{re.escape(old)}"(\n(?!source))',
              rf'\g<1>"{new}"\g<2>', lock)
open("Cargo.lock", "w").write(lock)
chart = open("charts/argus/Chart.yaml").read()
chart = re.sub(r'(?m)^version: .*$', f"version: {new}", chart)
chart = re.sub(r'(?m)^appVersion: .*$', f'appVersion: "{new}"', chart)
open("charts/argus/Chart.yaml", "w").write(chart)
print(f"{old} -> {new}")
PY
make -s manifests
echo "now: add a '## [$new]' section to CHANGELOG.md, commit, and push the tag v$new"
