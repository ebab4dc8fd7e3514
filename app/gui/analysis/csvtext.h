#pragma once
// The pieces of the CSV files the panels export (RFC 4180): fields quoted where needed and
// numbers in the C locale with full precision, whatever language the window speaks.

#include <QString>
#include <QStringList>
#include <cstdint>

namespace cubelab::gui {

// The text as it is, or in double quotes (quotes doubled) when it holds a comma, a quote or
// a line break.
QString csvField(const QString& text);
// Enough digits to read the same double back.
QString csvNumber(double value);
QString csvNumber(std::uint64_t value);
// One record: the fields quoted as needed, joined by commas, ended by CRLF.
QString csvRecord(const QStringList& fields);

} // namespace cubelab::gui
