#!/usr/bin/env python3
"""scripts/check-map refuses what the build would: each test copies the parts of the tree the
check reads (core/, app/gui/, docs/architecture.md) into a temporary folder, makes one change
against the map, and expects the check to fail with a message that names the file, the line
and the include (or the arrow, the circle, the row)."""
import pathlib
import shutil
import subprocess
import sys
import tempfile
import unittest

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
CHECK = ROOT / "scripts" / "check-map"
COPIED = ("core/CMakeLists.txt", "core/src", "core/include", "app/gui", "docs/architecture.md")


class CheckMapRefuses(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.root = pathlib.Path(self.folder.name)
        for part in COPIED:
            source, target = ROOT / part, self.root / part
            target.parent.mkdir(parents=True, exist_ok=True)
            if source.is_dir():
                shutil.copytree(source, target, ignore=shutil.ignore_patterns("*.qm", "*.png"))
            else:
                shutil.copy(source, target)

    def tearDown(self):
        self.folder.cleanup()

    def check(self):
        return subprocess.run([sys.executable, str(CHECK), "--root", str(self.root)],
                              capture_output=True, text=True)

    def add_include(self, path, include):
        """Adds the include after the file's first line; returns the line it is on."""
        file = self.root / path
        lines = file.read_text(encoding="utf-8").split("\n")
        lines.insert(1, f'#include "{include}"')
        file.write_text("\n".join(lines), encoding="utf-8")
        return 2

    def edit(self, path, old, new):
        file = self.root / path
        text = file.read_text(encoding="utf-8")
        self.assertIn(old, text)
        file.write_text(text.replace(old, new, 1), encoding="utf-8")

    def refuses(self, *phrases):
        result = self.check()
        self.assertEqual(result.returncode, 1, result.stdout + result.stderr)
        for phrase in phrases:
            self.assertIn(phrase, result.stderr)

    def test_the_copy_passes(self):
        result = self.check()
        self.assertEqual(result.returncode, 0, result.stderr)

    def test_an_include_of_the_window_from_an_export(self):
        line = self.add_include("app/gui/export/gifencoder.cpp", "window/mainwindow.h")
        self.refuses(f'app/gui/export/gifencoder.cpp:{line}: #include "window/mainwindow.h": '
                     "export/ → window/ is not on the map")

    def test_an_include_between_views_that_never_read_each_other(self):
        line = self.add_include("app/gui/scenario/scenariopanel.h", "machine/machineeditor.h")
        self.refuses(f'app/gui/scenario/scenariopanel.h:{line}: #include "machine/machineeditor.h"',
                     "scenario/ → machine/ is not on the map")

    def test_an_engine_header_in_the_base(self):
        line = self.add_include("core/src/base/errors.cpp", "cubelab/emulator.h")
        self.refuses(f'core/src/base/errors.cpp:{line}: #include "cubelab/emulator.h": '
                     "base/ → engine/ is not on the map")

    def test_a_public_header_that_includes_upwards(self):
        line = self.add_include("core/include/cubelab/scenario.h", "cubelab/costmodel.h")
        self.refuses(f'core/include/cubelab/scenario.h:{line}: #include "cubelab/costmodel.h": '
                     "engine/ → cost/ is not on the map")

    def test_the_core_including_the_window(self):
        self.add_include("core/src/io/scenariofile.cpp", "document/session.h")
        self.refuses('#include "document/session.h": the core includes the window')

    def test_a_circle_on_the_map(self):
        self.edit("core/CMakeLists.txt", "cubelab_core_part(machine\n    READS base",
                  "cubelab_core_part(machine\n    READS base cost")
        self.add_include("core/src/machine/machine.cpp", "cubelab/costmodel.h")
        self.refuses("the map has a circle")

    def test_an_arrow_no_include_uses(self):
        self.edit("app/gui/CMakeLists.txt", "cubelab_gui_part(machine\n    READS common document",
                  "cubelab_gui_part(machine\n    READS analysis common document")
        self.refuses("machine/ reads analysis/, but no include of machine/ names it")

    def test_a_folder_that_is_no_part(self):
        folder = self.root / "app/gui/stray"
        folder.mkdir()
        (folder / "stray.cpp").write_text('#include "window/mainwindow.h"\n', encoding="utf-8")
        self.refuses("app/gui/stray/: a folder with sources that is no part")

    def test_a_public_header_of_no_part(self):
        (self.root / "core/include/cubelab/orphan.h").write_text("#pragma once\n", encoding="utf-8")
        self.refuses("core/include/cubelab/orphan.h: a public header without a .cpp")

    def test_a_row_of_the_doc_that_disagrees(self):
        self.edit("docs/architecture.md", "| `base/`, `machine/` |", "| `base/`, `engine/` |")
        self.refuses("the row of `core/src/measure/` says it reads base/, engine/; the map says "
                     "`base/`, `machine/`")


if __name__ == "__main__":
    unittest.main()
