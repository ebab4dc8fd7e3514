-- A broadcast that cheats: the root leaves its data in a local variable of the file's top level, and
-- every other node takes it from there; the tree's messages only make it wait
-- until the root has run. Nodes share nothing but messages: it must fail.
implements = "Tree_Down"

local value

function program(node)
    node:phase("broadcast")
    local me = node.id ~ node.root
    if me == 0 then
        value = node:s()
    end
    local reached = 0
    for _, link in ipairs(node.linkOrder) do
        reached = reached | (1 << (link - 1))
        if (me & ~reached) == 0 then
            if node:hasBit(link) then
                node:receive(link) -- only to wait until the root has run
                node:assign(value)
            else
                node:send(link, node:s())
            end
        end
    end
end
