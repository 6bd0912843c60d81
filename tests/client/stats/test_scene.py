"""The Statistics screen: reached from the main menu; a tab for every
registered game (Tiny included); navigable by keyboard, mouse and
controller (mirrored in Persian); a history row opens its replay; Review
only when the review screen exists and the game has a coach; reset asks
first; an empty state; screenshots with data pass the layout audit."""
from __future__ import annotations

import importlib.machinery
import sys
import types

import pygame
import pytest

from game import kits
from game.client import layout_audit
from game.client.stats import scene as stats_scene
from game.client.stats.scene import StatisticsScene
from game.storage.settings import Settings
from game.storage.stats import StatsStore
from tests.client import testing as T
from tests.client.stats.seed import seed_stats

WINDOWED = kits.windowed()


@pytest.fixture
def seeded():
    """Rodízio and Foodies with games (the newest three kept as replays); Tiny with none."""
    for game in ("rodizio", "foodies"):
        seed_stats(game, games=12, replays=3)
    return StatsStore().load()


def _run(script, first=StatisticsScene, lang="en", frames=None):
    frames = frames or max(t for t, _ in script) + 3
    app = T.make_app(settings=Settings(language=lang, anim_speed="instant"), frames=frames, script=script)
    app.run(first)
    assert not app._errors
    return app


def _history_row(scene: StatisticsScene, k: int) -> int:
    """The page row of the k-th (0: newest) history entry."""
    return [i for i, ln in enumerate(scene.lines) if ln.kind == "history"][k]


def _downs_to(scene: StatisticsScene, row: int) -> int:
    stops = scene._focusable()
    return stops.index(row) - stops.index(scene.cursor)


def test_the_main_menu_opens_it_and_back_returns(seeded):
    at = T.title_entry("menu.statistics")
    got = {}
    script = T.presses(pygame.K_DOWN, at, 2) + [
        (at + 3, T.key(pygame.K_RETURN)),
        (at + 5, lambda a: got.setdefault("open", T.stack_names(a))),
        (at + 6, T.key(pygame.K_ESCAPE)),
        (at + 8, lambda a: got.setdefault("back", T.stack_names(a)))]
    _run(script, first=None)
    assert got == {"open": ["TitleScene", "StatisticsScene"], "back": ["TitleScene"]}


def test_the_title_menu_still_fits_with_the_entry():
    app = T.make_app(frames=1)
    app.run()
    rows = [w.rect for w in app.top.menu.widgets]
    assert "menu.statistics" in T.menu_keys(app.top)
    assert rows[-1].bottom <= 672 and all(a.bottom <= b.top for a, b in zip(rows, rows[1:]))


def test_a_tab_for_every_registered_game_named_by_its_kit(seeded):
    app = T.make_app(frames=1)
    scene = StatisticsScene(app, "rodizio")
    assert [b.key for b in scene.tab_buttons] == [k.client.name_key for k in WINDOWED]
    assert "tiny" in scene.games and len(scene.games) >= 3
    for kit in WINDOWED:          # every tab builds and draws, data or none
        scene._select(kit.name)
        scene.draw(app.screen)
    assert scene.tabs["tiny"].empty and [ln.kind for ln in scene.lines] == ["empty"]
    assert not scene.tabs["rodizio"].empty
    # it opens on the game played last
    assert StatisticsScene(app).game == seeded.history()[0]["game"]


def test_keyboard_reaches_the_history_and_opens_a_replay(seeded):
    app = T.make_app(frames=1)
    probe = StatisticsScene(app, "rodizio")
    newest, kept = _history_row(probe, 0), _history_row(probe, 1)   # the newest: hot seat, no replay
    got = {}
    downs = _downs_to(probe, kept)
    script = [(2, lambda a: a.top._select("rodizio"))] + T.presses(pygame.K_DOWN, downs, 4)
    t = 4 + downs
    script += [(t + 1, lambda a: got.update(cursor=a.top.cursor, entry=a.top.focused_entry())),
               (t + 2, T.key(pygame.K_RETURN)),
               (t + 4, lambda a: got.update(opened=T.stack_names(a), record=getattr(a.top, "record", None))),
               (t + 5, T.key(pygame.K_ESCAPE)),
               (t + 7, lambda a: got.update(back=T.stack_names(a))),
               (t + 8, T.key(pygame.K_UP)),
               (t + 10, T.key(pygame.K_RETURN)),
               (t + 12, lambda a: got.update(gone=T.stack_names(a)))]
    _run(script)
    assert got["cursor"] == kept
    assert got["opened"] == ["StatisticsScene", "ReplayScene"]
    assert f"{got['record'].created}/{got['record'].seed}" == got["entry"]["id"]
    assert got["back"] == ["StatisticsScene"]
    # the newest game (hot seat) was not kept as a replay: a message says so
    assert got["gone"] == ["StatisticsScene", "MessageScene"] and newest < kept


