"""Colours and drawing helpers for the arcade look (warm food palette).

All helpers draw deterministically (animation comes from the tick count
passed in), so screenshots are byte-identical between runs."""
from __future__ import annotations

import math

import pygame

from game.client import layout_audit

# Palette: tomato, mustard, cream, chocolate, basil, paprika.
TOMATO = (214, 69, 43)
TOMATO_DARK = (150, 40, 26)
MUSTARD = (244, 181, 44)
MUSTARD_LIGHT = (255, 214, 102)
CREAM = (255, 244, 220)
CHOCOLATE = (59, 31, 20)
CHOCOLATE_LIGHT = (96, 54, 36)
BASIL = (79, 138, 60)
PAPRIKA = (240, 122, 42)
INK = (34, 18, 12)
WHITE = (255, 255, 255)
SHADOW = (20, 8, 4)
DIM = (0, 0, 0, 150)

LOGICAL_SIZE = (1280, 720)

_bg_cache: dict[tuple, pygame.Surface] = {}


def tablecloth(size: tuple[int, int] = LOGICAL_SIZE, cell: int = 48,
               base=(166, 44, 30), stripe=(255, 236, 210, 38)) -> pygame.Surface:
    """A red gingham tablecloth darkening towards the edges (cached)."""
    key = (size, cell, base, stripe)
    surf = _bg_cache.get(key)
    if surf is not None:
        return surf
    w, h = size
    surf = pygame.Surface(size)
    surf.fill(base)
    bands = pygame.Surface(size, pygame.SRCALPHA)
    for x in range(0, w, cell * 2):
        pygame.draw.rect(bands, stripe, (x, 0, cell, h))
    surf.blit(bands, (0, 0))
    bands.fill((0, 0, 0, 0))
    for y in range(0, h, cell * 2):
        pygame.draw.rect(bands, stripe, (0, y, w, cell))
    surf.blit(bands, (0, 0))
    edge = pygame.Surface(size, pygame.SRCALPHA)
    rings = 40
    for i in range(rings):
        inset = i * 7
        alpha = int(110 * (1 - i / rings) ** 2)
        pygame.draw.rect(edge, (30, 8, 4, alpha), (inset, inset, w - 2 * inset, h - 2 * inset), width=7)
    surf.blit(edge, (0, 0))
    _bg_cache[key] = surf
    return surf


def panel(surface: pygame.Surface, rect: pygame.Rect, fill=CREAM, border=CHOCOLATE,
          radius: int = 18, border_width: int = 4, shadow: int = 8) -> None:
    """A rounded card-like panel with a drop shadow."""
    rect = pygame.Rect(rect)
    if shadow:
        sh = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(sh, (*SHADOW, 110), sh.get_rect(), border_radius=radius)
        surface.blit(sh, rect.move(0, shadow))
    if len(fill) == 4:
        body = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(body, fill, body.get_rect(), border_radius=radius)
        surface.blit(body, rect)
    else:
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if border_width:
        pygame.draw.rect(surface, border, rect, width=border_width, border_radius=radius)
    if layout_audit.ACTIVE is not None and (len(fill) == 3 or fill[3] >= 220):
        layout_audit.ACTIVE.occlude(surface, rect)  # the layout audit: this panel hides what lies under it


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((20, 8, 4, alpha))
    surface.blit(veil, (0, 0))


def pulse(tick: int, period_ticks: int = 60) -> float:
    """0..1..0 over `period_ticks` (deterministic focus glow)."""
    return 0.5 - 0.5 * math.cos(2 * math.pi * (tick % period_ticks) / period_ticks)


def focus_ring(surface: pygame.Surface, rect: pygame.Rect, tick: int, radius: int = 16) -> None:
    """The visible focus: a glowing mustard outline that breathes."""
    p = pulse(tick)
    grow = 4 + int(3 * p)
    outer = pygame.Rect(rect).inflate(grow * 2, grow * 2)
    glow = pygame.Surface(outer.inflate(16, 16).size, pygame.SRCALPHA)
    pygame.draw.rect(glow, (*MUSTARD_LIGHT, int(60 + 60 * p)), glow.get_rect(), border_radius=radius + 10)
    surface.blit(glow, outer.inflate(16, 16))
    pygame.draw.rect(surface, MUSTARD, outer, width=5, border_radius=radius + grow)
