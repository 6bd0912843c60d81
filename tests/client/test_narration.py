"""Narration: sentences logged (file and memory), spoken by a worker that
never blocks the caller, and — with a real engine — real speech."""
from __future__ import annotations

import array
import subprocess
import sys
import threading
import time
import wave

import pytest

from game.client import narration
from game.client.narration import Narrator


class SlowEngine:
    """Stands in for pyttsx3: each sentence is said only once ``gate`` is
    open (a test holds it shut to see who waits for speech)."""

    def __init__(self, gate: threading.Event | None = None):
        self.said: list[str] = []
        self.done = threading.Event()
        self.speaking = threading.Event()   # runAndWait was entered
        self.gate = gate

    def say(self, text):
        self.said.append(text)

    def runAndWait(self):
        self.speaking.set()
        if self.gate is not None:
            self.gate.wait(30)
        else:
            time.sleep(0.2)
        if len(self.said) >= 2:
            self.done.set()


def test_say_logs_at_once_and_speaks_on_a_worker(tmp_path):
    """The sentences are logged while the engine is still saying the first
    one: ``say`` never waits for speech. (Shown by holding speech shut,
    not by timing ``say`` — a busy machine makes any call slow; issue #33.)"""
    gate = threading.Event()
    engine = SlowEngine(gate)
    n = Narrator(tmp_path / "narration.log", engine_factory=lambda lang: engine)
    n.speak = True   # as with an engine installed
    n.set(True, "en")
    for sentence in ("Play", "Play", "Settings", "  Rules  "):
        n.say(sentence)                               # returns with speech held shut
    assert engine.speaking.wait(30) and not engine.done.is_set()   # still on the first sentence
    gate.set()
    assert n.lines == ["Play", "Settings", "Rules"]   # the same sentence twice is said once
    assert (tmp_path / "narration.log").read_text(encoding="utf-8").splitlines() == n.lines
    assert engine.done.wait(5)
    assert engine.said[:2] == ["Play", "Settings"]
    n.close()


def test_off_by_default_and_silent_when_off(tmp_path):
    n = Narrator(tmp_path / "n.log", speak=False)
    n.say("Play")
    assert n.lines == [] and not (tmp_path / "n.log").exists()


def test_an_engine_that_fails_to_start_only_turns_speech_off(tmp_path):
    def broken(lang):
        raise RuntimeError("no driver")
    n = Narrator(None, engine_factory=broken)
    n.speak = True
    n.set(True, "en")
    n.say("Hello")
    for _ in range(50):
        if not n.speak:
            break
        time.sleep(0.02)
    assert n.speak is False and n.lines == ["Hello"]


def test_the_settings_screen_says_when_no_engine_is_there(monkeypatch):
    from tests.client import testing as T
    from game.client.scenes.accessibility import AccessibilityScene
    monkeypatch.setattr(narration, "engine_available", lambda: False)
    app = T.make_app(frames=3)
    app.run(AccessibilityScene)
    row = app.top.narration_row
    assert row.fmt(False) == app.text.tr("access.unavailable")


@pytest.mark.skipif(not narration.can_synthesise(), reason="no speech engine (apt-get install espeak-ng)")
@pytest.mark.parametrize("lang,sentences", [
    ("en", ["Your turn.", "Computer 2 ate Calabresa.", "Press Enter to see the results."]),
    ("fa", ["نوبت توست.", "برای دیدن نتیجه Enter را بزن."]),
])
def test_real_speech_to_a_wav_file_is_not_silence(tmp_path, lang, sentences):
    # its own process: espeak-ng keeps one synthesis callback per process
    out = tmp_path / f"speech_{lang}.wav"
    subprocess.run([sys.executable, "-m", "game.client.narration", str(out), lang, *sentences],
                   check=True, timeout=120, capture_output=True)
    with wave.open(str(out)) as w:
        assert w.getsampwidth() == 2
        frames = w.readframes(w.getnframes())
        rate = w.getframerate()
    samples = array.array("h", frames)
    assert len(samples) / rate > 1.0                   # more than a second of speech
    loud = sum(1 for s in samples if abs(s) > 1000)
    rms = (sum(s * s for s in samples) / len(samples)) ** 0.5
    assert rms > 300 and loud > len(samples) // 20, (rms, loud)


def test_run_waits_for_the_utterance_an_engine_finishes_after_run_and_wait():
    """pyttsx3's espeak driver returns from runAndWait before espeak-ng has
    finished (it writes the file / plays at the end, on its own thread)."""

    class LateEngine:
        def __init__(self):
            self.utterance_done = threading.Event()
            self.finished_at = None

        def runAndWait(self):
            def finish():
                time.sleep(0.2)
                self.finished_at = time.monotonic()
                self.utterance_done.set()
            threading.Thread(target=finish, daemon=True).start()

    engine = LateEngine()
    assert narration._run(engine, timeout=5)
    assert engine.finished_at is not None and engine.finished_at <= time.monotonic()
    never = LateEngine()
    never.runAndWait = lambda: None       # the notice never comes: a bounded wait, then False
    assert narration._run(never, timeout=0.05) is False


