"""What narration says about the Foodies table besides its log and prompt
(game.client.access.narrate_table): whose turn it is, the round, and the
scores — the words the HUD and the scoreboards show — each said again
whenever it changes.

``status(renderer)`` -> [(name, sentence), ...], in the order said."""
from __future__ import annotations

from typing import Any


def status(renderer: Any) -> list[tuple[str, str]]:
    flow = renderer.flow
    text = renderer.app.text
    out: list[tuple[str, str]] = []
    st = flow.state
    total = st.round if st.over else st.round + -(-len(st.recipe_deck) // 3)
    out.append(("round", text.tr("foodies.hud.round", n=flow.model.round, total=total)))
    scores = list(flow.model.scores)
    if scores:
        items = [text.tr("access.score", who=renderer.names.short(seat), n=n) for seat, n in enumerate(scores)]
        out.append(("scores", text.tr("access.scores", scores=text.tr("access.list_sep").join(items))))
    if flow.phase == "over":   # the animated end (the rules end before the last moves are shown)
        out.append(("turn", text.tr("foodies.hud.game_over")))
    elif flow.current_actor is not None:
        out.append(("turn", renderer.names.tr(("foodies.hud.turn", {"who": flow.current_actor}))))
    return out
