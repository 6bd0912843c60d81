"""Issue #32's words: the Persian game speaks informally (تو) throughout
— the tutorials, Rodízio, the coach, statistics — as Foodies did; Portuguese names a pizza with a right article; the focused
"Play again" on a right-to-left results screen is the first in reading
order (rightmost)."""
from __future__ import annotations

import re

from babel.messages.pofile import read_po

from game.client import assets
from game.client.intents import Intent
from game.client.text import Text

#: Formal second person: the pronoun (not "شمار", counting), the formal
#: imperatives and present / past forms the game used, "-تان" (your).
FORMAL = re.compile(r"(?<![\w\u200c])شما(?!ر)|(?<![\w\u200c])(?:کنید|بردارید|بگذارید|ببینید|بخورید|بشمارید|"
                    r"بدهید|بروید|باشید|بزنید|برگردید|هستید|ندارید|شوید|خوردید|برداشتید|کردید|بردید|"
                    r"(?:ن?می)\u200c(?:خورید|خوردید|بینید|توانید|توانستید|کنید|دارید|روید|شوید|شدید|بازید|"
                    r"باختید|برید|بردید)|آمدید|دیده\u200cاید)(?![\w\u200c])|(?:نوبت|دست|مجموع)تان")


def _catalog(lang):
    with open(assets.path("i18n", f"{lang}.po"), "rb") as f:
        return read_po(f)


def test_the_persian_game_says_tu_not_shoma():
    formal = []
    for m in _catalog("fa"):
        said = m.string if isinstance(m.string, str) else " ".join(m.string)   # plural forms
        if m.context and FORMAL.search(said):
            if "دوی شما" not in said:   # "both of you" (the player and CPU 2) is plural
                formal.append((m.context, said))
    assert formal == []


def test_portuguese_names_a_pizza_with_its_article():
    t = Text("pt")
    said = t.tr("rodizio.coach.eats.do", food=t.tr("rodizio.hint.food", card="Brigadeiro", value=5))
    assert said == "você come a pizza Brigadeiro (5)"
    two = t.tr("rodizio.hint.food2", card="Atum", value=4, card2="Lombo", value2=3)
    assert two == "as pizzas Atum (4) e Lombo (3)"


def test_play_again_is_first_in_reading_order_on_a_right_to_left_results_screen():
    from tests.client import testing as T
    from game.storage.settings import Settings
    from game.client.common.results_scene import GameResultsScene
    import pygame
    for lang in ("en", "fa"):
        app = T.make_app(frames=1, settings=Settings(language=lang))
        scene = GameResultsScene.__new__(GameResultsScene)
        scene.app, scene.prefix, scene.record = app, "foodies", None
        scene._make_buttons(pygame.Rect(240, 60, 800, 600), 220, 580)
        again, setup, menu = scene.buttons.widgets
        xs = [again.rect.x, setup.rect.x, menu.rect.x]
        assert xs == (sorted(xs, reverse=True) if lang == "fa" else sorted(xs))
        assert scene.buttons.focused is again
        toward_setup = "left" if lang == "fa" else "right"
        scene.buttons.handle(Intent(toward_setup), app)
        assert scene.buttons.focused is setup
