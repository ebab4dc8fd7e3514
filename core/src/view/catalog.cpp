#include "cubelab/catalog.h"

#include "cubelab/collectivedescriptor.h"
#include "cubelab/expressionpool.h"
#include "cubelab/hypercube.h"
#include "cubelab/machine.h"

namespace cubelab {

std::string orderInWords(const std::vector<int>& order, int dimension)
{
    if (order == descendingLinks(dimension))
        return "n, n-1, …, 1";
    if (order == ascendingLinks(dimension))
        return "1, 2, …, n";
    std::string text;
    for (int link : order)
        text += (text.empty() ? "" : ",") + std::to_string(link);
    return text + " (for n = " + std::to_string(dimension) + ")";
}

Scenario catalogDefaults(const Collective& collective)
{
    Scenario probe;
    probe.dimension = kCatalogDimension;
    probe.algorithm = collective.id;
    probe.values = ValueMode::Numeric;
    return normalized(probe);
}

std::string operatorExample(Operator op)
{
    ExpressionPool pool;
    return pool.format(pool.combine(op, pool.leaf(0), pool.leaf(1)), ExprStyle::Plain, 2);
}

namespace {

Json collectiveJson(const Collective& c)
{
    const Scenario s = catalogDefaults(c);
    Json phases = Json::array();
    for (const Phase& phase : c.phases)
        phases.push_back(std::string(phase.id()));
    Json orders = Json::array();
    for (const LinkOrderRole& role : c.linkOrders) {
        const std::vector<int>& order =
            role.field == OrderField::LinkOrder ? s.linkOrder : s.secondLinkOrder;
        orders.push_back({{"phase", std::string(role.phase.id())},
                          {"default", orderInWords(order, kCatalogDimension)},
                          {"defaultForDimension4", order}});
    }
    return {{"id", c.id},
            {"lectureName", c.lectureName},
            {"title", c.title},
            {"summary", c.summary},
            {"phases", phases},
            {"data", c.data == DataKind::Blocks ? "blocks" : "whole-vector"},
            {"defaultElements", c.data == DataKind::Blocks ? "p" : "1"},
            {"linkOrders", orders},
            {"takesRoot", c.takesRoot}};
}

} // namespace

Json catalogJson()
{
    Json collectives = Json::array();
    for (const Collective& c : knownCollectives())
        collectives.push_back(collectiveJson(c));
    Json operators = Json::array();
    for (Operator op : allOperators())
        operators.push_back(
            {{"id", std::string(operatorName(op))}, {"example", operatorExample(op)}});
    Json values = Json::array();
    values.push_back({{"id", std::string(valueModeName(ValueMode::Symbolic))},
                      {"maxDimension", Scenario::kMaxSymbolicDimension}});
    values.push_back({{"id", std::string(valueModeName(ValueMode::Numeric))},
                      {"maxDimension", Hypercube::kMaxDimension}});
    return {{"collectives", collectives}, {"operators", operators}, {"valueModes", values}};
}

Json machineCatalogJson()
{
    Json machines = Json::array();
    for (const Machine& machine : builtinMachines())
        machines.push_back({{"id", machine.id}, {"name", machine.name}});
    return machines;
}

} // namespace cubelab
