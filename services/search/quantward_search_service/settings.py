"""Search service settings (environment `QW_…`)."""

from __future__ import annotations

import getpass
import re

from pydantic import Field, field_validator

from quantward_kit.settings import SearchIndexSettings


def _login_name() -> str:
    """The operating system's name for whoever runs this process, as an owner name."""
    try:
        name = getpass.getuser()
    except (KeyError, OSError):  # no passwd entry (some containers)
        name = "local"
    return re.sub(r"[^a-z0-9_\-.]", "-", name.lower()) or "local"


class SearchSettings(SearchIndexSettings):
    service_name: str = "search"
    search_grpc_host: str = Field(
        default="127.0.0.1",
        description="Interface the search gRPC server binds; 0.0.0.0 inside a container.",
    )
    search_grpc_port: int = Field(
        default=0, ge=0, le=65535, description="Search gRPC port; 0 lets the OS pick a free one."
    )
    seed_corpus: bool = Field(
        default=True,
        description="Index the corpus the caller hands build_app (the CLI: the synthetic demo "
        "corpus) when the index is empty or holds another version of it.",
    )
    documents_owner: str = Field(
        default_factory=_login_name,
        min_length=1,
        max_length=64,
        description="Who loads documents: a user source belongs to whoever first loaded into "
        "it, and only they may add to it or remove from it. Default: the login name.",
    )
    documents_max_file_mb: float = Field(
        default=50.0,
        gt=0,
        le=10_000,
        description="Largest file `docs load` reads, in MB (`--max-mb` overrides it per call).",
    )

    @field_validator("documents_owner")
    @classmethod
    def _owner(cls, value: str) -> str:
        if not re.fullmatch(r"[a-z0-9][a-z0-9_\-.]*", value):
            raise ValueError(
                f"{value!r} is not an owner name: lower-case letters, digits, '_', '-' or '.'"
            )
        return value
