"""Come back tomorrow: today's deal, its calendar, and the challenges (docs/challenges.md)."""
