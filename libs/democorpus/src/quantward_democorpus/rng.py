"""Seeded randomness addressed by name, so every generated fact is a pure function of its key.

A draw is keyed by (seed, entity, quarter, purpose), never by the order in which things are
generated: the text of Apple's FY2022 Q3 call is the same whether the corpus covers 8 quarters
or 40, one entity or all of them, which is what makes `entity_ids` and `quarters` safe to vary.
"""

from __future__ import annotations

import hashlib
import math
import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


def stable_int(*key: object) -> int:
    """A 64-bit integer from the key, the same on every machine and Python run."""
    text = "\x1f".join(str(part) for part in key)
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big")


def unit(*key: object) -> float:
    """A number in [0, 1) from the key."""
    return stable_int(*key) / 2.0**64


def rng(*key: object) -> random.Random:
    """A generator seeded by the key, for the few places that need a stream of draws."""
    return random.Random(stable_int(*key))


def pick(options: Sequence[T], *key: object) -> T:
    """One of `options`, chosen by the key."""
    return options[stable_int(*key) % len(options)]


def gauss(*key: object) -> float:
    """A standard normal draw from the key (Box-Muller on two keyed uniforms)."""
    u1 = max(unit(*key, "g1"), 1e-12)
    u2 = unit(*key, "g2")
    return math.sqrt(-2.0 * math.log(u1)) * math.cos(2.0 * math.pi * u2)
