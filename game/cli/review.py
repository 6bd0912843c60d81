"""`review FILE [--seat S] [--lang L]`: the AI's review of a recorded game.

FILE is whatever `replay verify` accepts: a save, a replay or a `trace`
file. Every decision of the reviewed seats (``--seat``; default: the
record's human seats, or every seat when none is human) is judged by the
game's coach from that seat's observation at the time
(``game.ai.review``). Prints one JSON object a decision — ``{"ply",
"seat", "action", "best", "loss", "verdict", "why"}``, ``why`` being the
better move's checked reason (or the move's own when it was the best) in
the chosen language, numbers as the window shows them — as each is
judged, then one summary line per reviewed seat ("2 mistakes, 1
inaccuracy: turn 5, …"; prefixed "Seat N: " when several are reviewed).
A file that cannot be read or does not replay, a bad seat or language:
one line on stderr, exit status 2."""
from __future__ import annotations

import json
import sys

from game.cli.args import fail
from game.storage.settings import LANGUAGES as LANGS


def run_review(path: str, seat: int | None, lang: str) -> int:
    if lang not in LANGS:
        return fail(f"unknown language {lang!r} (choose from {', '.join(LANGS)})")
    from game.storage import replays
    from game.storage.jsonio import CorruptFile
    from game.storage.saves import Mismatch
    try:
        rec = replays.load_for_export(path)
    except (CorruptFile, Mismatch) as e:
        return fail(f"cannot review {path}: {e}")
    except RecursionError:
        return fail(f"cannot review {path}: it is nested too deeply")
    except Exception as e:  # noqa: BLE001 — a last resort: one line, never a traceback
        return fail(f"cannot review {path}: {type(e).__name__}: {e}")
    n = len(rec.seats)
    if seat is not None and not 0 <= seat < n:
        return fail(f"--seat must be a seat of the {n}-seat game (0..{n - 1}), got {seat}")
    from game import kits
    from game.ai import review
    from game.kits import coaching
    from game.kits.kit import KitError
    kit = kits.get(rec.game)
    try:
        coach = coaching.coach_module(rec.game)
        hints = kit.part("hint")
    except (ImportError, ValueError, KitError) as e:
        return fail(f"{kit.title} has no coach to review with ({e})")
    humans = [i for i, s in enumerate(rec.seats) if s.get("player") == "human"]
    seats = [seat] if seat is not None else (humans or list(range(n)))
    from game.client.text import Text, localize_digits
    tr = Text(lang).tr

    def text(message) -> str:
        return localize_digits(hints.say(message, tr), lang)

    run = review.Review(coach, kit.rules_module(), rec.initial_state, rec.actions, seats,
                        [s.get("player", "") for s in rec.seats])
    printed = 0
    gen = run.steps()
    while True:
        try:
            next(gen)
        except StopIteration:
            break
        for d in run.decisions[printed:]:
            out = {**d.to_json(), "why": text(hints.message(d.reason))}
            if d.against == "table":  # every move lost against best play: chances against this table
                out["note"] = localize_digits(tr("review.against_table"), lang)
            sys.stdout.write(json.dumps(out, ensure_ascii=False) + "\n")
        printed = len(run.decisions)
    for s in seats:
        line = text(hints.summary_message(review.summarize(run.decisions, s)))
        if len(seats) > 1:
            line = localize_digits(tr("coach.review.seat", n=s + 1, summary=line), lang)
        print(line)
    return 0
