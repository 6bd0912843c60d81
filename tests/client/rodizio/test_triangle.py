"""The seed's triangle (tools/make_maps.py): three plates touching at their
corners, each column fanning outward in front of its plate, the top card at
the column's far end and fully visible, at every seat count."""
from __future__ import annotations

import pygame
import pytest

from game.client.layout import Layout
from game.client.rodizio import board_view as bv
from game.client.rodizio.card_art import CHILI_MARKS, CardArt
from game.rules.rodizio.cards import deck


def _geo(seats: int, lessons: bool = False) -> bv.Geometry:
    geo = bv.Geometry.from_layout(Layout.load(f"rodizio_table_{seats}"))
    return geo.for_lessons() if lessons else geo


def _corners(r):
    x, y, w, h = r
    return {(x, y), (x + w, y), (x, y + h), (x + w, y + h)}


@pytest.mark.parametrize("lessons", [False, True])
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_the_plates_are_a_triangle_touching_at_their_corners(seats, lessons):
    geo = _geo(seats, lessons)
    plates = [geo.plate_rect(p) for p in range(3)]
    assert len({r[2:] for r in plates}) == 1 and plates[0][2:] == geo.plate_card()
    for i in range(3):
        for j in range(i + 1, 3):
            assert not pygame.Rect(plates[i]).colliderect(pygame.Rect(plates[j]))
    # P2 touches both upper plates corner to corner; P0 and P1 side by side
    assert _corners(plates[2]) & _corners(plates[0]) and _corners(plates[2]) & _corners(plates[1])
    assert plates[0][1] == plates[1][1] < plates[2][1] and plates[0][0] < plates[2][0] < plates[1][0]


@pytest.mark.parametrize("lessons", [False, True])
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_columns_fan_outward_and_the_top_card_is_whole(seats, lessons):
    geo = _geo(seats, lessons)
    centre = pygame.Rect(geo.plate_rect(0)).unionall([pygame.Rect(geo.plate_rect(p)) for p in (1, 2)]).center
    assert geo.column_direction(0) == (-1, 0) and geo.column_direction(1) == (1, 0)
    assert geo.column_direction(2) == (0, 1)
    cw, ch = geo.plate_card()
    for p in range(3):  # (past its capacity a column turns into its bend at the cloth's edge)
        for n in range(1, 11 if lessons else 13):  # the lessons' stacks are short
            slots = geo.column_slots(p, n)
            assert len(slots) == n
            top = pygame.Rect(slots[-1])
            # outward: every card farther from the triangle's middle than the one below
            dist = [(pygame.Rect(s).centerx - centre[0]) ** 2 + (pygame.Rect(s).centery - centre[1]) ** 2
                    for s in slots]
            straight = min(n, bv.column_capacity(geo.plate_rect(p), geo.column(p), (cw, ch)))
            assert dist[:straight] == sorted(dist[:straight]) and len(set(dist[:straight])) == straight
            shift = [max(abs(slots[i + 1][0] - slots[i][0]) / cw, abs(slots[i + 1][1] - slots[i][1]) / ch)
                     for i in range(n - 1)]
            assert all(s >= bv.STACK_SHOW_MIN - 0.01 for s in shift)        # every value shows
            if n <= 5:
                assert all(s >= 0.35 for s in shift)                      # about half covered
            room = pygame.Rect(geo.column(p)).union(pygame.Rect(geo.anchors.get(f"bend_{p}", geo.column(p))))
            assert all(room.contains(pygame.Rect(s)) for s in slots), (p, n)  # on its area, however long
            assert top == pygame.Rect(slots[-1]) and all(pygame.Rect(s) != top for s in slots[:-1])


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_columns_and_the_middle_keep_off_every_name_tally_and_hud_box(seats):
    geo = _geo(seats)
    boxes = [n for n in geo.anchors if n.split("_")[0] in ("name", "tally", "place", "hud")
             and not n.startswith("lesson_") and (seats != 2 or not n.endswith(("_1", "_3")))]
    used = {2: (0, 2), 3: (0, 1, 3), 4: (0, 1, 2, 3)}[seats]
    boxes = [n for n in boxes if not n[-1].isdigit() or int(n[-1]) in used]
    for p in range(3):
        for n in range(1, 13):
            for r in geo.column_slots(p, n) + [geo.plate_rect(p)]:
                for box in boxes + ["deal_origin"]:
                    assert not pygame.Rect(r).colliderect(pygame.Rect(geo[box])), (p, n, box)


