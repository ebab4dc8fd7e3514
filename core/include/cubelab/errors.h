#pragma once
// The two kinds of error the core raises. Both carry a message a user can act on: what is
// wrong and what is allowed.

#include <cstdint>
#include <stdexcept>
#include <string>

namespace cubelab {

// Bad input: a dimension out of range, an order that is not a permutation, an unknown name.
class InputError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

// A file that cannot be read as what it claims to be. Names the file, the place in it
// (a JSON pointer such as /steps/2/links, or line:column for syntax) and the reason, which
// is cut to a readable length (300 bytes).
class FileError : public std::runtime_error
{
public:
    FileError(std::string file, std::string place, std::string reason);

    const std::string& file() const { return mFile; }
    const std::string& place() const { return mPlace; }
    const std::string& reason() const { return mReason; }

private:
    FileError(std::string file, std::string place, std::string reason, int); // already cut
    std::string mFile;
    std::string mPlace;
    std::string mReason;
};

// A node program that went wrong while it ran: a deadlock, a send on a link that does not
// exist, an exception inside a program.
class EngineError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

// An EngineError in a program a user wrote (cubelab/luaprogram.h), or a deadlock: it also
// names the line of the program (from 1; 0 when no line is known) and the node (-1: none), so
// that an editor can mark the line.
class ProgramError : public EngineError
{
public:
    explicit ProgramError(const std::string& message, int line = 0, std::int64_t node = -1)
        : EngineError(message), mLine(line), mNode(node)
    {
    }

    int line() const { return mLine; }
    std::int64_t node() const { return mNode; }

private:
    int mLine = 0;
    std::int64_t mNode = -1;
};

} // namespace cubelab
