"""The table shows the human the rule book's §8 memory (what every seat
knows): an opponent's card drawn from a known deck place is face up in its
hand, and the known top of the deck is listed by the deck ("Next:").
Never more: a hidden card is never face up, and a newly known card turns
face up only once its animation is over."""
from __future__ import annotations

import math

import pytest

from game.ai.base import decide
from game.kits import make_agent
from tests.client import testing as T
from game.client.foodies.config import GameConfig
from game.client.foodies.table_flow import TableFlow
from game.client.foodies.table_scene import TableScene
from game.rules import foodies as F
from game.storage.settings import Settings
from tests.client.foodies.foodies_bot import SHOTS


def memory_state(seed: int, seats: int, limit: int = 400):
    """AI-vs-AI until seat 0 is to move, no discard pending, the deck's top
    three cards are known but not the whole deck, and some opponent holds
    both a known and a hidden card."""
    s = F.new_game(seed, seats)
    agent = make_agent("foodies", "normal")
    for ply in range(limit):
        if s.to_move == 0 and s.pending is None:
            o = F.observe(s, 0)
            top = leading_known(o)
            hs = o["hands_seen"]
            if 3 <= len(top) < len(s.deck) and any(
                    hs[k] and len(hs[k]) < len(s.hands[k]) for k in range(1, seats)):
                return s
        s, _ = F.apply(s, decide(agent, F.observe(s, s.to_move), ply))
    raise AssertionError("no such position")


def leading_known(obs: dict) -> list[int]:
    out = []
    for e in obs["deck_seen"]:
        if "card" not in e:
            break
        out.append(e["card"]["id"])
    return out


def public_ids(state) -> set[int]:
    o = F.observe(state, 0)
    ids = {e["card"]["id"] for e in o["deck_seen"] if "card" in e}
    ids.update(c["id"] for h in o["hands_seen"] for c in h)
    ids.update(c["id"] for c in o["used"])
    return ids


def settle(flow, ticks: int = 2000) -> None:
    for _ in range(ticks):
        flow.update(1 / 60)
        if flow.phase in ("human", "over"):
            return
    raise AssertionError(f"never settled: {flow.phase}")


def table_seats(n: int) -> list[str]:
    return ["human"] + ["normal"] * (n - 1)


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_known_opponent_cards_face_up_and_the_known_deck_top_listed(seats):
    state = memory_state(seats, seats)
    flow = TableFlow(GameConfig(seats=table_seats(seats), seed=1), state=state,
                     speed=lambda: math.inf, deterministic=True)
    settle(flow)
    assert flow.phase == "human" and flow.state is state
    obs = F.observe(state, 0)
    checked_known = checked_hidden = 0
    for seat in range(1, seats):
        known = {c["id"] for c in obs["hands_seen"][seat]}
        for cid in state.hands[seat]:
            assert flow.sprites[cid].face_up == (cid in known), (seat, cid)
            checked_known += cid in known
            checked_hidden += cid not in known
    assert checked_known and checked_hidden
    # The viewer's own hand is face up as always.
    assert all(flow.sprites[c].face_up for c in state.hands[0])
    # The strip: exactly the leading known cards (at most 5), and the rest counted.
    top = leading_known(obs)
    cards, more = flow.coming_up()
    assert cards == top[:5]
    assert more == sum("card" in e for e in obs["deck_seen"]) - len(cards)
    # The deck itself stays face down.
    assert not any(flow.sprites[c].face_up for c in state.deck)


def test_strip_is_empty_when_the_top_card_is_hidden():
    state = memory_state(2, 2)
    flow = TableFlow(GameConfig(seats=["human", "normal"], seed=1), state=state,
                     speed=lambda: math.inf, deterministic=True)
    settle(flow)
    assert flow.coming_up()[0]
    # Draw the known run away (the model only): once a hidden card is on top, nothing is listed.
    known = flow.known_cards()
    while flow.model.deck and flow.model.deck[0] in known:
        flow.model.deck.pop(0)
    assert flow.coming_up() == ([], 0)


