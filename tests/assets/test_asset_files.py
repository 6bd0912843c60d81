"""Every asset docs/client.md promises exists and loads as the client expects."""
import hashlib
import json
import wave
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ASSETS = ROOT / "assets"
CARD_SIZE = (120, 168)


def deck_cards():
    return json.loads((ASSETS / "rodizio" / "deck.json").read_text(encoding="utf-8"))["cards"]


def ingredient_types():
    data = json.loads((ASSETS / "foodies" / "ingredients.json").read_text(encoding="utf-8"))
    return [t["type"] for t in data["types"]]


def digest(surf, rect=None):
    import pygame
    if rect is not None:
        surf = surf.subsurface(rect)
    return hashlib.sha256(pygame.image.tobytes(surf, "RGBA")).hexdigest()


def opaque_fraction(surf):
    import pygame
    mask = pygame.mask.from_surface(surf, 8)
    return mask.count() / (surf.get_width() * surf.get_height())


# ---------------------------------------------------------------- Rodízio

def test_rodizio_card_per_deck_id_and_back(pg):
    cards = deck_cards()
    assert len(cards) == 18
    for card in cards:
        img = pg.image.load(str(ASSETS / "cards" / "rodizio" / f"card_{card['id']}.png"))
        assert img.get_size() == CARD_SIZE, card
        assert opaque_fraction(img) > 0.9, f"card {card['id']} is mostly transparent"
    back = pg.image.load(str(ASSETS / "cards" / "rodizio" / "back.png"))
    assert back.get_size() == CARD_SIZE


def test_every_rodizio_card_has_its_own_art(pg):
    paths = [ASSETS / "cards" / "rodizio" / f"card_{c['id']}.png" for c in deck_cards()]
    paths.append(ASSETS / "cards" / "rodizio" / "back.png")
    hashes = [digest(pg.image.load(str(p))) for p in paths]
    assert len(set(hashes)) == len(hashes)
    # and the pizza illustrations themselves differ (not just the name/value)
    pizza_box = (20, 40, 80, 80)
    pizzas = [digest(pg.image.load(str(p)), pizza_box) for p in paths[:17]]
    assert len(set(pizzas)) == 17


def test_chili_marks_are_distinct_per_kind(pg):
    """The top-right corner (visible in a stack) shows the chili mark: the
    same for all cards of one kind, different between none/free/double."""
    corner = (84, 2, 34, 34)
    by_kind = {}
    for c in deck_cards():
        if c["placard"]:
            continue
        img = pg.image.load(str(ASSETS / "cards" / "rodizio" / f"card_{c['id']}.png"))
        by_kind.setdefault(c["spice"], set()).add(digest(img, corner))
    assert set(by_kind) == {None, "free", "double"}
    assert all(len(v) == 1 for v in by_kind.values()), "a kind's mark varies between cards"
    marks = [next(iter(v)) for v in by_kind.values()]
    assert len(set(marks)) == 3


# ---------------------------------------------------------------- Foodies

def test_foodies_cards_icons_back_and_frame(pg):
    types = ingredient_types()
    assert len(types) == 10
    base = ASSETS / "cards" / "foodies"
    cards, icons = [], []
    for t in types:
        card = pg.image.load(str(base / f"ing_{t}.png"))
        icon = pg.image.load(str(base / f"icon_{t}.png"))
        assert card.get_size() == CARD_SIZE, t
        assert icon.get_size() == (40, 40), t
        cards.append(digest(card))
        icons.append(digest(icon))
    assert len(set(cards)) == len(types) and len(set(icons)) == len(types)
    assert pg.image.load(str(base / "back.png")).get_size() == CARD_SIZE
    assert pg.image.load(str(base / "recipe_frame.png")).get_size() == (160, 224)


def test_ingredient_corner_glyphs_differ(pg):
    """Distinguishable without colour: the corner glyphs' *shapes* differ."""
    base = ASSETS / "cards" / "foodies"
    shapes = set()
    for t in ingredient_types():
        img = pg.image.load(str(base / f"ing_{t}.png")).subsurface((8, 8, 18, 18))
        # white glyph pixels only -> a colour-free silhouette
        sil = bytes(1 if (c.r > 235 and c.g > 235 and c.b > 235) else 0
                    for c in (img.get_at((x, y)) for y in range(18) for x in range(18)))
        shapes.add(sil)
    assert len(shapes) == 10