# -- the narration log: guarded as the client's log, and capped (issue #33) ----------------------
def _child(code: str, home, *argv: str, timeout: float = 120) -> subprocess.CompletedProcess:
    """A child on the data folder ``home``; a wait on a FIFO is a timeout."""
    import os
    from pathlib import Path
    root = str(Path(__file__).resolve().parents[2])
    env = dict(os.environ, RODIZIO_FOODIES_HOME=str(home), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", PYTHONPATH=root + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.run([sys.executable, *(["-c", code] if code else []), *argv], env=env,
                          capture_output=True, text=True, timeout=timeout)


@pytest.mark.skipif(not hasattr(__import__("os"), "mkfifo"), reason="needs FIFOs")
def test_a_fifo_as_the_narration_log_never_holds_the_window_up(tmp_path):
    """With narration on, the first frames say the focused menu entry: a
    FIFO in the log's place used to block that first sentence forever."""
    import json
    import os
    home = tmp_path / "home"
    (home / "logs").mkdir(parents=True)
    (home / "settings.json").write_text(json.dumps({"version": 2, "narration": True}))
    os.mkfifo(home / "logs" / "narration.log")
    r = _child("", home, "-m", "game", "--frames", "5")
    assert r.returncode == 0, r.stderr
    assert (home / "logs" / "narration.log.corrupt-1").is_fifo()         # kept aside
    assert (home / "logs" / "narration.log").read_text(encoding="utf-8").strip()   # said, written


SWAPPED = r"""
import os, sys
from pathlib import Path
from game.client.narration import Narrator
path = Path(sys.argv[1])
n = Narrator(path, speak=False)
n.set(True, "en")
os.mkfifo(path)            # swapped in after the narrator was made
n.say("Play")
n.say("Settings")
print(n.lines, n.log_path)
"""


@pytest.mark.skipif(not hasattr(__import__("os"), "mkfifo"), reason="needs FIFOs")
def test_a_fifo_swapped_in_later_is_refused_not_waited_on(tmp_path):
    r = _child(SWAPPED, tmp_path, str(tmp_path / "narration.log"), timeout=60)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "['Play', 'Settings'] None"   # said; the log given up, once


def test_the_narration_log_is_capped_and_rotated(tmp_path, monkeypatch):
    """Sentences past the cap start a new log; the one before is kept as
    ``narration.log.1`` and the one before that dropped: two caps at most."""
    from game.storage import paths
    monkeypatch.setattr(paths, "LOG_MAX_BYTES", 2000)
    log = tmp_path / "narration.log"
    n = Narrator(log, speak=False)
    n.set(True, "en")
    for i in range(1000):
        n.say(f"Sentence number {i}")
    longest = len("Sentence number 999\n")
    assert log.stat().st_size < 2000 + longest
    assert log.with_name("narration.log.1").stat().st_size < 2000 + longest
    assert sorted(p.name for p in tmp_path.iterdir()) == ["narration.log", "narration.log.1"]
    assert log.read_text(encoding="utf-8").splitlines()[-1] == "Sentence number 999"
    newest = log.with_name("narration.log.1").read_text(encoding="utf-8").splitlines()[-1]
    assert newest == f"Sentence number {999 - len(log.read_text().splitlines())}"   # no gap


def test_the_speech_rate_setting_reaches_the_engine(tmp_path):
    """Speech rate (percent): the worker's engine starts at the rate set
    and follows a change, scaled from the engine's own normal rate."""

    class RatedEngine(SlowEngine):
        normal_rate = 180

        def __init__(self):
            super().__init__()
            self.rates: list[int] = []

        def setProperty(self, name, value):
            assert name == "rate"
            self.rates.append(value)

    engine = RatedEngine()
    n = Narrator(None, engine_factory=lambda lang: engine)
    n.speak = True
    n.set(True, "en", 150)
    n.say("First")
    n.set(True, "en", 50)
    n.say("Second")
    assert engine.done.wait(5)
    assert engine.rates[:2] == [270, 90]
    n.close()


def test_the_accessibility_screen_sets_the_speech_rate():
    from tests.client import testing as T
    from game.client.scenes.accessibility import AccessibilityScene
    app = T.make_app(frames=3)
    app.run(AccessibilityScene)
    row = app.top.rows[-1]
    assert row.key == "access.speech_rate"
    row.step(1, app)
    assert app.settings.speech_rate == 125 and app.narrator.rate == 125
