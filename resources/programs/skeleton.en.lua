-- My node program: every node of the cube runs program(node) at once.
-- implements names the collective it computes, which fixes its inputs
-- and the result it must reach: "Tree_UpDo", "Tree_Down", "Tree_Do",
-- "Cube_Do" (docs/programs.md lists them all).
implements = "Tree_UpDo"

function program(node)
    -- What a node knows:
    --   node.id, node.dimension, node.root
    --   node.linkOrder        the links in the order to use them
    --   node:hasBit(link)     is my bit for this link set (root = 0)?
    --   node:s()              my value s_i
    -- What a node does:
    --   node:send(link, v)    h = node:receive(link)
    --   h = node:exchange(link, v)
    --   node:combine(h)       s := s + h
    --   node:assign(h)        s := h
    for _, link in ipairs(node.linkOrder) do
        -- your code for one step
    end
end
