"""Replays: the list of kept games and the viewer that plays one back on
the real table with the real animations.

The viewer reuses each game's `TableFlow` exactly as the demo does, except
that every AI seat's agent is `ScriptedAgent`, which answers with the
recorded action for the current ply, and the recorded human's moves are
played by the viewer after the usual turn pause (an automatic actor's
moves — Rodízio's Glutton — are the rules core's own). It reads the table
only through the window protocols (game/client/common/protocols.py). The table is seen from the human's chair.

Going back (one action, or to the start) rebuilds the table at once — no
animation — at the state after the first k actions, replayed from the
record's initial state through the rules core (`rewind.Positions`), then
pauses; playing or stepping on animates as usual.

The table is drawn slightly smaller with the control strip under it
(`control_bar`), so the strip covers nothing in any game or seat count.
Controls (docs/saves-and-replays.md, "Replay viewer controls"):
confirm (Enter, Space, A) pause / play (leave once the replay has ended);
right or next (Tab, RB) one action on (pauses after it); left one action
back; undo (U, X) back to the start; up / down (wheel) faster / slower;
back / menu (Esc, B, Start) leave; hint (H, Y) or the Review button opens
the coach's review of the recorded human's moves (`game.client.review`,
for a game with a coach); the mouse clicks the strip's buttons.
In a right-to-left language the strip is mirrored and so are left / right
(next stays "one action on"). Going back at the start does nothing but say
so (a red note in the strip and the error sound)."""
from __future__ import annotations

from typing import Any

import pygame

from game.client import screens, theme
from game.client import control_bar as bar
from game.client.records.resume import config_of
from game.client.records.rewind import Positions
from game.client.scene import Scene
from game.client.screen_parts import draw_prompts, draw_title
from game.client.widgets import Button, Menu
from game import kits
from game.storage.replays import ReplayStore
from game.storage.saves import Record
from game.client.dialog import MessageScene

SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0)
#: Seconds (normal speed) the recorded human's turn stays visible before its move.
HUMAN_PAUSE = 0.9
#: The fastest the animation setting makes a replay (see `_speed`).
MAX_FACTOR = 4.0
#: Seconds a refusal note ("already at the first move") stays in the strip.
NOTICE_TIME = 2.5
#: The intent each strip button answers to (its key prompt under the button).
BUTTON_INTENTS = {"start": "undo", "back": "left", "play": "confirm", "step": "right",
                  "review": "hint", "slower": "down", "faster": "up", "exit": "back"}


class ScriptedAgent:
    """An "agent" whose decision is the recorded action at the flow's ply."""

    level = "replay"
    description = "plays back a recorded game"

    def __init__(self, viewer: "ReplayScene") -> None:
        self.viewer = viewer

    def think(self, observation: dict, seed: int):
        return self.viewer.next_action()
        yield  # a generator that never needs to yield


