#pragma once
// A table model's rows as sentences for a screen reader: what a chart drawn from the model
// shows, in the words and numbers the model's table shows (its headers and display texts), so
// that no number is formatted a second way.

#include <QCoreApplication>
#include <QList>
#include <QString>

class QAbstractItemModel;

namespace cubelab::gui {

class SpokenTable
{
    Q_DECLARE_TR_FUNCTIONS(SpokenTable)

public:
    // "Step: a), Duration: 1.2 µs; Step: b), …" for the columns given, rows in order; a cell
    // without text is left out.
    static QString rows(const QAbstractItemModel& model, const QList<int>& columns);
};

} // namespace cubelab::gui
