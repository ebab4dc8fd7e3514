#pragma once
// Where CubeLab finds the files it ships beside its binaries: share/cubelab/<kind>/ next to
// the folder of the executable. Installed that is /usr/share/cubelab/ for /usr/bin/cubelab;
// in the build tree build/share/cubelab/ for build/bin/cubelab, which the build fills with
// copies of resources/. One rule for both, and no path of the build machine in the binary.

#include <QString>

namespace cubelab::gui {

enum class ShippedKind
{
    Scenarios,
    Machines
};

// The folder, or an empty string when this copy of CubeLab has none.
QString shippedDirectory(ShippedKind kind);

// Whether path lies in one of those folders (after links are followed): a file that came with
// CubeLab, or one that would be put beside them; in a build tree also in the source tree's
// resources/ that the copies come from. The window never writes there: "Save" on such
// a file asks for a new name, and a write there is refused (docs/gui.md, "Files").
bool isShippedFile(const QString& path);

} // namespace cubelab::gui
