// Files made to break a reader, opened in the window: each is refused with the file and the
// reason in the message bar, and the window keeps the scenario and the trace it had.

#include "document/session.h"
#include "guitestutil.h"

#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::gui;
using cubelab::gui::test::freshWindow;

namespace {

const QString kData = QStringLiteral(CUBELAB_SOURCE_DIR "/tests/data");

struct HostileFile
{
    const char* path; // below tests/data
    bool trace;
    const char* reason;
};

} // namespace

TEST(MainWindowHostileFiles, EachIsRefusedWithItsReasonAndNothingIsHalfLoaded)
{
    const HostileFile files[] = {
        {"hostile/trace-huge-vector.json", true, "hold only 0 numbers"},
        {"traces/final-contradicts-update.json", true, "contradicts itself"},
        {"traces/duplicate-message.json", true, "twice in one step"},
        {"traces/phase-not-of-the-collective.json", true, "tree-reduce runs reduce"},
        {"scenarios/link-order-empty.json", false, "an empty link order"},
        {"hostile/nul-then-garbage.json", false, "a NUL byte"},
        {"hostile/duplicate-key.json", false, "appears twice"},
    };
    auto w = freshWindow();
    const Scenario before = w->session()->scenario();
    const auto traceBefore = w->session()->trace();
    for (const HostileFile& f : files) {
        const QString path = kData + QLatin1Char('/') + QLatin1String(f.path);
        const bool opened = f.trace ? w->openTrace(path) : w->openScenario(path);
        EXPECT_FALSE(opened) << f.path;
        const QString name = path.section(QLatin1Char('/'), -1);
        EXPECT_TRUE(w->errorMessage().contains(name))
            << f.path << ": " << w->errorMessage().toStdString();
        EXPECT_TRUE(w->errorMessage().contains(QLatin1String(f.reason)))
            << f.path << ": " << w->errorMessage().toStdString();
        EXPECT_EQ(w->session()->scenario(), before) << f.path;
        EXPECT_EQ(w->session()->trace(), traceBefore) << f.path;
    }
}
