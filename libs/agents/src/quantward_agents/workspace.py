"""A stage's scratch area, and the one tool that takes work out of it.

Before a stage's work is approved, an agent may write only into its scratch folder: a name
that leads anywhere else (an absolute path, `..`) is refused as a boundary refusal, which the
agent loop records. Persisting — copying a scratch file into the store, where it outlives the
run — is a tool whose effect is `persist`, so the toolbox runs it only once the stage's work is
approved (see `Toolbox(approved=…)`); the store is written nowhere else.
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from quantward_agents.tools import BoundaryRefusalError, CallContext, Tool, ToolError


@dataclass(frozen=True)
class Workspace:
    """`scratch`: where the stage may write before approval; `store`: what persists."""

    scratch: Path
    store: Path

    def scratch_path(self, name: str) -> Path:
        """`name` inside the scratch folder; a name that leaves it is refused."""
        root = self.scratch.resolve()
        path = (root / name).resolve()
        if not path.is_relative_to(root) or path == root:
            raise BoundaryRefusalError(
                f"{name!r} is outside the scratch area; before approval work is written only "
                "to scratch (give a plain file name)"
            )
        return path

    def write(self, name: str, content: str) -> Path:
        path = self.scratch_path(name)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(content, encoding="utf-8")
        return path

    def persist(self, name: str) -> Path:
        """Copy scratch file `name` into the store (the caller checked approval)."""
        source = self.scratch_path(name)
        if not source.is_file():
            raise ToolError(f"no scratch file {name!r}; write it first")
        target = self.store / source.relative_to(self.scratch.resolve())
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
        return target

    def persisted(self) -> list[Path]:
        """Every file in the store."""
        if not self.store.exists():
            return []
        return sorted(p for p in self.store.rglob("*") if p.is_file())


class WriteArgs(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str = Field(min_length=1, description="File name in the scratch area.")
    content: str = Field(description="What to write.")


class PersistArgs(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str = Field(min_length=1, description="A file written to the scratch area.")


def workspace_tools(workspace: Workspace) -> list[Tool[Any]]:
    """`write_scratch` (effect `scratch`) and `persist_artifact` (effect `persist`)."""

    async def write(args: WriteArgs, ctx: CallContext) -> dict[str, Any]:
        path = workspace.write(args.name, args.content)
        return {"written": str(path.relative_to(workspace.scratch.resolve()))}

    async def persist(args: PersistArgs, ctx: CallContext) -> dict[str, Any]:
        path = workspace.persist(args.name)
        return {"persisted": str(path)}

    return [
        Tool(
            "write_scratch",
            "Write a file to this stage's scratch area (always allowed).",
            WriteArgs,
            write,
            effect="scratch",
        ),
        Tool(
            "persist_artifact",
            "Persist a scratch file as an artifact of the run; only once the stage's work is "
            "approved.",
            PersistArgs,
            persist,
            effect="persist",
        ),
    ]


__all__ = ["PersistArgs", "Workspace", "WriteArgs", "workspace_tools"]
