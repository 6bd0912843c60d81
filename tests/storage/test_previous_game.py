"""The unfinished game a new one set aside (`saves/previous.json`) is offered
by Continue beside the autosave, and Continue says which game it resumes
(game, seats, turn); damage to previous.json is noticed like the autosave's
(issues #24, #22)."""
from __future__ import annotations

import json
import os

import pygame
import pytest

from game.storage.saves import SaveStore, turn_number, unfinished
from tests.client import testing as T
from tests.storage.test_saves import played_record


def _autosave(game="rodizio", seats=3, plies=6, seed=5):
    rec = played_record(game, seed=seed, seats=seats, plies=plies)
    SaveStore().write(rec)
    return rec


def _set_aside(game="foodies", seats=4, plies=9, seed=2):
    rec = played_record(game, seed=seed, seats=seats, plies=plies)
    SaveStore().previous().write(rec)
    return rec


# -- the storage side -------------------------------------------------------------------------------
def test_turns_are_runs_of_one_actor_and_the_turn_in_progress_counts():
    acts = [{"actor": a} for a in (0, 0, 1, "glutton", 0, 1, 1)]
    assert turn_number([], 0) == 1
    assert turn_number(acts, 0) == 6           # five turns played, the sixth begins
    assert turn_number(acts, 1) == 5           # seat 1 is still in its turn (a second decision)
    assert turn_number(acts[:2], 0) == 1


def test_summary_says_game_seats_and_turn_without_replaying():
    rec = _autosave("rodizio", seats=3, plies=6)
    s = SaveStore().summary()
    assert (s.game, s.seats) == ("rodizio", 3)
    from game import kits
    rules = kits.rules_module("rodizio")
    assert s.turn == turn_number(rec.actions, rules.actor(rules.from_json(rec.state)))
    SaveStore().path.write_text("[" * 100 + "]" * 100)
    assert SaveStore().summary() is None and SaveStore().path.exists()   # nothing moved


def test_unfinished_lists_the_autosave_then_the_game_set_aside():
    assert unfinished() == []
    _set_aside()
    assert [s.path.name for s in unfinished()] == ["previous.json"]
    _autosave()
    assert [s.path.name for s in unfinished()] == ["autosave.json", "previous.json"]
    assert [s.is_previous() for s in unfinished()] == [False, True]


def test_keep_previous_is_where_a_new_game_replaces_an_unfinished_one():
    first = _autosave(plies=4)
    moved = SaveStore().keep_previous()
    assert moved.name == "previous.json" and not SaveStore().exists()
    assert json.loads(moved.read_text())["actions"] == first.actions


def test_resuming_the_previous_game_swaps_the_two_files():
    now, before = _autosave(), _set_aside()
    SaveStore().resume_previous()
    assert SaveStore().load()[0].actions == before.actions
    assert SaveStore().previous().load()[0].actions == now.actions
    assert not list(SaveStore().path.parent.glob("*.swapping"))


@pytest.mark.parametrize("killed_after", [1, 2])
def test_a_swap_killed_half_way_is_repaired_and_loses_nothing(killed_after):
    now, before = _autosave(), _set_aside()
    store = SaveStore()
    swap = store.path.with_name(store._SWAP)
    os.replace(store.path, swap)                               # rename 1
    if killed_after == 2:
        os.replace(store.path.with_name("previous.json"), store.path)   # rename 2
    stores = unfinished()                                      # the next start repairs it
    games = sorted(len(s.load()[0].actions) for s in stores)
    assert games == sorted([len(now.actions), len(before.actions)]) and not swap.exists()


def test_damage_to_previous_json_is_noticed_and_kept_aside():
    store = SaveStore().previous()
    store.path.parent.mkdir(parents=True)
    store.path.write_text('{"format": "rodizio-foodies/save", "version": 2, "game": "rodizio"')
    rec, msg = store.load()
    assert rec is None and msg.kept == "previous.json.corrupt-1"
    assert not store.path.exists() and store.path.with_name("previous.json.corrupt-1").exists()


