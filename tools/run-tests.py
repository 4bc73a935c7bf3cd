#!/usr/bin/env python3
"""Runs the workspace's test binaries several at a time (`make unit`).

`cargo test` runs one test binary after the other; most of ours wait on child processes
(Redis, the embedder, the Python SDKs) more than they compute, so running a few at once
shortens the wall time on two cores. This builds them with
`cargo test --workspace --all-targets --no-run`, then runs each from its package's
directory (as cargo does), ARGUS_TEST_JOBS at a time (default 3), the longest first
(durations of the last run are kept in target/test-durations.json). Each binary's output
is printed whole when it ends; a failure prints the command that reruns it alone. The
exit status is non-zero when any binary fails. Extra arguments go to every binary
(e.g. a name filter).

`--quick` is the developers' tier (`make test-quick`): it leaves out the slow tier that
CI runs (`make test`): the benches' smoke runs, the fault, idle-memory and
connection-flood binaries, and the tests that drive the official Python SDKs (names
containing `sdk`, and the MCP eras and elicitation modules, whose agents and upstreams
are the SDK's). It says so loudly: those tests are not run, not passed.
"""

import concurrent.futures
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DURATIONS = ROOT / "target" / "test-durations.json"

# The slow tier: binaries left out whole (package dir, kind, name) and test-name filters.
SLOW_BINARIES = {("sidecar", "test", "fault_load"), ("sidecar", "test", "idle_memory"),
                 ("sidecar", "test", "connection_flood")}
SLOW_FILTERS = ["sdk", "mcp_eras::", "mcp_elicit::"]

# Test threads of a binary whose tests mostly wait (on the sidecar, Redis, the embedder and
# Python SDK processes) rather than compute: the sidecar's integration tests took 102 s
# alone with libtest's default of one thread a core (2) and 60 s with 4. Others keep the
# default; RUST_TEST_THREADS, when set, applies to all.
THREADS = {("sidecar", "test", "it"): 4}


def build(quick):
    """The test binaries: (label, executable, package dir, cargo args to rerun it, manifest,
    (package dir, kind, name)). The quick tier builds no bench or example (clippy
    --all-targets has checked that they compile)."""
    targets = ["--lib", "--bins", "--tests"] if quick else ["--all-targets"]
    cmd = [os.environ.get("CARGO", "cargo"), "test", "--workspace", *targets, "--no-run",
           "--message-format=json-render-diagnostics"]
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, text=True)
    binaries = []
    for line in proc.stdout:
        msg = json.loads(line)
        if msg.get("reason") != "compiler-artifact" or not msg.get("executable"):
            continue
        if not msg["profile"]["test"] and "bench" not in msg["target"]["kind"]:
            continue
        kind = msg["target"]["kind"][0]
        name = msg["target"]["name"]
        package_dir = Path(msg["manifest_path"]).parent
        label = f"{package_dir.relative_to(ROOT)} {kind} {name}"
        flag = {"lib": ["--lib"], "bin": ["--bin", name], "test": ["--test", name],
                "bench": ["--bench", name], "example": ["--example", name]}.get(kind, [])
        binaries.append((label, msg["executable"], str(package_dir), flag, msg["manifest_path"],
                         (str(package_dir.relative_to(ROOT)), kind, name)))
    if proc.wait() != 0:
        sys.exit(f"run-tests: `{' '.join(cmd)}` failed")
    return binaries


def main():
    args = sys.argv[1:]
    quick = "--quick" in args
    args = [a for a in args if a != "--quick"]
    jobs = int(os.environ.get("ARGUS_TEST_JOBS", "3"))
    binaries = build(quick)
    if quick:
        left_out = [b for b in binaries if b[5][1] == "bench" or b[5] in SLOW_BINARIES]
        binaries = [b for b in binaries if b not in left_out]
        for f in SLOW_FILTERS:
            args += ["--skip", f]
        print("run-tests: QUICK TIER - NOT RUN (CI runs them: make test): "
              + ", ".join(b[0] for b in left_out)
              + "; and in every binary the tests matching " + ", ".join(SLOW_FILTERS))
    try:
        last = json.loads(DURATIONS.read_text())
    except (OSError, ValueError):
        last = {}
    binaries.sort(key=lambda b: -last.get(b[0], 0.0))

    def run(b):
        label, exe, cwd = b[0], b[1], b[2]
        env = dict(os.environ, CARGO_MANIFEST_DIR=cwd)
        threads = THREADS.get(b[5])
        if threads and "RUST_TEST_THREADS" not in os.environ:
            env["RUST_TEST_THREADS"] = str(threads)
        start = time.monotonic()
        out = subprocess.run([exe, *args], cwd=cwd, env=env, stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, text=True, errors="replace")
        return b, out.returncode, out.stdout, time.monotonic() - start

    started = time.monotonic()
    failed, times = [], {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        for done in concurrent.futures.as_completed([pool.submit(run, b) for b in binaries]):
            b, code, output, secs = done.result()
            label = b[0]
            times[label] = round(secs, 1)
            print(f"\n==> {label} ({'ok' if code == 0 else f'FAILED, exit {code}'}, {secs:.1f} s)")
            print(output, end="")
            if code != 0:
                failed.append(b)
            sys.stdout.flush()
    DURATIONS.parent.mkdir(exist_ok=True)
    if not quick and not args:
        DURATIONS.write_text(json.dumps(dict(sorted(times.items())), indent=1) + "\n")
    tier = "quick tier, the slow tier NOT RUN" if quick else "all tiers"
    print(f"\nrun-tests ({tier}): {len(binaries)} test binaries, {jobs} at a time, "
          f"{time.monotonic() - started:.0f} s; the longest:")
    for label, secs in sorted(times.items(), key=lambda t: -t[1])[:8]:
        print(f"  {secs:6.1f} s  {label}")
    if failed:
        print("\nrun-tests: FAILED:")
        for label, _, _, flag, manifest, _ in failed:
            print(f"  {label}: cargo test --manifest-path {manifest} {' '.join(flag)}")
        sys.exit(1)


if __name__ == "__main__":
    main()
