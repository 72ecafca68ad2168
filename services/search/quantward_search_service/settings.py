"""Search service settings (environment `QW_…`)."""

from __future__ import annotations

from pathlib import Path

from pydantic import Field

from quantward_runtime.settings import Settings


class SearchSettings(Settings):
    service_name: str = "search"
    search_path: Path = Field(
        default=Path.home() / ".local" / "share" / "quantward" / "search",
        description="Folder of the embedded (tantivy) index.",
    )
    elasticsearch_url: str | None = Field(
        default=None, description="Use Elasticsearch at this URL instead of the embedded index."
    )
    elasticsearch_index: str = Field(default="quantward-chunks", min_length=1)
    search_grpc_host: str = "127.0.0.1"
    search_grpc_port: int = Field(default=0, ge=0, le=65535)
    seed_corpus: bool = Field(
        default=True, description="Index the synthetic corpus when the index is empty."
    )
