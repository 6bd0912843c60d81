"""Animated tutorials: short lessons played on the real table rendering and
the real rules core, from hand-made positions in ``assets/tutorials/``.

``script`` loads and checks a tutorial file (pure, no pygame), ``picker`` is
the menu's tutorial chooser, ``scene`` the shared lesson scene and
``lesson_loop`` the per-tick loop of a lesson's table. Each game's lesson
scene and position expander live in its own package (its kit's
``tutorial_scene`` / ``tutorial_expand``: game/client/<game>/tutorial.py,
tutorial_positions.py). See docs/tutorials.md."""
