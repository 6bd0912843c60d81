"""tools/coach_shots.py: it finds the hint's lines among the texts a table
draws, and puts a hand-built position's hint on the real table."""
import json

import coach_shots as cs
from game.rules import rodizio as R
from tests.ai.test_explain import rodizio_state


def test_the_hint_lines_are_told_from_other_texts_on_the_table():
    words = "Plate 2: you eat nothing and CPU 2 eats. Plate 3: you would eat the pizza."
    drawn = ["CPU 2", "2", "Plate 2: you eat nothing and CPU 2", "pizza.", "eats. Plate 3: you would eat the"]
    assert cs.hint_lines(words, drawn) == ["Plate 2: you eat nothing and CPU 2",
                                           "eats. Plate 3: you would eat the", "pizza."]
    cut = cs.hint_lines(words, ["CPU 2", "Plate 2: you eat nothing and CPU 2", "eats. Plate 3: you…"])
    assert cut == ["Plate 2: you eat nothing and CPU 2", "eats. Plate 3: you…"]


def test_a_saved_state_is_shot_with_its_kinds(tmp_path, capsys):
    # Everyone level at the end (tests/ai/test_explain.py): a kind AI games seldom reach.
    state = rodizio_state(plates=[[2, 0], [17], [1]], hands=[[3, 4, 5, 11], [6, 7, 8, 9], [10, 12, 13]], seats=3)
    path = tmp_path / "level.json"
    path.write_text(json.dumps(R.to_json(state)), encoding="utf-8")
    status = cs.main(["--out", str(tmp_path), "--game", "rodizio", "--state", str(path), "--lang", "en"])
    out = capsys.readouterr().out
    assert status == 0, out
    assert "ends_nobody" in out and "nobody wins" in out
    assert (tmp_path / "rodizio_level_en.png").stat().st_size > 10_000
