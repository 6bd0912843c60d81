"""The table log shows wrapped messages whole, newest at the bottom."""
from __future__ import annotations

import pygame
import pytest

from game.client.common.draw import log_box, log_lines
from game.client.text import Text


def words(width):
    """A wrapper breaking after ``width`` characters, on spaces."""
    def wrap(m):
        out, cur = [], ""
        for w in m.split(" "):
            if cur and len(cur) + 1 + len(w) > width:
                out.append(cur)
                cur = w
            else:
                cur = f"{cur} {w}" if cur else w
        out.append(cur)
        return out
    return wrap


def test_an_older_wrapped_message_is_dropped_whole_not_cut():
    msgs = ["Hand limit: CPU 2 must put a card under the deck", "CPU 3 drew a card", "You passed"]
    lines = log_lines(msgs, words(20), 4)
    # 3 lines for the first message do not fit beside the two others: it goes,
    # rather than showing "must put a card under the deck" without its start.
    assert [ln for ln, _ in lines] == ["CPU 3 drew a card", "You passed"]
    lines = log_lines(msgs, words(20), 5)
    assert [ln for ln, _ in lines][0] == "Hand limit: CPU 2"
    assert [newest for _, newest in lines] == [False] * 4 + [True]


def test_a_too_long_newest_message_keeps_its_start():
    lines = log_lines(["one two three four five six"], words(8), 2)
    assert lines == [("one two", True), ("three…", True)]


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_log_box_draws_every_line_of_a_wrapped_entry(lang):
    pygame.font.init()
    text = Text(lang)
    surf = pygame.Surface((400, 300), pygame.SRCALPHA)
    area = pygame.Rect(10, 10, 232, 152)
    msgs = [text.tr("foodies.msg.must_discard_hand_limit", actor="CPU 2")] * 3
    drawn = []
    real = text.draw
    text.draw = lambda s, ln, *a, **k: (drawn.append(ln), real(s, ln, *a, **k))[1]
    log_box(surf, text, msgs, area, size=15, lh=19, inset=10, vpad=6, alpha=150, radius=12,
            old_color=(215, 190, 165))
    whole = text.wrap(msgs[0], 15, area.w - 20, "bold")
    assert len(whole) >= 2
    assert drawn[:len(whole)] == whole  # the top entry starts with its first line
    assert len(drawn) % len(whole) == 0
