-- Mein Knotenprogramm: jeder Knoten des Würfels führt program(node) aus.
-- implements nennt die kollektive Operation, die es berechnet; sie legt
-- die Eingaben und das geforderte Ergebnis fest: "Tree_UpDo",
-- "Tree_Down", "Tree_Do", "Cube_Do" (alle in docs/programs.md).
implements = "Tree_UpDo"

function program(node)
    -- Was ein Knoten weiß:
    --   node.id, node.dimension, node.root
    --   node.linkOrder        die Links in der Reihenfolge ihrer Benutzung
    --   node:hasBit(link)     ist mein Bit für diesen Link gesetzt (Wurzel = 0)?
    --   node:s()              mein Wert s_i
    -- Was ein Knoten tut:
    --   node:send(link, v)    h = node:receive(link)
    --   h = node:exchange(link, v)
    --   node:combine(h)       s := s + h
    --   node:assign(h)        s := h
    for _, link in ipairs(node.linkOrder) do
        -- Ihr Code für einen Schritt
    end
end
