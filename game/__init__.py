"""Rodízio & Foodies: rules cores, AI, pygame client, storage.

``game.__version__`` is the game's version. Its one source is
``pyproject.toml`` (``[project] version``): read from there when the package
runs from a checkout (so an editable install never shows a stale number),
otherwise from the installed distribution's metadata, which a wheel, a
``pipx`` install and the desktop bundle (tools/build_desktop.py copies the
metadata in) all carry. Computed on first use, so importing ``game`` stays
cheap."""
from __future__ import annotations

#: the distribution name in pyproject.toml, whose metadata holds the version
DISTRIBUTION = "rodizio-foodies"
#: shown when neither a checkout's pyproject.toml nor metadata is found
UNKNOWN_VERSION = "0+unknown"


def _checkout_version() -> str | None:
    """The version in the pyproject.toml beside this package, if it is ours."""
    from pathlib import Path
    pyproject = Path(__file__).resolve().parent.parent / "pyproject.toml"
    try:
        text = pyproject.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None
    project = _project_table(text)
    if project is None:   # written some other way: the full TOML parser reads it
        import tomllib
        try:
            project = tomllib.loads(text).get("project", {})
        except tomllib.TOMLDecodeError:
            return None
    version = project.get("version")
    return version if project.get("name") == DISTRIBUTION and isinstance(version, str) else None


def _project_table(text: str) -> dict[str, str] | None:
    """``name`` and ``version`` of the ``[project]`` table when both are
    written as plain ``key = "value"`` lines (as ours are), else None. The
    first frame shows the version: importing and running ``tomllib`` cost
    it ~5 ms of CPU, this line scan ~0.1 ms."""
    found: dict[str, str] = {}
    inside = False
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("["):
            if inside:
                break
            inside = line == "[project]"
        elif inside:
            key, eq, value = line.partition("=")
            key, value = key.strip(), value.strip()
            if eq and key in ("name", "version") and len(value) >= 2 and value[0] == value[-1] == '"' \
                    and '"' not in value[1:-1] and "\\" not in value:
                found.setdefault(key, value[1:-1])
                if len(found) == 2:
                    return found
    return None


def _installed_version() -> str | None:
    from importlib import metadata
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return None


def __getattr__(name: str) -> str:
    if name == "__version__":
        version = _checkout_version() or _installed_version() or UNKNOWN_VERSION
        globals()["__version__"] = version
        return version
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
