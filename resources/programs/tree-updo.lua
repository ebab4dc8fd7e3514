-- Tree_UpDo: reduce to the root along the binomial tree (Figure 3.14).
-- In the t-th step the nodes whose bit for that link is set send their
-- partial result across it and are done; their partners combine it.
implements = "Tree_UpDo"

function program(node)
    node:phase("reduce")
    for _, link in ipairs(node.linkOrder) do
        if node:hasBit(link) then
            node:send(link, node:s())
            return -- this node is done
        end
        local h = node:receive(link)
        node:combine(h) -- s := s + h
    end
end