class ReplayScene(Scene):
    def __init__(self, app: Any, record: Record, *, paused: bool = False) -> None:
        super().__init__(app)
        self.record = record
        self.rules = kits.rules_module(record.game)
        self.positions = Positions(record)
        config = config_of(record)
        humans = config.humans
        if len(humans) > 1:  # hot seat: no covers in a replay; those seats play as "replay"
            config.seats = ["replay" if s == "human" else s for s in config.seats]
        self.config = config
        self.human_wait = 0.0
        self.speed_index = SPEEDS.index(1.0)
        self.paused = paused
        self.stop_at: int | None = None
        self.hover: str | None = None
        self.notice: tuple[str, int] | None = None   # (i18n key, app tick it goes away)
        self._agent = ScriptedAgent(self)
        from game.kits import get
        self.session = get(record.game).part("session")
        self.layout = self.session.load_layout(app)
        self.flow = self._make_flow(self.rules.from_json(record.initial_state), deal=True)
        self.renderer = self.session.make_renderer(app, self.flow, self.layout)
        self.renderer.show_buttons = False
        self.renderer.show_prompt = False
        from game.kits.coaching import has_coach
        self.reviewable = has_coach(record.game)       # the Review button shows
        self._review: Any = None                       # the review, once opened
        self._table: pygame.Surface | None = None     # the full-size table picture
        self._small: pygame.Surface | None = None     # ... scaled into bar.TABLE_RECT

    def _make_flow(self, state: Any, *, deal: bool) -> Any:
        """The game's TableFlow at `state`, every seat played from the record."""
        app = self.app
        det = getattr(app, "frames", None) is not None
        agent = self._agent
        flow = self.session.make_flow(app, self.config, self.layout, speed=self._speed, deterministic=det,
                                      make_agent=lambda g, lv: agent, state=state, deal=deal)
        flow.rtl = app.text.rtl
        return flow

    # -- playback ----------------------------------------------------------------
    def _speed(self) -> float:
        # The "instant" animation setting would finish every pause at once,
        # so the whole replay would run out in a blink (and a step could not
        # stop after one action): a replay caps it at MAX_FACTOR.
        return SPEEDS[self.speed_index] * min(self.app.settings.speed_factor, MAX_FACTOR)

    def next_action(self) -> dict:
        return self.record.actions[self.flow.ply]["action"]

    @property
    def total(self) -> int:
        return len(self.record.actions)

    @property
    def position(self) -> int:
        """How many recorded actions the table has played."""
        return min(self.flow.ply, self.total)

    @property
    def finished(self) -> bool:
        return self.flow.phase == "over"

    def toggle(self) -> None:
        self.paused = not self.paused
        self.stop_at = None

    def step(self) -> None:
        """Play exactly the next action (with its animation), then pause."""
        if self.flow.timeline.busy:
            self.flow.timeline.finish()
            self.flow.retarget(0.0)
        if self.flow.ply < len(self.record.actions):
            self.stop_at = self.flow.ply + 1
            self.paused = False

    def seek(self, k: int) -> None:
        """Rebuild the table at once (no animation) after the first `k`
        actions, replayed from the initial state; pause there."""
        k = self.positions.clamp(k)
        flow = self._make_flow(self.positions.state(k), deal=False)
        flow.ply = k
        flow.log = self.positions.log(k)
        self.flow = flow
        self.renderer.flow = flow
        self.paused = True
        self.stop_at = None
        self.human_wait = 0.0

    def _refuse(self, key: str) -> None:
        self.notice = (key, self.app.tick + int(NOTICE_TIME * self.app.TICK_HZ))
        self.app.audio.play("error")

    def step_back(self) -> bool:
        """One action back (the one on the table, even mid-animation);
        at the start: nothing but a note. True if the table moved."""
        if self.flow.ply <= 0:
            self._refuse("replay.at_start")
            return False
        self.seek(self.flow.ply - 1)
        return True

    def to_start(self) -> bool:
        """Back to the first position (skips the opening deal if it is still
        being dealt); already there: nothing but a note."""
        if self.flow.ply <= 0 and not self.flow.timeline.busy:
            self._refuse("replay.at_start")
            return False
        self.seek(0)
        return True

    def faster(self, d: int) -> None:
        self.speed_index = max(0, min(len(SPEEDS) - 1, self.speed_index + d))

    def leave(self) -> None:
        self.app.pop()

    def review(self) -> None:
        """The coach's review of the recorded game (paused meanwhile; kept
        once computed)."""
        if not self.reviewable:
            return
        self.paused, self.stop_at = True, None
        self._review = screens.get("review")(self.app, self.record, self._review)

    # -- input ----------------------------------------------------------------------
    def buttons(self) -> dict[str, pygame.Rect]:
        """The strip's buttons (mirrored in a right-to-left language)."""
        return bar.rects(self.app.text.rtl, self.reviewable)

    def enabled(self) -> dict[str, bool]:
        at_start = self.flow.ply <= 0 and not self.flow.timeline.busy
        return {"start": not at_start, "back": self.flow.ply > 0,
                "step": self.flow.ply < self.total or self.flow.timeline.busy}

    def replay_again(self) -> None:
        """From the first position, playing (the Play button once it has ended)."""
        self.seek(0)
        self.paused = False

    def press(self, name: str) -> None:
        """A strip button, by name (mouse click or its intent)."""
        {"start": self.to_start, "back": self.step_back, "play": self._confirm, "step": self.step,
         "slower": lambda: self.faster(-1), "faster": lambda: self.faster(1),
         "review": self.review, "exit": self.leave}[name]()

    def _confirm(self) -> None:
        if self.finished:
            self.leave()
        else:
            self.toggle()

    def handle(self, intent: Any) -> None:
        name = intent.name
        if name in ("point", "click") and intent.pos is not None:
            hit = next((n for n, r in self.buttons().items() if r.collidepoint(intent.pos)), None)
            self.hover = hit
            if hit is not None and name == "click":
                self.app.audio.play("click")
                if hit == "play" and self.finished:
                    self.replay_again()   # a click means "again"; Enter at the end leaves, as the strip says
                else:
                    self.press(hit)
            return
        if name in ("left", "right") and self.app.text.rtl:
            name = "left" if name == "right" else "right"   # the strip reads right to left
        action = {"back": "exit", "menu": "exit", "confirm": "play", "right": "step", "next": "step",
                  "left": "back", "undo": "start", "up": "faster", "down": "slower", "hint": "review"}.get(name)
        if action is not None:
            self.press(action)

    def update(self, dt: float) -> None:
        if self.notice is not None and self.app.tick >= self.notice[1]:
            self.notice = None
        if self.paused:
            return
        self.flow.rtl = self.app.text.rtl
        if self._step_done():
            return
        self.flow.update(dt)
        if self.flow.phase == "human" and (self.stop_at is None or self.flow.ply < self.stop_at):
            # The recorded player's move, after the pause an AI's turn also shows.
            self.human_wait += dt
            if self.human_wait >= self.flow.timeline.scaled(HUMAN_PAUSE):
                self.human_wait = 0.0
                self.flow.play(self.next_action())
        self._step_done()

    def _step_done(self) -> bool:
        """Pause once the stepped action has been played and shown."""
        if self.stop_at is not None and self.flow.ply >= self.stop_at and not self.flow.timeline.busy:
            self.paused = True
            self.stop_at = None
            return True
        return False

    # -- picture ----------------------------------------------------------------------
    def _key_prompts(self) -> dict[str, str]:
        inp = getattr(self.app, "input", None)
        if inp is None or not hasattr(inp, "prompt"):
            return {}
        rtl = self.app.text.rtl
        out = {}
        for n, intent in BUTTON_INTENTS.items():
            if n == "review" and not self.reviewable:
                continue
            if rtl and intent in ("left", "right"):
                intent = "right" if intent == "left" else "left"
            if inp.last_device == "controller":
                label = inp.prompt(intent, "controller")
                if intent in ("left", "right", "up", "down"):
                    label = f"{label} {inp.prompt(intent, 'keyboard')}"   # "D-pad Left"
            else:   # keyboard, or the mouse (whose player has the keyboard at hand)
                label = inp.prompt(intent, "keyboard")
            out[n] = label
        return out

    def draw(self, surface: pygame.Surface) -> None:
        if self._table is None or self._table.get_size() != surface.get_size():
            self._table = pygame.Surface(surface.get_size(), 0, surface)
            self._small = pygame.Surface(bar.TABLE_RECT.size, 0, self._table)
        self.renderer.draw(self._table)
        surface.fill(theme.SHADOW)   # the frame round the smaller table
        pygame.transform.smoothscale(self._table, bar.TABLE_RECT.size, self._small)
        surface.blit(self._small, bar.TABLE_RECT)
        text = self.app.text
        tr = text.tr
        labels = {"start": tr("replay.to_start"), "back": tr("replay.step_back"),
                  "play": tr("replay.play" if self.paused or self.finished else "replay.pause"),
                  "step": tr("replay.step"), "slower": tr("replay.slower"),
                  "faster": tr("replay.faster"), "exit": tr("replay.exit"), "review": tr("review.open")}
        status = tr("replay.speed", speed=f"{SPEEDS[self.speed_index]:g}")
        if self.finished:
            status = tr("replay.ended")
        elif self.paused:
            status = tr("replay.paused") + " · " + status
        title = tr("replay.title") + " · " + tr("replay.position", ply=self.position, total=self.total)
        notice = tr(self.notice[0]) if self.notice is not None else None
        view = bar.StripView(labels=labels, keys=self._key_prompts(), enabled=self.enabled(),
                             playing=not self.paused and not self.finished, title=title, status=status,
                             notice=notice, progress=self.position / self.total if self.total else 1.0,
                             hover=self.hover, rtl=text.rtl, review=self.reviewable)
        bar.draw_strip(surface, text, view)


