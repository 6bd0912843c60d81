"""`GameKit`: everything the program needs to know about one game.

A kit names its parts; it never imports the client. Client parts are
``"package.module:attribute"`` strings resolved on use (`GameKit.part`), so
`game.rules`, `game.ai`, the CLI and storage never import pygame through a
kit. `validate()` (run by `registry.register`) fails loudly, naming the
field, when a piece is missing or malformed — not later, in the middle of a
game."""
from __future__ import annotations

import functools
import importlib
import importlib.util
import re
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any, Callable, Mapping, NamedTuple

_PATH = re.compile(r"^[A-Za-z_][\w.]*:[A-Za-z_]\w*$")


class KitError(ValueError):
    """A kit that cannot be registered; the message names the game and the field."""


class NotReplayable(ValueError):
    """Raised by a game's upgrader (`GameKit.upgrades`): an old record or
    trace that cannot be replayed exactly under the amended rules; ``str()``
    says why in one sentence (storage reports it as written under other
    rules, `game.storage.upgrade.OldRules`)."""


def _module_exists(name: str) -> bool:
    """The module's file exists (found without running it: no pygame import)."""
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return False


def resolve(path: str) -> Any:
    """The object named by ``"package.module:attribute"``."""
    module, _, attr = path.partition(":")
    return getattr(importlib.import_module(module), attr)


# Option and Seats are named tuples, immutable as the frozen dataclasses
# below: making one costs a tenth of a dataclass, and the kits are made
# before the window's first frame (issue #35).
class Option(NamedTuple):
    """A ``new_game`` keyword option (Rodízio's ``spicy``)."""

    name: str
    default: Any
    help: str = ""

    def check(self, value: Any) -> Any:
        if type(value) is not type(self.default):
            raise ValueError(f"option {self.name} must be a {type(self.default).__name__}, got {value!r}")
        return value


class Seats(NamedTuple):
    """How many seats the rules accept and how many the window offers."""

    rules_min: int
    rules_max: int
    client_min: int
    client_max: int


@dataclass(frozen=True)
class ClientParts:
    """The window's pieces of one game (game/client/common/protocols.py is
    what they must provide; docs/adding-a-game.md lists the files).

    Import paths, each ``"module:attribute"`` (resolved on use):

    - ``setup_scene(app, config=None)``, ``table_scene(app, config, *,
      state=None)`` (a scene with ``flow``, ``renderer``, ``config``: see
      ``GameTableScene``), ``results_scene(app, config, flow, renderer)``
      (pushed by the table), ``demo_scene(app, *, seed=, attract=, speed=,
      **options)``, ``run_demo(*, seed=, speed=, frames=, screenshot=,
      lang=, **options)`` (the ``demo`` command);
    - ``tutorial_scene(app, tutorial, *, start=)`` and
      ``tutorial_expand(position)`` (compact tutorial positions → rule-book
      JSON; pure: the CLI checks a tutorial before any window opens);
    - ``choreograph(events)`` → beats (``message``: a log line or None).

    Modules (a dotted name):

    - ``hint``: ``hint(state, seat)`` → (action, message), ``say(message,
      tr)`` → text, ``why_not(illegal_action)`` → message (the Hint button,
      ``python -m game hint``, the rules core's refusals);
    - ``session``: `protocols.Session` (``config_from_record``,
      ``make_config``, ``record_options``, ``load_layout``, ``make_flow``,
      ``make_renderer``, ``undo_button_rect``).

    Data:

    - ``tutorial``: the tutorial file under assets/tutorials/ (or an
      absolute path, for a game kept outside the program: the tests' game);
    - ``menu_key`` / ``tutorial_key`` / ``soon_key`` / ``name_key``: catalog
      keys of the main menu entry, the tutorial picker entry, its "coming
      soon" text and the game's name in the replay list;
    - ``layout``: the Tiled map's name under assets/maps (without .tmx), or
      None for a table drawn without one;
    - ``extra_winners``: ``(result flag, catalog key)`` pairs naming a
      non-seat winner in the replay list (Rodízio's Glutton);
    - ``catalogs``: a folder of ``<lang>.po`` files with the game's own
      texts, read beside assets/i18n — only for a game kept outside the
      program (the tests' game); None: its texts are in assets/i18n.

    Every catalog key the shared scenes build for the game
    (`game.kits.catalog_keys.window_keys`) must exist in every language:
    registration checks it."""

    setup_scene: str
    table_scene: str
    results_scene: str
    demo_scene: str
    run_demo: str
    tutorial_scene: str
    tutorial_expand: str
    choreograph: str
    hint: str
    session: str
    tutorial: str
    menu_key: str
    tutorial_key: str
    soon_key: str
    name_key: str
    layout: str | None = None
    extra_winners: tuple[tuple[str, str], ...] = ()
    catalogs: str | None = None

    #: Fields naming "module:attribute"; `MODULES` name a module.
    PATHS = ("setup_scene", "table_scene", "results_scene", "demo_scene", "run_demo", "tutorial_scene",
             "tutorial_expand", "choreograph")
    MODULES = ("hint", "session")

    def validate(self, game: str) -> None:
        for f in (*self.PATHS, *self.MODULES, "tutorial", "menu_key", "tutorial_key", "soon_key", "name_key"):
            v = getattr(self, f)
            if not isinstance(v, str) or not v:
                raise KitError(f"game {game!r}: client part {f} is missing")
        for f in self.PATHS:
            v = getattr(self, f)
            if not _PATH.match(v):
                raise KitError(f"game {game!r}: client part {f}={v!r} is not 'module:attribute'")
            if not _module_exists(v.partition(":")[0]):
                raise KitError(f"game {game!r}: client part {f}: no module {v.partition(':')[0]!r}")
        for f in self.MODULES:
            if not _module_exists(getattr(self, f)):
                raise KitError(f"game {game!r}: client part {f}: no module {getattr(self, f)!r}")
        if self.layout is not None and (not isinstance(self.layout, str) or not self.layout):
            raise KitError(f"game {game!r}: client part layout must be a map name or None")
        if not all(isinstance(p, tuple) and len(p) == 2 and all(isinstance(x, str) for x in p)
                   for p in self.extra_winners):
            raise KitError(f"game {game!r}: extra_winners must be (result flag, catalog key) pairs")
        if self.catalogs is not None and not Path(self.catalogs).is_dir():
            raise KitError(f"game {game!r}: client part catalogs: no folder {self.catalogs!r}")


