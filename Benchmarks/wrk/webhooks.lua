-- wrk script for funding.sh: sends prepared, signed payment-gateway callbacks, each once.
--
--   wrk -tT … -s webhooks.lua URL -- REQUESTS_FILE STATE_DIR T
--
-- REQUESTS_FILE has one callback a line: "<Simbank-Signature> <JSON body>". Thread k of T
-- (numbered in setup; T must be wrk's -t) sends lines k+1, k+1+T, k+1+2T, … in order, each
-- exactly once, on all of its connections. When a thread has sent its last line it sends nothing more (delay() parks
-- its connections), and once every one of its requests has been answered it stops and leaves a
-- file in STATE_DIR; the thread that finds every thread's file there ends wrk at once (SIGINT,
-- which wrk takes as "stop now"), so the run measures the prepared callbacks and nothing else.
--
-- The rate is measured here, from the first request to the last answer (wall clock, through
-- LuaJIT's FFI), and printed as one machine-readable line that funding.sh reads:
--   RESULT sent=N answered=N seconds=S rps=R p50_ms=A p90_ms=B p99_ms=C errors=E not200=X wrk_seconds=W
-- `not200` counts answers other than 200 (wrk itself counts only >= 400); `wrk_seconds` is
-- wrk's own duration, which includes starting and stopping its threads.

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

-- wrk calls setup() and then init() for one thread before it creates the next, so a thread
-- learns its number here but the number of threads only from the command line.
function setup(thread)
  thread:set("thread_index", #threads)
  table.insert(threads, thread)
end

-- ---------------------------------------------------------------- running (one state per thread)
thread_index = 0
sent, answered, not200 = 0, 0, 0
first_at, last_at = 0, 0
local requests = {}
local state_dir
local finished = false

function init(args)
  local usage = "usage: wrk -tT … -s webhooks.lua URL -- REQUESTS_FILE STATE_DIR T"
  local path = args[1] or error(usage)
  state_dir = args[2] or error(usage)
  thread_count = tonumber(args[3]) or error(usage)
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
  assert(#requests > 0, "thread " .. thread_index .. " has no callbacks to send (more threads than lines?)")
end

-- wrk asks delay() before every request a connection sends, and calls request() when the
-- delay is over, so each connection's slot is reserved in delay() (several connections can be
-- between the two at once) and the line is taken in request(). request() is also called once
-- by wrk at start-up, on thread 0, only to look at the request: that call takes nothing.
local running = false
local reserved = 0

function delay()
  running = true
  -- Nothing left to send: park the connection until the thread stops.
  if reserved >= #requests then return 3600 * 1000 end
  reserved = reserved + 1
  return 0
end

function request()
  if not running then return requests[1] end
  sent = sent + 1
  if sent == 1 then first_at = now() end
  return requests[math.min(sent, #requests)]
end

local function exists(path)
  local file = io.open(path, "r")
  if file then file:close() return true end
  return false
end

function response(status, headers, body)
  answered = answered + 1
  if status ~= 200 then not200 = not200 + 1 end
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
  local total_sent, total_answered, total_not200 = 0, 0, 0
  local first, last = math.huge, 0
  for _, t in ipairs(threads) do
    total_sent = total_sent + t:get("sent")
    total_answered = total_answered + t:get("answered")
    total_not200 = total_not200 + t:get("not200")
    local a, b = t:get("first_at"), t:get("last_at")
    if a > 0 and a < first then first = a end
    if b > last then last = b end
  end
  local seconds = (last > 0 and first < math.huge) and (last - first) or (summary.duration / 1e6)
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout
  io.write(string.format(
    "RESULT sent=%d answered=%d seconds=%.3f rps=%.1f p50_ms=%.3f p90_ms=%.3f p99_ms=%.3f errors=%d not200=%d wrk_seconds=%.3f\n",
    total_sent, total_answered, seconds, total_answered / seconds,
    latency:percentile(50) / 1000, latency:percentile(90) / 1000, latency:percentile(99) / 1000,
    errors, total_not200, summary.duration / 1e6))
end
