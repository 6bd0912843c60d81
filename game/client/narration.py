"""Narration (the accessibility setting, off by default): short sentences
for every focus change and table event, spoken and written down.

``Narrator.say(text)`` appends the sentence to ``lines`` (what tests read)
and to the narration log file (``<data dir>/logs/narration.log``, one line a
sentence; guarded and capped as the client's log: ``paths.append_log``), and — when an engine is available — queues it for the speech
worker. The worker is a daemon thread owning the text-to-speech engine
(pyttsx3, which drives espeak-ng on Linux, SAPI 5 on Windows, NSSpeech on
macOS), so a frame never waits for speech; a sentence arriving while many
are waiting drops the oldest (the table moved on). The same sentence twice
in a row is said once.

``engine_available()`` tells whether speech can be heard here (pyttsx3 can
be imported and, on Linux, the espeak-ng library is installed and ALSA's
``aplay``, which pyttsx3's espeak driver plays each sentence with);
without it the setting says "unavailable" and narration still writes its
log. ``can_synthesise()`` is the first half (no player needed):
``speak_to_file(sentences, path, language)`` renders sentences to a WAV file
(the test that checks real speech is not silence).

pyttsx3's espeak driver returns from ``runAndWait`` while espeak-ng is still
synthesising on its own thread (it writes the WAV file, or plays the
sentence, at the end), so ``_run`` also waits for the engine's
"finished-utterance" notice: a process does not exit before its file is
written, and the next sentence does not cut into the one being said."""
from __future__ import annotations

import importlib.util
import logging
import queue
import shutil
import sys
import threading
from pathlib import Path
from typing import Callable

from game.storage import paths

log = logging.getLogger(__name__)

#: Sentences waiting to be spoken at most (older ones are dropped).
QUEUE_MAX = 6
#: The longest wait for a sentence (or a file of them) to be finished, in seconds.
SAY_TIMEOUT, FILE_TIMEOUT = 20.0, 60.0
#: espeak-ng's voice for each of the game's languages.
VOICES = {"en": "en", "pt": "pt", "fa": "fa"}


def can_synthesise() -> bool:
    """pyttsx3 is installed and has a speech engine to drive on this system."""
    if importlib.util.find_spec("pyttsx3") is None:
        return False
    if sys.platform.startswith("linux"):
        import ctypes.util   # here, not at the top: it costs a start ~7 ms (subprocess, ctypes)
        return any(ctypes.util.find_library(n) for n in ("espeak-ng", "espeak"))
    return True


def engine_available() -> bool:
    """Speech can be synthesised and heard (on Linux pyttsx3's espeak
    driver plays through ``aplay``)."""
    if not can_synthesise():
        return False
    return not sys.platform.startswith("linux") or shutil.which("aplay") is not None


def _make_engine(language: str):
    import pyttsx3
    engine = pyttsx3.init()
    _choose_voice(engine, language)
    try:
        engine.normal_rate = int(engine.getProperty("rate"))   # what `_set_rate` scales
    except (TypeError, ValueError):
        engine.normal_rate = 200
    done = threading.Event()
    engine.connect("finished-utterance", lambda **_: done.set())
    engine.utterance_done = done   # what `_run` waits for
    return engine


def _run(engine, timeout: float) -> bool:
    """``engine.runAndWait()``, then the utterance's end (see the module
    doc); False if it did not come within ``timeout`` seconds. An engine
    without ``utterance_done`` (a test's stand-in) is done when runAndWait
    returns."""
    done = getattr(engine, "utterance_done", None)
    if done is not None:
        done.clear()
    engine.runAndWait()
    return done is None or done.wait(timeout)


def _choose_voice(engine, language: str) -> None:
    want = VOICES.get(language, language)
    try:
        for voice in engine.getProperty("voices"):
            langs = [str(x).lower() for x in (getattr(voice, "languages", None) or [])]
            vid = str(getattr(voice, "id", "")).lower()
            if want in langs or vid.endswith("/" + want) or vid == want:
                engine.setProperty("voice", voice.id)
                return
    except Exception as e:  # noqa: BLE001 - a platform engine: keep its default voice
        log.warning("narration: no %s voice (%s)", language, e)


def _set_rate(engine, percent: int) -> None:
    """The engine speaks at ``percent`` % of its normal rate (words a
    minute; an engine that has no rate keeps its own)."""
    base = getattr(engine, "normal_rate", None)
    if base is None or not hasattr(engine, "setProperty"):
        return
    try:
        engine.setProperty("rate", max(40, int(base * percent / 100)))
    except Exception as e:  # noqa: BLE001 - a platform engine: keep its rate
        log.warning("narration: rate %s%% refused (%s)", percent, e)


