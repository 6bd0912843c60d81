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
    def __init__(self, volume_percent: int = 80, sfx_dir: Path | None = None):
        self.enabled = False
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.volume = max(0, min(100, volume_percent)) / 100
        self.played: list[str] = []
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            self.enabled = True
        except pygame.error as e:
            log.warning("no audio device, running silent: %s", e)
            return
        folder = sfx_dir or assets.path("sfx")
        for p in sorted(folder.glob("*.wav")) if folder.is_dir() else []:
            try:
                self.sounds[p.stem] = pygame.mixer.Sound(p)
            except pygame.error as e:
                log.warning("sound %s unusable: %s", p, e)
        self.set_volume(volume_percent)

    def set_volume(self, percent: int) -> None:
        self.volume = max(0, min(100, percent)) / 100
        for s in self.sounds.values():
            s.set_volume(self.volume)

    def play(self, name: str) -> None:
        self.played.append(name)
        if len(self.played) > 200:
            del self.played[:100]
        if not self.enabled or self.volume <= 0:
            return
        s = self.sounds.get(name)
        if s is not None:
            try:
                s.play()
            except pygame.error as e:
                log.warning("playing %s failed: %s", name, e)

    def has(self, name: str) -> bool:
        return name in self.sounds
