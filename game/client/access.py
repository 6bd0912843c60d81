"""The controls and accessibility settings put into effect (issue #21).

``apply(app)`` runs at start and after every settings change
(App.apply_settings): the player's bindings into the input mapper, the
palette and high contrast into the theme, the text size into the text
layer, reduce motion into the animation switch, narration on or off.
``narrate(app, text)`` says one sentence when narration is on;
``describe(app, widget)`` is the sentence for a focused menu widget;
``narrate_table(scene)`` (each tick of a table scene) says each new line of
the table's log, each change of turn, round and score (the game's
``spoken.status``) and each new prompt line, in the words the log, the HUD
and the prompt show (the renderer's ``tr``); ``on_scene`` also says a
results screen's outcome and ranking (its ``spoken_summary``)."""
from __future__ import annotations

from typing import Any

from game.client import theme
from game.client.anim import motion
from game.client.bindings import Bindings


def apply(app: Any) -> None:
    s = app.settings
    app.input.bindings = Bindings.from_settings(s.keys, s.buttons)
    app.text.key_prompt = app.input.prompt
    app.text.pointing = lambda: app.input.last_device == "mouse"
    theme.set_palette(s.palette, contrast=s.high_contrast)
    app.text.set_scale(s.text_scale)
    motion.set_reduced(s.reduce_motion)
    narrator(app).set(s.narration, s.language, s.speech_rate)


def narrator(app: Any):
    """The app's Narrator (made on first use; its log in the data dir)."""
    n = getattr(app, "narrator", None)
    if n is None:
        from game.client.narration import Narrator
        from game.storage import paths
        try:
            log_path = paths.log_path("narration.log")   # anything not a file moved aside
        except OSError:
            log_path = None
        n = app.narrator = Narrator(log_path, speak=app.frames is None)
    return n


def narrate(app: Any, text: str) -> None:
    n = getattr(app, "narrator", None)
    if n is not None and n.enabled:
        n.say(text)


def on_scene(app: Any, scene: Any) -> None:
    """A screen came up (pushed, replaced, or back on top): narration says
    its focused menu entry, so the player knows where the focus starts."""
    n = getattr(app, "narrator", None)
    if n is None or not n.enabled:
        return
    summary = getattr(scene, "spoken_summary", None)
    if callable(summary):     # a results screen: the outcome and the ranking first
        for line in summary():
            n.say(line)
    menu = getattr(scene, "menu", None) or getattr(scene, "buttons", None)
    focused = getattr(menu, "focused", None)
    if focused is not None:
        n.say(describe(app, focused))


def describe(app: Any, widget: Any) -> str:
    """A focused widget in words: a button's label, an option row's label
    and value ("Text size: 125%")."""
    text = widget.text(app) if hasattr(widget, "text") and callable(widget.text) else ""
    value = getattr(widget, "fmt", None)
    if value is not None and hasattr(widget, "value"):
        return app.text.tr("access.option", label=text, value=value(widget.value))
    return text


def _table_words(app: Any, renderer: Any):
    """The renderer's message translator, as its log shows messages (a
    ``short`` form, seats without their AI level, when it has one)."""
    tr = getattr(renderer, "tr", None)
    if tr is None:
        return lambda msg: app.text.tr(msg) if isinstance(msg, str) else app.text.tr(msg[0], **msg[1])
    import inspect
    try:
        short = "short" in inspect.signature(tr).parameters
    except (TypeError, ValueError):
        short = False
    return (lambda msg: tr(msg, short=True)) if short else tr


_STATUS: dict[str, Any] = {}


def table_status(renderer: Any) -> list[tuple[str, str]]:
    """The table's state in sentences (whose turn, the round, the scores)
    from its game's ``spoken`` module (``game.client.<game>.spoken.status``,
    found beside the renderer's module); [] for a game without one."""
    if renderer is None:
        return []
    package = type(renderer).__module__.rpartition(".")[0]
    if package not in _STATUS:
        import importlib
        try:
            _STATUS[package] = importlib.import_module(package + ".spoken").status
        except ImportError:
            _STATUS[package] = None
    status = _STATUS[package]
    try:
        return status(renderer) if status is not None else []
    except (AttributeError, KeyError, TypeError, IndexError):   # a replay's or lesson's partial table
        return []


def narrate_table(scene: Any) -> None:
    """New log lines, a changed prompt or toast, and the focused card (the
    renderer's optional ``focus_text()``) of ``scene``'s table, said once.
    The flow's ``said`` counts every message ever logged (its log keeps only
    the last few); a flow without it is followed by the log's length."""
    app = scene.app
    n = getattr(app, "narrator", None)
    if n is None or not n.enabled:
        return
    flow = scene.flow
    renderer = getattr(scene, "renderer", None)
    say = _table_words(app, renderer)
    log = flow.log
    count = getattr(flow, "said", None)
    if count is None:
        count = len(log)
    seen = getattr(scene, "_narrated", None)
    if seen is None:
        seen = (log, 0)                  # a new table: its first lines too
    elif seen[0] is not log or seen[1] > count:
        seen = (log, count)              # a restored or rewound log: not its history again
    fresh = min(count - seen[1], len(log))
    for msg in log[len(log) - fresh:] if fresh > 0 else ():
        n.say(say(msg))
    scene._narrated = (log, count)
    # the turn, the round, the scores: said again whenever they change
    for name, now in table_status(renderer):
        if now != getattr(scene, "_narrated_" + name, None):
            n.say(now)
            setattr(scene, "_narrated_" + name, now)
    said = [("prompt", flow.prompt() if hasattr(flow, "prompt") else None),
            ("toast", getattr(getattr(flow, "toast", None), "message", None)),
            ("focus", renderer.focus_text() if hasattr(renderer, "focus_text") else None)]
    if getattr(scene, "_narrated_focus", None) is not None:
        # The player moved the focus: what it is on comes before what the
        # prompt says about it ("Plate 2: …", then "The placard is in this
        # stack…"); at a turn's start the prompt comes first.
        said.insert(0, said.pop())
    for name, now in said:
        if now is not None and now != getattr(scene, "_narrated_" + name, None):
            n.say(now if isinstance(now, str) else say(now))
        setattr(scene, "_narrated_" + name, now)