def test_the_mouse_switches_tabs_scrolls_and_clicks_a_game(seeded):
    app = T.make_app(frames=1)
    probe = StatisticsScene(app, "rodizio")
    foodies_tab = probe.tab_buttons[probe.games.index("foodies")].rect.center
    got = {}

    def click_kept(a):
        scene = a.top
        row = _history_row(scene, 1)
        scene._reveal(row)
        pos = dict(scene.visible())[row].center
        a.post_event(T.move(pos))
        a.post_event(T.click(pos))
    script = [(2, T.move(foodies_tab)), (3, T.click(foodies_tab)),
              (5, lambda a: got.update(game=a.top.game, first=a.top.first)),
              (6, T.wheel(-1)), (8, T.wheel(-1)),
              (10, lambda a: got.update(scrolled=a.top.first)),
              (12, click_kept),
              (15, lambda a: got.update(opened=T.stack_names(a)))]
    _run(script, first=lambda a: StatisticsScene(a, "rodizio"))
    assert got["game"] == "foodies" and got["first"] == 0
    assert got["scrolled"] == 2 * stats_scene.WHEEL_LINES
    assert got["opened"] == ["StatisticsScene", "ReplayScene"]


def test_a_controller_moves_switches_tabs_and_leaves(seeded):
    got = {}
    B = pygame
    script: list = [(2, T.pad(B.CONTROLLER_BUTTON_DPAD_DOWN)), (3, T.pad(B.CONTROLLER_BUTTON_DPAD_DOWN)),
              (5, lambda a: got.update(cursor=a.top.cursor, kind=a.top.lines[a.top.cursor].kind)),
              (6, T.pad(B.CONTROLLER_BUTTON_RIGHTSHOULDER)),
              (8, lambda a: got.update(game=a.top.game)),
              (9, T.pad(B.CONTROLLER_BUTTON_DPAD_RIGHT)),
              (11, lambda a: got.update(game2=a.top.game)),
              (12, T.pad(B.CONTROLLER_BUTTON_B)),
              (14, lambda a: got.update(stack=T.stack_names(a)))]

    def over_the_title(a):
        from game.client.scenes.title import TitleScene
        a.push(TitleScene(a))
        return StatisticsScene(a, "rodizio")
    _run(script, first=over_the_title)
    assert got["kind"] == "split" and got["cursor"] > 0
    assert got["game"] == "foodies" and got["game2"] == kits.windowed()[2].name
    assert got["stack"] == ["TitleScene"]


def test_left_and_right_are_mirrored_in_persian(seeded):
    got = {}
    script = [(2, T.key(pygame.K_LEFT)), (4, lambda a: got.update(fa=a.top.game))]
    _run(script, first=lambda a: StatisticsScene(a, "rodizio"), lang="fa")
    script = [(2, T.key(pygame.K_LEFT)), (4, lambda a: got.update(en=a.top.game))]
    _run(script, first=lambda a: StatisticsScene(a, "rodizio"))
    names = [k.name for k in WINDOWED]
    assert got["fa"] == names[1] and got["en"] == names[-1]


def test_reset_asks_first_and_forgets_only_that_game(seeded):
    before = StatsStore().load()
    got = {}

    def to_reset(a):
        scene = a.top
        scene.cursor = -1
        scene.header_focus = scene.header.index(scene.reset_button)
    script = [(2, to_reset), (3, T.key(pygame.K_RETURN)),
              (5, lambda a: got.update(asked=T.stack_names(a), focus=a.top.menu.focused is a.top.keep)),
              (6, T.key(pygame.K_RETURN)),                       # Keep (focused first): nothing happens
              (8, lambda a: got.update(kept=len(StatsStore().load().history("rodizio")))),
              (9, T.key(pygame.K_RETURN)),                       # ask again ...
              (11, T.key(pygame.K_RIGHT)), (13, T.key(pygame.K_RETURN)),   # ... and reset
              (15, lambda a: got.update(after=T.stack_names(a), empty=a.top.tab.empty,
                                        enabled=a.top.reset_button.enabled,
                                        toast=[t for t, _ in a.toasts]))]
    _run(script, first=lambda a: StatisticsScene(a, "rodizio"))
    assert got["asked"] == ["StatisticsScene", "ConfirmScene"] and got["focus"]
    assert got["kept"] == len(before.history("rodizio")) > 0
    after = StatsStore().load()
    assert after.history("rodizio") == [] and after.rating("rodizio") is None
    assert after.history("foodies") == before.history("foodies")
    assert got["after"] == ["StatisticsScene"] and got["empty"] and not got["enabled"]
    assert "Rodízio statistics reset" in got["toast"]


