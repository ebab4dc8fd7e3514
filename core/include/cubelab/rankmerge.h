#pragma once
// mergeRankLogs: a traced MPI program's ranks' logs (cubelab/ranklog.h) merged into its run
// (TracedRun, cubelab/tracedrun.h: how messages are matched and steps counted, and which logs
// it refuses).

#include "cubelab/ranklog.h"
#include "cubelab/tracedrun.h"

#include <vector>

namespace cubelab {

// logs: one a rank, in any order. Throws InputError saying what happened when the logs are not
// one whole run.
TracedRun mergeRankLogs(const std::vector<RankLog>& logs);

} // namespace cubelab
