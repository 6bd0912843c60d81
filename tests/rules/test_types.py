"""The rules core type-checks: mypy, configured in pyproject.toml
([tool.mypy]: game/rules, every function annotated), finds nothing. The
annotations are what an optional compiled build (mypyc) trusts, so a wrong
one is a bug there, not only a lint."""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_mypy_finds_no_error_in_the_rules_core(tmp_path):
    run = subprocess.run([sys.executable, "-m", "mypy", "--cache-dir", str(tmp_path / "cache")],
                         cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "Success: no issues found" in run.stdout
