"""Foodies in the pygame window: setup, table and results scenes, the attract
demo, plus the pure pieces they use (table geometry and model, the
choreography of the rules core's events, time-sliced AI turns, hints)."""
