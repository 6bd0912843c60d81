import pygame

from tests.client import testing as T
from game.client.intents import Intent
from game.client.widgets import Button, Menu, OptionRow


def make_menu(app, log):
    a = Button((0, 0, 100, 40), lambda: log.append("a"), "A")
    b = Button((0, 50, 100, 40), lambda: log.append("b"), "B")
    c = Button((0, 100, 100, 40), lambda: log.append("c"), "C")
    row = OptionRow((0, 150, 600, 40), ["x", "y", "z"], 0, lambda v: log.append(v), "Row")
    return Menu([a, b, c, row]), (a, b, c, row)


def test_focus_moves_and_wraps_skipping_disabled():
    app = T.make_app()
    log = []
    menu, (a, b, c, row) = make_menu(app, log)
    b.enabled = False
    menu.handle(Intent("down"), app)
    assert menu.focused is c
    menu.handle(Intent("down"), app)
    menu.handle(Intent("down"), app)
    assert menu.focused is a  # wrapped
    menu.handle(Intent("up"), app)
    assert menu.focused is row
    menu.handle(Intent("next"), app)
    assert menu.focused is a


def test_confirm_hover_and_click():
    app = T.make_app()
    log = []
    menu, (a, b, c, row) = make_menu(app, log)
    menu.handle(Intent("confirm"), app)
    assert log == ["a"]
    assert menu.handle(Intent("point", (50, 120), "mouse"), app)
    assert menu.focused is c
    assert not menu.handle(Intent("point", (500, 20), "mouse"), app)  # nothing there
    assert menu.focused is c
    menu.handle(Intent("click", (50, 60), "mouse"), app)
    assert menu.focused is b and log == ["a", "b"]
    assert not menu.handle(Intent("click", (900, 900), "mouse"), app)
    assert "click" in app.audio.played


def test_option_row_left_right():
    app = T.make_app()
    log = []
    menu, (a, b, c, row) = make_menu(app, log)
    menu.focus_on(row)
    menu.handle(Intent("right"), app)
    menu.handle(Intent("right"), app)
    menu.handle(Intent("right"), app)
    assert log == ["y", "z", "x"]
    menu.handle(Intent("left"), app)
    assert row.value == "z"


def test_widgets_draw_with_focus():
    app = T.make_app()
    menu, (a, *_ ) = make_menu(app, [])
    surf = pygame.Surface((700, 220))
    surf.fill((0, 0, 0))
    menu.draw(surf, app)
    # The focus ring draws outside the focused button's rect.
    ring = surf.get_at((a.rect.right + 3, a.rect.centery))
    assert ring != pygame.Color(0, 0, 0)


def test_a_long_option_value_shrinks_to_fit_between_the_arrows():
    from game.storage.settings import Settings
    longs = {"en": "Computer player · normal · thinking hard",
             "fa": "هوش مصنوعی · معمولی · هوش مصنوعی · معمولی"}
    for lang, long_value in longs.items():
        app = T.make_app(settings=Settings(language=lang))
        row = OptionRow((250, 260, 780, 52), ["x"], 0, lambda v: None, "Row")
        left, right = row._arrows(app.text.rtl)
        room = right.left - left.right
        size = row.value_size(app, long_value)
        assert size < row.size
        assert app.text.width(long_value, size, role="bold") <= room
        assert row.value_size(app, "2") == row.size


def test_menus_move_in_two_dimensions_by_the_same_rules_everywhere():
    """Issue #32: Right on Settings' "Controls" reaches "Accessibility";
    down from it reaches Back, up from Back the button in reading order
    first; a row wraps at its ends; a column wraps top to bottom."""
    import pygame as pg
    from game.client.scenes.settings import SettingsScene
    from tests.client import testing as T
    for lang in ("en", "fa"):
        app = T.make_app(frames=2, settings=__import__("game.storage.settings", fromlist=["x"]).Settings(
            language=lang))
        app.run(SettingsScene)
        scene = app.top
        scene.draw(app.screen)            # RTL: the two buttons trade places
        menu = scene.menu
        menu.focus_on(scene.rows[-1])
        assert menu.handle(Intent("down"), app) and menu.focused is scene.controls
        toward_access = "left" if lang == "fa" else "right"
        assert menu.handle(Intent(toward_access), app) and menu.focused is scene.access
        assert menu.handle(Intent(toward_access), app) and menu.focused is scene.controls   # wraps
        menu.handle(Intent("down"), app)
        back = menu.focused
        assert back not in (scene.controls, scene.access) and back.key == "common.back"
        menu.handle(Intent("up"), app)
        assert menu.focused is scene.controls
        menu.handle(Intent("up"), app)
        assert menu.focused is scene.rows[-1]
        menu.focus_on(scene.rows[0])
        menu.handle(Intent("up"), app)
        assert menu.focused is back          # the column wraps
        assert not menu.handle(Intent("left"), app) and menu.focused is back   # nothing beside Back


def test_a_long_value_takes_the_room_a_short_label_leaves_and_grows():
    """Issue #32: "Off (no speech engine)" beside "Narration" shrank to fit
    the value's usual share at every text size; now it takes the room the
    short label leaves, so it is drawn at its grown size."""
    from game.client.widgets import OptionRow
    from game.storage.settings import Settings
    from tests.client import testing as T
    sizes = {}
    for pct in (100, 125):
        app = T.make_app(frames=1, settings=Settings(text_size=pct))
        row = OptionRow((290, 400, 700, round(52 * pct / 100)), ["Off (no speech engine)"], 0, lambda v: None,
                        label="Narration")
        row.draw(pygame.Surface(app.SIZE), app, False)
        sizes[pct] = row.value_size(app, "Off (no speech engine)")
    assert sizes[100] == row.size                 # no longer shrunk (it was drawn at 21 at 100 % and at 125 %)
    assert sizes[125] >= 1.1 * sizes[100]         # and it grows (as far as the row's height lets it)
