"""Rodízio in the pygame window: setup, table and results scenes, plus the
pure pieces they use (board geometry, choreography of the core's events, AI
time-slicing, hints)."""
