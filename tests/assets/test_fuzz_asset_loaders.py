"""Hypothesis fuzzing of the content loaders: translation catalogs (.po),
Tiled maps (.tmx), deck data (Rodízio deck, Foodies ingredients and
recipes) and tutorials. Each either returns or raises its module's own
documented error — catalogs: never raise (an empty catalog, English
fallback); maps: `LayoutError`; decks: `RuntimeError` ("installation
fault"); tutorials: `TutorialError` — never anything else (a stray
TypeError, RecursionError or UnicodeDecodeError is a bug)."""
from __future__ import annotations

import json
import os
import uuid
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from game.content_root import CONTENT_ROOT

FUZZ = settings(max_examples=int(os.environ.get("FUZZ_EXAMPLES", "50")), deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

scalars = st.none() | st.booleans() | st.integers(-2**40, 2**40) | st.floats(allow_nan=False) | st.text(max_size=10)
json_values = st.recursive(scalars, lambda c: st.lists(c, max_size=4) | st.dictionaries(st.text(max_size=8), c, max_size=4),
                           max_leaves=10)
hostile = st.sampled_from(["[" * 5000 + "]" * 5000, "9" * 5000, "", "\x00\xff", '{"cards": NaN}'])


@st.composite
def mutated_json(draw, base):
    """`base` with one part replaced, deleted or retyped, at any depth."""
    doc = json.loads(json.dumps(base))
    node = doc
    for _ in range(6):
        keys = sorted(node) if isinstance(node, dict) else list(range(len(node))) if isinstance(node, list) else []
        if not keys:
            break
        k = draw(st.sampled_from(keys))
        child = node[k]
        if not isinstance(child, (dict, list)) or not child or draw(st.booleans()):
            how = draw(st.sampled_from(["replace", "delete", "retype"]))
            if how == "delete" and isinstance(node, dict):
                del node[k]
            elif how == "retype":
                node[k] = draw(st.sampled_from([None, True, 0, -1, 10**6, "x", [], {}, [None], {"": 0}]))
            else:
                node[k] = draw(json_values)
            return doc
        node = child
    return draw(json_values)


@st.composite
def mutated_text(draw, base: str):
    """`base` with a few lines deleted, duplicated or replaced by junk."""
    lines = base.splitlines()
    for _ in range(draw(st.integers(1, 3))):
        if not lines:
            break
        i = draw(st.integers(0, len(lines) - 1))
        how = draw(st.sampled_from(["drop", "dup", "junk", "cut"]))
        if how == "drop":
            del lines[i]
        elif how == "dup":
            lines.insert(i, lines[i])
        elif how == "cut":
            lines[i] = lines[i][: draw(st.integers(0, max(0, len(lines[i]) - 1)))]
        else:
            lines[i] = draw(st.text(alphabet='<>/="\'abcdefgmnoprstuwxyz0123456789 #{}[]:,\\\n', max_size=60))
    return "\n".join(lines) + "\n"


def _fresh_dir(tmp_path: Path) -> Path:
    d = tmp_path / uuid.uuid4().hex
    d.mkdir()
    return d


# -- catalogs ------------------------------------------------------------------------------------
PO = (CONTENT_ROOT / "i18n" / "pt.po").read_text(encoding="utf-8")


@FUZZ
@given(mutated_text(PO) | st.text(max_size=200) | hostile)
def test_catalog_never_raises(tmp_path, text):
    from game.client import catalog
    d = _fresh_dir(tmp_path)
    (d / "pt.po").write_text(text, encoding="utf-8", errors="surrogatepass") if "\ud800" not in text \
        else (d / "pt.po").write_bytes(b"\xff")
    cat = catalog.load("pt", d)
    assert isinstance(cat.messages, dict)
    for key in list(cat.messages)[:5]:
        assert cat.get(key) is None or isinstance(cat.get(key), str)
        assert cat.get(key, 3) is None or isinstance(cat.get(key, 3), str)


@FUZZ
@given(st.binary(max_size=300))
def test_catalog_of_any_bytes(tmp_path, data):
    from game.client import catalog
    d = _fresh_dir(tmp_path)
    (d / "fa.po").write_bytes(data)
    assert isinstance(catalog.load("fa", d).messages, dict)


# -- maps ----------------------------------------------------------------------------------------
FIXTURES = Path(__file__).resolve().parents[1] / "client" / "fixtures"
TMX = (FIXTURES / "tiny.tmx").read_text(encoding="utf-8")


@FUZZ
@given(mutated_text(TMX) | st.text(max_size=200))
def test_map_loads_or_raises_layout_error(tmp_path, text):
    from game.client.layout import Layout, LayoutError
    d = _fresh_dir(tmp_path)
    for name in ("tiles.tsx", "tiles.png"):
        (d / name).write_bytes((FIXTURES / name).read_bytes())
    (d / "m.tmx").write_text(text, encoding="utf-8", errors="replace")
    try:
        layout = Layout.load("m", d)
    except LayoutError as e:
        assert str(e)
        return
    for name in layout.names()[:3]:
        layout.anchor(name)
        layout.props(name)


# -- deck data ---------------------------------------------------------------------------------------
@pytest.fixture
def rodizio_deck(monkeypatch, tmp_path):
    from game.rules.rodizio import cards
    path = tmp_path / "deck.json"
    monkeypatch.setattr(cards, "DECK_PATH", path)
    cards.deck.cache_clear()
    yield cards, path
    cards.deck.cache_clear()


DECK = json.loads((CONTENT_ROOT / "rodizio" / "deck.json").read_text(encoding="utf-8"))


@FUZZ
@given(st.data())
def test_rodizio_deck_loads_or_raises_runtime_error(rodizio_deck, data):
    cards, path = rodizio_deck
    content = data.draw(mutated_json(DECK).map(json.dumps) | hostile)
    path.write_text(content, encoding="utf-8", errors="replace")
    cards.deck.cache_clear()
    try:
        assert len(cards.deck()) == cards.DECK_SIZE
    except RuntimeError as e:
        assert type(e) is RuntimeError and str(e)   # not a RecursionError (a RuntimeError too)


@pytest.fixture
def foodies_data(monkeypatch, tmp_path):
    from game.rules.foodies import cards
    monkeypatch.setattr(cards, "ASSET_DIR", tmp_path)
    cards.catalog.cache_clear()
    yield cards, tmp_path
    cards.catalog.cache_clear()


ING = json.loads((CONTENT_ROOT / "foodies" / "ingredients.json").read_text(encoding="utf-8"))
REC = json.loads((CONTENT_ROOT / "foodies" / "recipes.json").read_text(encoding="utf-8"))


@FUZZ
@given(st.data())
def test_foodies_cards_load_or_raise_runtime_error(foodies_data, data):
    cards, folder = foodies_data
    which = data.draw(st.sampled_from(["ingredients", "recipes"]))
    good = {"ingredients": ING, "recipes": REC}
    for name, doc in good.items():
        content = data.draw(mutated_json(doc).map(json.dumps) | hostile) if name == which else json.dumps(doc)
        (folder / f"{name}.json").write_text(content, encoding="utf-8", errors="replace")
    cards.catalog.cache_clear()
    try:
        cards.catalog()
    except RuntimeError as e:
        assert type(e) is RuntimeError and str(e)


# -- tutorials ------------------------------------------------------------------------------------------
TUTORIALS = {g: json.loads((CONTENT_ROOT / "tutorials" / f"{g}.json").read_text(encoding="utf-8"))
             for g in ("rodizio", "foodies")}


@FUZZ
@given(st.sampled_from(sorted(TUTORIALS)), st.data())
def test_tutorial_loads_or_raises_tutorial_error(tmp_path, game, data):
    from game.client.tutorial.script import TutorialError, load
    content = data.draw(mutated_json(TUTORIALS[game]).map(json.dumps) | hostile)
    p = tmp_path / f"{game}.json"
    p.write_text(content, encoding="utf-8", errors="replace")
    try:
        load(game, p)
    except TutorialError as e:
        assert str(e)
