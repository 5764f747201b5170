#!/usr/bin/env bash
# Eats benchmark: the 1 km nearby query (≤ 50 restaurants by distance) through HTTP against a
# million restaurants, and GET /health in the same conditions right after, as the ceiling.
#
#   EATS_BENCH_DATA=/tmp/eats-1m Benchmarks/eats/run.sh          first: seeds and keeps the data
#   EATS_BENCH_DATA=/tmp/eats-1m Benchmarks/wrk/eats.sh          then: serves it and runs wrk
#
# BENCH_DATABASE_URL: the PostgreSQL database Benchmarks/eats/run.sh filled (DATABASE_URL
# there); the query points still come from EATS_BENCH_DATA. WRK_THREADS [2],
# WRK_CONNECTIONS [2], WRK_DURATION [30]. Traffic goes to 127.0.0.1 only.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here/../.."
threads="${WRK_THREADS:-2}" connections="${WRK_CONNECTIONS:-2}" duration="${WRK_DURATION:-30}"
data="${EATS_BENCH_DATA:?set EATS_BENCH_DATA to the directory Benchmarks/eats/run.sh kept}"
[[ -s "$data/queries.txt" ]] || { echo "no $data/queries.txt: run EATS_BENCH_DATA=$data Benchmarks/eats/run.sh first" >&2; exit 1; }
. "$here/lib.sh"
bench_binary eats.sh
bench_start eats SATCHEL_DATA_DIR="$data"

token="$(curl -fsS -X POST "$base/api/v1/accounts" -H 'Content-Type: application/json' \
    -d "{\"displayName\":\"Bench\",\"username\":\"bench$RANDOM$RANDOM\",\"email\":\"bench$RANDOM$RANDOM@bench.test\",\"password\":\"bench-password-123\"}" \
    | python3 -c 'import json, sys; print(json.load(sys.stdin)["token"])')"
# The server loads its nearby index in the background at start (about 13 s per million
# restaurants here); searches meanwhile use the database. Measure the steady state.
wait_s="${EATS_INDEX_WAIT:-30}"
echo "== waiting ${wait_s}s for the nearby index to load"
sleep "$wait_s"

run() {
    SATCHEL_TOKEN="$token" EATS_QUERIES="$1" timeout $((duration + 60)) \
        wrk -t"$threads" -c"$connections" -d"${duration}s" --latency -s "$here/eats.lua" "$base" | grep '^RESULT'
}
echo "== warming up (10 s)"
duration_saved="$duration"; duration=10; run "$data/queries.txt" >/dev/null; duration="$duration_saved"
echo "== wrk -t$threads -c$connections -d${duration}s: GET /api/v1/eats/restaurants (1 km, ≤ 50, $db_label)"
nearby="$(run "$data/queries.txt")"; echo "$nearby"
echo "== wrk -t$threads -c$connections -d${duration}s: GET /health"
health="$(run "")"; echo "$health"
python3 - "$nearby" "$health" <<'PY'
import sys
def rps(line): return float(dict(kv.split("=") for kv in line.split()[1:])["rps"])
print(f"== nearby / health: {rps(sys.argv[1]) / rps(sys.argv[2]):.0%}")
PY
