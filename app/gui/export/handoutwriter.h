#pragma once
// HandoutWriter: a lecture's trace as a PDF handout, one landscape A4 page a step — the
// initial state first, then a), b), … — each with the step's caption (CollectiveTexts, the
// words the timeline shows), the cube view at that step (StepFigure) and the partial results
// s_i of every node (PartialResultsModel, the table beside the view). Texts come in the
// language installed now.

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

class QPainter;
class QRectF;

namespace cubelab::gui {

class PartialResultsModel;
class StepFigure;

class HandoutWriter
{
    Q_DECLARE_TR_FUNCTIONS(HandoutWriter)

public:
    // A page lists at most this many nodes; a larger cube's page says how many more there are
    // and where to find them.
    static constexpr int kMaxListedNodes = 32;

    explicit HandoutWriter(const StepFigure& figure);

    // The whole PDF, stepCount() + 1 pages.
    QByteArray pdf() const;
    // Renders into the file atomically; false with *error saying why (the old file is kept).
    bool write(const QString& path, QString* error) const;

private:
    void paintPage(QPainter& painter, const QRectF& page, int step,
                   PartialResultsModel& results) const;
    void paintResults(QPainter& painter, const QRectF& area, PartialResultsModel& results) const;

    const StepFigure& mFigure;
};

} // namespace cubelab::gui
