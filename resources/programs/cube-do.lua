-- Cube_Do: the cube accumulation (Figure 3.15). In each step every node
-- exchanges its partial result with the partner across one link and
-- combines; after the last link every node holds the whole result.
implements = "Cube_Do"

function program(node)
    node:phase("exchange")
    for _, link in ipairs(node.linkOrder) do
        local h = node:exchange(link, node:s())
        node:combine(h) -- s := s + h
    end
end
