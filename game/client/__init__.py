"""The pygame-ce client: window, scenes, input, text, audio, animation.

See docs/client.md for the framework API used by game scenes."""

import os as _os

# pygame prints a banner on import; the game's output is its window.
_os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
