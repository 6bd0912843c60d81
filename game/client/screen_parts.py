"""Drawing pieces shared by the framework scenes."""
from __future__ import annotations

import pygame

from game.client import layout_audit, theme
from game.client.input_mapper import KEY_CAPS

BAR_H = 44


def _arrow_cap(surface: pygame.Surface, rect: pygame.Rect, vertical: bool | None) -> None:
    """A key cap with two arrow triangles (up/down, or left/right), or
    ``vertical=None``: four (all the directions)."""
    cx, cy = rect.center
    c = theme.INK
    if vertical is None:
        for dx, dy in ((0, -1), (0, 1), (-1, 0), (1, 0)):
            tip = (cx + 16 * dx, cy + 13 * dy)
            base = (cx + 8 * dx, cy + 6 * dy)
            wing = (abs(dy) * 5, abs(dx) * 5)
            pygame.draw.polygon(surface, c, [tip, (base[0] - wing[0], base[1] - wing[1]),
                                             (base[0] + wing[0], base[1] + wing[1])])
        return
    if vertical:
        pygame.draw.polygon(surface, c, [(cx - 13, cy - 2), (cx - 3, cy - 2), (cx - 8, cy - 10)])
        pygame.draw.polygon(surface, c, [(cx + 3, cy + 2), (cx + 13, cy + 2), (cx + 8, cy + 10)])
    else:
        pygame.draw.polygon(surface, c, [(cx - 3, cy - 6), (cx - 3, cy + 6), (cx - 13, cy)])
        pygame.draw.polygon(surface, c, [(cx + 3, cy - 6), (cx + 3, cy + 6), (cx + 13, cy)])


#: A direction's bar entry stands for its pair of keys; "arrows" for all four
#: (one "Move" where up/down and left/right both move the focus).
DIRECTION_PAIRS = {"up": ("up", "down"), "down": ("up", "down"),
                   "left": ("left", "right"), "right": ("left", "right"),
                   "arrows": ("up", "down", "left", "right")}


def draw_prompts(surface: pygame.Surface, app, pairs: list[tuple[str, str]],
                 y: int | None = None) -> None:
    """See ``draw_prompts_at`` (the size grown with the Text size setting)."""
    draw_prompts_at(surface, app, pairs, y, None)


