#!/usr/bin/python3
"""CubeLab as Orca speaks it: drives the running program with keys alone and reads Orca's
debug log for what Orca said (its "SPEECH OUTPUT" lines) and where its focus went (its
"Changing locusOfFocus" lines) at each press.

    orca_check.py LOG lecture   the lecture's reduce: Page Down, Page Down, Page Down, Page Up,
                                ↓ to node 000, Page Down: each step's caption (and node 000's
                                s_0) is spoken, the focus stays in the cube
    orca_check.py LOG lesson    the lesson's first four scenes with Page Down: each scene's
                                number, title and text; each step's caption; the focus stays
                                where it was (scene 3's question takes none); at scene 3 the
                                student answers with keys alone (F6 to the Exercises panel,
                                Tab to the answer, Return): the verdict and feedback are said
                                once, where the focus goes back to the lesson (its verdict)

Run by tests/a11y/run-atspi, which starts the bus, the X server, a window manager, the speech
server with its dummy output, Orca with its debug log, and the program. Prints what was said;
exits 1 with the reasons when a check fails.
"""

import re
import subprocess
import sys
import time

# An entry of the log: its time, then its text, its further lines indented by 18 spaces.
ENTRY = re.compile(r"^\d\d:\d\d:\d\d\.\d+ - ")
MORE = " " * 18
# "SPEECH OUTPUT: 'text'" and, after the text, the voice it was said in ({…}) where there is one.
SPOKEN = re.compile(r"^\S+ - SPEECH OUTPUT: '(.*)'(?:\s*\{[^{}]*\})?\s*$", re.S)
FOCUS = re.compile(r"^\S+ - ORCA: Changing locusOfFocus from (.*?) to (\[.*\])\. Notify", re.S)


class Orca:
    """Orca's debug log, read as it grows."""

    def __init__(self, path):
        self.path = path
        self.offset = 0
        self.open = []  # the lines of the last entry, which may go on
        self.failures = []

    def read(self):
        """The entries added since the last read: (what was said, where the focus went). A text
        of several lines (a verdict and its feedback) is one entry."""
        with open(self.path, "rb") as log:
            log.seek(self.offset)
            data = log.read()
        # Only whole lines: a line being written is read the next time.
        end = data.rfind(b"\n") + 1
        self.offset += end
        entries, current = [], self.open
        for line in data[:end].decode("utf-8", errors="replace").splitlines():
            if ENTRY.match(line) or not (current and line.startswith(MORE)):
                if current:
                    entries.append("\n".join(current))
                current = [line] if ENTRY.match(line) else []
            else:
                current.append(line[len(MORE):])
        self.open = current
        said, focus = [], []
        for entry in entries:
            if m := SPOKEN.match(entry):
                said.append(m.group(1))
            elif m := FOCUS.match(entry):
                focus.append(m.group(2))
        return said, focus

    # Orca answers in well under a second on an idle machine; on a loaded one (a CI runner,
    # parallel builds) it falls behind by tens of seconds. The deadlines only end a failing run.
    def wait(self, what, timeout=60.0):
        """Waits until what (a function of the lines said and the focus changes so far) holds;
        returns all said and every focus change meanwhile."""
        said, focus = [], []
        deadline = time.monotonic() + timeout
        while True:
            s, f = self.read()
            said += s
            focus += f
            if what(said, focus) or time.monotonic() > deadline:
                return said, focus
            time.sleep(0.1)

    def press(self, key, expected, focus_stays=True, label=None, focus_only_to=None):
        """Presses the key and checks that Orca says every expected text (in one utterance or
        several) and that its focus moved nowhere (when focus_stays), or only to an object
        whose "[role | name" starts with focus_only_to."""
        self.read()  # what was said before belongs to earlier presses
        subprocess.run(["xdotool", "key", "--clearmodifiers", key], check=True)
        found = lambda said, _: all(any(e in s for s in said) for e in expected)
        said, focus = self.wait(found)
        # A little more: what came with the utterance (a late focus event) is read too.
        more_said, more_focus = self.wait(lambda *_: False, timeout=0.6)
        said += more_said
        focus += more_focus
        name = label or key
        show(name, said, focus)
        for e in expected:
            if not any(e in s for s in said):
                self.failures.append("%s: Orca did not say %r; it said %r" % (name, e, said))
        stray = [f for f in focus if not (focus_only_to and f.startswith(focus_only_to))]
        if (focus_stays or focus_only_to) and stray:
            self.failures.append("%s: the focus moved to %s" % (name, ", ".join(stray)))
        return said, focus


    def focus_to(self, key, wanted, most=15):
        """Presses the key until Orca's focus is on an object whose "[role | name]" contains
        wanted (at most most times); False when it never got there."""
        for _ in range(most):
            self.read()
            subprocess.run(["xdotool", "key", "--clearmodifiers", key], check=True)
            said, focus = self.wait(lambda _, focus: bool(focus), timeout=10)
            show(key, said, focus)
            if focus and wanted in focus[-1]:
                return True
        self.failures.append("%s never took the focus to %s" % (key, wanted))
        return False


