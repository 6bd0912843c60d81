"""Challenges (game/kits/challenges.py, each game's kits/<game>/challenges.py)
are earned in real games, judged from the record replayed through the
rules core; progress and streaks count game by game."""
import re

import pytest

from game import kits
from game.kits.challenges import Progress, advance, challenges_of, judged_seat, passed, play_of, share_line
from game.kits.catalog_keys import languages, shared_dir
from tests.kits.challenge_games import scripted_game, scripted_play

GAMES = ("rodizio", "foodies")
#: Where the seeded search for a game earning each challenge may look:
#: (policy's greedy seats, seeds). Rodízio's random games earn every one
#: within 300 seeds; Foodies' need a seat that serves when it can.
SEARCH = {"rodizio": [((), range(300))],
          "foodies": [((0,), range(60)), ((0, 1, 2, 3), range(40))]}


def _earning(game):
    kit = kits.get(game)
    found = {}
    for greedy, seeds in SEARCH[game]:
        for seed in seeds:
            play = scripted_play(kit, seed, greedy=greedy)
            for cid in passed(kit, play):
                found.setdefault(cid, play)
            if len(found) == len(challenges_of(kit)):
                return kit, found
    return kit, found


@pytest.fixture(scope="module", params=GAMES)
def earned(request):
    return _earning(request.param)


def test_each_game_has_at_least_15_challenges():
    for game in GAMES:
        ids = [c.id for c in challenges_of(kits.get(game))]
        assert len(ids) >= 15 and len(set(ids)) == len(ids)


def test_every_challenge_is_earned_by_a_scripted_game(earned):
    kit, found = earned
    assert sorted(found) == sorted(c.id for c in challenges_of(kit))


def test_a_lost_game_earns_no_win_challenge(earned):
    kit, found = earned
    lost = next(scripted_play(kit, s) for s in range(200) if not scripted_play(kit, s).won)
    got = set(passed(kit, lost))
    assert "win" not in got and not any(c.startswith("wins_") or c.startswith("streak_") for c in got)


def test_progress_counts_to_the_goal_and_a_streak_breaks(earned):
    kit, found = earned
    won = found["win"]
    lost = next(p for p in (scripted_play(kit, s) for s in range(200)) if not p.won)
    progress: dict[str, Progress] = {}
    first = advance(kit, progress, won, when="d1")
    assert "win" in first.completed and progress["win"].done == "d1"
    assert progress["wins_10"].count == 1 and progress["wins_10"].done is None
    advance(kit, progress, won, when="d2")
    assert progress["streak_3"].count == 2
    advance(kit, progress, lost, when="d3")
    assert progress["streak_3"].count == 0 and progress["wins_10"].count == 2
    for n in range(3):
        advance(kit, progress, won, when=f"e{n}")
    assert progress["streak_3"].done == "e2"
    for n in range(5):
        out = advance(kit, progress, won, when=f"f{n}")
    assert progress["wins_10"].done == "f4" and "wins_10" in out.completed
    again = advance(kit, progress, won, when="g")
    assert again.completed == [] and progress["win"].done == "d1"   # done stays done


def test_only_a_game_of_one_human_against_the_ai_is_judged():
    assert judged_seat(["human", "hard"]) == 0
    assert judged_seat(["hard", "human", "easy"]) == 1
    assert judged_seat(["human", "human"]) is None
    assert judged_seat(["hard", "hard"]) is None


def test_a_record_with_a_wrong_mover_is_refused():
    kit = kits.get("rodizio")
    initial, actions = scripted_game(kit, 3, 3, {"spicy": False})
    actions[1] = {**actions[1], "actor": actions[0]["actor"]}
    with pytest.raises(ValueError, match="action 2"):
        play_of(kit, initial, actions, seat=0, players=["human", "hard", "hard"])


def test_an_unfinished_game_is_refused():
    kit = kits.get("foodies")
    initial, actions = scripted_game(kit, 3, 2, {})
    with pytest.raises(ValueError, match="not over"):
        play_of(kit, initial, actions[:-5], seat=0, players=["human", "hard"])


def test_specific_checks_read_the_record():
    kit = kits.get("rodizio")
    _, found = _earning("rodizio")
    by_one = found["by_one"]
    totals = sorted(set(by_one.result["totals"] + ([by_one.result["glutton_total"]]
                                                   if by_one.result["glutton_total"] is not None else [])),
                    reverse=True)
    assert totals[0] - totals[1] == 1 and by_one.won
    double = found["double"]
    assert double.final["spicy"] and double.won
    few = found["few_pizzas"]
    assert len(few.final["hands"][0]) <= 3


@pytest.mark.parametrize("game", GAMES)
def test_the_share_line_gives_no_spoilers(game):
    kit = kits.get(game)
    play = scripted_play(kit, 5, greedy=(0,))
    line = share_line(kit, "2026-12-03", play)
    head, _, marks = line.partition("\n")
    assert head.startswith(f"{kit.title} daily 2026-12-03: ") and "points" in head
    assert marks and not re.search(r"[A-Za-z0-9]", marks)   # marks only: no card, no number
    assert len(marks.replace(" ", "")) == sum(1 for s in play.mine() if s.action["type"] not in ("discard", "choose"))


def _keys(path):
    return set(re.findall(r'\nmsgctxt "([^"\n]*)"', path.read_text(encoding="utf-8")))


def test_every_challenge_has_its_texts_in_every_language():
    """A game's challenge text is its own key or, the same in every game,
    the shared key it falls back to (`catalog_keys.kit_keys`)."""
    from game.kits.catalog_keys import kit_keys
    for lang in languages():
        have = _keys(shared_dir() / f"{lang}.po")
        for game in GAMES:
            for c in challenges_of(kits.get(game)):
                assert set(c.keys(game)) <= kit_keys(kits.get(game), lang), (lang, c.id)
        assert "challenge.earned" in have
