"""The generator scripts are deterministic and the committed assets match them."""
import array
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ASSETS = ROOT / "assets"


def test_sfx_regenerate_to_identical_bytes(tmp_path):
    import make_sfx
    a = make_sfx.generate(tmp_path / "a")
    b = make_sfx.generate(tmp_path / "b")
    for pa, pb in zip(a, b):
        assert pa.read_bytes() == pb.read_bytes(), pa.name
        # the committed file is what the script writes (within 1 LSB per
        # sample, so another platform's libm rounding cannot fail this)
        new, old = pa.read_bytes(), (ASSETS / "sfx" / pa.name).read_bytes()
        assert len(new) == len(old) and new[:44] == old[:44], f"assets/sfx/{pa.name} is stale"
        ns, os_ = array.array("h", new[44:]), array.array("h", old[44:])
        assert max(abs(x - y) for x, y in zip(ns, os_)) <= 1, \
            f"assets/sfx/{pa.name} is stale: run tools/make_sfx.py"


def test_card_art_is_deterministic(pg, tmp_path):
    import make_card_art as mca
    card = next(c for c in mca.load_deck() if c["spice"] == "double")
    for d in ("a", "b"):
        mca.save_png(mca.rodizio_card(card), tmp_path / d / "card.png")
        mca.save_png(mca.ingredient_card("eggplant"), tmp_path / d / "ing.png")
    assert (tmp_path / "a" / "card.png").read_bytes() == (tmp_path / "b" / "card.png").read_bytes()
    assert (tmp_path / "a" / "ing.png").read_bytes() == (tmp_path / "b" / "ing.png").read_bytes()


def test_card_art_follows_the_deck_data(pg):
    """Changing a value in the data changes the art (art follows data)."""
    import make_card_art as mca
    card = dict(mca.load_deck()[0])
    a = pg.image.tobytes(mca.rodizio_card(card), "RGBA")
    card["value"] = 6
    b = pg.image.tobytes(mca.rodizio_card(card), "RGBA")
    assert a != b


def test_maps_match_their_generator(tmp_path):
    import make_maps
    for p in make_maps.generate(tmp_path):
        assert p.read_text(encoding="utf-8") == (ASSETS / "maps" / p.name).read_text(encoding="utf-8"), \
            f"assets/maps/{p.name} differs from tools/make_maps.py output"


def test_map_anchors_come_from_required_list():
    import make_maps
    required = json.loads((ASSETS / "maps" / "required_anchors.json").read_text())
    for name, spec in make_maps.MAPS.items():
        assert set(required[name]) <= set(spec["anchors"]), name


@pytest.mark.parametrize("name", ["rodizio_table", "foodies_table"])
def test_tileset_is_deterministic_and_seamless(pg, name):
    import make_tilesets as mt
    a = mt.build_tileset(name)
    b = mt.build_tileset(name)
    assert pg.image.tobytes(a, "RGBA") == pg.image.tobytes(b, "RGBA")
    assert a.get_size() == (mt.COLUMNS * 40, 3 * 40)

    def tile(k):
        return a.subsurface(((k % mt.COLUMNS) * 40, (k // mt.COLUMNS) * 40, 40, 40))

    def col(t, x):
        return [tuple(t.get_at((x, y))) for y in range(40)]

    def rows(t, y0, y1):
        return [tuple(t.get_at((x, y))) for y in range(y0, y1) for x in range(40)]

    def diff(p, q):
        return max(max(abs(u - v) for u, v in zip(c1, c2)) for c1, c2 in zip(p, q))

    # wood planks run on from one variant into the next (same plank lines)
    w0, w1 = tile(mt.TILE["wood"][0]), tile(mt.TILE["wood"][1])
    seam = sum(max(abs(u - v) for u, v in zip(c1, c2))
               for c1, c2 in zip(col(w0, 39), col(w1, 0))) / 40
    assert seam < 40
    # an edge tile's outer strip is the same wood, so it joins the wood tiles
    # around it; a corner's outer strip too
    for role in ("cloth_t", "cloth_tl", "felt_t"):
        assert diff(rows(tile(mt.TILE[role]), 0, 3), rows(w0, 0, 3)) <= 2, role
    # the region's centre tile has no wood in it: it is the fill everywhere
    centre = tile(mt.TILE["cloth_c"])
    assert diff(rows(centre, 0, 3), rows(w0, 0, 3)) > 20


def test_card_art_reports_a_corrupt_deck_clearly(tmp_path):
    import make_card_art as mca
    bad = tmp_path / "deck.json"
    bad.write_text('{"cards": [{"id": 0}]}', encoding="utf-8")
    with pytest.raises(SystemExit) as e:
        mca.load_deck(bad)
    assert "cannot use the deck" in str(e.value) and "name" in str(e.value)
