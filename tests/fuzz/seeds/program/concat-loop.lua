implements = "Cube_Do"
local parts = {}
for k = 1, 256 do parts[k] = string.rep("x", 4096) end
function program(node)
    while true do local c = table.concat(parts, ",") end
end