class ReplayList(Scene):
    """The kept replays, newest first; confirm plays one, back returns."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.store = ReplayStore()
        # Damaged replays are moved aside by the store; say so once (update()).
        self.rows, self.notes = self.store.summaries()
        # Up to 20 rows: one wide column, or two columns of ten beyond ten. With
        # the text grown (Text size) one wider column whose rows grow and scroll
        # (the menu's area), Back the last of them.
        grown = app.text.scale != 1.0
        two = len(self.rows) > 10 and not grown
        w, h, gap, y0 = (580, 38, 6, 150) if two else ((1180, 40, 6, 150) if grown else (900, 40, 6, 150))
        xs = (40, 660) if two else ((app.SIZE[0] - w) // 2,)
        per = 10 if two else 20
        buttons = [Button((xs[i // per], y0 + (i % per) * (h + gap), w, h), (lambda r=row: self.open(r)),
                          label=(lambda r=row: self.describe(r)), size=16 if two else 20)
                   for i, row in enumerate(self.rows[:20])]
        back_y = 660 - 58 if not grown or not buttons else y0 + len(buttons) * (h + gap) + 10
        buttons.append(Button((app.SIZE[0] // 2 - 140, back_y, 280, 50), self.app.pop,
                              key="replay.back", size=24))
        self.menu = Menu(buttons, area=pygame.Rect(xs[0], y0, w, 660 - 8 - y0) if grown and self.rows else None)

    def seat_name(self, row: dict, seat: int) -> str:
        """A seat's name in the current language (the record's stored
        ``name`` is English-independent data, not display text)."""
        tr = self.app.text.tr
        humans = [i for i, s in enumerate(row["seats"]) if s.get("player") == "human"]
        if seat in humans:
            return tr("replay.name.you") if len(humans) == 1 else tr("replay.name.player", n=seat + 1)
        return tr("replay.name.cpu", n=seat + 1)

    def describe(self, row: dict) -> str:
        tr = self.app.text.tr
        res = row.get("result") or {}
        winners = res.get("winners") or []
        names = [self.seat_name(row, w) for w in winners if 0 <= w < len(row["seats"])]
        from game import kits
        try:
            client = kits.get(row["game"]).client
        except ValueError:
            client = None  # a game this program does not know: listed, refused when opened
        names += [tr(key) for flag, key in (client.extra_winners if client else ()) if res.get(flag)]
        game = tr(client.name_key) if client else str(row["game"])
        return tr("replay.row", game=game, seats=len(row["seats"]),
                  date=row["created"].replace("T", " ").rstrip("Z")[:16], plies=row["plies"],
                  winners=", ".join(names) or "—")

    def open(self, row: dict) -> None:
        rec, message = self.store.load(row["path"])
        if rec is None:
            self.app.replace(ReplayList(self.app))
            if getattr(message, "rules", False):   # sound, but from other rules: not "damaged"
                self.app.push(MessageScene(self.app, "replay.rules_title", "replay.trouble_rules",
                                           file=message.file, kept=message.kept or message.file))
                return
            self.app.push(MessageScene(self.app, "saves.corrupt_title", "replay.bad_body",
                                       reason=message or ""))
            return
        self.app.push(ReplayScene(self.app, rec))

    def handle(self, intent: Any) -> None:
        if intent.name in ("back", "menu"):
            self.app.pop()
            return
        self.menu.handle(intent, self.app)

    def update(self, dt: float) -> None:
        if self.notes and self.app.top is self:
            import logging
            for note in self.notes:   # the reasons (English) go to the log
                logging.getLogger(__name__).warning("replays: %s", note)
            title = "replay.unreadable_title" if all(getattr(n, "unreadable", False)
                                                     for n in self.notes) else "replay.trouble_title"
            self.app.push(MessageScene(self.app, title, body=self.trouble_text()))
            self.notes = []

    def trouble_text(self) -> str:
        """The first note in the player's language (file names as they are;
        a folder path between left-to-right marks), and how many more."""
        tr, note = self.app.text.tr, self.notes[0]
        if getattr(note, "unreadable", False):   # a permission problem: left where it is
            text = tr("replay.trouble_unreadable", file=note.file)
        elif getattr(note, "rules", False):
            text = tr("replay.trouble_rules", file=note.file, kept=note.kept or note.file)
        elif getattr(note, "kept", None):
            text = tr("replay.trouble_kept", file=note.file, kept=note.kept)
        elif getattr(note, "folder", None):
            text = tr("replay.trouble_folder", folder=f"\u200e{note.folder}\u200e")
        else:
            text = tr("replay.trouble_body", detail=note)
        if len(self.notes) > 1:
            text += " " + tr("replay.trouble_more", n=len(self.notes) - 1)
        return text

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.tablecloth(), (0, 0))
        draw_title(surface, self.app, self.app.text.tr("replay.list_title"), (640, 80), size=60)
        if not self.rows:
            none, text = self.app.text.tr("replay.none"), self.app.text
            text.draw(surface, none, text.fit_size(none, text.reading_size(26), 1100, "bold"), theme.CHOCOLATE,
                      (640, 330), "center", role="bold")
        self.menu.draw(surface, self.app)
        draw_prompts(surface, self.app, [("up", "prompt.move"), ("confirm", "prompt.select"),
                                         ("back", "prompt.back")])
