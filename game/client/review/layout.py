"""Where the review screen puts things (the stepping layout, left to right,
mirrored in a right-to-left language; the summary and working panels) and
the verdicts a mistake jump stops at."""
from __future__ import annotations

import pygame

from game.client import theme

W, H = theme.LOGICAL_SIZE
#: The stepping layout (left to right; mirrored in a right-to-left language).
TABLE = pygame.Rect(0, 0, 960, 540)
SIDE = pygame.Rect(966, 6, 308, 530)
TRACK = pygame.Rect(24, 548, W - 48, 38)
BUTTON_Y, BUTTON_H = 598, 46
STEP_BUTTONS = (("prev_mistake", 220), ("prev", 150), ("next", 150), ("next_mistake", 220), ("summary", 170))
BUTTON_GAP = 12
#: The summary and the working panels.
SUMMARY = pygame.Rect(170, 84, 940, 520)
WORKING = pygame.Rect(290, 220, 700, 250)
#: Verdicts a "mistake" jump stops at.
SLIPS = ("mistake", "inaccuracy")
#: Seconds a refusal note ("no more mistakes that way") stays up.
NOTICE_TIME = 2.0


def mirror(rect: pygame.Rect, rtl: bool) -> pygame.Rect:
    r = pygame.Rect(rect)
    if rtl:
        r.x = W - r.right
    return r
