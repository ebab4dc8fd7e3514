-- The lecture's exercise, written from docs/programs.md alone (not from a template):
-- Tree_Down over the links n, n-1, ..., 1, so that link n carries one message.
implements = "Tree_Down"
function program(node)
    node:phase("broadcast")
    local me = node.id ~ node.root
    local reached = 0
    for link = node.dimension, 1, -1 do
        reached = reached | (1 << (link - 1))
        if me & ~reached == 0 then
            if node:hasBit(link) then
                node:assign(node:receive(link))
            else
                node:send(link, node:s())
            end
        end
    end
end
