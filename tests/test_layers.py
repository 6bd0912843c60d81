"""The layers of docs/architecture.md hold: rules ← ai ← kits ← storage ←
client ← cli, and nothing below the client imports pygame (the contracts in
``.importlinter``, checked by import-linter over every import, also those
inside functions)."""
from __future__ import annotations

import configparser
import subprocess
import sys
from pathlib import Path

from game import kits

ROOT = Path(__file__).resolve().parents[1]
CLIENT = ROOT / "game" / "client"

_RUN = ("import sys; from importlinter.cli import lint_imports; "
        "sys.exit(lint_imports(config_filename=sys.argv[1], no_cache=True, no_logo=True))")


def game_packages() -> list[str]:
    """The client packages of the registered games that live in game/client
    (each kit's setup scene's package: ``foodies``, ``rodizio``, a new one)."""
    out = []
    for kit in kits.windowed():
        parts = kit.client.setup_scene.partition(":")[0].split(".")
        if parts[:2] == ["game", "client"] and parts[2] not in out:
            out.append(parts[2])
    return out


def config_text() -> str:
    """.importlinter with the client-rooms contract's games line naming every
    registered game's package, so a new game is checked independent of the
    others without editing a shared file (by hand, `lint-imports` checks
    the games .importlinter names)."""
    text = (ROOT / ".importlinter").read_text(encoding="utf-8")
    games = set(game_packages())
    lines = text.splitlines()
    for i, line in enumerate(lines):
        names = {n.strip() for n in line.split("|")}
        if line.startswith("    ") and names and names <= games | {""} and "|" in line:
            lines[i] = "    " + " | ".join(game_packages())
            return "\n".join(lines) + "\n"
    raise AssertionError("the client-rooms contract has no games line (foodies | rodizio)")


def test_every_import_keeps_the_layers(tmp_path):
    config = tmp_path / "importlinter.ini"
    config.write_text(config_text(), encoding="utf-8")
    p = subprocess.run([sys.executable, "-c", _RUN, str(config)], cwd=ROOT, capture_output=True, text=True,
                       timeout=300)
    assert p.returncode == 0, p.stdout + p.stderr
    assert "0 broken" in p.stdout, p.stdout


#: The client's rooms: its packages (docs/architecture.md); its other modules are the base.
ROOMS = tuple(sorted(p.name for p in CLIENT.iterdir() if (p / "__init__.py").is_file()))


def _room(module: str) -> str | None:
    parts = module.split(".")
    if parts[:2] != ["game", "client"]:
        return None
    return parts[2] if len(parts) > 2 and parts[2] in ROOMS else "base"


def test_no_import_inside_a_function_crosses_the_clients_rooms():
    """The client's rooms import each other at the top of a module, where
    the reader (and a cycle) sees them; a screen of another room is opened
    by name (game.client.screens). Imports inside functions stay only
    within a room (lazy loading)."""
    import ast
    found = []
    for path in sorted((ROOT / "game" / "client").rglob("*.py")):
        me = _room(".".join(path.relative_to(ROOT).with_suffix("").parts))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            for sub in ast.walk(node):
                names = []
                if isinstance(sub, ast.ImportFrom) and sub.module:
                    names = [f"{sub.module}.{a.name}" if sub.module == "game.client" else sub.module
                             for a in sub.names]
                elif isinstance(sub, ast.Import):
                    names = [a.name for a in sub.names]
                found += [f"{path.relative_to(ROOT)}:{sub.lineno}: {n}" for n in names
                          if _room(n) not in (None, me)]
    assert not found, "import at the module's top (or open the screen by name):\n" + "\n".join(found)


def test_every_room_and_base_module_of_the_client_is_in_the_rooms_contract():
    """A module import-linter's layers do not name is not checked: every
    package and module directly in game/client must be in a layer."""
    conf = configparser.ConfigParser()
    conf.read_string(config_text())
    named = {part.strip() for line in conf["importlinter:contract:client-rooms"]["layers"].splitlines()
             for part in line.replace("|", ":").split(":") if part.strip()}
    client = ROOT / "game" / "client"
    present = {p.stem for p in client.glob("*.py") if p.stem != "__init__"} | \
        {p.name for p in client.iterdir() if (p / "__init__.py").is_file()}
    assert present - named == set(), f"add to the client-rooms layers in .importlinter: {sorted(present - named)}"
