"""How a held-out batch writes a limit's value: one of its forms ("3%", "3 per cent", "three
per cent"), or one form for several values, so that a sentence says them alike.

Batches J, X, Y, Z, ZB and ZC each gave their limit type the same two methods; the type stays
each batch's own (its fields, nouns and forms differ) and takes the methods from `WrittenForms`.
Which form a `style` picks is part of what a batch generates, so the picks are those the batches
made. ZA keeps its own: it picks among forms for mathematics or for prose, not words or figures.
Batches L, M, O-T and Z-ZE each kept a copy of `apart` as well.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from typing import ClassVar


def apart(*said: str) -> bool:
    """No written value is part of another ("5%" is part of "15%"), so that a span on each is
    unambiguous. Shared because batches L, M, O-T and Z-ZE each kept a copy."""
    return all(a.lower() not in b.lower() for a, b in itertools.permutations(said, 2))


class WrittenForms:
    """The writing of a batch's limit type, which supplies `forms`: a value's forms by key,
    where a key starting "w" is words, said only where words read well."""

    #: words are said for one style in this many, where the sentence allows them
    words_every: ClassVar[int] = 3
    forms: Callable[[float], dict[str, str]]

    def render(self, value: float, style: int, *, words: bool = False) -> str:
        """`value` in the form `style` picks: words when `words` allows them and the style is
        one in `words_every`, else one of its figure forms in turn."""
        forms = self.forms(value)
        said = [v for k, v in forms.items() if k.startswith("w")]
        if words and said and style % self.words_every == 0:
            return said[0]
        figures = [v for k, v in forms.items() if not k.startswith("w")]
        return figures[style % len(figures)]

    def alike(self, values: Sequence[float], style: int, *, apart: bool = False) -> list[str]:
        """`values` all in one figure form that each of them has, the one `style` picks; with
        `apart`, the first from it in which none is written inside another ("5%" in "15%"),
        so that a span on each is unambiguous."""
        all_forms = [self.forms(v) for v in values]
        keys = [k for k in all_forms[0] if not k.startswith("w") and all(k in f for f in all_forms)]
        for k in range(style, style + len(keys)):
            said = [f[keys[k % len(keys)]] for f in all_forms]
            if not apart or all(
                a.lower() not in b.lower() for a, b in itertools.permutations(said, 2) if a != b
            ):
                return said
        raise AssertionError(values)


__all__ = ["WrittenForms", "apart"]
