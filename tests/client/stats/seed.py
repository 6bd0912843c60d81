"""A statistics file with data, for the layout audit and the screen's tests:
quick headless games (random agents through the rules core, each labelled
as played by the human against AI levels — 2 to 4 seats, the levels
taking turns), a few abandoned ones and a hot-seat one, recorded through
the real `StatsStore` under ``RODIZIO_FOODIES_HOME``; the newest games
are also kept as replays (so their rows offer Watch). Deterministic: the
same games and dates every time."""
from __future__ import annotations

import datetime as dt
from typing import Any

from game import kits
from game.storage.saves import Record
from game.storage.stats import StatsStore

LEVELS = ("easy", "normal", "hard")


def finished_record(game: str, players: list[str], seed: int, when: str) -> Record:
    """A whole game between random agents, as the recorder would keep it."""
    from game.ai.match import play_match
    from game.kits.agents import make_agent
    rules = kits.rules_module(game)
    state = rules.new_game(seed, len(players))
    m = play_match(rules, state, [make_agent(game, "random") for _ in players], seed)
    seats = [{"player": p, "name": "You" if p == "human" else f"CPU {i + 1}"} for i, p in enumerate(players)]
    rec = Record(game=game, seats=seats, seed=seed, initial_state=rules.to_json(state), created=when,
                 options=kits.get(game).part("session").record_options(
                     kits.get(game).part("session").make_config(["human"] * len(players), seed)))
    for st in m.steps:
        rec.append(st.actor, st.action, rules.to_json(st.state_before))
    rec.state = rules.to_json(m.final)
    rec.result = rules.result(m.final)
    return rec


def _when(i: int, later: int = 0) -> str:
    """Game ``i``'s start (``later``: hours after it, its end)."""
    t = dt.datetime(2026, 11, 2, 19, 0, tzinfo=dt.timezone.utc) + dt.timedelta(hours=7 * i + later)
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def _count(store: StatsStore, rec: Record, replay: Any, when: str) -> None:
    """`StatsStore.record_finished`, dated ``when`` (the game's end)."""
    from game.storage.stats import record_id
    seat = rec.levels.index("human")
    store.record_game(rec.game, rec.state, rec.result, seat=seat, players=rec.levels, actions=rec.actions,
                      replay=replay, game_id=record_id(rec), when=when)


def seed_stats(game: str, games: int = 36, replays: int = 4, store: StatsStore | None = None) -> dict[str, Any]:
    """Record ``games`` finished games of ``game`` (plus every ninth an
    abandoned one, and one hot-seat game); the last ``replays`` are kept as
    replays too. Returns what was recorded (counts)."""
    from game.storage.replays import ReplayStore
    store = store or StatsStore()
    kit = kits.get(game)
    lo, hi = kit.seats.client_min, kit.seats.client_max
    done = abandoned = 0
    for i in range(games):
        n = lo + i % (hi - lo + 1)
        opp = [LEVELS[(i // 3 + j) % 3] if i % 4 == 3 else LEVELS[(i // 3) % 3] for j in range(n - 1)]
        players = ["human"] + opp
        when = _when(i)
        if i % 9 == 8:
            store.record_abandoned(game, players, game_id=f"{when}/a{i}", when=when)
            abandoned += 1
        rec = finished_record(game, players, 100 + i, when)
        replay = ReplayStore().add(rec) if i >= games - replays else None
        _count(store, rec, replay, _when(i, 1))
        done += 1
    hot = finished_record(game, ["human", "human"], 999, _when(games))
    _count(store, hot, None, _when(games, 1))
    return {"finished": done + 1, "abandoned": abandoned}
