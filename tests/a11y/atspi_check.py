#!/usr/bin/python3
"""CubeLab as a screen reader sees it: reads the running program's accessibility tree over
AT-SPI (the desktop's accessibility bus) and checks what docs/accessibility.md promises.

    atspi_check.py nodes       the lecture's reduce at its end: eight node objects named by
                               their addresses, node 000's description holding the whole s_0;
                               Page Up to step b), then Page Down: the caption's name changes
                               to step c)'s text, and the event arrives
    atspi_check.py names       every focusable object that is showing has a name

Run by tests/a11y/run-atspi, which starts the bus, the X server, a window manager and the
program. Prints what it found; exits 1 with the reasons when a check fails.
"""

import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

LECTURE_S0 = "[(a_0+a_4)+(a_2+a_6)]+[(a_1+a_5)+(a_3+a_7)]"
ADDRESSES = ["000", "001", "010", "011", "100", "101", "110", "111"]


def application(timeout=30.0):
    """The CubeLab application on the bus, once its window is there."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and app.name == "CubeLab" and app.childCount > 0:
                return app
        time.sleep(0.3)
    sys.exit("CubeLab did not appear on the accessibility bus within %.0f s" % timeout)


def walk(root, limit=20000):
    """Every object below root (depth first), as (object, path of role names)."""
    stack = [(root, [])]
    seen = 0
    while stack and seen < limit:
        obj, path = stack.pop()
        seen += 1
        try:
            role = obj.getRoleName()
            count = obj.childCount
        except Exception:  # an object gone while walking: the window changed
            continue
        here = path + [role]
        yield obj, here
        for i in reversed(range(count)):
            child = obj.getChildAtIndex(i)
            if child is not None:
                stack.append((child, here))


def cube_nodes(app):
    """The object whose children are the cube's nodes, named by their addresses (not the
    partial-results table, whose address cells have those names too)."""
    for obj, _ in walk(app):
        names = []
        try:
            if obj.getRoleName() == "table":
                continue
            names = [obj.getChildAtIndex(i).name for i in range(min(obj.childCount, 64))]
        except Exception:
            continue
        if all(a in names for a in ADDRESSES):
            return obj, {obj.getChildAtIndex(i).name: obj.getChildAtIndex(i) for i in range(obj.childCount)
                         if obj.getChildAtIndex(i).name in ADDRESSES}
    return None, {}


def key(name):
    subprocess.run(["xdotool", "key", "--clearmodifiers", name], check=True)


def check_nodes(app):
    failures = []
    view, nodes = cube_nodes(app)
    if view is None:
        return ["no object has the eight nodes 000 … 111 as children"]
    print("the view: %s %r with %d children" % (view.getRoleName(), view.name, view.childCount))
    for address in ADDRESSES:
        print("  node %s: %s" % (address, nodes[address].description))
    s0 = nodes["000"].description
    if LECTURE_S0 not in s0:
        failures.append("node 000's description does not hold s_0 = %s: %r" % (LECTURE_S0, s0))

    # Page Up to step b), then Page Down: the caption becomes step c)'s and says so.
    names = []

    def heard(event):
        name = event.source.name if event.source is not None else ""
        names.append(name)
        if name.startswith("c)"):
            pyatspi.Registry.stop()

    key("Prior")
    time.sleep(1.0)
    pyatspi.Registry.registerEventListener(heard, "object:property-change:accessible-name")
    GLib.timeout_add(500, lambda: key("Next") and False)
    GLib.timeout_add(8000, lambda: pyatspi.Registry.stop() and False)
    pyatspi.Registry.start()
    pyatspi.Registry.deregisterEventListener(heard, "object:property-change:accessible-name")
    caption = [n for n in names if n.startswith("c)")]
    if not caption:
        failures.append("after Page Down no object's name changed to step c)'s caption; heard %r" % names[:10])
    else:
        print("heard: %s" % caption[0])
    return failures


# The items of a table, list or tree are named by their text, and an empty cell is
# legitimately empty: the widgets around them are what must be named.
ITEM_ROLES = {"table cell", "list item", "tree item", "table column header", "table row header"}


def extents(obj):
    """Where the object is on the screen: x, y, width, height."""
    try:
        e = obj.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        return "%d,%d %dx%d" % (e.x, e.y, e.width, e.height)
    except Exception:
        return "?"


def on_screen(obj):
    """Whether any of the object lies on the screen (a widget Qt keeps out of sight, such as a
    page a user cannot reach, lies wholly at negative coordinates)."""
    try:
        e = obj.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    except Exception:
        return True
    return e.x + e.width > 0 and e.y + e.height > 0


def child_names(obj):
    try:
        return [obj.getChildAtIndex(i).getRoleName() + " " + repr(obj.getChildAtIndex(i).name)
                for i in range(min(obj.childCount, 3))]
    except Exception:
        return []


def check_names(app):
    unnamed = []
    for obj, path in walk(app):
        if path[-1] in ITEM_ROLES:
            continue
        try:
            states = obj.getState()
            focusable = states.contains(pyatspi.STATE_FOCUSABLE)
            showing = states.contains(pyatspi.STATE_SHOWING) and states.contains(pyatspi.STATE_VISIBLE)
            name = obj.name
        except Exception:
            continue
        if focusable and showing and not name.strip() and on_screen(obj):
            unnamed.append("%s (description %r, at %s, children %s)" % (
                " > ".join(path[-4:]), obj.description, extents(obj), child_names(obj)))
    checked = sum(1 for _ in walk(app))
    print("objects read: %d; focusable and showing without a name: %d" % (checked, len(unnamed)))
    return ["a focusable object without a name: " + u for u in unnamed]


def main():
    if len(sys.argv) != 2 or sys.argv[1] not in ("nodes", "names"):
        sys.exit("usage: atspi_check.py nodes|names")
    app = application()
    failures = check_nodes(app) if sys.argv[1] == "nodes" else check_names(app)
    for failure in failures:
        print("FAILED: " + failure)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
