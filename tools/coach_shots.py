"""Screenshots of the coach at the table: a position for every claim kind.

    python tools/coach_shots.py --out DIR [--game rodizio foodies] [--lang en fa]
                                [--positions N] [--seed S] [--fit]

For each game it plays AI games (2–4 seats, Rodízio spicy on and off,
Foodies also from a thinned deck so the deck runs out, random and greedy
play mixed) and, at seat decisions, asks for the hint exactly as the
table does (``hint.hint``: the coach's level, its checked reason); kinds
still unseen are then looked for at every decision of up to ``--games``
more games, asking for a hint only where a legal move's reason says one.
It
keeps the positions whose hint says each claim kind (the catalog key
``<game>.coach.<kind>[.<variant>]``), picks few positions that together
cover every kind found, and for each of them opens the real table scene
with that seat as the human, presses Hint, waits for the reason and saves
``DIR/<game>_<nn>_<lang>.png``. It prints, per screenshot, the kinds it
shows and the reason's text, then the kinds it found no position for.

``--state FILE [--seat S]`` shoots only the hint of that rule-book state
(the one ``--game``): a kind AI games seldom reach, from a position built
by hand.

``--fit`` also puts the longest hints found (``--fit-count`` per seat
count and language: en, pt and fa) on the table and prints how many lines
each took, any that was cut short ("…") and any layout-audit problem of
its lines (``DIR/<game>_longest_<seats>_<lang>_<k>.png``). Exit status 1
if a hint shown was cut short or has a layout problem.

The library form: ``find(game, ...)`` and ``shoot(...)``."""
from __future__ import annotations

import argparse
import os
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game import kits  # noqa: E402


@dataclass
class Position:
    game: str
    seats: int
    state: Any
    seat: int
    action: dict
    message: Any
    kinds: set[str] = field(default_factory=set)
    where: str = ""


def claim_keys(game: str, reason: Any) -> set[str]:
    """The catalog keys (without the role) the reason's claims are said
    with on the table (a game whose hint module has ``TABLE_CLAIMS`` says
    only that many per clause there: ``coach_text.brief``)."""
    from game.client.coach_text import brief
    hints = kits.get(game).part("hint")
    most = getattr(hints, "TABLE_CLAIMS", None)
    if most is not None:
        reason = brief(reason, most)
    out = set()
    for clause in reason.clauses:
        for claim in clause.claims:
            m = hints.claim_message(claim, clause.role)
            if m is not None:
                out.add(m[0].rsplit(".", 1)[0])
    return out


def all_kinds(game: str) -> set[str]:
    """Every claim key the catalog has a sentence for (``<game>.coach.<kind>[.<variant>]``)."""
    from game.client.text import load_catalog
    skip = ("move", "move_in", "did", "worst", "clause", "who", "glutton", "card", "better")
    keys = set()
    for key in load_catalog("en"):
        parts = key.split(".")
        if key.startswith(f"{game}.coach.") and parts[2] not in skip and parts[-1] in ("do", "would"):
            keys.add(".".join(parts[:-1]))
    return keys


def _thinned(rules: Any, state: Any, keep: int) -> Any:
    sj = rules.to_json(state)
    sj["used"] = sj["used"] + sj["deck"][keep:]
    sj["deck"] = sj["deck"][:keep]
    return rules.from_json(sj)