# -- the title screen ---------------------------------------------------------------------------------
def _menu(script=(), frames=14):
    got = {}

    def look(app):
        got["stack"] = T.stack_names(app)
        top = app.top
        got["labels"] = [(b.text(app), b.detail() if hasattr(b, "detail") else None)
                         for b in getattr(top, "menu").widgets] if hasattr(top, "menu") else []
    app = T.make_app(frames=frames, script=list(script) + [(frames - 2, look)])
    app.run()
    assert not app._errors
    return app, got


def test_continue_says_which_game_it_resumes():
    _autosave("rodizio", seats=3, plies=6)
    app, got = _menu()
    label, detail = got["labels"][0]
    turn = SaveStore().summary().turn
    assert label == "Continue" and detail == f"Rodízio · 3 seats · turn {turn}"


def test_continue_lists_both_games_and_resumes_the_one_set_aside():
    now, before = _autosave("rodizio", seats=3), _set_aside("foodies", seats=4, plies=9)
    app, got = _menu(script=[(2, T.key(pygame.K_RETURN))])
    assert got["stack"] == ["TitleScene", "ContinueChoice"]
    (l1, d1), (l2, d2), (back, _) = got["labels"]
    assert l1.startswith("Rodízio · 3 seats · turn ") and d1 == "Last played"
    assert l2.startswith("Foodies · 4 seats · turn ") and d2 == "Set aside when a new game began"
    assert back == "Back"
    # the second row: the Foodies table at its saved state; the Rodízio game is kept aside
    seen = {}

    def look(app):
        seen["stack"] = T.stack_names(app)
        seen["ply"] = getattr(app.top, "flow", None) and app.top.flow.ply
    app = T.make_app(frames=40, script=[(2, T.key(pygame.K_RETURN)), (5, T.key(pygame.K_DOWN)),
                                        (7, T.key(pygame.K_RETURN)), (36, look)])
    app.run()
    assert not app._errors
    assert seen["stack"][0] == "TitleScene" and seen["stack"][-1].endswith("TableScene"), seen
    assert seen["ply"] == len(before.actions)
    assert SaveStore().load()[0].game == "foodies"
    assert SaveStore().previous().load()[0].actions == now.actions


def test_a_damaged_previous_game_is_said_so_when_chosen():
    _autosave()
    prev = SaveStore().previous()
    prev.path.write_text("[" * 3000 + "]" * 3000)
    got = {}

    def look(app):
        got["stack"] = T.stack_names(app)
        got["kept"] = app.top.fmt.get("kept") if hasattr(app.top, "fmt") else None
    app = T.make_app(frames=30, script=[(2, T.key(pygame.K_RETURN)), (5, T.key(pygame.K_DOWN)),
                                        (7, T.key(pygame.K_RETURN)), (20, look)])
    app.run()
    assert not app._errors
    assert got["stack"] == ["TitleScene", "MessageScene"] and got["kept"] == "previous.json.corrupt-1"
    assert SaveStore().exists() and not prev.path.exists()          # the autosave is untouched


def test_an_unreadable_autosave_is_said_so_on_continue(monkeypatch):
    from game.storage import jsonio
    _autosave()
    path = os.fspath(SaveStore().path)
    real = os.open

    def denied(p, *a, **k):
        if os.fspath(p) == path:
            raise PermissionError(13, "Permission denied", path)
        return real(p, *a, **k)
    monkeypatch.setattr(jsonio.os, "open", denied)
    app, got = _menu(script=[(2, T.key(pygame.K_RETURN))], frames=16)
    assert got["labels"] and app.top.title_key == "saves.unreadable_title"
    assert "autosave.json" in app.top.body_text() and "not damaged" in app.top.body_text()
    assert SaveStore().path.exists()