def test_chili_marks_are_greyed_without_spicy_mode():
    cards = {c.id: c.to_json() for c in deck()}
    hot, mild = CardArt(cards), CardArt(cards, spicy=False)
    chili = next(i for i, c in cards.items() if c.get("spice"))
    plain = next(i for i, c in cards.items() if not c.get("spice") and not c.get("placard"))
    assert pygame.image.tobytes(hot.face(plain, (120, 168)), "RGBA") == \
        pygame.image.tobytes(mild.face(plain, (120, 168)), "RGBA")
    a, b = hot.face(chili, (120, 168)), mild.face(chili, (120, 168))
    x, y, w, h = CHILI_MARKS[0]

    def saturation(s):
        px = [s.get_at((i, j)) for i in range(x, x + w) for j in range(y, y + h)]
        return sum(max(c[:3]) - min(c[:3]) for c in px) / len(px)
    assert saturation(b) < 0.5 * saturation(a)
    assert a.get_at((60, 90)) == b.get_at((60, 90))  # the pizza itself is untouched


@pytest.mark.parametrize("seats", [2, 4])
def test_the_picked_up_stack_is_held_over_the_middle(seats):
    """While a stack is dealt it hangs over the triangle's middle: it covers
    no diner's name, slip or hand and no HUD box (it once lay over the top
    player's slip)."""
    from game.client.rodizio.table_model import TableModel
    geo = _geo(seats)
    boxes = [n for n in geo.anchors if n.split("_")[0] in ("name", "tally", "place", "hud")
             and not n.startswith("lesson_")]
    for plate in range(3):
        m = TableModel(seats=seats, glutton=seats == 2, hands=[[] for _ in range(seats)])
        m.plates_down = [True] * 3
        m.held, m.held_plate = list(range(7)), plate
        out = m.targets(geo, {s: s for s in range(seats)}, set())
        held = pygame.Rect(out[0].rect).unionall([pygame.Rect(out[c].rect) for c in range(1, 7)])
        assert held.colliderect(pygame.Rect(geo["deal_origin"]))
        for n in boxes:
            assert not held.colliderect(pygame.Rect(geo[n])), (plate, n)
        assert out[0].z > max(out[c].z for c in range(1, 7))   # the next card to deal on top


def test_the_top_card_of_each_column_is_framed_and_the_covered_ones_darker():
    from tests.client import testing as T
    from game.client import theme
    from game.client.rodizio.config import GameConfig
    from game.client.rodizio.table_draw import TableRenderer
    from game.client.rodizio.table_flow import TableFlow
    from game.storage.settings import Settings
    app = T.make_app(settings=Settings(language="en"), frames=1)
    layout = Layout.load("rodizio_table_3")
    flow = TableFlow(GameConfig(seats=["human", "normal", "normal"], seed=2), geometry=bv.Geometry.from_layout(layout),
                     speed=lambda: 0, deterministic=True)
    for _ in range(20000):
        flow.update(1 / 60)
        if flow.phase == "human":
            break
    surf = pygame.Surface((1280, 720))
    TableRenderer(app, flow, layout).draw(surf)
    art = TableRenderer(app, flow, layout).art
    assert any(len(stack) > 1 for stack in flow.model.plates)
    for p, stack in enumerate(flow.model.plates):
        top = pygame.Rect([int(round(v)) for v in flow.sprites[stack[-1]].rect])
        frame = surf.get_at((top.centerx, top.bottom + 1))[:3]
        assert all(abs(a - b) <= 16 for a, b in zip(frame, theme.MUSTARD[:3])), frame
        if len(stack) < 2:
            continue
        under = pygame.Rect([int(round(v)) for v in flow.sprites[stack[0]].rect])
        ux, _ = flow.geo.column_direction(p)
        at = (under.w - 8 if ux < 0 else 8, 20)       # a point of it no later card covers
        shown = surf.get_at((under.left + at[0], under.top + at[1]))[:3]
        assert sum(shown) < sum(art.face(stack[0], under.size).get_at(at)[:3]) - 30
