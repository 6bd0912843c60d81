"""Table layouts drawn in Tiled (`assets/maps/<name>.tmx`), read with pytmx.

    layout = Layout.load("rodizio_table")
    rect = layout.anchor("plate_0")        # pygame.Rect in logical pixels
    layout.draw_background(surface)        # the visible tile/image layers
    layout.props("plate_0")                # the object's custom properties

Anchors are objects looked up by *name* (in any object layer; the layer
`anchors` wins when names repeat), never by tile ids, which pytmx
renumbers. A point object gives a zero-size Rect at that point.

Loading tile images needs a display mode; under a headless driver with no
window yet, `load()` opens a hidden 1×1 one. A missing map or anchor is a
`LayoutError` with a message naming the file / anchor. Loaded maps are
cached by path."""
from __future__ import annotations

from pathlib import Path

import pygame

from game.client import assets


class LayoutError(LookupError):
    """A map file or an anchor that does not exist (the message says which)."""

    def __str__(self) -> str:  # LookupError would repr() the message
        return str(self.args[0]) if self.args else ""


_cache: dict[str, "Layout"] = {}


def _ensure_display() -> None:
    if not pygame.display.get_init():
        pygame.display.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1), pygame.HIDDEN)


class Layout:
    def __init__(self, tmx, path: Path):
        self.tmx = tmx
        self.path = path
        self.size = (tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight)
        self._anchors: dict[str, object] = {}
        for group in tmx.objectgroups:
            for obj in group:
                if not obj.name:
                    continue
                if obj.name not in self._anchors or getattr(group, "name", "") == "anchors":
                    self._anchors[obj.name] = obj
        self._background: pygame.Surface | None = None

    @classmethod
    def load(cls, name: str, maps_dir: Path | None = None) -> "Layout":
        path = Path(maps_dir or assets.path("maps")) / f"{name}.tmx"
        key = str(path.resolve())
        if key in _cache:
            return _cache[key]
        if not path.exists():
            raise LayoutError(f"layout map not found: {path} (expected a Tiled .tmx file)")
        _ensure_display()
        import pytmx
        try:
            tmx = pytmx.load_pygame(str(path))
        except Exception as e:  # pytmx raises a variety of errors on bad XML/tilesets
            raise LayoutError(f"layout map {path} could not be read: {e}") from e
        layout = cls(tmx, path)
        _cache[key] = layout
        return layout

    def names(self) -> list[str]:
        return sorted(self._anchors)

    def has(self, name: str) -> bool:
        return name in self._anchors

    def anchor(self, name: str) -> pygame.Rect:
        obj = self._anchors.get(name)
        if obj is None:
            raise LayoutError(f"no anchor named {name!r} in {self.path.name} "
                              f"(has: {', '.join(self.names()) or 'none'})")
        return pygame.Rect(round(obj.x), round(obj.y), round(obj.width or 0), round(obj.height or 0))

    def props(self, name: str) -> dict:
        self.anchor(name)  # raises a clear error if absent
        return dict(getattr(self._anchors[name], "properties", {}) or {})

    def draw_background(self, surface: pygame.Surface, offset: tuple[int, int] = (0, 0)) -> None:
        """Blit the visible tile and image layers (rendered once, cached)."""
        if self._background is None:
            self._background = self._render_background()
        surface.blit(self._background, offset)

    def _render_background(self) -> pygame.Surface:
        import pytmx
        surf = pygame.Surface(self.size, pygame.SRCALPHA)
        tw, th = self.tmx.tilewidth, self.tmx.tileheight
        for layer in self.tmx.visible_layers:
            if isinstance(layer, pytmx.TiledTileLayer):
                for x, y, image in layer.tiles():
                    # Taller tiles sit on their cell's bottom edge, as in Tiled.
                    surf.blit(image, (x * tw, y * th + th - image.get_height()))
            elif isinstance(layer, pytmx.TiledImageLayer) and layer.image is not None:
                surf.blit(layer.image, (getattr(layer, "offsetx", 0) or 0, getattr(layer, "offsety", 0) or 0))
        return _opaque_if_possible(surf)


def _opaque_if_possible(surf: pygame.Surface) -> pygame.Surface:
    """``surf`` without its alpha channel when every pixel is opaque (the
    same picture; an opaque blit is several times cheaper), else ``surf``."""
    if pygame.display.get_surface() is None:
        return surf
    w, h = surf.get_size()
    if pygame.mask.from_surface(surf, 254).count() != w * h:
        return surf
    return surf.convert()
