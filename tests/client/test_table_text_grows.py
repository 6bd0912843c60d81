"""The game tables' labels grow with the Text size setting (issue #32): at
200 % a seat's name, the prompt and the hand cards' names are drawn at
least 1.8 times as tall as at 100 %, and the table still passes the layout
audit (nothing overlaps, leaves its box or is cut with "…")."""
from __future__ import annotations

import pytest

from game.client import layout_audit
from tests.client import testing as T


def _shoot(tool, name: str, lang: str, size: int) -> tuple[dict[str, int], list[str], object]:
    """The screen ``name`` at ``size`` %: each text's ink height (the
    tallest where a text is drawn more than once), the audit's problems
    and the table's renderer."""
    shot = next(s for s in tool.screens() if s.name == name)
    seen: dict = {}

    def check_frame(app):
        with layout_audit.recording() as rec:
            app._render()
            rec.clear()
            app.screen.fill((0, 0, 0))
            for i, scene in enumerate(app._visible()):
                rec.layer = i
                scene.draw(app.screen)
        seen["heights"] = {}
        for d in rec.drawn:
            if d.ink is not None:
                seen["heights"][d.text] = max(seen["heights"].get(d.text, 0), d.ink.h)
        seen["renderer"] = app.top.renderer
        return app.screen.copy(), rec.problems(app.screen)

    tool.check_frame = check_frame
    img, problems = tool.shoot(shot, lang, size)
    assert img is not None, problems
    return seen["heights"], problems, seen["renderer"]


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_rodizio_seat_names_and_prompt_grow_to_200_percent(lang):
    tool = T.audit_tool()
    small, problems, r = _shoot(tool, "rodizio_table_4", lang, 100)
    assert problems == []
    big, problems, _ = _shoot(tool, "rodizio_table_4", lang, 200)
    assert problems == []
    side = r.name(1)   # a side seat: its pill has the room to double
    assert big[side] >= 1.8 * small[side], (side, small[side], big[side])
    prompt = r.tr(r.flow.prompt())   # on one line or more (it wraps at 200 %)

    def tallest(heights: dict[str, int]) -> int:
        return max(h for t, h in heights.items() if t in prompt and len(t) > 3)
    assert tallest(big) >= 1.8 * tallest(small)


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_foodies_hand_card_names_grow_to_200_percent(lang):
    tool = T.audit_tool()
    small, problems, r = _shoot(tool, "foodies_table_4", lang, 100)
    assert problems == []
    big, problems, _ = _shoot(tool, "foodies_table_4", lang, 200)
    assert problems == []
    flow = r.flow
    tags = {r.names.ing(flow._types[c]) for c in flow.model.hands[0]}
    assert tags
    ratios = {t: big[t] / small[t] for t in tags if t in big and t in small}
    assert ratios and max(ratios.values()) >= 1.8, ratios
    assert min(ratios.values()) >= 1.2, ratios   # a long name grows less: its tag stays on its card
