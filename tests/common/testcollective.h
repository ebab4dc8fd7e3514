#pragma once
// The tests' own collective: a whole-vector all-reduce that the product does not have, to show
// that a collective needs nothing outside its own file and its registration. Swap_Do exchanges
// across every link in turn like Cube_Do, but in the ascending order by default, under its own
// id, lecture name, title, pseudocode and counterpart; the GUI tests open every panel on it.
// It is registered only while a ScopedTestCollective lives.

#include <cubelab/collective.h>

namespace cubelab::test {

inline constexpr const char* kTestCollectiveId = "test-swap-allreduce";

// The descriptor, not registered.
Collective swapAllreduce();

// Registers Swap_Do for its lifetime.
class ScopedTestCollective
{
public:
    ScopedTestCollective();
    ~ScopedTestCollective();
    ScopedTestCollective(const ScopedTestCollective&) = delete;
    ScopedTestCollective& operator=(const ScopedTestCollective&) = delete;

    const Collective& collective() const { return *mCollective; }

private:
    const Collective* mCollective;
};

} // namespace cubelab::test
