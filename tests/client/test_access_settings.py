"""The Controls screen and the accessibility switches at work: binding by
pressing (a swap shown and saved), reset, cancelling; text size, bound keys
in sentences, reduce motion, high contrast, narration of menus."""
from __future__ import annotations

import pygame

from game.client import theme
from game.client.anim import motion
from game.client.bindings import BINDABLE
from game.client.common.sprites import CardSprite
from game.client.scenes.controls import LISTEN_TICKS, ControlsScene
from game.storage.settings import MemorySettingsStore, Settings
from tests.client import testing as T


def _controls_app(script, frames=60, settings=None):
    store = MemorySettingsStore(settings or Settings())
    app = T.make_app(frames=frames, settings_store=store, script=script)
    app.run(ControlsScene)
    return app, store


def test_pressing_a_taken_key_swaps_and_the_screen_says_so():
    down = [(2 + i, T.key(pygame.K_DOWN)) for i in range(BINDABLE.index("confirm"))]
    t = 2 + len(down)
    seen = {}
    app, store = _controls_app(down + [(t, T.key(pygame.K_RETURN)),            # listen on Confirm's Key 1
                                       (t + 2, lambda a: seen.update(listening=a.top.listening is not None)),
                                       (t + 3, T.key(pygame.K_ESCAPE)),        # Esc: Back's key
                                       (t + 5, lambda a: seen.update(status=a.top.status))])
    assert seen["listening"]
    assert store.settings.keys["confirm"][0] == "escape"
    assert store.settings.keys["back"][0] == "return"          # Back got Enter: a swap, not a double
    assert "Esc" in seen["status"] and "Back" in seen["status"] and "Enter" in seen["status"]
    assert app.input.bindings.intent_for_key(pygame.K_ESCAPE) == "confirm"
    assert app.input.prompt("confirm") == "Esc"


def test_reset_restores_every_default_and_listening_gives_up():
    settings = Settings(keys={"confirm": ["e"]})
    rows = len(BINDABLE)
    script = [(2 + i, T.key(pygame.K_UP)) for i in range(1)]           # wraps to the Reset / Back row
    script += [(4, lambda a: a.top.__setattr__("col", 0)), (5, T.key(pygame.K_e))]   # E is Confirm now
    app, store = _controls_app(script, settings=settings)
    assert app.top.row == rows and store.settings.keys == {}
    assert app.input.prompt("confirm") == "Enter"
    # listening ends by itself
    app, store = _controls_app([(2, T.key(pygame.K_RETURN))], frames=LISTEN_TICKS + 10)
    assert app.top.listening is None and app.input.capture is None and store.settings.keys == {}


def test_body_text_grows_with_the_text_size_and_labels_keep_theirs():
    app = T.make_app(frames=1)
    body, bold = app.text.render("Hello", 20).get_height(), app.text.render("Hello", 20, role="bold").get_height()
    app.settings.text_size = 150
    app.apply_settings(save=False)
    assert app.text.render("Hello", 20).get_height() >= body * 1.4
    assert app.text.render("Hello", 20, role="bold").get_height() == bold
    assert app.text.width("Hello", 20) == app.text.render("Hello", 20).get_width()


def test_sentences_name_the_bound_key():
    app = T.make_app(frames=1, settings=Settings(keys={"confirm": ["e"]}))
    assert app.text.tr("rodizio.prompt.over") == "Press E to see the results"
    app.text.set_language("fa")
    assert "E" in app.text.tr("rodizio.prompt.over")


def test_reduce_motion_places_cards_at_once_and_fades_them_in():
    try:
        motion.set_reduced(True)
        sp = CardSprite("c", (0, 0, 50, 70), False)
        sp.retarget((400, 300, 50, 70), True, 1, 0.5)
        assert sp.rect == (400, 300, 50, 70) and sp.face_up and sp.shown_face() == (True, 1.0)
        assert sp.alpha < 255 and sp.moving
        for _ in range(30):
            sp.update(1 / 60)
        assert sp.alpha == 255 and not sp.moving
        assert theme.pulse(7) == theme.pulse(31) == 1.0
    finally:
        motion.set_reduced(False)
    sp = CardSprite("c", (0, 0, 50, 70), False)
    sp.retarget((400, 300, 50, 70), True, 1, 0.5)
    sp.update(1 / 60)
    assert sp.rect != (400, 300, 50, 70)          # normally it glides