@pytest.fixture
def review_module(monkeypatch):
    """A stand-in `game.client.review` (the coachui engineer's, when it lands)."""
    opened = []

    class ReviewScene(stats_scene.Scene):
        def __init__(self, app, record, seat):
            super().__init__(app)
            opened.append((record, seat))
    mod = types.ModuleType("game.client.review")
    mod.__spec__ = importlib.machinery.ModuleSpec("game.client.review", None)
    mod.ReviewScene = ReviewScene
    monkeypatch.setitem(sys.modules, "game.client.review", mod)
    return opened


def test_review_is_offered_only_with_the_module_and_a_coach(seeded, monkeypatch):
    monkeypatch.delitem(sys.modules, "game.client.review", raising=False)
    from game.client import screens
    monkeypatch.setitem(screens.SCREENS, "review_scene", "game.client.no_such_review:ReviewScene")
    app = T.make_app(frames=1)
    scene = StatisticsScene(app, "rodizio")
    scene.cursor = _history_row(scene, 1)
    assert not scene.can_review(scene.focused_entry())
    assert "hint" not in [i for i, _ in scene.prompts()]
    scene.handle(_intent("hint"))
    assert T.stack_names(app) == []     # nothing opened


def _intent(name, pos=None):
    from game.client.intents import Intent
    return Intent(name, pos)


def test_review_opens_the_coachs_review_of_a_kept_game(seeded, review_module):
    app = T.make_app(frames=1)
    scene = StatisticsScene(app, "rodizio")
    app.stack.append(scene)
    row = _history_row(scene, 1)
    scene.cursor = row
    entry = scene.focused_entry()
    assert scene.can_review(entry) and ("hint", "stats.prompt.review") in scene.prompts()
    assert ("confirm", "stats.prompt.replay") in scene.prompts()
    # a row whose replay is gone offers no Watch (confirm says why)
    scene.cursor = _history_row(scene, len(scene.tab.history) - 1)
    assert scene.replay_of(scene.focused_entry()) is None
    assert "confirm" not in [i for i, _ in scene.prompts()]
    scene.cursor = row
    scene.handle(_intent("hint"))
    assert len(review_module) == 1 and review_module[0][1] == entry["seat"]
    assert f"{review_module[0][0].created}/{review_module[0][0].seed}" == entry["id"]
    # the pill on the row does the same with the mouse
    scene._reveal(row)
    pill = scene._review_pill(dict(scene.visible())[row])
    scene.handle(_intent("click", pill.center))
    assert len(review_module) == 2
    # no coach (Tiny), no review
    from tests.client.stats.seed import finished_record
    store = StatsStore()
    rec = finished_record("tiny", ["human", "easy"], 4, "2026-11-30T10:00:00Z")
    from game.storage.replays import ReplayStore
    store.record_finished(rec, ReplayStore().add(rec))
    tiny = StatisticsScene(app, "tiny")
    tiny.cursor = _history_row(tiny, 0)
    assert tiny.replay_of(tiny.focused_entry()) is not None and not tiny.can_review(tiny.focused_entry())


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_a_history_rows_columns_and_review_pill_stay_on_the_row(seeded, review_module, lang):
    app = T.make_app(settings=Settings(language=lang), frames=1)
    scene = StatisticsScene(app, "rodizio")
    row = _history_row(scene, 1)   # a kept replay (the newest is abandoned)
    scene.cursor = row
    scene._reveal(row)
    band = dict(scene.visible())[row].inflate(0, -4)
    assert scene.can_review(scene.focused_entry())
    assert band.contains(scene._review_pill(band))
    for name, col in scene._columns(band).items():
        assert band.contains(col), (lang, name, col, band)


def test_the_empty_state_reads_well():
    app = T.make_app(frames=1)
    scene = StatisticsScene(app, "rodizio")
    with layout_audit.recording() as rec:
        scene.draw(app.screen)
    texts = [d.text for d in rec.drawn]
    assert "No Rodízio games yet" in texts and "A good first opponent: normal" in texts
    assert not scene.reset_button.enabled
    assert rec.problems(app.screen) == []


def test_screenshots_with_data_pass_the_layout_audit(tmp_path):
    from tests.client.testing import audit_tool as _tool
    tool = _tool()
    problems = tool.audit(("en", "fa"), ["statistics_rodizio", "statistics_history", "statistics_tiny"],
                          out=tmp_path)
    assert problems == []
    for lang in ("en", "fa"):
        assert (tmp_path / lang / "statistics_history.png").stat().st_size > 20_000
