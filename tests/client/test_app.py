import hashlib
import sys
import types

import pygame
import pytest

from tests.client import testing as T
from game.client.intents import Intent
from game.client.scene import Scene
from game.storage.settings import Settings, SettingsStore

SHOTS = T.shots_dir()


class Recorder(Scene):
    """A game-like scene that records what it receives."""

    def __init__(self, app, name="rec", opaque=True):
        super().__init__(app)
        self.name = name
        self.opaque = opaque
        self.events = []
        self.updates = 0
        self.draws = 0

    def on_enter(self): self.events.append("enter")
    def on_exit(self): self.events.append("exit")
    def on_pause(self): self.events.append("pause")
    def on_resume(self): self.events.append("resume")
    def handle(self, intent): self.events.append(intent.name)
    def update(self, dt): self.updates += 1
    def draw(self, surface): self.draws += 1


def test_scene_stack_lifecycle_and_routing():
    app = T.make_app()
    a, b, c = Recorder(app, "a"), Recorder(app, "b", opaque=False), Recorder(app, "c")
    app.push(a)
    app.push(b)
    app._dispatch(Intent("confirm"))
    app._step()
    app._render()
    assert a.events == ["enter", "pause"] and b.events == ["enter", "confirm"]
    assert (a.updates, b.updates) == (0, 1)          # only the top updates
    assert (a.draws, b.draws) == (1, 1)              # b is an overlay: a drawn below
    app.replace(c)
    assert b.events[-1] == "exit" and c.events == ["enter"]
    app._render()
    assert a.draws == 1                              # c is opaque
    assert app.pop() is c
    assert a.events[-1] == "resume" and app.top is a
    app.running = True
    app.pop()
    assert not app.running and app.stack == []       # popping the last scene quits


def test_frames_mode_one_tick_per_frame():
    app = T.make_app(frames=7)
    rec = Recorder(app)
    assert app.run(rec) == 0
    assert app.tick == 7 and app.frame == 7 and rec.updates == 7


def _menu_script(extra=()):
    return [(3, T.key(pygame.K_DOWN)), (5, T.move((640, 540))), (9, T.key(pygame.K_UP)),
            (12, T.pad(pygame.CONTROLLER_BUTTON_DPAD_DOWN)), *extra]


def test_same_inputs_give_identical_screenshots(tmp_path):
    shots = []
    for i in range(2):
        path = tmp_path / f"run{i}.png"
        app = T.make_app(frames=40, screenshot=path, script=_menu_script())
        assert app.run() == 0
        shots.append(path.read_bytes())
        pygame.quit()
    assert shots[0] == shots[1]
    other = tmp_path / "other.png"
    T.make_app(frames=40, screenshot=other, script=_menu_script([(20, T.key(pygame.K_DOWN))])).run()
    assert other.read_bytes() != shots[0]


def test_keyboard_only_reaches_settings_and_back(tmp_path):
    seen = {}
    at = T.title_entry("menu.settings")
    script = [*T.presses(pygame.K_DOWN, at, 1), (at + 2, T.key(pygame.K_RETURN)),
              (30, lambda a: seen.update(top=T.stack_names(a))),
              (30, lambda a: a.save_screenshot(SHOTS / "settings.png")),
              (31, T.key(pygame.K_ESCAPE)),
              (33, lambda a: seen.update(back=T.stack_names(a), focus=a.top.menu.focus))]
    app = T.make_app(frames=40, script=script, screenshot=SHOTS / "main_menu.png")
    app.run()
    assert seen["top"] == ["TitleScene", "SettingsScene"]
    assert seen["back"] == ["TitleScene"] and seen["focus"] == at


def test_mouse_hover_and_click_open_settings():
    app = T.make_app(frames=10)
    app.run()
    settings_btn = app.top.buttons[T.title_entry("menu.settings")].rect.center
    app2 = T.make_app(frames=10, script=[(2, T.move(settings_btn)), (4, T.click(settings_btn))])
    app2.run()
    assert T.stack_names(app2) == ["TitleScene", "SettingsScene"]


def test_settings_apply_immediately_and_persist():
    store = SettingsStore()
    at = T.title_entry("menu.settings")
    script = [*T.presses(pygame.K_DOWN, at, 1, every=0),
              (1, T.key(pygame.K_RETURN)),           # Settings
              (3, T.key(pygame.K_RIGHT)),            # Language en -> pt
              (4, T.key(pygame.K_DOWN)), (4, T.key(pygame.K_RIGHT)), (4, T.key(pygame.K_RIGHT)),  # speed -> instant
              (5, T.key(pygame.K_DOWN)), (5, T.key(pygame.K_RIGHT)),  # AI speed normal -> fast
              (6, T.key(pygame.K_DOWN)), (6, T.key(pygame.K_LEFT))]  # volume 80 -> 70
    app = T.make_app(frames=9, script=script, settings_store=store)
    app.run()
    assert app.text.language == "pt"
    assert app.text.tr("menu.settings") == "Configurações"
    assert app.audio.volume == pytest.approx(0.7)
    reloaded = SettingsStore()
    assert reloaded.settings == Settings(language="pt", anim_speed="instant", ai_speed="fast", volume=70)


