#pragma once
// What the tests of node programs share: a shipped program's text, and the ProgramError an
// action throws (a test failure when it throws something else or nothing).

#include "cubelab/errors.h"

#include <exception>
#include <fstream>
#include <functional>
#include <gtest/gtest.h>
#include <sstream>
#include <string>

namespace cubelab::test {

// The text of a program of resources/programs/ (CUBELAB_SOURCE_DIR is the tests' definition).
inline std::string templateText(const std::string& name)
{
    std::ifstream in(std::string(CUBELAB_SOURCE_DIR) + "/resources/programs/" + name);
    EXPECT_TRUE(in) << name;
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

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
