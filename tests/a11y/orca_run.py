#!/usr/bin/python3
"""Debian's Orca 43 as the Orca checks run it (tests/a11y/run-atspi, orca_check.py):

    orca_run.py PREFS LOG

Orca with its settings from the folder PREFS and its debug log written to LOG line by line.
It does what /usr/bin/orca does for `orca --user-prefs PREFS --debug-file LOG`, with two
differences that the checks need:

- /usr/bin/orca opens its debug log block-buffered: a check reading the log while Orca runs
  saw nothing for minutes, until the buffer filled ("Orca stalls", it seemed). Here each line
  is in the file once it is written.
- /usr/bin/orca refuses to start while any Orca of the same user runs, in any session (a
  previous check's Orca still shutting down, a check in another checkout). This Orca has its
  own X display, D-Bus session, accessibility bus and speech server; it starts regardless.
"""

import sys


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: orca_run.py PREFS LOG")
    prefs, log = sys.argv[1:]
    from orca import debug

    debug.debugLevel = debug.LEVEL_ALL
    debug.eventDebugLevel = debug.LEVEL_OFF
    debug.debugFile = open(log, "w", encoding="utf-8", buffering=1)
    from orca import orca

    manager = orca.getSettingsManager()
    manager.activate(prefs, {})
    sys.path.insert(0, manager.getPrefsDir())
    return orca.main()


if __name__ == "__main__":
    sys.exit(main())
