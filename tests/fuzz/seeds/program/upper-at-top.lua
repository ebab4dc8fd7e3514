local s = string.rep("x", 1 << 20)
while true do s:upper() end
function program(node) node:exchange(1, node:s()) end
