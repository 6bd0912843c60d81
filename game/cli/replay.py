"""`python -m game replay verify|export FILE` (saves, replays, traces).

verify: prints `OK: ...` (exit 0) or the first mismatch (exit 1; a trace
names the line). export: prints the rule-book JSON Lines trace. A file that
cannot be read at all: one line on stderr, exit 2."""
from __future__ import annotations

import sys

from game.cli.args import fail
from game.storage.jsonio import CorruptFile


def run_replay(action: str, path: str) -> int:
    from game.storage import replays
    try:
        if action == "verify":
            verdict = replays.verify_file(path)
            print(verdict.message)
            return 0 if verdict.ok else 1
        rec = replays.load_for_export(path)
        for line in replays.trace_lines(rec):
            sys.stdout.write(line + "\n")
        return 0
    except CorruptFile as e:
        if action == "export":
            return fail(f"cannot export {path}: {e}")
        return fail(str(e))
