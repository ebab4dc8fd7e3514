implements = "Cube_Do"
function program(node)
    while true do local r = string.rep("x", 1 << 20, ",") end
end
