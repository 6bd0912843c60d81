"""Autosave, Continue, Undo and the replay viewer (docs/saves-and-replays.md)."""
