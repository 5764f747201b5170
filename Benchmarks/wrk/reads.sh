#!/usr/bin/env bash
# Every read: each GET of openapi.yaml a signed-in person makes and the main pages, each beside
# GET /health in the same run, at 2 and at 16 connections, on the demo world (reads-setup.py
# lists them). Prints a Markdown table for docs/performance.md: req/s, p50, p99 and the share of
# /health's req/s at the same concurrency.
#   READ_SECONDS (default 5) per measurement; READ_PERSON (default alice); SATCHEL_BIN: the
#   server (default: a release build); BENCH_DATABASE_URL: an EMPTY PostgreSQL database;
#   READ_MATCH: an extended regular expression, to measure only the reads whose path matches.
# On a generated world (`satchel admin generate-world`, docs/performance.md): READ_WORLD=DIR, its
#   data directory (SQLite; with BENCH_DATABASE_URL, the PostgreSQL database holding the world
#   and DIR only for files), READ_POPULATION (people in it, default 100000), READ_PEOPLE (default
#   200) drawn at random: reads that name no one's ids run as all of them in turn; READ_PERSON
#   (default person1) for the others; READ_PASSWORD (default satchel-world-2026).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=lib.sh
source "$here/lib.sh"
seconds="${READ_SECONDS:-5}"
bench_binary reads

work="$(mktemp -d "${TMPDIR:-/tmp}/satchel-reads.XXXXXX")"
server=""
cleanup() {
    [[ -n "$server" ]] && { kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; }
    rm -rf "$work"
}
trap cleanup EXIT

port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
url="http://127.0.0.1:$port"
db_env=(-u DATABASE_URL)
db_label="SQLite"
if [[ -n "${BENCH_DATABASE_URL:-}" ]]; then db_env=(DATABASE_URL="$BENCH_DATABASE_URL"); db_label="PostgreSQL"; fi
# No SATCHEL_PUBLIC_URL: links follow the address asked for, as on a machine set up by hand.
data_dir="$work/data" demo=(--demo) world_label="demo world"
if [[ -n "${READ_WORLD:-}" ]]; then
    data_dir="$READ_WORLD" demo=() world_label="generated world"
    export READ_POPULATION="${READ_POPULATION:-100000}" READ_PEOPLE="${READ_PEOPLE:-200}"
    export READ_PASSWORD="${READ_PASSWORD:-satchel-world-2026}" READ_PERSON="${READ_PERSON:-person1}"
fi
env "${db_env[@]}" SATCHEL_DATA_DIR="$data_dir" SATCHEL_BCRYPT_COST=4 LOG_LEVEL=warning \
    "$bin" serve --hostname 127.0.0.1 --port "$port" "${demo[@]}" </dev/null >"$work/server.log" 2>&1 &
server=$!
for _ in $(seq 1 240); do
    curl -fsS -o /dev/null --max-time 2 "$url/ready" 2>/dev/null && break
    kill -0 "$server" 2>/dev/null || { tail -n 30 "$work/server.log" >&2; exit 1; }
    sleep 0.5
done
python3 "$here/reads-setup.py" "$url" "$work/reads.txt" "${READ_PERSON:-alice}"
token="$(cat "$work/reads.txt.token")"
cookie="$(cat "$work/reads.txt.cookie")"

# measure CONNECTIONS KIND PATH [SECONDS]: "rps p50 p99" (fails on any error or non-2xx answer)
measure() {
    local c="$1" kind="$2" path="$3" duration="${4:-$seconds}" line
    local auth=(SATCHEL_TOKEN="" SATCHEL_COOKIE="" SATCHEL_TOKENS="" SATCHEL_COOKIES="")
    [[ "$kind" == "api" ]] && auth=(SATCHEL_TOKEN="$token" SATCHEL_COOKIE="" SATCHEL_TOKENS="" SATCHEL_COOKIES="")
    [[ "$kind" == "page" ]] && auth=(SATCHEL_TOKEN="" SATCHEL_COOKIE="$cookie" SATCHEL_TOKENS="" SATCHEL_COOKIES="")
    [[ "$kind" == "apis" ]] && auth=(SATCHEL_TOKEN="" SATCHEL_COOKIE="" SATCHEL_TOKENS="$work/reads.txt.tokens" SATCHEL_COOKIES="")
    [[ "$kind" == "pages" ]] && auth=(SATCHEL_TOKEN="" SATCHEL_COOKIE="" SATCHEL_TOKENS="" SATCHEL_COOKIES="$work/reads.txt.cookies")
    line="$(env "${auth[@]}" wrk -t1 -c"$c" -d"${duration}s" --latency -s "$here/auth.lua" "$url$path" | grep '^RESULT')"
    python3 - "$line" "$path" <<'PY'
import sys
fields = dict(kv.split("=") for kv in sys.argv[1].split()[1:])
if int(fields["errors"]) or int(fields["non2xx"]):
    sys.exit(f"{sys.argv[2]}: {fields['errors']} errors, {fields['non2xx']} non-2xx answers")
print(f"{float(fields['rps']):.0f} {float(fields['p50_ms']):.2f} {float(fields['p99_ms']):.2f}")
PY
}

echo "== $build_label, $(nproc) cores, $db_label, $world_label as ${READ_PERSON:-alice}${READ_WORLD:+ and $READ_PEOPLE people drawn from $READ_POPULATION}, ${seconds}s per measurement"
measure 16 health /health >/dev/null # warm-up
read -r h2 h2p50 h2p99 <<<"$(measure 2 health /health)"
read -r h16 h16p50 h16p99 <<<"$(measure 16 health /health)"
echo
echo "| read | c=2 req/s | p50 ms | p99 ms | of /health | c=16 req/s | p50 ms | p99 ms | of /health |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|"
echo "| \`GET /health\` | $h2 | $h2p50 | $h2p99 | 100 % | $h16 | $h16p50 | $h16p99 | 100 % |"
while read -r kind path; do
    [[ -n "${READ_MATCH:-}" && ! "$path" =~ $READ_MATCH ]] && continue
    measure 2 "$kind" "$path" 1 >/dev/null # warm-up: caches filled
    read -r r2 p50a p99a <<<"$(measure 2 "$kind" "$path")"
    read -r r16 p50b p99b <<<"$(measure 16 "$kind" "$path")"
    shown="$(sed -E 's/[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}/{id}/g' <<<"$path")"
    echo "| \`$shown\` ($kind) | $r2 | $p50a | $p99a | $((100 * r2 / h2)) % | $r16 | $p50b | $p99b | $((100 * r16 / h16)) % |"
done <"$work/reads.txt"
rss_mb="$(( $(ps -o rss= -p "$server") / 1024 ))"
heap_mb="$(awk '/^RssAnon/ {print int($2 / 1024)}' "/proc/$server/status")"
echo
echo "Server memory after the run: $rss_mb MB resident, $heap_mb MB of it not the mapped database file."
