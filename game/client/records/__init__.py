"""What the table keeps of a game, below every screen: the recorder
(autosave, replays, statistics at a game's end), Continue (`resume`), the
states of a record (`rewind`), Undo (`undo`), and the statistics' and the
challenges' records of a finished game (`recording`, `progress_recording`)
and the figures and words the setup, results and statistics screens show
(`words`, `stats_model`). Imports no screen (docs/architecture.md, "The
client's rooms")."""
