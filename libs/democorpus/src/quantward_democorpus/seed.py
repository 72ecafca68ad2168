"""`DemoCorpus`: the synthetic corpus as the seed the search service indexes when told to.

The search service does not know this package: its `build_app` takes any seed (a name, a
fingerprint and the documents) from its caller, and the CLI — `quantward serve search`, the
embedded launcher, `quantward search` and `docs load` — passes this one. So a deployment that
installs the search service alone installs no generator and indexes only the documents it loads.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from importlib.metadata import version
from pathlib import Path
from types import ModuleType

import quantward_democorpus
import quantward_documents
from quantward_democorpus.generate import DEFAULT_QUARTERS, DEFAULT_SEED, default_corpus
from quantward_documents.model import Document
from quantward_graph.reference import reference_data_version


def _package_files(package: ModuleType) -> list[tuple[str, bytes]]:
    root = Path(next(iter(package.__path__)))  # quantward_documents is a namespace package
    files = (p for p in root.rglob("*") if p.is_file() and "__pycache__" not in p.parts)
    return [(f"{package.__name__}/{p.relative_to(root).as_posix()}", p.read_bytes()) for p in files]


class DemoCorpus:
    """The default synthetic corpus (seed 7, 8 quarters): every document says `synthetic: true`."""

    name = "the synthetic corpus"

    def fingerprint(self) -> str:
        """What the corpus is generated from: the generator's code and the document model and
        calendars it builds on, the shipped graph and prices, and its parameters. Cheap (no
        document is generated), so a start-up that finds its index current costs milliseconds."""
        digest = hashlib.sha256(f"{DEFAULT_SEED}:{DEFAULT_QUARTERS}".encode())
        digest.update(reference_data_version().encode())
        digest.update(version("skfolio").encode())  # the shipped prices the news quotes
        for package in (quantward_democorpus, quantward_documents):
            for name, content in sorted(_package_files(package)):
                digest.update(name.encode())
                digest.update(content)
        return digest.hexdigest()

    def documents(self) -> Sequence[Document]:
        """The documents, generated once a process (`default_corpus`)."""
        return default_corpus()
