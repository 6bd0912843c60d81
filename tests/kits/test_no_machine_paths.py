"""No absolute path of a developer's machine in the shipped code or tools
(docstrings and comments included): they mean nothing on another machine."""
import re

from game.content_root import CONTENT_ROOT

ROOT = CONTENT_ROOT.parent
MACHINE = re.compile(r"(?<![\w.])/(?:work|Users|root|tmp/[A-Za-z])/|(?<![\w.])/home/(?!player/)")


def test_no_absolute_machine_paths():
    found = []
    for path in sorted([*ROOT.glob("game/**/*.py"), *ROOT.glob("tools/**/*.py")]):
        for no, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if MACHINE.search(line):
                found.append(f"{path.relative_to(ROOT)}:{no}: {line.strip()}")
    assert not found, "\n".join(found)
