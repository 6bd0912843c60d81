"""The statistics' sentences in the player's language, built from catalog
keys (no English in code): level names through the game's own
``<game>.level.<level>`` keys, a kit's counters through
``<game>.stats.<counter>``, places as ordinals, the splits' names and
the results screen's line. ``tr`` is `Text.tr`; ``has`` is `Text.has`
(a key a catalog lacks falls back to the raw name, never to the key)."""
from __future__ import annotations

from typing import Any, Callable

from game.storage import stats as S

Tr = Callable[..., str]


def level_name(text: Any, game: str, level: str) -> str:
    """An AI level as the game's setup screen names it ("human": another
    player at a hot-seat table, lower-case like the levels)."""
    key = "stats.who.human" if level == S.HUMAN else f"{game}.level.{level}"
    return text.tr(key) if text.has(key) else level


def who(text: Any, game: str, opponents: str) -> str:
    """A bucket's opponents ("easy+hard") as "easy + hard", translated."""
    return " + ".join(level_name(text, game, p) for p in opponents.split("+"))


def players_who(text: Any, game: str, players: list[str], seat: int) -> str:
    """A history entry's other seats, "hard, hard" (each seat once, in
    order; the language's comma: ``stats.list``)."""
    names = [level_name(text, game, p) for i, p in enumerate(players) if i != seat]
    out = names[0] if names else ""
    for name in names[1:]:
        out = text.tr("stats.list", a=out, b=name)
    return out


def counter_name(text: Any, game: str, name: str) -> str:
    """A kit counter's name (``<game>.stats.<name>``), or the name itself."""
    key = f"{game}.stats.{name}"
    return text.tr(key) if text.has(key) else name.replace("_", " ")


def place(text: Any, n: int) -> str:
    """1 → "1st" (the language's ordinal; beyond 4 the general form)."""
    key = f"stats.place.{n}"
    return text.tr(key) if text.has(key) else text.tr("stats.place.n", n=n)


def percent(rate: float | None) -> str:
    return "–" if rate is None else str(round(100 * rate))


def number(v: float | None, digits: int = 1) -> str:
    return "–" if v is None else f"{v:.{digits}f}"


def split_name(text: Any, game: str, key: str) -> str:
    """A bucket key (``MODE/OPPONENTS/SEATS``) as the splits table's row name."""
    mode, opp, seats = key.split("/")
    tr = text.tr
    if mode == S.HOTSEAT:
        if opp not in (S.ANY, S.HUMAN):
            return tr("stats.split.hotseat_vs", who=who(text, game, opp))
        return tr("stats.split.hotseat") if seats == S.ANY else tr("stats.split.hotseat_seats", n=seats)
    if opp == S.ANY:
        return tr("stats.split.all") if seats == S.ANY else tr("stats.split.seats", n=seats)
    if seats == S.ANY:
        return tr("stats.split.vs", who=who(text, game, opp))
    return tr("stats.split.vs_seats", who=who(text, game, opp), n=seats)


def record_line(text: Any, game: str, mode: str, opponents: str, bucket: S.Bucket) -> str:
    """"vs hard: 12–8 (60%), streak 3" (hot seat: "Hot seat: …")."""
    fmt = dict(won=bucket.won, lost=bucket.lost, rate=percent(bucket.win_rate), streak=bucket.streak)
    if mode == S.HOTSEAT:
        return text.tr("stats.results.hotseat", **fmt)
    return text.tr("stats.results.vs", who=who(text, game, opponents), **fmt)


def results_line(text: Any, recorded: Any) -> str | None:
    """What the results screen says changed: the record against these
    opponents and, for a rated game, the new rating and its change; None
    when nothing was counted (a failed write, no human seat)."""
    if recorded is None:
        return None
    entry = recorded.entry
    if entry is None:       # already counted (the same game again): the figures still stand
        return None
    opp = S.opponents_label(entry["players"], entry["seat"])
    line = record_line(text, entry["game"], entry["mode"], opp, recorded.vs)
    before, after = recorded.rating_before, recorded.rating_after
    if before is not None and after is not None:
        line += " · " + text.tr("stats.results.rating", mu=number(after.mu),
                                delta=f"{after.mu - before.mu:+.1f}")
    return line


def ladder_sentence(text: Any, game: str, where: tuple[str | None, str | None] | None) -> str | None:
    """`rating.ladder`'s answer as "Between normal and hard" (translated)."""
    if where is None:
        return None
    below, above = where
    name = lambda lv: level_name(text, game, lv)  # noqa: E731
    if below is None:
        return text.tr("stats.ladder.below", above=name(above))
    if above is None:
        return text.tr("stats.ladder.above", below=name(below))
    return text.tr("stats.ladder.between", below=name(below), above=name(above))


def date_text(iso: str) -> str:
    """A history entry's UTC date ("2026-12-01T20:15:00Z") in local time,
    "2026-12-01 20:15" (digits; the text layer writes them natively)."""
    import datetime as dt
    try:
        when = dt.datetime.strptime(iso, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=dt.timezone.utc)
        return when.astimezone().strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return iso[:16].replace("T", " ")
