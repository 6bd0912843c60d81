"""A history row's replay: where it is kept, whether the coach can review
it, and loading it (a message says why when it cannot be shown)."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from game.client import screens
from game.client.dialog import MessageScene
from game.storage import stats as S
from game.storage.replays import ReplayStore


def replay_of(entry: dict) -> Path | None:
    """The entry's kept replay file, or None (never kept, or gone since)."""
    path = S.replay_path(entry)
    return path if path is not None and path.exists() else None


def review_offered(game: str) -> bool:
    """The Review action: the review screen exists and the game has a coach."""
    from game.kits.coaching import has_coach
    return screens.available("review_scene") and has_coach(game)


def load_replay(app: Any, entry: dict) -> Any:
    """The entry's replay as a record, or None (a message says why)."""
    path = replay_of(entry)
    if path is None:
        why = "stats.replay_abandoned" if entry["outcome"] == S.ABANDONED else "stats.replay_gone"
        app.push(MessageScene(app, "stats.replay_title", why))
        return None
    rec, message = ReplayStore(path.parent).load(path)
    if rec is None:
        app.push(MessageScene(app, "saves.corrupt_title", "replay.bad_body", reason=str(message or "")))
    return rec
