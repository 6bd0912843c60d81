"""The deterministic rules core: no pygame, no clock, no file I/O beyond
reading packaged data, no global randomness.

Each game is a subpackage exposing the same functions
(`game.kits.protocol.RulesModule`, docs/architecture.md); the rules import
nothing else of the program (import-linter, .importlinter). An optional
compiled build of the same modules exists (``game.rules.compiled``); which
one runs is chosen here, before any of them is imported."""
from game.rules import compiled as _compiled

_compiled.install()
