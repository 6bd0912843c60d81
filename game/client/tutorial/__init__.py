"""Animated tutorials: short lessons played on the real table rendering and
the real rules core, from hand-made positions in ``assets/tutorials/``.

``script`` loads and checks a tutorial file (pure, no pygame), ``picker`` is
the menu's tutorial chooser, ``scene`` the shared lesson scene and
``rodizio`` / ``foodies`` the per-game tables. See docs/tutorials.md."""