@dataclass(frozen=True)
class GameKit:
    """One game, as the whole program sees it.

    - ``name``: the rule book's ``"game"`` value; ``title``: its display name
      in messages (``"Rodízio"``);
    - ``rules``: the rules module's import path (`protocol.RulesModule`);
    - ``options``: its ``new_game`` options with defaults;
    - ``seats``: the rules' and the window's seat ranges;
    - ``ai_levels``: level name → ``"module:AgentClass"`` (``random`` is
      common to all games and not listed);
    - ``trace_final_keys``: the rule book's final trace line fields, taken
      from ``result()`` (None: all of them);
    - ``points``: the ``result()`` field of per-seat points the rule book
      names (Rodízio ``totals``; every result also has ``scores``);
    - ``sim_outcome(rules, final_state, result) -> dict`` and
      ``sim_summary(outcomes, games) -> dict``: the game's own figures in a
      ``sim`` summary;
    - ``redeal(state, seat, seed)``: a state ``seat`` cannot tell from
      ``from_json(to_json(state))`` (what it cannot see dealt anew; the
      contract tests check its observation does not change);
    - ``undo``: the undo policy (game/client/records/undo.py): ``"turn"``
      (back to the start of the human's last turn: everything after the
      deal is public) or ``"unseen"`` (the same, only if no event since
      showed the human a card it had not seen — events say so,
      `Event.revealed`);
    - ``upgrades``: ``("module:record_fn", "module:trace_fn")`` in the
      game's own package that add what a rule-book amendment added to old
      records (in place) / traces (rows in, rows out), raising
      `NotReplayable` where that is not exact (game/storage/upgrade.py
      applies them), or None;
    - ``content``: content files under assets/ whose digest a record keeps;
    - ``rules_version``: bumped when the rules change what a record means;
    - ``client``: the window's parts, or None for a headless game (CLI only);
    - ``stats_counters(final, result, actions, seat) -> {name: int}``: the
      game's own statistics lines for ``seat`` of one finished game (rule-book
      final state, ``result()``, the recorded ``{actor, action}`` list), or
      None (game/storage/stats.py; docs/statistics.md);
    - ``places(result) -> [place per seat]`` (1 = best, ties share), or None:
      winners first, then by ``points`` (`GameKit.places_of`);
    - ``coach``: the game's coach module (``evaluate``, ``checked_reason``,
      ``outcome``, ``same``: docs/adding-a-game.md, docs/coach.md), or None for a game without one
      (no review; the Hint button shows the move without a reason);
    - ``challenges``: the module whose ``CHALLENGES`` are the game's
      challenges (game/kits/challenges.py, docs/challenges.md), or None;
    - ``reference_levels``: extra agents for measuring (``sim --ai NAME``),
      level name → ``"module:AgentClass"``, never offered at the table
      (Rodízio's ``hard_ref``: the previous ``hard``);
    - ``puzzles``: the module whose ``prove(puzzle)`` proves the game's
      shipped puzzles (game/kits/puzzles.py), or None."""

    name: str
    title: str
    rules: str
    options: tuple[Option, ...]
    seats: Seats
    ai_levels: Mapping[str, str]
    trace_final_keys: tuple[str, ...] | None
    points: str
    sim_outcome: Callable[[Any, Any, dict], dict]
    sim_summary: Callable[[list[dict], int], dict]
    redeal: Callable[[Any, int, int], Any]
    undo: str
    upgrades: tuple[str, str] | None = None
    content: tuple[str, ...] = ()
    rules_version: int = 1
    client: ClientParts | None = None
    stats_counters: Callable[[Mapping, Mapping, list, int], Mapping[str, int]] | None = None
    places: Callable[[Mapping], list[int]] | None = None
    coach: str | None = None
    challenges: str | None = None
    reference_levels: Mapping[str, str] = field(default_factory=dict)
    puzzles: str | None = None

    # -- validation ----------------------------------------------------------
    def validate(self) -> None:
        """KitError naming the field for anything missing or malformed."""
        from game.ai.levels import LEVELS
        from game.kits.protocol import REQUIRED
        if not isinstance(self.name, str) or not re.fullmatch(r"[a-z][a-z0-9_]*", self.name):
            raise KitError(f"game name {self.name!r} must be lower-case letters, digits, _")
        for f in ("title", "rules", "points"):
            if not isinstance(getattr(self, f), str) or not getattr(self, f):
                raise KitError(f"game {self.name!r}: {f} is missing")
        try:
            module = importlib.import_module(self.rules)
        except ImportError as e:
            raise KitError(f"game {self.name!r}: rules module {self.rules!r} cannot be imported ({e})") from None
        missing = [n for n in REQUIRED if not _provides(module, n)]
        if missing:
            raise KitError(f"game {self.name!r}: rules module {self.rules} lacks {', '.join(missing)}")
        if not all(isinstance(o, Option) for o in self.options):
            raise KitError(f"game {self.name!r}: options must be Option(...)")
        s = self.seats
        if not isinstance(s, Seats) or not 1 <= s.rules_min <= s.client_min <= s.client_max <= s.rules_max:
            raise KitError(f"game {self.name!r}: seats must be Seats(rules_min ≤ client_min ≤ client_max ≤ rules_max)")
        want = set(LEVELS) - {"random"}
        if set(self.ai_levels) != want:
            raise KitError(f"game {self.name!r}: ai_levels must name {', '.join(sorted(want))}, "
                           f"got {', '.join(sorted(self.ai_levels)) or 'none'}")
        for lv, path in {**self.ai_levels, **self.reference_levels}.items():
            if not isinstance(path, str) or not _PATH.match(path):
                raise KitError(f"game {self.name!r}: ai level {lv}={path!r} is not 'module:Class'")
        if self.trace_final_keys is not None and not all(isinstance(k, str) for k in self.trace_final_keys):
            raise KitError(f"game {self.name!r}: trace_final_keys must be field names or None")
        for f in ("sim_outcome", "sim_summary", "redeal"):
            if not callable(getattr(self, f)):
                raise KitError(f"game {self.name!r}: {f} must be a function")
        if self.upgrades is not None and (len(self.upgrades) != 2 or not all(
                isinstance(u, str) and _PATH.match(u) for u in self.upgrades)):
            raise KitError(f"game {self.name!r}: upgrades must be two 'module:function' or None")
        for f in ("stats_counters", "places"):
            if getattr(self, f) is not None and not callable(getattr(self, f)):
                raise KitError(f"game {self.name!r}: {f} must be a function or None")
        if self.coach is not None and (not isinstance(self.coach, str) or not re.fullmatch(
                r"[A-Za-z_][\w.]*", self.coach)):
            raise KitError(f"game {self.name!r}: coach must be a module path or None")
        for f in ("challenges", "puzzles"):
            v = getattr(self, f)
            if v is not None and (not isinstance(v, str) or not re.fullmatch(r"[A-Za-z_][\w.]*", v)):
                raise KitError(f"game {self.name!r}: {f} must be a module path or None")
        if self.undo not in UNDO_POLICIES:
            raise KitError(f"game {self.name!r}: undo policy {self.undo!r} is not one of {', '.join(UNDO_POLICIES)}")
        if self.client is not None:
            if not isinstance(self.client, ClientParts):
                raise KitError(f"game {self.name!r}: client must be ClientParts or None")
            self.client.validate(self.name)
            from game.kits.catalog_keys import check_catalog_keys
            check_catalog_keys(self)

    # -- use -----------------------------------------------------------------
    def rules_module(self) -> ModuleType:
        """The rules module (a `protocol.RulesModule`)."""
        return importlib.import_module(self.rules)

    def coach_module(self) -> ModuleType:
        """The coach module; KitError for a game without a coach."""
        if self.coach is None:
            raise KitError(f"{self.title} has no coach")
        return importlib.import_module(self.coach)

    def agent_class(self, level: str) -> Any:
        """The agent class of a level (not ``random``) or of a reference
        level; KeyError if unknown."""
        if level in self.reference_levels:
            return resolve(self.reference_levels[level])
        return resolve(self.ai_levels[level])

    def part(self, name: str) -> Any:
        """A client part resolved (imports the client); KitError for a headless game."""
        if self.client is None:
            raise KitError(f"{self.title} has no window client")
        path = getattr(self.client, name)
        if name in ClientParts.MODULES:
            return importlib.import_module(path)
        return resolve(path)

    def game_options(self, given: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Every option of this game with its default, overridden by
        ``given``; ValueError for an option this game lacks or a bad value."""
        given = dict(given or {})
        out = {}
        for o in self.options:
            out[o.name] = o.check(given.pop(o.name)) if o.name in given else o.default
        if given:
            raise ValueError(f"--{' --'.join(sorted(given))} is not an option of {self.title}")
        return out

    def rules_stamp(self) -> dict[str, Any]:
        """What a save or replay records of the rules it was played under:
        ``{"version": rules_version, "content": digest of the content files}``
        (`content_digest`). A record with another stamp is refused with a
        clear message (`game.storage.saves`), never replayed differently."""
        return {"version": self.rules_version, "content": content_digest(self.content)}

    def places_of(self, result: Mapping[str, Any]) -> list[int]:
        """Each seat's place in a finished game (1 = best; tied seats share
        a place and the next is skipped): the kit's ``places``, else winners
        first, then the others by ``points`` (more is better)."""
        if self.places is not None:
            return list(self.places(result))
        winners = set(result.get("winners", ()))
        key = [(i not in winners, -p) for i, p in enumerate(result[self.points])]
        return [1 + sum(k < mine for k in key) for mine in key]

    def final_fields(self, result: Mapping[str, Any]) -> dict[str, Any]:
        """The rule book's final trace fields of a ``result()``."""
        keys = self.trace_final_keys
        return {k: v for k, v in result.items() if keys is None or k in keys}


