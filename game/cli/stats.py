"""`python -m game stats [--json] [--game G] [--history N]` and
`python -m game stats --reset GAME --yes`.

Prints the player's statistics (docs/statistics.md): per game the rating
with where it falls on the AI ladder, a table of the splits (all games
against the AI, per opponent level, per seat count, hot-seat apart), the
game's own lines and the last games. ``--json`` prints the whole object
instead. ``--reset GAME`` forgets one game's statistics, only with
``--yes`` (without it: one line saying so, exit 2). A damaged statistics
file is moved aside and named on stderr; counting starts afresh."""
from __future__ import annotations

import json
import sys
from typing import Any

from game.cli.args import fail

COLUMNS = ("games", "seats", "played", "won", "win %", "streak", "best", "avg pts", "avg place",
           "best score", "abandoned")


def _opponents(k: str) -> str:
    mode, opp, _ = k.split("/")
    if mode == "hotseat":
        return "hot-seat" if opp == "*" else f"hot-seat vs {opp}"
    return "all vs AI" if opp == "*" else f"vs {opp.replace('+', ' + ')}"


def _num(v: Any, fmt: str = "{:.1f}") -> str:
    return "–" if v is None else fmt.format(v)


def _row(k: str, b: Any) -> list[str]:
    seats = k.split("/")[2]
    return [_opponents(k), "all" if seats == "*" else seats, str(b.played), str(b.won),
            _num(None if b.win_rate is None else 100 * b.win_rate, "{:.0f}%"), str(b.streak),
            str(b.best_streak), _num(b.avg_points), _num(b.avg_place, "{:.2f}"),
            _num(b.best_score, "{}"), str(b.abandoned)]


def _table(rows: list[list[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return ["  " + "  ".join(c.ljust(w) if i == 0 else c.rjust(w)
                             for i, (c, w) in enumerate(zip(r, widths))).rstrip() for r in rows]


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def _history_line(e: dict[str, Any]) -> str:
    others = [p for i, p in enumerate(e["players"]) if i != e["seat"]]
    when = e["date"].replace("T", " ")[:16]
    what = "abandoned" if e["place"] is None else f"{_ordinal(e['place'])}, {e['points']} points, {e['outcome']}"
    where = f"  {e['replay']}" if e.get("replay") else ""
    return f"  {when}  {len(e['players'])} seats vs {', '.join(others)}: {what}{where}"


def render(stats: Any, games: list[str], history: int) -> str:
    from game import kits
    from game.storage import rating as R
    out: list[str] = []
    for game in games:
        try:
            title = kits.get(game).title
        except ValueError:
            title = game
        rating = stats.rating(game)
        shown = rating or R.initial()
        head = f"{title}: rating {shown.mu:.1f} ± {shown.sigma:.1f}"
        where, even = R.ladder_text(game, shown), R.even_level(game, shown, 2)
        if rating is None:
            head += " (no game against the AI yet)"
        elif where:
            head += f" ({where}; {stats.rated_games(game)} rated games)"
        if even:
            head += f"; an even 2-seat game: {even}"
        out.append(head)
        buckets = stats.buckets(game)
        if not buckets:
            out += ["  no games yet", ""]
            continue
        out += _table([list(COLUMNS)] + [_row(k, b) for k, b in buckets.items()])
        counters = buckets[next(iter(buckets))].counters
        if counters:
            out.append("  " + "   ".join(f"{k.replace('_', ' ')}: {v}" for k, v in counters.items()))
        last = stats.history(game)[:history]
        if last:
            out.append(f"  last {len(last)} games:")
            out += [_history_line(e) for e in last]
        out.append("")
    return "\n".join(out).rstrip() + "\n"


def run_stats(as_json: bool = False, game: str | None = None, history: int = 10,
              reset: str | None = None, yes: bool = False) -> int:
    from game import kits
    from game.storage.stats import StatsStore, summary_json
    store = StatsStore()
    try:
        if reset is not None:
            if not yes:
                return fail(f"--reset {reset} forgets every {reset} game, its history and rating; "
                            "add --yes to do it")
            done = store.reset(reset)
            _say(store)
            print(f"{reset}: statistics reset" if done else f"{reset}: no statistics to reset")
            return 0
        stats = store.load()
    except OSError as e:
        return fail(f"cannot use the statistics file {store.path}: {e.strerror or e}")
    _say(store)
    games = [game] if game else list(dict.fromkeys([*kits.names(), *stats.games()]))
    progress = _progress([g for g in games if g in kits.names()])
    if as_json:
        print(json.dumps({"file": str(store.path), "games": summary_json(stats, games),
                          "progress": progress}, ensure_ascii=False))
    else:
        sys.stdout.write(render(stats, games, history) + render_progress(progress))
    return 0


def _progress(games: list[str]) -> dict[str, Any]:
    """Every challenge with its state and the daily streaks (game/storage/progress.py)."""
    from game import kits
    from game.kits.daily import today_utc
    from game.storage.progress import ProgressStore, summary_json as progress_json
    store = ProgressStore()
    try:
        data = store.load()
    except OSError as e:
        print(f"note: cannot read {store.path}: {e.strerror or e}", file=sys.stderr)
        from game.storage.progress import Progresses
        data = Progresses()
    _say(store)
    return progress_json(data, {g: kits.get(g) for g in games}, today_utc())


def render_progress(progress: dict[str, Any]) -> str:
    """One line per game: challenges done and the daily deal's streaks."""
    out = []
    for game, p in progress.items():
        rows = p["challenges"]
        if not rows:
            continue
        done = sum(1 for r in rows if r["done"])
        d = p["daily"]
        out.append(f"{game}: challenges {done}/{len(rows)} done; daily deal: {len(d['days'])} days played, "
                   f"streak {d['streak_played']} played / {d['streak_won']} won "
                   f"(best {d['best_streak_won']} won)")
    return ("\n".join(out) + "\n") if out else ""


def _say(store: Any) -> None:
    msg = store.take_message()
    if msg:
        print(f"note: {msg}", file=sys.stderr)
