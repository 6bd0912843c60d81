"""`hint`: the table's hint for one seat of a saved rule-book state.

Prints one JSON object ``{"action": ACTION, "why": "…"}``: the action the
window's Hint button suggests and its reason in the chosen language — the
same functions compute both (the game kit's hint module, ``hint``: the
coach's ``hard`` AI seeded by the observation, the reason the AI's explain
step built as claims the rules core checked; docs/coach.md). Numbers are
written as the window shows them (Persian digits in ``fa``). A missing or corrupt file, a state the rules reject, a bad seat
or language, a finished game or a seat that is not to move: one line on
stderr, exit status 2."""
from __future__ import annotations

import json

from game.cli.args import fail
from game.storage.settings import LANGUAGES as LANGS


def run_hint(game: str, path: str, seat: int, lang: str) -> int:
    if lang not in LANGS:
        return fail(f"unknown language {lang!r} (choose from {', '.join(LANGS)})")
    from game.cli.state_file import StateFileError, seat_to_move
    try:
        _, state, _ = seat_to_move(game, path, seat)
    except StateFileError as e:
        return fail(str(e))
    from game import kits
    hints = kits.get(game).part("hint")
    action, message = hints.hint(state, seat)
    from game.client.text import Text, localize_digits

    text = Text(lang)
    why = localize_digits(hints.say(message, text.tr), lang)
    print(json.dumps({"action": action, "why": why}, ensure_ascii=False))
    return 0
