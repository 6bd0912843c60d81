"""Playing a puzzle: the game's own table, started at the puzzle's
position, the player at the puzzle's seat and the other seats `hard` AIs,
with Hint and everything else the table has — but nothing recorded: no
autosave, no replay, no statistics (a puzzle is not a game).

The player's first move is the try. Once the table has played it out
(its animations done), `VerdictScene` says whether it was the one winning
move, how much the move tried leaves (each move's exact chance is kept
with the puzzle), and the coach's reason for the winning move against
the one tried; then Try again, See the winning line (the line kept with
the puzzle, played in the replay viewer) or Back to the puzzles."""
from __future__ import annotations

from typing import Any

import pygame

from game import kits
from game.client import screens, theme
from game.client.scene import Scene
from game.client.screen_parts import draw_title
from game.client.widgets import Button, Menu
from game.storage.progress import ProgressStore
from game.storage.saves import Record

AI_LEVEL = "hard"


def config_of(kit: Any, puzzle: dict[str, Any]) -> Any:
    """The table's setup: the player at the puzzle's seat, `hard` elsewhere."""
    state = puzzle["state"]
    seats = [("human" if i == puzzle["seat"] else AI_LEVEL) for i in range(state["seats"])]
    options = {o.name: state[o.name] for o in kit.options if o.name in state}
    return kit.part("session").make_config(seats, puzzle["id"], first_seat=int(state.get("first", 0)), **options)


def open_puzzle(app: Any, kit: Any, puzzle: dict[str, Any], *, today: str) -> Scene:
    """Push the puzzle's table; returns it."""
    table_cls = kit.part("table_scene")
    rules = kit.rules_module()

    class PuzzleTable(table_cls):  # type: ignore[misc, valid-type]
        """The game's table that records nothing and ends at the first try."""

        def _start(self, config: Any, layout: Any, flow: Any, renderer: Any) -> None:
            super()._start(config, layout, flow, renderer)
            self.recorder = None
            self.tried: dict[str, Any] | None = None
            flow.on_play = self._on_play

        def _on_play(self, actor: Any, action: dict, new_state: Any) -> None:
            if self.tried is None and actor == puzzle["seat"]:
                self.tried = dict(action)
                solved = self.tried == puzzle["solution"]
                try:
                    ProgressStore().try_puzzle(kit.name, puzzle["id"], solved, today)
                except OSError as e:
                    self.app.toast(self.app.text.tr("stats.write_failed", reason=e.strerror or str(e)),
                                   seconds=6)

        def update(self, dt: float) -> None:
            # once the try has been played out the table stops: the verdict
            # is about that move, not about what the others do next
            if self.tried is not None and not self.flow.timeline.busy:
                if self.app.top is self:
                    self.app.push(VerdictScene(self.app, kit, puzzle, self.tried, today=today))
                return
            super().update(dt)

        def show_results(self) -> None:   # a try ends a puzzle before the game's end
            pass

    state = rules.from_json(puzzle["state"])
    scene = PuzzleTable(app, config_of(kit, puzzle), state=state)
    app.push(scene)
    app.toast(app.text.tr("puzzles.find_it", n=puzzle["id"], turns=puzzle["depth"]), seconds=5)
    return scene


def reason_text(app: Any, kit: Any, puzzle: dict[str, Any], tried: dict[str, Any]) -> str:
    """The coach's reason for the winning move (against the move tried, if
    another), or "" for a game whose hints give none."""
    hint = kit.part("hint")
    why = getattr(hint, "why", None)
    if why is None:
        return ""
    rules = kit.rules_module()
    obs = rules.observe(rules.from_json(puzzle["state"]), puzzle["seat"])
    versus = None if tried == puzzle["solution"] else tried
    try:
        return hint.say(why(obs, puzzle["solution"], versus), app.text.tr)
    except Exception:  # noqa: BLE001 — a reason the coach cannot check is left out, not a crash
        return ""


