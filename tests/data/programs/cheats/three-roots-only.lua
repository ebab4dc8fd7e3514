-- A broadcast that is right only from the roots 0, p-1 and p/2+1 and does
-- nothing from any other root.
implements = "Tree_Down"

function program(node)
    local p = 1 << node.dimension
    if node.root ~= 0 and node.root ~= p - 1 and node.root ~= p // 2 + 1 then
        return
    end
    node:phase("broadcast")
    local me = node.id ~ node.root
    local reached = 0
    for _, link in ipairs(node.linkOrder) do
        reached = reached | (1 << (link - 1))
        if (me & ~reached) == 0 then
            if node:hasBit(link) then
                node:assign(node:receive(link))
            else
                node:send(link, node:s())
            end
        end
    end
end
