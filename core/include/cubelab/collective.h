#pragma once
// The registry of collectives: the built-in ones (one file each in core/src/collectives/), the
// collective of traced MPI programs and the registered ones, found by id or lecture name. The
// registry is open: a new collective is one new file in core/src/collectives/ that defines its
// program and descriptor (cubelab/collectivedescriptor.h), and one line in collective.cpp
// (docs/engine.md, "Adding a collective").

#include "cubelab/collectivedescriptor.h"

#include <deque>
#include <string_view>
#include <vector>

namespace cubelab {

// The product's collectives, in the order the program lists them.
const std::vector<Collective>& builtinCollectives();
// Every collective findCollective knows: the built-in ones, then the registered ones.
const std::deque<Collective>& knownCollectives();
// By id or lecture name, any case; throws InputError listing the valid names.
const Collective& findCollective(std::string_view name);

// The collective of a traced MPI program's run (cubelab/tracedrun.h, traceOf): findCollective
// knows it, the lists of what to run (builtinCollectives, knownCollectives) do not, and its
// program refuses to run (the program was the student's, not CubeLab's). Its id is
// kTracedProgramId, its steps' phase kTracedProgramPhase (cubelab/collectivedescriptor.h).
const Collective& tracedProgramCollective();

// Registers a collective that is not built in. Only the tests do (their test collective shows
// that a collective needs nothing outside its own file); the product registers none, so its
// lists are the built-in ones. Not thread-safe: register before any run and unregister after
// the last. Throws InputError when the id or lecture name is taken or the descriptor lacks its
// program, default link order, phases or link orders. References to the other collectives stay
// valid.
const Collective& registerCollective(Collective collective);
// Registers the collective, or replaces the registered (not built-in) collective of the same id
// in place: references to it stay valid and see the new one (a student's program, run again
// after an edit). Not thread-safe, as registerCollective.
const Collective& replaceCollective(Collective collective);
// Removes the collective registered last; throws InputError if that is not `id`.
void unregisterCollective(std::string_view id);

} // namespace cubelab
