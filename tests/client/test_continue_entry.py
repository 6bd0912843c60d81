"""The title's Continue entry speaks the player's language of the moment
(its second line stayed English after switching to Portuguese) and says
when the unfinished game is a hot-seat one (several humans at one
device)."""
from __future__ import annotations

from game.storage.saves import SaveStore
from tests.client import testing as T
from tests.storage.test_saves import played_record


def _autosave(humans: int = 1):
    rec = played_record("rodizio", seed=5, seats=3, plies=6)
    for seat in rec.seats[:humans]:
        seat["player"], seat["name"] = "human", "You"
    SaveStore().write(rec)
    return rec


def _continue_line(app) -> str:
    return app.top.menu.widgets[0].detail()


def test_the_continue_line_follows_a_language_change():
    _autosave()
    seen = {}

    def to_pt(app):
        seen["en"] = _continue_line(app)
        app.settings.language = "pt"
        app.apply_settings(save=False)
        seen["pt"] = _continue_line(app)

    app = T.make_app(frames=6, script=[(3, to_pt)])
    app.run()
    turn = SaveStore().summary().turn
    assert seen["en"] == f"Rodízio · 3 seats · turn {turn}"
    assert seen["pt"] == app.text.tr("continue.detail", game="Rodízio", seats=3, turn=turn)
    assert seen["pt"] != seen["en"] and "turno" in seen["pt"]


def test_continue_says_a_hot_seat_game_is_one():
    _autosave(humans=2)
    app = T.make_app(frames=3)
    app.run()
    assert SaveStore().summary().humans == 2
    turn = SaveStore().summary().turn
    assert _continue_line(app) == f"Rodízio · 3 seats · hot seat · turn {turn}"


def test_a_game_against_the_computer_does_not_say_hot_seat():
    _autosave(humans=1)
    app = T.make_app(frames=3)
    app.run()
    assert "hot seat" not in _continue_line(app)
