-- Tree_Down: the root's data travels down the binomial tree (a broadcast).
-- Before the t-th link the data is at the nodes the links so far reach;
-- each of them sends it across the t-th link.
implements = "Tree_Down"

function program(node)
    node:phase("broadcast")
    local me = node.id ~ node.root -- relabelled so that the root is 0
    local reached = 0              -- the bits of the links used so far
    for _, link in ipairs(node.linkOrder) do
        reached = reached | (1 << (link - 1))
        if (me & ~reached) == 0 then -- the links so far reach me
            if node:hasBit(link) then
                node:assign(node:receive(link))
            else
                node:send(link, node:s())
            end
        end
    end
end
