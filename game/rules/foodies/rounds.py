"""Between rounds (rule book §6) and the end of the game.

The §9 JSON has no generator field, so the shuffle of the used pile is a pure
function of the state at the end of the round [project decision]:
``Rng.from_digest("foodies-round", round, deck ids, used ids, recipe_deck ids)``
(``round`` is the round that just ended; the lists are taken after the last
discard of the round, before anything moves). The deck order is hidden from
every seat, so no seat can predict the shuffle.

When the recipe deck is empty the game ends instead of a new round (book §6:
"the game ends instead, as soon as the menu is empty: the used pile stays
where it is"): the menu is cleared as usual (trophies stay in ``served``) and
the used pile is not shuffled."""
from __future__ import annotations

from game.rules.foodies.cards import catalog
from game.rules.foodies.events import GameOver, MenuDealt, RoundEnded, TurnPassed, UsedShuffledUnder
from game.rules.foodies.scoring import winners
from game.rules.foodies.state import MENU_SIZE, MenuEntry
from game.rules.foodies.table import Table
from game.rules.rng import Rng


def end_round(t: Table, turn_seat: int, reason: str) -> None:
    """End the round whose last turn was ``turn_seat``'s; start the next round
    with the seat after it, or end the game."""
    cat = catalog()
    events = t.events
    if events is not None:
        trophies = tuple({"seat": e.served_by[0], "recipe": cat.rec(e.recipe)}
                         for e in t.menu if e.served_by)
        leaving = tuple(cat.rec(e.recipe) for e in t.menu if not e.served_by)
        events.append(RoundEnded(round=t.round, reason=reason, trophies=trophies, leaving=leaving))
    t.menu = ()
    t.pending = None
    if not t.recipe_deck:
        t.over = True
        t.to_move = None
        if events is not None:
            won, tie_rule = winners(t.freeze())
            events.append(GameOver(scores=t.scores, winners=won, tie_rule=tie_rule))
        return
    rng = Rng.from_digest("foodies-round", t.round, list(t.deck), list(t.used),
                          list(t.recipe_deck))
    t.deck += tuple(rng.shuffled(t.used))
    if events is not None:
        events.append(UsedShuffledUnder(count=len(t.used)))
    t.used = ()
    t.round += 1
    t.menu = tuple(MenuEntry(r) for r in t.recipe_deck[:MENU_SIZE])
    t.recipe_deck = t.recipe_deck[MENU_SIZE:]
    t.quiet_turns = 0
    t.to_move = (turn_seat + 1) % t.seats
    if events is not None:
        events.append(MenuDealt(round=t.round, recipes=tuple(cat.rec(e.recipe) for e in t.menu)))
        events.append(TurnPassed(next_seat=t.to_move))
