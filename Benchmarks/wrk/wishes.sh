#!/usr/bin/env bash
# Wish lists benchmark: a friend's list page with 500 wishes and a cart with 200 reservations,
# each against GET /health in the same run (goal: the list page at ≥ 50 % of /health).
#
#   Benchmarks/wrk/wishes.sh                         builds `swift build -c release` first
#   SATCHEL_BIN=/path/to/satchel Benchmarks/wrk/wishes.sh
#
# Traffic goes to 127.0.0.1 only; every wrk run is bounded by `timeout`.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here/../.."
threads="${WRK_THREADS:-2}" connections="${WRK_CONNECTIONS:-32}" duration="${WRK_DURATION:-20}" warmup="${WRK_WARMUP:-3}"
bin="${SATCHEL_BIN:-}"
if [[ -z "$bin" ]]; then
    swift build -c release --product satchel
    bin="$(swift build -c release --show-bin-path)/satchel"
fi
work="$(mktemp -d "${TMPDIR:-/tmp}/satchel-wishes.XXXXXX")"
server_pid=""
cleanup() {
    [[ -n "$server_pid" ]] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
port="${BENCH_PORT:-$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')}"
base="http://127.0.0.1:${port}"
env -u DATABASE_URL SATCHEL_DATA_DIR="$work/data" SATCHEL_BCRYPT_COST=4 LOG_LEVEL=warning \
    "$bin" serve --hostname 127.0.0.1 --port "$port" </dev/null >"$work/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 120); do curl -fsS -o /dev/null --max-time 2 "$base/health" 2>/dev/null && break; sleep 0.5; done

echo "== seeding: an owner with a list of 500 wishes, a friend who reserves 200 of them"
read -r token list_id < <(python3 - "$base" <<'PY'
import json, secrets, sys, urllib.request
base = sys.argv[1]
run = secrets.token_hex(4)
def call(method, path, body=None, token=None):
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(base + path, data=data, method=method)
    req.add_header("Accept", "application/json")
    if data is not None: req.add_header("Content-Type", "application/json")
    if token: req.add_header("Authorization", "Bearer " + token)
    with urllib.request.urlopen(req, timeout=30) as res:
        text = res.read()
        return json.loads(text) if text else None
def sign_up(name):
    username = f"{name}_{run}"
    return call("POST", "/api/v1/accounts", {"displayName": name.title(), "username": username,
        "email": f"{username}@example.test", "password": f"Bench-{secrets.token_hex(8)}"})
owner, giver = sign_up("owner"), sign_up("giver")
request = call("POST", "/api/v1/friend-requests", {"userId": giver["user"]["id"]}, owner["token"])
call("POST", f"/api/v1/friend-requests/{request['id']}/accept", token=giver["token"])
lst = call("POST", "/api/v1/lists", {"name": "Everything", "occasion": "birthday"}, owner["token"])
wishes = [call("POST", "/api/v1/wishes", {"name": f"Wish {i:03d}", "price": {"amount": 1000 + i, "currency": "SEK"},
    "store": "A shop", "notes": "Size M", "listId": lst["id"]}, owner["token"]) for i in range(500)]
call("POST", f"/api/v1/lists/{lst['id']}/shares", {"userIds": [giver["user"]["id"]]}, owner["token"])
call("POST", f"/api/v1/friends-lists/{lst['id']}/accept", token=giver["token"])
for wish in wishes[:200]:
    call("POST", f"/api/v1/wishes/{wish['id']}/reservation", token=giver["token"])
cart = call("GET", "/api/v1/cart", token=giver["token"])
assert sum(len(g["items"]) for g in cart["groups"]) == 200
print(giver["token"], lst["id"].lower())
PY
)

measure() {  # LABEL TOKEN URL → RESULT line
    local out="$work/wrk-$1.txt"
    SATCHEL_TOKEN="$2" timeout --kill-after=10 "$(( duration + 30 ))" \
        wrk -t"$threads" -c"$connections" -d"${duration}s" --timeout 5s --latency -s "$here/auth.lua" "$3" >"$out" 2>&1
    grep '^RESULT ' "$out" | tail -n 1
}
field() { sed -n "s/.* $2=\([^ ]*\).*/\1/p" <<<"$1"; }
for url in "$base/health" "$base/wishes/lists/$list_id" "$base/wishes/cart"; do
    SATCHEL_TOKEN="$token" timeout 20 wrk -t1 -c4 -d"${warmup}s" -s "$here/auth.lua" "$url" >/dev/null 2>&1 || true
done
health="$(measure health "" "$base/health")"
list="$(measure list "$token" "$base/wishes/lists/$list_id")"
cart="$(measure cart "$token" "$base/wishes/cart")"
printf '%-42s %12s %10s %10s\n' request requests/s "p50 ms" "p99 ms"
for row in "GET /health|$health" "GET /wishes/lists/:id (500 wishes, HTML)|$list" "GET /wishes/cart (200 reserved, HTML)|$cart"; do
    r="${row#*|}"
    printf '%-42s %12s %10s %10s\n' "${row%%|*}" "$(field "$r" rps)" "$(field "$r" p50_ms)" "$(field "$r" p99_ms)"
    [[ "$(field "$r" non2xx)" == "0" && "$(field "$r" errors)" == "0" ]] || { echo "errors or non-2xx answers: $r" >&2; exit 1; }
done
python3 -c "import sys; h, l, c = map(float, sys.argv[1:]); print(f'list page / health = {100*l/h:.1f}% (goal >= 50%); cart / health = {100*c/h:.1f}%')" \
    "$(field "$health" rps)" "$(field "$list" rps)" "$(field "$cart" rps)"
