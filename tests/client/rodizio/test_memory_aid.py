"""Rodízio's memory aid: each diner's total, pizza count and eaten pizzas in
order, and the standing line (who is 1st / 2nd now, what the player needs),
all read from the core's observation; on vs off; the per-seat-count table
layouts keep names, tallies, hands and HUD buttons apart."""
from __future__ import annotations

import pygame
import pytest
from hypothesis import given, settings, strategies as st

from tests.client import testing as T
from game.client.rodizio import memory_aid as ma
from game.client.rodizio.config import GameConfig
from game.client.rodizio.table_scene import TableScene
from game.rules import rodizio as R
from game.rules.rodizio.scoring import score, winners_among
from game.storage.settings import Settings


# -- the pure part --------------------------------------------------------------
def _playout(seed: int, seats: int, plies: int):
    state = R.new_game(seed, seats)
    for i in range(plies):
        if R.actor(state) is None:
            break
        if R.actor(state) == "glutton":
            action = R.automatic_action(state)
        else:
            legal = R.legal_actions(state)
            action = legal[(seed + i) % len(legal)]
        state, _ = R.apply(state, action)
    return state


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10_000), seats=st.integers(2, 4), plies=st.integers(0, 40))
def test_tallies_from_any_seats_observation_match_the_cores_scoring(seed, seats, plies):
    state = _playout(seed, seats, plies)
    core = score(state)
    for seat in range(seats):
        tallies = ma.tallies_from_observation(R.observe(state, seat))
        assert [t.total for t in tallies[:seats]] == core["totals"]
        if state.glutton:
            assert tallies[-1].actor == "glutton" and tallies[-1].total == core["glutton_total"]
        else:
            assert len(tallies) == seats
        # Eating order is the rule book's hand order.
        assert [[c["id"] for c in t.eaten] for t in tallies[:seats]] == \
            [[c["id"] for c in h] for h in R.to_json(state)["hands"]]
        # Who would win now is the core's own §8 answer.
        stg = ma.standing(tallies)
        assert list(stg.winners) == core["winners"]
        assert stg.glutton_wins == core["glutton_wins"]


def _diner(actor, total: int, count: int) -> "ma.Tally":
    """A diner with ``count`` pizzas (at least 1 when it has points) adding up to ``total``."""
    count = max(count, 1 if total else 0)
    count = min(count, total) if total else 0
    values = [1] * max(count - 1, 0) + ([total - (count - 1)] if count else [])
    return ma.Tally(actor, tuple({"id": hash((actor, k)) & 0xFFFF, "value": v} for k, v in enumerate(values)))


@settings(max_examples=300, deadline=None)
@given(diners=st.lists(st.tuples(st.integers(0, 30), st.integers(0, 8)), min_size=3, max_size=5),
       me=st.integers(0, 4), glutton=st.booleans())
def test_the_goal_range_is_exactly_what_makes_the_player_win(diners, me, glutton):
    """The standing line's "eat lo to hi more to be 2nd" is checked against
    the core's §8 (``winners_among`` with the pizza counts; the Glutton's
    win is every seat's loss): every amount in the range, eaten as one more
    pizza, wins; the amounts just outside it do not — a tie lost on the
    tie-break is not counted (issue 31: eating 1 to tie the Glutton)."""
    me %= len(diners) - (1 if glutton else 0)
    tallies = [_diner("glutton" if glutton and i == len(diners) - 1 else i, t, c)
               for i, (t, c) in enumerate(diners)]
    stg = ma.standing(tallies)
    mine = tallies[me]
    key, params = ma.goal(stg, mine, tallies)
    totals = [t.total for t in tallies]
    counts = [t.count for t in tallies]
    if key == "rodizio.memory.all_level":
        assert len(set(totals)) == 1
        return
    assert params["you"] == mine.total

    def wins_with(extra: int) -> bool:
        new_t, new_c = list(totals), list(counts)
        if extra:
            new_t[me] += extra
            new_c[me] += 1
        won = winners_among(new_t, new_c)
        return me in won and not (glutton and len(tallies) - 1 in won)

    if key in ("rodizio.memory.goal_range", "rodizio.memory.goal_exact"):
        lo, hi = params["lo"], params.get("hi", params["lo"])
        assert 0 < lo <= hi
        assert all(wins_with(x) for x in range(lo, hi + 1))
        assert not wins_with(lo - 1) and not wins_with(hi + 1)
        assert not any(wins_with(x) for x in range(1, lo))
    elif key == "rodizio.memory.goal_none":
        assert not any(wins_with(x) for x in range(1, max(totals) + 8))
    elif key == "rodizio.memory.goal_first":
        assert mine.total == max(totals)
    elif key == "rodizio.memory.goal_win":
        assert wins_with(0)
    elif key == "rodizio.memory.goal_glutton":
        assert glutton and not wins_with(0) and mine.total == stg.second_total
    else:  # tied second, losing the tie-break
        assert key == "rodizio.memory.goal_tied" and mine.total == stg.second_total and not wins_with(0)


