"""`hint`: the table's hint for one seat.

The position is a rule-book state (``--state FILE``), a save, replay or
trace at a ply (``--record FILE --ply N``) or the seat's observation
(``--observation FILE``), as for `decide` (`game.cli.state_file`). Prints
one JSON object ``{"action": ACTION, "why": "…"}``: the action the
window's Hint button suggests and its reason in the chosen language — the
same functions compute both (the coach's agent, ``table_hint_agent``,
seeded by the observation; the game kit's hint module's ``why``: the
claims the AI's explain step built, each checked by the rules core;
docs/coach.md). With the seat's memory (a record or an observation) the
answer is the table's; a bare state of a game whose seats remember more
than the state holds (Foodies' §8 cards seen) gets one line on stderr
saying that the hint ignores that memory. Numbers are written as the
window shows them (Persian digits in ``fa``). A missing or corrupt file, a
state the rules reject, a bad seat, ply or language, a finished game or a
seat that is not to move: one line on stderr, exit status 2."""
from __future__ import annotations

import json
import sys

from game.cli.args import fail
from game.storage.settings import LANGUAGES as LANGS


def run_hint(game: str, path: str | None, seat: int, lang: str, record: str | None = None,
             ply: int | None = None, observation: str | None = None) -> int:
    if lang not in LANGS:
        return fail(f"unknown language {lang!r} (choose from {', '.join(LANGS)})")
    from game.cli.state_file import StateFileError, position
    try:
        pos = position(game, seat, state=path, record=record, ply=ply, observation=observation)
    except StateFileError as e:
        return fail(str(e))
    from game import kits
    from game.ai.base import decide
    from game.ai.coach import hint_seed
    from game.kits.coaching import table_hint_agent
    hints = kits.get(game).part("hint")
    try:
        obs = pos.observation
        action = decide(table_hint_agent(game), obs, hint_seed(obs))
        message = hints.why(obs, action)
    except Exception as e:  # noqa: BLE001 — an untrusted observation: one line, never a traceback
        return fail(f"cannot hint from this observation ({type(e).__name__}: {e})")
    from game.client.text import Text, localize_digits

    text = Text(lang)
    why = localize_digits(hints.say(message, text.tr), lang)
    print(json.dumps({"action": action, "why": why}, ensure_ascii=False))
    if pos.note:  # after the answer: an output that cannot be written stays one line
        sys.stdout.flush()
        print(pos.note, file=sys.stderr)
    return 0
