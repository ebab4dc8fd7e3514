// The catalog: what runs, for `cubelab-cli list` and the web page's cubelab.catalog().

#include "cubelab/catalog.h"
#include "cubelab/collective.h"
#include "cubelab/machine.h"

#include <gtest/gtest.h>

using namespace cubelab;

TEST(Catalog, ListsEveryCollectiveWithItsDefaultsForAFourCube)
{
    const Json catalog = catalogJson();
    ASSERT_EQ(catalog["collectives"].size(), knownCollectives().size());
    const Json& first = catalog["collectives"][0];
    EXPECT_EQ(first["id"], knownCollectives().front().id);
    const Json* reduce = nullptr;
    for (const Json& c : catalog["collectives"])
        if (c["id"] == "tree-reduce")
            reduce = &c;
    ASSERT_NE(reduce, nullptr);
    EXPECT_EQ((*reduce)["lectureName"], "Tree_UpDo");
    EXPECT_EQ((*reduce)["linkOrders"][0]["default"], "n, n-1, …, 1");
    EXPECT_EQ((*reduce)["linkOrders"][0]["defaultForDimension4"], Json::parse("[4, 3, 2, 1]"));
    EXPECT_EQ((*reduce)["takesRoot"], true);
    EXPECT_EQ(catalog["operators"][0], Json::parse(R"({"id": "sum", "example": "a_0+a_1"})"));
    EXPECT_EQ(catalog["valueModes"][0]["maxDimension"], Scenario::kMaxSymbolicDimension);
}

TEST(Catalog, NamesTheMachinePresets)
{
    const Json machines = machineCatalogJson();
    ASSERT_EQ(machines.size(), builtinMachines().size());
    for (std::size_t i = 0; i < machines.size(); ++i) {
        EXPECT_EQ(machines[i]["id"], builtinMachines()[i].id);
        EXPECT_EQ(machines[i]["name"], builtinMachines()[i].name);
    }
    EXPECT_EQ(orderInWords({2, 1, 4, 3}, 4), "2,1,4,3 (for n = 4)");
}