def test_eating_to_tie_the_glutton_on_as_many_pizzas_is_not_counted():
    """Lesson 14's table: the Glutton has 5 in one pizza, the leader 9; the
    player has 4 in one pizza. Eating 1 (two pizzas, 5) ties the Glutton,
    who ate fewer: every seat loses — the line says 2 to 4."""
    t = [_diner(0, 4, 1), _diner(1, 9, 2), _diner("glutton", 5, 1)]
    assert ma.goal(ma.standing(t), t[0], t) == ("rodizio.memory.goal_range", {"you": 4, "lo": 2, "hi": 4})
    # With as many pizzas as the Glutton after eating (it ate 2), still a shared
    # win with the Glutton = every seat loses.
    t = [_diner(0, 4, 1), _diner(1, 9, 2), _diner("glutton", 5, 2)]
    assert ma.goal(ma.standing(t), t[0], t) == ("rodizio.memory.goal_range", {"you": 4, "lo": 2, "hi": 4})
    # Against a seat with more pizzas the tie is a win.
    t = [_diner(0, 4, 1), _diner(1, 9, 2), _diner(2, 5, 3)]
    assert ma.goal(ma.standing(t), t[0], t) == ("rodizio.memory.goal_range", {"you": 4, "lo": 1, "hi": 4})


def test_standing_messages_name_second_first_and_the_players_goal():
    t = [ma.Tally(0, ({"id": 1, "value": 6},)),
         ma.Tally(1, ({"id": 2, "value": 5}, {"id": 3, "value": 4})),
         ma.Tally(2, ({"id": 4, "value": 6}, {"id": 5, "value": 6}, {"id": 6, "value": 2}))]
    lines = ma.standing_messages(ma.standing(t), t, viewer=0)
    assert lines[0] == ("rodizio.memory.order", {"first": [2], "t1": 14, "second": [1], "t2": 9})
    assert lines[1] == ("rodizio.memory.goal_range", {"you": 6, "lo": 3, "hi": 7})
    # A spectator (the demo) sees only the order.
    assert len(ma.standing_messages(ma.standing(t), t, viewer=None)) == 1


def test_the_standing_says_when_the_tie_break_decides_second_place():
    """CPU 2 and the Glutton both have 9: CPU 2 ate fewer pizzas, so it is
    second — and the line says why (rule book §8)."""
    t = [ma.Tally(0, ({"id": 1, "value": 3},)),
         ma.Tally(1, ({"id": 2, "value": 5}, {"id": 3, "value": 4})),
         ma.Tally("glutton", ({"id": 4, "value": 3}, {"id": 5, "value": 3}, {"id": 6, "value": 3})),
         ma.Tally(2, ({"id": 7, "value": 6}, {"id": 8, "value": 6}))]
    st = ma.standing(t)
    assert st.best == (1,) and st.tie_broken
    assert ma.standing_messages(st, t, viewer=0)[0] == (
        "rodizio.memory.order_fewer", {"first": [2], "t1": 12, "second": [1], "t2": 9})
    assert ma.final_message(st)[0] == "rodizio.results.final_fewer"
    # The Glutton kept by the tie-break: every seat loses, and why.
    t[1] = ma.Tally(1, ({"id": 2, "value": 3}, {"id": 3, "value": 3}, {"id": 9, "value": 2}, {"id": 10, "value": 1}))
    st = ma.standing(t)
    assert st.best == ("glutton",) and st.tie_broken
    assert ma.standing_messages(st, t, viewer=0)[0][0] == "rodizio.memory.order_glutton_fewer"
    # Tied and still tied after the tie-break: nothing was decided by it.
    t[1] = ma.Tally(1, ({"id": 2, "value": 5}, {"id": 3, "value": 2}, {"id": 9, "value": 2}))
    st = ma.standing(t)
    assert st.best == (1, "glutton") and not st.tie_broken
    assert ma.standing_messages(st, t, viewer=0)[0][0] == "rodizio.memory.order_glutton"


