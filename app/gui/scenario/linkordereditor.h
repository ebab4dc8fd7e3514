#pragma once
// Edits a link order: the links as a list to drag into place or move with up/down, and two
// presets, the lecture's order and the current order reversed. By keyboard: Tab to the list,
// ←/→ choose a link, Ctrl+← and Ctrl+→ move it earlier and later (Earlier/Later do the same).

#include "common/theme.h"

#include <QWidget>
#include <vector>

class QListWidget;
class QPushButton;

namespace cubelab::gui {

class LinkOrderEditor : public QWidget
{
    Q_OBJECT

public:
    explicit LinkOrderEditor(QWidget* parent = nullptr);

    // Shows an order without reporting it as an edit.
    void setOrder(const std::vector<int>& order);
    std::vector<int> order() const;
    // What the "lecture order" button restores.
    void setLectureOrder(const std::vector<int>& order) { mLectureOrder = order; }
    void setTheme(const Theme& theme);
    // What a screen reader calls the list of links: the label the editor stands under.
    void setName(const QString& name);

    void moveCurrent(int offset); // -1 up, +1 down

signals:
    void orderEdited(const std::vector<int>& order);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void reportIfChanged();
    void fitHeight();
    void retranslate();

    QListWidget* mList;
    QPushButton* mUp;
    QPushButton* mDown;
    QPushButton* mLecture;
    QPushButton* mReversed;
    std::vector<int> mShown;
    std::vector<int> mLectureOrder;
    Theme mTheme = Theme::make(ThemeKind::Light);
};

} // namespace cubelab::gui
