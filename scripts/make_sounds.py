#!/usr/bin/env python3
"""Synthesises the studio's sound effects into resources/sounds/ (16-bit PCM mono WAV, 22.05 kHz).

Every sound is computed here from sine partials, a little filtered noise and simple envelopes, so
the files carry no third-party material and the project's licence applies to them. The output is
deterministic (fixed noise seed): running the script again rewrites identical files.

    python3 scripts/make_sounds.py [OUTPUT_DIR]
"""

import math
import random
import struct
import sys
import wave
from pathlib import Path

RATE = 22050


def silence(seconds):
    return [0.0] * int(RATE * seconds)


def mix(*tracks):
    length = max(len(t) for t in tracks)
    out = [0.0] * length
    for t in tracks:
        for i, v in enumerate(t):
            out[i] += v
    return out


def offset(track, seconds):
    return silence(seconds) + track


def partial(freq, seconds, amp, decay, attack=0.002):
    """A sine partial with a short linear attack and an exponential decay (time constant `decay`)."""
    n = int(RATE * seconds)
    out = []
    for i in range(n):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-t / decay)
        out.append(amp * env * math.sin(2 * math.pi * freq * t))
    return out


def noise_burst(seconds, amp, decay, smooth, rng):
    """Low-passed noise (one-pole filter, coefficient `smooth`) with an exponential decay."""
    n = int(RATE * seconds)
    out, y = [], 0.0
    for i in range(n):
        t = i / RATE
        y += smooth * (rng.uniform(-1, 1) - y)
        out.append(amp * y * math.exp(-t / decay))
    return out


def bell(freq, seconds, amp, decay=0.18):
    """A soft bell-like note: the fundamental and two quiet inharmonic partials."""
    return mix(partial(freq, seconds, amp, decay, attack=0.004),
               partial(freq * 2.01, seconds, amp * 0.25, decay * 0.5, attack=0.004),
               partial(freq * 3.02, seconds, amp * 0.08, decay * 0.3, attack=0.004))


def fade_out(track, seconds=0.01):
    n = min(len(track), int(RATE * seconds))
    for i in range(n):
        track[len(track) - n + i] *= 1 - (i + 1) / n
    return track


def disc(rng):
    # A disc set down on felt: a low wooden knock (two damped partials) and a short thud of noise.
    return fade_out(mix(partial(190, 0.09, 0.55, 0.018, attack=0.0008),
                        partial(470, 0.09, 0.25, 0.010, attack=0.0008),
                        noise_burst(0.03, 0.35, 0.006, 0.25, rng)))


def flip(rng):
    # Lighter and shorter than the placement: a disc turned over.
    return fade_out(mix(partial(620, 0.05, 0.22, 0.008, attack=0.0005),
                        noise_burst(0.02, 0.18, 0.004, 0.5, rng)))


def pass_(rng):
    # Two soft falling notes: "nothing to play".
    return fade_out(mix(bell(659.3, 0.35, 0.30, 0.10), offset(bell(493.9, 0.30, 0.30, 0.12), 0.13)))


def win(rng):
    # A rising major arpeggio (C5 E5 G5 C6).
    notes = [523.3, 659.3, 784.0, 1046.5]
    return fade_out(mix(*[offset(bell(f, 0.6, 0.26, 0.2), 0.11 * k) for k, f in enumerate(notes)]))


def loss(rng):
    # A falling minor line (G4 Eb4 C4), darker and slower.
    notes = [392.0, 311.1, 261.6]
    return fade_out(mix(*[offset(bell(f, 0.6, 0.30, 0.22), 0.17 * k) for k, f in enumerate(notes)]))


def draw(rng):
    # The same note twice: neither up nor down.
    return fade_out(mix(bell(587.3, 0.4, 0.28, 0.14), offset(bell(587.3, 0.4, 0.28, 0.14), 0.18)))


def illegal(rng):
    # A short, quiet low buzz: a few odd harmonics of 140 Hz, gently enveloped.
    n = int(RATE * 0.12)
    out = []
    for i in range(n):
        t = i / RATE
        env = min(1.0, t / 0.008) * min(1.0, (0.12 - t) / 0.03)
        v = sum(math.sin(2 * math.pi * 140 * k * t) / k for k in (1, 3, 5, 7))
        out.append(0.16 * env * v)
    return out


SOUNDS = {"disc": disc, "flip": flip, "pass": pass_, "win": win, "loss": loss, "draw": draw,
          "illegal": illegal}


def write(path, samples):
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = 0.9 / peak if peak > 0.9 else 1.0  # never clip
    frames = b"".join(struct.pack("<h", int(round(s * scale * 32767))) for s in samples)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def main():
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent / "resources/sounds"
    out.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        rng = random.Random(name)  # per sound, so changing one leaves the others identical
        write(out / f"{name}.wav", make(rng))
        print(out / f"{name}.wav")


if __name__ == "__main__":
    main()
