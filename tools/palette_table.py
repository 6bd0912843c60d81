"""Print the palette distances table of docs/accessibility.md.

    python tools/palette_table.py

For each palette (game.client.theme.PALETTES) and each simulated colour
vision, the smallest CAM02-UCS distance in each group of colours that must
be told apart (game.client.colour_vision); a cell a palette is *for* (normal
vision and its own) is bold and must reach ``MINIMUM``
(tests/client/test_palette.py checks it)."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.client import colour_vision as cv  # noqa: E402
from game.client import theme  # noqa: E402


def main() -> None:
    groups = list(cv.GROUPS)
    print("| palette | seen with | " + " | ".join(groups) + " |")
    print("|---|---|" + "---|" * len(groups))
    for name, palette in theme.PALETTES.items():
        for vision in cv.VISIONS:
            got = cv.least(palette, vision)
            mine = vision in ("normal", cv.FOR[name])
            cells = [f"**{got[g]:.0f}**" if mine else f"{got[g]:.0f}" for g in groups]
            print(f"| {name} | {vision} | " + " | ".join(cells) + " |")
    print()
    print("minimum: " + ", ".join(f"{g} {v:.0f}" for g, v in cv.MINIMUM.items()))


if __name__ == "__main__":
    main()
