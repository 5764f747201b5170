-- wrk script for Satchel's HTTP benchmarks (see README.md beside this file).
--
-- SATCHEL_TOKEN set:   every request carries "Authorization: Bearer $SATCHEL_TOKEN" and asks for
--                      JSON: an authenticated API read.
-- SATCHEL_TOKEN empty: plain requests (used for the GET /health baseline, so both runs report
--                      the same way).
--
-- SATCHEL_TOKENS / SATCHEL_COOKIES: a file with one token / cookie per line: each request
--                      carries the next one, so a read is measured for many people at once
--                      (reads.sh on a generated world: people drawn from the whole population).
--
-- At the end it prints one machine-readable line that run.sh reads:
--   RESULT requests=N duration_s=S rps=R p50_ms=A p90_ms=B p99_ms=C errors=E non2xx=X

local token = os.getenv("SATCHEL_TOKEN") or ""
-- SATCHEL_COOKIE set: a signed-in browser asking for a page (reads.sh).
local cookie = os.getenv("SATCHEL_COOKIE") or ""

wrk.method = "GET"
wrk.headers["Accept"] = "application/json"
if token ~= "" then
  wrk.headers["Authorization"] = "Bearer " .. token
end
if cookie ~= "" then
  wrk.headers["Accept"] = "text/html"
  wrk.headers["Cookie"] = cookie
end

local function lines(path)
  local list = {}
  if path ~= nil and path ~= "" then
    for line in io.lines(path) do if line ~= "" then list[#list + 1] = line end end
  end
  return list
end

local tokens = lines(os.getenv("SATCHEL_TOKENS"))
local cookies = lines(os.getenv("SATCHEL_COOKIES"))
if #tokens > 0 or #cookies > 0 then
  local turn = 0
  request = function()
    turn = turn + 1
    local headers = {}
    if #tokens > 0 then
      headers["Accept"] = "application/json"
      headers["Authorization"] = "Bearer " .. tokens[turn % #tokens + 1]
    else
      headers["Accept"] = "text/html"
      headers["Cookie"] = cookies[turn % #cookies + 1]
    end
    return wrk.format("GET", nil, headers)
  end
end

function done(summary, latency, requests)
  local seconds = summary.duration / 1e6
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write
    + summary.errors.timeout
  io.write(string.format(
    "RESULT requests=%d duration_s=%.2f rps=%.1f p50_ms=%.3f p90_ms=%.3f p99_ms=%.3f errors=%d non2xx=%d\n",
    summary.requests, seconds, summary.requests / seconds,
    latency:percentile(50) / 1000, latency:percentile(90) / 1000, latency:percentile(99) / 1000,
    errors, summary.errors.status))
end
