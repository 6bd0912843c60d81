"""How a script drives the App (the tests, the tools, the ``--frames``
runs): raw events and intents posted for the next frame, the last logical
frame saved as a PNG."""
from __future__ import annotations

from pathlib import Path

import pygame

from game.client.intents import Intent


class Harness:
    """Mixed into `game.client.app.App` (its ``_posted_events``,
    ``_posted_intents``, ``screen``, ``_stale`` and ``_render``)."""

    def post_event(self, event: pygame.event.Event) -> None:
        """Feed a raw event through the input mapper at the next frame."""
        self._posted_events.append(event)

    def post_intent(self, intent: Intent | str) -> None:
        """Deliver an intent (or intent name) to the top scene at the next frame."""
        if isinstance(intent, str):
            intent = Intent(intent, device="script")
        self._posted_intents.append(intent)

    def save_screenshot(self, path: str | Path) -> None:
        """Save the last logical frame as PNG (parents created)."""
        if self._stale:
            self._render()
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.screen, str(path))