def test_every_standing_message_has_its_text_in_every_language():
    from game.client.text import Text
    keys = [f"rodizio.memory.order{g}{f}" for g in ("", "_glutton") for f in ("", "_fewer")] + \
        ["rodizio.results.final", "rodizio.results.final_fewer"]
    for lang in ("en", "pt", "fa"):
        text = Text(lang)
        for key in keys:
            assert key in text.catalog, (lang, key)
            out = text.tr(key, first="CPU 3", t1=12, second="CPU 2", t2=9)
            assert "CPU 2" in out and "9" in out and "{" not in out, (lang, key, out)


# -- on the table -----------------------------------------------------------------
def _table(seats: int, memory: bool, lang: str = "en", seed: int = 3, turns: int = 4):
    """A live table (human at seat 0) after ``turns`` of the player's, settled."""
    app = T.make_app(settings=Settings(anim_speed="instant", language=lang, memory_aid=memory), frames=1)
    levels = ["human"] + ["easy", "normal", "hard"][:seats - 1]
    scene = TableScene(app, GameConfig(seats=levels, seed=seed))
    app.stack.append(scene)
    flow, played = scene.flow, 0
    for _ in range(20000):
        scene.update(1 / 60)
        if flow.phase == "human":
            if played >= turns:
                break
            legal = R.legal_actions(flow.state)
            flow.play(legal[played % len(legal)])
            played += 1
        elif flow.phase == "over":
            break
    assert flow.model.settled_like(flow.state_json)
    return app, scene


def _frame(app, scene) -> pygame.Surface:
    surf = pygame.Surface((1280, 720))
    app.tick += 1
    scene.draw(surf)
    return surf


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_totals_and_standing_shown_are_the_cores_numbers(seats):
    app, scene = _table(seats, memory=True)
    r, flow = scene.renderer, scene.flow
    core = score(flow.state)
    tallies = r.tallies()
    assert [t.total for t in tallies[:seats]] == core["totals"]
    assert [t.count for t in tallies[:seats]] == [len(h) for h in flow.state_json["hands"]]
    if seats == 2:
        assert tallies[-1].total == core["glutton_total"]
    obs = R.observe(flow.state, 0)
    assert [list(t.eaten) for t in tallies[:seats]] == obs["eaten"]
    # The standing line says the core's numbers: who is second, and the player's total.
    lines = r.standing_lines()
    assert len(lines) == 2
    totals = core["totals"] + ([core["glutton_total"]] if seats == 2 else [])
    distinct = sorted(set(totals), reverse=True)
    if len(distinct) > 1:
        # "(8)", or "(8, fewer pizzas)" when the tie-break decided who is second
        assert f"({distinct[1]})" in lines[0] or f"({distinct[1]}, fewer pizzas)" in lines[0]
        assert f"({distinct[0]})" in lines[0]
    assert f"{core['totals'][0]}" in lines[1]


def test_off_shows_only_the_physical_table_and_toggling_applies_at_once():
    app, scene = _table(4, memory=True)
    r = scene.renderer
    assert r.standing_lines()
    on = _frame(app, scene)
    app.settings.memory_aid = False          # the settings screen changes it mid-game
    assert r.standing_lines() == []
    off = _frame(app, scene)
    for place in range(4):                   # every diner's slip is gone ...
        area = pygame.Rect(scene.flow.geo[f"tally_{place}"])
        assert pygame.image.tobytes(on.subsurface(area), "RGB") != pygame.image.tobytes(off.subsurface(area), "RGB")
    panel = pygame.Rect(scene.flow.geo["hud_standing"])
    assert pygame.image.tobytes(on.subsurface(panel), "RGB") != pygame.image.tobytes(off.subsurface(panel), "RGB")
    # ... but the player's own hand stays face up, the others' face down.
    targets = scene.flow.model.targets(scene.flow.geo, scene.flow.places, scene.flow.shown_seats)
    for seat, hand in enumerate(scene.flow.model.hands):
        assert all(targets[c].face_up == (seat == 0) for c in hand)
    app.settings.memory_aid = True
    again = _frame(app, scene)
    assert r.standing_lines()
    area = pygame.Rect(scene.flow.geo["tally_0"])
    assert pygame.image.tobytes(again.subsurface(area), "RGB") != pygame.image.tobytes(off.subsurface(area), "RGB")


