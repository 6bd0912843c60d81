"""Easing curves (`ease`) for the card sprites' glides.

The one timeline of the client is `game.client.common.timeline.Timeline`
(beats of the rules core's events, played at the speed factor); see
docs/client.md."""
from game.client.anim import ease

__all__ = ["ease"]
