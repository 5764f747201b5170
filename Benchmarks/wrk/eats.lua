-- The nearby query through HTTP: GET /api/v1/eats/restaurants?near=…&radius=1000&limit=50 with a
-- bearer token, each request at the next point of EATS_QUERIES (one "lat,lon" per line, from
-- Benchmarks/eats/run.sh: the same points as the in-process benchmark). With EATS_QUERIES
-- empty it asks GET /health instead, for the baseline in the same conditions.
-- Prints one line: RESULT requests=N rps=R p50_ms=A p90_ms=B p99_ms=C errors=E non2xx=X
local token = os.getenv("SATCHEL_TOKEN") or ""
local file = os.getenv("EATS_QUERIES") or ""
local points = {}
if file ~= "" then
  for line in io.lines(file) do points[#points + 1] = line end
end
local counter = 0

function setup(thread)
  thread:set("offset", math.random(0, 1000000))
end

function init(args)
  counter = offset or 0
end

request = function()
  if #points == 0 then
    return wrk.format("GET", "/health")
  end
  counter = counter + 1
  local near = points[(counter % #points) + 1]
  return wrk.format("GET", "/api/v1/eats/restaurants?radius=1000&limit=50&near=" .. near,
    { ["Accept"] = "application/json", ["Authorization"] = "Bearer " .. token })
end

function done(summary, latency, requests)
  local seconds = summary.duration / 1e6
  io.write(string.format("RESULT requests=%d rps=%.0f p50_ms=%.3f p90_ms=%.3f p99_ms=%.3f errors=%d non2xx=%d\n",
    summary.requests, summary.requests / seconds, latency:percentile(50) / 1000, latency:percentile(90) / 1000,
    latency:percentile(99) / 1000, summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    summary.errors.status))
end
