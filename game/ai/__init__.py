"""AI agents. They see only ``observe(state, seat)`` — never a full state."""
