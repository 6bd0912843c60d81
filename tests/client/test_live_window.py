"""The live window left alone: work in progress (the review's judging, a
hint being thought out, an AI's turn, a table's own message) runs and is
DRAWN when it finishes although nobody touches anything and the window
has settled (App.SETTLE_SECONDS without input: pulses rest, nothing moving
is redrawn). These run the App's real-time loop in real time under the
dummy driver (tests/client/live.py) — the loop a player gets, not the
frame-stepped ``--frames`` one, which never settles. (The review stopped
at "N−1 of N decisions judged" and the hint at "Thinking of a good move…"
until the mouse moved: their last picture was never drawn.)

Marked ``live_window``: they wait in real time (each at least
SETTLE_SECONDS) and assert what ends up on screen within a generous time
limit, never how fast it got there."""
from __future__ import annotations

import pytest

from game.client.intents import Intent
from tests.client import testing as T
from tests.client.live import Live
from tests.client.review.review_records import short_record

pytestmark = pytest.mark.live_window

#: Wall-time limit of a run: far above what it needs on an idle machine
#: (SETTLE_SECONDS + a second or two), so a loaded one passes too.
WITHIN = 90.0


def test_a_review_opened_in_a_settled_window_shows_its_summary():
    from game.client.review import ReviewScene
    from game.client.scenes.title import TitleScene

    app = T.make_app()
    tr = app.text.tr
    opened: list = []

    def open_when_settled(live: Live) -> None:
        if live.settled and not opened:
            opened.append(ReviewScene(app, short_record("foodies")))
            app.push(opened[0])

    def summary_drawn(live: Live) -> bool:
        return bool(opened) and opened[0].stage == "summary" and live.showing(tr("review.step_through"))

    live = Live(app).run(TitleScene(app), until=summary_drawn, within=WITHIN, each_frame=open_when_settled)
    assert opened, "the window never settled"
    assert opened[0].stage == "summary", opened[0].stage
    assert not live.timed_out, live.shown
    assert live.drawn_settled, "something woke the window: the test sent no input"
    total = opened[0].job.progress.total
    bar = tr("review.progress", done=0, total=total)[1:]     # " of N moves looked at"
    assert not any(s.endswith(bar) for s in live.shown), live.shown


@pytest.mark.parametrize("game", ["foodies", "rodizio"])
def test_a_hint_asked_in_a_settled_window_is_drawn(game):
    import importlib

    app = T.make_app()
    config = importlib.import_module(f"game.client.{game}.config").GameConfig(seats=["human", "normal"], seed=7)
    scene = importlib.import_module(f"game.client.{game}.table_scene").TableScene(app, config)
    asked: list = []

    def ask_when_settled(live: Live) -> None:
        if live.settled and not asked and scene.flow.phase == "human":
            asked.append(app.tick)
            app.post_intent(Intent("hint", device="keyboard"))   # not a window event: it stays settled

    def hint_drawn(live: Live) -> bool:
        flow = scene.flow
        return flow.hint_why is not None and live.showing(scene.renderer.tr(flow.hint_why))

    live = Live(app).run(scene, until=hint_drawn, within=WITHIN, each_frame=ask_when_settled)
    assert asked, "the human's turn never came in a settled window"
    assert scene.flow.hint_action is not None
    assert not live.timed_out, live.shown
    assert live.drawn_settled
    thinking = app.text.tr(f"{game}.hint.thinking")
    assert not live.showing(thinking), live.shown


def test_an_ai_turn_in_a_settled_window_ends_with_the_players_turn_drawn():
    """A table opened once the window has settled, the AI to move first:
    its thinking, its move and the cards' glide run on, and the picture of
    the human's turn that follows is drawn — nobody touched anything."""
    from game.client.rodizio.config import GameConfig
    from game.client.rodizio.table_scene import TableScene
    from game.client.scenes.title import TitleScene

    app = T.make_app()
    opened: list = []

    def open_when_settled(live: Live) -> None:
        if live.settled and not opened:
            opened.append(TableScene(app, GameConfig(seats=["human", "normal"], seed=4, first_seat=1)))
            app.push(opened[0])

    def turn_drawn(live: Live) -> bool:
        if not opened or opened[0].flow.phase != "human" or opened[0].flow.ply == 0:
            return False
        prompt = opened[0].flow.prompt()
        return prompt is not None and live.showing(opened[0].renderer.tr(prompt))

    live = Live(app).run(TitleScene(app), until=turn_drawn, within=WITHIN, each_frame=open_when_settled)
    assert opened, "the window never settled"
    assert not live.timed_out, (opened[0].flow.phase, live.shown)
    assert opened[0].flow.ply >= 1                     # the AI moved first
    assert live.drawn_settled
