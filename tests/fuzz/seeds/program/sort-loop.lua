implements = "Cube_Do"
local t = {}
for k = 1, 1000 do t[k] = (k * 7919) % 1000 end
function program(node)
    while true do table.sort(t, function(a, b) return a > b end) end
end
