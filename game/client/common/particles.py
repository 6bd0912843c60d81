"""A table's particles (the bursts of a scoring move): thrown from a point
with the table's effects generator, falling under gravity, gone when their
life ends; none with reduced motion or an instant timeline."""
from __future__ import annotations

import math
from dataclasses import dataclass

from game.client.anim import motion


@dataclass
class Particle:
    x: float
    y: float
    vx: float
    vy: float
    life: float
    color: tuple[int, int, int]
    size: float
    t: float = 0.0


class Particles:
    """Mixed into `FlowBase` (its ``particles``, ``timeline`` and ``_fx_rng``)."""

    def _update_particles(self, dt: float) -> None:
        alive = []
        for p in self.particles:
            p.t += dt
            if p.t < p.life:
                p.x += p.vx * dt
                p.y += p.vy * dt
                p.vy += 320 * dt
                alive.append(p)
        self.particles = alive

    def _burst(self, at: tuple[float, float], n: int, colors: list, speed: float) -> None:
        if self.timeline.instant or motion.reduced:   # reduced motion: no particles
            return
        rng = self._fx_rng
        for _ in range(n):
            a = rng.random() * 2 * math.pi
            v = speed * (0.35 + 0.65 * rng.random())
            self.particles.append(Particle(at[0], at[1], math.cos(a) * v, math.sin(a) * v - 60,
                                           0.5 + 0.6 * rng.random(),
                                           colors[rng.below(len(colors))], 2 + 4 * rng.random()))
