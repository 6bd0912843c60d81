"""The icon is generated from the card art, committed as data, and used
for the window."""
from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ICON = ROOT / "assets" / "icon" / "rodizio-foodies.png"


def test_committed_icon_is_what_the_generator_draws(pg):
    import make_icon
    drawn = make_icon.icon()
    committed = pg.image.load(str(ICON))
    assert committed.get_size() == drawn.get_size() == (256, 256)
    a = pg.image.tobytes(drawn, "RGBA")
    b = pg.image.tobytes(committed, "RGBA")
    # within 2 per channel, so another platform's rounding cannot fail this
    assert max(abs(x - y) for x, y in zip(a, b)) <= 2, "assets/icon is stale: run tools/make_icon.py"


def test_icon_is_a_rounded_tile_with_the_pizza_in_the_middle(pg):
    img = pg.image.load(str(ICON))
    assert img.get_at((0, 0)).a == 0 and img.get_at((255, 255)).a == 0   # rounded corners
    assert img.get_at((128, 4)).a == 255                                  # the rim
    r, g, b, _ = img.get_at((118, 116))
    assert r > 150 and b < 150, "no pizza in the middle of the icon"


def test_the_window_gets_the_icon(pg, monkeypatch):
    from game.client import app as app_module
    from tests.client import testing as T
    got = []
    monkeypatch.setattr(pg.display, "set_icon", lambda surf: got.append(surf.get_size()))
    app = T.make_app(frames=1)
    assert got == [(256, 256)]
    assert pg.display.get_caption()[0] == app_module.App.TITLE == "Rodízio & Foodies"
    assert app.window is not None


def test_a_missing_icon_keeps_the_default_and_logs(pg, monkeypatch, caplog):
    from game.client import app as app_module
    from tests.client import testing as T
    monkeypatch.setattr(app_module, "ICON", ("icon", "no-such-icon.png"))
    T.make_app(frames=1)
    assert "window icon not set" in caplog.text
