"""The pygame-ce client: window, scenes, input, text, audio, animation.

See docs/client.md for the framework API used by game scenes."""

import gc as _gc
import os as _os

# pygame prints a banner on import; the game's output is its window.
_os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

#: The cyclic collector's thresholds as the interpreter had them. A start
#: makes some hundred thousand objects that live as long as the window
#: (modules, classes, pygame, the catalogs), and the collector's passes over
#: them cost the first frame ~2-5 % of its CPU (issue #35): until the first
#: frame is drawn it collects every 50,000 new objects instead of every 700;
#: `App._after_first_frame` puts these back (`restore_collector`). A process
#: that imports the client and never draws a window keeps collecting, less
#: often.
GC_THRESHOLDS = _gc.get_threshold()
if 0 < GC_THRESHOLDS[0] < 50_000:
    _gc.set_threshold(50_000, *GC_THRESHOLDS[1:])


def restore_collector() -> None:
    """The collector's thresholds as before the start (`GC_THRESHOLDS`)."""
    _gc.set_threshold(*GC_THRESHOLDS)
