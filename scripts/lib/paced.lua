-- wrk at a fixed overall rate (wrk itself has none): every request waits for its slot on one
-- schedule (start + n / rate), whichever connection sends it, so that the requests come evenly
-- spaced as from many visitors, not in bursts. `wrk ... -s paced.lua <url> -- <rate> <kind>`:
--   kind `page`: GET <url path> (Accept-Encoding: br, gzip);
--   kind `beacon`: POST /api/events, each with another path, browser and, every third, address
--   and referring site, as many visitors send them (addresses in 10.0.0.0/8 are only headers).
local ffi = require("ffi")
ffi.cdef[[
typedef struct { long tv_sec; long tv_nsec; } paced_timespec;
int clock_gettime(int clock, paced_timespec *now);
]]
local now = ffi.new("paced_timespec")
local function ms()
  ffi.C.clock_gettime(1, now) -- CLOCK_MONOTONIC
  return tonumber(now.tv_sec) * 1000 + tonumber(now.tv_nsec) / 1e6
end

local rate, kind, start, slots, n, page = 1000, "page", nil, 0, 0, nil

function init(args)
  rate = tonumber(args[1]) or rate
  kind = args[2] or kind
end

function delay()
  start = start or ms()
  local wait = start + slots * 1000 / rate - ms()
  slots = slots + 1
  if wait < 0 then return 0 end
  return math.floor(wait)
end

local function beacon()
  n = n + 1
  local visitor = math.floor(n / 3)
  local path = "/blog/post-" .. (n % 50)
  if n % 4 == 0 then path = path .. "?utm_source=bench&utm_campaign=c" .. (n % 5) end
  local body = '{"path":"' .. path .. '"}'
  if n % 3 == 0 then
    body = '{"path":"' .. path .. '","referrer":"https://site' .. (n % 20) .. '.example/"}'
  end
  local version = 100 + (n % 30)
  return wrk.format("POST", "/api/events", {
    ["Content-Type"] = "text/plain;charset=UTF-8",
    ["X-Forwarded-For"] = string.format("10.%d.%d.%d", bit.band(bit.rshift(visitor, 16), 255),
      bit.band(bit.rshift(visitor, 8), 255), bit.band(visitor, 255)),
    ["User-Agent"] = "Mozilla/5.0 (X11; Linux x86_64; rv:" .. version
      .. ".0) Gecko/20100101 Firefox/" .. version .. ".0",
  }, body)
end

function request()
  if kind == "beacon" then return beacon() end
  page = page or wrk.format("GET", nil, { ["Accept-Encoding"] = "br, gzip" })
  return page
end

-- What the bench reads: one JSON line.
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'PACED {"requests":%d,"seconds":%.3f,"p50":%d,"p90":%d,"p99":%d,"status":%d,"socket":%d}\n',
    summary.requests, summary.duration / 1e6, latency:percentile(50), latency:percentile(90),
    latency:percentile(99), e.status, e.connect + e.read + e.write + e.timeout))
end