def draw_prompts_at(surface: pygame.Surface, app, pairs: list[tuple[str, str]],
                    y: int | None, size: int | None) -> None:
    """A bottom bar of "[key] action" hints for the device last used.

    `pairs` are (intent name, translation key of the action). A direction
    draws an arrow icon (up/down or left/right; "arrows": all four) while
    its keys are the arrow keys or the D-pad; rebound ("I/K") it names the
    keys, so the bar never shows arrows that do nothing. An intent of None
    is a sentence with no key cap (what to do is not a key: "Wait 5 s to
    cancel")."""
    y = y if y is not None else surface.get_height() - BAR_H // 2
    # grown with the Text size setting as far as the bar's height allows
    # (the screens above keep clear of a bar of BAR_H), then shrunk to the width
    if size is None:
        size = min(app.text.reading_size(22), 30)
    device = app.input.last_device
    items = []
    for intent, key in pairs:
        vertical = None if intent == "arrows" else intent in ("up", "down")
        if intent is None:
            cap = None
        elif intent in DIRECTION_PAIRS and device != "mouse":
            pair = DIRECTION_PAIRS[intent]
            # pygame names the arrow keys as the directions: KEY_CAPS["up"] is "↑"
            arrows = all(app.input.prompt(i) in (KEY_CAPS[i], app.input.translate("D-pad")) for i in pair)
            cap = "" if arrows else " ".join(app.input.prompt_pair(*pair[i:i + 2])
                                             for i in range(0, len(pair), 2))
        elif intent == "arrows":
            cap = app.input.prompt("up")
        else:
            cap = app.input.prompt(intent)
        items.append((cap, key if intent is None else app.text.tr(key), vertical))
    if app.text.rtl:
        items.reverse()
    gap = 34
    parts = []
    total = 0
    text = app.text
    for cap, label, vertical in items:
        cap_w = -8 if cap is None else 34 if not cap else text.width(cap, size, "bold") + 20
        if cap == "" and vertical is None:
            cap_w = 40
        w = cap_w + 8 + text.width(label, size, "bold")
        parts.append((cap, label, w, cap_w, vertical))
        total += w
    total += gap * (len(parts) - 1)
    room = surface.get_width() - 40
    if total > room and size > 14:   # too wide at this size: a smaller one (the same items)
        return draw_prompts_at(surface, app, pairs, y, size - 2)
    bar = pygame.Surface((surface.get_width(), BAR_H), pygame.SRCALPHA)
    bar.fill((*theme.SHADOW, 170))
    surface.blit(bar, (0, y - BAR_H // 2))
    layout_audit.mark(surface, "prompt bar", pygame.Rect(0, y - BAR_H // 2, surface.get_width(), BAR_H), "panel")
    x = (surface.get_width() - total) // 2
    rtl = text.rtl
    for cap, label, w, cap_w, vertical in parts:
        # LTR: [key] label; RTL mirrors each pair: label [key].
        key_x = x + w - cap_w if rtl else x
        key_rect = pygame.Rect(key_x, 0, max(0, cap_w), 30)
        key_rect.centery = y
        if cap is not None:
            pygame.draw.rect(surface, theme.CREAM, key_rect, border_radius=8)
            pygame.draw.rect(surface, theme.MUSTARD, key_rect, width=2, border_radius=8)
            if not cap:
                _arrow_cap(surface, key_rect, vertical)
            else:
                text.draw(surface, cap, size, theme.INK, key_rect.center, "center", role="bold")
        if cap is None:   # a sentence alone
            text.draw(surface, label, size, theme.CREAM, (x + w, y) if rtl else (x, y),
                      "midright" if rtl else "midleft", role="bold")
        elif rtl:
            text.draw(surface, label, size, theme.CREAM, (key_rect.left - 8, y), "midright", role="bold")
        else:
            text.draw(surface, label, size, theme.CREAM, (key_rect.right + 8, y), "midleft", role="bold")
        x += w + gap


def draw_title(surface: pygame.Surface, app, text: str, center: tuple[int, int], size: int = 64,
               color=theme.MUSTARD, outline=theme.CHOCOLATE) -> pygame.Rect:
    """Bold arcade title: thick outline plus a drop shadow."""
    t = app.text
    d = max(3, size // 18)
    x, y = center
    with layout_audit.copies():  # its shadow and outline: the text itself is checked
        t.draw(surface, text, size, theme.SHADOW, (x, y + d * 3), "center", role="display")
        for dx in range(-d, d + 1, max(1, d)):
            for dy in range(-d, d + 1, max(1, d)):
                if dx or dy:
                    t.draw(surface, text, size, outline, (x + dx, y + dy), "center", role="display")
    return t.draw(surface, text, size, color, center, "center", role="display")


def draw_board(surface: pygame.Surface, app, title: str, size: tuple[int, int] = (880, 624), top: int = 30,
               title_y: int = 96, title_size: int = 64) -> pygame.Rect:
    """The settings screens' look: the tablecloth, a chocolate board with a
    mustard edge, the title on it. Returns the board's rect."""
    surface.blit(theme.tablecloth(), (0, 0))
    board = pygame.Rect((0, 0), size)
    board.midtop = (app.SIZE[0] // 2, top)
    theme.panel(surface, board, fill=(*theme.CHOCOLATE, 235), border=theme.MUSTARD, radius=30,
                border_width=6, shadow=12)
    draw_title(surface, app, title, (app.SIZE[0] // 2, title_y), size=title_size)
    return board
