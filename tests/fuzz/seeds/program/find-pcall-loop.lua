implements = "Cube_Do"
local s = string.rep("a", 1 << 16)
function program(node)
    while true do
        pcall(function() return s:find(string.rep("a", 1 << 15) .. "b", 1, true), utf8.len(s), string.format("%s%s", s, s) end)
    end
end
