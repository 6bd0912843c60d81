"""Synthesise the game's sound effects into ``assets/sfx/`` (deterministic).

Usage::

    python tools/make_sfx.py [--out assets/sfx]

Pure Python (``math``, ``array``, ``wave``): no audio libraries, no files read.
Every effect is 22050 Hz, 16-bit, mono, a fraction of a second long.  Noise
comes from ``random.Random(<fixed seed>)`` so re-running writes identical bytes.

Effects (name -> idea):
    deal     a card flicked onto the table: a short bright noise snap
    eat      a munch: three crunchy low-passed noise bites
    spicy    a sizzle with a rising whoosh and crackles
    win      a bright four-note bell arpeggio (C E G C)
    click    a tiny UI tick
    serve    a plate ding: an inharmonic bell partial set
    shuffle  a riffle: a run of tiny flicks speeding up
    error    a soft low buzz, two slightly detuned tones
"""
from __future__ import annotations

import argparse
import array
import math
import random
import sys
import wave
from pathlib import Path

RATE = 22050
ROOT = Path(__file__).resolve().parent.parent
TAU = 2 * math.pi


# -- building blocks (lists of floats in -1..1) ----------------------------

def silence(sec: float) -> list[float]:
    return [0.0] * int(sec * RATE)


def noise(sec: float, rng: random.Random) -> list[float]:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(sec * RATE))]


def lowpass(xs: list[float], cutoff: float) -> list[float]:
    """One-pole low-pass at ``cutoff`` Hz."""
    a = 1 - math.exp(-TAU * cutoff / RATE)
    out, y = [], 0.0
    for x in xs:
        y += a * (x - y)
        out.append(y)
    return out


def highpass(xs: list[float], cutoff: float) -> list[float]:
    lp = lowpass(xs, cutoff)
    return [x - y for x, y in zip(xs, lp)]


def env_exp(n: int, decay: float, attack: float = 0.002) -> list[float]:
    """Fast linear attack then exponential decay (``decay`` = time constant, s)."""
    na = max(1, int(attack * RATE))
    return [(i / na) if i < na else math.exp(-(i - na) / (decay * RATE)) for i in range(n)]


def tone(freq: float, sec: float, partials=((1.0, 1.0),), decay=0.3,
         attack=0.003) -> list[float]:
    n = int(sec * RATE)
    env = env_exp(n, decay, attack)
    # end at exactly zero so a cut-off tail never clicks
    return fade([env[i] * sum(a * math.sin(TAU * freq * m * i / RATE) for m, a in partials)
                 for i in range(n)], attack, 0.02)


def mul(xs, ys):
    return [x * y for x, y in zip(xs, ys)]


def mix_at(dst: list[float], src: list[float], at_sec: float, gain: float = 1.0):
    o = int(at_sec * RATE)
    if len(dst) < o + len(src):
        dst.extend([0.0] * (o + len(src) - len(dst)))
    for i, v in enumerate(src):
        dst[o + i] += gain * v


def normalise(xs: list[float], peak: float) -> list[float]:
    m = max((abs(x) for x in xs), default=0.0)
    return [x * peak / m for x in xs] if m > 0 else xs


def fade(xs: list[float], sec_in=0.001, sec_out=0.01) -> list[float]:
    n = len(xs)
    ni, no = max(1, int(sec_in * RATE)), max(1, int(sec_out * RATE))
    return [x * min(1.0, i / ni, (n - 1 - i) / no) for i, x in enumerate(xs)]


# -- the effects -------------------------------------------------------------

def sfx_deal() -> list[float]:
    rng = random.Random(101)
    n = noise(0.09, rng)
    snap = mul(highpass(n, 1800), env_exp(len(n), 0.012, 0.001))
    body = mul(lowpass(noise(0.09, rng), 900), env_exp(len(n), 0.025, 0.004))
    out = [a + 0.5 * b for a, b in zip(snap, body)]
    return fade(normalise(out, 0.6))


def sfx_eat() -> list[float]:
    rng = random.Random(202)
    out = silence(0.42)
    for k, (t, cut) in enumerate(((0.0, 1400), (0.13, 1100), (0.27, 1250))):
        length = 0.1
        bite = noise(length, rng)
        # crunch = noise with random crackle gating, low-passed, thumpy start
        gated = [x if rng.random() < 0.55 else x * 0.2 for x in bite]
        crunch = mul(lowpass(gated, cut), env_exp(len(bite), 0.035, 0.004))
        thump = tone(95 - 10 * k, length, decay=0.03, attack=0.002)
        mix_at(out, fade([c + 0.6 * th for c, th in zip(crunch, thump)], 0.001, 0.02), t,
               1.0 - 0.15 * k)
    return fade(normalise(out, 0.7))


def sfx_spicy() -> list[float]:
    rng = random.Random(303)
    sec = 0.7
    n = int(sec * RATE)
    base = noise(sec, rng)
    # a whoosh: band of noise whose low-pass cutoff sweeps up then down
    out, y = [], 0.0
    for i, x in enumerate(base):
        t = i / n
        cutoff = 400 + 5200 * math.sin(math.pi * t) ** 1.5
        a = 1 - math.exp(-TAU * cutoff / RATE)
        y += a * (x - y)
        out.append(y * (math.sin(math.pi * t) ** 0.8))
    sizzle = mul(highpass(noise(sec, rng), 3500), [0.35 * (1 - i / n) for i in range(n)])
    out = [a + b for a, b in zip(out, sizzle)]
    for _ in range(26):     # oil crackles
        at = rng.uniform(0.02, sec - 0.03)
        c = mul(highpass(noise(0.006, rng), 2500), env_exp(int(0.006 * RATE), 0.0015, 0.0003))
        mix_at(out, c, at, rng.uniform(0.5, 1.2))
    return fade(normalise(out, 0.6), 0.005, 0.05)


