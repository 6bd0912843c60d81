"""Card sprites for the Rodízio table (the shared gliding/flipping sprite,
``game.client.common.sprites``)."""
from game.client.common.sprites import CardSprite, Rect

__all__ = ["CardSprite", "Rect"]
