"""The Statistics screen grows with the Text size setting (issue #32): its
tables' heads, names and figures, the history's rows, the overview's
cards and the tabs are drawn larger (≥ 1.8× at 200 %), the rows grow
with them and the page scrolls; every row still fits the view, and the
layout audit finds nothing at any size in en, pt and fa."""
from __future__ import annotations

import pygame
import pytest

from game import kits
from game.client import layout_audit
from game.client.stats.layout import VIEW
from game.client.stats.scene import StatisticsScene
from game.storage.settings import Settings
from tests.client import testing as T
from tests.client.stats.seed import seed_stats


@pytest.fixture
def seeded():
    seed_stats("rodizio", games=12, replays=3)


def _scene(size: int, lang: str = "en") -> StatisticsScene:
    app = T.make_app(settings=Settings(language=lang, text_size=size, anim_speed="instant"), frames=2)
    app.run(lambda a: StatisticsScene(a, "rodizio"))
    return app.top


def _drawn_at(scene: StatisticsScene, kind: str, where: pygame.Rect = VIEW) -> dict[str, pygame.Rect]:
    """Scroll the page to its first row of ``kind``, draw it: each text
    drawn in ``where`` (the page's rows; not the prompt bar's) -> its ink
    rect (the last one drawn of that text: the page's rows come after the heads)."""
    scene.cursor = next(i for i, ln in enumerate(scene.lines) if ln.kind == kind)
    scene._reveal(scene.cursor)
    surface = pygame.Surface(scene.app.SIZE)
    with layout_audit.recording() as rec:
        scene.draw(surface)
    out: dict[str, pygame.Rect] = {}
    for d in rec.drawn:
        if where.collidepoint(d.rect.center):
            out[d.text] = d.ink or d.rect
    return out


def _grew(a: dict, b: dict, texts, factor: float = 1.8) -> None:
    for s in texts:
        assert s in a and s in b, s
        assert b[s].h >= factor * a[s].h, (s, a[s], b[s])


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_the_tables_text_and_rows_grow_with_the_text_size(seeded, lang):
    small, big = _scene(100, lang), _scene(200, lang)
    tr = small.app.text.tr
    # the splits table: the section's title, a column head, a seat count's name
    a, b = _drawn_at(small, "split"), _drawn_at(big, "split")
    _grew(a, b, [tr("stats.splits.title")])
    # eleven heads share the table's width: each column as wide as its longest word and figures need,
    # all of them a little smaller when the table is too narrow for them all (the figures first)
    _grew(a, b, [tr("stats.col.played"), tr("stats.col.won")], 1.45)
    figures = [s for s in a if s in b and s.rstrip("%").replace(".", "").isdigit()]
    assert len(figures) >= 5
    _grew(a, b, figures)
    # the history: the result pills, the places
    a, b = _drawn_at(small, "history"), _drawn_at(big, "history")
    _grew(a, b, [tr("stats.history.col.date"), tr("stats.outcome.won")], 1.7)
    rows = {ln.kind: ln.height for ln in small.lines}
    grown = {ln.kind: ln.height for ln in big.lines}
    for kind in ("split", "history", "splits_head", "history_head"):
        assert grown[kind] >= 1.8 * rows[kind], kind
    # the overview's card titles, the tabs (the one shown too)
    a, b = _drawn_at(small, "overview"), _drawn_at(big, "overview")
    _grew(a, b, [tr("stats.rating.title"), tr("stats.chart.rolling", n=len(small.tab.recent) or 50)], 1.7)
    header = pygame.Rect(0, 0, 1280, VIEW.top)
    a, b = _drawn_at(small, "overview", header), _drawn_at(big, "overview", header)
    _grew(a, b, [tr(kits.get("rodizio").client.name_key)], 1.3)   # the tab shown (its button is only so tall)


def test_past_100_percent_the_overview_takes_two_rows_that_each_fit_the_view(seeded):
    scene = _scene(200)
    overview = [ln for ln in scene.lines if ln.kind == "overview"]
    assert [ln.data for ln in overview] == [("top",), ("low",)]
    assert all(ln.height <= VIEW.h for ln in scene.lines)
    assert all(ln.focusable for ln in overview)      # the keys reach the low charts
    scene.cursor = scene.lines.index(overview[1])
    scene._reveal(scene.cursor)
    assert scene.cursor in dict(scene.visible())
    assert _scene(100).lines[0].data == ("top", "low")


def test_the_layout_audit_passes_the_statistics_screen_at_every_text_size(tmp_path):
    from tests.client.testing import audit_tool as _tool
    names = ["statistics_rodizio", "statistics_splits", "statistics_history", "statistics_empty"]   # splits: splits_more too
    # growth: every text of the screen (but the prompt bar's) grows with the setting too
    problems = _tool().audit(("en", "pt", "fa"), names, out=tmp_path, text_sizes=(125, 175, 200), growth=True)
    assert problems == []
