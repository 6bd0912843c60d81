"""A file the player may not read is never replaced by one this program
writes (issue #33): statistics, settings, saves — one guard for every
store (`jsonio.check_replaceable`). Each case makes the file unreadable for
real (chmod 000, or another owner) and runs the game's code in a child to
which file permissions apply (tests/storage/plain_user.py): root would
read anything."""
from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

from game.storage import paths
from game.storage.jsonio import write_json_atomic
from game.storage.saves import SaveStore
from game.storage.stats import StatsStore
from tests.storage.plain_user import CAN_CHOWN, PREFIX, run_plain
from tests.storage.test_saves import played_record

pytestmark = pytest.mark.skipif(PREFIX is None, reason="needs POSIX permissions (and setpriv as root)")

NOBODY = 65534
HOWS = ["chmod 000", pytest.param("another owner", marks=pytest.mark.skipif(
    not CAN_CHOWN, reason="only root can give a file to another user"))]


def _unreadable(path: Path, how: str) -> None:
    if how == "chmod 000":
        path.chmod(0)
    else:   # what one `sudo` run leaves: the file belongs to someone else, mode 600
        os.chown(path, NOBODY, NOBODY)
        path.chmod(stat.S_IRUSR | stat.S_IWUSR)


def _readable_again(path: Path) -> None:
    if os.geteuid() == 0:
        os.chown(path, os.getuid(), os.getgid())
    path.chmod(stat.S_IRUSR | stat.S_IWUSR)


def _rodizio(store: StatsStore, won: bool, game_id: str):
    totals, winners = ([10, 20], [0]) if won else ([20, 10], [1])
    return store.record_game("rodizio", {}, {"totals": totals, "glutton_total": 9, "winners": winners,
                                             "glutton_wins": False, "scores": totals},
                             seat=0, players=["human", "hard"], game_id=game_id)


#: The window's side in the child: the Statistics screen opens, a game ends
#: (the recorder's `count_finished`), and the store is asked directly too.
STATS_CHILD = r"""
import json
from types import SimpleNamespace
from game.client.records import recording
from game.storage.jsonio import WontReplace
from game.storage.stats import StatsStore
toasts = []
app = SimpleNamespace(toast=lambda text, seconds=0: toasts.append(text),
                      text=SimpleNamespace(tr=lambda key, **fmt: key + " " + json.dumps(fmt)))
shown = recording.load(app)                                   # the Statistics screen
result = {"totals": [10, 20], "glutton_total": 9, "winners": [0], "glutton_wins": False,
          "scores": [10, 20]}
game = SimpleNamespace(game="rodizio", state={}, result=result, levels=["human", "hard"],
                       actions=[], created="2026-12-03T10:00:00Z", seed=99)
counted = recording.count_finished(app, game, None)           # a game ends
try:
    StatsStore().record_game("rodizio", {}, result, seat=0, players=["human", "hard"],
                             game_id="direct")
    direct = "written"
except WontReplace as e:
    direct = "refused: " + str(e)
print(json.dumps({"shown": shown.games(), "counted": counted is not None, "direct": direct,
                  "toasts": toasts}))
"""


@pytest.mark.parametrize("how", HOWS)
def test_statistics_the_player_cannot_read_are_said_so_and_never_written_over(how):
    store = StatsStore()
    for i in range(3):
        _rodizio(store, i != 1, f"g{i}")
    before = store.path.read_bytes()
    _unreadable(store.path, how)
    try:
        out = run_plain(STATS_CHILD, paths.data_root())
    finally:
        _readable_again(store.path)
    assert out.returncode == 0, out.stderr
    got = json.loads(out.stdout)
    assert store.path.read_bytes() == before                 # the history is whole
    assert not list(store.path.parent.glob("stats.json.*"))  # not moved, no temp file left
    assert got["shown"] == [] and got["counted"] is False
    assert got["direct"] == "refused: stats.json cannot be read (check its permissions), so it is " \
                            "not written over"
    # said as what it is — twice (the screen, the game's end) — never as damage set aside
    assert [t.split(" ")[0] for t in got["toasts"]] == ["stats.unreadable", "stats.unreadable"], got
    assert all("stats.json" in t for t in got["toasts"])
    assert store.load().bucket("rodizio").played == 3         # readable again: all there


#: Every other store, in the child: settings, the autosave, a new game
#: setting the autosave aside over an unreadable previous game, and the
#: atomic write itself.
STORES_CHILD = r"""
import json, os
from pathlib import Path
from game.storage import paths
from game.storage.jsonio import WontReplace, write_json_atomic
from game.storage.saves import SaveStore
from game.storage.settings import SettingsStore
from tests.storage.test_saves import played_record
out = {}
s = SettingsStore()
s.settings.language = "fa"
s.save()
out["settings"] = [s.message_key, s.unreadable]
for name, write in (("autosave", lambda: SaveStore().write(played_record(plies=2))),
                    ("atomic", lambda: write_json_atomic(paths.data_root() / "other.json", {"x": 2}))):
    try:
        write()
        out[name] = "written"
    except WontReplace as e:
        out[name] = str(e)
print(json.dumps(out))
"""


@pytest.mark.parametrize("how", HOWS)
def test_no_store_replaces_a_file_it_cannot_read(how):
    root = paths.data_dir()
    files = {"settings.json": json.dumps({"version": 2, "language": "pt"}),
             "other.json": json.dumps({"x": 1})}
    for name, text in files.items():
        (root / name).write_text(text)
    SaveStore().write(played_record(plies=6))
    autosave = SaveStore().path
    kept = {p: p.read_bytes() for p in (root / "settings.json", root / "other.json", autosave)}
    for p in kept:
        _unreadable(p, how)
    try:
        out = run_plain(STORES_CHILD, root)
    finally:
        for p in kept:
            _readable_again(p)
    assert out.returncode == 0, out.stderr
    got = json.loads(out.stdout)
    assert got["settings"] == ["settings.unreadable", True]
    assert got["autosave"] == "autosave.json cannot be read (check its permissions), so it is not written over"
    assert got["atomic"] == "other.json cannot be read (check its permissions), so it is not written over"
    for p, content in kept.items():
        assert p.read_bytes() == content, p
    assert sorted(p.name for p in root.rglob("*") if p.is_file()) == \
        ["autosave.json", "other.json", "settings.json"]          # no temp file left either


KEEP_PREVIOUS_CHILD = r"""
from game.storage.saves import SaveStore
print(SaveStore().keep_previous().name)
"""


@pytest.mark.parametrize("how", HOWS)
def test_a_new_game_keeps_an_unreadable_previous_game(how):
    """Starting anew moves the unfinished game to `previous.json`; when the
    game already there may not be read, it is not dropped: the unfinished
    one goes aside under another name and both are kept."""
    store = SaveStore()
    store.write(played_record(seed=1, plies=4))
    previous = store.path.with_name("previous.json")
    write_json_atomic(previous, played_record(seed=2, plies=4).to_json())
    old, unfinished = previous.read_bytes(), store.path.read_bytes()
    _unreadable(previous, how)
    try:
        out = run_plain(KEEP_PREVIOUS_CHILD, paths.data_root())
    finally:
        _readable_again(previous)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "autosave.json.previous-1"
    assert previous.read_bytes() == old
    assert store.path.with_name("autosave.json.previous-1").read_bytes() == unfinished
    assert not store.path.exists()
