#pragma once
// WindowLinks: links to a moment (cubelab:1/…, docs/file-formats.md). Opening one shows its
// moment through the shown state — the scenario at its step with its layout, panel, following
// and comparison — checked whole first: a link that cannot be shown leaves the window as it was
// and says why (errorOccurred). Copying one puts the moment shown now on the clipboard.

#include <QObject>
#include <QString>

class QWidget;

namespace cubelab::gui {

class ShownState;
class WindowFiles;

class WindowLinks : public QObject
{
    Q_OBJECT

public:
    struct Parts
    {
        QWidget* window = nullptr; // the dialog's parent
        ShownState* shown = nullptr;
        WindowFiles* files = nullptr; // a link's moment is no file's
    };

    WindowLinks(Parts parts, QObject* parent);

    // False with the reason said, the window as it was.
    bool open(const QString& link);
    // File ▸ Open link: asks for a link, proposing the one on the clipboard.
    void ask();
    // Edit ▸ Copy link: the moment shown now.
    void copy();

signals:
    void errorOccurred(const QString& message);
    void statusMessage(const QString& message, int timeoutMs);

private:
    void refuse(const QString& why);

    Parts mParts;
};

} // namespace cubelab::gui
