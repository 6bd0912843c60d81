"""The layers of docs/architecture.md hold: rules ← ai ← kits ← storage ←
client ← cli, and nothing below the client imports pygame (the contracts in
``.importlinter``, checked by import-linter over every import, also those
inside functions)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

_RUN = ("import sys; from importlinter.cli import lint_imports; "
        "sys.exit(lint_imports(config_filename='.importlinter', no_cache=True, no_logo=True))")


def test_every_import_keeps_the_layers():
    p = subprocess.run([sys.executable, "-c", _RUN], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert p.returncode == 0, p.stdout + p.stderr
    assert "0 broken" in p.stdout, p.stdout
