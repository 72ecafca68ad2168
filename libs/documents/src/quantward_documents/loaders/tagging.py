"""Which companies a document is about, from the resolver's reading of its text.

The documents library must not import the resolver service (services are run, libs are
imported), so the caller passes the resolver's mention function in; any async callable with the
shape of `ResolverApp.resolve_mentions` fits, which is also how tests pass canned answers.

Only mentions the resolver *resolved* become entity ids, ordered by how often they are mentioned
(then by first mention), so the company a document is mostly about comes first. An ambiguous
mention ("Porsche": the holding or the car maker?) is reported, never guessed: tagging a document
with the wrong company would put it in front of every research run about that company.
"""

from __future__ import annotations

import asyncio
import re
from collections import Counter
from collections.abc import Awaitable, Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Final, Protocol


class EntityRef(Protocol):
    """An entity a resolution points to (the resolver's `EntityView` or `Alternative`)."""

    @property
    def entity_id(self) -> str: ...


class ResolutionLike(Protocol):
    """What tagging reads of the resolver's `Resolution`."""

    @property
    def status(self) -> str: ...
    @property
    def entity(self) -> EntityRef | None: ...
    @property
    def alternatives(self) -> Sequence[EntityRef]: ...


class MentionLike(Protocol):
    """What tagging reads of the resolver's `Mention`: the span and how it resolved."""

    @property
    def text(self) -> str: ...
    @property
    def start(self) -> int: ...
    @property
    def resolution(self) -> ResolutionLike: ...


#: `ResolverApp.resolve_mentions(text, as_of)`, or a fake of it
ResolveMentions = Callable[[str, date | None], Awaitable[Sequence[MentionLike]]]

#: text is sent to the resolver in pieces of at most this many characters, cut at paragraph
#: breaks: each call then stays short (the event loop gets a turn between pieces of a long
#: filing), and no mention is stitched together across two paragraphs
PIECE_CHARS: Final = 20_000
_PARAGRAPH_BREAK: Final = re.compile(r"\n\s*\n")


@dataclass(frozen=True, slots=True)
class AmbiguousMention:
    """A mention the resolver could not decide; reported to the user, not tagged."""

    text: str
    count: int
    candidates: tuple[str, ...]

    def __str__(self) -> str:
        times = f" ({self.count}×)" if self.count > 1 else ""
        return f"{self.text!r}{times} is ambiguous: {' or '.join(self.candidates) or '?'}"


@dataclass(frozen=True, slots=True)
class Tagging:
    """The entity ids of a document (given ones first, then found ones) and the undecided."""

    entity_ids: tuple[str, ...]
    ambiguous: tuple[AmbiguousMention, ...]


def _pieces(text: str) -> Iterator[tuple[int, str]]:
    """(offset, piece) with pieces cut at paragraph breaks, each ≤ PIECE_CHARS where possible."""
    start = 0
    while len(text) - start > PIECE_CHARS:
        cut = -1
        for match in _PARAGRAPH_BREAK.finditer(text, start, start + PIECE_CHARS):
            cut = match.start()
        if cut <= start:
            cut = text.rfind(" ", start, start + PIECE_CHARS)  # one enormous paragraph
        if cut <= start:
            cut = start + PIECE_CHARS
        yield start, text[start:cut]
        start = cut
    yield start, text[start:]


async def tag_entities(
    text: str,
    as_of: date | None,
    resolve_mentions: ResolveMentions,
    *,
    given: Sequence[str] = (),
) -> Tagging:
    """Entity ids for `text`: `given` first, then resolved mentions, most mentioned first.

    `as_of` is the document's publication date, so names are read as they were then (a company
    renamed since is still found under its old name).
    """
    counts: Counter[str] = Counter()
    first_seen: dict[str, int] = {}
    undecided: Counter[str] = Counter()  # in order of first mention
    candidates: dict[str, tuple[str, ...]] = {}
    for index, (offset, piece) in enumerate(_pieces(text)):
        if index:
            await asyncio.sleep(0)  # a turn for the event loop between pieces, not a wait
        for mention in await resolve_mentions(piece, as_of):
            resolution = mention.resolution
            position = offset + mention.start
            if resolution.status == "resolved" and resolution.entity is not None:
                entity_id = resolution.entity.entity_id
                counts[entity_id] += 1
                first_seen.setdefault(entity_id, position)
            elif resolution.status == "ambiguous":
                undecided[mention.text] += 1
                candidates.setdefault(
                    mention.text, tuple(a.entity_id for a in resolution.alternatives)
                )
    found = sorted(counts, key=lambda e: (-counts[e], first_seen[e]))
    ambiguous = tuple(
        AmbiguousMention(name, count, candidates[name]) for name, count in undecided.items()
    )
    return Tagging(tuple(dict.fromkeys([*given, *found])), ambiguous)
