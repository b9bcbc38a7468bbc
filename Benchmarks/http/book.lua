-- wrk script: POST bookings of random stays for random nights (1-7 nights, 2-330 days ahead, one adult) as one
-- signed-in guest. Arguments after `--`: TOKEN STAY_COUNT TODAY_EPOCH_SECONDS SEED.
local token, stay_count, today

function init(args)
    token = args[1]
    stay_count = tonumber(args[2])
    today = tonumber(args[3])
    math.randomseed(tonumber(args[4]) + (wrk.thread and wrk.thread:get("id") or 0))
end

function setup(thread)
    thread:set("id", math.random(1000000))
end

function request()
    local stay = string.format("stay:%07d", math.random(stay_count))
    local start = today + math.random(2, 330) * 86400
    local nights = math.random(1, 7)
    local body = string.format(
        '{"stayId":"%s","checkin":"%s","checkout":"%s","guests":{"adults":1}}', stay,
        os.date("!%Y-%m-%d", start), os.date("!%Y-%m-%d", start + nights * 86400))
    return wrk.format("POST", "/api/v1/reservations",
        { ["Authorization"] = "Bearer " .. token, ["Content-Type"] = "application/json" }, body)
end
