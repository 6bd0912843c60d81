"""Card sprites: each glides to its target rect and flips when its face
changes (pure arithmetic; drawing is done by each game's table renderer).

Motion is driven by fixed ticks; ``retarget`` starts a new glide from where
the sprite is now, so a card interrupted mid-flight never jumps. With reduced motion
(game.client.anim.motion) a card does not glide or flip: it is at once
where it went and fades in there (``alpha``), which renderers honour."""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Hashable

from game.client.anim import ease, motion

Rect = tuple[float, float, float, float]


@dataclass
class CardSprite:
    key: Hashable
    rect: Rect
    face_up: bool
    z: int = 0
    alpha: int = 255
    _from: Rect = field(default=(0, 0, 0, 0))
    _to: Rect = field(default=(0, 0, 0, 0))
    _t: float = 0.0
    _dur: float = 0.0
    _arc: float = 0.0
    flip_t: float = 1.0       # 0..1 progress of a flip; 1 = settled
    _flip_dur: float = 0.0
    _fade_t: float = 1.0      # 0..1 progress of a reduced-motion fade-in; 1 = done
    _fade_dur: float = 0.0

    def __post_init__(self) -> None:
        self._from = self._to = tuple(self.rect)

    @property
    def moving(self) -> bool:
        return self._t < self._dur or self.flip_t < 1.0 or self._fade_t < 1.0

    @property
    def target(self) -> Rect:
        return self._to

    def retarget(self, rect: Rect, face_up: bool, z: int, duration: float) -> None:
        """Glide to ``rect`` over ``duration`` s (0 = jump); flip if the face changes."""
        self.z = z
        if motion.reduced:
            self._place_reduced(rect, face_up, duration)
            return
        if tuple(rect) != tuple(self._to):
            self._from, self._to = tuple(self.rect), tuple(rect)
            self._t, self._dur = 0.0, max(0.0, duration)
            dist = math.dist(self._from[:2], self._to[:2])
            self._arc = min(60.0, dist * 0.18)  # a flying card rises a little
            if self._dur == 0:
                self.rect = self._to
        if face_up != self.face_up:
            self.face_up = face_up
            flip = min(0.3, duration) if duration > 0 else 0.0
            self.flip_t, self._flip_dur = (0.0, flip) if flip > 0 else (1.0, 0.0)

    def _place_reduced(self, rect: Rect, face_up: bool, duration: float) -> None:
        """Reduced motion: at the target at once (face already turned), then
        a short fade-in there when it moved or turned."""
        changed = tuple(rect) != tuple(self._to) or face_up != self.face_up
        self._from = self._to = self.rect = tuple(rect)
        self._t = self._dur = 0.0
        self.face_up, self.flip_t, self._flip_dur = face_up, 1.0, 0.0
        if changed and duration > 0:
            self._fade_t, self._fade_dur = 0.0, min(motion.FADE, duration)
            self.alpha = 60

    def update(self, dt: float) -> None:
        if self._fade_t < 1.0:
            self._fade_t = min(1.0, self._fade_t + (dt / self._fade_dur if self._fade_dur else 1.0))
            self.alpha = int(60 + 195 * self._fade_t)
        if self._t < self._dur:
            self._t = min(self._dur, self._t + dt)
            u = ease.out_cubic(self._t / self._dur)
            f, t = self._from, self._to
            lift = self._arc * math.sin(math.pi * u)
            self.rect = (f[0] + (t[0] - f[0]) * u, f[1] + (t[1] - f[1]) * u - lift,
                         f[2] + (t[2] - f[2]) * u, f[3] + (t[3] - f[3]) * u)
        else:
            self.rect = self._to
        if self.flip_t < 1.0:
            self.flip_t = min(1.0, self.flip_t + (dt / self._flip_dur if self._flip_dur else 1.0))

    def shown_face(self) -> tuple[bool, float]:
        """(face drawn, horizontal squash 0..1) during a flip: the old face
        shrinks to an edge, then the new face grows."""
        if self.flip_t >= 1.0:
            return self.face_up, 1.0
        if self.flip_t < 0.5:
            return (not self.face_up), 1 - self.flip_t * 2
        return self.face_up, (self.flip_t - 0.5) * 2
