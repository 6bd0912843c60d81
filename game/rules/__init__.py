"""The deterministic rules core: no pygame, no clock, no file I/O beyond
reading packaged data, no global randomness.

Each game is a subpackage exposing the same functions
(`game.kits.protocol.RulesModule`, docs/architecture.md); the rules import
nothing else of the program (import-linter, .importlinter)."""
