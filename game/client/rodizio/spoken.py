"""What narration says about the Rodízio table besides its log and prompt
(game.client.access.narrate_table): whose turn it is (the HUD's words), the
standing panel's lines when the memory aid shows them (who is 1st and 2nd,
what you need: the score as the table shows it), and at the end every
diner's total as the reveal shows them — each said again whenever it
changes. Without the memory aid the running totals are not said: the table
does not show them either (rule book §9).

``status(renderer)`` -> [(name, sentence), ...], in the order said."""
from __future__ import annotations

from typing import Any


def status(renderer: Any) -> list[tuple[str, str]]:
    flow = renderer.flow
    text = renderer.app.text
    out: list[tuple[str, str]] = []
    over = flow.phase == "over"   # the animated end (the rules end earlier, before the last moves are shown)
    if not flow.model.deck:
        lines = renderer.standing_lines() if getattr(renderer, "show_standing", True) else []
        if lines:
            out.append(("standing", " ".join(lines)))
        if over:
            tallies = renderer.diners.tallies()
            items = [text.tr("access.score", who=renderer.name(t.actor), n=t.total) for t in tallies]
            out.append(("scores", text.tr("access.scores", scores=text.tr("access.list_sep").join(items))))
    if flow.model.deck:
        turn = text.tr("rodizio.hud.dealing")
    elif over:
        turn = text.tr("rodizio.hud.game_over")
    elif flow.current_actor is not None:
        turn = renderer.tr(("rodizio.hud.turn", {"who": flow.actor_label(flow.current_actor, True)}))
    else:
        turn = None
    if turn:
        out.append(("turn", turn))
    return out
