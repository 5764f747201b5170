-- Library searches through HTTP: each request is the next path of LIBRARY_PATHS (one path with
-- its query string per line, made by Benchmarks/wrk/library.sh from the catalogue), with a
-- bearer token. Without LIBRARY_PATHS it asks GET /health, the baseline.
-- Prints one line: RESULT requests=N rps=R p50_ms=A p90_ms=B p95_ms=C p99_ms=D errors=E non2xx=X
local token = os.getenv("SATCHEL_TOKEN") or ""
local file = os.getenv("LIBRARY_PATHS") or ""
local paths = {}
if file ~= "" then
  for line in io.lines(file) do paths[#paths + 1] = line end
end
local counter = 0

function setup(thread)
  thread:set("offset", math.random(0, 1000000))
end

function init(args)
  counter = offset or 0
end

request = function()
  if #paths == 0 then
    return wrk.format("GET", "/health")
  end
  counter = counter + 1
  return wrk.format("GET", paths[(counter % #paths) + 1],
    { ["Accept"] = "application/json", ["Authorization"] = "Bearer " .. token })
end

function done(summary, latency, requests)
  local seconds = summary.duration / 1e6
  io.write(string.format("RESULT requests=%d rps=%.0f p50_ms=%.3f p90_ms=%.3f p95_ms=%.3f p99_ms=%.3f errors=%d non2xx=%d\n",
    summary.requests, summary.requests / seconds, latency:percentile(50) / 1000, latency:percentile(90) / 1000,
    latency:percentile(95) / 1000, latency:percentile(99) / 1000,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout, summary.errors.status))
end
