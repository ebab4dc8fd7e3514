#pragma once
// Times, data sizes and rates as every panel shows them: in the largest unit below the value,
// with the number in the language's notation (a decimal comma in German). The unit symbols
// (s, ms, µs, ns, B, kB, MB, GB, B/s …) are SI and the same in both languages.

#include <QLocale>
#include <QString>
#include <cstdint>

namespace cubelab::gui {

// 4 significant digits: "836.1 µs", "1.504 ms", "142.8 s"; 0 is "0 s".
QString formatSeconds(double seconds, const QLocale& locale = QLocale());
// Bytes in B, kB, MB, GB (powers of 1000), 4 significant digits: "8 B", "8.389 MB".
QString formatBytes(double bytes, const QLocale& locale = QLocale());
// Bytes a second: "160 MB/s".
QString formatRate(double bytesPerSecond, const QLocale& locale = QLocale());
// A count with the language's group separators: "1,048,576" / "1.048.576".
QString formatCount(std::uint64_t count, const QLocale& locale = QLocale());

} // namespace cubelab::gui
