#pragma once
// The machine editor: the machine the costs are computed for, as a preset to choose, a form
// of its machine-wide fields and a table of its link classes; machine files to load and save.
// Every change is one edit through Session::editMachine (checked by the core, undoable); a
// refused one leaves the machine as it was and the editor shows it again.
//
// An edited preset is no longer that preset: its id becomes "custom" and its name gets
// "(edited)", so that no panel takes changed figures for the published preset. A machine
// whose id is a preset's id is always exactly that preset.

#include "common/analysispanel.h"
#include "common/theme.h"
#include "document/session.h"

#include <QWidget>
#include <cubelab/machine.h>

class QBoxLayout;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableView;

namespace cubelab::gui {

class LinkBandwidthChart;
class LinkClassModel;

class MachineEditor : public AnalysisPanel
{
    Q_OBJECT

public:
    static constexpr double kNanoseconds = 1e9; // the unit of the combine time
    static inline const char* const kCustomId = "custom";

    explicit MachineEditor(Session* session, QWidget* parent = nullptr);

    void setTheme(const Theme& theme) override;

    // Reads a machine file (all or nothing) and makes it the current machine as one undoable
    // edit. A file that cannot be read leaves the machine as it is: errorOccurred names the
    // file, the place in it and the reason, and false is returned.
    bool loadFile(const QString& path);
    // Writes the current machine atomically (the old file stays if anything fails); on
    // failure errorOccurred says why and false is returned.
    bool saveFile(const QString& path);

    // The link classes, one row each: links,latency_s,bandwidth_B_per_s,shared_capacity_B_per_s,
    // shared_directions (C locale, full precision; the shared capacity is empty when the class
    // shares none; the directions as the machine file names them, both or each).
    QString csv() const override;

    // The machine as it goes to the session: an edited preset becomes "custom" (see above).
    static Machine distinguished(Machine edited);

    LinkClassModel* model() const { return mModel; }
    QTableView* table() const { return mTable; }
    QComboBox* presetBox() const { return mPreset; }
    QLineEdit* nameEdit() const { return mName; }
    QSpinBox* maxDimensionBox() const { return mMaxDimension; }
    QComboBox* duplexBox() const { return mDuplex; }
    // Whether a half-duplex exchange's two start-ups add or overlap; enabled for half duplex.
    QComboBox* exchangeLatencyBox() const { return mExchangeLatency; }
    QSpinBox* elementBytesBox() const { return mElementBytes; }
    QLineEdit* combineEdit() const { return mCombine; }
    // The message shown in the panel (the last refusal or file result); empty when none.
    QString message() const;

    void addClass();
    // Removes the class in the table's current row (the last one when none is current); its
    // links join the class above (the one below for the first class).
    void removeClass();

    // errorOccurred (AnalysisPanel): a value that could not be read, a file that could not be
    // loaded or saved. Edits the core refuses are reported by Session::errorOccurred.

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void nameWidgets();
    void setUpFields();
    void setUpTable();
    void layOut();
    void connectEditors();
    bool edit(const Machine& edited, const QString& description);
    void refuse(const QString& message);
    void showMessage(const QString& message, bool error);
    void refresh();
    void fitTable();
    void retranslate() override;
    void applyFonts() override;
    void editName();
    void editMaxDimension(int n);
    void editCombine();
    void askLoad();
    void askSave();

    Session* mSession;
    LinkClassModel* mModel;
    QFormLayout* mForm;
    QBoxLayout* mSides = nullptr;
    QComboBox* mPreset;
    QPushButton* mLoad;
    QPushButton* mSave;
    QLabel* mNote;
    QLineEdit* mName;
    QSpinBox* mMaxDimension;
    QComboBox* mDuplex;
    QComboBox* mExchangeLatency;
    QSpinBox* mElementBytes;
    QLineEdit* mCombine;
    QLabel* mClassesTitle;
    QTableView* mTable;
    LinkBandwidthChart* mChart;
    QLabel* mLinksHelp;
    QPushButton* mAddClass;
    QPushButton* mRemoveClass;
    QLabel* mMessage;
    Theme mTheme = Theme::make(ThemeKind::Light);
    QString mLastDirectory;
    bool mMessageIsError = false;
    bool mEditing = false;
    bool mRefreshing = false;
};

} // namespace cubelab::gui
