#include "cubelab/costjson.h"

#include <string>

namespace cubelab {

nlohmann::ordered_json costToJson(const CostResult& cost)
{
    using json = nlohmann::ordered_json;
    json steps = json::array();
    for (const StepCost& s : cost.steps)
        steps.push_back(
            {{"index", s.index},
             {"start", s.start},
             {"duration", s.duration},
             {"transfer", s.transferSeconds},
             {"combine", s.combineSeconds},
             {"transfers", s.transfers},
             {"slowest",
              {{"from", s.slowest.from}, {"to", s.slowest.to}, {"link", s.slowest.link}}},
             {"concurrent", s.concurrent},
             {"bandwidth", s.effectiveBandwidth},
             {"limit", std::string(costLimitName(s.limit))}});
    return {{"machine", cost.machine},
            {"elements", cost.elements},
            {"steps", steps},
            {"total", cost.total}};
}

} // namespace cubelab