def test_pointing_at_a_diner_opens_its_slip():
    app, scene = _table(3, memory=True)
    r = scene.renderer
    target = pygame.Rect(scene.flow.geo[f"tally_{scene.flow.places[1]}"]).center
    r.pointer = target
    assert r.hovered_diner() == 1
    app.settings.memory_aid = False
    shown_off = _frame(app, scene)
    app.settings.memory_aid = True
    shown_on = _frame(app, scene)
    assert shown_on.get_at((target[0] + 120, target[1])) != shown_off.get_at((target[0] + 120, target[1]))


def test_next_opens_each_diners_slip_in_turn_without_a_mouse():
    """Keyboard (Tab) and controller (RB) reach what pointing shows: each
    seat's slip, then the Glutton's, then none; a move closes it."""
    from game.client.intents import Intent
    app, scene = _table(2, memory=True)
    r = scene.renderer
    assert scene.flow.phase == "human" and r.hovered_diner() is None
    assert "Tab" in r.hud.slip_prompt()
    closed = _frame(app, scene)
    shown = []
    for _ in range(4):
        scene.handle(Intent("next"))
        shown.append(r.hovered_diner())
    assert shown == [0, 1, ma.GLUTTON, None]
    scene.handle(Intent("next", device="controller"))
    opened = _frame(app, scene)
    area = pygame.Rect(scene.flow.geo[f"tally_{scene.flow.places[0]}"]).inflate(300, 300).clip(
        opened.get_rect())
    assert pygame.image.tobytes(opened.subsurface(area), "RGB") != \
        pygame.image.tobytes(closed.subsurface(area), "RGB")
    scene.handle(Intent("confirm"))
    assert r.hovered_diner() is None
    app.settings.memory_aid = False              # with the aid off, nothing to open
    scene.handle(Intent("next"))
    assert r.hovered_diner() is None and r.hud.slip_prompt() is None


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_each_seat_count_has_its_own_table_without_absent_mats(seats):
    app, scene = _table(seats, memory=True, turns=0)
    layout = scene.renderer.layout
    assert layout.path.stem == f"rodizio_table_{seats}"
    used = set(scene.flow.places.values())
    back = pygame.Surface((1280, 720))
    layout.draw_background(back)
    mats = {0: (640, 690), 1: (80, 350), 2: (640, 30), 3: (1200, 350)}
    for place, at in mats.items():
        assert layout.has(f"place_{place}") == (place in used)
        r, g, b, _ = back.get_at(at)
        green = g > r
        # A green felt mat only where a diner sits (the Glutton takes the right one).
        assert green == (place in used or (seats == 2 and place == 3)), (place, (r, g, b))


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_names_tallies_hands_and_buttons_never_overlap(seats):
    app, scene = _table(seats, memory=True, turns=2)
    r, flow = scene.renderer, scene.flow
    boxes = {f"button_{k}": v for k, v in r.buttons().items()}
    for actor in r.diners.diners():
        boxes[f"name_{actor}"] = r.diner_anchor(actor, "name")
        boxes[f"tally_{actor}"] = r.diner_anchor(actor, "tally")
        boxes[f"hand_{actor}"] = r.diner_anchor(actor, "hand")
        # The thinking bubble beside the name pill stays clear of the buttons.
        pill = r.diner_anchor(actor, "name")
        bubble = pygame.Rect(0, 0, 60, 44)
        bubble.center = r.places._bubble_at(pill)
        assert not any(bubble.colliderect(b) for k, b in boxes.items() if k.startswith("button")), actor
    names = sorted(boxes)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            assert not boxes[a].colliderect(boxes[b]), (a, b)
    # Every card of every hand lies outside every name and tally.
    for seat, hand in enumerate(flow.model.hands):
        for cid in hand:
            card = pygame.Rect([int(v) for v in flow.sprites[cid].rect])
            for k, box in boxes.items():
                if k.startswith(("name", "tally")):
                    assert not card.colliderect(box), (cid, k)


def test_the_end_crown_sits_inside_the_winners_slip():
    app, scene = _table(4, memory=False, turns=99)
    flow = scene.flow
    assert flow.phase == "over" and (flow.crowned or flow.glutton_crowned)
    before = _frame(app, scene)
    winner = flow.crowned[0] if flow.crowned else "glutton"
    slip = scene.renderer.diner_anchor(winner, "tally")
    flow.crowned, flow.glutton_crowned = [], False
    plain = _frame(app, scene)
    # Only the winner's slip changed: the crown covers no name and no card.
    diff = [(x, y) for x in range(0, 1280, 2) for y in range(0, 720, 2)
            if before.get_at((x, y)) != plain.get_at((x, y))]
    assert diff and all(slip.inflate(8, 8).collidepoint(p) for p in diff)
