"""The Today screen and the Challenges screen (game/client/daily): the main
menu opens them; Play starts the day's deal as its one scored attempt and
a second game of it is unscored; a daily game finished at the table gets
its outcome and share line; one left for good counts as abandoned; Copy
puts the line on the clipboard; Challenges lists each game's challenges
with their state."""
from __future__ import annotations

import datetime as dt

import pygame
import pytest

from game import kits
from game.client.daily import model
from game.client.daily.challenges_scene import ChallengesScene, ChallengeRow
from game.client.daily.scene import TodayScene
from game.client.records import recording
from game.kits.challenges import Progress, challenges_of
from game.kits.daily import daily_setup, today_utc
from game.storage.progress import ABANDONED, STARTED, ProgressStore
from game.storage.saves import Record
from tests.client import testing as T
from tests.kits.challenge_games import scripted_game

DAY = dt.date(2026, 12, 3)


def _app(frames=3):
    app = T.make_app(frames=frames)
    app.run()
    return app


def _daily_record(game: str, day: dt.date) -> Record:
    """A finished game of ``day``'s deal, as the recorder keeps it."""
    kit = kits.get(game)
    setup = daily_setup(kit, day)
    initial, actions = scripted_game(kit, setup.seed, setup.seats, setup.options, first=setup.first)
    # the table deals with the setup's seed: the first state must be the rules' own
    rules = kit.rules_module()
    assert initial == rules.to_json(rules.new_game(setup.seed, setup.seats, first_seat=setup.first,
                                                   **setup.options))
    session = kit.part("session")
    config = session.make_config(list(setup.players), setup.seed, first_seat=setup.first, **setup.options)
    seats = [{"player": p, "name": "You" if p == "human" else f"CPU {i}"} for i, p in enumerate(setup.players)]
    rec = Record(game=game, seats=seats, seed=setup.seed, initial_state=initial,
                 options=session.record_options(config))
    state = rules.from_json(initial)
    for a in actions:
        state, _ = rules.apply(state, a["action"])
        rec.append(a["actor"], a["action"], rules.to_json(state))
    rec.result = rules.result(state)
    return rec


def test_the_main_menu_opens_today():
    app = T.make_app(frames=12, script=[(2, lambda app: None)])
    app.run()
    entry = T.menu_keys(app.top).index("menu.today")
    app = T.make_app(frames=20, script=T.presses(pygame.K_DOWN, entry, 2) + [(2 + entry + 2, T.key(pygame.K_RETURN))])
    app.run()
    assert isinstance(app.top, TodayScene)
    assert [d.kit.name for d in app.top.deals] == [k.name for k in kits.windowed()]


@pytest.mark.parametrize("game", ["rodizio", "foodies"])
def test_play_starts_the_deal_once_scored(game):
    app = _app()
    deal = next(d for d in model.deals(DAY)[0] if d.kit.name == game)
    assert model.play(app, deal) is True
    table = app.top
    cfg = table.config
    assert cfg.seed == deal.setup.seed and list(cfg.seats) == list(deal.setup.players)
    assert cfg.first_seat == deal.setup.first
    assert ProgressStore().load().of(game).daily[DAY.isoformat()].outcome == STARTED
    app.pop()
    assert model.play(app, deal) is False          # the same deal again: not scored
    assert any("not scored" in _toast_text(t) for t in app.toasts)


@pytest.mark.parametrize("game", ["rodizio", "foodies"])
def test_a_finished_daily_game_gets_its_outcome_and_share_line(game, monkeypatch):
    day = today_utc()
    store = ProgressStore()
    store.start_daily(game, day.isoformat())
    rec = _daily_record(game, day)
    app = _app()
    said = []
    monkeypatch.setattr(type(app), "toast", lambda self, text, seconds=3.0: said.append(text))
    recorded = recording.count_finished(app, rec, None)
    assert recorded is not None and recorded.entry is not None
    got = ProgressStore().load().of(game).daily[day.isoformat()]
    seat = rec.levels.index("human")
    won = seat in rec.result["winners"]
    assert got.outcome == ("won" if won else "lost")
    assert got.points == rec.result[kits.get(game).points][seat]
    assert got.share and got.share.startswith(f"{kits.get(game).title} daily {day.isoformat()}: ")
    assert any("Today's deal" in t for t in said)
    # the same deal played again (a new record of it) is not scored over it
    again = recording.count_finished(app, _daily_record(game, day), None)
    assert ProgressStore().load().of(game).daily[day.isoformat()].outcome == got.outcome
    assert again is not None


