"""The memory aid on the Rodízio table (rule book §9: eaten pizzas are
public): what the viewing seat may know (the core's observation, cached per
state), every diner's tally and the standing line, where each diner sits,
the slips drawn under the diners and the one opened by pointing or by
``next``. A part of the renderer (``TableRenderer.diners``)."""
from __future__ import annotations

import functools
from typing import Any

import pygame

from game.client.common.still_layer import Step
from game.client.rodizio import diner_summary as ds
from game.client.rodizio import memory_aid as ma
from game.rules import rodizio as R


class TableDiners:
    def __init__(self, r: Any) -> None:
        self.r = r
        self._obs_key: tuple[Any, Any] = (None, None)  # (state, viewer) of _obs
        self._obs: dict | None = None

    def observation(self) -> dict:
        """What the viewing seat may know (the core's ``observe``), cached per
        rules state; the eaten cards in it are public to every seat."""
        flow = self.r.flow
        # Keyed by the state object itself (held here), not its id(): once a
        # state is freed, a newer state may get the same id.
        state, viewer = self._obs_key
        if self._obs is None or state is not flow.state or viewer != flow.viewer:
            self._obs = R.observe(flow.state, flow.viewer if flow.viewer is not None else 0)
            self._obs_key = (flow.state, flow.viewer)
        return self._obs

    def tallies(self) -> list[ma.Tally]:
        """Every diner's eaten pizzas (seats, then the Glutton) as the table
        shows them now: taken from the observation, limited to the cards
        that have landed in a hand or pile (the animation lags the rules)."""
        m = self.r.flow.model
        shown: dict[Any, Any] = {seat: hand for seat, hand in enumerate(m.hands)}
        shown[ma.GLUTTON] = m.glutton_pile
        return ma.tallies_from_observation(self.observation(), shown)

    def standing_lines(self) -> list[str]:
        """The standing panel's lines in the player's language (empty when
        the memory aid is off or the deal is still running)."""
        flow = self.r.flow
        if not self.r.memory_on or flow.model.deck:
            return []
        tallies = self.tallies()
        st = ma.standing(tallies)
        if flow.phase == "over":
            return [ds.message_text(self.r.app.text, ma.final_message(st), self.r.name)]
        viewer = flow.viewer if flow.phase != "cover" else None
        return [ds.message_text(self.r.app.text, m, self.r.name)
                for m in ma.standing_messages(st, tallies, viewer)]

    def diner_anchor(self, actor: Any, kind: str) -> pygame.Rect:
        """``kind`` ("name", "tally", "hand") of a seat or the Glutton."""
        geo = self.r.flow.geo
        if actor == ma.GLUTTON:
            return pygame.Rect(geo["glutton_pile" if kind == "hand" else f"{kind}_glutton"])
        place = self.r.flow.places[actor]
        return pygame.Rect(geo[f"place_{place}" if kind == "hand" else f"{kind}_{place}"])

    def diners(self) -> list[Any]:
        seats = list(range(len(self.r.flow.config.seats)))
        return seats + ([ma.GLUTTON] if self.r.flow.model.glutton else [])

    def tally_steps(self, add: Any, tick: int) -> None:
        """Each diner's slip as still_layer steps — with the memory aid on, its
        running total, pizza count and eaten pizzas in order; at the end reveal
        (for everyone, as at a real table) the counting-up total, the winners'
        crowned. A slip is still, keyed on
        what it shows; a crowned one (its crown bobs) is live."""
        flow = self.r.flow
        counting = flow.totals_shown is not None
        if not (self.r.memory_on or counting) or flow.model.deck:
            return
        spicy = bool(flow.state_json["spicy"])
        spot = flow.model.spotlight
        text = self.r.app.text
        for t in self.tallies():
            total = None
            if counting:
                total = flow.glutton_total_shown if t.actor == ma.GLUTTON else flow.totals_shown[t.actor]
                total = int(round(total)) if total is not None else None
            crowned = flow.glutton_crowned if t.actor == ma.GLUTTON else t.actor in flow.crowned
            if not self.r.memory_on and not flow.model.revealed:
                t = ma.Tally(t.actor, ())
            at = self.diner_anchor(t.actor, "tally")
            eaten = tuple((c["id"], c["value"], c.get("spice")) for c in t.eaten)
            lit = tuple(c[0] for c in eaten if c[0] in spot)
            paint = functools.partial(_tally, text, t, pygame.Rect(at), total, spicy, crowned, tick, spot)
            if crowned:
                add(Step(None, pygame.Rect(at).inflate(24, 24), paint))
            else:
                add(Step(("tally", t.actor, tuple(at), eaten, total, spicy, lit), pygame.Rect(at).inflate(12, 18),
                         paint))

    def hovered_diner(self) -> Any:
        """The diner under the mouse (its name, tally or hand), else the one
        picked with ``next`` (keyboard and controller), or None."""
        if self.r.pointer is not None:
            for actor in self.diners():
                for kind in ("tally", "name", "hand"):
                    if self.diner_anchor(actor, kind).collidepoint(self.r.pointer):
                        return actor
        return self.r.picked

    def pick_next_diner(self) -> bool:
        """``next`` with the memory aid on: open the next diner's slip (seats
        in order, then the Glutton), then close it; the keyboard's and
        controller's way to what the mouse shows by pointing. False (unused)
        with the aid off."""
        if not self.r.memory_on:
            self.r.picked = None
            return False
        diners = self.diners()
        i = diners.index(self.r.picked) + 1 if self.r.picked in diners else 0
        self.r.picked = diners[i] if i < len(diners) else None
        return True

    def draw_slip(self, surface: pygame.Surface) -> None:
        """With the memory aid on, pointing at a diner shows what it ate, as
        cards in eating order."""
        if not self.r.memory_on or self.r.flow.phase == "cover" or self.r.flow.model.deck:
            return
        actor = self.hovered_diner()
        if actor is None:
            return
        tally = next((t for t in self.tallies() if t.actor == actor), None)
        if tally is None:
            return
        title = self.r.app.text.tr("rodizio.memory.slip", who=self.r.name(actor))
        ds.draw_slip(surface, self.r.app.text, self.r.art.face, tally, title, self.diner_anchor(actor, "tally"),
                     pygame.Rect(8, 8, surface.get_width() - 16, surface.get_height() - 16))


def _tally(text: Any, t: ma.Tally, at: pygame.Rect, total: int | None, spicy: bool, crowned: bool,
           tick: int, spot: Any, surface: pygame.Surface) -> None:
    ds.draw_tally(surface, text, t, at, total=total, spicy=spicy, crowned=crowned, tick=tick, highlight=spot)
