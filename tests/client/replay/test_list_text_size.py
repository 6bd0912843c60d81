"""The replay list grows with the Text size setting (issue #32): past 100 %
its rows stand in one wider column that grows and scrolls (Back the last
row), every text grows (the layout audit's growth check), in en, pt, fa."""
from __future__ import annotations


def test_the_replay_list_passes_the_audit_with_the_growth_check(tmp_path):
    from tests.client.testing import audit_tool as _tool
    problems = _tool().audit(("en", "pt", "fa"), ["replay_list"], out=tmp_path, text_sizes=(125, 200), growth=True)
    assert problems == []
