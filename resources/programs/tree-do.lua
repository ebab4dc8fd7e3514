-- Tree_Do: all-reduce as Tree_UpDo to the root, then Tree_Down from it.
-- The broadcast runs in its own link order (node.secondLinkOrder).
implements = "Tree_Do"

local function reduce(node)
    node:phase("reduce")
    for _, link in ipairs(node.linkOrder) do
        if node:hasBit(link) then
            node:send(link, node:s())
            return -- this node waits for the broadcast
        end
        node:combine(node:receive(link))
    end
end

local function broadcast(node)
    node:phase("broadcast")
    local me = node.id ~ node.root
    local reached = 0
    for _, link in ipairs(node.secondLinkOrder) do
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

function program(node)
    reduce(node)
    broadcast(node)
end
