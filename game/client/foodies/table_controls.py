"""The human's choice at the Foodies table: focus movement (the action row
mirrored in a right-to-left language), where the controls are and what the
mouse is over, and choosing an action, then its card or recipe — refused
with the rules core's own reason when illegal. A part of ``TableFlow`` (a
mixin: the flow keeps ``mode``, ``focus_action``, ``focus_card``,
``focus_recipe`` and ``rtl``)."""
from __future__ import annotations

from game.client.foodies import hint as hints
from game.client.foodies.geometry import contains
from game.rules import foodies as F

ACTIONS = hints.ACTIONS


class HumanControls:
    def _move(self, d: str) -> None:
        step = 1 if d in ("right", "down") else -1
        if self.mode == "actions":
            if d in ("left", "right"):
                if self.rtl:
                    step = -step
                self.focus_action = (self.focus_action + step) % len(ACTIONS)
        elif self.mode == "serve":
            slots = [i for i, r in enumerate(self.model.menu) if r is not None]
            if slots:
                i = slots.index(self.focus_recipe) if self.focus_recipe in slots else 0
                self.focus_recipe = slots[(i + step) % len(slots)]
        else:
            hand = self.viewer_hand()
            if hand:
                i = hand.index(self.focus_card) if self.focus_card in hand else 0
                self.focus_card = hand[(i + step) % len(hand)]

    def action_rects(self) -> dict[str, tuple[int, int, int, int]]:
        """The Draw / Swap / Serve / Pass buttons (actions mode), or the
        Cancel button while a card or recipe is being picked."""
        x, y, w, h = self.geo["actions"]
        if self.mode in ("swap", "pass", "serve"):
            cw = 200
            return {"cancel": (x + (w - cw) // 2, y + 6, cw, h - 12)}
        if self.mode != "actions":
            return {}
        gap = 10
        bw = (w - gap * (len(ACTIONS) - 1)) // len(ACTIONS)
        order = list(reversed(ACTIONS)) if self.rtl else list(ACTIONS)
        return {k: (x + i * (bw + gap), y + 4, bw, h - 8) for i, k in enumerate(order)}

    def card_rect(self, cid: int) -> tuple:
        """A hand card's rect as drawn (the focused one is lifted)."""
        sp = self.sprites.get(cid)
        if sp is None:
            return (0, 0, 0, 0)
        x, y, w, h = sp.rect
        if cid == self.focus_card and self.mode in ("swap", "pass", "discard"):
            y -= 26
        return (x, y, w, h)

    def _hover(self, pos) -> tuple | None:
        """What the mouse is over (and focus it): ("action", k), ("card", id),
        ("recipe", slot), ("deck",) or None."""
        for k, r in self.action_rects().items():
            if contains(r, pos):
                if k in ACTIONS:
                    self.focus_action = ACTIONS.index(k)
                return ("action", k)
        if self.mode in ("swap", "pass", "discard"):
            for cid in reversed(self.viewer_hand()):
                if contains(self.card_rect(cid), pos):
                    self.focus_card = cid
                    return ("card", cid)
        if self.mode in ("actions", "serve"):
            for slot, rid in enumerate(self.model.menu):
                if rid is not None and contains(self.geo.menu_rect(slot), pos):
                    self.focus_recipe = slot
                    return ("recipe", slot)
        if self.mode == "actions" and contains(self.geo["deck"], pos):
            self.focus_action = 0
            return ("deck",)
        return None

    def _activate(self, hit: tuple) -> None:
        if hit[0] == "action":
            if hit[1] == "cancel":
                self.mode = "actions"
                self.sound("move")
            else:
                self.choose_action(hit[1])
        elif hit[0] == "card":
            self._confirm()
        elif hit[0] == "recipe":
            self.serve(self.model.menu[hit[1]])
        elif hit[0] == "deck":
            self.choose_action("draw")

    def _confirm(self) -> None:
        if self.mode == "actions":
            self.choose_action(ACTIONS[self.focus_action])
        elif self.mode == "serve":
            self.serve(self.model.menu[self.focus_recipe])
        elif self.mode in ("swap", "pass", "discard"):
            if self.focus_card is None:
                return
            self._try({"type": self.mode, "card": self.focus_card})

    def choose_action(self, kind: str) -> None:
        """The player picked an action: do it, or ask for its card / recipe."""
        sj = self.state_json
        legal = F.legal_actions(self.state)
        why = hints.explain_action(kind, sj, legal)
        if why is not None:
            self._refuse(why)
            return
        self.focus_action = ACTIONS.index(kind)
        if kind == "draw":
            self._try({"type": "draw"})
        elif kind == "pass" and not sj["hands"][sj["to_move"]]:
            self._try({"type": "pass", "card": None})
        elif kind == "serve":
            self.mode = "serve"
            ok = hints.servable(legal)
            if self.model.menu[self.focus_recipe] not in ok:
                self.focus_recipe = next(i for i, r in enumerate(self.model.menu) if r in ok)
            self.sound("select")
        else:
            self.mode = kind
            hand = self.viewer_hand()
            if self.hint_action and self.hint_action.get("type") == kind:
                self.focus_card = self.hint_action["card"]
            elif self.focus_card not in hand and hand:
                self.focus_card = hand[0]
            self.sound("select")

    def serve(self, rid: int | None) -> None:
        if rid is None:
            return
        seat = self.state.to_move
        why = hints.explain_recipe(self.state_json, seat, rid, F.legal_actions(self.state))
        if why is not None:
            self._refuse(why)
            return
        self._try({"type": "serve", "recipe": rid})

    def _try(self, action: dict) -> None:
        self._attempt(action, hints.why_not)
