"""Wall time of "X is thinking…" (the table's ``ai`` phase) in the live
window loop, for a table of AIs.

    python tools/ai_thinking_wall.py rodizio|foodies SEATS SECONDS [LEVEL]

Runs the real App in real-time mode (headless: SDL_VIDEODRIVER=dummy) for
SECONDS and prints one JSON line: how many AI turns, the wall time of their
"thinking" phase (p50, p95, max; it includes the visible pause) and when
the decision itself was ready. docs/client.md quotes the figures."""
from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def _quantile(xs: list[float], p: float) -> float | None:
    return round(xs[min(len(xs) - 1, int(p * len(xs)))], 3) if xs else None


def measure(game: str, seats: int, seconds: float, level: str = "hard") -> dict:
    from tests.client import testing as T
    from game.storage.settings import Settings

    from game import kits
    kit = kits.get(game)
    TableScene = kit.part("table_scene")
    session = kit.part("session")
    app = T.make_app(settings=Settings(anim_speed="normal"))
    spans: list[tuple[float, float]] = []
    cur: dict = {}
    end: list[float] = []

    def probe(app) -> None:
        now = time.perf_counter()
        if not end:
            end.append(now + seconds)
        if now > end[0]:
            app.quit()
            return
        flow = getattr(app.top, "flow", None)
        if flow is None:
            return
        if flow.phase == "ai" and flow.ai is not None:
            cur.setdefault("start", now)
            if flow.ai.decided:
                cur.setdefault("decided", now)
        elif "start" in cur:
            spans.append((now - cur["start"], cur.get("decided", now) - cur["start"]))
            cur.clear()

    app.script = [(t, probe) for t in range(int(seconds * 60) + 600)]
    app.run(lambda app: TableScene(app, session.make_config([level] * seats, 11)))
    walls = sorted(s[0] for s in spans)
    ready = sorted(s[1] for s in spans)
    return {"game": game, "seats": seats, "level": level, "turns": len(spans),
            "thinking_wall_p50": _quantile(walls, .5), "p95": _quantile(walls, .95),
            "max": _quantile(walls, 1.0), "decided_p50": _quantile(ready, .5),
            "decided_p95": _quantile(ready, .95), "decided_max": _quantile(ready, 1.0)}


if __name__ == "__main__":
    a = sys.argv[1:]
    print(json.dumps(measure(a[0], int(a[1]), float(a[2]), a[3] if len(a) > 3 else "hard")))
