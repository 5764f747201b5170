#!/usr/bin/env bash
# Group funding benchmark: payment confirmations per second through the simulated bank's
# webhook (POST /api/v1/funding/webhooks/simbank), each applied exactly once. See README.md
# beside this file.
#
#   Benchmarks/wrk/funding.sh                         builds `swift build -c release` first
#   SATCHEL_BIN=/path/to/satchel Benchmarks/wrk/funding.sh
#
# Starts the server with a known SATCHEL_SIMBANK_SECRET so this script can sign callbacks the
# way the bank does; seeds, through the API, an owner with two funding wishes (target
# 1,000,000.00 CZK, so they never close) and a friend who starts BENCH_DONATIONS pending
# donations of 100.00 CZK to each; then
#   1. "unique":     sends each donation's confirmation once (webhooks.lua), and
#   2. "duplicates": sends each confirmation of the other wish twice, the two copies racing,
# and after each run checks through the API that the wish's raised amount is exactly 10000 ×
# the confirmed donations, and that every donation was confirmed once.
#
# Environment (defaults in brackets): WRK_THREADS [2], WRK_CONNECTIONS [4], BENCH_DONATIONS
# [5000], WRK_DURATION seconds [1800: an upper bound; a run ends when its list is sent],
# BENCH_PORT [a free port], BENCH_DATABASE_URL [unset: SQLite in a temporary directory;
# postgres://… of an EMPTY database to measure on PostgreSQL]. Traffic goes to 127.0.0.1 only;
# every wrk run is bounded by `timeout`.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here/../.."
threads="${WRK_THREADS:-2}" connections="${WRK_CONNECTIONS:-4}" duration="${WRK_DURATION:-1800}"
donations="${BENCH_DONATIONS:-5000}"
. "$here/lib.sh"
bench_binary funding.sh
# The simulated bank's signing key (32 random bytes, hex): this script signs with it too.
secret="$(python3 -c 'import secrets; print(secrets.token_hex(32))')"
bench_start funding SATCHEL_SIMBANK_SECRET="$secret"

# ---------------------------------------------------------------- seed
# seed.py talks to the API: `setup` makes the owner and the donor (friends) and the owner's two
# funding wishes and prints: owner token, donor token, the two wish ids; `donations LABEL WISH
# DONOR_TOKEN FIRST` has the donor start $donations pending donations to WISH (4 at a time) and
# writes their signed callbacks to LABEL.txt, one a line ("<signature> <body>"); event ids are
# numbered from FIRST. Each run's donations are started just before that run, so none of them
# is old enough for the bank to expire its checkout (30 minutes) meanwhile.
cat >"$work/seed.py" <<'PY'
import concurrent.futures, datetime, hashlib, hmac, http.client, json, secrets, sys, threading, urllib.parse

base, count, secret, work, mode = sys.argv[1], int(sys.argv[2]), bytes.fromhex(sys.argv[3]), sys.argv[4], sys.argv[5]
host = urllib.parse.urlsplit(base)
local = threading.local()

def call(method, path, body=None, token=None, expect=(200, 201)):
    if not hasattr(local, "conn"):
        local.conn = http.client.HTTPConnection(host.hostname, host.port, timeout=60)
    headers = {"Accept": "application/json"}
    data = None
    if body is not None:
        data = json.dumps(body).encode()
        headers["Content-Type"] = "application/json"
    if token:
        headers["Authorization"] = "Bearer " + token
    local.conn.request(method, path, body=data, headers=headers)
    res = local.conn.getresponse()
    text = res.read()
    if res.status not in expect:
        sys.exit(f"{method} {path} answered {res.status}: {text.decode(errors='replace')}")
    return json.loads(text) if text else None

if mode == "setup":
    run = secrets.token_hex(4)
    def sign_up(name):
        username = f"{name}_{run}"
        return call("POST", "/api/v1/accounts", {"displayName": name.title(), "username": username,
            "email": f"{username}@example.test", "password": f"Bench-{secrets.token_hex(8)}"})
    owner, donor = sign_up("owner"), sign_up("donor")
    request = call("POST", "/api/v1/friend-requests", {"userId": donor["user"]["id"]}, owner["token"])
    call("POST", f"/api/v1/friend-requests/{request['id']}/accept", token=donor["token"])
    deadline = (datetime.datetime.now(datetime.timezone.utc) + datetime.timedelta(days=30)).strftime("%Y-%m-%dT%H:%M:%SZ")
    target = {"amount": 100_000_000, "currency": "CZK"}   # 1,000,000.00 CZK: never reached here
    wishes = []
    for label in ("unique", "duplicates"):
        wish = call("POST", "/api/v1/wishes", {"name": f"Benchmark {label}", "price": target}, owner["token"])
        call("POST", f"/api/v1/wishes/{wish['id']}/funding", {"target": target, "deadline": deadline,
            "why": "Benchmark", "mode": "all_or_nothing", "audience": "friends"}, owner["token"])
        wishes.append(wish["id"])
    print(owner["token"], donor["token"], *wishes)
