"""Drawing a Foodies ``TableFlow`` onto the logical 1280×720 surface
(`protocols.TableRenderer`).

``TableRenderer`` composes the table's parts, each with one job:
``table_names`` (names and messages in the player's language),
``table_areas`` (where drawn pieces sit: HUD buttons, corners, panels —
also what the mouse hits), ``paint`` (chips, badges, rings, shadows) and one
painter per area of the table — ``draw_cards``, ``draw_menu``,
``draw_seats``, ``draw_controls`` (the human's choice), ``draw_effects``,
``draw_hud``. Everything drawn depends only on the flow and the tick count
(never the wall clock), so headless screenshots are byte-identical between
runs."""
from __future__ import annotations

from typing import Any

import pygame

from game.client.common.still_layer import StillLayer, common_key
from game.client.foodies import table_steps
from game.client.foodies.card_art import FoodiesArt
from game.client.foodies.draw_cards import CardsPainter
from game.client.foodies.draw_controls import ControlsPainter
from game.client.foodies.draw_effects import EffectsPainter
from game.client.foodies.draw_hud import HudPainter
from game.client.foodies.draw_menu import MenuPainter
from game.client.foodies.draw_seats import SeatsPainter
from game.client.foodies.paint import GLOW_BAD, GLOW_OK, MINI_CARD, PANEL_FILL, SEAT_COLORS, Paint  # noqa: F401
from game.client.foodies.table_areas import TableAreas
from game.client.foodies.table_flow import Message, TableFlow
from game.client.foodies.table_names import TableNames


class TableRenderer:
    def __init__(self, app: Any, flow: TableFlow, layout: Any = None) -> None:
        self.app = app
        self.flow = flow
        self.layout = layout
        self.art = FoodiesArt(app.text)
        self.hover: str | None = None          # a HUD button under the mouse
        self.show_buttons = True
        self.show_prompt = True
        self.mats_hidden = False                # the map's unused mats are painted over
        self.pointer: tuple[int, int] | None = None  # the mouse: a scoreboard under it lists its dishes
        self.picked_board: int | None = None     # the seat whose dishes Tab / RB listed, or None
        self.paint = Paint(self)
        self.areas = TableAreas(self)
        self.cards = CardsPainter(self)
        self.menu = MenuPainter(self)
        self.seats = SeatsPainter(self)
        self.controls = ControlsPainter(self)
        self.effects = EffectsPainter(self)
        self.hud = HudPainter(self)
        self.still = StillLayer()   # what does not move, kept between frames

    @property
    def names(self) -> TableNames:
        """Names and messages for the flow drawn now (made on asking: the
        replay viewer swaps the flow, and a bare renderer needs only
        ``app`` and ``flow`` to translate)."""
        return TableNames(self)

    # -- the frame ------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The frame, as ordered steps (game.client.common.still_layer,
        built by ``table_steps``): what does not move this frame — the
        cloth with its spots, the scoreboards, cards at rest, the menu's
        marks, counts, the HUD — is kept in one picture and redrawn only
        where it changes; the same pixels as drawing each part in turn."""
        self.still.draw(surface, table_steps.steps(self), common_key(self.app))
        self.seats.dish_list(surface)
        if self.flow.phase == "cover":
            self.hud.cover(surface)

    def draw_parts(self, surface: pygame.Surface) -> None:
        """The frame drawn part by part, nothing kept (the reference
        ``draw`` keeps the same pixels as)."""
        tick = self.app.tick
        self.cards.background(surface)
        self.cards.spots(surface)
        self.cards.coming_up(surface)
        self.seats.seats(surface, tick)
        self.cards.sprites(surface, tick, resting=True)
        self.seats.more_tiles(surface)
        self.cards.hand_counts(surface)
        self.menu.overlays(surface, tick)
        self.cards.pile_counts(surface)
        self.cards.sprites(surface, tick, resting=False)   # in flight: over the counts and marks
        self.controls.focus(surface, tick)
        self.controls.actions(surface, tick)
        self.effects.effects(surface, tick)
        self.seats.final_scores(surface, tick)
        self.hud.hud(surface, tick)
        if self.show_buttons:
            self.hud.buttons(surface)
        self.seats.dish_list(surface)
        if self.flow.phase == "cover":
            self.hud.cover(surface)

    def pick_next_board(self) -> bool:
        """``next`` (Tab / RB) with nothing to skip: list the next seat's
        dishes (seat order, then none); False when no seat has served."""
        flow = self.flow
        with_dishes = [s for s in range(flow.seats) if flow.model.dishes[s]]
        if not with_dishes:
            self.picked_board = None
            return False
        later = [s for s in with_dishes if self.picked_board is None or s > self.picked_board]
        self.picked_board = later[0] if later else None
        return True

    # -- what other scenes ask ------------------------------------------------------
    def tr(self, msg: Message | str, short: bool = False) -> str:
        return self.names.tr(msg, short)

    def focus_text(self) -> str | None:
        """The focused card or recipe in words (narration), else None."""
        f = self.flow
        if f.phase != "human":
            return None
        if f.mode in ("swap", "pass", "discard") and f.focus_card is not None \
                and 0 <= f.focus_card < len(f._types):   # card ids index the types
            return self.names.ing(f._types[f.focus_card])
        if f.mode == "serve" and 0 <= f.focus_recipe < len(f.model.menu):
            return self.names.recipe(f.model.menu[f.focus_recipe])
        return None

    def name(self, seat: Any) -> str:
        return self.names.name(seat)

    def buttons(self) -> dict[str, pygame.Rect]:
        """On-screen buttons for mouse players: hint and the pause menu."""
        return self.areas.buttons()

    def hud_rect(self, name: str) -> pygame.Rect:
        return self.areas.hud_rect(name)

    def coming_up_rects(self) -> tuple[pygame.Rect, list[pygame.Rect]]:
        return self.areas.coming_up_rects()
