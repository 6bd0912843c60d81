"""Hints at the Foodies table: the Hint button asks the ``normal`` AI
(time-sliced, like an AI turn), then points the controls at its action and
keeps its reason on the table until the player moves. A part of
``TableFlow`` (a mixin: the flow keeps ``hint``, ``hint_action`` and
``hint_why``)."""
from __future__ import annotations

from game.client.foodies import hint as hints
from game.rules import foodies as F

ACTIONS = hints.ACTIONS


class TableHints:
    def request_hint(self) -> None:
        if self.phase != "human":
            return
        if self.hint is not None:
            if self.hint_action is not None:
                self._hint_ready(self.hint_action)
            return
        seat = F.actor(self.state)
        self.hint = hints.request(hints.hint_agent(self._make_agent), F.observe(self.state, seat),
                                  deterministic=self.deterministic)
        self.show_toast(("foodies.hint.thinking", {}))
        act = self.hint.tick(0.0)
        if act is not None:
            self._hint_ready(act)

    def _hint_ready(self, action: dict) -> None:
        """Point the controls at the hinted action and show why (the reason
        stays on the table until the player moves)."""
        self.hint_action = action
        self.hint_why = self.hint.why if self.hint is not None else None
        self.toast = None
        kind = action["type"]
        if kind == "draw":
            self.mode = "actions"
            self.focus_action = 0
        elif kind == "serve":
            self.mode = "serve"
            self.focus_recipe = self.model.menu.index(action["recipe"])
        else:
            cid = action.get("card")
            if kind != "discard":
                self.mode = kind
                self.focus_action = ACTIONS.index(kind)
            if cid is None:
                self.mode = "actions"
                return
            self.focus_card = cid
