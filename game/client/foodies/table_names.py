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
        their AI level ("CPU 2", as the log and the recipe labels do).

        The table asks for the same messages every frame (the turn, the
        log, the seats' names): a message whose words cannot change while
        the language and the flow stay — none of its texts names a key or
        a button, which follow the bindings and the device — is kept on the
        renderer."""
        if isinstance(msg, str):
            return self.app.text.tr(msg)
        try:
            memo = (_frozen(msg), short)
        except TypeError:   # a list among its arguments: not kept
            return self._words(msg, short)[0]
        text = self.app.text
        context = (text.language, text.scale, id(self.flow))
        said = self.r.__dict__.get("_said")
        if said is None or said[0] != context or len(said[1]) > 4000:
            said = self.r.__dict__["_said"] = (context, {})
        words = said[1].get(memo)
        if words is None:
            words, fixed = self._words(msg, short)
            if fixed:
                said[1][memo] = words
        return words

    def _words(self, msg: Message, short: bool) -> tuple[str, bool]:
        """``msg``'s words, and whether they are fixed (no key or button named)."""
        key, params = msg
        text = self.app.text
        who = params.get("actor", params.get("who"))
        if isinstance(who, int) and self.flow.actor_label(who)[0] == "foodies.name.you" \
                and text.has(key + "_you"):
            key = key + "_you"      # "You win!", not "You wins!"
        fixed = _fixed(text, key)
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
                v = text.tr("foodies.list_sep").join(
                    text.tr("foodies.count_of", n=n, ing=self.ing(t)) for t, n in v)
            elif k == "level":
                v = text.tr(f"foodies.level.{v}")
            elif isinstance(v, tuple):
                v, inner = self._words(v, False)
                fixed = fixed and inner
            out[k] = v
        return text.tr(key, **out), fixed

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


def _fixed(text: Any, key: str) -> bool:
    """Whether ``key``'s text names no key and no button (its words do not
    follow the bindings or the device)."""
    raw = text.catalog.text(key) or ""
    return "{key_" not in raw and "{button}" not in raw and not text.has(key + ".click")


def _frozen(value: Any) -> Any:
    """``value`` (a message, its arguments) as a hashable key; TypeError
    for what has none (a list)."""
    if isinstance(value, dict):
        return tuple(sorted((k, _frozen(v)) for k, v in value.items()))
    if isinstance(value, tuple):
        return tuple(_frozen(v) for v in value)
    hash(value)
    return value