def test_demo_shows_nothing_extra():
    state = memory_state(2, 2)
    flow = TableFlow(GameConfig(seats=["normal", "normal"], seed=1, demo=True), state=state,
                     speed=lambda: math.inf, deterministic=True)
    flow.update(1 / 60)
    assert flow.coming_up() == ([], 0)
    assert not any(flow.sprites[c].face_up for c in state.hands[1])


@pytest.mark.parametrize("seats", [2, 3])
def test_never_shows_a_hidden_card_and_flips_only_after_landing(seats):
    """A normal-speed game watched frame by frame (the human's seat played
    by the normal AI's choice through the flow): a face-up card in an
    opponent's hand is always public in the state, and a card turns face up
    in an opponent's hand only when the animation is over."""
    flow = TableFlow(GameConfig(seats=table_seats(seats), seed=seats), state=F.new_game(7 + seats, seats),
                     speed=lambda: 4.0, deterministic=True)
    agent = make_agent("foodies", "normal")
    was_up: dict[int, bool] = {}
    flips = 0
    shown_from = flow.state       # the state the picture last settled on
    for tick in range(12000):
        if not flow.timeline.busy:
            shown_from = flow.state
        flow.update(1 / 60)
        if flow.phase == "over":
            break
        if not flow.timeline.busy:
            shown_from = flow.state
        # The picture shows a moment between shown_from and flow.state: a
        # card known in a hand then, and still drawn in that hand, is known now.
        known_then = public_ids(shown_from)
        for seat in range(1, seats):
            for cid in flow.model.hands[seat]:
                sp = flow.sprites[cid]
                if sp.face_up:
                    assert cid in known_then and cid in shown_from.hands[seat], (tick, seat, cid)
                    if not flow.timeline.busy:
                        assert cid in public_ids(flow.state) and cid in flow.state.hands[seat]
                    if not was_up.get(cid, False):
                        assert not flow.timeline.busy, (tick, cid)   # landed, then turned
                        flips += 1
                was_up[cid] = sp.face_up
        if flow.phase == "human":
            flow.play(decide(agent, F.observe(flow.state, 0), flow.ply))
        if flips >= 8 and flow.ply > 60:
            break
    assert flips >= 8


def shoot(seats: int, name: str, lang: str = "en") -> dict:
    state = memory_state(seats, seats)
    got: dict = {}

    def look(app):
        flow = app.top.flow
        if "shot" in got or flow.phase != "human":
            return
        SHOTS.mkdir(parents=True, exist_ok=True)
        app.save_screenshot(SHOTS / name)
        got["shot"] = app.tick
        got["coming"] = flow.coming_up()
        got["face_up"] = {c for s in range(1, seats) for c in flow.model.hands[s] if flow.sprites[c].face_up}
        got["state"] = flow.state
    frames = 200
    app = T.make_app(settings=Settings(anim_speed="instant", language=lang), frames=frames,
                     script=[(t, look) for t in range(5, frames)])
    app.run(lambda app: TableScene(app, GameConfig(seats=table_seats(seats), seed=seats), state=state))
    assert "shot" in got and not app._errors
    return got


@pytest.mark.parametrize("seats,lang", [(2, "en"), (3, "pt"), (4, "en"), (3, "fa")])
def test_memory_screenshots(seats, lang):
    name = f"foodies_memory_{seats}p{'' if lang == 'en' else '_' + lang}.png"
    got = shoot(seats, name, lang)
    obs = F.observe(got["state"], 0)
    assert got["coming"][0] == leading_known(obs)[:5]
    assert got["face_up"] == {c["id"] for s in range(1, seats) for c in obs["hands_seen"][s]}


