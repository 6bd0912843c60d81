import pygame
import pytest

from tests.client import testing as T
from game.client.input_mapper import InputMapper
from game.client.intents import Intent


@pytest.fixture
def mapper():
    pygame.init()
    m = InputMapper()
    yield m
    m.close()


def names(intents):
    return [i.name for i in intents]


@pytest.mark.parametrize("k,name", [
    (pygame.K_UP, "up"), (pygame.K_w, "up"), (pygame.K_DOWN, "down"), (pygame.K_s, "down"),
    (pygame.K_LEFT, "left"), (pygame.K_a, "left"), (pygame.K_RIGHT, "right"), (pygame.K_d, "right"),
    (pygame.K_RETURN, "confirm"), (pygame.K_SPACE, "confirm"), (pygame.K_ESCAPE, "back"),
    (pygame.K_TAB, "next"), (pygame.K_h, "hint"), (pygame.K_p, "menu"),
])
def test_keyboard(mapper, k, name):
    assert mapper.map(T.key(k)) == [Intent(name, None, "keyboard")]
    assert mapper.last_device == "keyboard"


def test_unmapped_key_gives_nothing(mapper):
    assert mapper.map(T.key(pygame.K_z)) == []


@pytest.mark.parametrize("button,name", [
    (pygame.CONTROLLER_BUTTON_DPAD_UP, "up"), (pygame.CONTROLLER_BUTTON_DPAD_DOWN, "down"),
    (pygame.CONTROLLER_BUTTON_DPAD_LEFT, "left"), (pygame.CONTROLLER_BUTTON_DPAD_RIGHT, "right"),
    (pygame.CONTROLLER_BUTTON_A, "confirm"), (pygame.CONTROLLER_BUTTON_B, "back"),
    (pygame.CONTROLLER_BUTTON_START, "menu"), (pygame.CONTROLLER_BUTTON_Y, "hint"),
])
def test_controller_buttons(mapper, button, name):
    assert mapper.map(T.pad(button)) == [Intent(name, None, "controller")]
    assert mapper.last_device == "controller"


def test_three_devices_same_confirm(mapper):
    pos = (100, 200)
    got = [mapper.map(T.key(pygame.K_RETURN))[0].name,
           mapper.map(T.pad(pygame.CONTROLLER_BUTTON_A))[0].name,
           mapper.map(T.click(pos))[0].name]
    # The mouse's confirm is a click at a position; widgets treat both alike.
    assert got == ["confirm", "confirm", "click"]


def test_mouse(mapper):
    assert mapper.map(T.move((10, 20))) == [Intent("point", (10, 20), "mouse")]
    assert mapper.map(T.click((10, 20))) == [Intent("click", (10, 20), "mouse")]
    assert names(mapper.map(T.click((10, 20), button=3))) == ["back"]
    assert names(mapper.map(T.wheel(1))) == ["up"]
    assert names(mapper.map(T.wheel(-1))) == ["down"]
    assert mapper.last_device == "mouse"


