"""Game kits: one registered `GameKit` per game (docs/adding-a-game.md).

Import ``from game.kits import get, names`` and ask the kit; never compare a
game's name to a literal outside the game's own packages."""
from game.kits.kit import ClientParts, GameKit, KitError, NotReplayable, Option, Seats, resolve
from game.kits.registry import get, listed, names, register, rules_module, unregister, windowed
from game.kits.agents import make_agent  # noqa: E402  (after the registry it uses)

__all__ = ["GameKit", "ClientParts", "Option", "Seats", "KitError", "NotReplayable", "resolve",
           "get", "names", "register", "unregister", "windowed", "listed", "rules_module", "make_agent"]
