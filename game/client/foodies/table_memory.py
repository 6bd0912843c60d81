"""The Foodies table's §8 memory (docs/client-foodies.md): which cards the
picture may show as known — the cards every seat can place (rule book §8,
``observe``'s memory) in the last settled state and in the current one, so a
hidden card is never shown and a card drawn from a known place turns face up
only once its animation is over. A part of ``TableFlow`` (a mixin: the flow
keeps ``_memory_aid``, ``_public_at``, ``_settled`` and ``_memory_shown``)."""
from __future__ import annotations

from typing import Any

from game.rules import foodies as F


class MemoryView:
    @property
    def memory_on(self) -> bool:
        """Whether the table shows the §8 memory to the human
        (docs/client-foodies.md): not with no human at the table (demo), nor
        when the player turned the memory aid off in Settings."""
        return bool(self.config.humans) and bool(self._memory_aid())

    def _public_of(self, state: Any) -> tuple[frozenset[int], frozenset[int]]:
        """What every seat knows in ``state`` (rule book §8, ``observe``'s
        memory): the ingredient ids it can place (known deck positions,
        known cards in hands, the used pile), and of those the ones in
        hands. Cached for the last state asked about."""
        if not self.memory_on:
            return frozenset(), frozenset()
        if self._public_at[0] is state:
            return self._public_at[1]
        obs = F.observe(state, self.viewer if self.viewer is not None else 0)
        held = frozenset(c["id"] for hand in obs["hands_seen"] for c in hand)
        ids = {e["card"]["id"] for e in obs["deck_seen"] if "card" in e}
        ids.update(c["id"] for c in obs["used"])
        self._public_at = (state, (frozenset(ids) | held, held))
        return self._public_at[1]

    def known_cards(self) -> frozenset[int]:
        """Cards the picture may show as known *now*: public both in the
        last settled state and in the current one. The picture lags the
        state during an animation; a card public at both ends was public all
        along (a card becomes public only by leaving a hand face up, and
        stops being public only when shuffled under), so this never shows a
        hidden card."""
        if not self.memory_on:
            return frozenset()
        return self._settled[1][0] & self._public_of(self.state)[0]

    def known_held(self) -> frozenset[int]:
        """The known cards the picture shows face up in a hand: known to be
        in a hand when the picture last settled, so a card drawn from a
        known place turns face up only once its animation is over
        (``_settle_memory``)."""
        return self._settled[1][1] & self.known_cards()

    def coming_up(self, limit: int = 5) -> tuple[list[int], int]:
        """The known top of the deck as the picture shows it (top first, at
        most ``limit``) and how many more known cards lie below; nothing
        when the top card is hidden."""
        return self.model.coming_up(self.known_cards(), limit)

    def _settle_memory(self) -> None:
        """The animation is over: take the new state's memory (cards drawn
        from a known place turn face up in their hand now). The memory aid
        turned on or off in Settings mid-game takes effect here too, at
        once, but never during an animation."""
        if self.timeline.busy:
            return
        on = self.memory_on
        toggled, self._memory_shown = on != self._memory_shown, on
        if not on:
            if toggled:
                self.retarget(0.0)
            return
        if self._settled[0] is self.state and not toggled:
            return
        before = self.known_held()
        self._settled = (self.state, self._public_of(self.state))
        if toggled:
            self.retarget(0.0)
        elif self.known_held() != before:
            self.retarget(0.0 if self.timeline.instant else self._scaled(0.3))
