"""Client pieces both games' tables share (sprites, beat timeline, AI
pacing, setup/demo/results scene bases, drawing helpers). Game-specific
parts stay in ``game/client/rodizio/`` and ``game/client/foodies/``."""
