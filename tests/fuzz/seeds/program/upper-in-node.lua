implements = "Cube_Do"
local s = string.rep("x", 1 << 20)
function program(node)
    while true do local u = s:upper() .. s:lower() .. s:reverse() end
end
