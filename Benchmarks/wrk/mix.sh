#!/usr/bin/env bash
# Load test: a realistic mix across the five apps (mix-setup.py, mix.lua) at fixed concurrency,
# beside GET /health in the same conditions (the trivial-endpoint ratio), on the demo world.
#   Benchmarks/wrk/mix.sh sqlite     one instance on SQLite
#   Benchmarks/wrk/mix.sh postgres   two instances on one PostgreSQL (BENCH_DATABASE_URL: an
#                                    EMPTY database), each taking half the connections
#   Benchmarks/wrk/mix.sh soak       SOAK_SECONDS (600) of the mix on SQLite, the server's
#                                    memory sampled every 30 s
#   Benchmarks/wrk/mix.sh cost       on SQLite, each kind of request of the mix alone (4
#                                    connections, COST_SECONDS (6) each): req/s, p99 and the
#                                    server's CPU time per request, which says what to make cheaper
# MIX_SECONDS (default 60) per run, MIX_CONNECTIONS (default 16) in all, 2 wrk threads.
# On a generated world (`satchel admin generate-world`, docs/performance.md): MIX_WORLD=DIR, its
#   data directory (SQLite; with BENCH_DATABASE_URL the world's PostgreSQL database, DIR only
#   for files); MIX_POPULATION (default 100000), MIX_PEOPLE (default 200), MIX_PASSWORD
#   (default satchel-world-2026): see mix-setup.py. The database size is printed after the run.
# SATCHEL_BIN: the server (default: a release build). Numbers go in docs/performance.md.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=lib.sh
source "$here/lib.sh"
mode="${1:-sqlite}"
seconds="${MIX_SECONDS:-60}"
connections="${MIX_CONNECTIONS:-16}"
bench_binary mix

work="$(mktemp -d "${TMPDIR:-/tmp}/satchel-mix.XXXXXX")"
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT

free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

# start NAME DATABASE_URL|"" [serve options…]: sets $started_url and $started_pid
start() {
    local name="$1" url="$2"
    shift 2
    local port
    port="$(free_port)"
    local db_env=(-u DATABASE_URL)
    [[ -n "$url" ]] && db_env=(DATABASE_URL="$url")
    local data="$work/$name"
    [[ -n "${MIX_WORLD:-}" ]] && data="$MIX_WORLD"
    mkdir -p "$data"
    env "${db_env[@]}" SATCHEL_DATA_DIR="$data" SATCHEL_PUBLIC_URL="http://127.0.0.1:$port" SATCHEL_BCRYPT_COST=4 SATCHEL_SIGN_UP=open \
        LOG_LEVEL=warning "$bin" serve --hostname 127.0.0.1 --port "$port" "$@" </dev/null >"$work/$name.log" 2>&1 &
    started_pid=$!
    pids+=("$started_pid")
    started_url="http://127.0.0.1:$port"
    for _ in $(seq 1 240); do
        curl -fsS -o /dev/null --max-time 2 "$started_url/ready" 2>/dev/null && return 0
        kill -0 "$started_pid" 2>/dev/null || break
        sleep 0.5
    done
    echo "$name did not come up:" >&2
    tail -n 30 "$work/$name.log" >&2
    exit 1
}

# run URL CONNECTIONS SECONDS [mix]: prints wrk's RESULT line
run() {
    local url="$1" c="$2" s="$3" kind="${4:-mix}"
    if [[ "$kind" == "mix" ]]; then
        MIX_FILE="$work/mix.txt" wrk -t2 -c"$c" -d"${s}s" --latency -s "$here/mix.lua" "$url" | grep -E '^(RESULT|thread)'
    else
        SATCHEL_TOKEN="" wrk -t2 -c"$c" -d"${s}s" --latency -s "$here/auth.lua" "$url/health" | grep '^RESULT'
    fi
}

demo=(--demo)
if [[ -n "${MIX_WORLD:-}" ]]; then
    demo=()
    export MIX_POPULATION="${MIX_POPULATION:-100000}"
fi
# A server's resident memory, and how much of it is not the mapped database file.
memory() {
    echo "$(( $(ps -o rss= -p "$1") / 1024 )) MB resident, $(awk '/^RssAnon/ {print int($2 / 1024)}' "/proc/$1/status") MB of it not the mapped database"
}
# The database's size on disk (SQLite: the file and its write-ahead log).
database_size() {
    if [[ -n "${BENCH_DATABASE_URL:-}" ]]; then
        psql "$BENCH_DATABASE_URL" -tAc "SELECT pg_size_pretty(pg_database_size(current_database()))"
    else
        du -ch "$1"/satchel.sqlite* | tail -n 1 | cut -f1
    fi
}

