"""Names and messages on the Foodies table, in the player's language: seats
(with or without their AI level), ingredients, recipes, and the flow's
``(key, params)`` messages with their arguments named."""
from __future__ import annotations

from typing import Any

from game.client.foodies.paint import Part
from game.client.foodies.table_flow import Message
from game.rules.foodies.cards import catalog


class TableNames(Part):
    def ing(self, kind: str) -> str:
        return self.app.text.tr(f"ingredient.{kind}")

    def recipe(self, rid: int) -> str:
        rec = catalog().recipes[rid]
        return self.app.text.tr(rec.key) if self.app.text.has(rec.key) else rec.name

    def tr(self, msg: Message | str, short: bool = False) -> str:
        """A message in the player's language; ``short`` names seats without
        their AI level ("CPU 2", as the log and the recipe labels do)."""
        if isinstance(msg, str):
            return self.app.text.tr(msg)
        key, params = msg
        who = params.get("actor", params.get("who"))
        if isinstance(who, int) and self.flow.actor_label(who)[0] == "foodies.name.you" \
                and self.app.text.has(key + "_you"):
            key = key + "_you"      # "You win!", not "You wins!"
        out: dict[str, Any] = {}
        for k, v in params.items():
            if k in ("actor", "who"):
                v = self.short(v) if short and isinstance(v, int) else self.name(v)
            elif k == "rival":  # the coach names other seats without their level
                v = self.short(v)
            elif k == "recipe":
                v = self.recipe(v)
            elif k == "ing":
                v = self.ing(v)
            elif k == "missing":
                v = self.app.text.tr("foodies.list_sep").join(
                    self.app.text.tr("foodies.count_of", n=n, ing=self.ing(t)) for t, n in v)
            elif k == "level":
                v = self.app.text.tr(f"foodies.level.{v}")
            elif isinstance(v, tuple):
                v = self.tr(v)
            out[k] = v
        return self.app.text.tr(key, **out)

    def name(self, seat: Any) -> str:
        return self.tr(self.flow.actor_label(seat))

    def short(self, seat: int) -> str:
        """A seat's name without the AI level: "You", "Player 2", "CPU 3"."""
        flow = self.flow
        if flow.config.is_human(seat):
            if not flow.hot_seat:
                return self.app.text.tr("foodies.name.you")
            return self.app.text.tr("foodies.name.player", n=seat + 1)
        return self.app.text.tr("foodies.name.cpu", n=seat + 1)
