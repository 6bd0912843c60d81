"""A whole game played with rebound keys (I J K L to move, E to confirm, Y
for a hint, Q back) for each game with a bot of its own: the default keys
do nothing, every prompt on the table names the new keys, and the
narration of the whole game (on for this run) reads as the game went."""
from __future__ import annotations

import pygame
import pytest

from game.client import layout_audit
from game.client.app import App
from game.storage.settings import MemorySettingsStore, Settings
from tests.client.foodies.foodies_bot import FoodiesBot
from tests.client.rodizio.uibot import UiBot
from tests.client.testing import shots_dir

MAX_FRAMES = 12000
REBOUND = {"up": ["i"], "down": ["k"], "left": ["j"], "right": ["l"], "confirm": ["e"], "hint": ["y"],
           "back": ["q"]}
CODES = {"up": pygame.K_i, "down": pygame.K_k, "left": pygame.K_j, "right": pygame.K_l,
         "confirm": pygame.K_e, "hint": pygame.K_y, "back": pygame.K_q}


class _Rebound:
    """Mix-in: press the rebound keys; look at the table's texts now and then."""

    table_texts: set[str]

    def press_key(self, name: str) -> None:
        for t in (pygame.KEYDOWN, pygame.KEYUP):
            pygame.event.post(pygame.event.Event(t, key=CODES[name], mod=0, unicode="", scancode=0))

    def table(self, app, scene) -> None:
        if app.tick % 30 == 0 or scene.flow.phase == "over":
            with layout_audit.recording() as rec:
                app._render()
            self.table_texts.update(d.text for d in rec.drawn)
        super().table(app, scene)


class ReboundRodizio(_Rebound, UiBot):
    pass


class ReboundFoodies(_Rebound, FoodiesBot):
    pass


def _plate_line(app, line: str) -> bool:
    return any(line.startswith(app.text.tr("access.plate", n=n, cards="\0").split("\0")[0]) for n in (1, 2, 3))


def _ingredient_line(app, line: str) -> bool:
    from game.client.foodies.table_flow import catalog
    return line in {app.text.tr(f"ingredient.{kind}") for kind in catalog().card_types}


#: A narration line naming the table's focus: a plate and its cards; a card in the hand.
FOCUS = {"rodizio": _plate_line, "foodies": _ingredient_line}

BOTS = {"rodizio": lambda: ReboundRodizio("keyboard", try_blocked=False),
        "foodies": lambda: ReboundFoodies("keyboard")}


@pytest.mark.parametrize("game", sorted(BOTS))
def test_a_whole_game_with_rebound_keys_and_narration(game):
    bot = BOTS[game]()
    bot.table_texts = set()
    settings = Settings(anim_speed="instant", keys=dict(REBOUND), narration=True)
    app = App(settings_store=MemorySettingsStore(settings), frames=MAX_FRAMES,
              script=[(t, bot) for t in range(MAX_FRAMES)])
    assert app.input.map(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0)) == []
    assert app.input.map(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0)) == []
    app.run()
    assert not app._errors, app._errors
    assert bot.finished, bot.seen
    keyboard = [i for _, i in app.intent_log if i.device == "keyboard"]
    assert {"confirm", "right"} <= {i.name for i in keyboard}

    texts = " | ".join(sorted(bot.table_texts))
    over = app.text.tr(f"{game}.prompt.over")
    assert "E" in over and "Enter" not in over
    shown = [t for t in bot.table_texts if "·" in t and ("E " in t or " E" in t)]
    assert shown, texts                                   # the key line names E ...
    assert not any("Enter" in t or "Esc" in t for t in bot.table_texts), texts   # ... never Enter or Esc

    lines = app.narrator.lines
    (shots_dir() / f"narration_{game}.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    from game import kits
    play = app.text.tr(kits.get(game).client.menu_key)
    assert lines[0] == app.text.tr(kits.windowed()[0].client.menu_key)   # where the title's focus starts
    assert play in lines[:3]                              # ... and the entry the bot moved to
    assert over in lines                                  # the end, with the rebound key
    assert all(a != b for a, b in zip(lines, lines[1:]))  # nothing said twice in a row
    assert any(FOCUS[game](app, line) for line in lines), lines   # what the table's focus is on
    flow = app.top.flow
    from game.client.access import _table_words
    say = _table_words(app, app.top.renderer)
    logged = {say(m) for m in flow.log}
    assert logged <= set(lines)                           # the table's last events were all said
    assert len(lines) > flow.said                         # every event, and prompts besides
    # issue #32: every change of turn, score and round, and the result, is said too
    from game.client.access import table_status

    def prefix(key, **kw):
        return app.text.tr(key, **{k: "\0" for k in kw}).split("\0")[0]
    assert sum(line.startswith(prefix("access.scores", scores=1)) for line in lines) >= 2
    turns = [line for line in lines if line.startswith(prefix(f"{game}.hud.turn", who=1))
             or line.endswith(app.text.tr(f"{game}.hud.turn", who="\0").split("\0")[-1])]
    assert len(turns) >= 4, lines
    if game == "foodies":
        assert prefix("foodies.hud.round", n=1, total=1) + "2" in " ".join(lines)
    assert set(app.top.spoken_summary()) <= set(lines)    # the results: outcome, headline, scores
    assert app.top.spoken_summary()[0] in (app.text.tr("outcome.you_won"), app.top.you_line())
    assert table_status(app.top.renderer)