def bell(freq: float, sec: float, decay: float) -> list[float]:
    return tone(freq, sec, ((1.0, 1.0), (2.0, 0.35), (3.0, 0.12), (4.2, 0.05)), decay)


def sfx_win() -> list[float]:
    out = silence(1.2)
    notes = [523.25, 659.25, 783.99, 1046.5]
    for k, f in enumerate(notes):
        mix_at(out, bell(f, 0.9 if k == 3 else 0.45, 0.35 if k == 3 else 0.15), 0.11 * k,
               1.0 if k == 3 else 0.8)
    # a final sparkle a fifth above
    mix_at(out, bell(1567.98, 0.5, 0.18), 0.44, 0.35)
    return fade(normalise(out, 0.7), 0.001, 0.08)


def sfx_click() -> list[float]:
    t = tone(1900, 0.035, ((1.0, 1.0), (2.0, 0.2)), decay=0.006, attack=0.0005)
    return fade(normalise(t, 0.45), 0.0005, 0.004)


def sfx_serve() -> list[float]:
    f = 1320.0
    # a plate: strongly inharmonic partials, the fundamental rings longest
    partials = [(1.0, 1.0, 0.45), (2.32, 0.45, 0.25), (4.25, 0.25, 0.12), (6.63, 0.12, 0.07)]
    sec = 0.9
    n = int(sec * RATE)
    out = [0.0] * n
    for m, a, d in partials:
        env = env_exp(n, d, 0.001)
        for i in range(n):
            out[i] += a * env[i] * math.sin(TAU * f * m * i / RATE)
    rng = random.Random(404)
    tap = mul(highpass(noise(0.01, rng), 3000), env_exp(int(0.01 * RATE), 0.002, 0.0003))
    mix_at(out, tap, 0.0, 0.6)
    return fade(normalise(out, 0.6), 0.0005, 0.08)


def sfx_shuffle() -> list[float]:
    rng = random.Random(505)
    out = silence(0.62)
    t, gap = 0.0, 0.03
    while t < 0.55:
        flick = mul(highpass(noise(0.02, rng), 1500), env_exp(int(0.02 * RATE), 0.004, 0.0005))
        mix_at(out, flick, t, rng.uniform(0.6, 1.0))
        t += gap * rng.uniform(0.8, 1.2)
        gap = max(0.011, gap * 0.93)
    # the bridge at the end: a soft longer brush
    brush = mul(lowpass(noise(0.12, rng), 2500), env_exp(int(0.12 * RATE), 0.04, 0.01))
    mix_at(out, brush, 0.5, 0.8)
    return fade(normalise(out, 0.55), 0.002, 0.03)


def sfx_error() -> list[float]:
    sec = 0.28
    n = int(sec * RATE)
    out = []
    for i in range(n):
        t = i / RATE
        # triangle-ish waves (odd harmonics, falling fast) sound soft, not harsh
        v = 0.0
        for f in (196.0, 207.65):
            v += sum(((-1) ** k) / (2 * k + 1) ** 2 * math.sin(TAU * f * (2 * k + 1) * t)
                     for k in range(4))
        out.append(v)
    env = [min(1.0, i / (0.015 * RATE)) * min(1.0, (n - i) / (0.08 * RATE)) for i in range(n)]
    out = mul(lowpass(out, 1200), env)
    return fade(normalise(out, 0.45), 0.002, 0.02)


EFFECTS = {
    "deal": sfx_deal, "eat": sfx_eat, "spicy": sfx_spicy, "win": sfx_win,
    "click": sfx_click, "serve": sfx_serve, "shuffle": sfx_shuffle, "error": sfx_error,
}


def write_wav(path: Path, samples: list[float]):
    """16-bit little-endian mono PCM at RATE; values are clipped to -1..1."""
    data = array.array("h", (round(max(-1.0, min(1.0, x)) * 32767) for x in samples))
    if sys.byteorder == "big":
        data.byteswap()
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data.tobytes())


def generate(out: Path, names=None) -> list[Path]:
    written = []
    for name in names or EFFECTS:
        p = out / f"{name}.wav"
        write_wav(p, EFFECTS[name]())
        written.append(p)
    return written


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Synthesise assets/sfx/*.wav")
    ap.add_argument("--out", type=Path, default=ROOT / "assets" / "sfx")
    ap.add_argument("names", nargs="*", metavar="NAME",
                    help="only these effects (default: all): " + " ".join(EFFECTS))
    args = ap.parse_args(argv)
    unknown = [n for n in args.names if n not in EFFECTS]
    if unknown:
        ap.error(f"unknown effect(s) {' '.join(unknown)}; choose from {' '.join(EFFECTS)}")
    paths = generate(args.out, args.names or None)
    print(f"make_sfx: wrote {len(paths)} files under {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
