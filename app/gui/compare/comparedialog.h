#pragma once
// CompareDialog: View ▸ Compare with…: what to set beside the window's scenario — its
// counterpart (Cube_Do against Tree_Do), its link order reversed, a scenario file — or, while
// comparing, to stop. The texts name the current scenario's collective; the file is chosen
// after OK.

#include "compare/comparedscenario.h"

#include <QDialog>
#include <cubelab/scenario.h>
#include <optional>

class QRadioButton;

namespace cubelab::gui {

class CompareDialog : public QDialog
{
    Q_OBJECT

public:
    // comparing: whether a comparison is on now (then "Stop comparing" is offered too).
    CompareDialog(const Scenario& first, bool comparing, QWidget* parent = nullptr);

    // The pair chosen; nothing when "Stop comparing" is.
    std::optional<ComparedScenario::Pair> choice() const;

private:
    QRadioButton* mCounterpart;
    QRadioButton* mReversed;
    QRadioButton* mFile;
    QRadioButton* mStop;
};

} // namespace cubelab::gui