def test_corrupt_settings_shows_a_toast_once():
    store_path = SettingsStore().path
    store_path.write_text("{oops", encoding="utf-8")
    app = T.make_app(frames=2, settings_store=SettingsStore())
    app.run()
    assert len(app.toasts) == 1 and "corrupt-1" in app.toasts[0][0]
    assert store_path.with_name("settings.json.corrupt-1").exists()


def test_pause_menu_flow():
    seen = {}
    game = {}

    def start(a):
        game["scene"] = Recorder(a, "game")
        game["scene"].rules_key = "menu.soon_foodies"
        a.push(game["scene"])

    def pause(a):
        from game.client.scenes.pause import PauseScene
        a.push(PauseScene(a))

    script = [(1, start), (2, pause),
              (3, T.key(pygame.K_ESCAPE)),                          # resume
              (4, lambda a: seen.update(resumed=T.stack_names(a))),
              (5, pause), (6, T.key(pygame.K_DOWN)), (6, T.key(pygame.K_RETURN)),  # Rules
              (8, lambda a: seen.update(rules=T.stack_names(a), text=a.top.lines())),
              (9, T.key(pygame.K_ESCAPE)),
              (10, T.key(pygame.K_DOWN)), (10, T.key(pygame.K_RETURN)),       # Settings
              (12, lambda a: seen.update(settings=T.stack_names(a))),
              (13, T.pad(pygame.CONTROLLER_BUTTON_B)),
              (14, lambda a: a.save_screenshot(SHOTS / "pause.png")),
              (15, T.key(pygame.K_DOWN)), (15, T.key(pygame.K_RETURN)),       # Quit to menu
              (17, lambda a: seen.update(quit=T.stack_names(a)))]
    T.make_app(frames=20, script=script).run()
    assert seen["resumed"] == ["TitleScene", "Recorder"]
    assert seen["rules"] == ["TitleScene", "Recorder", "PauseScene", "TextScene"]
    assert "kitchen" in " ".join(t for t, _ in seen["text"])
    assert seen["settings"] == ["TitleScene", "Recorder", "PauseScene", "SettingsScene"]
    assert seen["quit"] == ["TitleScene"]
    assert game["scene"].updates == 3  # ticks 1, 3, 4: frozen while paused


@pytest.mark.parametrize("downs,module", [(1, "game.client.foodies.setup_scene"),
                                          (2, "game.client.tutorial.picker")])
def test_menu_entries_open_their_scene_or_coming_soon(downs, module):
    from game.client.scenes.title import module_exists
    script = [(1, T.key(pygame.K_DOWN))] * downs + [(2, T.key(pygame.K_RETURN))]
    app = T.make_app(frames=5, script=script)
    app.run()
    if module_exists(module):
        assert T.stack_names(app)[-1] != "MessageScene"
        return
    assert T.stack_names(app) == ["TitleScene", "MessageScene"]
    app2 = T.make_app(frames=8, script=script + [(5, T.key(pygame.K_RETURN))])
    app2.run()
    assert T.stack_names(app2) == ["TitleScene"]


def test_coming_soon_dialog(monkeypatch):
    from game.client.scenes import title
    monkeypatch.setattr(title, "module_exists", lambda name: False)
    seen = {}
    script = [(1, T.key(pygame.K_RETURN)),
              (3, lambda a: seen.update(stack=T.stack_names(a), body=a.top.body_text())),
              (3, lambda a: a.save_screenshot(SHOTS / "coming_soon.png")),
              (4, T.pad(pygame.CONTROLLER_BUTTON_B))]
    app = T.make_app(frames=6, script=script)
    app.run()
    assert seen["stack"] == ["TitleScene", "MessageScene"]
    assert "Rodízio" in seen["body"]
    assert T.stack_names(app) == ["TitleScene"]


def test_play_rodizio_pushes_setup_scene_or_coming_soon():
    from game.client.scenes.title import module_exists
    app = T.make_app(frames=4, script=[(1, T.key(pygame.K_RETURN))])
    app.run()
    expected = "SetupScene" if module_exists("game.client.rodizio.setup_scene") else "MessageScene"
    assert T.stack_names(app)[-1] == expected


def test_scene_error_shows_panel_and_logs(tmp_path):
    from game.storage import paths

    class Boom(Scene):
        def update(self, dt):
            raise RuntimeError("kaboom 42")

    app = T.make_app(frames=5, script=[(1, lambda a: a.push(Boom(a)))])
    assert app.run() == 0
    assert T.stack_names(app) == ["TitleScene", "ErrorScene"]
    assert "kaboom 42" in app.top.body
    log = paths.log_path().read_text(encoding="utf-8")
    assert "Traceback" in log and "kaboom 42" in log
    # Confirming the panel leaves the main menu.
    app2 = T.make_app(frames=5, script=[(1, lambda a: a.push(Boom(a))), (3, T.key(pygame.K_RETURN))])
    app2.run()
    assert T.stack_names(app2) == ["TitleScene"]


