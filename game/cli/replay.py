"""`python -m game replay verify|export FILE` (saves, replays, traces).

verify: prints `OK: ...` (exit 0) or the first mismatch — an action that
does not replay, a state or result that does not add up (exit 1; a trace
names the line). export: prints the rule-book JSON Lines trace. Input that
cannot be read or is not a valid save, replay or trace (not a regular file,
too large, not JSON, nested too deeply, absurd numbers, an unknown game,
fields of the wrong type, options that do not deal the first state, a
malformed result): one line on stderr, exit 2 — never a traceback."""
from __future__ import annotations

import sys

from game.cli.args import fail
from game.storage.jsonio import CorruptFile


def run_replay(action: str, path: str) -> int:
    from game.storage import replays
    try:
        if action == "verify":
            verdict = replays.verify_file(path)
        else:
            lines = replays.trace_lines(replays.load_for_export(path))
    except CorruptFile as e:
        what = "cannot export" if action == "export" else "cannot verify"
        return fail(f"{what} {path}: {e}")
    except RecursionError:
        return fail(f"cannot {action} {path}: it is nested too deeply")
    except Exception as e:  # noqa: BLE001 — a last resort: one line, never a traceback
        return fail(f"cannot {action} {path}: {type(e).__name__}: {e}")
    if action == "verify":
        print(verdict.message)
        return 0 if verdict.ok else 1
    for line in lines:
        sys.stdout.write(line + "\n")
    return 0
