"""A virtual PlayStation pad and a virtual Xbox pad (genuine SDL devices of
those makes, tests/client/virtual_controller.py): the game tells them apart
by SDL's controller type and each sees its own buttons' names — ✕ ○ □ △
and L1/R1 on the PlayStation pad, A B X Y and LB/RB on the Xbox pad — on
the Controls screen and in the prompt bars, switching as soon as the other
pad is used."""
from __future__ import annotations

import pygame
import pytest

from game.client import pads
from game.client.scenes.controls import ControlsScene
from tests.client import testing as T
from tests.client.virtual_controller import SONY_DS4, XBOX_ONE, VirtualController

SHOTS = T.shots_dir()


def test_each_pad_shows_its_own_glyphs():
    app = T.make_app(frames=60)
    got: dict[str, object] = {}
    plugged: dict[str, VirtualController] = {}

    def plug(name, make):
        def go(a):
            pad = VirtualController.attach(make)
            if pad is None:
                pytest.skip("SDL virtual joysticks of a given make are unavailable here")
            plugged[name] = pad
        return go

    def tap(name, button):
        return lambda a: plugged[name].tap(button)

    def look(name):
        def go(a):
            scene = a.top
            got[name] = {"family": a.input.pad_family,
                         "confirm": a.input.prompt("confirm"), "back": a.input.prompt("back"),
                         "undo": a.input.prompt("undo"), "hint": a.input.prompt("hint"),
                         "next": a.input.prompt("next"),
                         "cells": [scene._label("controller", a.input.bindings.first(i, "controller"))
                                   for i in ("confirm", "back", "hint", "undo", "next")],
                         "types": {f: pads.sdl_type(iid) for iid, f in a.input.families.items()}}
            a.save_screenshot(SHOTS / f"controls_pad_{name}.png")
        return go

    down = pygame.CONTROLLER_BUTTON_DPAD_DOWN
    app.script = [(1, plug("playstation", SONY_DS4)), (3, plug("xbox", XBOX_ONE)),
                  (6, tap("playstation", down)), (10, look("playstation")),
                  (14, tap("xbox", down)), (18, look("xbox")),
                  (22, tap("playstation", down)), (26, lambda a: got.update(back=a.input.pad_family)),
                  (30, lambda a: [p.detach() for p in plugged.values()])]
    app.run(ControlsScene)
    ps, xb = got["playstation"], got["xbox"]
    assert ps["family"] == "playstation" and xb["family"] == "xbox"
    # SDL itself says which make each is (not only the name)
    assert sorted(ps["types"].values()) == [2, 4] or sorted(ps["types"].values()) == [1, 4], ps["types"]
    assert (ps["confirm"], ps["back"], ps["undo"], ps["hint"], ps["next"]) == ("✕", "○", "□", "△", "R1")
    assert (xb["confirm"], xb["back"], xb["undo"], xb["hint"], xb["next"]) == ("A", "B", "X", "Y", "RB")
    assert ps["cells"] == ["✕", "○", "△", "□", "R1"] and xb["cells"] == ["A", "B", "Y", "X", "RB"]
    assert got["back"] == "playstation"     # the other pad used: its glyphs again
    assert not app._errors


def test_the_title_prompt_bar_names_the_playstation_button():
    from game.client.scenes.title import TitleScene
    from game.client import layout_audit
    app = T.make_app(frames=16)
    missing: dict = {}
    holder = {}

    def plug(a):
        holder["pad"] = VirtualController.attach(SONY_DS4)
        if holder["pad"] is None:
            pytest.skip("SDL virtual joysticks of a given make are unavailable here")

    def look(a):
        with layout_audit.recording() as rec:
            a._render()
        missing.update(rec.missing)   # characters no bundled font draws (tofu)
        holder["confirm"] = a.input.prompt("confirm")
        a.save_screenshot(SHOTS / "title_pad_playstation.png")
        holder["pad"].detach()

    app.script = [(1, plug), (4, lambda a: holder["pad"].tap(pygame.CONTROLLER_BUTTON_DPAD_DOWN)),
                  (8, look)]
    app.run(TitleScene)
    assert holder["confirm"] == "✕"
    assert missing == {}
