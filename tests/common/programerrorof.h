#pragma once
// The ProgramError an action throws, for tests of node programs: a test failure when the
// action throws something else or nothing.

#include "cubelab/errors.h"

#include <gtest/gtest.h>

#include <exception>
#include <functional>

namespace cubelab::test {

inline ProgramError programErrorOf(const std::function<void()>& action)
{
    try {
        action();
    } catch (const ProgramError& e) {
        return e;
    } catch (const std::exception& e) {
        ADD_FAILURE() << "expected a ProgramError, got: " << e.what();
        return ProgramError("");
    }
    ADD_FAILURE() << "expected a ProgramError";
    return ProgramError("");
}

} // namespace cubelab::test
