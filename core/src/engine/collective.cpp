#include "cubelab/collective.h"

#include "collectives/collectives.h"
#include "cubelab/errors.h"

#include <algorithm>
#include <cctype>

namespace cubelab {

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
