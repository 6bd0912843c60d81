"""The deterministic rules core: no pygame, no clock, no file I/O beyond
reading packaged data, no global randomness.

Each game is a subpackage exposing the same functions (see
``game.rules.registry`` and docs/architecture.md)."""