def test_mouse_positions_are_converted_and_bars_ignored(mapper):
    # A 2x window with a 40 px letterbox bar on the left.
    mapper.to_logical = lambda p: None if p[0] < 40 else ((p[0] - 40) // 2, p[1] // 2)
    assert mapper.map(T.move((20, 20))) == []
    assert mapper.map(T.click((240, 100))) == [Intent("click", (100, 50), "mouse")]


def test_stick_hysteresis(mapper):
    ax = pygame.CONTROLLER_AXIS_LEFTY
    assert names(mapper.map(T.stick(ax, 30000))) == ["down"]
    assert mapper.map(T.stick(ax, 32000)) == []      # still held: no repeat flood
    assert mapper.map(T.stick(ax, 15000)) == []      # between thresholds: still armed off
    assert mapper.map(T.stick(ax, 2000)) == []       # back to centre: re-armed
    assert names(mapper.map(T.stick(ax, -30000))) == ["up"]
    assert names(mapper.map(T.stick(pygame.CONTROLLER_AXIS_LEFTX, -30000))) == ["left"]
    assert mapper.map(T.stick(pygame.CONTROLLER_AXIS_RIGHTX, 30000)) == []


def test_a_stick_flicked_straight_across_is_a_press_each_way(mapper):
    """Quick left-right on the stick: the pad may report no sample near the
    centre between the two sides; each side is still a press."""
    ax = pygame.CONTROLLER_AXIS_LEFTX
    got = [names(mapper.map(T.stick(ax, v))) for v in (-30000, 30000, -30000, -31000, 1000, 30000)]
    assert got == [["left"], ["right"], ["left"], [], [], ["right"]]


def test_prompt_follows_last_device(mapper):
    mapper.map(T.key(pygame.K_RETURN))
    assert mapper.prompt("confirm") == "Enter"
    mapper.map(T.pad(pygame.CONTROLLER_BUTTON_A))
    assert mapper.prompt("confirm") == "A"
    assert mapper.prompt("menu") == "Start"
    mapper.map(T.click((1, 1)))
    assert mapper.prompt("confirm") == "Click"


def test_unplugging_unknown_or_bogus_controllers_does_not_crash(mapper):
    assert mapper.map(T.pad_removed(instance_id=1234)) == []
    assert mapper.map(T.pad_added(device_index=57)) == []
    assert mapper.map(T.pad(pygame.CONTROLLER_BUTTON_A, instance_id=99)) != []


def test_virtual_controller_hot_plug_drives_the_menu():
    """A genuine SDL virtual pad: plug in, D-pad down to Settings + A opens
    it, B returns, unplug while running — no crash."""
    from tests.client.virtual_controller import VirtualController
    app = T.make_app(frames=40)
    pad = {}

    def plug(a):
        pad["p"] = VirtualController.attach()
        if pad["p"] is None:
            pytest.skip("SDL virtual joysticks unavailable here")

    def tap(button):
        return lambda a: pad["p"].tap(button)

    def unplug(a):
        pad["p"].detach()

    seen = {}
    downs = T.title_entry("menu.settings")
    t = 3 + 2 * downs   # the tick after the last D-pad press
    app.script = [(1, plug),
                  *[(3 + 2 * i, tap(pygame.CONTROLLER_BUTTON_DPAD_DOWN)) for i in range(downs)],
                  (t, tap(pygame.CONTROLLER_BUTTON_A)),
                  (t + 3, lambda a: seen.update(settings=T.stack_names(a), device=a.input.last_device,
                                                pads=len(a.input.controllers))),
                  (t + 5, tap(pygame.CONTROLLER_BUTTON_B)),
                  (t + 7, lambda a: seen.update(back=T.stack_names(a))),
                  (t + 9, unplug),
                  (t + 13, lambda a: seen.update(pads_after=len(a.input.controllers)))]
    assert app.run() == 0
    assert seen["settings"] == ["TitleScene", "SettingsScene"]
    assert seen["device"] == "controller"
    assert seen["pads"] == 1
    assert seen["back"] == ["TitleScene"]
    assert seen["pads_after"] == 0
    # The pad is gone: prompts name keys again, not buttons nobody can press.
    assert app.input.last_device == "keyboard" and app.input.prompt("confirm") == "Enter"


def test_unplugging_the_last_pad_brings_keyboard_prompts_back():
    mapper = InputMapper()
    mapper.map(T.pad(pygame.CONTROLLER_BUTTON_A))
    assert mapper.prompt("confirm") == "A"
    mapper.map(T.pad_removed(instance_id=0))
    assert mapper.last_device == "keyboard" and mapper.prompt("hint") == "H"
    mapper.map(T.move((10, 10)))
    mapper.map(T.pad_removed(instance_id=3))  # a pad leaving does not undo the mouse
    assert mapper.last_device == "mouse"


def test_a_pair_of_directions_is_named_once_on_a_controller():
    mapper = InputMapper()
    assert mapper.prompt_pair("left", "right") == mapper.prompt("left") + "/" + mapper.prompt("right")
    mapper.map(T.pad(pygame.CONTROLLER_BUTTON_DPAD_LEFT))
    assert mapper.prompt_pair("left", "right") == "D-pad"


# ---- issue #21: repeats, the resting pointer, pad families, capture --------------
def test_a_held_direction_repeats_after_a_delay_until_let_go(mapper):
    from game.client import input_mapper as im
    held = {"on": True}
    mapper.is_down = lambda source: held["on"]
    assert names(mapper.map(T.key(pygame.K_DOWN))) == ["down"]
    assert mapper.repeats(im.REPEAT_DELAY - 1) == []
    assert names(mapper.repeats(im.REPEAT_DELAY)) == ["down"]
    assert mapper.repeats(im.REPEAT_DELAY + 1) == []
    assert names(mapper.repeats(im.REPEAT_DELAY + im.REPEAT_EVERY)) == ["down"]
    mapper.map(pygame.event.Event(pygame.KEYUP, key=pygame.K_DOWN, mod=0, unicode="", scancode=0))
    assert mapper.repeats(im.REPEAT_DELAY + 3 * im.REPEAT_EVERY) == []
    # confirm never repeats; the D-pad and the stick do
    mapper.map(T.key(pygame.K_RETURN))
    assert mapper.repeats(1000) == []
    mapper.repeats(2000)
    mapper.map(T.pad(pygame.CONTROLLER_BUTTON_DPAD_LEFT))
    assert names(mapper.repeats(2000 + im.REPEAT_DELAY)) == ["left"]
    mapper.map(T.stick(pygame.CONTROLLER_AXIS_LEFTY, -30000))
    assert names(mapper.repeats(3000)) == ["up"]
    mapper.map(T.stick(pygame.CONTROLLER_AXIS_LEFTY, 0))
    assert mapper.repeats(4000) == []


def test_a_press_sdl_does_not_see_held_does_not_repeat(mapper):
    from game.client import input_mapper as im
    mapper.map(T.key(pygame.K_DOWN))   # a posted event: SDL's keyboard state has it up
    assert mapper.repeats(im.REPEAT_DELAY) == []


def test_the_pointer_takes_the_focus_only_when_it_moves(mapper):
    mapper.seed_pointer((300, 200))
    assert mapper.map(T.move((300, 200))) == []      # SDL telling where the resting pointer is
    assert mapper.last_device == "keyboard"
    assert names(mapper.map(T.move((301, 200)))) == ["point"]
    assert mapper.map(T.move((301, 200))) == []


def test_the_title_keeps_its_highlighted_entry_under_a_resting_pointer():
    """Restarting with the pointer resting over another entry: Enter still
    confirms the highlighted one (the first), not the one under the pointer."""
    from game.client.scenes.title import TitleScene
    app = T.make_app(frames=8)
    seen = {}

    def rest(a):
        entry = a.top.menu.widgets[2].rect.center
        a.input.seed_pointer(entry)
        a.post_event(T.move(entry))

    app.script = [(1, rest), (3, lambda a: seen.update(focus=a.top.menu.focus))]
    app.run(TitleScene)
    assert seen["focus"] == 0


@pytest.mark.parametrize("type_code,name,family,confirm,next_", [
    (4, "PS4 Controller", "playstation", "✕", "R1"),
    (7, "DualSense Wireless Controller", "playstation", "✕", "R1"),
    (2, "Xbox One Controller", "xbox", "A", "RB"),
    (5, "Nintendo Switch Pro Controller", "nintendo", "B", "R"),
    (0, "Sony Interactive Entertainment Wireless Controller", "playstation", "✕", "R1"),
    (0, "USB Gamepad", "generic", "A", "R1"),
])
def test_pad_families_name_their_buttons(type_code, name, family, confirm, next_):
    from game.client import pads
    assert pads.family_of(type_code, name) == family
    m = InputMapper()
    m.families[0] = family
    m.map(T.pad(pygame.CONTROLLER_BUTTON_A, instance_id=0))
    assert (m.prompt("confirm"), m.prompt("next")) == (confirm, next_)
    assert m.prompt("left") == "D-pad"
    m.close()


def test_the_playstation_shapes_have_glyphs_in_the_bundled_fonts():
    from game.client.text import Text
    text = Text("en")
    for lang in ("en", "fa"):
        text.set_language(lang)
        assert text.missing_glyphs("✕ ○ □ △ D-pad ↑ ↓ ← → — …", "bold") == set()


def test_capture_gets_the_next_press_instead_of_an_intent(mapper):
    got = []
    mapper.capture = lambda device, code: got.append((device, code))
    assert mapper.map(T.key(pygame.K_z)) == []
    assert mapper.map(T.pad(pygame.CONTROLLER_BUTTON_X)) == []
    assert got == [("keyboard", pygame.K_z), ("controller", pygame.CONTROLLER_BUTTON_X)]


@pytest.fixture
def held_pad():
    """``held_pad(hold, release, button)`` -> script items: plug a virtual
    pad at tick 1, hold ``button`` down (SDL's own state) from ``hold`` to
    ``release``. The pad is unplugged when the test ends, whatever happens
    (a pad left behind would be seen by the next test)."""
    from tests.client.virtual_controller import VirtualController
    pad = {}

    def plug(a):
        pad["p"] = VirtualController.attach()
        if pad["p"] is None:
            pytest.skip("SDL virtual joysticks unavailable here")

    def script(hold, release, button=pygame.CONTROLLER_BUTTON_DPAD_DOWN):
        return [(1, plug), (hold, lambda a: pad["p"].press(button)),
                (release, lambda a: pad["p"].release(button))]
    yield script
    if pad.get("p") is not None:
        pad["p"].detach()
        pygame.event.clear()


def test_a_d_pad_held_down_on_a_real_pad_repeats_in_a_menu_until_let_go(held_pad):
    """A genuine SDL (virtual) pad whose D-pad stays down: SDL's state says
    it is held, so the menu's focus walks on by itself; let go, it stops."""
    from game.client import input_mapper as im
    from game.client.scenes.settings import SettingsScene
    hold, held_for = 5, im.REPEAT_DELAY + 3 * im.REPEAT_EVERY + 2
    app = T.make_app(frames=hold + held_for + 60)
    focus = []
    app.script = sorted(held_pad(hold, hold + held_for) + [
        (t, lambda a: focus.append((a.tick, a.top.menu.focus))) for t in range(2, hold + held_for + 50)],
        key=lambda item: item[0])
    app.run(SettingsScene)
    downs = [t for t, i in app.intent_log if i.name == "down" and i.device == "controller"]
    # the press, then a repeat after REPEAT_DELAY and every REPEAT_EVERY while held
    assert len(downs) == 2 + (held_for - im.REPEAT_DELAY) // im.REPEAT_EVERY == 5, downs
    assert downs[1] - downs[0] >= im.REPEAT_DELAY - 1
    assert all(b - a == im.REPEAT_EVERY for a, b in zip(downs[1:], downs[2:]))
    assert downs[-1] <= hold + held_for + 1                 # nothing after the release
    assert len({f for _, f in focus}) >= 5                  # the focus really walked


def test_a_d_pad_held_down_walks_the_table_focus(held_pad):
    """At a table (the player to move), a held D-pad right moves the focus
    from card to card by itself."""
    import audit_layout
    from game.client import input_mapper as im
    from game.storage.settings import Settings
    shot = audit_layout.table_shot("rodizio", 2)
    seen: list = []
    ready = {}

    def watch(a):
        if "t" not in ready and shot.ready(a):
            ready["t"] = a.tick
        if "t" in ready:
            seen.append(a.top.renderer.focus_text())
    hold = 80
    held_for = im.REPEAT_DELAY + 2 * im.REPEAT_EVERY + 2
    app = T.make_app(settings=Settings(anim_speed="instant"), frames=hold + held_for + 30)
    app.script = sorted(held_pad(hold, hold + held_for, pygame.CONTROLLER_BUTTON_DPAD_RIGHT) + [
        (t, watch) for t in range(2, hold + held_for + 25)], key=lambda item: item[0])
    app.run(shot.first)
    assert ready.get("t", hold) < hold, "the table never reached the player's turn"
    rights = [t for t, i in app.intent_log if i.name == "right" and i.device == "controller"]
    assert len(rights) == 2 + (held_for - im.REPEAT_DELAY) // im.REPEAT_EVERY == 4, rights
    changes = sum(1 for a, b in zip(seen, seen[1:]) if a != b)
    assert changes >= 3, seen


def test_the_first_press_on_a_newly_used_device_acts_and_switches_the_prompts():
    """A press always acts: the first key after the mouse moves the focus
    (and the prompts name keys), the first D-pad press of a pad plugged in
    just now moves it again (and the prompts name its buttons)."""
    from tests.client.virtual_controller import VirtualController
    from game.client.scenes.title import TitleScene
    app = T.make_app(frames=30)
    pad, seen = {}, {}

    def hover(a):
        a.post_event(T.move(a.top.menu.widgets[1].rect.center))

    def plug(a):
        pad["p"] = VirtualController.attach()
        if pad["p"] is None:
            pytest.skip("SDL virtual joysticks unavailable here")

    def look(name):
        return lambda a: seen.update({name: (a.top.menu.focus, a.input.last_device, a.input.prompt("confirm"))})

    app.script = [(1, hover), (3, look("mouse")), (4, T.key(pygame.K_DOWN)), (6, look("key")),
                  (8, plug), (12, lambda a: pad["p"].tap(pygame.CONTROLLER_BUTTON_DPAD_DOWN)),
                  (15, look("pad"))]
    try:
        app.run(TitleScene)
    finally:
        if pad.get("p") is not None:
            pad["p"].detach()
            pygame.event.clear()
    assert seen["mouse"][:2] == (1, "mouse")
    assert seen["key"] == (2, "keyboard", "Enter")
    assert seen["pad"][:2] == (3, "controller") and seen["pad"][2] != "Enter"
