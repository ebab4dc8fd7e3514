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

const std::vector<Collective>& builtinCollectives()
{
    static const std::vector<Collective> all{
        collectives::treeReduce(),
        collectives::treeBroadcast(),
        collectives::treeAllreduce(),
        collectives::cubeAllreduce(),
    };
    return all;
}

namespace {
bool equalsIgnoringCase(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) ==
                      std::tolower(static_cast<unsigned char>(y));
           });
}
} // namespace

const Collective& findCollective(std::string_view name)
{
    for (const Collective& c : builtinCollectives())
        if (equalsIgnoringCase(name, c.id) || equalsIgnoringCase(name, c.lectureName))
            return c;
    std::string valid;
    for (const Collective& c : builtinCollectives())
        valid += (valid.empty() ? "" : ", ") + c.id + " (" + c.lectureName + ")";
    throw InputError("unknown algorithm '" + std::string(name) + "': choose one of " + valid);
}

} // namespace cubelab
