"""Search service settings (environment `QW_…`)."""

from __future__ import annotations

from pydantic import Field

from quantward_kit.settings import SearchIndexSettings


class SearchSettings(SearchIndexSettings):
    service_name: str = "search"
    search_grpc_host: str = "127.0.0.1"
    search_grpc_port: int = Field(default=0, ge=0, le=65535)
    seed_corpus: bool = Field(
        default=True,
        description="Index the corpus the caller hands build_app (the CLI: the synthetic demo "
        "corpus) when the index is empty or holds another version of it.",
    )
