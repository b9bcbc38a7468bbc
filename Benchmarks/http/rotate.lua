-- wrk script: GET the request paths listed in the file given after `--`, one after another, each thread
-- starting at its own offset so the threads do not ask the same thing at once.
local paths = {}
local next_index = 0

function init(args)
    for line in io.lines(args[1]) do
        paths[#paths + 1] = line
    end
    next_index = math.random(#paths)
end

function request()
    next_index = next_index % #paths + 1
    return wrk.format("GET", paths[next_index])
end