echo "== $build_label, $(nproc) cores, $connections connections, ${seconds}s per run${MIX_WORLD:+, generated world of $MIX_POPULATION people}"
case "$mode" in
sqlite)
    start one "" "${demo[@]}"
    python3 "$here/mix-setup.py" "$started_url" "$work/mix.txt"
    run "$started_url" "$connections" 10 >/dev/null # warm-up
    echo "health SQLite: $(run "$started_url" "$connections" "$seconds" health)"
    echo "mix    SQLite: $(run "$started_url" "$connections" "$seconds")"
    echo "server memory: $(memory "$started_pid"); database $(database_size "${MIX_WORLD:-$work/one}")"
    ;;
postgres)
    [[ -n "${BENCH_DATABASE_URL:-}" ]] || { echo "set BENCH_DATABASE_URL to an empty PostgreSQL database" >&2; exit 2; }
    start a "$BENCH_DATABASE_URL" "${demo[@]}"
    a="$started_url"
    start b "$BENCH_DATABASE_URL"
    b="$started_url"
    python3 "$here/mix-setup.py" "$a" "$work/mix.txt"
    half=$((connections / 2))
    run "$a" "$half" 10 >/dev/null & warm=$!
    run "$b" "$half" 10 >/dev/null; wait "$warm"
    echo "health PostgreSQL a: $(run "$a" "$connections" "$seconds" health)"
    run "$a" "$half" "$seconds" >"$work/a.txt" & first=$!
    run "$b" "$half" "$seconds" >"$work/b.txt"; wait "$first"
    echo "mix    PostgreSQL a: $(cat "$work/a.txt")"
    echo "mix    PostgreSQL b: $(cat "$work/b.txt")"
    echo "server memory: a $(memory "${pids[0]}"); b $(memory "${pids[1]}"); database $(database_size)"
    ;;
soak)
    soak="${SOAK_SECONDS:-600}"
    start one "" "${demo[@]}"
    pid="$started_pid"
    python3 "$here/mix-setup.py" "$started_url" "$work/mix.txt"
    run "$started_url" "$connections" 10 >/dev/null
    echo "seconds,rss_mb,not_mapped_mb" >"$work/rss.csv"
    ( t=0; while kill -0 "$pid" 2>/dev/null && (( t <= soak )); do
        echo "$t,$(( $(ps -o rss= -p "$pid") / 1024 )),$(awk '/^RssAnon/ {print int($2 / 1024)}' "/proc/$pid/status")" >>"$work/rss.csv"
        sleep 30; t=$((t + 30)); done ) &
    sampler=$!
    echo "soak   SQLite: $(run "$started_url" "$connections" "$soak")"
    kill "$sampler" 2>/dev/null || true
    echo "memory (resident, MB) every 30 s:"
    tr '\n' ' ' <"$work/rss.csv"; echo
    echo "database $(database_size "${MIX_WORLD:-$work/one}")"
    ;;
cost)
    start one "" "${demo[@]}"
    python3 "$here/mix-setup.py" "$started_url" "$work/mix.txt"
    run "$started_url" "$connections" 10 >/dev/null
    # One file per kind: the method and the path with ids and the query left out.
    python3 - "$work" <<'PY'
import collections, re, sys
kinds = collections.defaultdict(list)
for line in open(sys.argv[1] + "/mix.txt"):
    method, path = line.split(" ")[1:3]
    kinds[method + " " + re.sub(r"[0-9a-fA-F-]{36}", "{id}", path.split("?")[0])].append(line)
for n, (kind, lines) in enumerate(sorted(kinds.items())):
    open(f"{sys.argv[1]}/kind{n}.txt", "w").writelines(lines)
    open(f"{sys.argv[1]}/kind{n}.name", "w").write(kind)
PY
    ticks="$(getconf CLK_TCK)"
    echo "| request | req/s | p99 ms | server CPU per request |"
    echo "|---|---:|---:|---:|"
    for file in "$work"/kind*.txt; do
        before="$(awk '{print $14 + $15}' "/proc/$started_pid/stat")"
        result="$(MIX_FILE="$file" wrk -t1 -c4 -d"${COST_SECONDS:-6}s" --latency -s "$here/mix.lua" "$started_url" | grep '^RESULT')"
        after="$(awk '{print $14 + $15}' "/proc/$started_pid/stat")"
        python3 - "$(cat "${file%.txt}.name")" "$result" "$before" "$after" "$ticks" <<'PY'
import re, sys
kind, result, before, after, ticks = sys.argv[1:]
r = dict(re.findall(r"(\w+)=([0-9.]+)", result))
cpu = (int(after) - int(before)) / int(ticks) / int(r["requests"]) * 1000
print(f"| `{kind}` | {float(r['rps']):.0f} | {float(r['p99_ms']):.1f} | {cpu:.2f} ms |")
PY
    done
    ;;
*)
    echo "usage: $0 sqlite|postgres|soak|cost" >&2
    exit 2
    ;;
esac