def test_recipe_frame_regions_lie_inside_the_frame():
    data = json.loads((ASSETS / "cards" / "foodies" / "recipe_frame.json").read_text())
    w, h = data["size"]
    assert (w, h) == (160, 224)
    assert {"title", "needs", "points"} <= set(data["regions"])
    for name, (x, y, rw, rh) in data["regions"].items():
        assert 0 <= x and 0 <= y and x + rw <= w and y + rh <= h, name


# ---------------------------------------------------------------- sound

SFX = ["deal", "eat", "spicy", "win", "click", "serve", "shuffle", "error"]


@pytest.mark.parametrize("name", SFX)
def test_sfx_format_and_content(name):
    import array
    path = ASSETS / "sfx" / f"{name}.wav"
    with wave.open(str(path), "rb") as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050)
        n = w.getnframes()
        assert 0.02 <= n / 22050 <= 1.5
        frames = array.array("h", w.readframes(n))
    peak = max(abs(v) for v in frames)
    assert 3000 < peak < 32767, "silent or clipping"
    assert abs(frames[-1]) < 200, "ends with a click"
    assert path.stat().st_size < 100_000


def test_sfx_load_with_pygame_mixer_when_available(pg):
    try:
        pg.mixer.init()
    except pg.error:
        pytest.skip("no audio device")
    try:
        for name in SFX:
            assert pg.mixer.Sound(str(ASSETS / "sfx" / f"{name}.wav")).get_length() > 0
    finally:
        pg.mixer.quit()


# ---------------------------------------------------------------- fonts

LATIN = ["Nunito-Regular.ttf", "Nunito-Bold.ttf", "Nunito-Black.ttf"]
PERSIAN = ["Vazirmatn-Regular.ttf", "Vazirmatn-Bold.ttf"]


@pytest.mark.parametrize("name", LATIN + PERSIAN)
def test_fonts_load_and_render_portuguese(pg, name):
    f = pg.font.Font(str(ASSETS / "fonts" / name), 24)
    surf = f.render("Camarão à moda: ç ã õ é ê ó", True, (0, 0, 0))
    assert surf.get_width() > 100 and opaque_fraction(surf) > 0.02


@pytest.mark.parametrize("name", PERSIAN)
def test_persian_font_shapes_foodies(pg, name):
    f = pg.font.Font(str(ASSETS / "fonts" / name), 32)
    f.set_script("Arab")
    f.set_direction(pg.DIRECTION_RTL)
    surf = f.render("فودیز", True, (0, 0, 0))
    assert surf.get_width() > 20 and opaque_fraction(surf) > 0.05
    # every glyph exists (no .notdef boxes): each letter renders with a width
    for ch in "فودیز":
        assert f.size(ch)[0] > 0


def test_font_licences_and_readme():
    fonts = ASSETS / "fonts"
    readme = (fonts / "README.md").read_text(encoding="utf-8")
    for name in LATIN + PERSIAN:
        assert name in readme
    for lic in ("OFL-Nunito.txt", "OFL-Vazirmatn.txt"):
        text = (fonts / lic).read_text(encoding="utf-8")
        assert "SIL OPEN FONT LICENSE" in text.upper()
    total = sum(p.stat().st_size for p in fonts.glob("*.ttf"))
    assert total < 3_000_000


# ---------------------------------------------------------------- maps

MAPS = ["rodizio_table", "foodies_table"]


@pytest.mark.parametrize("name", MAPS)
def test_maps_load_with_pytmx(pg, name):
    import pytmx
    path = str(ASSETS / "maps" / f"{name}.tmx")
    data = pytmx.TiledMap(path)
    assert (data.width * data.tilewidth, data.height * data.tileheight) == (1280, 720)
    assert float(data.properties["card_scale"]) > 0
    tmx = pytmx.load_pygame(path)
    layer = tmx.get_layer_by_name("table")
    tiles = list(layer.tiles())
    assert len(tiles) == 32 * 18
    assert all(img.get_size() == (40, 40) for _, _, img in tiles)
    required = json.loads((ASSETS / "maps" / "required_anchors.json").read_text())[name]
    names = {o.name for o in tmx.get_layer_by_name("anchors")}
    assert set(required) <= names


def test_total_binary_size_is_modest():
    total = sum(p.stat().st_size for d in ("fonts", "cards", "sfx", "maps")
                for p in (ASSETS / d).rglob("*") if p.is_file())
    assert total < 10_000_000
