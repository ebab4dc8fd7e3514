#pragma once
// The scenario panel: every field of the scenario as an editor. Each edit goes to the
// session as one undoable change and runs the engine; a refused edit snaps the editor back
// to the session's scenario.

#include "common/theme.h"
#include "document/session.h"

#include <QTimer>
#include <QWidget>
#include <cubelab/scenario.h>

class QComboBox;
class QFormLayout;
class QGridLayout;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QSpinBox;

namespace cubelab {
struct Collective;
}

namespace cubelab::gui {

class LinkOrderEditor;

class ScenarioPanel : public QWidget
{
    Q_OBJECT

public:
    enum class InitialMode
    {
        Default,
        Random,
        Table
    };
    static constexpr int kRestMs = 400;

    explicit ScenarioPanel(Session* session, QWidget* parent = nullptr);

    void setTheme(const Theme& theme);

    // The inputs "random with a seed" gives: whole numbers 1..99, the same for the same seed.
    static std::vector<std::vector<double>> randomValues(std::uint32_t seed, std::uint32_t nodes,
                                                         std::int64_t elements);

    QSpinBox* dimensionBox() const { return mDimension; }
    QComboBox* algorithmBox() const { return mAlgorithm; }
    QSpinBox* rootBox() const { return mRoot; }
    QSpinBox* elementsBox() const { return mElements; }
    QComboBox* operatorBox() const { return mOperator; }
    QComboBox* valuesBox() const { return mValues; }
    QComboBox* initialBox() const { return mInitial; }
    QSpinBox* seedBox() const { return mSeed; }
    LinkOrderEditor* linkOrderEditor() const { return mLinkOrder; }
    LinkOrderEditor* broadcastOrderEditor() const { return mBroadcastOrder; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void setUpFields();
    void layOutForm();
    void connectDimension();
    void connectEditors();
    void editAlgorithm(int index);
    void editSecondLinkOrder(const std::vector<int>& order);
    void editInitialMode(int index);
    void refresh();
    void refreshFields(const Scenario& s, const Collective* collective);
    void refreshLinkOrders(const Scenario& s, const Collective* collective);
    static QString noRootText(const Collective* collective);
    void retranslate();
    void edit(const Scenario& edited, const QString& description, Session::Field field);
    // The initial values for a new cube size or vector length in the current mode.
    std::vector<std::vector<double>> inputsFor(const Scenario& s) const;
    void editTable();
    void editDimension(int n);

    Session* mSession;
    QFormLayout* mForm;
    QHBoxLayout* mDimensionRow = nullptr;
    QHBoxLayout* mRootRow = nullptr;
    QGridLayout* mInitialRow = nullptr;
    QSpinBox* mDimension;
    QLabel* mNodeCount;
    QComboBox* mAlgorithm;
    QLabel* mSummary;
    LinkOrderEditor* mLinkOrder;
    LinkOrderEditor* mBroadcastOrder;
    QSpinBox* mRoot;
    QLabel* mRootAddress;
    QComboBox* mOperator;
    QSpinBox* mElements;
    QComboBox* mValues;
    QComboBox* mInitial;
    QSpinBox* mSeed;
    QPushButton* mEditTable;
    QTimer mDimensionRest;
    InitialMode mInitialMode = InitialMode::Default;
    bool mRefreshing = false;
};

} // namespace cubelab::gui
