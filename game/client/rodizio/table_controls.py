"""The human's controls at a Rodízio table, a part of `TableFlow`: intents
to plate and card focus, the mouse over plates and a free choice's cards,
confirm (refused with the rules core's reason) and the Hint key."""
from __future__ import annotations

from game.client.rodizio import board_view as bv
from game.client.rodizio import hint as hints
from game.client.rodizio.table_model import PLATE_KEYS
from game.rules import rodizio as R


class HumanControls:
    """Mixed into `TableFlow` (its state, sprites, model, geometry, focus
    and the shared `FlowBase` steps: ``_handle_table``, ``_refuse``,
    ``_attempt``, ``request_hint``)."""

    def handle(self, name: str, pos: tuple[int, int] | None = None) -> bool:
        """React to one intent; True if it was used."""
        used = self._handle_table(name)
        if used is not None:
            return used
        choosing = self.state_json["pending"] is not None
        if name in ("left", "right", "up", "down"):
            if choosing:
                self._move_card_focus(name)
            else:
                self._move_plate_focus(name)
            self.sound("move")
            return True
        if name == "point" and pos is not None:
            return self._hover(pos)
        if name == "click" and pos is not None:
            if self._hover(pos):
                self._confirm()
                return True
            empty = None if choosing else self._empty_plate_at(pos)
            if empty is not None:   # not focusable, but a click on it still hears why
                self._refuse(hints.explain_plate(self.state_json, R.legal_actions(self.state), empty))
                return True
            return False
        if name == "confirm":
            self._confirm()
            return True
        if name == "hint":
            self.request_hint()
            return True
        return False

    def plate_hit_rect(self, p: int) -> bv.Rect:
        rects = [tuple(int(v) for v in self.sprites[k].rect)
                 for k in [PLATE_KEYS[p], *self.model.plates[p]] if k in self.sprites]
        if not rects:
            return self.geo[f"plate_{p}"]
        x0 = min(r[0] for r in rects)
        y0 = min(r[1] for r in rects)
        x1 = max(r[0] + r[2] for r in rects)
        y1 = max(r[1] + r[3] for r in rects)
        return (x0 - 6, y0 - 6, x1 - x0 + 12, y1 - y0 + 12)

    def lifted_rect(self) -> bv.Rect | None:
        """Where the focused card of a free choice is drawn: pulled out of
        its column across the way it grows (down out of a column running
        sideways, toward the table's free lower half; left out of one
        running down) so it reads whole; None when no such card is shown.
        The renderer draws it there and a click there picks it."""
        pend = self.pending_plate
        cid = self.focus_card
        if self.phase != "human" or pend is None or cid is None or cid not in self.sprites:
            return None
        x, y, w, h = (int(v) for v in self.sprites[cid].rect)
        if self.geo.column_direction(pend)[1] == 0:
            return (x, y + int(h * 0.45), w, h)
        return (x - int(w * 0.6), y - 6, w, h)

    def _hover(self, pos: tuple[int, int]) -> bool:
        sj = self.state_json
        lifted = self.lifted_rect()
        if lifted is not None and bv.contains(lifted, pos):
            # The pulled-out card lies over its neighbours' places.
            return True
        if sj["pending"]:
            for cid in reversed(self.model.plates[sj["pending"]["plate"]]):
                sp = self.sprites.get(cid)
                if sp is not None and bv.contains(tuple(sp.rect), pos):
                    if self.focus_card != cid:
                        self.focus_card = cid
                    return True
            return False
        for p in self._served_plates():
            if bv.contains(self.plate_hit_rect(p), pos):
                self.focus_plate = p
                return True
        return False

    def _served_plates(self) -> list[int]:
        """The plates with pizzas on them: the focus never rests on an
        empty plate (nothing there to choose or to read)."""
        plates = self.state_json["plates"]
        return [p for p in range(3) if plates[p]]

    def _empty_plate_at(self, pos: tuple[int, int]) -> int | None:
        return next((p for p in range(3) if p not in self._served_plates()
                     and bv.contains(self.plate_hit_rect(p), pos)), None)

    def _move_plate_focus(self, direction: str) -> None:
        """Left/right walk the plates in screen order (left to right,
        wrapping), up/down top to bottom, so every plate is reachable with
        one key whatever the triangle's shape in the map — every plate with
        pizzas: an empty one is passed over."""
        centres = {p: bv.center(self.geo[f"plate_{p}"]) for p in range(3)}
        axis = 0 if direction in ("left", "right") else 1
        order = sorted(range(3), key=lambda p: (centres[p][axis], centres[p][1 - axis], p))
        step = 1 if direction in ("right", "down") else -1
        served = self._served_plates()
        i = order.index(self.focus_plate)
        for k in range(1, 4):   # the next plate that has pizzas (empty ones are passed over)
            p = order[(i + step * k) % 3]
            if p in served:
                self.focus_plate = p
                return

    def _move_card_focus(self, direction: str) -> None:
        sj = self.state_json
        stack = [c["id"] for c in sj["plates"][sj["pending"]["plate"]]]
        if not stack:
            return
        i = stack.index(self.focus_card) if self.focus_card in stack else len(stack) - 1
        ux, uy = self.geo.column_direction(sj["pending"]["plate"])
        # toward the top card: the key the column grows along, and the
        # other axis's forward key (down for a sideways column, right for
        # one running down)
        fwd = (("right" if ux > 0 else "left"), "down") if uy == 0 else (("down" if uy > 0 else "up"), "right")
        i = (i + (1 if direction in fwd else -1)) % len(stack)
        self.focus_card = stack[i]

    def focused_action(self) -> tuple[dict | None, tuple | None]:
        """The action the focus points at and why the rules refuse it (None
        if they allow it); no action while a free choice has no focused card."""
        sj = self.state_json
        legal = R.legal_actions(self.state)
        if sj["pending"]:
            if self.focus_card is None:
                return None, None
            action = {"type": "choose", "card": self.focus_card}
            return action, hints.explain_card(sj, legal, self.focus_card)
        action = {"type": "distribute", "plate": self.focus_plate}
        return action, hints.explain_plate(sj, legal, self.focus_plate)

    def _confirm(self) -> None:
        action, why = self.focused_action()
        if action is None:
            return
        if why is not None:
            self._refuse(why)
            return
        self._attempt(action, hints.why_not)
