"""The window's half of the player's statistics (issue 20; docs/statistics.md).

- ``recording``: what the table's recorder calls at a game's end (count it
  once, with the replay it was kept as) and when a new game drops an
  unfinished one for good (count it as abandoned); a failed write is a
  toast, never more.
- ``words``: the sentences the screens build from the figures (levels,
  splits, places, the results screen's "vs hard: 12–8 (60%), streak 3").
- ``model``: one game's tab as plain data (charts' series, the splits'
  rows, the history, the rating and the ladder), from `game.storage.stats`.
- ``charts``: the charts and the ladder, drawn with pygame on the table's look.
- ``scene``: `StatisticsScene`, the main menu's "Statistics" screen.
- ``confirm``: the yes/no dialog the reset asks through."""