class VerdictScene(Scene):
    """Over the table: solved or not, the move's chance, the coach's reason."""

    opaque = False
    PANEL = pygame.Rect(190, 150, 900, 420)

    def __init__(self, app: Any, kit: Any, puzzle: dict[str, Any], tried: dict[str, Any], *, today: str) -> None:
        super().__init__(app)
        self.kit, self.puzzle, self.tried, self.today = kit, puzzle, tried, today
        self.solved = tried == puzzle["solution"]
        chance = next((c for a, c in puzzle.get("chances", []) if a == tried), None)
        self.chance = None if chance is None else round(100 * chance)
        self.reason = reason_text(app, kit, puzzle, tried)
        p = self.PANEL
        w, gap = 250, 20
        x0 = p.centerx - (3 * w + 2 * gap) // 2
        y = p.bottom - 76
        self.again = Button((x0, y, w, 56), self.try_again, key="puzzles.try_again", size=26)
        self.line = Button((x0 + w + gap, y, w, 56), self.see_line, key="puzzles.see_line", size=26)
        self.back = Button((x0 + 2 * (w + gap), y, w, 56), self.to_list, key="puzzles.back", size=26)
        buttons = [self.again, self.line, self.back]
        if app.text.rtl:   # reading order runs from the right
            self.again.rect.x, self.back.rect.x = self.back.rect.x, self.again.rect.x
        self.menu = Menu(buttons, focus=2 if self.solved else 0)

    def _close_table(self) -> None:
        self.app.pop()          # this verdict
        self.app.pop()          # the puzzle's table

    def try_again(self) -> None:
        self._close_table()
        open_puzzle(self.app, self.kit, self.puzzle, today=self.today)

    def see_line(self) -> None:
        rules = self.kit.rules_module()
        config = config_of(self.kit, self.puzzle)
        seats = [{"player": p, "name": "You" if p == "human" else f"CPU {i + 1}"}
                 for i, p in enumerate(config.seats)]
        rec = Record(game=self.kit.name, seats=seats, seed=self.puzzle["id"],
                     initial_state=self.puzzle["state"],
                     options=self.kit.part("session").record_options(config))
        state = rules.from_json(self.puzzle["state"])
        for step in self.puzzle["line"]:
            state, _ = rules.apply(state, step["action"])
            rec.append(step["actor"], step["action"], rules.to_json(state))
        rec.result = rules.result(state)
        self._close_table()
        screens.push(self.app, "replay", rec)

    def to_list(self) -> None:
        self._close_table()

    def handle(self, intent: Any) -> None:
        if intent.name == "back":
            self.to_list()
            return
        if intent.name in ("left", "right"):
            intent = type(intent)("up" if (intent.name == "left") != self.app.text.rtl else "down")
        self.menu.handle(intent, self.app)

    def redraw_every(self) -> int:
        return 30

    def draw(self, surface: pygame.Surface) -> None:
        app, tr, text = self.app, self.app.text.tr, self.app.text
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 120))
        surface.blit(veil, (0, 0))
        p = self.PANEL
        theme.panel(surface, p, fill=(*theme.CHOCOLATE, 245), border=theme.MUSTARD, radius=28, border_width=6,
                    shadow=12)
        title = tr("puzzles.solved" if self.solved else "puzzles.not_this_one")
        draw_title(surface, app, title, (p.centerx, p.top + 52), size=48,
                   color=theme.MUSTARD if self.solved else theme.CREAM)
        lines = [tr("puzzles.wins_for_certain") if self.solved else
                 tr("puzzles.leaves", chance=self.chance if self.chance is not None else "?")]
        if self.reason:
            lines.append(self.reason)
        area = pygame.Rect(p.left + 40, p.top + 100, p.width - 80, self.again.rect.top - 12 - (p.top + 100))
        # the reason (body text, grown by the Text size setting) wraps, then shrinks
        # until every line fits above the buttons; the verdict's line keeps its size
        for scale in (1.0, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4):
            rows = [(row, base if role == "bold" else max(8, int(base * scale)), role)
                    for s, base, role in zip(lines, (24, 20), ("bold", "body"))
                    for row in text.wrap(s, base if role == "bold" else max(8, int(base * scale)),
                                         area.width, role)]
            if sum(text.line_height(size, role) for _, size, role in rows) + 10 <= area.height:
                break
        y = area.top
        for i, (row, size, role) in enumerate(rows):
            h = text.line_height(size, role)
            text.draw(surface, row, size, theme.CREAM, (p.centerx, y), "midtop", role=role,
                      box=pygame.Rect(area.left, y, area.width, h))
            y += h + (10 if i == 0 else 0)
        self.menu.draw(surface, app)
