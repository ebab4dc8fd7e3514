#include "cubelab/collective.h"

#include "collectives/collectives.h"
#include "cubelab/errors.h"

#include <algorithm>
#include <cctype>

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

const std::vector<Collective>& builtinCollectives()
{
    static const std::vector<Collective> all{
        collectives::treeReduce(),
        collectives::treeBroadcast(),
        collectives::treeAllreduce(),
        collectives::cubeAllreduce(),
        collectives::treeGather(),
        collectives::treeScatter(),
        collectives::reduceScatter(),
        collectives::allgather(),
        collectives::rabenseifnerAllreduce(),
        collectives::ringAllreduce(),
    };
    return all;
}

namespace {
std::deque<Collective>& registry()
{
    static std::deque<Collective> all(builtinCollectives().begin(), builtinCollectives().end());
    return all;
}

bool equalsIgnoringCase(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) ==
                      std::tolower(static_cast<unsigned char>(y));
           });
}

const Collective* lookUp(std::string_view name)
{
    for (const Collective& c : registry())
        if (equalsIgnoringCase(name, c.id) || equalsIgnoringCase(name, c.lectureName))
            return &c;
    const Collective& traced = tracedProgramCollective();
    if (equalsIgnoringCase(name, traced.id) || equalsIgnoringCase(name, traced.lectureName))
        return &traced;
    return nullptr;
}
} // namespace

const Collective& tracedProgramCollective()
{
    static const Collective traced = collectives::tracedProgram();
    return traced;
}

const std::deque<Collective>& knownCollectives()
{
    return registry();
}

const Collective& findCollective(std::string_view name)
{
    if (const Collective* c = lookUp(name))
        return *c;
    std::string valid;
    for (const Collective& c : registry())
        valid += (valid.empty() ? "" : ", ") + c.id + " (" + c.lectureName + ")";
    throw InputError("unknown algorithm '" + std::string(name) + "': choose one of " + valid);
}

namespace {
// Throws InputError unless the descriptor is complete and its names are free (`replaced`, the
// collective it takes the place of, may hold them).
void checkNewCollective(const Collective& collective, const Collective* replaced)
{
    if (collective.id.empty() || collective.lectureName.empty())
        throw InputError("a collective needs an id and a lecture name");
    for (const std::string* name : {&collective.id, &collective.lectureName}) {
        const Collective* holder = lookUp(*name);
        if (holder != nullptr && holder != replaced)
            throw InputError("the collective name '" + *name + "' is taken");
    }
    if (collective.program == nullptr || collective.defaultLinkOrder == nullptr ||
        collective.phases.empty() || collective.linkOrders.empty() ||
        collective.linkOrders.front().field != OrderField::LinkOrder)
        throw InputError("the collective '" + collective.id +
                         "' lacks its program, default link order, phases or link orders");
    if (lookUp(collective.counterpart) == nullptr)
        throw InputError("the collective '" + collective.id + "' names no known counterpart");
}
} // namespace

const Collective& registerCollective(Collective collective)
{
    checkNewCollective(collective, nullptr);
    registry().push_back(std::move(collective));
    return registry().back();
}

const Collective& replaceCollective(Collective collective)
{
    std::deque<Collective>& all = registry();
    for (std::size_t k = builtinCollectives().size(); k < all.size(); ++k) {
        if (all[k].id == collective.id) {
            checkNewCollective(collective, &all[k]);
            all[k] = std::move(collective);
            return all[k];
        }
    }
    return registerCollective(std::move(collective));
}

void unregisterCollective(std::string_view id)
{
    if (registry().size() <= builtinCollectives().size() || registry().back().id != id)
        throw InputError("'" + std::string(id) + "' is not the collective registered last");
    registry().pop_back();
}

} // namespace cubelab
