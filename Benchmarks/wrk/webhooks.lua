-- wrk script for funding.sh: sends prepared, signed payment-gateway callbacks, each once.
--
--   wrk … -s webhooks.lua URL -- REQUESTS_FILE STATE_DIR
--
-- REQUESTS_FILE has one callback a line: "<Simbank-Signature> <JSON body>". Thread k of T
-- (numbered in setup) sends lines k+1, k+1+T, k+1+2T, … in order, each exactly once, on all of
-- its connections. When a thread has sent its last line it sends nothing more (delay() parks
-- its connections), and once every one of its requests has been answered it stops and leaves a
-- file in STATE_DIR; the thread that finds every thread's file there ends wrk at once (SIGINT,
-- which wrk takes as "stop now"), so the run measures the prepared callbacks and nothing else.
--
-- The rate is measured here, from the first request to the last answer (wall clock, through
-- LuaJIT's FFI), and printed as one machine-readable line that funding.sh reads:
--   RESULT sent=N answered=N seconds=S rps=R p50_ms=A p90_ms=B p99_ms=C errors=E non2xx=X wrk_seconds=W
-- `non2xx` counts answers other than 2xx (wrk itself counts only >= 400).

local ffi = require("ffi")
ffi.cdef [[
  typedef struct { long tv_sec; long tv_usec; } bench_timeval;
  int gettimeofday(bench_timeval *tv, void *tz);
  int getpid(void);
  int kill(int pid, int sig);
]]
local timeval = ffi.new("bench_timeval")
local function now()
  ffi.C.gettimeofday(timeval, nil)
  return tonumber(timeval.tv_sec) + tonumber(timeval.tv_usec) / 1e6
end

-- ---------------------------------------------------------------- setup (main Lua state)
local threads = {}

function setup(thread)
  thread:set("thread_index", #threads)
  table.insert(threads, thread)
  for _, t in ipairs(threads) do t:set("thread_count", #threads) end
end

-- ---------------------------------------------------------------- running (one state per thread)
thread_index, thread_count = 0, 1
sent, answered, non2xx = 0, 0, 0
first_at, last_at = 0, 0
local requests = {}
local state_dir
local finished = false

function init(args)
  local path = args[1] or error("webhooks.lua needs the requests file: wrk … -- FILE STATE_DIR")
  state_dir = args[2] or error("webhooks.lua needs a state directory: wrk … -- FILE STATE_DIR")
  local file = assert(io.open(path, "r"))
  local index = 0
  local headers = { ["Content-Type"] = "application/json", ["Accept"] = "application/json" }
  for line in file:lines() do
    if index % thread_count == thread_index then
      local signature, body = line:match("^(%x+) (.+)$")
      assert(signature, "malformed line " .. (index + 1))
      headers["Simbank-Signature"] = signature
      requests[#requests + 1] = wrk.format("POST", nil, headers, body)
    end
    index = index + 1
  end
  file:close()
end

function delay()
  -- Nothing left to send: park the connection until the thread stops.
  if sent >= #requests then return 3600 * 1000 end
  return 0
end

function request()
  sent = sent + 1
  if sent == 1 then first_at = now() end
  return requests[sent]
end

local function exists(path)
  local file = io.open(path, "r")
  if file then file:close() return true end
  return false
end

function response(status, headers, body)
  answered = answered + 1
  if status < 200 or status > 299 then non2xx = non2xx + 1 end
  if answered >= #requests and not finished then
    finished = true
    last_at = now()
    local mark = assert(io.open(state_dir .. "/done-" .. thread_index, "w"))
    mark:close()
    wrk.thread:stop()
    local all = true
    for k = 0, thread_count - 1 do
      if not exists(state_dir .. "/done-" .. k) then all = false end
    end
    if all then ffi.C.kill(ffi.C.getpid(), 2) end
  end
end

-- ---------------------------------------------------------------- done (main Lua state)
function done(summary, latency, per_thread)
  local total_sent, total_answered, total_non2xx = 0, 0, 0
  local first, last = math.huge, 0
  for _, t in ipairs(threads) do
    total_sent = total_sent + t:get("sent")
    total_answered = total_answered + t:get("answered")
    total_non2xx = total_non2xx + t:get("non2xx")
    local a, b = t:get("first_at"), t:get("last_at")
    if a > 0 and a < first then first = a end
    if b > last then last = b end
  end
  local seconds = (last > 0 and first < math.huge) and (last - first) or (summary.duration / 1e6)
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout
  io.write(string.format(
    "RESULT sent=%d answered=%d seconds=%.3f rps=%.1f p50_ms=%.3f p90_ms=%.3f p99_ms=%.3f errors=%d non2xx=%d wrk_seconds=%.3f\n",
    total_sent, total_answered, seconds, total_answered / seconds,
    latency:percentile(50) / 1000, latency:percentile(90) / 1000, latency:percentile(99) / 1000,
    errors, total_non2xx, summary.duration / 1e6))
end
