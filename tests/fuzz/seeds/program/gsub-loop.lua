implements = "Cube_Do"
local s = string.rep("x", 1 << 16)
function program(node)
    while true do local g = s:gsub("x", function(c) return c:upper() end) end
end
