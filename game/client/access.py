"""The controls and accessibility settings put into effect (issue #21).

``apply(app)`` runs at start and after every settings change
(App.apply_settings): the player's bindings into the input mapper, the
palette and high contrast into the theme, the text size into the text
layer, reduce motion into the animation switch, narration on or off.
``narrate(app, text)`` says one sentence when narration is on;
``describe(app, widget)`` is the sentence for a focused menu widget."""
from __future__ import annotations

from typing import Any

from game.client import theme
from game.client.anim import motion
from game.client.bindings import Bindings


def apply(app: Any) -> None:
    s = app.settings
    app.input.bindings = Bindings.from_settings(s.keys, s.buttons)
    app.text.key_prompt = app.input.prompt
    theme.set_palette(colour_blind=s.colour_blind, contrast=s.high_contrast)
    app.text.set_scale(s.text_scale)
    motion.set_reduced(s.reduce_motion)
    narrator(app).set(s.narration, s.language)


def narrator(app: Any):
    """The app's Narrator (made on first use; its log in the data dir)."""
    n = getattr(app, "narrator", None)
    if n is None:
        from game.client.narration import Narrator
        from game.storage import paths
        try:
            log_path = paths.log_path().with_name("narration.log")
        except OSError:
            log_path = None
        n = app.narrator = Narrator(log_path, speak=app.frames is None)
    return n


def narrate(app: Any, text: str) -> None:
    n = getattr(app, "narrator", None)
    if n is not None and n.enabled:
        n.say(text)


def describe(app: Any, widget: Any) -> str:
    """A focused widget in words: a button's label, an option row's label
    and value ("Text size: 125%")."""
    text = widget.text(app) if hasattr(widget, "text") and callable(widget.text) else ""
    value = getattr(widget, "fmt", None)
    if value is not None and hasattr(widget, "value"):
        return app.text.tr("access.option", label=text, value=value(widget.value))
    return text
