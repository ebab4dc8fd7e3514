#pragma once
// The words the GUI uses for collectives, phases and steps. The core describes its
// collectives in English; these are the translated versions, keyed by collective id, with
// the core's own words for a collective this table does not know yet.

#include <cubelab/trace.h>

#include <QCoreApplication>
#include <QString>

namespace cubelab::gui {

class CollectiveTexts
{
    Q_DECLARE_TR_FUNCTIONS(CollectiveTexts)

public:
    // "Tree_UpDo – Reduce"
    static QString title(const std::string& collectiveId);
    // One sentence: what it does and who ends with the result.
    static QString summary(const std::string& collectiveId);
    static QString phaseName(Phase phase);
    static QString operatorName(Operator op);
    // "b) link 2"
    static QString stepTitle(const Trace& trace, std::size_t step);
    // What the current step does, in words: "b) link 2 (reduce): 010→000, 011→001 send …".
    static QString caption(const Trace& trace, std::size_t step);
};

} // namespace cubelab::gui
