#!/usr/bin/env bash
# Spots benchmark: position reports per second through HTTP (POST /api/v1/spots/positions),
# each evaluated against the reporting user's place reminders. See README.md beside this file.
#
#   Benchmarks/wrk/spots.sh                         builds `swift build -c release` first
#   SATCHEL_BIN=/path/to/satchel Benchmarks/wrk/spots.sh
#
# Seeds, through the API, BENCH_USERS users [1000] with BENCH_REMINDERS place reminders each
# [10] around European cities, then runs wrk for WRK_DURATION seconds [30] with WRK_THREADS [2]
# and WRK_CONNECTIONS [8]. BENCH_DATABASE_URL: postgres://… of an EMPTY database to measure on
# PostgreSQL (default SQLite in a temporary directory). Traffic goes to 127.0.0.1 only.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here/../.."
threads="${WRK_THREADS:-2}" connections="${WRK_CONNECTIONS:-8}" duration="${WRK_DURATION:-30}"
users="${BENCH_USERS:-1000}" per_user="${BENCH_REMINDERS:-10}"
. "$here/lib.sh"
bench_binary spots.sh
bench_start spots

echo "== seeding $users users with $per_user place reminders each"
python3 - "$base" "$users" "$per_user" "$work/users.lua" <<'PY'
import json, math, random, sys, urllib.request
base, users, per_user, out = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
cities = [(59.3294, 18.0687), (55.6059, 13.0007), (50.0880, 14.4208), (52.5244, 13.4105), (48.8534, 2.3488),
          (51.5085, -0.1257), (60.1695, 24.9354), (41.3888, 2.1590), (45.4643, 9.1895), (52.3740, 4.8897)]
def call(method, path, body=None, token=None):
    req = urllib.request.Request(base + path, method=method, data=json.dumps(body).encode() if body else None,
                                 headers={"Content-Type": "application/json", **({"Authorization": "Bearer " + token} if token else {})})
    with urllib.request.urlopen(req, timeout=30) as res:
        return json.load(res)
random.seed(7)
rows = []
for n in range(users):
    session = call("POST", "/api/v1/accounts", {"displayName": f"Walker {n}", "username": f"walker{n}",
                   "email": f"walker{n}@bench.test", "password": "bench-password-123"})
    lat, lon = random.choice(cities)
    lat += random.uniform(-0.05, 0.05); lon += random.uniform(-0.08, 0.08)
    for k in range(per_user):
        call("POST", "/api/v1/spots/reminders", {"title": f"Errand {k}", "place": {
            "latitude": lat + random.uniform(-0.02, 0.02), "longitude": lon + random.uniform(-0.035, 0.035),
            "label": f"Place {k}", "radius": random.choice([100, 150, 300, 1000])}}, session["token"])
    rows.append('{token="%s", lat=%.6f, lon=%.6f}' % (session["token"], lat, lon))
with open(out, "w") as f:
    f.write("return {\n" + ",\n".join(rows) + "\n}\n")
PY
echo "== wrk -t$threads -c$connections -d${duration}s (position reports, $db_label)"
SPOTS_USERS="$work/users.lua" timeout $((duration + 60)) wrk -t"$threads" -c"$connections" -d"${duration}s" --latency \
    -s "$here/spots.lua" "$base"
# Counted on SQLite only (the data directory's file); on PostgreSQL ask the database.
alerts="$(python3 - "$work/data/satchel.sqlite" <<'PY' 2>/dev/null || echo "not counted"
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
print(db.execute("SELECT count(*) FROM notifications WHERE kind LIKE 'spots.%'").fetchone()[0])
PY
)"
echo "== alerts raised during the run: $alerts"
