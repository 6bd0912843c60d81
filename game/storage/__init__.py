"""Persistent player data (settings, saves, replays) under the user's data dir."""
