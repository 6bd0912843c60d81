"""Reduce motion (the accessibility setting): one switch the drawing reads.

With ``reduced`` on, card sprites do not glide, arc or flip: each appears
at once where it went and fades in over `FADE` seconds (so the eye still
sees where it landed); particle bursts are not made; pulses and glows are
steady (game.client.theme.pulse); tutorial arrows stop bobbing.
game.client.access sets it from the settings."""
from __future__ import annotations

import pygame

reduced = False
#: The player has left the window alone for a while (App.SETTLE_SECONDS):
#: pulses rest, steady as with reduced motion, so a screen where nothing
#: moves by itself draws nothing at all until the next input.
settled = False
#: Seconds a card fades in where it went (reduced motion).
FADE = 0.22


def set_reduced(on: bool) -> None:
    global reduced
    reduced = bool(on)


def set_settled(on: bool) -> None:
    global settled
    settled = bool(on)


def faded(image: pygame.Surface, alpha: int) -> pygame.Surface:
    """``image`` drawn at ``alpha`` (0..255): a copy, the original untouched."""
    if alpha >= 255:
        return image
    out = image.copy()
    out.set_alpha(max(0, int(alpha)))
    return out
