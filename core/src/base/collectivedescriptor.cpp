#include "cubelab/collectivedescriptor.h"

#include <algorithm>

namespace cubelab {

std::vector<int> descendingLinks(int dimension)
{
    std::vector<int> links;
    for (int link = dimension; link >= 1; --link)
        links.push_back(link);
    return links;
}

std::vector<int> ascendingLinks(int dimension)
{
    std::vector<int> links;
    for (int link = 1; link <= dimension; ++link)
        links.push_back(link);
    return links;
}

std::string_view outcomeText(Outcome outcome)
{
    switch (outcome) {
    case Outcome::RootHoldsResult:
        return "the root holds the combination of all inputs";
    case Outcome::EveryNodeHoldsRootData:
        return "every node holds the root's data";
    case Outcome::EveryNodeHoldsResult:
        return "every node holds the combination of all inputs";
    case Outcome::RootHoldsAllBlocks:
        return "the root holds every node's block";
    case Outcome::EachNodeHoldsOwnBlock:
        return "node i holds block i of the root's data";
    case Outcome::EachNodeHoldsItsReducedBlock:
        return "node i holds block i combined over all inputs";
    case Outcome::EveryNodeHoldsAllBlocks:
        return "every node holds block b of node b, for every b";
    case Outcome::NotRecorded:
        return "what the nodes hold was not recorded (only the messages)";
    }
    return "";
}

bool Collective::takesSecondOrder() const
{
    return std::any_of(linkOrders.begin(), linkOrders.end(), [](const LinkOrderRole& r) {
        return r.field == OrderField::SecondLinkOrder;
    });
}

} // namespace cubelab
