"""The evaluation's question sets: free questions with what a right answer must show.

Two sets ship with the project (`questions.yaml`, the public set, and `heldout.yaml`, never used
to tune the policy); a user's own file in the same shape is read the same way. A bad file fails
with the field and the fix, never a traceback.
"""

from __future__ import annotations

from datetime import date
from importlib import resources
from pathlib import Path
from typing import Final, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

Intent = Literal[
    "returns",
    "volatility",
    "drawdown",
    "change",
    "topic",
    "comparison",
    "template",
    "lookup",
    "not_found",
    "ambiguous",
]
Metric = Literal["total_return", "volatility", "max_drawdown"]
#: the sets that ship with the project, by name
SHIPPED: Final = {"public": "questions.yaml", "heldout": "heldout.yaml"}


class _Strict(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Horizon(_Strict):
    """A look-back from the latest day with data, or a calendar window."""

    days: int | None = Field(default=None, ge=1)
    weeks: int | None = Field(default=None, ge=1)
    months: int | None = Field(default=None, ge=1)
    years: int | None = Field(default=None, ge=1)
    start: date | None = None
    end: date | None = None

    @model_validator(mode="after")
    def _one_kind(self) -> Horizon:
        spans = [v for v in (self.days, self.weeks, self.months, self.years) if v is not None]
        window = self.start is not None and self.end is not None
        if len(spans) + (1 if window else 0) != 1:
            raise ValueError("give exactly one of days, weeks, months, years, or start and end")
        return self


class Documents(_Strict):
    kind: Literal["transcript", "10-Q"]
    latest: int = Field(ge=1, le=4)


class Expect(_Strict):
    intent: Intent
    entities: tuple[str, ...] = ()
    clarify: bool = False
    answers: tuple[str, ...] = ()
    tools: tuple[str, ...] = ()
    as_of: date | None = None
    horizon: Horizon | None = None
    metrics: tuple[Metric, ...] = ()
    documents: Documents | None = None
    topic: tuple[str, ...] = ()
    template: str | None = None
    no_data: bool = False
    parent_only: bool = False


class Question(_Strict):
    id: str = Field(pattern=r"^[a-z0-9][a-z0-9\-_]{0,40}$")
    category: str = Field(min_length=1)
    question: str = Field(min_length=1)
    expect: Expect


class QuestionSet(_Strict):
    set: str = Field(min_length=1)
    questions: tuple[Question, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _unique_ids(self) -> QuestionSet:
        seen: set[str] = set()
        for q in self.questions:
            if q.id in seen:
                raise ValueError(f"question id {q.id!r} is used twice; ids must be unique")
            seen.add(q.id)
        return self


class QuestionSetError(ValueError):
    """A question file that cannot be read; the message names the field and the fix."""


def load(name_or_path: str) -> QuestionSet:
    """A shipped set by name (`public`, `heldout`) or a YAML file in the same shape."""
    if name_or_path in SHIPPED:
        text = (
            resources.files("quantward_cli.evaluation").joinpath(SHIPPED[name_or_path]).read_text()
        )
        where = name_or_path
    else:
        path = Path(name_or_path)
        if not path.is_file():
            raise QuestionSetError(
                f"--set: {name_or_path!r} is neither a shipped set ({', '.join(SHIPPED)}) "
                "nor a file"
            )
        text, where = path.read_text(), str(path)
    try:
        return QuestionSet.model_validate(yaml.safe_load(text))
    except yaml.YAMLError as exc:
        raise QuestionSetError(f"{where}: not YAML ({exc})") from None
    except ValidationError as exc:
        first = exc.errors()[0]
        field = ".".join(str(p) for p in first["loc"])
        raise QuestionSetError(f"{where}: {field}: {first['msg']}") from None