def test_reduce_motion_makes_no_particles():
    from game.client.common.table_flow import FlowBase

    class Flow(FlowBase):
        pass
    flow = Flow.__new__(Flow)   # only the particles are exercised
    flow.particles = []
    flow.timeline = type("TL", (), {"instant": False})()
    import random
    flow._fx_rng = type("R", (), {"random": random.random, "below": lambda self, n: 0})()
    flow._burst((10, 10), 5, [(1, 2, 3)], 100)
    assert len(flow.particles) == 5
    try:
        motion.set_reduced(True)
        flow.particles.clear()
        flow._burst((10, 10), 5, [(1, 2, 3)], 100)
        assert flow.particles == []
    finally:
        motion.set_reduced(False)


def test_high_contrast_draws_plain_backgrounds_and_a_white_focus_ring():
    try:
        theme.set_palette(contrast=True)
        cloth = theme.tablecloth()
        assert len({cloth.get_at((x, y))[:3] for x in range(0, 1280, 97) for y in range(0, 720, 89)}) == 1
        surf = pygame.Surface((200, 120))
        surf.fill((0, 0, 0))
        theme.focus_ring(surf, pygame.Rect(50, 40, 100, 40), 0)
        assert surf.get_at((50 - 7 + 2, 60))[:3] == theme.WHITE
    finally:
        theme.set_palette()


def test_menus_are_narrated_when_narration_is_on():
    from game.client.scenes.settings import SettingsScene
    app = T.make_app(frames=8, settings=Settings(narration=True),
                     script=[(2, T.key(pygame.K_DOWN)), (3, T.key(pygame.K_RIGHT))])
    app.run(SettingsScene)
    lines = app.narrator.lines
    assert lines[0] == "Language: English"
    assert lines[1].startswith("Animation speed: ") and lines[2].startswith("Animation speed: ")
    assert lines[1] != lines[2]


def test_the_bottom_bar_names_rebound_directions_and_draws_arrows_otherwise():
    from game.client.screen_parts import draw_prompts
    for keys, want, unwanted in (({}, set(), {"↑/↓", "←/→", "I/K", "J/L"}),   # arrow icons, no caps
                                 ({"up": ["i"], "down": ["k"], "left": ["j"], "right": ["l"]},
                                  {"I/K", "J/L"}, set())):
        app = T.make_app(frames=1, settings=Settings(keys=keys))
        from game.client import layout_audit
        with layout_audit.recording() as rec:  # the bar's words go through the one text path
            draw_prompts(pygame.Surface(app.SIZE), app, [("up", "prompt.move"), ("left", "prompt.move"),
                                                         ("confirm", "prompt.select")])
        drawn = [d.text for d in rec.drawn]
        assert want <= set(drawn) and not unwanted & set(drawn), drawn
        assert "Enter" in drawn


def test_high_contrast_leaves_no_wood_where_seats_are_empty():
    """Issue #32: a two-seat Foodies table (the demo's) laid plain wood over
    the empty places' mats, even with high contrast."""
    from game.client.foodies.demo_scene import DemoScene
    seen = {}

    def look(a):
        a._render()
        seen.update(seats=a.top.flow.seats, cloth=theme.tablecloth().get_at((0, 0))[:3],
                    px={a.screen.get_at((x, y))[:3] for x in (40, 80, 1200) for y in (200, 300, 450)})
    app = T.make_app(frames=6, settings=Settings(high_contrast=True), script=[(5, look)])
    try:
        app.run(lambda a: DemoScene(a, seed=3, speed=None, attract=False))
    finally:
        theme.set_palette()
    assert seen["seats"] == 2
    assert seen["px"] == {seen["cloth"]}


def _bar_words(app):
    from game.client import layout_audit
    with layout_audit.recording() as rec:
        app.top.draw(pygame.Surface(app.SIZE))
    return [d.text for d in rec.drawn]


def test_the_rebind_footer_names_the_device_in_hand_and_the_bar_says_move_once():
    """Issue #32: "Click: Click or wait to cancel" was shown to a keyboard
    player, and the Controls bar said "Move" twice."""
    seen = {}
    app, _ = _controls_app([(2, lambda a: seen.update(idle=_bar_words(a))),
                            (3, T.key(pygame.K_RETURN)),                    # listen on a Key cell
                            (5, lambda a: seen.update(key=_bar_words(a)))])
    assert seen["idle"].count("Move") == 1, seen["idle"]
    assert "Wait 5 s to cancel" in seen["key"] and not any("Click" in w for w in seen["key"]), seen["key"]
    scene = app.top
    scene.listening = ("confirm", "controller", 0, app.tick)   # a Pad cell, the player on the keyboard
    assert scene.cancel_words() == "Press a key or wait 5 s to cancel"
    app.input.last_device = "mouse"
    assert scene.cancel_words() == "Click or wait to cancel"
    scene.listening = None
