-- A realistic mix across the five apps (see mix-setup.py for the weights), each request as
-- one of the five demo people. MIX_FILE names the file mix-setup.py wrote. A wish edit gets a
-- unique name per run, thread and request, so none is refused as a duplicate.
-- Prints: RESULT requests=N duration_s=S rps=R p50_ms=A p90_ms=B p99_ms=C errors=E non2xx=X
local file = os.getenv("MIX_FILE") or ""
local plan = {}
local counter = 0
local run = 0
local thread_id = 0
local threads = {}

function setup(thread)
  thread_id = thread_id + 1
  thread:set("tid", thread_id)
  table.insert(threads, thread)
end

function init(args)
  -- Distinct wish names across runs (a warm-up before the measured run) and threads.
  run = os.time() % 100000
  for line in io.lines(file) do
    local weight, method, path, token, body = line:match("^(%d+) (%S+) (%S+) (%S+) ?(.*)$")
    for _ = 1, tonumber(weight) do
      plan[#plan + 1] = { method = method, path = path, token = token, body = body }
    end
  end
  -- Spread the kinds: a fixed shuffle per thread.
  math.randomseed(tid * 7919)
  for i = #plan, 2, -1 do
    local j = math.random(i)
    plan[i], plan[j] = plan[j], plan[i]
  end
end

request = function()
  counter = counter + 1
  local step = plan[(counter % #plan) + 1]
  local headers = { ["Accept"] = "application/json", ["Authorization"] = "Bearer " .. step.token }
  local body = nil
  if step.method ~= "GET" then
    headers["Content-Type"] = "application/json"
    body = step.body
    if body:find('"NAME"', 1, true) then
      body = string.format('{"name":"Load test wish %d-%d-%d"}', run, tid, counter)
    elseif body:find('"NOW"', 1, true) then
      body = body:gsub('"NOW"', os.date('!"%Y-%m-%dT%H:%M:%SZ"'))
    end
  end
  return wrk.format(step.method, step.path, headers, body)
end

refused = 0
last = ""
response = function(status, headers, body)
  if status >= 400 then
    refused = refused + 1
    last = status .. " " .. (body or ""):sub(1, 160)
  end
end

function done(summary, latency, requests)
  for _, thread in ipairs(threads) do
    local n = thread:get("refused")
    if n and n > 0 then io.write(string.format("thread %d: %d refused, last: %s\n", thread:get("tid"), n, thread:get("last"))) end
  end
  local seconds = summary.duration / 1e6
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout
  io.write(string.format(
    "RESULT requests=%d duration_s=%.2f rps=%.1f p50_ms=%.3f p90_ms=%.3f p99_ms=%.3f errors=%d non2xx=%d\n",
    summary.requests, seconds, summary.requests / seconds,
    latency:percentile(50) / 1000, latency:percentile(90) / 1000, latency:percentile(99) / 1000,
    errors, summary.errors.status))
end
