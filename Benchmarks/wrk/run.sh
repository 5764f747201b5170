#!/usr/bin/env bash
# Compares an authenticated JSON read with GET /health on a release build of Satchel, in one
# run, at the same concurrency, over loopback. See README.md beside this file.
#
#   Benchmarks/wrk/run.sh            builds `swift build -c release`, seeds, measures
#   SATCHEL_BIN=/path/to/satchel Benchmarks/wrk/run.sh    measures that binary instead
#
# Environment (defaults in brackets): WRK_THREADS [2], WRK_CONNECTIONS [32], WRK_DURATION
# seconds [20], WRK_WARMUP seconds [3], BENCH_PORT [a free port], BENCH_DATABASE_URL [unset:
# SQLite in a temporary directory; postgres://… to measure on PostgreSQL], BENCH_MIN_RATIO
# percent [50: the goal; the script exits 3 when the ratio is below it].
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
cd "$root"

threads="${WRK_THREADS:-2}"
connections="${WRK_CONNECTIONS:-32}"
duration="${WRK_DURATION:-20}"
warmup="${WRK_WARMUP:-3}"
min_ratio="${BENCH_MIN_RATIO:-50}"
seed_count=50

. "$here/lib.sh"
bench_binary run.sh
bench_start wrk

# ---------------------------------------------------------------- seed
# One reader, and $seed_count other people who each send the reader a friend request: each
# request puts one notification in the reader's inbox. Prints the reader's token.
echo "== seeding: 1 reader + $seed_count friend requests"
token="$(python3 - "$base" "$seed_count" <<'PY'
import json, secrets, sys, urllib.request

base, count = sys.argv[1], int(sys.argv[2])
run = secrets.token_hex(4)

def call(method, path, body=None, token=None):
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(base + path, data=data, method=method)
    req.add_header("Accept", "application/json")
    if data is not None:
        req.add_header("Content-Type", "application/json")
    if token:
        req.add_header("Authorization", "Bearer " + token)
    try:
        with urllib.request.urlopen(req, timeout=30) as res:
            text = res.read()
            return json.loads(text) if text else None
    except urllib.error.HTTPError as e:
        sys.exit(f"{method} {path} answered {e.code}: {e.read().decode(errors='replace')}")

def sign_up(name):
    username = f"{name}_{run}"
    return call("POST", "/api/v1/accounts", {
        "displayName": name.replace("_", " ").title(),
        "username": username,
        "email": f"{username}@example.test",
        "password": f"Bench-{secrets.token_hex(8)}",
    })["token"], username

reader_token, reader = sign_up("reader")
for i in range(count):
    sender_token, _ = sign_up(f"sender{i:02d}")
    call("POST", "/api/v1/friend-requests", {"username": reader}, sender_token)

page = call("GET", f"/api/v1/notifications?limit={count}", token=reader_token)
if len(page["items"]) < count:
    sys.exit(f"expected {count} notifications, the reader has {len(page['items'])}")
print(reader_token)
PY
)"

auth_url="$base/api/v1/notifications?limit=$seed_count"
health_url="$base/health"
# Sanity: the authenticated read must really be authenticated and return 200.
code="$(curl -s -o /dev/null -w '%{http_code}' --max-time 10 -H "Authorization: Bearer $token" "$auth_url")"
[[ "$code" == "200" ]] || { echo "GET $auth_url with the token answered $code" >&2; exit 1; }

# ---------------------------------------------------------------- measure
# Runs wrk, bounded in time, and prints its RESULT line (from auth.lua's done()).
measure() {  # measure LABEL SECONDS TOKEN URL
    local label="$1" seconds="$2" tok="$3" url="$4" out
    out="$work/wrk-$label.txt"
    SATCHEL_TOKEN="$tok" timeout --kill-after=10 "$(( seconds + 30 ))" \
        wrk -t"$threads" -c"$connections" -d"${seconds}s" --timeout 5s --latency \
            -s "$here/auth.lua" "$url" >"$out" 2>&1 || { cat "$out" >&2; return 1; }
    grep '^RESULT ' "$out" | tail -n 1
}
field() { sed -n "s/.* $2=\([^ ]*\).*/\1/p" <<<"$1"; }

echo "== warm-up (${warmup}s each)"
measure warmup-health "$warmup" "" "$health_url" >/dev/null
measure warmup-auth "$warmup" "$token" "$auth_url" >/dev/null

echo "== wrk -t$threads -c$connections -d${duration}s --latency, GET /health"
health="$(measure health "$duration" "" "$health_url")"
echo "== wrk -t$threads -c$connections -d${duration}s --latency, GET /api/v1/notifications?limit=$seed_count (bearer token, $seed_count items)"
auth="$(measure auth "$duration" "$token" "$auth_url")"

for label in health auth; do
    echo "---- wrk output: $label"
    cat "$work/wrk-$label.txt"
done

status=0
for pair in "health:$health" "auth:$auth"; do
    label="${pair%%:*}" line="${pair#*:}"
    if [[ "$(field "$line" non2xx)" != "0" || "$(field "$line" errors)" != "0" ]]; then
        echo "WARNING: $label run had $(field "$line" non2xx) non-2xx responses and $(field "$line" errors) socket errors" >&2
        status=1
    fi
done

ratio="$(python3 -c 'import sys; print(f"{100 * float(sys.argv[1]) / float(sys.argv[2]):.1f}")' \
    "$(field "$auth" rps)" "$(field "$health" rps)")"

echo
echo "== Results ($build_label, $threads threads, $connections connections, ${duration}s each, loopback)"
printf '%-44s %12s %10s %10s\n' "request" "requests/s" "p50 ms" "p99 ms"
printf '%-44s %12s %10s %10s\n' "GET /health" "$(field "$health" rps)" "$(field "$health" p50_ms)" "$(field "$health" p99_ms)"
printf '%-44s %12s %10s %10s\n' "GET /api/v1/notifications?limit=$seed_count (auth)" \
    "$(field "$auth" rps)" "$(field "$auth" p50_ms)" "$(field "$auth" p99_ms)"
echo "ratio: authenticated read / health = ${ratio}% (goal >= ${min_ratio}%)"

if (( status != 0 )); then exit "$status"; fi
if python3 -c 'import sys; sys.exit(0 if float(sys.argv[1]) >= float(sys.argv[2]) else 1)' "$ratio" "$min_ratio"; then
    echo "goal met"
else
    echo "goal NOT met"
    exit 3
fi
