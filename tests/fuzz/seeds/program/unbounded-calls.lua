implements = "Cube_Do"
function program(node)
    local r = string.rep("", 1 << 50)
    table.move({}, 1, 1 << 50, 2)
    node:exchange(1, node:s())
end