def find(game: str, positions: int = 300, seed: int = 1, log=None, want: set[str] | None = None,
         games: int = 400) -> list[Position]:
    """Up to ``positions`` seat decisions of AI games with their hints (a
    third of the decisions, at random). With ``want`` (claim keys), every
    decision of up to ``games`` games is looked at instead, and a hint is
    asked for only where some legal move's checked reason says a wanted
    key (a cheap test): positions whose hint says one are kept."""
    from game.ai.base import decide
    from game.rules.rng import Rng, derive_seed
    kit = kits.get(game)
    rules = kit.rules_module()
    hints = kit.part("hint")
    coach = kit.coach_module()
    greedy = kits.make_agent(game, "normal")
    out: list[Position] = []
    left = set(want or ())
    g = 0
    while len(out) < positions and (want is None or (left and g < games)):
        gs = derive_seed(seed, g)
        rng = Rng.from_seed(gs)
        lo, hi = kit.seats.client_min, kit.seats.client_max
        seats = lo + g % (hi - lo + 1)
        # On/off options (Rodízio's spicy) alternate game by game.
        options = {o.name: bool(g % 2) if isinstance(o.default, bool) else o.default for o in kit.options}
        state = rules.new_game(gs, seats, first_seat=g % seats, **options)
        # A game with a draw deck and a used pile (Foodies) also plays every
        # other game from a thinned deck, so that the deck runs out.
        can_thin = {"deck", "used"} <= set(rules.to_json(state))
        thin = (g // 3) % 5 if can_thin and g % 2 else None
        greedy_share = (g % 4) / 3
        n = 0
        while rules.actor(state) is not None and len(out) < positions:
            if thin is not None and n == 8 and not rules.to_json(state).get("pending"):
                state = _thinned(rules, state, thin)
            who = rules.actor(state)
            if not isinstance(who, int):
                state = rules.apply(state, rules.automatic_action(state))[0]
                n += 1
                continue
            obs = rules.observe(state, who)
            legal = obs["legal_actions"]
            if want is None:
                ask = rng.random() < 0.35   # a sample of the decisions: more games, more kinds
            else:
                ask = any(claim_keys(game, coach.checked_reason(obs, a)) & left for a in legal)
            if ask:
                action, message = hints.hint(state, who)
                keys = claim_keys(game, coach.checked_reason(obs, action))
                if want is None or keys & left:
                    left -= keys
                    out.append(Position(game, seats, state, who, action, message, keys,
                                        f"game {g} (seed {gs}, {seats} seats"
                                        f"{', thin ' + str(thin) if thin is not None else ''}"
                                        f"{''.join(', ' + k for k, v in options.items() if v is True)}) ply {n}"))
            act = decide(greedy, obs, n) if rng.random() < greedy_share else rng.choice(legal)
            state = rules.apply(state, act)[0]
            n += 1
        g += 1
        if log and (want is None or g % 25 == 0):
            log(f"{game}: {g} games, {len(out)} positions" + (f", still wanted: {sorted(left)}" if want else ""))
    return out


def cover(found: list[Position]) -> list[Position]:
    """Few positions that together show every kind found (greedy set cover;
    among equals, the shorter reason)."""
    left = set().union(*(p.kinds for p in found)) if found else set()
    chosen = []
    while left:
        best = max(found, key=lambda p: (len(p.kinds & left), -len(str(p.message))))
        chosen.append(best)
        left -= best.kinds
    return chosen


def _config(pos: Position) -> Any:
    kit = kits.get(pos.game)
    seats = ["normal"] * pos.seats
    seats[pos.seat] = "human"
    sj = kit.rules_module().to_json(pos.state)
    options = {o.name: sj[o.name] for o in kit.options if o.name in sj}   # the state keeps its options
    return kit.part("session").make_config(seats, 5, **options)


def shoot(pos: Position, lang: str, path: Path | None) -> dict[str, Any]:
    """Open the table at ``pos`` (its seat the human), press Hint, wait for
    the reason; save the frame at ``path``. Returns the reason's text, the
    lines the table drew of it, whether it was cut short ("…") and the
    layout audit's problems with those lines."""
    from game.client import layout_audit
    from game.storage.settings import Settings
    from tests.client import testing as T
    got: dict[str, Any] = {}
    table = kits.get(pos.game).part("table_scene")

    def step(app):
        flow = getattr(app.top, "flow", None)
        if flow is None or "text" in got:
            return
        if flow.phase == "human" and flow.hint is None and app.tick > 5:
            app.post_intent("hint")
        elif flow.phase == "human" and getattr(flow, "hint_why", None) is not None and flow.toast is None:
            with layout_audit.recording() as rec:
                app._render()
            words = app.top.renderer.tr(flow.hint_why)
            lines = hint_lines(words, [d.text for d in rec.drawn])
            got.update(text=words, lines=lines, cut=any(ln not in words for ln in lines),
                       problems=[p for p in rec.problems(app.screen) if any(ln[:30] in p for ln in lines)])
            if path is not None:
                app.save_screenshot(path)
            app.quit()
    app = T.make_app(settings=Settings(language=lang, anim_speed="instant"), frames=2400,
                     script=[(t, step) for t in range(1, 2400)])
    app.run(lambda app: table(app, _config(pos), state=pos.state))
    if "text" not in got:
        return {"text": "", "lines": [], "cut": False, "problems": ["the hint never showed"]}
    return got


def hint_lines(words: str, drawn: list[str]) -> list[str]:
    """The drawn texts that are the hint's wrapped lines, in order: each
    line the longest drawn text the rest of ``words`` starts with (the last
    one may end in "…", cut short). Other texts on the table that happen to
    occur inside the hint ("CPU 2", a score) are not lines of it."""
    rest, out = words, []
    while rest.strip():
        rest = rest.lstrip()
        line = max((t for t in drawn if t.strip() and (rest.startswith(t) or
                    (t.endswith("…") and rest.startswith(t[:-1].rstrip())))), key=len, default=None)
        if line is None:
            break
        out.append(line)
        if line.endswith("…") and not rest.startswith(line):
            break
        rest = rest[len(line):]
    return out


def text_length(pos: Position, lang: str) -> int:
    """The hint's length in pixels at the table's largest size (to pick the
    longest hints to look at)."""
    from game.client.text import Text, localize_digits
    text = Text(lang)
    words = localize_digits(kits.get(pos.game).part("hint").say(pos.message, text.tr), lang)
    return text.width(words, 18, "bold")


def shoot_state(path: Path, game: str, seat: int | None, langs: list[str], out: Path) -> int:
    """The hint of one saved rule-book state, on the table in each language
    (``DIR/<game>_<file stem>_<lang>.png``)."""
    import json
    rules = kits.get(game).rules_module()
    state = rules.from_json(json.loads(path.read_text(encoding="utf-8")))
    seat = rules.actor(state) if seat is None else seat
    action, message = kits.get(game).part("hint").hint(state, seat)
    keys = claim_keys(game, kits.get(game).coach_module().checked_reason(rules.observe(state, seat), action))
    pos = Position(game, len(rules.to_json(state)["hands"]), state, seat, action, message, keys, str(path))
    print(f"{path}: seat {seat}, {action}\n  kinds: "
          + ", ".join(sorted(k.removeprefix(f"{game}.coach.") for k in keys)))
    status = 0
    for lang in langs:
        shot = shoot(pos, lang, out / f"{game}_{path.stem}_{lang}.png")
        print(f"  {lang} ({len(shot['lines'])} lines{', CUT SHORT' if shot['cut'] else ''}): {shot['text']}")
        for p in shot["problems"]:
            print(f"  {lang} PROBLEM: {p}")
        status |= bool(shot["problems"] or shot["cut"])
    return status


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--game", nargs="+", default=None, help="default: every windowed game with a coach")
    ap.add_argument("--lang", nargs="+", default=["en", "fa"])
    ap.add_argument("--positions", type=int, default=250)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--games", type=int, default=400, help="games searched for the rare kinds (default 400)")
    ap.add_argument("--fit", action="store_true",
                    help="the longest hints of each seat count on the table, in en, pt and fa")
    ap.add_argument("--fit-count", type=int, default=3, help="how many of the longest (default 3)")
    ap.add_argument("--state", type=Path, help="only this rule-book state (JSON) of the one --game, "
                    "for a kind AI games seldom reach")
    ap.add_argument("--seat", type=int, default=None, help="with --state: the seat hinted (default: to move)")
    args = ap.parse_args(argv)
    if args.game is None:
        from game.kits.coaching import has_coach
        args.game = [k.name for k in kits.windowed() if has_coach(k.name)]
    args.out.mkdir(parents=True, exist_ok=True)
    if args.state is not None:
        return shoot_state(args.state, args.game[0], args.seat, args.lang, args.out)
    status = 0
    for game in args.game:
        log = lambda m: print(m, file=sys.stderr)  # noqa: E731
        found = find(game, args.positions, args.seed, log=log)
        unseen = all_kinds(game) - set().union(*(p.kinds for p in found))
        if unseen:   # the rare kinds: every decision of more games, a hint only where one may show
            found += find(game, args.positions, args.seed + 1, log=log, want=unseen, games=args.games)
        chosen = cover(found)
        seen = set().union(*(p.kinds for p in found)) if found else set()
        for i, pos in enumerate(chosen):
            print(f"\n{game}_{i:02d}: {pos.where}, seat {pos.seat}, {pos.action}")
            print("  kinds: " + ", ".join(sorted(k.removeprefix(f"{game}.coach.") for k in pos.kinds)))
            for lang in args.lang:
                shot = shoot(pos, lang, args.out / f"{game}_{i:02d}_{lang}.png")
                print(f"  {lang} ({len(shot['lines'])} lines{', CUT SHORT' if shot['cut'] else ''}): {shot['text']}")
                for p in shot["problems"]:
                    print(f"  {lang} PROBLEM: {p}")
                status |= bool(shot["problems"] or shot["cut"])
        missing = sorted(k.removeprefix(f"{game}.coach.") for k in all_kinds(game) - seen)
        print(f"\n{game}: {len(seen)} claim keys seen in {len(found)} hints; none found for: "
              + (", ".join(missing) or "-"))
        if args.fit:   # the longest hints of each seat count, in each language, on the table
            for seats in sorted({p.seats for p in found}):
                for lang in ("en", "pt", "fa"):
                    longest = sorted((p for p in found if p.seats == seats), key=lambda p: -text_length(p, lang))
                    worst = 0
                    for k, pos in enumerate(longest[:args.fit_count]):
                        shot = shoot(pos, lang, args.out / f"{game}_longest_{seats}_{lang}_{k}.png")
                        worst = max(worst, len(shot["lines"]))
                        if shot["cut"] or shot["problems"]:
                            status = 1
                            print(f"{game} {seats} seats {lang}: {pos.where}: cut short={shot['cut']} "
                                  f"{shot['problems']}")
                    print(f"{game} {seats} seats {lang}: the {min(args.fit_count, len(longest))} longest hints "
                          f"take at most {worst} line(s)")
    return status


if __name__ == "__main__":
    sys.exit(main())