def show(name, said, focus):
    print("%s:" % name)
    for s in said:
        print("    said: %s" % s)
    for f in focus:
        print("    focus to: %s" % f)


def started(orca, expected):
    """Waits until Orca has spoken the program's window and the expected texts that it says
    on its own when it opens."""
    opened = lambda said, _: any("CubeLab frame" in s for s in said) and \
        all(any(e in s for s in said) for e in expected)
    said, _ = orca.wait(opened, timeout=60)
    print("opened:")
    for s in said:
        print("    said: %s" % s)
    if not opened(said, []):
        sys.exit("Orca did not speak CubeLab's window and %r; it said %r" % (expected, said))
    time.sleep(0.5)
    orca.read()


def check_lecture(orca):
    started(orca, ["Before the first step: every node i holds its input a_i."])
    orca.press("Next", ["a) link 3 (reduce): 100→000, 101→001, 110→010, 111→011."])
    orca.press("Next", ["b) link 2 (reduce): 010→000, 011→001."])
    orca.press("Next", ["c) link 1 (reduce): 001→000.", "Done: only 000 holds the whole result"])
    orca.press("Prior", ["b) link 2 (reduce)"])
    # ↓ gives the focus to node 000, which says its s_i; the next step says caption and s_0.
    orca.press("Down", ["000", "s_0 = [(a_0+a_4)+(a_2+a_6)]"], focus_stays=False)
    orca.press("Next", ["c) link 1 (reduce): 001→000.",
                        "Node 000: s_0 = [(a_0+a_4)+(a_2+a_6)]+[(a_1+a_5)+(a_3+a_7)]"])


def check_lesson(orca):
    started(orca, ["Scene 1 of 12: Results over the data of all processes."])
    # A new scene: its number, title and text, then its step's caption, in one utterance.
    orca.press("Next", ["Scene 2 of 12: Reduce in the binary tree: a) link 3. Tree_UpDo uses",
                        "Before the first step"])
    orca.press("Next", ["a) link 3 (reduce): 100→000, 101→001, 110→010, 111→011."])
    # Scene 3 asks its question; its exercise is the Exercises list's current row, which takes
    # no focus.
    orca.press("Next", ["Scene 3 of 12: b) link 2: predict s_0."])
    answer_wrong(orca)
    # Next from the verdict: the answer revealed, its step played and said.
    orca.press("Next", ["b) link 2 (reduce): 010→000, 011→001."])
    # The verdict goes with its scene, and the keyboard from it to Next; the scene's text is said
    # once, in its notice.
    said, _ = orca.press("Next", ["Scene 4 of 12: c) link 1: only 000 has the result."],
                         focus_only_to="[push button | Next")
    texts = [s for s in said if "In step c) node 001 sends" in s]
    if len(texts) != 1:
        orca.failures.append("Next: scene 4's text was said %d times: %r" % (len(texts), said))
    # Scene 4 starts after b): its caption is b)'s, and the start's is not said on the way.
    if any("Before the first step" in s for s in said):
        orca.failures.append("Next: scene 4 said the start's caption: %r" % said)


def answer_wrong(orca):
    """Scene 3's question answered with keys alone, and wrong: F6 to the Exercises panel (its
    list at the question), Tab to the answer, the answer typed, Return checks it."""
    if not (orca.focus_to("F6", "[list | Exercises]") and orca.focus_to("Tab", "[text |")):
        return
    orca.read()
    subprocess.run(["xdotool", "type", "--delay", "30", "(a_0+a_4)"], check=True)
    orca.wait(lambda *_: False, timeout=1)
    # The focus goes back to the lesson, to its verdict, and nowhere else; the verdict and the
    # checker's feedback are said there, once: not also as a notice.
    verdict = "[label | ✗ Not right yet."
    said, focus = orca.press("Return",
                             ["Not right yet.", "Node 000 holds something else after step b)"],
                             focus_only_to=verdict)
    if not any(f.startswith(verdict) for f in focus):
        orca.failures.append("Return: the keyboard did not go back to the lesson's verdict")
    verdicts = [s for s in said if "Not right yet." in s]
    if len(verdicts) != 1:
        orca.failures.append("Return: the verdict was said %d times: %r" % (len(verdicts), said))


def main():
    if len(sys.argv) != 3 or sys.argv[2] not in ("lecture", "lesson"):
        sys.exit("usage: orca_check.py LOG lecture|lesson")
    orca = Orca(sys.argv[1])
    (check_lecture if sys.argv[2] == "lecture" else check_lesson)(orca)
    for failure in orca.failures:
        print("FAILED: " + failure)
    sys.exit(1 if orca.failures else 0)


if __name__ == "__main__":
    main()
