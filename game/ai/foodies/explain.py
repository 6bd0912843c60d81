"""Why a Foodies action is good, in the greedy policy's own terms (pure, no
text).

``explain(observation, action)`` reads the seat's position the way
``policy.choose`` reads it — the recipes it may still serve with their worth
(points, +2 while nobody served them) and how many ingredients each still
lacks (``policy.targets``) — and reports the facts behind the chosen action as
a reason code plus language-neutral arguments; the client turns it into a
sentence (``game.client.foodies.hint``).

Codes: ``serve_first`` / ``serve`` (a recipe and its points, with or
without the first-server bonus), ``draw_toward`` (the closest worthwhile
recipe and what it still lacks), ``draw`` (nothing is close yet),
``swap_unused`` / ``swap_weak`` (the card given up is needed by no recipe /
is the least useful one, and two fresh cards are expected to add more),
``pass_empty`` (the deck is empty), ``pass`` (the least useful card goes),
``pass_nothing`` (no card to give and no deck),
``discard`` (the least useful card goes)."""
from __future__ import annotations

from typing import Any

from game.ai.foodies import policy
from game.ai.foodies.model import FIRST_BONUS, cards
from game.ai.foodies.sample import View, sample
from game.rules.rng import Rng


def explain(observation: dict[str, Any], action: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """(code, args) for the seat of ``observation`` playing ``action`` (one of
    its legal actions). Args name recipes by id (``recipe``), ingredient
    types by name (``ing``), what a recipe lacks as ``missing`` [(type, n)]."""
    if action not in observation.get("legal_actions", []):
        raise ValueError(f"not a legal action here: {action}")
    view = View(observation)
    # The policy reads only the seat's own hand and public facts, so any
    # sample of the hidden cards gives the same figures.
    sim = sample(view, Rng.from_seed(0))
    me = view.seat
    c = cards()
    kind = action["type"]
    tg = policy.targets(sim, me)
    if kind == "serve":
        rid = int(action["recipe"])
        mask = next(m for r, m in sim.menu if r == rid)
        args = {"recipe": rid, "points": c.points[rid] + (FIRST_BONUS if mask == 0 else 0),
                "bonus": FIRST_BONUS}
        return ("serve_first" if mask == 0 else "serve"), args
    if kind == "draw":
        close = [(w * policy.g(m), r, m) for r, w, m in tg if m > 0]
        if not close:
            return "draw", {}
        _, rid, _ = max(close)
        hand = sim.hands[me]
        lack = [(c.types[t], n - hand[t]) for t, n in c.needs[rid] if hand[t] < n]
        return "draw_toward", {"recipe": rid, "missing": lack}
    card = action.get("card")
    ing = c.types[c.card_type[int(card)]] if card is not None else None
    if kind == "pass":
        if card is None:
            return "pass_nothing", {}
        return ("pass_empty" if not sim.deck else "pass"), {"ing": ing}
    t = c.card_type[int(card)]
    needed = any(tt == t for r, _, _ in tg for tt, _ in c.needs[r])
    if kind == "swap":
        return ("swap_weak" if needed else "swap_unused"), {"ing": ing}
    return "discard", {"ing": ing}
