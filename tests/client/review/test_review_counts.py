"""The review's progress bar and its summary count the same things: the
bar counts the reviewed seat's moves, the summary says how many of those
moves were decisions judged and how many were forced (the bar said "9
decisions" and the summary "decisions judged: 5")."""
from __future__ import annotations

from game.client import layout_audit
from game.client.review import ReviewScene
from tests.client import testing as T
from tests.client.review.review_records import short_record


def _drawn(app) -> list[str]:
    with layout_audit.recording() as rec:
        app._render()
    return [d.text for d in rec.drawn]


def test_the_bar_and_the_summary_agree_on_moves_and_decisions():
    seen = {}
    app = T.make_app(frames=900, script=[(2, lambda a: seen.update(working=_drawn(a)))])
    scene = ReviewScene(app, short_record("rodizio"))
    app.run(scene)
    assert scene.stage == "summary"
    moves, judged = scene.job.progress.total, len(scene.decisions)
    assert 0 < judged < moves                         # this game has forced moves: the case that misled
    tr = app.text.tr
    bar = [s for s in seen["working"] if s.endswith(tr("review.progress", done=0, total=moves)[1:])]
    assert bar, seen["working"]                       # "k of <moves> moves looked at"
    summary = _drawn(app)
    want = tr("review.subtitle", game="Rodízio", seats=2, total=moves, n=judged, forced=moves - judged)
    assert want in summary, summary
    assert f"{moves} moves: {judged} decisions judged, {moves - judged} forced" in want
