"""The Rodízio table's effects: a spicy flash with its words, the chosen
plate's glow, the ring round the pizza about to be eaten, and the
particles. A part of the renderer (``TableRenderer.effects``)."""
from __future__ import annotations

import math
from typing import Any

import pygame

from game.client import theme
from game.client.rodizio import board_view as bv

# The palette's cues (changed in place by the colour-vision setting: theme.set_palette).
GLOW_BAD = theme.GLOW_BAD
SPICE_COLORS = {"free": theme.SPICE_FREE, "double": theme.SPICE_DOUBLE}


class EffectsPainter:
    def __init__(self, r: Any) -> None:
        self.r = r

    def rect(self) -> pygame.Rect | None:
        """Where the effects and particles draw (None: anywhere — a spicy
        flash's words)."""
        flow = self.r.flow
        rects = []
        for e in flow.effects:
            if e.kind == "spicy":
                return None
            if e.kind == "chosen":
                rects.append(pygame.Rect(flow.geo[f"plate_{e.data['plate']}"]).inflate(24, 24))
            elif e.kind == "aim":
                sp = flow.sprites.get(e.data["card"])
                if sp is not None:
                    rects.append(pygame.Rect([int(v) for v in sp.rect]).inflate(30, 30))
        for p in flow.particles:
            s = int(p.size) + 3
            rects.append(pygame.Rect(int(p.x) - s, int(p.y) - s, 2 * s + 1, 2 * s + 1))
        if not rects:
            return pygame.Rect(0, 0, 0, 0)
        return rects[0].unionall(rects[1:])


    def draw(self, surface: pygame.Surface, tick: int) -> None:
        flow = self.r.flow
        geo = flow.geo
        for e in flow.effects:
            if e.kind == "spicy":
                area = pygame.Rect(flow.plate_hit_rect(e.data["plate"])).inflate(60, 60)
                a = int(170 * math.sin(math.pi * e.progress))
                col = SPICE_COLORS.get(e.data["spice"], GLOW_BAD)
                flash = pygame.Surface(area.size, pygame.SRCALPHA)
                for i in range(5):
                    rr = flash.get_rect().inflate(-i * 18, -i * 14)
                    pygame.draw.ellipse(flash, (*col, max(0, a - i * 25)), rr)
                surface.blit(flash, area, special_flags=0)
                label = self.r.app.text.tr(f"rodizio.spicy.{e.data['spice']}")
                k = 1 + 0.25 * math.sin(math.pi * min(1.0, e.progress * 2))
                size = int(30 * k)
                # on the landing plate itself, in the triangle: clear of every score box
                at = bv.center(geo.plate_rect(e.data["plate"]))
                self.r.app.text.draw(surface, label, size, theme.WHITE, (int(at[0]), int(at[1])),
                                   "center", role="display", shadow=theme.TOMATO_DARK)
            elif e.kind == "chosen":
                r = pygame.Rect(geo[f"plate_{e.data['plate']}"]).inflate(20, 20)
                a = int(200 * (1 - e.progress))
                glow = pygame.Surface(r.size, pygame.SRCALPHA)
                pygame.draw.rect(glow, (*theme.MUSTARD_LIGHT, a), glow.get_rect(), 6, border_radius=18)
                surface.blit(glow, r)
            elif e.kind == "aim":  # the pizza about to be eaten, ringed on its plate before it flies
                sp = flow.sprites.get(e.data["card"])
                if sp is not None:
                    r = pygame.Rect([int(v) for v in sp.rect]).inflate(14, 14)
                    pygame.draw.rect(surface, theme.TOMATO, r, 4 + int(3 * theme.pulse(tick, 24)), border_radius=10)
        for p in flow.particles:
            fade = 1 - p.t / p.life
            s = max(1, int(p.size * fade + 1))
            pygame.draw.circle(surface, p.color, (int(p.x), int(p.y)), s)
