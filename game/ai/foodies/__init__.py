"""Foodies agents: a fast model of the game, a hand-potential heuristic, a
sampler of hidden cards consistent with an observation, and the levels."""