class Narrator:
    """Says sentences when ``enabled``; see the module doc."""

    def __init__(self, log_path: Path | None = None, *, speak: bool = True,
                 engine_factory: Callable[[str], object] = _make_engine):
        self.enabled = False
        self.language = "en"
        self.rate = 100       # percent of the engine's normal speaking rate
        self.lines: list[str] = []
        self.log_path = log_path
        # Whether an engine is there is asked when a sentence is first to be
        # spoken (`speak`): finding espeak-ng runs ``ldconfig``, which a
        # start with narration off never needs.
        self._speak: bool | None = None if speak else False
        self._factory = engine_factory
        self._queue: queue.Queue[tuple[str, str] | None] = queue.Queue(maxsize=QUEUE_MAX)
        self._thread: threading.Thread | None = None
        self._last = ""

    @property
    def speak(self) -> bool:
        """Whether sentences are spoken (an engine is there and the owner
        asked for speech); False once the engine failed to start."""
        if self._speak is None:
            self._speak = engine_available()
        return self._speak

    @speak.setter
    def speak(self, value: bool) -> None:
        self._speak = value

    @property
    def available(self) -> bool:
        """Whether sentences are spoken (else only written)."""
        return self.speak

    def set(self, enabled: bool, language: str, rate: int = 100) -> None:
        """On or off, the language's voice and the speaking rate (percent
        of the engine's normal rate; the worker's engine follows both)."""
        self.enabled = enabled
        alive = self._thread is not None and self._thread.is_alive()
        if language != self.language:
            self.language = language
            if alive:
                self._put(("voice", language))   # the same engine, another voice
        if rate != self.rate:
            self.rate = rate
            if alive:
                self._put(("rate", rate))

    def say(self, text: str) -> None:
        """One sentence (nothing when off, empty or the same as the last)."""
        text = " ".join(str(text).split())
        if not self.enabled or not text or text == self._last:
            return
        self._last = text
        self.lines.append(text)
        del self.lines[:-2000]
        if self.log_path is not None:
            try:   # never a blocking open (a FIFO there), capped and rotated: paths.append_log
                self.log_path.parent.mkdir(parents=True, exist_ok=True)
                paths.append_log(self.log_path, text + "\n")
            except OSError as e:
                log.warning("narration log: %s", e)
                self.log_path = None
        if self.speak:
            self._start()
            self._put(("say", text))

    def _put(self, item: tuple[str, str] | None) -> None:
        """Queue for the worker; when full, the oldest sentence goes (the
        table moved on)."""
        while True:
            try:
                self._queue.put_nowait(item)
                return
            except queue.Full:
                try:
                    self._queue.get_nowait()
                except queue.Empty:
                    pass

    # ---- the speech worker -------------------------------------------
    def _start(self) -> None:
        if self._thread is None or not self._thread.is_alive():
            self._thread = threading.Thread(target=self._work, args=(self.language, self.rate),
                                            name="narration", daemon=True)
            self._thread.start()

    def _work(self, language: str, rate: int = 100) -> None:
        """The worker: one engine for its whole life (espeak-ng keeps one
        synthesis callback per process, so engines are never made twice);
        a language change only switches the voice."""
        try:
            engine = self._factory(language)
        except Exception as e:  # noqa: BLE001 - no engine after all: write only
            log.warning("narration: no speech engine (%s)", e)
            self.speak = False
            return
        _set_rate(engine, rate)
        while True:
            item = self._queue.get()
            if item is None:
                break
            kind, value = item
            try:
                if kind == "voice":
                    _choose_voice(engine, value)
                    continue
                if kind == "rate":
                    _set_rate(engine, value)
                    continue
                engine.say(value)
                if not _run(engine, SAY_TIMEOUT):
                    log.warning("narration: a sentence did not finish in %s s", SAY_TIMEOUT)
            except Exception as e:  # noqa: BLE001
                log.warning("narration: speaking failed (%s)", e)
                self.speak = False
                break

    def close(self) -> None:
        """Stop the worker (it finishes the sentence it is saying)."""
        if self._thread is not None and self._thread.is_alive():
            self._put(None)
        self._thread = None


def speak_to_file(sentences: list[str], path: Path, language: str = "en") -> Path:
    """Render ``sentences`` with the speech engine into one WAV file (in a
    process with no other engine: ``python -m game.client.narration``)."""
    engine = _make_engine(language)
    engine.save_to_file(" ".join(sentences), str(path))
    if not _run(engine, FILE_TIMEOUT):
        raise RuntimeError(f"the speech engine did not finish {path} in {FILE_TIMEOUT} s")
    return path


if __name__ == "__main__":   # python -m game.client.narration OUT.wav LANG SENTENCE...
    speak_to_file(sys.argv[3:], Path(sys.argv[1]), sys.argv[2])