else:
    label, wish, donor, first = sys.argv[6], sys.argv[7], sys.argv[8], int(sys.argv[9])
    run = secrets.token_hex(4)
    def donate(_):
        donation = call("POST", f"/api/v1/wishes/{wish}/donations", {"amount": 10000}, donor)
        assert donation["state"] == "pending", donation
        return donation["paymentURL"].rsplit("/", 1)[1]
    with concurrent.futures.ThreadPoolExecutor(4) as pool:
        references = list(pool.map(donate, range(count)))
    with open(f"{work}/{label}.txt", "w") as out:
        for n, reference in enumerate(references, start=first):
            body = json.dumps({"id": f"simevt_bench_{run}_{n}", "type": "succeeded", "payment": reference,
                               "amount": 10000, "currency": "CZK"}, separators=(",", ":")).encode()
            line = hmac.new(secret, body, hashlib.sha256).hexdigest() + " " + body.decode() + "\n"
            # "duplicates": every callback twice in a row; with two or more threads the two
            # copies go out on different threads at about the same time.
            out.write(line + line if label == "duplicates" else line)
PY
seed() { python3 "$work/seed.py" "$base" "$donations" "$secret" "$work" "$@"; }

echo "== seeding: 2 friends, 2 funding wishes (target 1,000,000.00 CZK)"
read -r owner_token donor_token unique_wish dup_wish < <(seed setup)
[[ -n "$dup_wish" ]] || { echo "seeding failed" >&2; exit 1; }
# start_donations LABEL WISH FIRST: starts the run's pending donations and writes its callbacks.
start_donations() {
    local start=$SECONDS
    echo "== seeding: $donations pending donations of 100.00 CZK to the $1 wish"
    seed donations "$1" "$2" "$donor_token" "$3" || { echo "seeding failed" >&2; exit 1; }
    echo "   seeded in $(( SECONDS - start ))s: $(funding_state "$2")"
}

# funding_state WISH_ID → "raised=… confirmed=… pending=… donors=…", through the API: the
# owner's view of the funding and the donor's own list of donations.
funding_state() {
    python3 - "$base" "$owner_token" "$donor_token" "$1" <<'PY'
import json, sys, urllib.request
base, owner, donor, wish = sys.argv[1:5]
def get(path, token):
    req = urllib.request.Request(base + path, headers={"Accept": "application/json", "Authorization": "Bearer " + token})
    with urllib.request.urlopen(req, timeout=60) as res:
        return json.load(res)
funding = get(f"/api/v1/wishes/{wish}/funding", owner)["funding"]
mine = [d for d in get("/api/v1/funding/donations", donor) if d["wishId"].lower() == wish.lower()]
states = {}
for d in mine:
    states[d["state"]] = states.get(d["state"], 0) + 1
print(f"raised={funding['raised']['amount']} confirmed={states.get('confirmed', 0)} pending={states.get('pending', 0)} "
      f"donors={funding['donorCount']} state={funding['state']}")
PY
}
field() { sed -n "s/.*\b$2=\([^ ]*\).*/\1/p" <<<"$1"; }

# Sanity: a callback with a wrong signature is refused (so nothing below measures refusals).
bad="$(curl -s -o /dev/null -w '%{http_code}' --max-time 10 -X POST -H 'Content-Type: application/json' \
    -H "Simbank-Signature: $(printf '0%.0s' $(seq 1 64))" \
    --data '{"id":"simevt_bench_forged","type":"succeeded","payment":"00000000-0000-0000-0000-000000000000","amount":10000,"currency":"CZK"}' \
    "$base/api/v1/funding/webhooks/simbank")"
[[ "$bad" == "400" ]] || { echo "a callback with a wrong signature answered $bad, expected 400" >&2; exit 1; }
rejected() { grep -c 'webhook from simbank rejected' "$work/server.log" || true; }
rejected_before="$(rejected)"

