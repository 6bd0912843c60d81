"""The statistics page's geometry and its row type (shared by the scene,
which scrolls the rows, and the row painters)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

#: Where the page scrolls (under the header, above the prompt bar).
VIEW = pygame.Rect(40, 140, 1200, 530)
HEADER_Y, HEADER_H = 84, 44
OVERVIEW_H = 446
#: The overview's cards: the top row's and the low row's height (at 100 %), the gap under each.
CARD_TOP_H, CARD_LOW_H, CARD_GAP = 220, 210, 16
SECTION_H, SPLIT_H, HISTORY_H = 74, 30, 40
#: The splits table's first column (the split's name).
NAME_W = 260
#: With the text grown, the splits table is two tables: its first this many
#: figure columns (games, wins, streaks), then the others (points, places, the kit's counters).
SPLIT_FIRST = 5
#: The history's columns: (what, width) from the start edge, 12 px in from
#: either side of the view (the Review pill sits at the far end).
HISTORY_COLS = (("date", 170), ("who", 400), ("outcome", 150), ("place", 110), ("points", 120),
                ("replay", 226))
#: Lines the wheel scrolls per notch.
WHEEL_LINES = 3


@dataclass
class Line:
    """One row of the page: its kind (overview, empty, splits_head, split,
    history_head, history), height, whether the cursor stops on it, the
    section it belongs to (its head stays on top while its rows scroll)
    and what it shows."""

    kind: str
    height: int
    focusable: bool
    section: str | None = None
    data: Any = None


def lines_of(tab: Any, scale: float = 1.0) -> list[Line]:
    """The page's rows for a game's tab (`stats_model.Tab`): the overview (or
    the empty page), the splits table, the history. With the Text size
    setting past 100 % (``scale``) the rows grow with their text, and the
    overview's cards take two rows (``data``: the cards' row, "top" — the
    rating and the rolling win rate — or "low": the other charts), each
    one stop of the cursor, so each fits the view whole, and the splits
    table is two (sections "splits" and "splits2", its columns split at
    ``SPLIT_FIRST``) so that its heads and figures grow too."""
    if tab.empty:
        return [Line("empty", OVERVIEW_H if scale == 1.0 else VIEW.h, True)]
    if scale == 1.0:
        lines = [Line("overview", OVERVIEW_H, True, data=("top", "low"))]
    else:
        lines = [Line("overview", round(CARD_TOP_H * scale) + CARD_GAP, True, data=("top",)),
                 Line("overview", round(CARD_LOW_H * scale) + CARD_GAP, True, data=("low",))]
    for section in ("splits",) if scale == 1.0 else ("splits", "splits2"):
        if tab.splits:
            lines.append(Line("splits_head", round(SECTION_H * scale), False, section))
            lines += [Line("split", round(SPLIT_H * scale), True, section, row) for row in tab.splits]
    if tab.history:
        lines.append(Line("history_head", round(SECTION_H * scale), False, "history"))
        lines += [Line("history", round(HISTORY_H * scale), True, "history", e) for e in tab.history]
    return lines
