"""Rodízio agents: a fast search model built from an observation, an
evaluation aware of the second-highest objective, and the levels."""