UNDO_POLICIES = ("turn", "unseen")


@functools.lru_cache(maxsize=None)
def content_digest(paths: tuple[str, ...]) -> str:
    """The first 16 hex digits of a SHA-256 over the content files (paths
    under assets/, in order). JSON files are hashed in canonical form, so
    re-indenting a file changes nothing; a changed card or recipe does."""
    import hashlib
    import json
    from game.content_root import CONTENT_ROOT
    h = hashlib.sha256()
    for rel in paths:
        raw = (CONTENT_ROOT / rel).read_bytes()
        if rel.endswith(".json"):
            raw = json.dumps(json.loads(raw), sort_keys=True, separators=(",", ":"),
                             ensure_ascii=False).encode("utf-8")
        h.update(rel.encode("utf-8") + b"\0" + raw + b"\0")
    return h.hexdigest()[:16]


def _provides(module: Any, name: str) -> bool:
    """Whether ``module`` offers a callable ``name``. A package that imports
    its names on first use (game.rules.lazy) lists them in ``dir()``: it is
    taken at its word, so validating a kit at start-up loads no engine (the
    first call imports it, and a broken home fails there, loudly)."""
    if name in vars(module):
        return callable(vars(module)[name])
    if getattr(module, "__getattr__", None) is not None:
        return name in dir(module)
    return callable(getattr(module, name, None))