def test_a_game_that_is_not_the_deal_leaves_the_day_alone():
    day = today_utc()
    ProgressStore().start_daily("rodizio", day.isoformat())
    from tests.client.stats.seed import finished_record
    rec = finished_record("rodizio", ["human", "hard"], 12345, "2026-12-03T10:00:00Z")
    recording.count_finished(_app(), rec, None)
    assert ProgressStore().load().of("rodizio").daily[day.isoformat()].outcome == STARTED


def test_an_attempt_dropped_for_good_counts_as_abandoned():
    from game.client.records.progress_recording import abandon_daily
    day = today_utc()
    ProgressStore().start_daily("foodies", day.isoformat())
    setup = daily_setup(kits.get("foodies"), day)
    opts = {"first_seat": setup.first} if setup.first else {}
    assert abandon_daily("foodies", list(setup.players), setup.seed, opts) == day.isoformat()
    assert ProgressStore().load().of("foodies").daily[day.isoformat()].outcome == ABANDONED


def test_resume_without_a_save_counts_abandoned_and_deals_again():
    app = _app()
    deal = model.deals()[0][0]
    ProgressStore().start_daily(deal.kit.name, deal.setup.date)
    deal = model.deals()[0][0]
    assert deal.state == "started" and model.saved_attempt(deal) is None
    model.resume(app, deal)
    assert ProgressStore().load().of(deal.kit.name).daily[deal.setup.date].outcome == ABANDONED
    assert app.top.config.seed == deal.setup.seed


def test_copy_puts_the_share_line_on_the_clipboard():
    app = _app()
    store = ProgressStore()
    day = today_utc().isoformat()
    store.start_daily("rodizio", day)
    store.finish_daily("rodizio", day, outcome="won", place=1, points=9, share="Rodízio daily: won\n🍕⬜")
    scene = TodayScene(app)
    play, copy = scene.rows[0]
    assert copy.enabled and scene._play_key(scene.deals[0]) == "today.play_again"
    assert model.copy_share(app, scene.deals[0]) is True
    import pygame.scrap
    assert pygame.scrap.get_text() == "Rodízio daily: won\n🍕⬜"


def test_today_draws_every_game_and_the_calendar():
    from game.client import layout_audit
    app = _app()
    store = ProgressStore()
    store.start_daily("rodizio", "2026-12-01")
    store.finish_daily("rodizio", "2026-12-01", outcome="won", place=1, points=9)
    scene = TodayScene(app, date=DAY)
    app.push(scene)
    with layout_audit.recording() as rec:
        scene.draw(app.screen)
    texts = [d.text for d in rec.drawn]
    assert "December 2026" in texts and "Today's deal" in texts
    for deal in scene.deals:
        assert model.setup_text(app, deal) in texts
    print(rec.problems(app.screen))
    assert rec.problems(app.screen) == []


def test_challenges_list_each_game_and_switch():
    app = _app()
    ProgressStore().update(lambda p: p.of("rodizio").challenges.update({"win": Progress(1, "2026-12-01T10:00:00Z", "replays/gone.json")}) or None)
    scene = ChallengesScene(app)
    app.push(scene)
    assert [r.challenge.id for r in scene.rows] == [c.id for c in challenges_of(kits.get(scene.games[0].name))]
    first = scene.games[0].name
    scene.handle(T_intent("right"))
    assert scene.games[scene.game].name != first
    scene.handle(T_intent("left"))
    done = next(r for r in scene.rows if r.challenge.id == "win")
    assert done.progress.done and "Done" in done.state_text(app)
    # its replay is gone: a message, no crash
    scene.menu.focus_on(done)
    scene.handle(T_intent("confirm"))
    assert type(app.top).__name__ == "MessageScene"


def _toast_text(t):
    return t if isinstance(t, str) else next(x for x in t if isinstance(x, str))


def T_intent(name):
    from game.client.intents import Intent
    return Intent(name)
