"""Where player data lives.

`data_dir()` is `$RODIZIO_FOODIES_HOME` when set (tests point it at a temp
dir so they never touch the real home), else platformdirs' user data dir
for "rodizio-foodies". The directory is created on demand."""
from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "rodizio-foodies"
ENV_HOME = "RODIZIO_FOODIES_HOME"


def data_dir() -> Path:
    override = os.environ.get(ENV_HOME)
    if override:
        path = Path(override)
    else:
        import platformdirs
        path = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def log_path() -> Path:
    """The client's error log (one file, appended)."""
    logs = data_dir() / "logs"
    logs.mkdir(parents=True, exist_ok=True)
    return logs / "client.log"
