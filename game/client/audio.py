"""Sound effects: every `assets/sfx/*.wav` loaded by file stem
(`deal.wav` -> `play("deal")`), played at the volume setting.

If the mixer cannot start (no audio device) or a file is unreadable, the
game runs silent for that sound; `play` of an unknown name does nothing.
`played` records names in order (tests use it to check sounds fire)."""
from __future__ import annotations

import logging
from pathlib import Path

import pygame

from game.client import assets

log = logging.getLogger(__name__)


class Audio:
    """``lazy``: the mixer starts and the sounds load on ``load()`` (the App
    calls it after its first frame: a start does not wait for them) or on
    the first use, whichever comes first."""

    def __init__(self, volume_percent: int = 80, sfx_dir: Path | None = None, lazy: bool = False):
        self.enabled = False
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.volume = max(0, min(100, volume_percent)) / 100
        self.played: list[str] = []
        self._sfx_dir = sfx_dir
        self._loaded = False
        if not lazy:
            self.load()

    def load(self) -> None:
        """Start the mixer and load the sounds (once)."""
        if self._loaded:
            return
        self._loaded = True
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            self.enabled = True
        except pygame.error as e:
            log.warning("no audio device, running silent: %s", e)
            return
        folder = self._sfx_dir or assets.path("sfx")
        for p in sorted(folder.glob("*.wav")) if folder.is_dir() else []:
            try:
                self.sounds[p.stem] = pygame.mixer.Sound(p)
            except pygame.error as e:
                log.warning("sound %s unusable: %s", p, e)
        self.set_volume(round(self.volume * 100))

    def set_volume(self, percent: int) -> None:
        self.volume = max(0, min(100, percent)) / 100
        for s in self.sounds.values():
            s.set_volume(self.volume)

    def play(self, name: str) -> None:
        self.played.append(name)
        if len(self.played) > 200:
            del self.played[:100]
        self.load()
        if not self.enabled or self.volume <= 0:
            return
        s = self.sounds.get(name)
        if s is not None:
            try:
                s.play()
            except pygame.error as e:
                log.warning("playing %s failed: %s", name, e)

    def has(self, name: str) -> bool:
        self.load()
        return name in self.sounds
