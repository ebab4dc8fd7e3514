#pragma once
// Runs a piece of a GUI test in a forked child, for what must not happen in the test process:
// a limit on the size of files written (RLIMIT_FSIZE, with SIGXFSZ ignored, so a write beyond
// it fails with EFBIG: a real short write, no mount needed), running without root's right
// to write into any folder, with a limit on its address space (RLIMIT_AS), or what would block
// or take gigabytes if a regression came back. The child inherits the window and everything
// else the test made.

#include <QString>
#include <QStringList>
#include <functional>
#include <optional>
#include <sys/resource.h>

namespace cubelab::gui::test {

struct ChildOptions
{
    std::optional<rlim_t> fileSizeLimit; // bytes a file may grow to in the child
    bool unprivileged = false;           // as root, the child runs as the user nobody
    // bytes of address space (RLIMIT_AS); not under ASan, which reserves terabytes
    std::optional<rlim_t> memoryLimit = std::nullopt;
};

struct ChildResult
{
    bool finished = false; // false: it could not be started, or it did not end (it is killed)
    int exitCode = -1;     // 0 when body ran; 3 when the child could not take the options
    QString output;        // what body returned
};

// body runs in the child, whose text comes back in output; the child then ends at once
// (_exit: no destructor of the test's objects runs twice). A child that has not ended after
// two minutes is killed, so a test fails rather than hangs.
ChildResult runInChild(const ChildOptions& options, const std::function<QString()>& body);

// The program `cubelab` itself, off screen, with a settings folder of its own (not the user's).
struct ProgramRun
{
    int exitCode = -1; // -1 when it crashed or did not end
    QString err;       // its standard error, or "(did not end)" after two minutes
};
ProgramRun runCubelab(const QStringList& arguments);

} // namespace cubelab::gui::test