def test_a_known_card_flies_in_face_down_and_turns_over_in_the_hand():
    """Normal speed: the human draws, then the AI draws the known top card;
    mid-flight it is a back, once the animation is over it turns face up."""
    state = memory_state(1, 2)
    got: dict = {"frames": []}

    def look(app):
        flow = app.top.flow
        if "drawn" not in got:
            if flow.phase == "human" and flow.mode == "actions":
                got["drawn"] = flow.ply
                flow.choose_action("draw")
            return
        beat = flow.timeline.running
        if "card" not in got and flow.ply == got["drawn"] + 2 and beat is not None and beat.kind == "draw" \
                and beat.effect["seat"] == 1:
            got["card"] = beat.effect["card"]
            got["was_known"] = got["card"] in {c["id"] for c in F.observe(flow.state, 0)["hands_seen"][1]}
        cid = got.get("card")
        if cid is None:
            return
        sp = flow.sprites[cid]
        got["frames"].append((flow.timeline.busy, sp.face_up, sp.moving))
        if "flight" not in got and sp.moving and flow.timeline.busy:
            app.save_screenshot(SHOTS / "foodies_memory_flight.png")
            got["flight"] = sp.face_up
        if "landed" not in got and flow.phase == "human" and not sp.moving:
            app.save_screenshot(SHOTS / "foodies_memory_landed.png")
            got["landed"] = sp.face_up
    SHOTS.mkdir(parents=True, exist_ok=True)
    frames = 600
    app = T.make_app(settings=Settings(anim_speed="normal"), frames=frames,
                     script=[(t, look) for t in range(5, frames)])
    app.run(lambda app: TableScene(app, GameConfig(seats=["human", "normal"], seed=1), state=state))
    assert not app._errors
    assert got.get("was_known"), "the AI was to draw the known top card"
    assert got["flight"] is False and got["landed"] is True
    # Face up only once the animation was over.
    assert all(not up for busy, up, _ in got["frames"] if busy)


def test_the_memory_aid_can_be_turned_off_in_settings_and_persists(tmp_path, monkeypatch):
    """Settings → "Foodies card memory: Off": the table then shows only what
    the snapshot shows (opponents' cards all backs, no "Next:" strip); the
    choice is saved with the other settings."""
    from game.storage.settings import SettingsStore
    monkeypatch.setenv("RODIZIO_FOODIES_HOME", str(tmp_path))
    state = memory_state(2, 2)
    got = {}

    def look(app):
        flow = app.top.flow
        got["coming"] = flow.coming_up()
        got["face_up"] = [c for c in state.hands[1] if flow.sprites[c].face_up]

    store = SettingsStore()
    store.settings.memory_aid = False
    store.settings.anim_speed = "instant"
    store.save()
    app = T.make_app(settings_store=SettingsStore(), frames=40, script=[(30, look)])
    app.run(lambda app: TableScene(app, GameConfig(seats=["human", "normal"], seed=1), state=state))
    assert got == {"coming": ([], 0), "face_up": []}
    assert SettingsStore().settings.memory_aid is False
    # and back on: the same table shows the memory again
    store = SettingsStore()
    store.settings.memory_aid = True
    store.save()
    app = T.make_app(settings_store=SettingsStore(), frames=40, script=[(30, look)])
    app.run(lambda app: TableScene(app, GameConfig(seats=["human", "normal"], seed=1), state=state))
    assert got["coming"][0] and got["face_up"]


def test_turning_the_memory_aid_off_mid_game_turns_known_cards_back_at_once():
    state = memory_state(2, 2)
    aid = {"on": True}
    flow = TableFlow(GameConfig(seats=["human", "normal"], seed=1), state=state,
                     speed=lambda: math.inf, deterministic=True, memory_aid=lambda: aid["on"])
    settle(flow, 5)
    known = {c["id"] for c in F.observe(state, 0)["hands_seen"][1]}
    assert known and all(flow.sprites[c].face_up for c in known)
    aid["on"] = False
    settle(flow, 5)
    assert not any(flow.sprites[c].face_up for c in state.hands[1])
    assert flow.coming_up() == ([], 0)
    aid["on"] = True
    settle(flow, 5)
    assert {c for c in state.hands[1] if flow.sprites[c].face_up} == known
