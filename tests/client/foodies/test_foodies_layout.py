"""Foodies table layout: trophies readable, labels that do not collide,
messages that never cover the buttons, no empty mats for absent seats."""
from __future__ import annotations

import pygame
import pytest

from tests.client import testing as T
from game.client.foodies.config import GameConfig
from game.client.foodies.geometry import TILE_H, Geometry, board_more, board_rows, board_tiles, trophy_tiles
from game.client.foodies.table_draw import TableRenderer
from game.client.foodies.table_flow import TableFlow
from game.client.foodies.table_scene import load_layout
from game.storage.settings import Settings


def _overlap(a, b) -> bool:
    return pygame.Rect(a).colliderect(pygame.Rect(b))


@pytest.mark.parametrize("count", range(1, 12))
def test_trophy_tiles_stay_inside_and_apart_while_they_fit(count):
    area = (16, 200, 128, 104)
    tiles = trophy_tiles(area, count)
    assert len(tiles) == count
    for t in tiles:
        assert pygame.Rect(area).contains(pygame.Rect(t)) and t[3] == TILE_H and t[2] >= 60
    if count <= 8:  # two columns of four fit without overlapping
        assert not any(_overlap(a, b) for i, a in enumerate(tiles) for b in tiles[i + 1:])


@pytest.mark.parametrize("count", range(0, 16))
@pytest.mark.parametrize("area", [(1056, 600, 208, 106), (886, 40, 178, 66), (16, 444, 128, 98)])
def test_a_scoreboard_shows_any_number_of_dishes_as_whole_tiles(area, count):
    """Every tile on show is whole, full width and apart from the others;
    past the rows the older dishes share the first row's pile ("+N more")."""
    tiles = board_tiles(area, count)
    assert len(tiles) == count
    shown = list(dict.fromkeys(tiles))
    assert len(shown) == min(count, board_rows(area))
    for t in shown:
        assert pygame.Rect(area).contains(pygame.Rect(t)) and t[3] == TILE_H and t[2] == area[2]
    assert not any(_overlap(a, b) for i, a in enumerate(shown) for b in shown[i + 1:])
    more = board_more(area, count)
    assert more == (count - len(shown) + 1 if count > len(shown) else 0)
    if more:
        assert tiles[:more] == [shown[0]] * more and tiles[more:] == shown[1:]


def _table(lang: str, seats: int, state=None):
    app = T.make_app(settings=Settings(language=lang), frames=1)
    layout = load_layout(app)
    cfg = GameConfig(seats=["human"] + ["normal"] * (seats - 1), seed=3)
    flow = TableFlow(cfg, geometry=Geometry.from_layout(layout), speed=lambda: 0, deterministic=True,
                     state=state, deal=False)
    for _ in range(3):
        flow.update(1 / 60)
    return app, flow, TableRenderer(app, flow, layout)


@pytest.mark.parametrize("lang", ["en", "pt", "fa"])
def test_labels_under_the_menu_fit_between_the_recipes(lang):
    app, flow, r = _table(lang, 4)
    surf = pygame.Surface((1280, 720))
    room = r.areas.chip_room()
    names = ", ".join(r.names.short(s) for s in (0, 3, 2, 1))
    assert "P2" not in names and app.text.tr("foodies.name.cpu", n=2) in names
    for words in (app.text.tr("foodies.menu.served_by", who=names), app.text.tr("foodies.menu.you_served")):
        chip = r.paint.fit_chip(surf, words, (640, 340), room, 14)
        assert chip.w <= room
        assert chip.bottom <= flow.geo["actions"][1]  # two lines still end above the buttons


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_a_refusal_never_covers_the_action_buttons(lang):
    app, flow, r = _table(lang, 2)
    assert flow.phase == "human"
    long = "x " * 200 if lang == "en" else "و " * 200
    surf = pygame.Surface((1280, 720))
    note = r.hud.note(surf, long.strip(), (255, 226, 214), (200, 0, 0))
    buttons = [pygame.Rect(b) for b in flow.action_rects().values()]
    assert buttons and not any(note.colliderect(b) for b in buttons)
    recipes = pygame.Rect(flow.geo["recipe_deck"])
    assert note.right <= recipes.left


@pytest.mark.parametrize("seats, absent", [(2, (1, 3)), (3, (2,))])
def test_absent_seats_have_no_mats(seats, absent):
    app, flow, r = _table("en", seats)
    surf = pygame.Surface((1280, 720))
    r.draw(surf)
    mat = surf.get_at((640, 620))[:3]   # the player's own mat (teal)
    assert mat[2] > mat[0]
    for place in absent:
        x, y, w, h = flow.geo[f"place_{place}"]
        px = surf.get_at((x + w // 2, y + h // 2))[:3]
        assert px[0] > px[2], (place, px)  # wood (warm), not a mat (teal)


def _late_state(seats: int):
    """Late in a game of normal AIs: scoreboards with more dishes than rows."""
    from game import kits
    from game.ai.match import play_match
    from game.kits import make_agent
    rules = kits.rules_module("foodies")
    m = play_match(rules, rules.new_game(5, seats), [make_agent("foodies", "normal")] * seats, 5)
    steps = [s for s in m.steps if s.actor == 0]
    return steps[int(len(steps) * 0.95)].state_before


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_every_dish_of_a_long_scoreboard_is_listed_on_focus(lang):
    """Pointing at a scoreboard, or Tab without a mouse, lists all its dishes
    by name (the board itself shows the newest and "+N more")."""
    app, flow, r = _table(lang, 4, _late_state(4))
    full = max(range(4), key=lambda s: len(flow.model.dishes[s]))
    dishes = flow.model.dishes[full]
    area = flow.geo.dish_area(flow.places[full])
    assert board_more(area, len(dishes)) > 0, "the position should overflow a scoreboard"
    surf = pygame.Surface((1280, 720))
    from game.client import layout_audit
    with layout_audit.recording() as rec:
        r.draw(surf)
    words = app.text.tr("foodies.table.more_dishes", n=board_more(area, len(dishes)))
    assert any(d.text == words for d in rec.drawn)
    assert not [p for p in rec.problems(surf) if "dish" in p or "cut" in p]
    r.pointer = pygame.Rect(flow.geo[f"trophies_{flow.places[full]}"]).center
    with layout_audit.recording() as rec:
        r.draw(surf)
    title = app.text.tr("foodies.table.dish_list", who=r.names.name(full), n=len(dishes))
    assert any(d.text == title for d in rec.drawn)
    assert not [p for p in rec.problems(surf) if "clipped" in p or "cut" in p]
    r.pointer = None
    seen = []
    while r.pick_next_board():
        if r.picked_board is None:
            break
        seen.append(r.picked_board)
    assert seen == [s for s in range(4) if flow.model.dishes[s]]
