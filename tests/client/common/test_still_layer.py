"""game.client.common.still_layer: a frame drawn through the layer has the
same pixels as its steps drawn one by one, frame after frame, whatever
moves, changes, appears or leaves — and the still part is painted once,
not every frame."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from game.client import layout_audit
from game.client.common.still_layer import StillLayer, Step

SIZE = (160, 120)


def _surface() -> pygame.Surface:
    if not pygame.display.get_init():
        pygame.display.init()
    s = pygame.Surface(SIZE)
    s.fill((12, 34, 56))
    return s


def _paint(kind: int, rect: tuple, colour: tuple):
    """A few kinds of drawing whose pixels depend on what is under them
    (translucent blits) or not (opaque shapes)."""
    r = pygame.Rect(rect)

    def paint(surface: pygame.Surface) -> None:
        if kind == 0:
            pygame.draw.rect(surface, colour[:3], r, border_radius=5)
        elif kind == 1:
            veil = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (*colour[:3], 120), veil.get_rect(), border_radius=7)
            surface.blit(veil, r)
        elif kind == 2:
            pygame.draw.circle(surface, colour[:3], r.center, max(1, min(r.w, r.h) // 2), 2)
        else:
            pygame.draw.rect(surface, colour[:3], r, 3)
    return paint


rects = st.tuples(st.integers(-20, 150), st.integers(-20, 110), st.integers(1, 70), st.integers(1, 60))
colours = st.tuples(st.integers(0, 255), st.integers(0, 255), st.integers(0, 255))
#: one step: (still?, kind, rect, colour, a ring (list of rects) instead of a rect?, ground?)
steps = st.tuples(st.booleans(), st.integers(0, 3), rects, colours, st.booleans(), st.booleans())
#: a frame: the steps of a fixed scene with some of them changed, live or gone
frames = st.lists(st.lists(steps, min_size=1, max_size=9), min_size=1, max_size=6)


def _steps(spec: list) -> list[Step]:
    out = []
    for i, (still, kind, rect, colour, ring, ground) in enumerate(spec):
        paint = _paint(kind, rect, colour)
        r = pygame.Rect(rect).inflate(6, 6)
        bound = [r.inflate(-2, -2).clip(r), r] if ring else r   # a list of rects is allowed too
        key = (i, kind, rect, colour) if still else None
        out.append(Step(key, bound, paint, ground and still))
    return out


@settings(max_examples=120, deadline=None)
@given(frames)
def test_every_frame_has_the_pixels_of_its_steps_drawn_in_turn(scene):
    layer = StillLayer()
    for spec in scene:
        expected, got = _surface(), _surface()
        for step in _steps(spec):
            step.paint(expected)
        layer.draw(got, _steps(spec))
        assert pygame.image.tobytes(got, "RGB") == pygame.image.tobytes(expected, "RGB")


def test_the_still_part_is_painted_once_and_a_change_repaints_only_its_area():
    painted: list[str] = []

    def paint(name: str, rect: tuple, colour: tuple):
        inner = _paint(0, rect, colour)
        return lambda s: (painted.append(name), inner(s))

    def scene(moved_x: int, badge: str) -> list[Step]:
        return [Step(("cloth",), None, paint("cloth", (0, 0, 160, 120), (90, 20, 20)), True),
                Step(("card", 1), (10, 10, 30, 40), paint("card 1", (10, 10, 30, 40), (240, 240, 200))),
                Step(None, (moved_x, 60, 30, 40), paint("flying", (moved_x, 60, 30, 40), (200, 200, 255))),
                Step(("badge", badge), (120, 10, 30, 20), paint("badge", (120, 10, 30, 20),
                                                                 (0, 0, 0) if badge == "a" else (9, 9, 9)))]
    layer = StillLayer()
    for x in range(5):
        layer.draw(_surface(), scene(40 + x, "a"))
    assert painted.count("cloth") == 1 and painted.count("card 1") == 1 and painted.count("flying") == 5
    painted.clear()
    layer.draw(_surface(), scene(45, "b"))   # the badge changes: its area only
    assert "card 1" not in painted and painted.count("badge") == 1 and layer.repaints == 1


def test_while_the_layout_audit_records_every_step_is_drawn_on_the_surface():
    seen: list[int] = []
    surface = _surface()
    with layout_audit.recording():
        StillLayer().draw(surface, [Step(("a",), (0, 0, 5, 5), lambda s: seen.append(id(s)))])
    assert seen == [id(surface)]


#: fills and translucent blits only: pygame-ce outlines a square rect's
#: *clipped* rect (an edge along the clip), which no table step draws
fills = st.tuples(st.booleans(), st.integers(0, 1), rects, colours, st.booleans(), st.booleans())


@settings(max_examples=120, deadline=None)
@given(st.lists(fills, min_size=2, max_size=9), st.lists(st.permutations(range(9)), min_size=1, max_size=4))
def test_steps_changing_their_order_keep_the_pixels_of_their_steps(spec, orders):
    """Cards put under others, a hand re-stacked: every frame still has the
    pixels of its steps drawn in turn, however the still steps reorder."""
    layer = StillLayer()
    scene = _steps(spec)
    for order in [list(range(9))] + orders:
        frame = [scene[i] for i in order if i < len(scene)]
        expected, got = _surface(), _surface()
        for step in frame:
            step.paint(expected)
        layer.draw(got, frame)
        assert pygame.image.tobytes(got, "RGB") == pygame.image.tobytes(expected, "RGB")


def test_a_step_put_under_others_repaints_its_area_only():
    """Moving one still step in the order repaints where it lies, not the
    whole picture."""
    painted: list[str] = []

    def card(name: str, x: int):
        inner = _paint(0, (x, 10, 20, 20), (200, 10 * x % 255, 40))
        return Step(("card", name), (x, 10, 20, 20), lambda s: (painted.append(name), inner(s)))

    a, b, c, d = card("a", 0), card("b", 15), card("c", 60), card("d", 100)
    layer = StillLayer()
    layer.draw(_surface(), [a, b, c, d])
    painted.clear()
    layer.draw(_surface(), [b, a, c, d])   # a goes over b
    assert sorted(painted) == ["a", "b"] and layer.repaints == 1   # c and d untouched; no full repaint


def test_moved_keeps_the_longest_run_in_order():
    from game.client.common.still_layer import _moved
    assert _moved([1, 2, 3, 4, 5], [1, 2, 3, 4, 5]) == []
    assert _moved([1, 2, 3, 4, 5], [2, 3, 4, 5, 1]) == [1]
    assert _moved([1, 2, 3, 4, 5], [5, 1, 2, 3, 4]) == [5]
    assert sorted(_moved([1, 2, 3, 4, 5], [5, 4, 3, 2, 1])) in ([1, 2, 3, 4], [1, 2, 3, 5], [1, 2, 4, 5],
                                                                 [1, 3, 4, 5], [2, 3, 4, 5])
    assert len(_moved(list(range(10)), [0, 9, 1, 2, 8, 3, 4, 7, 5, 6])) == 3
