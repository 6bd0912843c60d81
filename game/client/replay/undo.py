"""Where an undo may go back to (pure: rules core only, no pygame).

`undo_point(record, humans) -> (n_actions, None)` keeps the first
`n_actions` actions, or `(None, reason_key)` when undo is refused.

- Rodízio: everything after the deal is public, so the game goes back to
  just before the human's last turn started (its distribute, or the free
  choice it was asked for); the AI replies after it are undone too.
- Foodies: only the human's last *serve* or *pass* may be undone, and only
  if nothing the human had not seen became visible since (a card drawn to
  the human, a card put under the deck, ingredients served by someone
  else, a new menu). A draw or swap reveals a card: never undoable."""
from __future__ import annotations

from typing import Any

from game.rules import registry


def undo_point(record: Any, humans: list[int]) -> tuple[int | None, str | None]:
    last = next((i for i in range(len(record.actions) - 1, -1, -1)
                 if record.actions[i]["actor"] in humans), None)
    if last is None:
        return None, "undo.nothing"
    if record.game == "rodizio":
        return _rodizio_point(record, humans, last), None
    return _foodies_point(record, humans, last)


def _rodizio_point(record: Any, humans: list[int], last: int) -> int:
    acts = record.actions
    i = last
    # A free choice belongs to the distribute that made it: go back to that turn's start.
    while i > 0 and acts[i]["action"].get("type") == "choose" and acts[i - 1]["action"].get("type") == "distribute" \
            and acts[i - 1]["actor"] in humans:
        i -= 1
    return i


def _cards(obj: Any, out: set) -> set:
    """Every ingredient / recipe id in a JSON-like object."""
    if isinstance(obj, dict):
        if "id" in obj and "type" in obj:
            out.add(("ing", obj["id"]))
        elif "id" in obj and "needs" in obj:
            out.add(("rec", obj["id"]))
        for v in obj.values():
            _cards(v, out)
    elif isinstance(obj, (list, tuple)):
        for v in obj:
            _cards(v, out)
    return out


def _foodies_point(record: Any, humans: list[int], last: int) -> tuple[int | None, str | None]:
    acts = record.actions
    kind = acts[last]["action"].get("type")
    if kind in ("draw", "swap"):
        return None, "undo.refused_reveal"
    if kind == "discard":
        return None, "undo.refused_reveal"  # a discard ends a turn that drew a card
    rules = registry.load(record.game)
    from game.storage.saves import replay_states
    states = [rules.from_json(s) for s in replay_states(record.game, record.initial_state, acts)]
    seat = acts[last]["actor"]
    seen = _cards(rules.observe(states[last], seat), set())
    state = states[last]
    for entry in acts[last:]:
        state, events = rules.apply(state, entry["action"])
        shown: set = set()
        for ev in events:
            d = ev.to_dict()
            k = d["kind"]
            if k == "CardDrawn" and d["seat"] == seat or k in ("CardPutUnder", "MenuDealt") \
                    or k == "RecipeServed" and d["seat"] != seat:
                _cards({x: v for x, v in d.items() if x != "seat"}, shown)
        shown |= _cards(rules.observe(state, seat), set())
        if not shown <= seen:
            return None, "undo.refused_seen"
    return last, None
