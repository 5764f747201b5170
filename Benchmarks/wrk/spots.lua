-- Position reports (POST /api/v1/spots/positions) from many users, round-robin, each stamped
-- with the current time (whole seconds here: a user's second report within one second is
-- answered "out_of_order", still a full evaluation up to the order check). Positions wander
-- within about 3 km of the user's home, where their reminders are, so some fixes enter places.
-- SPOTS_USERS names a Lua file returning { {token=…, lat=…, lon=…}, … } (spots.sh writes it).
local users = dofile(os.getenv("SPOTS_USERS"))
local counter = 0

function setup(thread)
  thread:set("offset", math.random(1, #users))
end

function init(args)
  math.randomseed(os.time() + (offset or 0))
  counter = offset or 0
end

request = function()
  counter = counter + 1
  local u = users[(counter % #users) + 1]
  local lat = u.lat + (math.random() - 0.5) * 0.05
  local lon = u.lon + (math.random() - 0.5) * 0.08
  local body = string.format('{"latitude":%.6f,"longitude":%.6f,"accuracy":%d,"timestamp":"%s"}',
    lat, lon, math.random(5, 50), os.date("!%Y-%m-%dT%H:%M:%SZ"))
  return wrk.format("POST", "/api/v1/spots/positions",
    { ["Content-Type"] = "application/json", ["Authorization"] = "Bearer " .. u.token }, body)
end
