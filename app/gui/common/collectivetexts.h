#pragma once
// The words the GUI uses for collectives, phases and steps: the one place that names a phase
// or translates a collective's texts. The core describes each collective in English (its
// descriptor's title, summary, phases and outcome, the one source of them); the window shows
// them translated in the context "CollectiveTexts" of the .ts files, in English where a text
// has no translation yet. A step's line is the core's (cubelab/steptext.h), with the words
// given here through tr(). No collective id appears here.

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <cubelab/steptext.h>
#include <cubelab/trace.h>

namespace cubelab::gui {

class CollectiveTexts
{
    Q_DECLARE_TR_FUNCTIONS(CollectiveTexts)

public:
    // The descriptor's title, translated: "Tree_UpDo – Reduce"; its lecture name when it has
    // none, the id itself for an unknown id.
    static QString title(const std::string& collectiveId);
    // One sentence: what it does and who ends with the result.
    static QString summary(const std::string& collectiveId);
    // The words of a step's line (cubelab/steptext.h) in the language installed.
    static StepWords stepWords();
    static QString phaseName(Phase phase);
    static QString operatorName(Operator op);
    // "b) link 2"
    static QString stepTitle(const Trace& trace, std::size_t step);
    // Up to this many transfers a caption lists them; above, it summarises the step.
    static constexpr std::size_t kListedTransfers = 6;
    // The tooltip lists at most this many (all of them up to n = 7).
    static constexpr std::size_t kToolTipTransfers = 64;
    // A traced message between nodes that are no neighbours: "✕ no neighbours: links 1, 2";
    // empty for a neighbour message.
    static QString noNeighboursText(const TracedMessage& message);
    // A traced collective: "MPI_Bcast by 4 ranks: not traced link by link".
    static QString collectiveText(const TracedCollective& collective);

    // What the current step does, in words, always ending with what the nodes do with what
    // they receive: "b) link 2 (reduce): 010→000, 011→001. The senders are done; …". Above
    // kListedTransfers it says who sends instead of listing them: "e) link 5 (reduce): the 16
    // nodes with bit 5 set send to their partners. …".
    static QString caption(const Trace& trace, std::size_t step);
    // The caption as it is shown (the timeline, the handout, the animation, the web page): in
    // the lecture's notation, a₀ and s := s + H on one line (common/notation.h). A screen
    // reader is given caption() itself, plain.
    static QString shownCaption(const Trace& trace, std::size_t step);
    // The messages of a step the caption summarises, for its tooltip; empty when the caption
    // lists them all.
    static QString captionToolTip(const Trace& trace, std::size_t step);

    // One message of a step in words, for a screen reader: "100 sends to 000 on link 3"; a
    // traced program's message between nodes that are no neighbours: "000 sends to 011 on no
    // link (links 1, 2)".
    static QString messageText(const Trace& trace, const Message& message);
    // The node's messages in step k (1-based) in words: "receives from 001 on link 1",
    // "sends to 000 on link 2", "exchanges with 001 on link 1", several joined by ", ";
    // empty when it sends and receives nothing in the step (and at step 0).
    static QString nodeMessages(const Trace& trace, NodeId node, std::size_t step);

private:
    static QString startCaption(const Trace& trace);
    static QString senderSummary(const StepSenders& senders);
    // What the receivers do, with op the operator's sign ("+", "⊕").
    static QString effectText(StepEffect effect, const QString& op);
    // What holds the result after the last step, by the collective's outcome.
    static QString doneText(const Trace& trace);
    // "on link 3", or for a message between nodes that are no neighbours "on no link (links 1, 2)".
    static QString linkPhrase(const Trace& trace, const Message& message);
};

} // namespace cubelab::gui
