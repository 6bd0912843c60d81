"""AI turns a person can follow: the AI speed setting stretches an AI's
turn (pause and animation) in every game, never a human's; a Rodízio sow
deals card by card and rings the eaten pizza before it flies."""
from __future__ import annotations

import pytest

from game import kits
from game.client.rodizio import choreography as ch
from game.client.rodizio.table_model import TableModel
from game.rules import rodizio as R
from game.storage.settings import AI_PACES, Settings


def _flow(game: str, pace: float):
    """``game``'s table flow (built by its kit's session) with an AI in seat 0."""
    from tests.client import testing as T
    session = kits.get(game).part("session")
    app = T.make_app(frames=1)
    flow = session.make_flow(app, session.make_config(["normal", "human"], 4), session.load_layout(app),
                             speed=lambda: 1.0, deterministic=True, deal=False)
    flow.ai_pace = lambda: pace
    assert kits.get(game).rules_module() is flow.rules
    return flow


def _ticks_of_ai_turn(flow) -> int:
    """Ticks from the AI's turn starting until the human may act."""
    for _ in range(2000):
        flow.update(1 / 60)
        if flow.phase == "ai":
            break
    n = 0
    while flow.phase != "human":
        flow.update(1 / 60)
        n += 1
        assert n < 5000
    return n


@pytest.mark.parametrize("game", [k.name for k in kits.windowed()])
def test_ai_speed_stretches_the_ai_turn(game):
    slow = _ticks_of_ai_turn(_flow(game, AI_PACES["slow"]))
    normal = _ticks_of_ai_turn(_flow(game, AI_PACES["normal"]))
    fast = _ticks_of_ai_turn(_flow(game, AI_PACES["fast"]))
    assert slow > normal > fast
    assert slow >= 1.3 * normal and fast <= 0.7 * normal


def test_a_humans_move_keeps_its_pace():
    durations = []
    for pace in (0.5, 1.6):
        flow = _flow("rodizio", pace)
        _ticks_of_ai_turn(flow)
        beats = []
        flow.timeline.extend = beats.extend  # capture what the human's move queues
        flow.handle("confirm")
        durations.append(sum(b.duration for b in beats))
    assert durations[0] == durations[1] > 0


def test_settings_offer_the_ai_speeds():
    assert Settings().ai_pace == 1.0
    assert Settings.from_json({"ai_speed": "slow"}).ai_pace == AI_PACES["slow"]
    assert Settings.from_json({"ai_speed": "warp"}).ai_speed == "normal"
    assert Settings(ai_speed="fast").to_json()["ai_speed"] == "fast"


def _a_turn_that_eats(seats=3):
    s = R.new_game(8, seats)
    while True:
        legal = R.legal_actions(s)
        for a in legal:
            new, events = R.apply(s, a)
            if any(e.to_dict()["kind"] == "PizzaEaten" for e in events) and \
                    sum(e.to_dict()["kind"] == "CardDealt" for e in events) >= 3:
                return s, events
        s, _ = R.apply(s, legal[0])


def test_a_sow_deals_card_by_card_and_rings_the_pizza_before_it_flies():
    state, events = _a_turn_that_eats()
    beats = ch.choreograph(events)
    kinds = [b.kind for b in beats]
    sows = [b for b in beats if b.kind == "sow"]
    assert len(sows) >= 3 and all(b.duration >= 0.3 for b in sows)  # ~3 cards a second at normal speed
    i = kinds.index("aim")
    assert kinds[i + 1] == "eat" and beats[i].card == beats[i + 1].card
    assert beats[i].duration >= 0.4
    assert beats[i].message[0] == "rodizio.msg.ate"  # the log names it while it is ringed
    model = TableModel.from_state(R.to_json(state))
    tl = ch.Timeline(model, speed=0)
    tl.extend(beats[:i + 1])
    tl.update(0)
    card = beats[i].card
    assert card in model.spotlight and any(card in p for p in model.plates)  # ringed, still on its plate
