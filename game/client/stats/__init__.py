"""The window's half of the player's statistics (issue 20; docs/statistics.md).

The figures and words the screens share (``recording``, ``words``,
``stats_model``) are in game.client.records, below every screen.

- ``charts``: the charts and the ladder, drawn with pygame on the table's look.
- ``scene``: `StatisticsScene`, the main menu's "Statistics" screen.
- ``confirm``: the yes/no dialog the reset asks through."""
