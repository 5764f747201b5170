#!/usr/bin/env bash
# Reader benchmark: a 1 MB EPUB (Benchmarks/wrk/make-epub.py, generated text) imported with the
# real command, borrowed by a patron through the API, then through HTTP with one connection:
#   - its Readium Web Publication Manifest (GET /api/v1/reader/titles/ID/manifest)
#   - its first chapter, sanitised (GET /publications/ID/OEBPS/ch1.xhtml)
#   - saving the reading position (PUT …/position), the request a reader sends every few pages
#
#   Benchmarks/wrk/reader.sh            SQLite
#   BENCH_DATABASE_URL=postgres://…/empty_db Benchmarks/wrk/reader.sh
#
# WRK_DURATION [15] per request kind. Traffic goes to 127.0.0.1 only.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here/../.."
duration="${WRK_DURATION:-15}"
. "$here/lib.sh"
bench_binary reader.sh
books="$(mktemp -d "${TMPDIR:-/tmp}/satchel-reader-books.XXXXXX")"
python3 "$here/make-epub.py" "$books/one-megabyte.epub" 1000000
echo "== EPUB: $(du -h "$books/one-megabyte.epub" | cut -f1) on disk, $(python3 -c "import sys, zipfile; print(sum(i.file_size for i in zipfile.ZipFile(sys.argv[1]).infolist()) // 1024)" "$books/one-megabyte.epub") KB unpacked"
bench_start reader
trap 'bench_cleanup; rm -rf "$books"' EXIT
db_env=(-u DATABASE_URL)
if [[ -n "${BENCH_DATABASE_URL:-}" ]]; then db_env=(DATABASE_URL="$BENCH_DATABASE_URL"); fi
satchel() { env "${db_env[@]}" SATCHEL_DATA_DIR="$work/data" LOG_LEVEL=warning "$bin" "$@"; }
satchel library add bench "Bench library" --language sv >/dev/null
satchel library import --library bench "$books" --copies 5 | tail -n 1
satchel admin add-card --library bench 30000001 "Bench Reader" --pin 1234 >/dev/null
token="$(curl -fsS -X POST "$base/api/v1/accounts" -H 'Content-Type: application/json' \
    -d "{\"displayName\":\"Bench\",\"username\":\"bench$RANDOM$RANDOM\",\"email\":\"bench$RANDOM$RANDOM@bench.test\",\"password\":\"bench-password-123\"}" \
    | python3 -c 'import json, sys; print(json.load(sys.stdin)["token"])')"
auth=(-H "Authorization: Bearer $token" -H 'Content-Type: application/json')
library="$(curl -fsS "${auth[@]}" "$base/api/v1/library/libraries" | python3 -c 'import json, sys; print([l["id"] for l in json.load(sys.stdin) if l["slug"] == "bench"][0])')"
curl -fsS "${auth[@]}" -X POST "$base/api/v1/library/libraries/$library/session" -d '{"cardNumber":"30000001","pin":"1234","remember":true}' >/dev/null
title="$(curl -fsS "${auth[@]}" "$base/api/v1/library/libraries/$library/titles?q=megabyte" | python3 -c 'import json, sys; print(json.load(sys.stdin)["items"][0]["id"])')"
curl -fsS "${auth[@]}" -X POST "$base/api/v1/library/titles/$title/loan" >/dev/null
chapter="$(curl -fsS "${auth[@]}" "$base/api/v1/reader/titles/$title/manifest" | python3 -c 'import json, sys; print(json.load(sys.stdin)["readingOrder"][0]["href"])')"
echo "== first chapter: $chapter, $(curl -fsS -H "Authorization: Bearer $token" "$base/publications/$title/$chapter" | wc -c) bytes served"

lua="$(mktemp "${TMPDIR:-/tmp}/satchel-reader.XXXXXX.lua")"
cat >"$lua" <<LUA
local method, path, body = os.getenv("REQ_METHOD"), os.getenv("REQ_PATH"), os.getenv("REQ_BODY")
request = function()
  local headers = { ["Authorization"] = "Bearer $token", ["Accept"] = "*/*" }
  if body ~= nil and body ~= "" then headers["Content-Type"] = "application/json" end
  if method == "PUT" then
    -- Each save is newer than the last (the device's clock moves on).
    local b = string.gsub(body, "MODIFIED", os.date("!%Y-%m-%dT%H:%M:%SZ", os.time() + 3))
    return wrk.format(method, path, headers, b)
  end
  return wrk.format(method, path, headers)
end
function done(summary, latency, requests)
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout
  io.write(string.format("RESULT requests=%d rps=%.0f p50_ms=%.3f p90_ms=%.3f p99_ms=%.3f errors=%d non2xx=%d\n",
    summary.requests, summary.requests / (summary.duration / 1e6), latency:percentile(50) / 1000, latency:percentile(90) / 1000,
    latency:percentile(99) / 1000, errors, summary.errors.status))
end
LUA
run() {
    REQ_METHOD="$1" REQ_PATH="$2" REQ_BODY="${3:-}" wrk -t1 -c1 -d"${duration}s" --latency -s "$lua" "$base" | grep '^RESULT'
}
position="{\"locator\":{\"href\":\"$chapter\",\"locations\":{\"progression\":0.5}},\"device\":{\"id\":\"bench\",\"name\":\"Bench\"},\"modified\":\"MODIFIED\"}"
run GET "/api/v1/reader/titles/$title/manifest" >/dev/null # warm-up (the first request parses the book)
echo "== manifest ($db_label): $(run GET "/api/v1/reader/titles/$title/manifest")"
echo "== first chapter ($db_label): $(run GET "/publications/$title/$chapter")"
echo "== save position ($db_label): $(run PUT "/api/v1/reader/titles/$title/position" "$position")"
echo "== /health: $(run GET /health)"
rm -f "$lua"
