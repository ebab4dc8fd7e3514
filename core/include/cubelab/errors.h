#pragma once
// The two kinds of error the core raises. Both carry a message a user can act on: what is
// wrong and what is allowed.

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

namespace cubelab {

// Text that a program (or a file) made, made safe to show in a terminal, a message line or a
// feedback text: every control character and escape sequence (C0, DEL, C1, so also a newline)
// is written as a visible escape (\n, \x1b, \u009b), every byte that is not UTF-8 as \xHH,
// and text longer than maxBytes is cut at a character's start and ends with "…". Every place
// that shows a program's error text shows it through this function (ProgramError does).
std::string displayText(std::string_view text, std::size_t maxBytes = 1000);

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
    // The message is shown through displayText (a program made it: a 30 MB error(), an
    // escape sequence).
    explicit ProgramError(const std::string& message, int line = 0, std::int64_t node = -1)
        : EngineError(displayText(message, kMaxMessageBytes)), mLine(line), mNode(node)
    {
    }

    int line() const { return mLine; }
    std::int64_t node() const { return mNode; }

    // The longest message (in bytes, before the "…" of a cut).
    static constexpr std::size_t kMaxMessageBytes = 2000;

private:
    int mLine = 0;
    std::int64_t mNode = -1;
};

// What a front end without a window says of an error (cubelab-cli after its name, the web
// page's cubelab.Error): "the run failed: " and the message for an EngineError (a run that
// started), the message itself for anything else.
std::string errorText(const std::exception& error);

} // namespace cubelab