# ---------------------------------------------------------------- measure
measure() {  # LABEL → RESULT line
    local out="$work/wrk-$1.txt"
    mkdir -p "$work/state-$1"
    timeout --kill-after=10 "$(( duration + 30 ))" \
        wrk -t"$threads" -c"$connections" -d"${duration}s" --timeout 10s --latency \
            -s "$here/webhooks.lua" "$base/api/v1/funding/webhooks/simbank" -- "$work/$1.txt" "$work/state-$1" "$threads" \
            >"$out" 2>&1 || { cat "$out" >&2; return 1; }
    grep '^RESULT ' "$out" | tail -n 1
}

status=0
check() {  # LABEL WISH RESULT EXPECTED_SENT
    local label="$1" wish="$2" result="$3" expected_sent="$4" after raised confirmed
    after="$(funding_state "$wish")"
    raised="$(field "$after" raised)" confirmed="$(field "$after" confirmed)"
    echo "   after: $after"
    last_after="$after"
    if [[ "$(field "$result" sent)" != "$expected_sent" || "$(field "$result" answered)" != "$expected_sent" ]]; then
        echo "   FAIL ($label): sent $(field "$result" sent) and answered $(field "$result" answered) of $expected_sent callbacks" >&2; status=1
    fi
    if [[ "$(field "$result" not200)" != "0" || "$(field "$result" errors)" != "0" ]]; then
        echo "   FAIL ($label): $(field "$result" not200) answers other than 200, $(field "$result" errors) socket errors" >&2; status=1
    fi
    if (( raised != 10000 * confirmed )); then
        echo "   FAIL ($label): raised $raised != 10000 × $confirmed confirmed" >&2; status=1
    fi
    if (( confirmed != donations )); then
        echo "   FAIL ($label): $confirmed of $donations donations confirmed" >&2; status=1
    fi
}

start_donations unique "$unique_wish" 1
echo "== run 1 (unique): $donations confirmations, each once; wrk -t$threads -c$connections"
unique="$(measure unique)"
echo "   $unique"
check unique "$unique_wish" "$unique" "$donations"
unique_after="$last_after"

start_donations duplicates "$dup_wish" "$(( donations + 1 ))"
echo "== run 2 (duplicates): $donations confirmations, each twice ($(( 2 * donations )) callbacks); wrk -t$threads -c$connections"
dups="$(measure duplicates)"
echo "   $dups"
check duplicates "$dup_wish" "$dups" "$(( 2 * donations ))"
# The first run's wish is untouched by the second.
unique_now="$(funding_state "$unique_wish")"
echo "   run 1's wish now: $unique_now"
[[ "$unique_now" == "$unique_after" ]] || { echo "   FAIL: run 1's wish changed during run 2" >&2; status=1; }

for label in unique duplicates; do
    echo "---- wrk output: $label"
    cat "$work/wrk-$label.txt"
done
if (( $(rejected) > rejected_before )); then
    echo "---- the server rejected $(( $(rejected) - rejected_before )) callbacks during the runs:" >&2
    grep 'webhook from simbank rejected' "$work/server.log" | tail -n +"$(( rejected_before + 1 ))" | head >&2
    status=1
fi

echo
echo "== Results ($build_label, $db_label, $threads threads, $connections connections, loopback)"
printf '%-46s %9s %9s %12s %12s %8s %8s\n' run callbacks seconds callbacks/s confirmations/s "p50 ms" "p99 ms"
u_seconds="$(field "$unique" seconds)" d_seconds="$(field "$dups" seconds)"
printf '%-46s %9s %9s %12s %12s %8s %8s\n' "1: each confirmation once" "$(field "$unique" answered)" "$u_seconds" \
    "$(field "$unique" rps)" "$(python3 -c "print(f'{$donations / $u_seconds:.1f}')")" "$(field "$unique" p50_ms)" "$(field "$unique" p99_ms)"
printf '%-46s %9s %9s %12s %12s %8s %8s\n' "2: each twice (half are duplicates)" "$(field "$dups" answered)" "$d_seconds" \
    "$(field "$dups" rps)" "$(python3 -c "print(f'{$donations / $d_seconds:.1f}')")" "$(field "$dups" p50_ms)" "$(field "$dups" p99_ms)"
if (( status == 0 )); then
    echo "every confirmation counted exactly once; every duplicate answered 200 and changed nothing"
fi
exit "$status"