@pytest.mark.draw_every_frame  # the failure is in drawing
def test_a_menu_that_keeps_failing_quits_cleanly(capsys):
    class BadMenu(Scene):
        def draw(self, surface):
            raise ValueError("no menu today")

    app = T.make_app(frames=50, menu_factory=BadMenu)
    assert app.run() == 1
    assert "repeated errors" in capsys.readouterr().err


def test_attract_mode_after_idle(monkeypatch):
    from game.client.scenes import title

    pushed = []
    fake = types.ModuleType("game.client.attract")
    fake.make_attract_scene = lambda app: pushed.append(app) or Recorder(app, "attract")
    monkeypatch.setitem(sys.modules, "game.client.attract", fake)
    monkeypatch.setattr(title, "module_exists", lambda name: name == "game.client.attract")
    app = T.make_app()
    scene = title.TitleScene(app)
    app.push(scene)
    for _ in range(title.IDLE_TICKS - 1):
        app._step()
    scene.handle(Intent("down"))  # input resets the idle timer
    for _ in range(title.IDLE_TICKS - 1):
        app._step()
    assert pushed == []
    app._step()
    assert pushed == [app] and T.stack_names(app) == ["TitleScene", "Recorder"]


def test_attract_absent_means_stay(monkeypatch):
    from game.client.scenes import title
    monkeypatch.setattr(title, "module_exists", lambda name: False)
    app = T.make_app()
    app.push(title.TitleScene(app))
    for _ in range(title.IDLE_TICKS + 5):
        app._step()
    assert T.stack_names(app) == ["TitleScene"]


def test_letterbox_mouse_conversion():
    app = T.make_app()
    app.window = pygame.display.set_mode((1920, 1200), pygame.RESIZABLE)
    app._update_viewport()
    assert app._viewport == pygame.Rect(0, 60, 1920, 1080)
    assert app.to_logical((960, 600)) == (640, 360)
    assert app.to_logical((10, 20)) is None          # in the top bar
    app._render()                                     # scaled draw works


def test_persian_menu_and_settings_screenshots():
    app = T.make_app(frames=3, language="fa", screenshot=SHOTS / "main_menu_fa.png")
    app.run()
    assert app.text.rtl
    from game.client.scenes.settings import SettingsScene
    app = T.make_app(frames=3, language="fa", screenshot=SHOTS / "settings_fa.png",
                     script=[(0, lambda a: a.push(SettingsScene(a)))])
    app.run()
    row = app.top.rows[0]
    left, right = row._arrows(rtl=True)
    assert right.right < row.rect.centerx  # value and arrows mirrored to the left


def test_cli_frames_and_screenshot(tmp_path):
    from game.cli.main import main
    out = tmp_path / "shot.png"
    assert main(["--frames", "3", "--screenshot", str(out)]) == 0
    first = hashlib.sha256(out.read_bytes()).hexdigest()
    assert main(["--frames", "3", "--screenshot", str(out)]) == 0
    assert hashlib.sha256(out.read_bytes()).hexdigest() == first
    img = pygame.image.load(str(out))
    assert img.get_size() == (1280, 720)


def test_cli_bad_frames(capsys):
    from game.cli.main import main
    assert main(["--frames", "0"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "error:" in err


def test_intent_log_replays_exactly(tmp_path):
    """Record a session driven by raw events; replaying its intents per tick
    gives the same final frame."""
    probe = T.make_app(frames=1)
    probe.run()
    settings = probe.top.buttons[T.title_entry("menu.settings")].rect.center   # the menu's rows vary
    script = [(2, T.key(pygame.K_DOWN)), (4, T.move(settings)), (6, T.key(pygame.K_DOWN)),
              (8, T.pad(pygame.CONTROLLER_BUTTON_DPAD_UP)), (10, T.key(pygame.K_RETURN)),
              (14, T.key(pygame.K_RIGHT)), (16, T.wheel(-1))]
    first = T.make_app(frames=30, script=script, screenshot=tmp_path / "a.png")
    first.run()
    assert [i.name for _, i in first.intent_log] == ["down", "point", "down", "up", "confirm",
                                                      "right", "down"]
    assert T.stack_names(first) == ["TitleScene", "SettingsScene"] and first.text.language == "pt"
    pygame.quit()
    replay = T.make_app(frames=30, script=list(first.intent_log), screenshot=tmp_path / "b.png")
    replay.run()
    assert replay.intent_log == first.intent_log
    assert (tmp_path / "a.png").read_bytes() == (tmp_path / "b.png").read_bytes()
